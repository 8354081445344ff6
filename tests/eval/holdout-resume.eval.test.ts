import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { evaluateResumes, fixtureBases, readFixtureText } from './resume-eval';
import { itMeetsTheResumeBars } from './resume-bars';

// A second set of resumes, written apart from the shared dev fixtures to check that the parser
// generalises: other people, companies and fields (nursing, law, teaching, civil engineering,
// pharmacy, sales, a career changer, a new graduate, a long career) and more hostile layouts (no
// headings, one line per job, tabs, pipes, emoji, post-nominals, obfuscated e-mail, personal data
// lines, Portuguese without accents). Scored by the same code as the dev fixtures, held to the same bars.
const HOLDOUT_DIR = fileURLToPath(new URL('./holdout/resumes/', import.meta.url));


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

	itMeetsTheResumeBars(report);
});
