import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseJobText } from '../../worker/core/engine/job-parse';
import { evaluateJobs, evaluateReformatted } from './job-eval';
import { atsReviews, pairwise, scorePairs } from './pairs-eval';

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

const PAIRS_FILE = join(RESUMES, 'pairs.json');

describe.skipIf(!existsSync(PAIRS_FILE))('match and ATS on the hold-out resumes × postings', () => {
	const set = existsSync(PAIRS_FILE) ? scorePairs(PAIRS_FILE, RESUMES, HOLDOUT) : null;

	it('scores every strong pair above every weak pair of the same resume (pairwise accuracy ≥ 0.95)', () => {
		const { total, accuracy, table } = pairwise(set!, /^h\d*_job_/);
		console.log(table);
		expect(total).toBeGreaterThanOrEqual(20);
		expect(accuracy).toBeGreaterThanOrEqual(BARS.pairwise);
	});

	it('never reports an unsafe keyword as present in the ATS review', () => {
		const { leaks } = atsReviews(set!);
		console.log(`hold-out unsafe keywords reported as present: ${leaks.length}${leaks.length ? `\n${leaks.join('\n')}` : ''}`);
		expect(leaks).toEqual([]);
	});
});
