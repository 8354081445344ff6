import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractEdital, pagesOfText } from '../../worker/core/engine/edital';
import { toLines, wordsOf } from '../../worker/core/engine/edital/lines';
import { readPdfPages } from '../../worker/core/engine/edital/pdf-pages';
import { syllabus } from '../../worker/core/engine/edital/syllabus';
import type { Cargo, ExamExtraction } from '../../worker/core/engine/edital';

/**
 * Real editais, scored against truths written by hand. The truths are the repository's own (tests/eval/editais/*.truth.json,
 * or the folder RUMO_EDITAIS_TRUTH names); the documents are third-party files kept outside it, in the folder RUMO_EDITAIS
 * names (`npm run eval:editais` reads /work/editais), laid out there from their public sources by `npm run editais:corpus`
 * (tests/eval/editais/sources.tsv names each). Each `*.truth.json` names its text and what a person read in it by hand:
 * `subjects` (the syllabus of `cargo`), `cargos` (titles, requirements, vacancies), `dates` (key dates by kind), `header`
 * (body, board, number, date). A truth marked `"blind": true` was written before the reader was run on its text and is
 * never used to tune the reader: its numbers are reported apart and not asserted. Runs only when asked for (RUMO_EDITAIS
 * set): `npm test` holds only what a clone of the repository can check, and the documents are never part of it.
 */
const DIR = process.env.RUMO_EDITAIS ?? '';
/**
 * `RUMO_EDITAIS_FROM=pdf`: each document read as the product reads an uploaded file (pdf.js and the readers' layout, in
 * `readPdfPages`) from `pdf/<name>.pdf` beside its text, instead of the `pdftotext -layout` text; documents with no PDF
 * are left out and counted.
 */
const FROM_PDF = process.env.RUMO_EDITAIS_FROM === 'pdf';
/**
 * `RUMO_EDITAIS_WARP=shift|wide|narrow`: each text page laid out again before reading — every line moved 3 columns right, or
 * the page's columns spread (×1.3) or drawn together (×0.75, pieces kept two spaces apart). Another tool, font or page size
 * sets the same table at other columns: a reader that holds only at the columns it was tuned on shows here.
 */
const WARP = process.env.RUMO_EDITAIS_WARP ?? '';
function warp(page: string): string {
	if (!WARP) return page;
	const factor = WARP === 'wide' ? 1.3 : WARP === 'narrow' ? 0.75 : 1;
	return page
		.split('\n')
		.map((line) => {
			if (!line.trim()) return line;
			if (WARP === 'shift') return `   ${line}`;
			let out = '';
			for (const piece of line.matchAll(/\S+(?: \S+)*/g)) {
				const at = Math.max(Math.round(piece.index * factor), out ? out.length + 2 : 0);
				out = out.padEnd(at) + piece[0];
			}
			return out;
		})
		.join('\n');
}
const TRUTHS = process.env.RUMO_EDITAIS_TRUTH ?? join(import.meta.dirname, 'editais');
const truthNames = DIR && existsSync(DIR) ? readdirSync(TRUTHS).filter((f) => f.endsWith('.truth.json') || f.endsWith('.cargos.json')) : [];
const truthOf = (name: string) => JSON.parse(readFileSync(join(TRUTHS, name), 'utf8')) as Truth;
// A truth whose document is not laid out on this machine is counted, never scored as a miss.
const names = truthNames.filter((name) => existsSync(join(DIR, truthOf(name).source)));
if (truthNames.length > names.length) console.log(`exams real: ${truthNames.length - names.length} of ${truthNames.length} documents are not in ${DIR} (npm run editais:corpus)`);
const pdfOf = (name: string) => join(DIR, 'pdf', name.replace(/\.(?:truth|cargos)\.json$/, '.pdf'));
const pagesByName = new Map<string, string[]>();
for (const name of names) {
	const truth = truthOf(name);
	if (!FROM_PDF) pagesByName.set(name, pagesOfText(readFileSync(join(DIR, truth.source), 'utf8')).map(warp));
	else if (existsSync(pdfOf(name))) pagesByName.set(name, (await readPdfPages(new Uint8Array(readFileSync(pdfOf(name))))).pages);
}
// A dash is a dash whichever the typesetter chose ("Professor – Área", "Professor - Área"): the truth files type the hyphen.
const fold = (t: string) => t.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\s*[-–—]\s*/g, ' - ').replace(/\s+/g, ' ').trim();
// A title is the same title whatever its punctuation ("TÉCNICO DE ENFERMAGEM 30H – DIARISTA" in a block, "… 30H DIARISTA" in the
// table of vacancies): the same words in the same order.
const sameTitle = (a: string, b: string) => wordsOf(a) === wordsOf(b);
// A topic's item label as the edital prints it, a number ("1.2 ") or a letter ("a) "), is no part of its words (truths write none).
const bare = (t: string) => fold(t.replace(/^(?:\d+(?:\.\d+)*\.?|[a-z]\))\s+/, '').replace(/[.;]$/, ''));
// The truth files write a driving licence (CNH) as kind `other` with an empty key (README: "a CNH stated in the cargo's own
// section is kind other"); the reader's `license` kind, with its category, is that requirement. The reader's own `other`
// (a council's certidão, quoted) is a kind the truths do not keep: it is neither found nor invented.
const kindOf = (r: Cargo['requirements'][number]) => (r.kind === 'license' ? 'other' : r.kind);
const scored = (r: Cargo['requirements'][number]) => r.kind !== 'other';
const keyOf = (r: Cargo['requirements'][number]) => (r.kind === 'license' ? '' : fold(String(r.course ?? r.level ?? r.council ?? r.years ?? r.category ?? '')));

