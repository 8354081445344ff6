import { describe, expect, it } from 'vitest';
import { Problem } from '../http/problem';
import { jobWith, resumeWith } from './fixtures.test-helpers';
import { MatchResult } from './schema';
import { OVERQUALIFIED_CAP, scoreMatch, WEIGHTS } from './service';

const nurse = resumeWith(
	[
		['Patient care', 'Provided patient care for 24 beds in a surgical ward.', 'experience'],
		['Medication administration', 'Medication administration, IV therapy, wound care', 'skills'],
		['Wound care', 'Medication administration, IV therapy, wound care', 'skills'],
		['Triage', 'Triage of walk-in patients with the Manchester protocol.', 'experience']
	],
	{ certifications: ['COREN'], language: 'pt', years: 7 }
);
const accountant = resumeWith(
	[
		['Accounting', 'Accounting, GAAP, month-end close', 'skills'],
		['GAAP', 'Accounting, GAAP, month-end close', 'skills'],
		['Month-end close', 'Led the month-end close for three entities.', 'experience'],
		['Excel', 'Excel (pivot tables, XLOOKUP)', 'skills']
	],
	{ certifications: ['CPA'], years: 9 }
);
const nurseJob = jobWith(['Nursing care', 'Patient care', 'COREN registration', 'Wound care'], ['Intensive care'], {
	language: 'pt',
	minYears: 2
});
const accountantJob = jobWith(['CPA', 'GAAP', 'Month-end close', 'Account reconciliation'], ['SQL'], { minYears: 5, seniority: 'senior' });

