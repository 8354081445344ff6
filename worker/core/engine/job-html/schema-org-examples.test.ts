import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../../../../tests/fixtures/paths.mjs';
import { parseJobText } from '../job-parse';
import type { ExtractedJob } from '../job-parse/schema';
import { extractJobFromHtml } from './index';

/*
 * schema.org's own JobPosting examples (tests/fixtures/jobposting/README.md), each read as a page
 * with its markup, as its JSON-LD alone and, where the example has it, as its microdata alone:
 * every one must be read (never refused as blocked or too short) with the fields its markup states.
 */

const DIR = join(FIXTURES, 'jobposting');
const file = (name: string) => readFileSync(join(DIR, name), 'utf8');

type Expected = {
	source: string;
	title: string;
	company: string | null;
	place: string | null;
	employmentType: ExtractedJob['employmentType'];
	salary: ExtractedJob['salary'];
	datePosted: string | null;
	validThrough: string | null;
	applicantLocations: string[];
	minYearsExperience?: number;
	inText?: Partial<Record<'company' | 'place', string>>;
	microdata?: Partial<Expected>;
};

const { examples } = JSON.parse(file('expected.json')) as { examples: Record<string, Expected> };

/** The JSON-LD alone: a page whose body shows nothing (a page rendered by script). */
const bare = (json: string) => `<!doctype html><html><head><script type="application/ld+json">${json}</script></head><body><div id="app"></div></body></html>`;

function variants(id: string): { name: string; html: string; expected: Expected }[] {
	const expected = examples[id];
	const found = [
		{ name: 'page', html: file(`${id}.page.html`), expected },
		{ name: 'JSON-LD alone', html: bare(file(`${id}.jsonld`)), expected }
	];
	if (existsSync(join(DIR, `${id}.microdata.html`))) found.push({ name: 'microdata', html: file(`${id}.microdata.html`), expected: { ...expected, ...expected.microdata } });
	return found;
}

/*
 * Rumo's way of writing two fields, which is not a different value: a title without its closing
 * "!" ("Vaga urgente!!!"), and a US or Brazilian state's place with its country ("Kirkland, WA" →
 * "Kirkland, WA, USA").
 */
const sameTitle = (actual: unknown, expected: unknown) => typeof actual === 'string' && typeof expected === 'string' && actual.replace(/[!.]+$/, '') === expected.replace(/[!.]+$/, '');
const samePlace = (actual: unknown, expected: unknown) => typeof actual === 'string' && typeof expected === 'string' && /^, (?:USA|Brazil|Brasil)$/.test(actual.slice(expected.length)) && actual.startsWith(expected);

/** What differs from the expected fields, one line each; a refused page says why. */
function differences(html: string, expected: Expected): string[] {
	const page = extractJobFromHtml(html);
	if (page.blocked) return [`blocked: ${page.reason}`];
	let job: ExtractedJob;
	try {
		job = parseJobText(page.text, {}, page).job;
	} catch (error) {
		return [`refused: ${(error as { code?: string }).code ?? String(error)}`];
	}
	const actual = {
		title: job.title,
		company: job.company,
		place: job.location,
		employmentType: job.employmentType,
		salary: job.salary,
		datePosted: job.datePosted ?? null,
		validThrough: job.validThrough ?? null,
		applicantLocations: job.applicantLocations ?? [],
		minYearsExperience: job.minYearsExperience
	};
	const out: string[] = [];
	for (const [key, value] of Object.entries(actual)) {
		if (!(key in expected)) continue;
		const want = expected[key as keyof Expected];
		const inText = expected.inText?.[key as 'company' | 'place'];
		const same =
			JSON.stringify(value) === JSON.stringify(want) ||
			(want === null && inText !== undefined && value === inText) ||
			(key === 'title' && sameTitle(value, want)) ||
			(key === 'place' && samePlace(value, want));
		if (!same) out.push(`${key}: ${JSON.stringify(value)}, expected ${JSON.stringify(want)}`);
	}
	return out;
}

describe("schema.org's JobPosting examples", () => {
	it('has every example the fixtures hold in expected.json', () => {
		expect(Object.keys(examples).length).toBe(12);
		for (const id of Object.keys(examples)) expect(existsSync(join(DIR, `${id}.jsonld`))).toBe(true);
	});

	for (const id of Object.keys(examples))
		for (const variant of variants(id))
			it(`reads ${id} (${variant.name}) with the fields its markup states`, () => {
				expect(differences(variant.html, variant.expected)).toEqual([]);
			});
});
