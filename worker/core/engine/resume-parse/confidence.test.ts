import { describe, expect, it } from 'vitest';
import { scoreConfidence, type ConfidenceInput } from './confidence';

const complete: ConfidenceInput = {
	basics: { name: 'Ana Lima', email: 'ana@example.com', phone: '+55 11 98765-4321', location: 'São Paulo, SP, Brasil', headline: 'Enfermeira' },
	skills: { count: 12, fromSkillsSection: true },
	experiences: [{ title: 'Enfermeira', company: 'Hospital Norte', start: '2019-03', end: null, current: true }],
	hasExperienceSection: true,
	education: [{ degree: 'Bacharelado em Enfermagem', institution: 'UFPE', end: '2015' }],
	hasEducationSection: true,
	sectionsFound: 4
};

describe('scoreConfidence', () => {
	it('is high and silent for a complete resume', () => {
		const result = scoreConfidence(complete);
		expect(result.confidence).toBeGreaterThan(0.9);
		expect(result.warnings).toEqual([]);
	});

	it('names what was unsure, e.g. "No dates found for 2 experiences"', () => {
		const job = { title: 'Nurse', company: 'Clinic', start: null, end: null, current: false };
		const result = scoreConfidence({ ...complete, experiences: [job, job, complete.experiences[0]] });
		expect(result.warnings).toContainEqual({ code: 'low_confidence', message: 'No dates found for 2 experiences' });
		expect(result.fieldConfidence.experiences).toBeLessThan(0.7);
	});

	it('warns when a long break makes the years from the first job generous', () => {
		const result = scoreConfidence({ ...complete, career: { years: 12, monthsWorked: 7 * 12 } });
		expect(result.warnings).toContainEqual({
			code: 'low_confidence',
			message: 'Years of experience count from the first job (12); the dated jobs cover 7'
		});
		expect(scoreConfidence({ ...complete, career: { years: 9, monthsWorked: 8 * 12 + 5 } }).warnings).toEqual([]);
	});

	it('is low when there is no name, contact or heading', () => {
		const result = scoreConfidence({
			...complete,
			basics: { name: null, email: null, phone: null, location: null, headline: null },
			sectionsFound: 0
		});
		expect(result.fieldConfidence.basics).toBeLessThan(0.2);
		expect(result.confidence).toBeLessThan(0.6);
		expect(result.warnings.map((warning) => warning.message)).toEqual(
			expect.arrayContaining(['No name found', 'No e-mail or phone found', 'No section headings found (Experience, Education, Skills…)'])
		);
	});
});
