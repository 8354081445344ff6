/**
 * How much recall the AI adds (issue 17), and that precision does not drop: every fixture resume
 * and job posting is extracted by the rules (POST /resume/extract, POST /job/extract), then the AI
 * route is asked (POST /resume/{id}/ai-suggestions, POST /job/{id}/ai-suggestions) with the GOOD
 * test-only fake provider (relay/ai/fake-answers.mjs), twice: `items-good` (names from a small list)
 * and `items-good-wide` (also every taxonomy name and list item written under a skills or
 * requirements heading). Both only name what a line writes, quoting it; neither reads a truth file.
 * Precision must not drop with `items-good`; with the eager reader the table shows what its extra
 * recall costs — words the text writes that the truth does not count as skills. The suggestions
 * the grounding guard lets through are added beside the rules' result, as a person accepting every
 * one would; both are scored against the truth files, per field (resume skills, job requirements)
 * and per profession (from the file names, as the other evals).
 *
 * The dev fixtures (tests/fixtures, the specification's copies) come first; the hold-out sets in
 * tests/eval are scored the same way, apart — the rules already find every skill of the dev set, so
 * only the others can show a gain. Nothing here is tuned to any fixture.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiCore, relayDataDir, removeDir, startFakeProvider, type Fake } from '../../worker/core/ai/fake-assist.test-helpers';
import { canonicalSkill, skillByName } from '../../worker/core/engine/skills/taxonomy';
import { FIXTURES } from '../fixtures/paths.mjs';
import { professionOf as jobProfession } from './job-eval';
import { professionOf as resumeProfession } from './resume-eval';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Each set: its resumes and its postings, each a `.txt` beside a `.truth.json` (MANIFEST.md). */
const SETS = [
	{ set: 'dev fixtures', resumes: join(FIXTURES, 'resumes'), jobs: join(FIXTURES, 'jobs') },
	{ set: 'hold-out', resumes: here('./holdout/resumes/'), jobs: here('./holdout/jobs/') },
	{ set: 'hold-out layouts', resumes: here('./holdout2/resumes/'), jobs: here('./holdout2/jobs/') }
];

type Field = 'skills' | 'requirements';
type Counts = { tp: number; fp: number; fn: number };
type Reader = 'items-good' | 'items-good-wide';
type Scored = { reader: Reader; set: string; field: Field; profession: string; rules: Counts; withAi: Counts; offered: number };

const bases = (dir: string) =>
	existsSync(dir)
		? readdirSync(dir)
				.filter((file) => file.endsWith('.truth.json') && existsSync(join(dir, file.replace(/\.truth\.json$/, '.txt'))))
				.map((file) => file.slice(0, -'.truth.json'.length))
				.sort()
		: [];

