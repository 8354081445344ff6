import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseResume } from '../../worker/core/engine/resume-parse';
import type { ParsedResume } from '../../worker/core/resume/schema';
import { FIXTURES } from '../fixtures/paths.mjs';
import { canonicalSkill, skillByName } from '../../worker/core/engine/skills/taxonomy';

/**
 * Scores the resume parser against the fixtures' truth files (MANIFEST.md: "Truth-file formats").
 * `readText(base)` returns the text of one fixture ("d_en_backend_samuel_reyes"): the .txt as is,
 * or what a reader extracted from the .pdf/.docx — the same scoring then says how much a reader
 * costs. Set RUMO_RESUME_FIXTURES (or pass `dir`) to score another folder of the same kind.
 */

export const DEFAULT_DIR = process.env.RUMO_RESUME_FIXTURES ?? join(FIXTURES, 'resumes');

/** The reference month of the truth files ("present" = 2026-11). */
export const TRUTH_AS_OF = '2026-11';

export interface Truth {
	language: 'en' | 'pt' | 'es';
	name: string;
	email: string;
	phone: string;
	location: string;
	links: string[];
	headline: string;
	years_experience: number;
	skills: string[];
	experiences: {
		title: string;
		company: string;
		/** null for a job written without dates ("Worked as a paralegal at Smith & Co for two years"). */
		start: string | null;
		end: string | null;
		skills: string[];
		date_precision?: 'year';
		internship_or_academic?: boolean;
	}[];
	education: { degree: string; institution: string; end: string }[];
	certifications: string[];
	languages: string[];
}

/** Counts for precision/recall; `exact` fields count resumes right out of resumes seen. */
export interface Counts {
	tp: number;
	fp: number;
	fn: number;
}

export interface FieldScore {
	precision: number;
	recall: number;
	f1: number;
}

export interface ResumeResult {
	base: string;
	ms: number;
	exact: Record<ExactField, boolean>;
	counts: Record<SetField, Counts>;
	/** What went wrong, for reading a failing run. */
	misses: string[];
}

export const EXACT_FIELDS = ['language', 'name', 'email', 'phone', 'location', 'headline', 'years'] as const;
export const SET_FIELDS = ['skills', 'experiences', 'experienceSkills', 'education', 'certifications', 'languages', 'links'] as const;
export type ExactField = (typeof EXACT_FIELDS)[number];
export type SetField = (typeof SET_FIELDS)[number];

export interface EvalReport {
	resumes: ResumeResult[];
	/** Share of resumes with the field exactly right. */
	exact: Record<ExactField, number>;
	/** Micro-averaged over all resumes. */
	sets: Record<SetField, FieldScore>;
	/** The same scores per profession (inferred from the file name), so a weak one shows. */
	professions: ProfessionScore[];
	/** Mean parse time per resume, milliseconds, once the skill index is built. */
	meanMs: number;
	/** The first parse, which builds the skill index. */
	coldMs: number;
	table: string;
	/** One row per profession: skills P/R, experiences F1, contact (name, e-mail, phone) accuracy. */
	professionTable: string;
}

export interface ProfessionScore {
	profession: string;
	resumes: number;
	skills: FieldScore;
	experiences: FieldScore;
	/** Share of name, e-mail and phone right over the profession's resumes. */
	contact: number;
}

// The profession of a fixture, from words of its file name ("h_en_er_nurse_tyrone_bakker" →
// nursing). First match wins, so the narrower kinds come first; "other" for the rest.
const PROFESSIONS: [string, RegExp][] = [
	['nursing', /nurse|enfermei|enfermera|tecnica_enfermagem/],
	['law', /attorney|advogad|paralegal|lawyer|legal/],
	['teaching', /teacher|professor|educador/],
	['allied health', /pharmac|farmac|therapist|fisioterap|dentist|nutricion|veterin|psicolog/],
	['social & public service', /social_worker|servidor|agente_saude|secretaria/],
	['finance', /accountant|contador|contabil|financ/],
	['data', /data_|_data/],
	['software', /software|backend|frontend|front_end|devops|sre|qa_tester|developer|desarroll|_it_/],
	['engineering', /engineer|engenheir|eletricista|seguranca|arquitet/],
	['operations', /warehouse|supply_chain|chef|logist/],
	['business', /customer_success|vendas|sales|_rh_|social_media|marketing/],
	['design & media', /designer|_ux_|journalist/]
];

