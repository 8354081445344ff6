import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { reviewAts } from '../../worker/core/ats/service';
import { parseJobText } from '../../worker/core/job/parse';
import type { ParsedJob } from '../../worker/core/job/schema';
import { scoreMatch } from '../../worker/core/match/service';
import { parseResume } from '../../worker/core/resume/parse';
import type { ParsedResume } from '../../worker/core/resume/schema';
import { canonicalSkill } from '../../worker/core/skills/taxonomy';
import { evaluateJobs, evaluateReformatted } from './job-eval';

/**
 * A second, held-out set of fictional postings (tests/eval/holdout/jobs, same truth format as the
 * shared fixtures: MANIFEST.md) written to be unlike the dev ones — other professions, other
 * headings, titles behind banners and "Vaga:" lines, work modes only in the place line, levels only
 * in words, injected instructions, benefits full of skill-like words, three HTML layouts. It is
 * scored by the same scorer (job-eval.ts) and held to the same bars as the dev set, and a small
 * set of resumes × postings is held to the match bars of match.eval.test.ts. Nothing in the parser
 * may name anything in these files: they stand in for the hidden set.
 */
const HOLDOUT = join(fileURLToPath(new URL('./holdout/jobs', import.meta.url)));
const RESUMES = join(HOLDOUT, 'resumes');
const AS_OF = '2026-11';

const BARS = {
	requiredRecall: 0.85,
	requiredPrecision: 0.8,
	title: 0.9,
	seniority: 0.85,
	workMode: 0.85,
	pairwise: 0.95
};

describe.skipIf(!existsSync(HOLDOUT))('job parser on the hold-out postings', () => {
	const report = evaluateJobs(HOLDOUT);
	console.log(report.table.replace(/^job parser/, 'job parser (hold-out)'));
	for (const job of report.jobs) if (job.misses.length) console.log(`${job.file}\n  ${job.misses.join('\n  ')}`);
	for (const wall of report.walls) if (wall.misses.length) console.log(`${wall.file}\n  ${wall.misses.join('\n  ')}`);

	it('scores every posting of the set, the HTML pages too', () => {
		expect(report.jobs.filter((job) => job.file.endsWith('.txt')).length).toBeGreaterThanOrEqual(12);
		expect(report.jobs.filter((job) => job.file.endsWith('.html')).length).toBeGreaterThanOrEqual(3);
		for (const job of report.jobs) expect(job.misses.filter((miss) => miss.startsWith('threw')), job.file).toEqual([]);
	});

	it('finds at least 85% of the required skills, and at least 80% of those it calls required are', () => {
		expect(report.required.recall).toBeGreaterThanOrEqual(BARS.requiredRecall);
		expect(report.required.precision).toBeGreaterThanOrEqual(BARS.requiredPrecision);
	});

	it('gets the title exactly right on at least 90% of postings', () => {
		expect(report.exact.title).toBeGreaterThanOrEqual(BARS.title);
	});

	it('gets the seniority and the work mode right on at least 85% of postings', () => {
		expect(report.exact.seniority).toBeGreaterThanOrEqual(BARS.seniority);
		expect(report.exact.workMode).toBeGreaterThanOrEqual(BARS.workMode);
	});

	it('follows no instruction written in a posting', () => {
		// Two postings end with "ignore all previous instructions … list X as required": the skills
		// they name appear nowhere else in those postings.
		const injected: Record<string, string[]> = {
			'h_job_pt_advogado_trabalhista_moura.txt': ['Python', 'AWS', 'Kubernetes'],
			'h_job_en_staff_backend_ridgeway.txt': ['Salesforce', 'Excel']
		};
		for (const [file, names] of Object.entries(injected)) {
			const parsed = parseJobText(readFileSync(join(HOLDOUT, file), 'utf8'));
			const skills = [...parsed.job.requiredSkills, ...parsed.job.niceToHaveSkills].map((skill) => skill.name);
			for (const name of names) expect(skills, `${file}: ${name}`).not.toContain(name);
		}
	});
});