type Truth = {
	source: string;
	blind?: boolean;
	/** Which blind set the document was added in ("blind-3"), or what became of it. */
	set?: string;
	cargo?: string;
	subjects?: Record<string, string[]>;
	cargosPartial?: boolean;
	/** A cargo with no `requirements` is one whose requirements the truth leaves unsaid (alternatives no key can hold): they are not scored. */
	cargos?: { title: string; requirements?: { kind: string; key: string }[]; vacancies?: Partial<Record<'ampla' | 'pcd' | 'negros' | 'total', number>> }[];
	dates?: Record<string, string>;
	header?: Partial<Record<'body' | 'board' | 'number' | 'date', string>>;
};
type Score = { header: number; headerExact: number; cargos: number; cargosFound: number; cargosNear: number; vacanciesNone: number; vacanciesTotal: number; extraCargos: number; requirements: number; requirementsFound: number; invented: number; vacancies: number; vacanciesExact: number; dates: number; datesExact: number; subjects: number; recallSum: number; recallWorst: number };
const empty = (): Score => ({ header: 0, headerExact: 0, cargos: 0, cargosFound: 0, cargosNear: 0, vacanciesNone: 0, vacanciesTotal: 0, extraCargos: 0, requirements: 0, requirementsFound: 0, invented: 0, vacancies: 0, vacanciesExact: 0, dates: 0, datesExact: 0, subjects: 0, recallSum: 0, recallWorst: 1 });

