import { afterAll, describe, expect, it } from 'vitest';
import { readDocument } from './index';
import { isPageNumber } from './pdf-furniture';
import { FIXTURE_RESUMES, fixtureBytes } from './testdata/files';
import { lineSimilarity, nonEmptyLines, wordSimilarity } from './testdata/similarity';

/**
 * Every fixture resume, read from its PDF and its DOCX, against its .txt version (read through
 * the same normaliser, page-number lines left out since the readers drop them by design).
 * Similarity is order-aware: the longest common subsequence of lines (or words) over the
 * reference's length. The few losses: the running header that a DOCX keeps out of its body,
 * and one contact line that the PDF wraps without its " | " separator.
 */
const MIN_LINE_SIMILARITY = 0.93;
const MIN_WORD_SIMILARITY = 0.97;

const TWO_COLUMN = ['d_en_data_aisha_karimi', 'd_pt_devops_lucas_moreira', 'd_pt_ux_beatriz_souza'] as const;

const scores: Record<string, string>[] = [];
afterAll(() => console.table(scores));

async function readFixture(name: string, extension: 'pdf' | 'docx' | 'txt') {
	return (await readDocument(fixtureBytes(name, extension), `${name}.${extension}`)).text;
}

/** The lines of a section: from its heading to the next blank line, as in the .txt files. */
function sectionLines(text: string, heading: RegExp): string[] {
	const lines = text.split('\n');
	const start = lines.findIndex((line) => heading.test(line));
	const end = lines.indexOf('', start);
	return lines.slice(start, end === -1 ? undefined : end);
}

describe.each(FIXTURE_RESUMES)('fixture %s', (name) => {
	it.each(['pdf', 'docx'] as const)('reads the %s with the sections and order of the .txt', async (extension) => {
		const reference = (await readFixture(name, 'txt'))
			.split('\n')
			.filter((line) => !isPageNumber(line))
			.join('\n');
		const text = await readFixture(name, extension);
		const lines = lineSimilarity(reference, text);
		const words = wordSimilarity(reference, text);
		scores.push({ resume: name, format: extension, lines: lines.toFixed(3), words: words.toFixed(3) });
		expect(lines).toBeGreaterThanOrEqual(MIN_LINE_SIMILARITY);
		expect(words).toBeGreaterThanOrEqual(MIN_WORD_SIMILARITY);
	});
});

describe.each(TWO_COLUMN)('two-column PDF %s', (name) => {
	it('keeps the contact lines together and the whole experience section contiguous', async () => {
		const reference = await readFixture(name, 'txt');
		const lines = nonEmptyLines(await readFixture(name, 'pdf'));

		const email = lines.findIndex((line) => /@example\.(com|org)$/.test(line));
		expect(email).toBeGreaterThan(-1);
		expect(lines[email + 1]).toMatch(/^\+\d[\d -]+$/);

		// No sidebar line may sit inside the experience section: it must appear exactly as in the .txt.
		const experience = sectionLines(reference, /^(EXPERIENCE|EXPERIÊNCIA)$/);
		expect(experience.length).toBeGreaterThan(5);
		const start = lines.indexOf(experience[0]);
		expect(lines.slice(start, start + experience.length)).toEqual(experience);
	});

	it('puts the name and headline first, before the sidebar', async () => {
		const reference = nonEmptyLines(await readFixture(name, 'txt'));
		const lines = nonEmptyLines(await readFixture(name, 'pdf'));
		expect(lines.slice(0, 3)).toEqual(reference.slice(0, 3));
	});
});
