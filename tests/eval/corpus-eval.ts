import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readDocument } from '../../worker/core/engine/readers';
import { parseResume } from '../../worker/core/engine/resume-parse';
import type { ParsedResume } from '../../worker/core/resume/schema';
import { compare, TRUTH_AS_OF, type Counts, type ResumeResult, type Truth } from './resume-eval';

/**
 * Scores the reader and the parser on the generated corpus of resume layouts (issue 25,
 * tests/eval/corpus, built by `npm run corpus`): every document is read with readDocument, parsed
 * with parseResume and compared with its truth (resume-eval.ts), plus a dates F1 over the
 * experiences' (start, end) pairs. Results are split dev / blind: the blind families are for
 * measuring only — their per-family detail stays hidden unless RUMO_CORPUS_SHOW_BLIND=1.
 */

export const CORPUS_DIR = fileURLToPath(new URL('./corpus/', import.meta.url));
export const CORPUS_INDEX = join(CORPUS_DIR, 'index.json');

export type Split = 'dev' | 'blind';
export type Kind = 'html' | 'docx' | 'latex';

export interface CorpusFamilyEntry {
	id: string;
	kind: Kind;
	description: string;
	languages: ('en' | 'pt')[];
	split: Split;
	docs: string[];
}

export interface CorpusIndex {
	asOf: string;
	docsPerFamily: number;
	movedToBlind: string[];
	families: CorpusFamilyEntry[];
}

export interface CorpusTruth extends Truth {
	family: string;
	split: Split;
	profession: string;
}

export interface CorpusDoc {
	/** "docs/jake-rows/jake-rows-03.pdf" */
	path: string;
	base: string;
	family: CorpusFamilyEntry;
	truthPath: string;
}

export interface CorpusResult {
	doc: CorpusDoc;
	truth: CorpusTruth;
	result: ResumeResult;
	dates: Counts;
	/**
	 * The jobs the review pre-selects (no doubt raised) against the truth: what is added when a person
	 * accepts the review as it comes. Unsure jobs are proposed unticked, with the reason.
	 */
	sure: Counts;
	/** Milliseconds to read the file and to parse its text. */
	readMs: number;
	parseMs: number;
	text: string;
}

export function readIndex(): CorpusIndex {
	return JSON.parse(readFileSync(CORPUS_INDEX, 'utf8')) as CorpusIndex;
}

export function corpusDocs(index = readIndex()): CorpusDoc[] {
	return index.families.flatMap((family) =>
		family.docs.map((path) => {
			const base = basename(path).replace(/\.(pdf|docx)$/, '');
			return { path, base, family, truthPath: join(CORPUS_DIR, path.replace(/\.(pdf|docx)$/, '.truth.json')) };
		})
	);
}

export function readCorpusTruth(doc: CorpusDoc): CorpusTruth {
	return JSON.parse(readFileSync(doc.truthPath, 'utf8')) as CorpusTruth;
}

/** The file's text as Rumo reads it. */
export async function readCorpusText(doc: CorpusDoc): Promise<string> {
	const bytes = readFileSync(join(CORPUS_DIR, doc.path));
	const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
	return (await readDocument(buffer, basename(doc.path))).text;
}

type DatePair = [string | null, string | null];

/** A month or year value agrees with the truth: years only for a year-precision truth. */
function sameDate(predicted: string | null, truth: string | null, yearOnly: boolean): boolean {
	if (!truth) return !predicted;
	if (!predicted) return false;
	if (truth === 'present' || predicted === 'present') return truth === predicted;
	return yearOnly ? predicted.slice(0, 4) === truth.slice(0, 4) : predicted === truth;
}

/**
 * Dates F1 counts: the predicted experiences' (start, end) pairs matched one-to-one to the
 * truth's ("present" = a current role; year precision compares years).
 */
export function dateCounts(parsed: ParsedResume, truth: Truth): Counts {
	const predicted: DatePair[] = parsed.profile.experiences.map((e) => [e.start, e.current ? 'present' : e.end]);
	const used = new Set<number>();
	let tp = 0;
	for (const [start, end] of predicted) {
		const at = truth.experiences.findIndex((t, i) => {
			if (used.has(i)) return false;
			const yearOnly = t.date_precision === 'year';
			return sameDate(start, t.start, yearOnly) && sameDate(end, t.start ? t.end : null, yearOnly);
		});
		if (at >= 0) {
			used.add(at);
			tp++;
		}
	}
	return { tp, fp: predicted.length - tp, fn: truth.experiences.length - tp };
}