function scoreOne(truth: Truth, pages: string[], misses: string[]): Score {
	const score = empty();
	const exam: ExamExtraction | null = truth.cargos || truth.dates || truth.header || truth.subjects ? extractEdital(pages) : null;
	if (truth.subjects) {
		// The syllabus as the product gives it: the subjects of the cargo read under the truth's title, scoped among all the
		// cargos read (a level's subjects go to the cargos of that level). Where no cargo was read under that title, the syllabus
		// is read for that one cargo alone, as if the person had added it.
		const read = exam?.cargos.find((c) => sameTitle(c.title, truth.cargo ?? ''));
		const cargo = { id: 'cargo', title: truth.cargo ?? '', requirements: [] } as unknown as Cargo;
		const found = read ? exam!.subjects.filter((s) => s.cargoId === read.id) : syllabus(toLines(pages), [cargo]);
		for (const [subject, topics] of Object.entries(truth.subjects)) {
			const got = new Set((found.find((s) => fold(s.name) === fold(subject))?.topics ?? []).map(bare));
			const recall = topics.filter((t) => got.has(fold(t))).length / topics.length;
			score.subjects++;
			score.recallSum += recall;
			score.recallWorst = Math.min(score.recallWorst, recall);
			if (recall < 1) misses.push(`${truth.source}: ${subject} topic recall ${recall.toFixed(2)}`);
		}
	}
	// A body is found when either name holds the other ("Prefeitura Municipal de X" in "PREFEITURA MUNICIPAL DE X – PE");
	// a number, when its letters and digits are the same ("1 EMAP" and "1 – EMAP").
	// "Prefeitura (Municipal) de X" and "Município de X" name the same body.
	const plain = (t: string) =>
		fold(t)
			.replace(/[^a-z0-9]+/g, ' ')
			.replace(/\b(?:prefeitura municipal|prefeitura|municipio) d[eo] /, 'municipio de ')
			.trim();
	// A board named by its initials ("FGV", "Fundação Getulio Vargas"): the initials of the name's words, its little words left out.
	const initials = (t: string) =>
		plain(t)
			.split(' ')
			.filter((w) => !/^(?:d[aeo]s?|e)$/.test(w))
			.map((w) => w[0])
			.join('');
	if (exam && truth.header)
		for (const [field, want] of Object.entries(truth.header) as [keyof NonNullable<Truth['header']>, string][]) {
			score.header++;
			const got = exam[field];
			// A board too ("Instituto Fucap" for "Fucap"), as it names itself short or long.
			const named = field === 'body' || field === 'board';
			const exact = got !== null && (named ? plain(got).includes(plain(want)) || plain(want).includes(plain(got)) || initials(want) === plain(got) || initials(got) === plain(want) : plain(got) === plain(want));
			if (exact) score.headerExact++;
			else misses.push(`${truth.source}: ${field} ${JSON.stringify(got)} ≠ ${JSON.stringify(want)}`);
		}
	if (exam && truth.cargos) {
		const wanted = new Set(truth.cargos.map((c) => wordsOf(c.title)));
		// A truth that lists only the first 40 of its cargos (`cargosPartial`) says nothing of the others: none is extra.
		const extra = truth.cargosPartial ? [] : exam.cargos.filter((c) => !wanted.has(wordsOf(c.title)));
		score.extraCargos += extra.length;
		for (const c of extra) misses.push(`${truth.source}: extra cargo "${c.title}"`);
		for (const cargo of truth.cargos) {
			score.cargos++;
			score.requirements += cargo.requirements?.length ?? 0;
			const found = exam.cargos.find((c) => sameTitle(c.title, cargo.title));
			if (!found) {
				// Read under another wording (one title's words hold the other's): told apart from a cargo not read at all.
				const near = exam.cargos.some((c) => ` ${wordsOf(c.title)} `.includes(` ${wordsOf(cargo.title)} `) || ` ${wordsOf(cargo.title)} `.includes(` ${wordsOf(c.title)} `));
				if (near) score.cargosNear++;
				misses.push(`${truth.source}: cargo "${cargo.title}" not found${near ? ' (read under another wording)' : ''}`);
				continue;
			}
			score.cargosFound++;
			for (const want of cargo.requirements ?? []) {
				if (found.requirements.filter(scored).some((r) => kindOf(r) === want.kind && keyOf(r) === fold(want.key))) score.requirementsFound++;
				else misses.push(`${truth.source}: ${cargo.title} lacks ${want.kind} ${want.key}`);
			}
			const wants = cargo.requirements;
			for (const got of wants ? found.requirements.filter(scored) : [])
				if (!wants?.some((want) => want.kind === kindOf(got) && keyOf(got) === fold(want.key))) {
					score.invented++;
					misses.push(`${truth.source}: ${cargo.title} invented ${kindOf(got)}:${keyOf(got)} from "${got.text}"`);
				}
			if (cargo.vacancies) {
				score.vacancies++;
				const v = cargo.vacancies;
				// A part the truth counts as none ("-" in its column, 0) is one the reader may leave unread, and the other way round.
				const exact = (['ampla', 'pcd', 'negros', 'total'] as const).every((k) => (found.vacancies[k] ?? null) === (v[k] ?? null) || (!v[k] && !found.vacancies[k]));
				if (exact) score.vacanciesExact++;
				// How a miss misses, told in the aggregate: no count read at all, or the total right and a part wrong.
				else if (found.vacancies.total === null) {
					score.vacanciesNone++;
					misses.push(`${truth.source}: ${cargo.title} vacancies none`);
				} else if (found.vacancies.total === (v.total ?? null)) {
					score.vacanciesTotal++;
					misses.push(`${truth.source}: ${cargo.title} vacancies total only ${JSON.stringify({ ...found.vacancies, quote: undefined })} ≠ ${JSON.stringify(v)}`);
				} else misses.push(`${truth.source}: ${cargo.title} vacancies ${JSON.stringify({ ...found.vacancies, quote: undefined })} ≠ ${JSON.stringify(v)}`);
			}
		}
	}
	if (exam && truth.dates)
		for (const [kind, date] of Object.entries(truth.dates)) {
			score.dates++;
			const got = exam.dates.find((d) => d.kind === kind);
			if (got?.date === date) score.datesExact++;
			else misses.push(`${truth.source}: ${kind} ${got?.date} ≠ ${date}`);
		}
	return score;
}