const norm = (value: string) =>
	value
		.normalize('NFD')
		.replace(/\p{M}/gu, '')
		.toLowerCase()
		.replace(/[^\p{L}\p{N}+#]+/gu, ' ')
		.trim();
const skillKey = (name: string) => canonicalSkill(name)?.name ?? name;

/** A predicted skill is right when its name or an alias names a truth skill (as resume-eval and job-eval score it). */
function scoreSkills(predicted: readonly string[], truth: readonly string[]): Counts {
	const truthKeys = new Set(truth.map(skillKey));
	const byFolded = new Map([...truth, ...truthKeys].map((name) => [norm(name), skillKey(name)]));
	const found = new Set<string>();
	let fp = 0;
	for (const name of new Set(predicted)) {
		const surfaces = [name, ...(skillByName(name)?.aliases ?? [])];
		const hit = truthKeys.has(name) ? name : surfaces.map((surface) => (truthKeys.has(skillKey(surface)) ? skillKey(surface) : byFolded.get(norm(surface)))).find(Boolean);
		if (hit) found.add(hit);
		else fp++;
	}
	return { tp: found.size, fp, fn: [...truthKeys].filter((key) => !found.has(key)).length };
}

const add = (into: Counts, more: Counts) => {
	into.tp += more.tp;
	into.fp += more.fp;
	into.fn += more.fn;
};
const precision = (c: Counts) => (c.tp + c.fp ? c.tp / (c.tp + c.fp) : 1);
const recall = (c: Counts) => (c.tp + c.fn ? c.tp / (c.tp + c.fn) : 1);

let fake: Fake;
let dataDir: string;
const scored: Scored[] = [];

/** Every set's documents through the rules and the AI route, with the fake answering as `reader`. */
async function score(reader: Reader) {
	fake.behave({ chat: reader });
	const { api } = await aiCore(fake, dataDir);
	for (const { set, resumes, jobs } of SETS) {
		for (const base of bases(resumes)) {
			const truth = JSON.parse(readFileSync(join(resumes, `${base}.truth.json`), 'utf8')) as { skills: string[] };
			const read = await api.post('/resume/extract', { text: readFileSync(join(resumes, `${base}.txt`), 'utf8') });
			if (read.status !== 201 && read.status !== 200) throw new Error(`${base}: ${JSON.stringify(read.data)}`);
			const rules = (read.data.profile.skills as { name: string }[]).map((skill) => skill.name);
			const ai = await api.post(`/resume/${read.data.id}/ai-suggestions`, { kinds: ['skill'] });
			if (ai.data.state !== 'used') throw new Error(`${base}: the AI was not used (${ai.data.reason})`);
			const offered = (ai.data.suggestions as { candidate: { skills: string[] } }[]).map((suggestion) => suggestion.candidate.skills[0]);
			scored.push({ reader, set, field: 'skills', profession: resumeProfession(base), rules: scoreSkills(rules, truth.skills), withAi: scoreSkills([...rules, ...offered], truth.skills), offered: offered.length });
		}
		for (const base of bases(jobs)) {
			const truth = JSON.parse(readFileSync(join(jobs, `${base}.truth.json`), 'utf8')) as { required_skills: string[]; nice_to_have_skills: string[] };
			const read = await api.post('/job/extract', { text: readFileSync(join(jobs, `${base}.txt`), 'utf8') });
			if (read.status !== 201 && read.status !== 200) throw new Error(`${base}: ${JSON.stringify(read.data)}`);
			const rules = [...read.data.job.requiredSkills, ...read.data.job.niceToHaveSkills].map((skill: { name: string }) => skill.name);
			const ai = await api.post(`/job/${read.data.id}/ai-suggestions`, {});
			if (ai.data.state !== 'used') throw new Error(`${base}: the AI was not used (${ai.data.reason})`);
			const offered = (ai.data.suggestions as { skill: { name: string } }[]).map((suggestion) => suggestion.skill.name);
			const wanted = [...truth.required_skills, ...truth.nice_to_have_skills];
			scored.push({ reader, set, field: 'requirements', profession: jobProfession(`${base}.txt`), rules: scoreSkills(rules, wanted), withAi: scoreSkills([...rules, ...offered], wanted), offered: offered.length });
		}
	}
	console.log(table(reader, scored.filter((row) => row.reader === reader)));
}

beforeAll(async () => {
	fake = await startFakeProvider();
	dataDir = await relayDataDir();
	await score('items-good');
	await score('items-good-wide');
}, 600_000);

afterAll(async () => {
	await fake?.close();
	if (dataDir) await removeDir(dataDir);
});

type Row = { rules: Counts; withAi: Counts; documents: number; offered: number };

function group(rows: Scored[], key: (row: Scored) => string): Map<string, Row> {
	const out = new Map<string, Row>();
	for (const row of rows) {
		const into = out.get(key(row)) ?? { rules: { tp: 0, fp: 0, fn: 0 }, withAi: { tp: 0, fp: 0, fn: 0 }, documents: 0, offered: 0 };
		add(into.rules, row.rules);
		add(into.withAi, row.withAi);
		into.documents++;
		into.offered += row.offered;
		out.set(key(row), into);
	}
	return out;
}

function table(reader: Reader, rows: Scored[]): string {
	const f = (value: number) => value.toFixed(3);
	const line = (label: string, row: Row) =>
		`${label.padEnd(52)} ${String(row.documents).padStart(4)} ${String(row.offered).padStart(7)}   ${f(precision(row.rules))}  ${f(recall(row.rules))}    ${f(precision(row.withAi))}  ${f(recall(row.withAi))}   ${(recall(row.withAi) - recall(row.rules) >= 0 ? '+' : '')}${f(recall(row.withAi) - recall(row.rules))}`;
	const out = [`AI ASSIST (${reader}) — rules alone vs rules + every accepted AI suggestion`, `${'set / field / profession'.padEnd(52)} docs offered   rules P rules R  +AI P  +AI R   recall added`];
	for (const [key, row] of group(rows, (r) => `${r.set} / ${r.field}`)) {
		out.push(line(key, row));
		const [set, field] = key.split(' / ');
		for (const [profession, byProfession] of group(
			rows.filter((r) => r.set === set && r.field === field),
			(r) => r.profession
		))
			out.push(line(`    ${profession}`, byProfession));
	}
	return out.join('\n');
}

const of = (reader: Reader) => scored.filter((row) => row.reader === reader);

describe('AI suggestions on the fixtures, with the good fake provider', () => {
	it('scores every fixture of the dev set, resumes and postings, with both readers', () => {
		expect(bases(SETS[0].resumes).length).toBeGreaterThan(0);
		for (const reader of ['items-good', 'items-good-wide'] as const) {
			expect(of(reader).filter((row) => row.set === 'dev fixtures' && row.field === 'skills').length).toBe(bases(SETS[0].resumes).length);
			expect(of(reader).filter((row) => row.set === 'dev fixtures' && row.field === 'requirements').length).toBe(bases(SETS[0].jobs).length);
		}
	});

	it('never lowers recall: the rules’ result stands, the AI only adds beside it (both readers)', () => {
		for (const [key, row] of group(scored, (r) => `${r.reader} / ${r.set} / ${r.field} / ${r.profession}`)) expect(recall(row.withAi), key).toBeGreaterThanOrEqual(recall(row.rules));
	});

	it('does not lower precision with the good reader on the dev fixtures, resumes and postings', () => {
		// Only the dev set is held to it: on the hold-out sets an honest reader also quotes what the rules
		// rightly skip (an advert inside a posting: "Learn Python and SQL in 12 weeks"), which the guard
		// cannot tell from a requirement — the table shows that cost rather than a fake tuned around it.
		for (const [key, row] of group(
			of('items-good').filter((r) => r.set === 'dev fixtures'),
			(r) => `${r.set} / ${r.field}`
		))
			expect(precision(row.withAi), key).toBeGreaterThanOrEqual(precision(row.rules));
	});

	it('reports the eager reader’s recall gain against its precision cost (what the text writes is not always a skill the truth counts)', () => {
		const rows = group(of('items-good-wide'), (r) => r.field);
		const lines = [...rows].map(([field, row]) => `${field}: recall ${(recall(row.withAi) - recall(row.rules)).toFixed(3)} added, precision ${(precision(row.withAi) - precision(row.rules)).toFixed(3)}`);
		console.log(`items-good-wide, all sets: ${lines.join('; ')}`);
		expect(rows.size).toBe(2);
	});
});
