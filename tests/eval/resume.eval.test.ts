import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DIR, evaluateResumes, readFixtureText } from './resume-eval';

// The bars the parser is held to (on these fixtures and on a hidden set of the same kind).
const BARS = {
	skillsRecall: 0.92,
	skillsPrecision: 0.88,
	exact: 0.97,
	experiencesF1: 0.92
};

describe.skipIf(!existsSync(DEFAULT_DIR))('resume parser on the text fixtures', () => {
	const report = evaluateResumes((base) => readFixtureText(base));
	console.log(report.table + '\n' + report.professionTable);
	for (const result of report.resumes) if (result.misses.length) console.log(`${result.base}\n  ${result.misses.join('\n  ')}`);

	it('finds at least 92% of the skills, and at least 88% of what it finds is right', () => {
		expect(report.sets.skills.recall).toBeGreaterThanOrEqual(BARS.skillsRecall);
		expect(report.sets.skills.precision).toBeGreaterThanOrEqual(BARS.skillsPrecision);
	});

	it('gets name, e-mail and phone exactly right on 97% of resumes', () => {
		expect(report.exact.name).toBeGreaterThanOrEqual(BARS.exact);
		expect(report.exact.email).toBeGreaterThanOrEqual(BARS.exact);
		expect(report.exact.phone).toBeGreaterThanOrEqual(BARS.exact);
	});

	it('reads jobs (title, company and start month) with F1 of at least 0.92', () => {
		expect(report.sets.experiences.f1).toBeGreaterThanOrEqual(BARS.experiencesF1);
	});
});
