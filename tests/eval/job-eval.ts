import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { extractJobFromHtml } from '../../worker/core/engine/job-html';
import { parseJobText } from '../../worker/core/engine/job-parse';
import type { ParsedJob } from '../../worker/core/job/schema';
import { FIXTURES } from '../fixtures/paths.mjs';
import { canonicalSkill, skillByName } from '../../worker/core/engine/skills/taxonomy';

/**
 * Scores the job parser against the fixtures' truth files (MANIFEST.md: "jobs/NAME.truth.json"):
 * every `.txt`, and every `.html` through extractJobFromHtml and then the parser, as
 * `jobs/html_expected.json` says — a page marked with `extractable` is a wall: it must come back
 * blocked, with at most the title and the company. Set RUMO_JOB_FIXTURES (or pass `dir`) to
 * score another folder of the same kind.
 */

export const DEFAULT_DIR = process.env.RUMO_JOB_FIXTURES ?? join(FIXTURES, 'jobs');

export interface JobTruth {
	language: 'en' | 'pt';
	title: string;
	company: string;
	location: string;
	work_mode: 'remote' | 'hybrid' | 'onsite';
	seniority: string;
	employment_type: string;
	salary: { min: number; max: number; currency: string; period: string } | null;
	required_skills: string[];
	nice_to_have_skills: string[];
	min_years_experience: number | null;
	responsibilities_count: number;
}

interface HtmlExpectation {
	kind: string;
	expected: string;
	extractable?: { title?: string; company?: string };
}

export interface Counts {
	tp: number;
	fp: number;
	fn: number;
}

export const EXACT_FIELDS = [
	'language',
	'title',
	'company',
	'location',
	'workMode',
	'seniority',
	'employmentType',
	'salary',
	'minYears',
	'responsibilities'
] as const;
export type ExactField = (typeof EXACT_FIELDS)[number];

export interface JobResult {
	/** The fixture file: "d_job_en_data_analyst_pinecrest.txt". */
	file: string;
	exact: Record<ExactField, boolean>;
	required: Counts;
	nice: Counts;
	misses: string[];
}

export interface WallResult {
	file: string;
	blocked: boolean;
	/** Title and company right (when given), nothing else invented. */
	ok: boolean;
	misses: string[];
}

export interface JobEvalReport {
	jobs: JobResult[];
	walls: WallResult[];
	exact: Record<ExactField, number>;
	required: { precision: number; recall: number };
	nice: { precision: number; recall: number };
	/** Required skills' precision and recall per profession (from the file names, `professionOf`). */
	byProfession: Record<string, { postings: number; precision: number; recall: number }>;
	table: string;
}

/*
 * The profession of a posting, from its file name ("h_job_pt_enfermeiro_uti_sao_lucas.txt" →
 * health): so a weak profession shows in the report. First match wins ("data_engineer" is
 * technology before "engineer" is engineering).
 */
const PROFESSIONS: [string, RegExp][] = [
	['health', /enfermeir|enfermagem|nurse|icu|fisioterapeut|physical_therap|farmaceut|pharmac|dentist|veterinar|psicolog|medic|physician|caregiver/],
	['law', /advogad|lawyer|counsel|paralegal|juridic|attorney|legal/],
	['education', /professor|teacher|instructor|esl|pedagog|tutor|educador|docente|escola|school/],
	['accounting & finance', /contador|contabil|accountant|tax|financial|fiscal|auditor|controller|bookkeep|financeir/],
	['technology', /backend|frontend|fullstack|full_stack|devops|data|dados|software|developer|desenvolvedor|sre|tech_lead|staff_backend|qa_|programador/],
	['product & design', /product|produto|designer|design|ux|ui_|research/],
	['public & social service', /prefeitura|public|publico|servidor|municipal|county|assistente_social|social_worker|program_analyst/],
	['business & management', /sales|vendas|csm|executivo|corretor|recrut|admin|store|marketing|social_media|logistic|comercial|atendimento|program_manager|project_manager|gerente/],
	['engineering & trades', /engenheir|engineer|eletricist|electrician|architect|tecnico_seguranca|manutencao|maintenance|chef|cozinh|mecanic/]
];

export function professionOf(file: string): string {
	const slug = file.replace(/^[a-z]\d*_job_(?:en|pt)_/, '').replace(/\.(?:txt|html)(?: \(.*\))?$/, '');
	return PROFESSIONS.find(([, pattern]) => pattern.test(slug))?.[0] ?? 'other';
}

