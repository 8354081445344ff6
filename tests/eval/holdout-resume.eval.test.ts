import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { evaluateResumes, fixtureBases, readFixtureText } from './resume-eval';

// A second set of resumes, written apart from the shared dev fixtures to check that the parser
// generalises: other people, companies and fields (nursing, law, teaching, civil engineering,
// pharmacy, sales, a career changer, a new graduate, a long career) and more hostile layouts (no
// headings, one line per job, tabs, pipes, emoji, post-nominals, obfuscated e-mail, personal data
// lines, Portuguese without accents). Scored by the same code as the dev fixtures, held to the same bars.
const HOLDOUT_DIR = fileURLToPath(new URL('./holdout/resumes/', import.meta.url));

const BARS = {
	skillsRecall: 0.92,
	skillsPrecision: 0.88,
	exact: 0.97,
	experiencesF1: 0.92
};

describe.skipIf(!existsSync(HOLDOUT_DIR))('resume parser on the hold-out resumes', () => {
	const report = evaluateResumes((base) => readFixtureText(base, HOLDOUT_DIR), { dir: HOLDOUT_DIR });
	console.log(`HOLD-OUT ${report.table}` + '\n' + report.professionTable);
	for (const result of report.resumes) if (result.misses.length) console.log(`${result.base}\n  ${result.misses.join('\n  ')}`);

	it('has at least 10 resumes, in both languages', () => {
		const bases = fixtureBases(HOLDOUT_DIR);
		expect(bases.length).toBeGreaterThanOrEqual(10);
		expect(bases.filter((base) => /^h\d*_pt_/.test(base)).length).toBeGreaterThanOrEqual(5);
		expect(bases.filter((base) => /^h\d*_en_/.test(base)).length).toBeGreaterThanOrEqual(5);
	});

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
