import { describe, expect, it } from 'vitest';
import { looksLikeMarkdown, markdownToText } from './markdown';

describe('markdownToText', () => {
	it('turns headings into their own line after a blank line', () => {
		expect(markdownToText('# Jane Doe\nAnalyst\n## Experience\nAcme')).toBe('Jane Doe\nAnalyst\n\nExperience\nAcme');
	});

	it('removes emphasis but keeps snake_case words and arithmetic', () => {
		expect(markdownToText('**Senior** _data_ engineer, *remote*; uses snake_case and 2*3*4')).toBe(
			'Senior data engineer, remote; uses snake_case and 2*3*4'
		);
	});

	it('keeps link addresses in brackets, and bare addresses once', () => {
		expect(markdownToText('[Portfolio](https://jane.dev) · [jane@example.com](mailto:jane@example.com) · <https://x.dev>')).toBe(
			'Portfolio (https://jane.dev) · jane@example.com · https://x.dev'
		);
	});

	it('makes every list marker a "- " bullet and keeps numbered items', () => {
		expect(markdownToText('* one\n+ two\n  - nested\n- [x] done\n1. first')).toBe('- one\n- two\n- nested\n- done\n1. first');
	});

	it('drops code fences, rules and table separators but keeps their text', () => {
		expect(markdownToText('```\nnpm test\n```\n---\n| Skill | Level |\n|---|---|\n| SQL | Advanced |')).toBe(
			'npm test\n\nSkill | Level\nSQL | Advanced'
		);
	});

	it('turns setext headings into a heading line', () => {
		expect(markdownToText('Intro\nJane Doe\n========\nAnalyst')).toBe('Intro\n\nJane Doe\nAnalyst');
	});

	it('keeps escaped punctuation as written', () => {
		expect(markdownToText('C\\# and \\*nix')).toBe('C# and *nix');
	});
});

describe('looksLikeMarkdown', () => {
	it('needs two headings, or a heading and links or bold', () => {
		expect(looksLikeMarkdown('# A\n## B')).toBe(true);
		expect(looksLikeMarkdown('# A\n**bold**')).toBe(true);
		expect(looksLikeMarkdown('# A\nplain')).toBe(false);
		expect(looksLikeMarkdown('Skills: C#, F#')).toBe(false);
	});
});
