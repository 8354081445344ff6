import type { AiFallbackReason } from '$lib/api/ai-assist';
import type { StarPartName, StoryPhrasing } from '$lib/api/stories';

/*
 * The rules behind "Word with AI" on a story and a follow-up (issue 30), kept pure so they are
 * tested without a page: which parts are sent, the "what will be sent" text, which answer is a
 * provider's fallback, what the guard named, and what accepting the wording changes.
 */

export const STAR_PARTS: readonly StarPartName[] = ['situation', 'task', 'action', 'result'];
export type StarTexts = Record<StarPartName, string>;
export type StarInput = Record<StarPartName, { text: string; quote: string | null }>;

const REASONS: readonly AiFallbackReason[] = ['off', 'invalid_key', 'provider_limit', 'provider_error', 'provider_timeout', 'garbage'];

/** A provider's fallback reason the shared "Local fallback" explains; null for the story's own (`no_quote`) or none. */
export function fallbackReason(reason: string | null | undefined): AiFallbackReason | null {
	return REASONS.includes(reason as AiFallbackReason) ? (reason as AiFallbackReason) : null;
}

/**
 * What POST /stories/phrase receives: each part's text and the person's line it rests on. A part the
 * person emptied sends no line, so the AI writes nothing for it (as a save keeps no quote for it).
 */
export function storyInput(texts: StarTexts, quotes: Record<StarPartName, string | null>): StarInput {
	return Object.fromEntries(STAR_PARTS.map((name) => [name, { text: texts[name], quote: texts[name].trim() ? quotes[name] : null }])) as StarInput;
}

/** The very lines the core sends for a story: each part's quote, or that it has none. */
export function storyPreview(input: StarInput, label: (name: StarPartName) => string, noLine: string): string {
	return STAR_PARTS.map((name) => `${label(name)}: ${input[name].quote?.trim() ? `“${input[name].quote!.trim()}”` : noLine}`).join('\n');
}

/** Whether there is a line for the AI to reword at all. */
export const hasQuote = (input: StarInput) => STAR_PARTS.some((name) => !!input[name].quote?.trim());

/** The parts after "Use this wording": the AI's text where it wrote one, the person's own elsewhere. */
export function acceptStory(texts: StarTexts, phrasing: StoryPhrasing): StarTexts {
	return Object.fromEntries(STAR_PARTS.map((name) => [name, phrasing.parts[name].origin === 'ai' ? phrasing.parts[name].text : texts[name]])) as StarTexts;
}

/** The names the guard quoted in its reason (`Removed: it names "Google", "240%"…`), to say it in the screen's language. */
export function namedIn(why: string): string[] {
	return [...why.matchAll(/"([^"]+)"/g)].map((match) => match[1]);
}