describe('scoreMatch', () => {
	it('returns the same result for the same input', () => {
		expect(scoreMatch(nurse, nurseJob)).toEqual(scoreMatch(nurse, nurseJob));
		expect(JSON.stringify(scoreMatch(accountant, accountantJob))).toBe(JSON.stringify(scoreMatch(accountant, accountantJob)));
	});

	it('returns a result the contract schema accepts', () => {
		expect(() => MatchResult.parse(scoreMatch(nurse, nurseJob))).not.toThrow();
	});

	it('keeps its weights summing to one', () => {
		expect(Object.values(WEIGHTS).reduce((a, b) => a + b, 0)).toBeCloseTo(1);
	});

	it('quotes the resume for each met requirement, licences included', () => {
		const result = scoreMatch(accountant, accountantJob);
		expect(result.evidence).toContainEqual({ requirement: 'CPA', resumeEvidence: 'CPA', section: 'certifications', source: 'resume' });
		expect(result.evidence).toContainEqual({
			requirement: 'Month-end close',
			resumeEvidence: 'Led the month-end close for three entities.',
			section: 'experience',
			source: 'resume'
		});
		const nurseResult = scoreMatch(nurse, nurseJob);
		expect(nurseResult.evidence.map((e) => e.requirement)).toContain('COREN registration');
	});

	it('gives a related skill partial credit under its own name, with one verdict: never the skill itself, never also a gap', () => {
		// Nursing care is not written; a related skill is, and the taxonomy relates them.
		const result = scoreMatch(nurse, jobWith(['Nursing care']));
		expect(result.gaps.filter((gap) => gap.requirementCode === 'skill')).toEqual([]);
		expect(result.evidence).toHaveLength(1);
		expect(result.evidence[0]).toMatchObject({ requirement: 'Nursing care', related: 'COREN registration', resumeEvidence: 'COREN' });
		expect(result.evidence[0].resumeEvidence).not.toMatch(/nursing care/i);
		const none = scoreMatch(nurse, jobWith(['Accounts payable']));
		const exact = scoreMatch(nurse, jobWith(['Patient care']));
		expect(result.breakdown.skills).toBe(50);
		expect(none.breakdown.skills).toBe(0);
		expect(exact.breakdown.skills).toBe(100);
	});

	it('never tells the user to add a skill the resume does not show', () => {
		for (const [resume, job] of [
			[nurse, nurseJob],
			[accountant, accountantJob],
			[nurse, accountantJob],
			[accountant, nurseJob]
		] as const) {
			const result = scoreMatch(resume, job);
			const shown = new Set(result.evidence.map((e) => e.requirement));
			for (const { action } of result.safeActions) {
				expect(action).not.toMatch(/^(add|include|write|list)\b/i);
				const highlight = /^Highlight (.+), which your resume shows/.exec(action);
				if (highlight) expect(shown.has(highlight[1])).toBe(true);
			}
		}
	});

	it('suggests getting certified for a missing licence and learning a missing skill', () => {
		const result = scoreMatch(nurse, accountantJob);
		const actions = result.safeActions.map((a) => a.action);
		expect(actions).toContain('Get certified in CPA.');
		// Every skill to learn in one step.
		expect(actions.filter((action) => action.startsWith('Learn '))).toEqual(['Learn GAAP, Month-end close, Account reconciliation.']);
	});

	it('scores the nurse higher for the nursing job than the accountant, and the reverse', () => {
		expect(scoreMatch(nurse, nurseJob).score).toBeGreaterThan(scoreMatch(accountant, nurseJob).score);
		expect(scoreMatch(accountant, accountantJob).score).toBeGreaterThan(scoreMatch(nurse, accountantJob).score);
	});

	it('holds an experienced professional below a fitting role for an internship or a junior job, whatever the skills', () => {
		const analyst = resumeWith(
			[
				['SQL', 'SQL, Python, Excel', 'skills'],
				['Python', 'SQL, Python, Excel', 'skills'],
				['Excel', 'SQL, Python, Excel', 'skills']
			],
			{ years: 6 }
		);
		const internship = scoreMatch(analyst, jobWith(['SQL', 'Excel'], ['Python'], { seniority: 'intern' }));
		const seniorRole = scoreMatch(analyst, jobWith(['SQL', 'Python', 'Looker'], [], { seniority: 'senior', minYears: 5 }));
		expect(internship.breakdown.skills).toBe(100);
		expect(internship.breakdown.seniority).toBe(0);
		expect(internship.score).toBeLessThanOrEqual(OVERQUALIFIED_CAP);
		expect(seniorRole.score).toBeGreaterThan(internship.score);
		// Two years of work are no bar to a junior job, nor one year to an internship.
		expect(scoreMatch(resumeWith([['SQL', 'SQL', 'skills']], { years: 2 }), jobWith(['SQL'], [], { seniority: 'junior' })).breakdown.seniority).toBe(100);
		expect(scoreMatch(resumeWith([['SQL', 'SQL', 'skills']], { years: 1 }), jobWith(['SQL'], [], { seniority: 'intern' })).breakdown.seniority).toBe(100);
	});

	it('marks missing years of experience as a required gap', () => {
		const result = scoreMatch(resumeWith([['GAAP', 'GAAP', 'skills']], { years: 2 }), accountantJob);
		expect(result.breakdown.experience).toBe(40);
		expect(result.gaps.some((g) => g.requirement === '5+ years of experience')).toBe(true);
	});

	it('lowers confidence when an extraction is unsure or the evidence is thin', () => {
		const sure = scoreMatch(accountant, accountantJob).confidence;
		const unsure = scoreMatch(resumeWith([['GAAP', 'GAAP', 'skills']], { confidence: 0.4 }), jobWith(['GAAP'])).confidence;
		expect(unsure).toBeLessThan(sure);
	});

	it('fails with missing_input when the resume or the job is missing', () => {
		expect(() => scoreMatch(null, nurseJob)).toThrow(Problem);
		try {
			scoreMatch(nurse, undefined);
		} catch (error) {
			expect((error as Problem).code).toBe('missing_input');
		}
		expect.assertions(2);
	});

	it('fails with insufficient_evidence when the job names no skill', () => {
		try {
			scoreMatch(nurse, jobWith([]));
		} catch (error) {
			expect((error as Problem).code).toBe('insufficient_evidence');
		}
		expect.assertions(1);
	});

	it('codes a related-only requirement and its safe action with the skill, the related skill and the quote', () => {
		const result = scoreMatch(nurse, jobWith(['Nursing care']));
		expect(result.evidence[0]).toEqual({
			requirement: 'Nursing care',
			related: 'COREN registration',
			resumeEvidence: 'COREN',
			section: 'certifications',
			source: 'resume'
		});
		expect(result.safeActions).toEqual([
			expect.objectContaining({
				code: 'mention_related',
				params: { skill: 'Nursing care', related: 'COREN registration', section: 'certifications' }
			})
		]);
		expect(result.warnings).toContainEqual(expect.objectContaining({ code: 'related_evidence', params: { count: 1 } }));
	});

	it('codes a single passing mention with its section and quote', () => {
		const resume = resumeWith([['REST APIs', 'Capstone: a REST API with a React frontend.', 'projects']]);
		const result = scoreMatch(resume, jobWith(['REST APIs']));
		expect(result.gaps[0]).toMatchObject({
			code: 'skill_mentioned_once',
			params: { skill: 'REST APIs', section: 'projects', quote: 'Capstone: a REST API with a React frontend.' }
		});
		expect(result.safeActions[0]).toMatchObject({ code: 'detail_mention', params: { skill: 'REST APIs', section: 'projects' } });
	});

	it('codes what is shown as highlight_skill and what is missing as learn_skill or get_certified', () => {
		const shown = scoreMatch(accountant, accountantJob).safeActions;
		expect(shown).toContainEqual(
			expect.objectContaining({ code: 'highlight_skill', params: { skill: 'CPA', section: 'certifications', quote: 'CPA', source: 'resume' } })
		);
		const missing = scoreMatch(nurse, accountantJob);
		expect(missing.safeActions).toContainEqual(expect.objectContaining({ code: 'get_certified', params: { skill: 'CPA' } }));
		expect(missing.safeActions).toContainEqual(expect.objectContaining({ code: 'learn_skills', params: { skills: 'GAAP, Month-end close, Account reconciliation', count: 3 } }));
		// One gap to learn is a step of its own.
		expect(scoreMatch(nurse, jobWith(['Patient care', 'Month-end close'])).safeActions).toContainEqual(expect.objectContaining({ code: 'learn_skill', params: { skill: 'Month-end close' } }));
		expect(missing.gaps).toContainEqual(
			expect.objectContaining({ requirement: 'CPA', code: 'skill_missing', params: { skill: 'CPA' }, requirementCode: 'skill' })
		);
	});

	it('codes requirements that are no skill (years, degree, language) apart from their English names', () => {
		const resume = resumeWith([['GAAP', 'GAAP', 'skills']], { years: 2, degree: null });
		const job = jobWith(['GAAP'], [], { minYears: 5, language: 'pt', text: 'Graduação em Ciências Contábeis.' });
		const gaps = scoreMatch(resume, job).gaps;
		expect(gaps).toContainEqual({
			requirement: '5+ years of experience',
			requirementCode: 'min_years',
			requirementParams: { years: 5 },
			importance: 'required',
			note: 'Your resume shows about 2 years of relevant experience.',
			code: 'years_short',
			params: { years: 2, minYears: 5 }
		});
		expect(gaps).toContainEqual(
			expect.objectContaining({ requirement: 'Degree', requirementCode: 'degree', requirementParams: {}, code: 'degree_missing', params: {} })
		);
		expect(gaps).toContainEqual(
			expect.objectContaining({
				requirement: 'Portuguese',
				requirementCode: 'language',
				requirementParams: { language: 'pt' },
				code: 'language_missing',
				params: { language: 'pt' }
			})
		);
	});

	it('codes its warnings: unknown years and a hard read', () => {
		const result = scoreMatch(resumeWith([['GAAP', 'GAAP', 'skills']], { years: null, confidence: 0.3 }), jobWith(['GAAP']));
		expect(result.warnings).toContainEqual(expect.objectContaining({ code: 'years_unknown', params: {} }));
		expect(result.warnings).toContainEqual(expect.objectContaining({ code: 'low_confidence', params: {} }));
	});

	it('counts a single passing mention outside skills and experience for partial credit only', () => {
		const resume = resumeWith([['REST APIs', 'Capstone: a REST API with a React frontend.', 'projects']]);
		const result = scoreMatch(resume, jobWith(['REST APIs']));
		expect(result.evidence).toEqual([]);
		expect(result.breakdown.skills).toBe(50);
	});
});

