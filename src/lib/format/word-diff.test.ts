import { describe, expect, it } from 'vitest';
import { changed, shownLead, wordDiff, type DiffPart } from './word-diff';

const show = (parts: DiffPart[]) => parts.map((p) => `${p.lead}${p.kind === 'same' ? p.text : p.kind === 'removed' ? `[-${p.text}-]` : `{+${p.text}+}`}`).join('');
const rebuild = (parts: DiffPart[], keep: 'removed' | 'added') => parts.filter((p) => p.kind === 'same' || p.kind === keep).map((p) => p.lead + p.text).join('');

describe('wordDiff', () => {
	it('marks only the words that change', () => {
		expect(show(wordDiff('Built APIs in Node and Postgres.', 'Built REST APIs in Node.js and Postgres.'))).toBe('Built {+REST+} APIs in [-Node-] {+Node.js+} and Postgres.');
	});

	it('shows a removal before the addition that replaces it', () => {
		const parts = wordDiff('Python, SQL', 'SQL, Python');
		expect(parts.map((p) => p.kind)).toContain('removed');
		expect(rebuild(parts, 'removed').trim()).toBe('Python, SQL');
		expect(rebuild(parts, 'added').trim()).toBe('SQL, Python');
	});

	it('gives back both texts exactly, spacing and line breaks included', () => {
		const before = 'Led design reviews.\nMentored two designers in Figma';
		const after = 'Led weekly design reviews.\nMentored two designers in Figma and Miro';
		const parts = wordDiff(before, after);
		expect(rebuild(parts, 'removed')).toBe(before);
		expect(rebuild(parts, 'added')).toBe(after);
	});

	it('never shows struck words touching the words that replace them', () => {
		const parts = wordDiff('Built dashboards in React.', 'Implementing CI pipelines.');
		const screen = parts.map((p, i) => shownLead(parts, i) + p.text).join('');
		expect(screen).toMatch(/React\.? Implementing/);
		// The parts stay exact.
		expect(rebuild(parts, 'removed')).toBe('Built dashboards in React.');
		expect(rebuild(parts, 'added')).toBe('Implementing CI pipelines.');
	});

	it('keeps names with inner marks whole', () => {
		const parts = wordDiff('CI/CD with C++', 'CI/CD with C#');
		expect(show(parts)).toBe('CI/CD with [-C++-] {+C#+}');
	});

	it('says nothing changed for equal texts, and everything for an empty one', () => {
		expect(changed(wordDiff('Figma, Miro', 'Figma, Miro'))).toBe(false);
		expect(wordDiff('', 'Figma')).toEqual([{ kind: 'added', lead: '', text: 'Figma' }]);
		expect(wordDiff('Figma', '')).toEqual([{ kind: 'removed', lead: '', text: 'Figma' }]);
	});

	it('shows a very long change whole instead of building a huge table', () => {
		const long = (n: number, w: string) => Array.from({ length: n }, (_, i) => `${w}${i}`).join(' ');
		const parts = wordDiff(long(600, 'a'), long(600, 'b'));
		expect(parts.map((p) => p.kind)).toEqual(['removed', 'added']);
	});
});
