import { describe, expect, it } from 'vitest';
import { Problem } from '../http/problem';
import { jobWith, resumeWith } from '../match/fixtures.test-helpers';
import { scoreMatch } from '../match';
import { AtsResult } from './schema';
import { parseJobText } from '../engine/job-parse';
import { postingTerm, reviewAts } from './service';

const analyst = resumeWith([
	['PostgreSQL', 'Wrote PostgreSQL reports for finance.', 'experience'],
	['Excel', 'Excel, Power Query', 'skills'],
	['Accounting', 'Accounting, GAAP', 'skills']
]);
const dataJob = jobWith(['SQL', 'Excel', 'Python'], ['Tableau']);
const nurse = resumeWith([['Patient care', 'Patient care in a 30-bed ward.', 'experience']], { certifications: ['COREN'] });
const nurseJob = jobWith(['COREN registration', 'Nursing care', 'IV therapy'], ['Wound care']);

describe('reviewAts', () => {
	it('returns the same result for the same input', () => {
		expect(reviewAts(analyst, dataJob)).toEqual(reviewAts(analyst, dataJob));
	});

	it('returns a result the contract schema accepts', () => {
		expect(() => AtsResult.parse(reviewAts(nurse, nurseJob))).not.toThrow();
	});

	it('puts every job keyword in exactly one group', () => {
		for (const [resume, job] of [
			[analyst, dataJob],
			[nurse, nurseJob],
			[nurse, dataJob]
		] as const) {
			const review = reviewAts(resume, job);
			const all = [...review.present, ...review.safeIfTrue, ...review.withoutEvidence].map((k) => k.keyword);
			expect(new Set(all).size).toBe(all.length);
			expect(new Set(all)).toEqual(new Set([...job.job.requiredSkills, ...job.job.niceToHaveSkills].map((s) => s.name)));
		}
	});

	it('never marks a keyword present without quoting the resume', () => {
		const review = reviewAts(analyst, dataJob);
		expect(review.present).toEqual([{ keyword: 'Excel', evidence: 'Excel, Power Query', inResume: true, source: 'resume' }]);
		for (const item of review.present) expect(item.evidence.length).toBeGreaterThan(0);
	});

	it('offers a keyword as safe if true when only a related skill is shown', () => {
		const review = reviewAts(analyst, dataJob);
		const sql = review.safeIfTrue.find((k) => k.keyword === 'SQL');
		expect(sql?.relatedEvidence).toBe('Wrote PostgreSQL reports for finance.');
		expect(sql?.reason).toMatch(/only if it is true/);
		expect(review.withoutEvidence.map((k) => k.keyword)).toEqual(['Python', 'Tableau']);
		expect(review.coverage).toBe(0.25);
	});

	it('codes each safe-if-true reason with the keyword and what the resume shows instead', () => {
		const review = reviewAts(analyst, dataJob);
		expect(review.safeIfTrue.find((k) => k.keyword === 'SQL')).toMatchObject({
			code: 'related_skill',
			params: { skill: 'SQL', related: 'PostgreSQL' }
		});
		const mentioned = reviewAts(
			resumeWith([
				['REST APIs', 'Capstone: a REST API with a React frontend.', 'projects'],
				['Excel', 'Excel, Power Query', 'skills']
			]),
			jobWith(['REST APIs', 'Excel', 'Python'])
		);
		expect(mentioned.safeIfTrue).toEqual([
			expect.objectContaining({ keyword: 'REST APIs', code: 'mentioned_once', params: { skill: 'REST APIs', section: 'projects' } })
		]);
	});

	it('codes its warnings: safe if true, and a hard read', () => {
		expect(reviewAts(analyst, dataJob).warnings).toEqual([expect.objectContaining({ code: 'safe_if_true', params: {} })]);
		const unsure = reviewAts(resumeWith([['Excel', 'Excel', 'skills']], { confidence: 0.3 }), jobWith(['Excel', 'Python', 'SQL']));
		expect(unsure.warnings).toContainEqual(expect.objectContaining({ code: 'low_confidence', params: {} }));
	});

	it('treats a licence on the resume as present for a nursing posting', () => {
		const review = reviewAts(nurse, nurseJob);
		expect(review.present.map((k) => k.keyword)).toEqual(['COREN registration']);
		expect(review.safeIfTrue.map((k) => k.keyword)).toEqual(['Nursing care']);
	});

	it('uses the match confidence when one is given', () => {
		const match = scoreMatch(analyst, dataJob);
		expect(reviewAts(analyst, dataJob, match).confidence).toBe(match.confidence);
	});

	it('fails with insufficient_keywords below three keywords', () => {
		try {
			reviewAts(analyst, jobWith(['SQL', 'Excel']));
		} catch (error) {
			expect((error as Problem).code).toBe('insufficient_keywords');
		}
		expect.assertions(1);
	});

	it('fails with missing_input when the resume or the job is missing', () => {
		try {
			reviewAts(undefined, dataJob);
		} catch (error) {
			expect((error as Problem).code).toBe('missing_input');
		}
		expect.assertions(1);
	});
});

describe('the posting\'s own words', () => {
	it('names each keyword as the posting writes it, what a recruiter\'s search looks for', () => {
		const posting = parseJobText(
			'Enfermeira de UTI Adulto\nHospital Santa Luzia\n\nRequisitos:\n- Experiência com ventilação mecânica\n- Registro ativo no COREN\n- Cuidados de enfermagem em terapia intensiva\n- Controle de infecção hospitalar\n\nDiferenciais:\n- Testes de usabilidade'
		);
		const review = reviewAts(nurse, posting);
		const byKeyword = new Map([...review.present, ...review.safeIfTrue, ...review.withoutEvidence].map((k) => [k.keyword, k.term]));
		expect(byKeyword.get('Mechanical ventilation')).toBe('ventilação mecânica');
		expect(byKeyword.get('Intensive care')).toBe('enfermagem em terapia intensiva');
		// A keyword the posting writes by its canonical name carries no term of its own.
		expect(postingTerm(dataJob, 'SQL')).toBeNull();
	});
});