describe('skills the posting names in its duties', () => {
	const backend = resumeWith([
		['Python', 'Built Python services.', 'experience'],
		['Docker', 'Docker, CI/CD', 'skills']
	]);
	const withDuties = (mentioned: string[]) => {
		const job = jobWith(['Python', 'Docker']);
		return { ...job, job: { ...job.job, mentionedSkills: mentioned.map((name) => ({ name, evidence: `You will work with ${name}.` })) } };
	};

	it('count, below the requirements: a duty the resume lacks lowers the score less than a missing requirement', () => {
		const full = scoreMatch(backend, jobWith(['Python', 'Docker'])).score;
		const missingDuty = scoreMatch(backend, withDuties(['Kafka'])).score;
		const missingRequirement = scoreMatch(backend, jobWith(['Python', 'Docker', 'Kafka'])).score;
		expect(missingDuty).toBeLessThan(full);
		expect(missingDuty).toBeGreaterThan(missingRequirement);
	});

	it('are reported apart, as named in the duties, never as required', () => {
		const result = scoreMatch(backend, withDuties(['Kafka']));
		expect(result.gaps).toContainEqual(expect.objectContaining({ requirement: 'Kafka', importance: 'mentioned' }));
		expect(result.safeActions.map((action) => action.code)).not.toContain('learn_skill');
	});
});