/** The profession a fixture's file name points to. */
export function professionOf(base: string): string {
	return PROFESSIONS.find(([, pattern]) => pattern.test(base))?.[0] ?? 'other';
}

/** Lower case, no accents, punctuation as single spaces: "Tangará  Logística," = "tangara logistica". */
export function norm(value: string | null | undefined): string {
	return (value ?? '')
		.normalize('NFD')
		.replace(/\p{M}/gu, '')
		.toLowerCase()
		.replace(/[^\p{L}\p{N}+#]+/gu, ' ')
		.trim();
}

function normUrl(value: string): string {
	return value
		.trim()
		.replace(/^https?:\/\//i, '')
		.replace(/^www\./i, '')
		.replace(/\/+$/, '')
		.toLowerCase();
}

/** Canonical key of a skill name: the taxonomy's canonical name when it knows the name or alias. */
function skillKey(name: string): string {
	return canonicalSkill(name)?.name ?? name;
}

/** A predicted skill is right when its name or one of its aliases names a truth skill. */
function skillMatches(predicted: string, truthKeys: Set<string>, truthFolded: Set<string>): string | null {
	if (truthKeys.has(predicted)) return predicted;
	const skill = skillByName(predicted);
	for (const surface of [predicted, ...(skill?.aliases ?? [])]) {
		if (truthFolded.has(norm(surface))) return [...truthKeys].find((key) => norm(key) === norm(surface)) ?? surface;
		const key = skillKey(surface);
		if (truthKeys.has(key)) return key;
	}
	return null;
}

function scoreSkills(predicted: string[], truth: string[], misses: string[], label: string): Counts {
	const truthKeys = new Set(truth.map(skillKey));
	const truthFolded = new Set([...truth, ...truthKeys].map(norm));
	const found = new Set<string>();
	let fp = 0;
	for (const name of new Set(predicted)) {
		const match = skillMatches(name, truthKeys, truthFolded);
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

/** Whether two month-or-year values agree; `yearOnly` when the truth was written with years only. */
function sameStart(predicted: string | null, truth: string | null, yearOnly: boolean): boolean {
	// A job written without dates is right only without a start.
	if (!truth) return !predicted;
	if (!predicted) return false;
	if (yearOnly) return predicted.slice(0, 4) === truth.slice(0, 4);
	return predicted === truth;
}

/** Greedy one-to-one matching of predictions to truths. */
function matchPairs<P, T>(predicted: P[], truth: T[], same: (p: P, t: T) => boolean): { pairs: [P, T][]; counts: Counts } {
	const used = new Set<number>();
	const pairs: [P, T][] = [];
	for (const p of predicted) {
		const at = truth.findIndex((t, i) => !used.has(i) && same(p, t));
		if (at >= 0) {
			used.add(at);
			pairs.push([p, truth[at]]);
		}
	}
	return { pairs, counts: { tp: pairs.length, fp: predicted.length - pairs.length, fn: truth.length - pairs.length } };
}

// Certifications are written many ways ("CPA (Illinois)" / "Certified Public Accountant (CPA), Illinois");
// they match when most words of the shorter name are in the longer one.
function sameCertification(predicted: string, truth: string): boolean {
	const a = new Set(norm(predicted).split(' ').filter(Boolean));
	const b = new Set(norm(truth).split(' ').filter(Boolean));
	const [small, large] = a.size <= b.size ? [a, b] : [b, a];
	if (small.size === 0) return false;
	const shared = [...small].filter((word) => large.has(word)).length;
	return shared / small.size >= 0.75;
}

function addCounts(into: Counts, more: Counts): void {
	into.tp += more.tp;
	into.fp += more.fp;
	into.fn += more.fn;
}

function score(counts: Counts): FieldScore {
	const precision = counts.tp + counts.fp === 0 ? 1 : counts.tp / (counts.tp + counts.fp);
	const recall = counts.tp + counts.fn === 0 ? 1 : counts.tp / (counts.tp + counts.fn);
	const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
	return { precision, recall, f1 };
}

/** Scores one parse against one truth. */
export function compare(base: string, parsed: ParsedResume, truth: Truth, ms = 0): ResumeResult {
	const misses: string[] = [];
	const { basics } = parsed.profile;
	const check = (field: ExactField, ok: boolean, got: unknown, want: unknown) => {
		if (!ok) misses.push(`${field}: got ${JSON.stringify(got)}, want ${JSON.stringify(want)}`);
		return ok;
	};
	const exact: Record<ExactField, boolean> = {
		language: check('language', parsed.language === truth.language, parsed.language, truth.language),
		name: check('name', (basics.name ?? '').replace(/\s+/g, ' ').trim() === truth.name, basics.name, truth.name),
		email: check('email', (basics.email ?? '').toLowerCase() === truth.email.toLowerCase(), basics.email, truth.email),
		// An empty truth: the resume gives none, and none must be found.
		phone: check('phone', (basics.phone ?? '') === truth.phone, basics.phone, truth.phone),
		location: check('location', norm(basics.location) === norm(truth.location), basics.location, truth.location),
		headline: check('headline', norm(basics.headline) === norm(truth.headline), basics.headline, truth.headline),
		years: check('years', parsed.yearsExperience === truth.years_experience, parsed.yearsExperience, truth.years_experience)
	};

	const skills = scoreSkills(
		parsed.profile.skills.map((skill) => skill.name),
		truth.skills,
		misses,
		'skills'
	);

	const experiences = matchPairs(
		parsed.profile.experiences,
		truth.experiences,
		(p, t) => norm(p.title) === norm(t.title) && norm(p.company) === norm(t.company) && sameStart(p.start, t.start, t.date_precision === 'year')
	);
	for (const t of truth.experiences)
		if (!experiences.pairs.some(([, pt]) => pt === t)) misses.push(`experiences: missing ${t.title} @ ${t.company} ${t.start}`);
	for (const p of parsed.profile.experiences)
		if (!experiences.pairs.some(([pp]) => pp === p)) misses.push(`experiences: extra ${p.title} @ ${p.company} ${p.start}`);
	const experienceSkills: Counts = { tp: 0, fp: 0, fn: 0 };
	for (const [p, t] of experiences.pairs) addCounts(experienceSkills, scoreSkills(p.skills, t.skills, [], 'experience skills'));

	const education = matchPairs(
		parsed.profile.education,
		truth.education,
		(p, t) => norm(p.degree) === norm(t.degree) && norm(p.institution) === norm(t.institution) && (p.end ?? '').slice(0, 4) === t.end.slice(0, 4)
	);
	for (const t of truth.education)
		if (!education.pairs.some(([, pt]) => pt === t)) misses.push(`education: missing ${t.degree} @ ${t.institution} ${t.end}`);

	const certifications = matchPairs(
		parsed.profile.certifications.map((cert) => [cert.name, cert.issuer].filter(Boolean).join(' — ')),
		truth.certifications,
		sameCertification
	);
	for (const t of truth.certifications) if (!certifications.pairs.some(([, pt]) => pt === t)) misses.push(`certifications: missing ${t}`);
	for (const p of parsed.profile.certifications.map((cert) => [cert.name, cert.issuer].filter(Boolean).join(' — ')))
		if (!certifications.pairs.some(([pp]) => pp === p)) misses.push(`certifications: extra ${p}`);

	const languages = matchPairs(
		parsed.profile.languages.map((language) => language.name),
		truth.languages,
		(p, t) => norm(p) === norm(t)
	);
	for (const t of truth.languages) if (!languages.pairs.some(([, pt]) => pt === t)) misses.push(`languages: missing ${t}`);

	const links = matchPairs(basics.links, truth.links, (p, t) => normUrl(p) === normUrl(t));
	for (const t of truth.links) if (!links.pairs.some(([, pt]) => pt === t)) misses.push(`links: missing ${t}`);

	return {
		base,
		ms,
		exact,
		counts: {
			skills,
			experiences: experiences.counts,
			experienceSkills,
			education: education.counts,
			certifications: certifications.counts,
			languages: languages.counts,
			links: links.counts
		},
		misses
	};
}

/** The fixture base names that have a truth file. */
export function fixtureBases(dir = DEFAULT_DIR): string[] {
	return readdirSync(dir)
		.filter((file) => file.endsWith('.truth.json'))
		.map((file) => file.slice(0, -'.truth.json'.length))
		.sort();
}

export function readTruth(base: string, dir = DEFAULT_DIR): Truth {
	return JSON.parse(readFileSync(join(dir, `${base}.truth.json`), 'utf8')) as Truth;
}

/** The plain-text version of a fixture. */
export function readFixtureText(base: string, dir = DEFAULT_DIR): string {
	return readFileSync(join(dir, `${base}.txt`), 'utf8');
}

/** Parses every fixture's text and scores it against its truth. */
export function evaluateResumes(readText: (base: string) => string, options: { dir?: string; asOf?: string } = {}): EvalReport {
	const dir = options.dir ?? DEFAULT_DIR;
	const asOf = options.asOf ?? TRUTH_AS_OF;
	const resumes: ResumeResult[] = [];
	const bases = fixtureBases(dir);
	// The skill index is built once per worker; time that apart from the per-resume cost.
	const coldStarted = performance.now();
	if (bases.length) parseResume(readText(bases[0]), { asOf });
	const coldMs = performance.now() - coldStarted;
	for (const base of bases) {
		const text = readText(base);
		const started = performance.now();
		const parsed = parseResume(text, { asOf });
		const ms = performance.now() - started;
		resumes.push(compare(base, parsed, readTruth(base, dir), ms));
	}
	const exact = Object.fromEntries(
		EXACT_FIELDS.map((field) => [field, resumes.filter((result) => result.exact[field]).length / Math.max(1, resumes.length)])
	) as Record<ExactField, number>;
	const sets = Object.fromEntries(
		SET_FIELDS.map((field) => {
			const total: Counts = { tp: 0, fp: 0, fn: 0 };
			for (const result of resumes) addCounts(total, result.counts[field]);
			return [field, score(total)];
		})
	) as Record<SetField, FieldScore>;
	const meanMs = resumes.reduce((sum, result) => sum + result.ms, 0) / Math.max(1, resumes.length);
	const professions = scoreProfessions(resumes);
	return { resumes, exact, sets, professions, meanMs, coldMs, table: formatTable(exact, sets, resumes.length, meanMs, coldMs), professionTable: formatProfessions(professions) };
}

function scoreProfessions(resumes: ResumeResult[]): ProfessionScore[] {
	const groups = new Map<string, ResumeResult[]>();
	for (const result of resumes) {
		const profession = professionOf(result.base);
		groups.set(profession, [...(groups.get(profession) ?? []), result]);
	}
	return [...groups]
		.map(([profession, list]) => {
			const total = (field: SetField) => {
				const counts: Counts = { tp: 0, fp: 0, fn: 0 };
				for (const result of list) addCounts(counts, result.counts[field]);
				return score(counts);
			};
			const contactRight = list.reduce((sum, result) => sum + Number(result.exact.name) + Number(result.exact.email) + Number(result.exact.phone), 0);
			return { profession, resumes: list.length, skills: total('skills'), experiences: total('experiences'), contact: contactRight / (3 * list.length) };
		})
		.sort((a, b) => a.profession.localeCompare(b.profession));
}

function formatProfessions(professions: ProfessionScore[]): string {
	const pct = (value: number) => value.toFixed(3).padEnd(10);
	return [
		'profession               resumes  skills P   skills R   jobs F1    contact',
		...professions.map(
			(row) => `${row.profession.padEnd(24)} ${String(row.resumes).padEnd(8)} ${pct(row.skills.precision)} ${pct(row.skills.recall)} ${pct(row.experiences.f1)} ${row.contact.toFixed(3)}`
		)
	].join('\n');
}

function formatTable(exact: Record<ExactField, number>, sets: Record<SetField, FieldScore>, n: number, meanMs: number, coldMs: number): string {
	const pct = (value: number) => value.toFixed(3);
	const rows = [
		`resume parser — ${n} resumes, ${meanMs.toFixed(2)} ms mean parse (first parse with index build: ${coldMs.toFixed(0)} ms)`,
		'field              precision  recall     F1',
		...SET_FIELDS.map((field) => `${field.padEnd(18)} ${pct(sets[field].precision).padEnd(10)} ${pct(sets[field].recall).padEnd(10)} ${pct(sets[field].f1)}`),
		'field              exact (share of resumes right)',
		...EXACT_FIELDS.map((field) => `${field.padEnd(18)} ${pct(exact[field])}`)
	];
	return rows.join('\n');
}
