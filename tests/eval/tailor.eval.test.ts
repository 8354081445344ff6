import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../fixtures/paths.mjs';
import { parseJobText } from '../../worker/core/engine/job-parse';
import { parseResume } from '../../worker/core/engine/resume-parse';
import { canonicalSkill } from '../../worker/core/engine/skills/taxonomy';
import { fold } from '../../worker/core/engine/skills/tokens';
import { tailorResume } from '../../worker/core/tailor/suggest';
import type { Pair } from './pairs-eval';

/**
 * Tailors every resume for every job of the gold pairs (MANIFEST.md, pairs.json) and of the
 * hold-out pairs (tests/eval/holdout/jobs/resumes/pairs.json) with an empty profile, and checks the anti-invention rules: no unsafe keyword is written by any suggestion,
 * every suggestion quotes its evidence verbatim from the resume, and every unsafe keyword the
 * job names is refused.
 */
const REPO = fileURLToPath(new URL('../../', import.meta.url));
const AS_OF = '2026-11';


const HOLDOUT = join(REPO, 'tests', 'eval', 'holdout', 'jobs');
interface Source {
	pair: Pair;
	resumeFile: string;
	jobFile: string;
}
// The shared gold pairs and the team's own hold-out pairs (other people, other postings).
const sources: Source[] = [
	...(JSON.parse(readFileSync(join(FIXTURES, 'pairs.json'), 'utf8')) as Pair[]).map((pair) => ({
		pair,
		resumeFile: join(FIXTURES, 'resumes', `${pair.resume}.txt`),
		jobFile: join(FIXTURES, 'jobs', `${pair.job}.txt`)
	})),
	...(JSON.parse(readFileSync(join(HOLDOUT, 'resumes', 'pairs.json'), 'utf8')) as Pair[]).map((pair) => ({
		pair,
		resumeFile: join(HOLDOUT, 'resumes', `${pair.resume}.txt`),
		jobFile: join(HOLDOUT, `${pair.job}.txt`)
	}))
];

const squash = (value: string) => fold(value).replace(/\s+/g, ' ').trim();
const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Whether a text names a keyword as whole words (accents and case aside). */
const names = (text: string, keyword: string) =>
	new RegExp(`(^|[^\\p{L}\\p{N}])${escape(squash(keyword))}($|[^\\p{L}\\p{N}])`, 'u').test(squash(text));

const results = sources.map(({ pair, resumeFile, jobFile }) => {
	const resumeText = readFileSync(resumeFile, 'utf8');
	const resume = parseResume(resumeText, { asOf: AS_OF });
	const job = parseJobText(readFileSync(jobFile, 'utf8'));
	return { pair, resumeText, result: tailorResume({ resume, resumeText, job, profile: [] }) };
});

describe('tailoring against the gold pairs', () => {
	it('writes no unsafe keyword in any suggestion', () => {
		const leaks: string[] = [];
		const kinds: Record<string, number> = {};
		for (const { pair, result } of results) {
			for (const s of result.suggestions) {
				kinds[s.kind] = (kinds[s.kind] ?? 0) + 1;
				for (const raw of pair.unsafe_keywords) {
					const keyword = canonicalSkill(raw)?.name ?? raw;
					// A suggestion may quote a line the resume already has; it must never bring the word in.
					const introduced = [raw, keyword].some((k) => names(s.after, k) && !names(s.before, k));
					if (introduced || [raw, keyword].includes(String(s.params.skill ?? s.params.keyword))) leaks.push(`${pair.resume} × ${pair.job}: ${s.kind} "${raw}"`);
				}
			}
		}
		console.log(`tailoring: ${results.length} pairs, suggestions by kind ${JSON.stringify(kinds)}; unsafe keywords written: ${leaks.length}${leaks.length ? `\n${leaks.join('\n')}` : ''}`);
		expect(Object.values(kinds).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
		expect(leaks).toEqual([]);
	});

	it('quotes every piece of evidence verbatim from the resume', () => {
		const invented: string[] = [];
		for (const { pair, resumeText, result } of results) {
			const whole = squash(resumeText);
			for (const s of result.suggestions) {
				expect(s.evidence.length).toBeGreaterThan(0);
				for (const e of s.evidence) if (!whole.includes(squash(e.text))) invented.push(`${pair.resume}: ${s.kind} "${e.text}"`);
			}
		}
		expect(invented).toEqual([]);
	});

	it('refuses or leaves alone every unsafe keyword the job names', () => {
		const written: string[] = [];
		for (const { pair, result } of results) {
			const added = new Set(result.suggestions.filter((s) => s.kind === 'add_keyword').map((s) => String(s.params.skill)));
			for (const raw of pair.unsafe_keywords) {
				const keyword = canonicalSkill(raw)?.name ?? raw;
				if (added.has(keyword)) written.push(`${pair.resume} × ${pair.job}: ${keyword}`);
			}
		}
		const refusals = results.reduce((sum, r) => sum + r.result.refused.length, 0);
		console.log(`tailoring: ${refusals} keywords refused across ${results.length} pairs`);
		expect(refusals).toBeGreaterThan(0);
		expect(written).toEqual([]);
	});
});
