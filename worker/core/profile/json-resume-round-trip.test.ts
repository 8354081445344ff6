import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../../../tests/fixtures/paths.mjs';
import { schemaErrors } from '../documents/json-resume-schema.test-helpers';
import { profileToJsonResume } from '../documents';
import { testClient, testEnv } from '../testing/env';
import type { ProfileCandidate, ProfileImportResult } from './schema';

/**
 * JSON Resume both ways, against the project's own files (tests/fixtures/json-resume: the official
 * schema, its sample and its test fixtures): a resume.json imported, reviewed as a whole (every
 * candidate and every proposed basic accepted) and exported again gives back every field the
 * profile has a place for; every export is valid under the official schema; and each of the
 * schema's invalid documents is refused naming its field.
 */

const read = (name: string) => readFileSync(`${FIXTURES}/json-resume/${name}`, 'utf8');
const SAMPLE = JSON.parse(read('sample.resume.json'));
const FIXTURE_FILES = ['awards', 'basics', 'certificates', 'education', 'interests', 'languages', 'meta', 'projects', 'publications', 'references', 'schema', 'skills', 'volunteer', 'work'];

/**
 * The sample's fields Rumo does not keep, and why. Everything else must come back as it was.
 * (The export writes its own `$schema`, the v1.0.0 address the sample also names.)
 */
const NOT_KEPT: Record<string, string> = {
	'basics.image': 'a photo: the resumes Rumo writes are ATS-safe text, with no picture',
	'basics.location.address': 'a home street address: Rumo keeps where a person lives as city, region and country, what job matching uses and a resume needs',
	'basics.location.postalCode': 'as the street address',
	'work[Pied Piper].description': "describes the employer (\"Awesome compression company\"), not the person's work",
	'projects[Miss Direction].type': "a category (\"application\", \"talk\") Rumo's profile has no place for",
	'meta.canonical': "about the file, not the person: an export is a new file, with Rumo's own $schema",
	'meta.version': 'as above',
	'meta.lastModified': 'as above'
};

/** The key each section's entries are told apart by: compared by it, not by place (the profile orders items its own way). */
const ENTRY_KEY: Record<string, string> = {
	profiles: 'network',
	work: 'name',
	volunteer: 'organization',
	education: 'institution',
	awards: 'title',
	certificates: 'name',
	publications: 'name',
	skills: 'name',
	languages: 'language',
	interests: 'name',
	references: 'name',
	projects: 'name'
};

/**
 * Every value of a document by its path: "work[Pied Piper].highlights[1]". A skill group's
 * keywords are compared as a set: the profile lists skills by name, so a group comes back in that
 * order (the one order change the round trip makes).
 */
function leaves(value: unknown, path = '', out: Record<string, unknown> = {}): Record<string, unknown> {
	const section = /(\w+)$/.exec(path)?.[1] ?? '';
	if (Array.isArray(value)) {
		const list = /^skills\[[^\]]+\]\.keywords$/.test(path) ? [...value].sort() : value;
		list.forEach((entry, i) => {
			const key = entry && typeof entry === 'object' ? ((entry as Record<string, unknown>)[ENTRY_KEY[section]] ?? i) : i;
			leaves(entry, `${path}[${key}]`, out);
		});
	} else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) leaves(inner, path ? `${path}.${key}` : key, out);
	else out[path] = value;
	return out;
}

const inputOf = ({ unsure: _unsure, doubts: _doubts, ...item }: ProfileCandidate) => item;

/** Imports a file and accepts all of it (every candidate, every proposed basic), as the review's "add all" does. */
async function importAll(file: unknown) {
	const api = testClient(testEnv().env);
	const r = await api.post('/profile/import', { kind: 'json-resume', text: typeof file === 'string' ? file : JSON.stringify(file) });
	expect(r.status).toBe(201);
	const result = r.data as ProfileImportResult;
	if (result.basics) expect((await api.put('/profile/basics', result.basics)).status).toBe(200);
	if (result.candidates.length) expect((await api.post('/profile/items', { items: result.candidates.map(inputOf) })).status).toBe(201);
	return { api, result };
}