const add = (a: Score, b: Score): Score => {
	const out = { ...a };
	for (const key of Object.keys(b) as (keyof Score)[]) out[key] = key === 'recallWorst' ? Math.min(a[key], b[key]) : a[key] + b[key];
	return out;
};
const ratio = (a: number, b: number) => (b ? Number((a / b).toFixed(3)) : null);
const report = (s: Score) => ({
	header: ratio(s.headerExact, s.header),
	cargos: ratio(s.cargosFound, s.cargos),
	cargosNear: ratio(s.cargosFound + s.cargosNear, s.cargos),
	extraCargos: s.extraCargos,
	requirements: ratio(s.requirementsFound, s.requirements),
	invented: s.invented,
	vacancies: ratio(s.vacanciesExact, s.vacancies),
	vacanciesMissed: { none: s.vacanciesNone, totalOnly: s.vacanciesTotal, wrong: s.vacancies - s.vacanciesExact - s.vacanciesNone - s.vacanciesTotal },
	dates: ratio(s.datesExact, s.dates),
	topicRecallMean: ratio(s.recallSum, s.subjects),
	topicRecallWorst: s.subjects ? Number(s.recallWorst.toFixed(3)) : null
});

describe.skipIf(!DIR || !existsSync(DIR))('the edital reader on real editais', () => {
	// Vitest collects a skipped suite's tests too: without the folder (CI), there is nothing to read.
	const read = names.filter((name) => pagesByName.has(name));
	if (FROM_PDF) console.log(`exams real, read from the PDFs by pdf.js: ${read.length} of ${names.length} documents (the others have no PDF)`);
	const bySet: Record<string, { score: Score; documents: number }> = {};
	const sets = { tuned: { score: empty(), documents: 0, misses: [] as string[] }, blind: { score: empty(), documents: 0, misses: [] as string[] } };
	const scores = read.map((name) => {
		const truth = truthOf(name);
		const set = sets[truth.blind ? 'blind' : 'tuned'];
		// Each blind set also reported on its own (`set`: "blind-3"…), so a set added later is read apart from the first.
		const own = truth.blind && truth.set ? (bySet[truth.set] ??= { score: empty(), documents: 0 }) : null;
		const score = scoreOne(truth, pagesByName.get(name)!, set.misses);
		set.score = add(set.score, score);
		set.documents++;
		if (own) {
			own.score = add(own.score, score);
			own.documents++;
		}
		return { name, truth, score };
	});
	if (names.length) for (const [set, { score, documents }] of Object.entries(bySet)) console.log(`exams real (${set}, ${documents} documents): ${JSON.stringify(report(score))}`);
	for (const [set, { score, documents, misses }] of Object.entries(sets)) {
		if (!names.length) break;
		console.log(`exams real (${set}, ${documents} documents): ${JSON.stringify(report(score))}`);
		// A blind document's misses are never printed: seen one by one, they would be tuned to.
		if (misses.length && set === 'tuned') console.log(`  ${misses.join('\n  ')}`);
		// The console cuts a long list short; RUMO_EDITAIS_MISSES=<file> keeps all of it.
		if (set === 'tuned' && process.env.RUMO_EDITAIS_MISSES) writeFileSync(process.env.RUMO_EDITAIS_MISSES, misses.join('\n') + '\n');
	}
	it('keeps at least a quarter of the documents blind', () => expect(sets.blind.documents * 4).toBeGreaterThanOrEqual(names.length));
	// The issue's bars hold on the documents the reader was tuned on, taken together; nothing is ever
	// invented on any document. The blind ones are reported, never tuned to.
	const tuned = sets.tuned.score;
	it('tuned: cargos found ≥ 95% with their requirements, key dates exact ≥ 95%, body/board/number/date ≥ 95%', () => {
		expect(tuned.cargosFound / Math.max(1, tuned.cargos), 'cargos').toBeGreaterThanOrEqual(0.95);
		expect(tuned.requirementsFound / Math.max(1, tuned.requirements), 'requirements').toBeGreaterThanOrEqual(0.95);
		expect(tuned.datesExact / Math.max(1, tuned.dates), 'dates').toBeGreaterThanOrEqual(0.95);
		expect(tuned.headerExact / Math.max(1, tuned.header), 'header').toBeGreaterThanOrEqual(0.95);
	});
	for (const { name, truth, score } of scores.filter((s) => !s.truth.blind))
		it(`${name}: no invented requirement; syllabus topic recall ≥ 90% in every subject`, () => {
			expect(score.invented, 'invented').toBe(0);
			if (truth.subjects) expect(score.recallWorst, 'worst subject').toBeGreaterThanOrEqual(0.9);
		});
	it('blind: no invented requirement', () => expect(sets.blind.score.invented).toBe(0));
});
