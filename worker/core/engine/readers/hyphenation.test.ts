import { describe, expect, it } from 'vitest';
import { buildVocabulary, joinHyphenated } from './hyphenation';

const empty = buildVocabulary('');

describe('joinHyphenated', () => {
	it('joins a word broken at the line end', () => {
		expect(joinHyphenated('led the develop-', 'ment of tools', empty)).toBe('led the development of tools');
	});

	it('keeps the hyphen when the document writes the compound elsewhere', () => {
		const vocabulary = buildVocabulary('analysis of patient no-show rates');
		expect(joinHyphenated('cut no-', 'shows by 12%', vocabulary)).toBe('cut no-shows by 12%');
	});

	it('drops the hyphen when the document writes the joined word elsewhere', () => {
		expect(joinHyphenated('built the back-', 'end services', buildVocabulary('a backend engineer'))).toBe('built the backend services');
	});

	it('keeps compounds with well-known parts', () => {
		expect(joinHyphenated('a data-', 'driven team', empty)).toBe('a data-driven team');
		expect(joinHyphenated('a self-', 'taught developer', empty)).toBe('a self-taught developer');
		expect(joinHyphenated('a full-', 'stack role', empty)).toBe('a full-stack role');
		expect(joinHyphenated('hands-', 'on work', empty)).toBe('hands-on work');
	});

	it('keeps hyphens after non-letters and before capitals', () => {
		expect(joinHyphenated('a Node.js-', 'based API', empty)).toBe('a Node.js-based API');
		expect(joinHyphenated('from 2019-', '2021', empty)).toBe('from 2019-2021');
		expect(joinHyphenated('pre-', 'COVID sales', empty)).toBe('pre-COVID sales');
		expect(joinHyphenated('end-to-', 'end tests', empty)).toBe('end-to-end tests');
	});

	it('treats a dash after a space as a dash, not a hyphen', () => {
		expect(joinHyphenated('Ponta Grossa -', 'PR', empty)).toBe('Ponta Grossa - PR');
	});

	it('joins at a soft hyphen without a hyphen', () => {
		expect(joinHyphenated('respon\u00AD', 'sável', empty)).toBe('responsável');
	});
});
