import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATE_KINDS } from '../../worker/core/engine/edital/types';

// The real editais' truths (tests/eval/editais, README there) are checked for their shape in every run, documents or not: a
// truth that names a document with no source, a kind the reader has no word for, or a date that is no day would score the
// reader against nothing it could ever read.

const DIR = join(import.meta.dirname, 'editais');
const names = readdirSync(DIR).filter((f) => f.endsWith('.truth.json'));
const sources = new Map(
	readFileSync(join(DIR, 'sources.tsv'), 'utf8')
		.split('\n')
		.filter((line) => line.trim() && !line.startsWith('#'))
		.map((line) => line.split('\t'))
		.map(([slug, repo, path, commit, sha256]) => [slug, { repo, path, commit, sha256 }])
);
/**
 * Which documents are blind is fixed by their names, never chosen after a look at how the reader does on them: a third of
 * them, those whose name's sha256 is a multiple of three.
 */
const blindByName = (slug: string) => BigInt(`0x${createHash('sha256').update(slug).digest('hex')}`) % 3n === 0n;
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const KINDS: Record<string, RegExp> = {
	education: /^\S/u,
	registration: /^(?:|[A-Z][A-Za-z-]{1,9})$/,
	experience: /^\d{1,2}$/,
	other: /^$/
};

type Truth = {
	source: string;
	blind?: boolean;
	set?: string;
	header?: Record<string, string>;
	dates?: Record<string, string>;
	cargos?: { title: string; requirements?: { kind: string; key: string }[]; vacancies?: Record<string, number> }[];
	cargo?: string;
	subjects?: Record<string, string[]>;
};

describe('the real editais’ truths', () => {
	it('are there, each with its source, and a quarter or more of them blind', () => {
		expect(names.length).toBeGreaterThan(0);
		const blind = names.filter((name) => (JSON.parse(readFileSync(join(DIR, name), 'utf8')) as Truth).blind).length;
		expect(blind * 4).toBeGreaterThanOrEqual(names.length);
	});
	for (const name of names) {
		const slug = name.replace(/\.truth\.json$/, '');
		it(`${slug}: names its document and its source; dates are days, requirements have a known kind and key`, () => {
			const truth = JSON.parse(readFileSync(join(DIR, name), 'utf8')) as Truth;
			expect(truth.source).toBe(`${slug}.txt`);
			expect(Boolean(truth.blind), 'blind by its name').toBe(blindByName(slug));
			const source = sources.get(slug);
			expect(source, 'sources.tsv line').toBeDefined();
			expect(source!.commit).toMatch(/^[0-9a-f]{40}$/);
			expect(source!.sha256).toMatch(/^[0-9a-f]{64}$/);
			expect(source!.repo).toMatch(/^[\w.-]+\/[\w.-]+$/);
			if (truth.header?.date) expect(truth.header.date).toMatch(DAY);
			for (const [kind, date] of Object.entries(truth.dates ?? {})) {
				expect(DATE_KINDS as readonly string[]).toContain(kind);
				expect(date).toMatch(DAY);
			}
			for (const cargo of truth.cargos ?? []) {
				expect(cargo.title.trim()).not.toBe('');
				for (const { kind, key } of cargo.requirements ?? []) expect(key, `${cargo.title}: ${kind}`).toMatch(KINDS[kind] ?? /(?!)/);
				for (const [part, count] of Object.entries(cargo.vacancies ?? {})) {
					expect(['total', 'ampla', 'pcd', 'negros']).toContain(part);
					expect(Number.isInteger(count) && count >= 0).toBe(true);
				}
			}
			if (truth.subjects) expect(truth.cargo?.trim()).toBeTruthy();
			for (const topics of Object.values(truth.subjects ?? {})) expect(topics.every((t) => t.trim() && !/^\d+(?:\.\d+)*\.?\s/.test(t))).toBe(true);
		});
	}
});
