import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DIR, evaluateResumes, readFixtureText } from './resume-eval';
import { itMeetsTheResumeBars } from './resume-bars';


describe.skipIf(!existsSync(DEFAULT_DIR))('resume parser on the text fixtures', () => {
	const report = evaluateResumes((base) => readFixtureText(base));
	console.log(report.table + '\n' + report.professionTable);
	for (const result of report.resumes) if (result.misses.length) console.log(`${result.base}\n  ${result.misses.join('\n  ')}`);

	itMeetsTheResumeBars(report);
});
