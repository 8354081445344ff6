import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseJobText } from '../../worker/core/engine/job-parse';
import { evaluateJobs, evaluateReformatted } from './job-eval';

/**
 * Ordinary documents of every profession (issue 11): a third set of fictional postings
 * (tests/eval/holdout2/jobs, the dev truth format of MANIFEST.md) written apart from the parser —
 * nurses, lawyers and paralegals, teachers, accountants and tax analysts, product and research,
 * design, public service, maintenance — in English and Portuguese, pasted the ways people paste
 * them: two-line postings from a chat, pages copied with a job board's links and "About us" before
 * the job, a page's HTML source with scripts, styles and an advert, an advert's text in the middle,
 * ambiguous acronyms (ER, FT/PT, TPM as a job and as maintenance). Scored by job-eval.ts, with
 * required skills per profession so a weak profession shows.
 */
const SET = join(fileURLToPath(new URL('./holdout2/jobs', import.meta.url)));
const read = (file: string) => readFileSync(join(SET, file), 'utf8');

const BARS = { requiredRecall: 0.9, requiredPrecision: 0.9, title: 0.9, company: 0.85, location: 0.85, professionRecall: 0.8 };

describe.skipIf(!existsSync(SET))('job parser on postings of every profession', () => {
	const report = evaluateJobs(SET);
	console.log(report.table.replace(/^job parser/, 'job parser (professions)'));
	for (const job of report.jobs) if (job.misses.length) console.log(`${job.file}\n  ${job.misses.join('\n  ')}`);

	it('reads every posting, the short ones too, without refusing any', () => {
		expect(report.jobs.length).toBeGreaterThanOrEqual(15);
		for (const job of report.jobs) expect(job.misses.filter((miss) => miss.startsWith('threw')), job.file).toEqual([]);
	});

	it('finds at least 90% of the required skills, and at least 90% of those it calls required are', () => {
		expect(report.required.recall).toBeGreaterThanOrEqual(BARS.requiredRecall);
		expect(report.required.precision).toBeGreaterThanOrEqual(BARS.requiredPrecision);
	});

	it('leaves no profession far behind: each finds at least 80% of its required skills', () => {
		for (const [profession, row] of Object.entries(report.byProfession)) expect(row.recall, profession).toBeGreaterThanOrEqual(BARS.professionRecall);
	});

	it('gets title, company and place right past board links, about-us blurbs and markup', () => {
		expect(report.exact.title).toBeGreaterThanOrEqual(BARS.title);
		expect(report.exact.company).toBeGreaterThanOrEqual(BARS.company);
		expect(report.exact.location).toBeGreaterThanOrEqual(BARS.location);
	});

	it('warns with low_confidence on a short posting it reads', () => {
		for (const file of ['h4_job_pt_tecnico_enfermagem_curto_ipe_branco.txt', 'h4_job_en_staff_accountant_short_pinehaven.txt']) {
			expect(parseJobText(read(file)).warnings.map((warning) => warning.code), file).toContain('low_confidence');
		}
	});

	it('takes no skill from a script, a style, an advert or a board link', () => {
		const names = (file: string) => {
			const { job } = parseJobText(read(file));
			return [...job.requiredSkills, ...job.niceToHaveSkills].map((skill) => skill.name);
		};
		const markup = names('h4_job_pt_professor_fundamental_markup_buriti.txt');
		for (const name of ['Python', 'AWS', 'Kubernetes', 'Salesforce', 'Java', 'Scrum', 'Excel', 'Power BI']) expect(markup, name).not.toContain(name);
		const advert = names('h4_job_en_product_designer_ad_larchmont.txt');
		for (const name of ['Python', 'SQL']) expect(advert, name).not.toContain(name);
	});

	it('reads an acronym by its context: TPM the job is no maintenance, TPM on a plant floor is; ER is the emergency room, FT/PT no therapy', () => {
		const names = (file: string) => [...parseJobText(read(file)).job.requiredSkills, ...parseJobText(read(file)).job.niceToHaveSkills].map((skill) => skill.name);
		expect(names('h4_job_en_technical_program_manager_lumenfield.txt')).not.toContain('Total productive maintenance');
		expect(names('h4_job_pt_tecnico_manutencao_tpm_siderurgica_itauna.txt')).toContain('Total productive maintenance');
		const nurse = names('h4_job_en_er_nurse_board_cedarline.txt');
		expect(nurse).toContain('Emergency care');
		expect(nurse).not.toContain('Physical therapy');
	});
});

describe.skipIf(!existsSync(SET))('job parser on postings of every profession, reformatted', () => {
	const { pooled } = evaluateReformatted(SET);
	console.log(`professions reformatted: required P ${pooled.required.precision.toFixed(3)}, R ${pooled.required.recall.toFixed(3)}, title ${pooled.exact.title.toFixed(3)}`);

	it('holds the required-skill bars when the postings are pasted in other shapes', () => {
		expect(pooled.required.recall).toBeGreaterThanOrEqual(BARS.requiredRecall);
		expect(pooled.required.precision).toBeGreaterThanOrEqual(BARS.requiredPrecision);
	});
});