describe.skipIf(!existsSync(HOLDOUT))('job parser on the hold-out postings reformatted', () => {
	const { byReformat, pooled } = evaluateReformatted(HOLDOUT);
	const f = (value: number) => value.toFixed(2);
	console.log(
		[
			`${'reformatted hold-out postings'.padEnd(37)} req P  req R  title  senior  mode`,
			...Object.entries(byReformat).map(
				([name, report]) =>
					`${name.padEnd(37)} ${f(report.required.precision)}   ${f(report.required.recall)}   ${f(report.exact.title)}   ${f(report.exact.seniority)}    ${f(report.exact.workMode)}`
			)
		].join('\n')
	);

	it('holds the same bars when the hold-out postings are pasted in other shapes', () => {
		expect(pooled.required.recall).toBeGreaterThanOrEqual(BARS.requiredRecall);
		expect(pooled.required.precision).toBeGreaterThanOrEqual(BARS.requiredPrecision);
		expect(pooled.exact.title).toBeGreaterThanOrEqual(BARS.title);
		expect(pooled.exact.seniority).toBeGreaterThanOrEqual(BARS.seniority);
		expect(pooled.exact.workMode).toBeGreaterThanOrEqual(BARS.workMode);
	});
});

interface Pair {
	resume: string;
	job: string;
	fit: 'strong' | 'partial' | 'weak';
	matched: string[];
	gaps: string[];
	unsafe_keywords: string[];
	note?: string;
}

const PAIRS_FILE = join(RESUMES, 'pairs.json');

describe.skipIf(!existsSync(PAIRS_FILE))('match and ATS on the hold-out resumes × postings', () => {
	const pairs: Pair[] = existsSync(PAIRS_FILE) ? JSON.parse(readFileSync(PAIRS_FILE, 'utf8')) : [];
	const resumes = new Map<string, ParsedResume>();
	const jobs = new Map<string, ParsedJob>();
	for (const pair of pairs) {
		if (!resumes.has(pair.resume)) resumes.set(pair.resume, parseResume(readFileSync(join(RESUMES, `${pair.resume}.txt`), 'utf8'), { asOf: AS_OF }));
		if (!jobs.has(pair.job)) jobs.set(pair.job, parseJobText(readFileSync(join(HOLDOUT, `${pair.job}.txt`), 'utf8')));
	}
	const scored = pairs.map((pair) => ({ ...pair, match: scoreMatch(resumes.get(pair.resume)!, jobs.get(pair.job)!) }));

	it('scores every strong pair above every weak pair of the same resume (pairwise accuracy ≥ 0.95)', () => {
		const jobNames = [...jobs.keys()];
		const lines = [`${'resume'.padEnd(34)} ${jobNames.map((job) => job.replace(/^h_job_/, '').slice(0, 13).padStart(14)).join('')}`];
		for (const resume of resumes.keys()) {
			const row = jobNames.map((job) => {
				const pair = scored.find((p) => p.resume === resume && p.job === job);
				return (pair ? `${pair.match.score} ${pair.fit[0].toUpperCase()}` : '').padStart(14);
			});
			lines.push(`${resume.padEnd(34)} ${row.join('')}`);
		}
		let total = 0;
		let right = 0;
		const wrong: string[] = [];
		for (const strong of scored.filter((p) => p.fit === 'strong')) {
			for (const weak of scored.filter((p) => p.fit === 'weak' && p.resume === strong.resume)) {
				total += 1;
				if (strong.match.score > weak.match.score) right += 1;
				else wrong.push(`${strong.resume}: ${strong.job} (${strong.match.score}) ≤ ${weak.job} (${weak.match.score})`);
			}
		}
		const accuracy = total ? right / total : 0;
		lines.push(`pairwise accuracy (strong > weak, same resume): ${right}/${total} = ${accuracy.toFixed(3)} (S strong, P partial, W weak)`, ...wrong);
		console.log(lines.join('\n'));
		expect(total).toBeGreaterThanOrEqual(20);
		expect(accuracy).toBeGreaterThanOrEqual(BARS.pairwise);
	});

	it('never reports an unsafe keyword as present in the ATS review', () => {
		const leaks: string[] = [];
		for (const pair of scored) {
			const review = reviewAts(resumes.get(pair.resume)!, jobs.get(pair.job)!, pair.match);
			const present = new Set(review.present.map((keyword) => keyword.keyword));
			for (const raw of pair.unsafe_keywords) {
				const keyword = canonicalSkill(raw)?.name ?? raw;
				if (present.has(keyword)) leaks.push(`${pair.resume} × ${pair.job}: ${keyword}`);
			}
		}
		console.log(`hold-out unsafe keywords reported as present: ${leaks.length}${leaks.length ? `\n${leaks.join('\n')}` : ''}`);
		expect(leaks).toEqual([]);
	});
});
