import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractEdital, pagesOfText } from '../../worker/core/engine/edital';
import { toLines } from '../../worker/core/engine/edital/lines';
import { syllabus } from '../../worker/core/engine/edital/syllabus';
import type { Cargo } from '../../worker/core/engine/edital';

/**
 * Real edital text, kept outside the repository (/work/editais, or RUMO_EDITAIS) while its provenance
 * is not certain: each `*.truth.json` names its text and the subjects and topics written by hand.
 * Today two real syllabi (FGV's DATAPREV, PC-GO's) and one real cargo block (PF 2025, Cebraspe, as pypdf read
 * it); `*.cargos.json` holds a fragment's cargos and requirements. Skipped where the folder is absent.
 */
const DIR = process.env.RUMO_EDITAIS ?? '/work/editais';
const fold = (t: string) => t.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\s+/g, ' ').trim();
const bare = (t: string) => fold(t.replace(/^\d+(?:\.\d+)*\.?\s+/, '').replace(/[.;]$/, ''));

describe.skipIf(!existsSync(DIR))('the syllabus reader on real editais', () => {
	const truths = readdirSync(DIR).filter((f) => f.endsWith('.truth.json'));
	for (const name of truths) {
		const truth = JSON.parse(readFileSync(join(DIR, name), 'utf8')) as { source: string; cargo: string; subjects: Record<string, string[]> };
		const lines = toLines(pagesOfText(readFileSync(join(DIR, truth.source), 'utf8')));
		const cargo = { id: 'cargo', title: truth.cargo, requirements: [] } as unknown as Cargo;
		const found = syllabus(lines, [cargo]);
		const recalls = Object.entries(truth.subjects).map(([subject, topics]) => {
			const got = new Set((found.find((s) => fold(s.name) === fold(subject))?.topics ?? []).map(bare));
			return { subject, recall: topics.filter((t) => got.has(fold(t))).length / topics.length, extra: got.size - topics.length };
		});
		console.log(`exams real (${name}): ${JSON.stringify(recalls)}`);
		it(`${name}: every subject found, topic recall per subject ≥ 90%`, () => {
			for (const r of recalls) expect(r.recall, r.subject).toBeGreaterThanOrEqual(0.9);
		});
	}
	for (const name of readdirSync(DIR).filter((f) => f.endsWith('.cargos.json'))) {
		const truth = JSON.parse(readFileSync(join(DIR, name), 'utf8')) as { source: string; cargos: { title: string; requirements: { kind: string; key: string }[] }[] };
		const exam = extractEdital(pagesOfText(readFileSync(join(DIR, truth.source), 'utf8')));
		it(`${name}: every cargo and requirement found, none invented`, () => {
			expect(exam.cargos.map((c) => fold(c.title))).toEqual(truth.cargos.map((c) => fold(c.title)));
			exam.cargos.forEach((cargo, i) => {
				const keyOf = (r: (typeof cargo.requirements)[number]) => fold(String(r.course ?? r.level ?? r.council ?? r.years ?? r.category ?? ''));
				expect(cargo.requirements.map((r) => [r.kind, keyOf(r)])).toEqual(truth.cargos[i].requirements.map((r) => [r.kind, fold(r.key)]));
			});
		});
	}
});