/** Lower case, no accents, punctuation as single spaces: for places and company names. */
export function norm(value: string | null | undefined): string {
	return (value ?? '')
		.normalize('NFD')
		.replace(/\p{M}/gu, '')
		.toLowerCase()
		.replace(/[^\p{L}\p{N}+#]+/gu, ' ')
		.trim();
}

/** Titles compare exactly but for case and spacing: "(a)" gender markers are part of the truth's titles. */
export function normTitle(value: string | null | undefined): string {
	return (value ?? '').normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();
}

const skillKey = (name: string) => canonicalSkill(name)?.name ?? name;

/** A predicted skill is right when its name or one of its aliases names a truth skill (canonicalised). */
function skillMatch(predicted: string, truthKeys: Set<string>): string | null {
	if (truthKeys.has(predicted)) return predicted;
	const skill = skillByName(predicted);
	for (const surface of [predicted, ...(skill?.aliases ?? [])]) {
		const key = skillKey(surface);
		if (truthKeys.has(key)) return key;
		const folded = norm(surface);
		const hit = [...truthKeys].find((truth) => norm(truth) === folded);
		if (hit) return hit;
	}
	return null;
}

function scoreSkills(predicted: string[], truth: string[], misses: string[], label: string): Counts {
	const truthKeys = new Set(truth.map(skillKey));
	const found = new Set<string>();
	let fp = 0;
	for (const name of new Set(predicted)) {
		const match = skillMatch(name, truthKeys);
		if (match) found.add(match);
		else {
			fp++;
			misses.push(`${label}: extra "${name}"`);
		}
	}
	const missing = [...truthKeys].filter((key) => !found.has(key));
	for (const key of missing) misses.push(`${label}: missing "${key}"`);
	return { tp: found.size, fp, fn: missing.length };
}

/** Scores one parse against one truth. */
export function compareJob(file: string, parsed: ParsedJob, truth: JobTruth): JobResult {
	const misses: string[] = [];
	const { job } = parsed;
	const check = (field: ExactField, ok: boolean, got: unknown, want: unknown) => {
		if (!ok) misses.push(`${field}: got ${JSON.stringify(got)}, want ${JSON.stringify(want)}`);
		return ok;
	};
	const salaryOk =
		truth.salary === null
			? job.salary === null
			: job.salary !== null &&
				job.salary.min === truth.salary.min &&
				job.salary.max === truth.salary.max &&
				job.salary.currency === truth.salary.currency &&
				job.salary.period === truth.salary.period;
	const exact: Record<ExactField, boolean> = {
		language: check('language', parsed.language === truth.language, parsed.language, truth.language),
		title: check('title', normTitle(job.title) === normTitle(truth.title), job.title, truth.title),
		company: check('company', norm(job.company) === norm(truth.company), job.company, truth.company),
		location: check('location', norm(job.location) === norm(truth.location), job.location, truth.location),
		workMode: check('workMode', job.workMode === truth.work_mode, job.workMode, truth.work_mode),
		seniority: check('seniority', job.seniority === truth.seniority, job.seniority, truth.seniority),
		employmentType: check('employmentType', job.employmentType === truth.employment_type, job.employmentType, truth.employment_type),
		salary: check('salary', salaryOk, job.salary, truth.salary),
		minYears: check('minYears', job.minYearsExperience === truth.min_years_experience, job.minYearsExperience, truth.min_years_experience),
		responsibilities: check(
			'responsibilities',
			job.responsibilities.length === truth.responsibilities_count,
			job.responsibilities.length,
			truth.responsibilities_count
		)
	};
	const required = scoreSkills(
		job.requiredSkills.map((skill) => skill.name),
		truth.required_skills,
		misses,
		'required'
	);
	const nice = scoreSkills(
		job.niceToHaveSkills.map((skill) => skill.name),
		truth.nice_to_have_skills,
		misses,
		'nice'
	);
	return { file, exact, required, nice, misses };
}

function readTruth(dir: string, base: string): JobTruth {
	return JSON.parse(readFileSync(join(dir, `${base}.truth.json`), 'utf8')) as JobTruth;
}

function readHtmlExpectations(dir: string): Record<string, HtmlExpectation> {
	const file = join(dir, 'html_expected.json');
	return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, HtmlExpectation>) : {};
}

/** Parses every fixture and scores it; a parse that throws scores as an empty job. */
export function evaluateJobs(dir = DEFAULT_DIR): JobEvalReport {
	const files = readdirSync(dir).sort();
	const bases = files.filter((file) => file.endsWith('.truth.json')).map((file) => file.slice(0, -'.truth.json'.length));
	const expectations = readHtmlExpectations(dir);
	const jobs: JobResult[] = [];
	const walls: WallResult[] = [];

	for (const base of bases) {
		const truth = readTruth(dir, base);
		if (files.includes(`${base}.txt`)) {
			const file = `${base}.txt`;
			jobs.push(scoreParse(file, () => parseJobText(readFileSync(join(dir, file), 'utf8')), truth));
		}
		const htmlFile = `${base}.html`;
		if (!files.includes(htmlFile)) continue;
		const page = extractJobFromHtml(readFileSync(join(dir, htmlFile), 'utf8'));
		const expectation = expectations[htmlFile];
		if (expectation?.extractable) {
			walls.push(scoreWall(htmlFile, page, expectation.extractable));
			continue;
		}
		if (page.blocked) {
			jobs.push(scoreParse(htmlFile, () => { throw new Error(`blocked: ${page.reason}`); }, truth));
			continue;
		}
		jobs.push(scoreParse(htmlFile, () => parseJobText(page.text, {}, page), truth));
	}

	return summarise(jobs, walls);
}

function scoreParse(file: string, run: () => ParsedJob, truth: JobTruth): JobResult {
	try {
		return compareJob(file, run(), truth);
	} catch (error) {
		const empty: ParsedJob = {
			language: truth.language === 'en' ? 'pt' : 'en',
			confidence: 0,
			warnings: [],
			text: '',
			job: {
				title: null, company: null, location: null, workMode: null, seniority: null, employmentType: null, contractRegime: null,
				salary: null, requiredSkills: [], niceToHaveSkills: [], minYearsExperience: null, responsibilities: [], url: null, source: null
			}
		};
		const result = compareJob(file, empty, truth);
		result.misses.unshift(`threw: ${(error as Error).message}`);
		return result;
	}
}

function scoreWall(file: string, page: ReturnType<typeof extractJobFromHtml>, extractable: { title?: string; company?: string }): WallResult {
	const misses: string[] = [];
	if (!page.blocked) misses.push('not reported as blocked');
	if (extractable.title && normTitle(page.hints.title) !== normTitle(extractable.title)) misses.push(`title: got ${JSON.stringify(page.hints.title)}`);
	if (extractable.company && norm(page.hints.company) !== norm(extractable.company)) misses.push(`company: got ${JSON.stringify(page.hints.company)}`);
	const invented = Object.keys(page.hints).filter((key) => key !== 'title' && key !== 'company');
	if (invented.length) misses.push(`extracted more than title and company: ${invented.join(', ')}`);
	if (Object.keys(page.defaults).length) misses.push(`defaults given for a blocked page: ${Object.keys(page.defaults).join(', ')}`);
	return { file, blocked: page.blocked, ok: misses.length === 0, misses };
}

// A heading by its shape alone: a short line without end punctuation, after a blank line or
// before a list item. The reformatting below must not depend on what the parser recognises.
const BULLET = /^(?:•|-|\*|\d+\.)\s/;
function isHeadingShape(lines: string[], i: number): boolean {
	const line = lines[i].trim();
	if (!line || BULLET.test(line) || /[.!?,;:]$/.test(line) || line.split(/\s+/).length > 6) return false;
	const before = i === 0 ? '' : lines[i - 1].trim();
	const after = (lines[i + 1] ?? '').trim();
	return i > 1 && (before === '' || BULLET.test(after));
}
const mapHeadings = (text: string, change: (heading: string) => string) => {
	const lines = text.split('\n');
	return lines.map((line, i) => (isHeadingShape(lines, i) ? change(line) : line)).join('\n');
};
const mapBullets = (text: string, change: (item: string, n: number) => string) => {
	let n = 0;
	return text
		.split('\n')
		.map((line) => {
			const match = /^•\s+(.*)$/.exec(line);
			if (!match) {
				n = 0;
				return line;
			}
			return change(match[1], ++n);
		})
		.join('\n');
};

/**
 * The same postings as people paste them from other places: other bullets and headings, decorated
 * titles, lists run into one line, page furniture around, Windows line ends. General rewrites of
 * every fixture — the hidden set is "of the same kind, more hostile".
 */
export const REFORMATS: Record<string, (text: string, truth: JobTruth) => string> = {
	'windows line ends, tabs, nbsp': (text) => text.replace(/\n/g, '\r\n').replace(/^• /gm, '\t• ').replace(/ (?=\p{Lu})/gu, '\u00a0'),
	'HEADINGS IN CAPITALS:': (text) => mapHeadings(text, (heading) => `${heading.toUpperCase()}:`),
	'## Markdown headings': (text) => mapHeadings(text, (heading) => `## ${heading}`),
	'✨ **bold emoji headings**': (text) => mapHeadings(text, (heading) => `✨ **${heading}**`),
	'- dash bullets': (text) => mapBullets(text, (item) => `- ${item}`),
	'* star bullets': (text) => mapBullets(text, (item) => `* ${item}`),
	'1. numbered items': (text) => mapBullets(text, (item, n) => `${n}. ${item}`),
	'items without bullets': (text) => mapBullets(text, (item) => item),
	'no blank lines': (text) => text.replace(/\n\s*\n/g, '\n'),
	'decorated title': (text, truth) =>
		text.replace(/^[^\n]+/, (title) => (truth.language === 'pt' ? `🚀 Vaga: ${title} 🚀` : `🔥 We're hiring: ${title} (m/f/d)`)),
	'lists run into one line': (text) =>
		mapHeadings(text, (heading) => `${heading}:`).replace(/:\n((?:•[^\n]*(?:\n|$))+)/g, (_, block: string) => `: ${block.trim().split('\n').map((item) => item.replace(/^•\s*/, '').replace(/\.$/, '')).join(', ')}\n`),
	'page furniture around': (text) => `Posted 3 days ago · 87 applicants\nSave\nShare\n\n${text}\n\nSimilar jobs\n• Office Manager (Excel, Python)\n• Sales Associate\n`,
	'title, company and place on one line': (text) => {
		const [title, second, ...rest] = text.split('\n');
		return [`${title} | ${second.replace(/\s+[—–]\s+/g, ' | ')}`, ...rest].join('\n');
	}
};

/** Every .txt fixture through every rewrite, scored together and per rewrite. */
export function evaluateReformatted(dir = DEFAULT_DIR): { byReformat: Record<string, JobEvalReport>; pooled: JobEvalReport } {
	const bases = readdirSync(dir)
		.filter((file) => file.endsWith('.txt') && existsSync(join(dir, file.replace(/\.txt$/, '.truth.json'))))
		.map((file) => file.slice(0, -4))
		.sort();
	const byReformat: Record<string, JobEvalReport> = {};
	const all: JobResult[] = [];
	for (const [name, rewrite] of Object.entries(REFORMATS)) {
		const jobs = bases.map((base) => {
			const truth = readTruth(dir, base);
			const text = rewrite(readFileSync(join(dir, `${base}.txt`), 'utf8'), truth);
			return scoreParse(`${base}.txt (${name})`, () => parseJobText(text), truth);
		});
		all.push(...jobs);
		byReformat[name] = summarise(jobs, []);
	}
	return { byReformat, pooled: summarise(all, []) };
}

function summarise(jobs: JobResult[], walls: WallResult[]): JobEvalReport {
	const exact = Object.fromEntries(
		EXACT_FIELDS.map((field) => [field, jobs.filter((job) => job.exact[field]).length / Math.max(1, jobs.length)])
	) as Record<ExactField, number>;
	const sum = (pick: (job: JobResult) => Counts): Counts =>
		jobs.reduce((total, job) => ({ tp: total.tp + pick(job).tp, fp: total.fp + pick(job).fp, fn: total.fn + pick(job).fn }), { tp: 0, fp: 0, fn: 0 });
	const pr = (counts: Counts) => ({
		precision: counts.tp + counts.fp === 0 ? 1 : counts.tp / (counts.tp + counts.fp),
		recall: counts.tp + counts.fn === 0 ? 1 : counts.tp / (counts.tp + counts.fn)
	});
	const required = pr(sum((job) => job.required));
	const nice = pr(sum((job) => job.nice));
	const byProfession: JobEvalReport['byProfession'] = {};
	for (const profession of [...new Set(jobs.map((job) => professionOf(job.file)))].sort()) {
		const of = jobs.filter((job) => professionOf(job.file) === profession);
		const counts = of.reduce((total, job) => ({ tp: total.tp + job.required.tp, fp: total.fp + job.required.fp, fn: total.fn + job.required.fn }), { tp: 0, fp: 0, fn: 0 });
		byProfession[profession] = { postings: of.length, ...pr(counts) };
	}
	return { jobs, walls, exact, required, nice, byProfession, table: formatTable(jobs.length, walls, exact, required, nice, byProfession) };
}

function formatTable(
	n: number,
	walls: WallResult[],
	exact: Record<ExactField, number>,
	required: { precision: number; recall: number },
	nice: { precision: number; recall: number },
	byProfession: JobEvalReport['byProfession']
): string {
	const f = (value: number) => value.toFixed(3);
	const professions = Object.entries(byProfession);
	return [
		`job parser — ${n} postings scored (.txt and readable .html), ${walls.length} wall page(s): ${walls.filter((wall) => wall.ok).length} handled`,
		'skills             precision  recall',
		`required           ${f(required.precision).padEnd(10)} ${f(required.recall)}`,
		`nice-to-have       ${f(nice.precision).padEnd(10)} ${f(nice.recall)}`,
		'field              exact (share of postings right)',
		...EXACT_FIELDS.map((field) => `${field.padEnd(18)} ${f(exact[field])}`),
		...(professions.length > 1
			? [
					'profession                postings  required P  required R',
					...professions.map(([name, row]) => `${name.padEnd(25)} ${String(row.postings).padEnd(9)} ${f(row.precision).padEnd(11)} ${f(row.recall)}`)
				]
			: [])
	].join('\n');
}