/** Reads, parses and scores every document of the corpus. */
export async function evaluateCorpus(docs = corpusDocs()): Promise<CorpusResult[]> {
	const out: CorpusResult[] = [];
	for (const doc of docs) {
		const truth = readCorpusTruth(doc);
		const t0 = performance.now();
		const text = await readCorpusText(doc);
		const t1 = performance.now();
		const parsed = parseResume(text, { asOf: TRUTH_AS_OF });
		const parseMs = performance.now() - t1;
		const sure = { ...parsed, profile: { ...parsed.profile, experiences: parsed.profile.experiences.filter((job) => !job.doubts?.length) } };
		out.push({ doc, truth, result: compare(doc.base, parsed, truth, parseMs), dates: dateCounts(parsed, truth), sure: compare(doc.base, sure, truth).counts.experiences, readMs: t1 - t0, parseMs, text });
	}
	return out;
}

export interface Scores {
	docs: number;
	name: number;
	email: number;
	phone: number;
	experiencesPrecision: number;
	experiencesRecall: number;
	experiencesF1: number;
	datesF1: number;
	skillsPrecision: number;
	skillsRecall: number;
	/** fp / (tp + fp) of the experiences: predicted jobs that match no real job. */
	strayJobs: number;
	/** The same share among the jobs the review pre-selects (no doubt raised), and the recall those keep. */
	sureStray: number;
	sureRecall: number;
}

const ratio = (a: number, b: number, empty = 1) => (b === 0 ? empty : a / b);
function f1(c: Counts) {
	const precision = ratio(c.tp, c.tp + c.fp);
	const recall = ratio(c.tp, c.tp + c.fn);
	return { precision, recall, f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall) };
}
function sum(list: Counts[]): Counts {
	return list.reduce((a, c) => ({ tp: a.tp + c.tp, fp: a.fp + c.fp, fn: a.fn + c.fn }), { tp: 0, fp: 0, fn: 0 });
}

/** Micro-averaged scores of a group of documents. */
export function scoresOf(results: CorpusResult[]): Scores {
	const n = results.length;
	const exact = (field: 'name' | 'email' | 'phone') => ratio(results.filter((r) => r.result.exact[field]).length, n, 0);
	const experiences = sum(results.map((r) => r.result.counts.experiences));
	const skills = f1(sum(results.map((r) => r.result.counts.skills)));
	const exp = f1(experiences);
	const sure = sum(results.map((r) => r.sure));
	return {
		docs: n,
		name: exact('name'),
		email: exact('email'),
		phone: exact('phone'),
		experiencesPrecision: exp.precision,
		experiencesRecall: exp.recall,
		experiencesF1: exp.f1,
		datesF1: f1(sum(results.map((r) => r.dates))).f1,
		skillsPrecision: skills.precision,
		skillsRecall: skills.recall,
		strayJobs: ratio(experiences.fp, experiences.tp + experiences.fp, 0),
		sureStray: ratio(sure.fp, sure.tp + sure.fp, 0),
		sureRecall: f1(sure).recall
	};
}

const COLUMNS: [keyof Scores, string][] = [
	['docs', 'docs'],
	['name', 'name'],
	['email', 'email'],
	['phone', 'phone'],
	['experiencesPrecision', 'jobs P'],
	['experiencesRecall', 'jobs R'],
	['experiencesF1', 'jobs F1'],
	['datesF1', 'dates F1'],
	['skillsPrecision', 'skills P'],
	['skillsRecall', 'skills R'],
	['strayJobs', 'stray jobs'],
	['sureRecall', 'sure R'],
	['sureStray', 'sure stray']
];

/** One table: a row per group, the scores as columns. */
export function formatScores(title: string, rows: [string, Scores][]): string {
	const width = Math.max(12, ...rows.map(([label]) => label.length)) + 1;
	const head = `${title.padEnd(width)} ${COLUMNS.map(([, label]) => label.padStart(9)).join(' ')}`;
	const lines = rows.map(([label, s]) => `${label.padEnd(width)} ${COLUMNS.map(([key]) => (key === 'docs' ? String(s[key]) : s[key].toFixed(3)).padStart(9)).join(' ')}`);
	return [head, ...lines].join('\n');
}

/** Groups results by a key and scores each group, in key order. */
export function scoreBy(results: CorpusResult[], key: (r: CorpusResult) => string): [string, Scores][] {
	const groups = new Map<string, CorpusResult[]>();
	for (const r of results) groups.set(key(r), [...(groups.get(key(r)) ?? []), r]);
	return [...groups].sort(([a], [b]) => a.localeCompare(b)).map(([k, list]) => [k, scoresOf(list)]);
}

export interface Floors {
	note?: string;
	dev: { name: number; experiencesF1: number; datesF1: number };
	blind: { name: number; experiencesF1: number; datesF1: number };
}

export const FLOORS_PATH = join(CORPUS_DIR, 'floors.json');

export function readFloors(): Floors | null {
	return existsSync(FLOORS_PATH) ? (JSON.parse(readFileSync(FLOORS_PATH, 'utf8')) as Floors) : null;
}

/** The bars on the blind split (printed, not enforced). */
export const BLIND_BARS = { name: 0.97, experiencesF1: 0.9, datesF1: 0.9 } as const;
