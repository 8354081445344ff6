import { readFileSync } from 'node:fs';
import { parseResume } from '../engine/resume-parse';
import { readDocument } from '../engine/readers';
import { arrayBufferOf, RESUMES } from '../engine/readers/testdata/files';
import type { ParsedResume } from '../resume';
import type { DocumentSection, ExperienceEntry, HeadingLanguage, ResumeDocument } from './model';

/**
 * Test helpers: a ResumeDocument made from a parsed resume the plain way (every field the parser
 * found, in the usual order), standing in for compose.ts, and Rumo's own reading of a file's bytes
 * (the resume route's readDocument, then parseResume).
 */

export const AS_OF = '2026-01';

export function parseFixture(name: string): ParsedResume {
	return parseResume(readFileSync(new URL(`${name}.txt`, RESUMES), 'utf8'), { asOf: AS_OF });
}

export function documentFromParsed(parsed: ParsedResume, language: HeadingLanguage): ResumeDocument {
	const { basics, experiences, education, skills, certifications, languages, projects } = parsed.profile;
	const sections: DocumentSection[] = [];
	if (basics.summary) sections.push({ kind: 'summary', text: basics.summary });
	if (experiences.length)
		sections.push({
			kind: 'experience',
			entries: experiences.map((job) => ({ title: job.title, company: job.company, location: job.location, start: job.start, end: job.end, current: job.current, bullets: job.bullets }))
		});
	if (education.length) sections.push({ kind: 'education', entries: education.map((item) => ({ ...item, current: false })) });
	if (skills.length) sections.push({ kind: 'skills', items: skills.map((skill) => skill.name) });
	if (certifications.length)
		sections.push({ kind: 'certifications', items: certifications.map((item) => [item.name, item.issuer, item.year && `(${item.year})`].filter(Boolean).join(' ')) });
	if (languages.length) sections.push({ kind: 'languages', items: languages.map((item) => (item.level ? `${item.name} (${item.level})` : item.name)) });
	if (projects.length) sections.push({ kind: 'projects', entries: projects.map(({ name, description, url }) => ({ name, description, url })) });
	return {
		name: basics.name ?? '',
		headline: basics.headline,
		contact: [basics.email, basics.phone, basics.location, ...basics.links].filter((item): item is string => Boolean(item)),
		sections,
		language
	};
}

/** A file's bytes read as the resume route reads an upload, then parsed. */
export async function readBack(bytes: Uint8Array, fileName: string): Promise<{ text: string; pages: number | null; parsed: ParsedResume }> {
	const read = await readDocument(arrayBufferOf(bytes), fileName);
	return { text: read.text, pages: read.pages, parsed: parseResume(read.text, { asOf: AS_OF }) };
}

/** The share of `expected` skills that `actual` also has (1 when none were expected). */
export function skillShare(expected: ParsedResume, actual: ParsedResume): number {
	const found = new Set(actual.profile.skills.map((skill) => skill.name));
	const names = expected.profile.skills.map((skill) => skill.name);
	return names.length ? names.filter((name) => found.has(name)).length / names.length : 1;
}

/** Experiences as "title | company | start", the fields the round trip must keep. */
export const experienceKeys = (parsed: ParsedResume) => parsed.profile.experiences.map((job) => `${job.title} | ${job.company} | ${job.start}`);

const TITLES = ['Senior Backend Engineer', 'Backend Engineer', 'Software Engineer', 'Platform Engineer', 'Site Reliability Engineer', 'Software Developer'];
const COMPANIES = ['Tallgrass Ticketing', 'Copperleaf Media', 'Bluestem Analytics', 'Redrock Logistics', 'Pinecrest Health', 'Ironwood Payments', 'Saltmarsh Energy', 'Foxglove Retail'];
const BULLETS = [
	'Designed and ran the order services in Node.js and TypeScript, handling 25k orders a minute at peak load.',
	'Moved the team from nightly deploys to continuous delivery with GitHub Actions and Docker images.',
	'Cut the p99 latency of the search API from 900 ms to 180 ms by reshaping PostgreSQL indexes and queries.',
	'Mentored four engineers and led the weekly design review for the platform group.'
];

/**
 * A resume long enough for two pages and more: `jobs` experiences of four bullets each, newest
 * first, two years apart, after the summary of a fixture resume.
 */
export function longDocument(jobs: number, bullets = BULLETS.length): ResumeDocument {
	const base = documentFromParsed(parseFixture('d_en_backend_samuel_reyes'), 'en');
	const entries: ExperienceEntry[] = Array.from({ length: jobs }, (_, i) => ({
		title: TITLES[i % TITLES.length],
		company: `${COMPANIES[i % COMPANIES.length]}${i >= COMPANIES.length ? ` ${Math.floor(i / COMPANIES.length) + 1}` : ''}`,
		location: 'Denver, CO',
		start: `${2024 - 2 * i}-0${(i % 9) + 1}`,
		end: i === 0 ? null : `${2026 - 2 * i}-0${(i % 9) + 1}`,
		current: i === 0,
		bullets: BULLETS.slice(0, bullets)
	}));
	return { ...base, sections: base.sections.map((section) => (section.kind === 'experience' ? { kind: 'experience', entries } : section)) };
}

/**
 * The expected strings that are not found in `text` in order: each must sit in a line at or after
 * the line of the one before it. An empty list means the text reads in that order.
 */
export function readingOrderMisses(text: string, expected: string[]): string[] {
	const lines = text.split('\n').map((line) => line.replace(/\s+/g, ' ').trim());
	const misses: string[] = [];
	let at = 0;
	for (const want of expected) {
		const found = lines.findIndex((line, i) => i >= at && line.includes(want));
		if (found < 0) misses.push(want);
		else at = found;
	}
	return misses;
}
