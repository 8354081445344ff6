import { describe, expect, it } from 'vitest';
import type { StoryPhrasing } from '$lib/api/stories';
import { acceptStory, fallbackReason, hasQuote, namedIn, storyInput, storyPreview } from './wording';

const texts = { situation: 'Night shift in the ICU', task: '', action: 'Led the handover', result: 'Rewritten by me' };
const quotes = { situation: 'Night shift in the ICU of 20 beds', task: 'Cover the ward', action: 'Led the handover', result: null };

describe('the AI wording of a story', () => {
	it('sends no line for a part the person emptied, nor for one without a source', () => {
		const input = storyInput(texts, quotes);
		expect(input.situation.quote).toBe('Night shift in the ICU of 20 beds');
		expect(input.task.quote).toBeNull();
		expect(input.result.quote).toBeNull();
		expect(hasQuote(input)).toBe(true);
		expect(hasQuote(storyInput({ ...texts, situation: '', action: ' ' }, quotes))).toBe(false);
	});

	it('previews the very lines sent, one a part', () => {
		const preview = storyPreview(storyInput(texts, quotes), (name) => name.toUpperCase(), '(none)');
		expect(preview.split('\n')).toEqual(['SITUATION: “Night shift in the ICU of 20 beds”', 'TASK: (none)', 'ACTION: “Led the handover”', 'RESULT: (none)']);
	});

	it('takes the AI’s text only where it wrote one', () => {
		const phrasing = {
			parts: {
				situation: { text: 'I worked nights in a 20-bed ICU.', quote: quotes.situation, origin: 'ai' },
				task: { text: '', quote: null, origin: 'empty' },
				action: { text: 'Led the handover', quote: quotes.action, origin: 'rules' },
				result: { text: '', quote: null, origin: 'empty' }
			}
		} as unknown as StoryPhrasing;
		expect(acceptStory(texts, phrasing)).toEqual({ ...texts, situation: 'I worked nights in a 20-bed ICU.' });
	});

	it('tells a provider’s fallback from the story’s own reasons, and reads the names the guard quoted', () => {
		expect(fallbackReason('provider_timeout')).toBe('provider_timeout');
		expect(fallbackReason('no_quote')).toBeNull();
		expect(fallbackReason(null)).toBeNull();
		expect(namedIn('Removed: it names "Google", "240%", which none of your evidence shows.')).toEqual(['Google', '240%']);
	});
});