describe('JSON Resume round trip (the official sample)', () => {
	it('gives back every field of the sample the profile has a place for, in a file valid under the official schema', async () => {
		const { api } = await importAll(SAMPLE);
		const r = await api.get('/profile/export?format=json&lang=en');
		expect(r.status).toBe(200);
		const exported = r.data;
		expect(schemaErrors(exported)).toEqual([]);

		const before = leaves(SAMPLE);
		const after = leaves(exported);
		const lost = Object.keys(before).filter((path) => after[path] !== before[path] && !(path in NOT_KEPT));
		expect(lost).toEqual([]);
		// The list of what is not kept stays honest: each of them is really absent.
		expect(Object.keys(NOT_KEPT).filter((path) => !(path in before) || after[path] === before[path])).toEqual([]);
		const kept = Object.keys(before).length - Object.keys(NOT_KEPT).length;
		expect(`${kept}/${Object.keys(before).length}`).toBe('82/90');
		// Nothing is added that the sample did not say.
		expect(Object.keys(after).filter((path) => !(path in before))).toEqual([]);
	});

	it('proposes the basics for review and stores nothing by itself', async () => {
		const api = testClient(testEnv().env);
		const { data } = await api.post('/profile/import', { kind: 'json-resume', text: JSON.stringify(SAMPLE) });
		expect(data.basics).toEqual({
			name: 'Richard Hendriks',
			headline: 'Programmer',
			email: 'richard.hendriks@mail.com',
			phone: '(912) 555-4321',
			location: 'San Francisco, California, United States',
			summary: SAMPLE.basics.summary,
			links: ['http://richardhendricks.example.com']
		});
		expect((await api.get('/profile')).data).toMatchObject({ basics: { name: null, links: [] }, items: [] });
	});
});

describe("the schema's own fixtures", () => {
	const fixtures = FIXTURE_FILES.flatMap((file) => Object.entries(JSON.parse(read(`test/${file}.json`)) as Record<string, unknown>).map(([name, document]) => ({ file, name, document })));
	const valid = fixtures.filter((f) => /Valid\d*$/.test(f.name) || f.name === 'valid');
	const invalid = fixtures.filter((f) => /Invalid$/.test(f.name) || f.name === 'invalid');

	it('has the fixtures it reads', () => {
		expect(valid.length).toBeGreaterThan(60);
		expect(invalid.length).toBeGreaterThan(60);
	});

	it.each(valid.map((f) => [`${f.file}: ${f.name}`, f.document] as const))('imports %s and exports a valid resume.json', async (_name, document) => {
		const { api } = await importAll(document);
		const { basics, items } = (await api.get('/profile')).data;
		expect(schemaErrors(profileToJsonResume(basics, items, 'en'))).toEqual([]);
	});

	/** Where a fixture is invalid: the path of its null (or, for `$schema`, the object standing for text). */
	function badPath(value: unknown, path: string[] = []): string[] | null {
		if (value === null) return path;
		if (path.length === 1 && path[0] === '$schema' && typeof value === 'object') return path;
		if (value && typeof value === 'object') {
			for (const [key, inner] of Object.entries(value)) {
				const found = badPath(inner, [...path, key]);
				if (found) return found;
			}
		}
		return null;
	}

	it.each(invalid.filter((f) => f.file !== 'dates').map((f) => [`${f.file}: ${f.name}`, f.document] as const))('refuses %s with validation_failed naming the field', async (_name, document) => {
		const api = testClient(testEnv().env);
		const r = await api.post('/profile/import', { kind: 'json-resume', text: JSON.stringify(document) });
		const field = badPath(document)!.join('.');
		expect(r.status).toBe(400);
		expect(r.data).toMatchObject({ type: 'about:blank', status: 400, code: 'validation_failed', params: { reason: 'wrong_shape' } });
		expect(r.data.errors[0].path).toBe(`text.${field}`);
		expect(r.data.detail).toContain(field);
	});

	it('reads the dates the schema allows, with their day, and refuses the one it does not', async () => {
		const dates = JSON.parse(read('test/dates.json')) as Record<string, string>;
		const api = testClient(testEnv().env);
		const work = (startDate: string) => api.post('/profile/import', { kind: 'json-resume', text: JSON.stringify({ work: [{ name: 'Pied Piper', position: 'CEO', startDate }] }) });
		const ok = await work(dates.yearMonthDay);
		expect(ok.data.candidates[0]).toMatchObject({ start: '2013-12', facts: { startDay: '2013-12-02' } });
		const bad = await work(dates.invalid);
		expect(bad.status).toBe(400);
		expect(bad.data.errors[0]).toMatchObject({ path: 'text.work.0.startDate', message: expect.stringMatching(/YYYY-MM-DD, YYYY-MM or YYYY/) });
	});
});

describe('a file too big to review', () => {
	it('caps 10,000 skill keywords at 500, saying so in a sentence', async () => {
		const keywords = Array.from({ length: 10_000 }, (_, i) => `k${i}`);
		const api = testClient(testEnv().env);
		const r = await api.post('/profile/import', { kind: 'json-resume', text: JSON.stringify({ skills: [{ name: 'Everything', keywords }] }) });
		expect(r.status).toBe(201);
		expect(r.data.candidates).toHaveLength(500);
		expect(r.data.warnings).toContainEqual({
			code: 'too_many_skills',
			message: 'This file lists 10,000 skills; Rumo proposes the first 500. Add any other you need by hand.',
			params: { count: 10_000, max: 500 }
		});
		// What is proposed can be added in one go.
		expect((await api.post('/profile/items', { items: r.data.candidates.map(inputOf) })).status).toBe(201);
	});
});
