import { describe, expect, it } from 'vitest';
import { sourcesEn } from '$lib/i18n/areas/sources.en';
import { sourcesPt } from '$lib/i18n/areas/sources.pt';
import { codeParts } from './code-text';

describe('code inside a translated sentence', () => {
	it('shows the text between backticks as code, where the sentence puts it', () => {
		expect(codeParts('Build it once: `npm run build:extension`.')).toEqual([
			{ code: false, text: 'Build it once: ' },
			{ code: true, text: 'npm run build:extension' },
			{ code: false, text: '.' }
		]);
		expect(codeParts('No code here')).toEqual([{ code: false, text: 'No code here' }]);
	});

	it('has the same code terms in both languages, each closed', () => {
		const terms = (text: string) => codeParts(text).filter((part) => part.code).map((part) => part.text);
		for (const [key, en] of Object.entries(sourcesEn)) {
			const pt = sourcesPt[key as keyof typeof sourcesEn];
			expect(en.split('`').length % 2, key).toBe(1);
			expect(terms(pt), key).toEqual(terms(en));
		}
	});
});
