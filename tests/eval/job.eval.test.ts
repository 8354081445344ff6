import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DIR, evaluateJobs, evaluateReformatted } from './job-eval';

// The bars the job parser is held to (on these fixtures and on a hidden set of the same kind).
const BARS = {
	requiredRecall: 0.85,
	requiredPrecision: 0.8,
	title: 0.9,
	seniority: 0.85,
	workMode: 0.85
};

describe.skipIf(!existsSync(DEFAULT_DIR))('job parser on the job fixtures', () => {
	const report = evaluateJobs();
	console.log(report.table);
	for (const job of report.jobs) if (job.misses.length) console.log(`${job.file}\n  ${job.misses.join('\n  ')}`);
	for (const wall of report.walls) if (wall.misses.length) console.log(`${wall.file}\n  ${wall.misses.join('\n  ')}`);

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

	it('reports a login wall as blocked, with at most the title and the company', () => {
		for (const wall of report.walls) expect(wall.misses, wall.file).toEqual([]);
	});
});

describe.skipIf(!existsSync(DEFAULT_DIR))('job parser on the same postings reformatted', () => {
	const { byReformat, pooled } = evaluateReformatted();
	const f = (value: number) => value.toFixed(2);
	console.log(
		[
			`${'reformatted postings'.padEnd(37)} req P  req R  title  senior  mode`,
			...Object.entries(byReformat).map(
				([name, report]) =>
					`${name.padEnd(37)} ${f(report.required.precision)}   ${f(report.required.recall)}   ${f(report.exact.title)}   ${f(report.exact.seniority)}    ${f(report.exact.workMode)}`
			)
		].join('\n')
	);
	for (const job of pooled.jobs) if (job.misses.length) console.log(`${job.file}\n  ${job.misses.join('\n  ')}`);

	it('holds the same bars when the postings are pasted with other bullets, headings, decorations and furniture', () => {
		expect(pooled.required.recall).toBeGreaterThanOrEqual(BARS.requiredRecall);
		expect(pooled.required.precision).toBeGreaterThanOrEqual(BARS.requiredPrecision);
		expect(pooled.exact.title).toBeGreaterThanOrEqual(BARS.title);
		expect(pooled.exact.seniority).toBeGreaterThanOrEqual(BARS.seniority);
		expect(pooled.exact.workMode).toBeGreaterThanOrEqual(BARS.workMode);
	});
});
