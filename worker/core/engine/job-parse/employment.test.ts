import { describe, expect, it } from 'vitest';
import { decideEmployment, employmentLabel, readEmployment, readEmploymentInBody } from './employment';

describe('employment type and Brazilian regime', () => {
	it.each([
		['Full-time', 'full-time', null],
		['Tempo integral', 'full-time', null],
		['CLT (efetivo)', 'full-time', 'clt'],
		['PJ (pessoa jurídica)', 'contract', 'pj'],
		['Contract (6 months)', 'contract', null],
		['Freelancer', 'contract', null],
		['Meio período', 'part-time', null],
		['Part-time, 20 hours per week', 'part-time', null],
		['CLT — 30 horas semanais', 'part-time', 'clt'],
		['Estágio', 'internship', null],
		['Temporário (3 meses)', 'temporary', null],
		['Temporary', 'temporary', null]
	])('reads the label value "%s"', (value, type, regime) => {
		expect(readEmployment(value)).toEqual({ type, regime });
	});

	it('reads the value of a contract label', () => {
		expect(employmentLabel('Regime de contratação: CLT (efetivo)')).toBe('clt (efetivo)');
		expect(employmentLabel('Employment type: Full-time')).toBe('full-time');
		expect(employmentLabel('Job Type: Part-time')).toBe('part-time');
		expect(employmentLabel('Requirements: CLT knowledge')).toBeNull();
	});

	it('reads only clear words in the body ("contract management" is a skill, not a contract)', () => {
		expect(readEmploymentInBody('Experience with contract management and vendor negotiation')).toEqual({ type: null, regime: null });
		expect(readEmploymentInBody('This is an on-site, full-time position.')).toEqual({ type: 'full-time', regime: null });
		expect(readEmploymentInBody('Regime CLT.')).toEqual({ type: 'full-time', regime: 'clt' });
	});

	it('leaves the regime open when a posting offers CLT or PJ', () => {
		expect(readEmployment('CLT ou PJ')).toEqual({ type: null, regime: null });
	});

	it('prefers the label over the body', () => {
		expect(decideEmployment(['pj'], ['Full-time'])).toEqual({ type: 'contract', regime: 'pj' });
	});

	it('keeps an internship one whatever its weekly hours', () => {
		expect(decideEmployment(['30 horas semanais'], [], 'Estágio em Recursos Humanos')).toEqual({ type: 'internship', regime: null });
		expect(decideEmployment(['part-time, 20 hours per week'], [], 'Marketing Intern')).toEqual({ type: 'internship', regime: null });
		expect(decideEmployment(['30 horas semanais'], [], 'Analista de RH')).toEqual({ type: 'part-time', regime: null });
	});

	it('keeps a fixed-term contract named in the title or a label whatever its hours', () => {
		expect(decideEmployment(['30 horas semanais'], [], 'Assistente Social (Contrato por Prazo Determinado)')).toEqual({ type: 'temporary', regime: null });
		expect(decideEmployment(['Contrato: temporário', 'Jornada: 20 horas semanais'], [])).toEqual({ type: 'temporary', regime: null });
	});
});
