import { describe, expect, it } from 'vitest';
import { extractEdital, pagesOfText } from '.';
import { specialtyOf } from './own-specialty';

/**
 * Issue 31: a postgraduate title asked for in the cargo's own specialty without naming it ("Residência Médica na especialidade",
 * "Registro da Especialização") is in the specialty the cargo's title names, marked for review. Look-alike cargos.
 */
describe('the specialty a cargo\'s title names', () => {
	it('is its last part after the dash, hours before the dash or not', () => {
		expect(specialtyOf('MÉDICO – REUMATOLOGIA')).toBe('REUMATOLOGIA');
		expect(specialtyOf('CIRURGIÃO DENTISTA 20H- IMPLANTODONTIA')).toBe('IMPLANTODONTIA');
	});
	it('is none where the part is a shift, a place or a practitioner\'s name', () => {
		expect(specialtyOf('ENFERMEIRO 30H - PLANTONISTA')).toBeNull();
		expect(specialtyOf('ENFERMEIRO 40H – USF')).toBeNull();
		expect(specialtyOf('Médico - Reumatologista')).toBeNull();
		expect(specialtyOf('Médico - Geriatra')).toBeNull();
		expect(specialtyOf('ZOOTECNISTA')).toBeNull();
	});
});

describe('a title asked for in the cargo\'s own specialty', () => {
	const text = [
		'EDITAL Nº 2/2025',
		'CARGO: MÉDICO – REUMATOLOGIA',
		'REQUISITOS: Graduação em Medicina; Residência Médica na especialidade; registro no CRM.',
		'CARGO: MÉDICO – PLANTONISTA',
		'REQUISITOS: Graduação em Medicina; Residência Médica na especialidade.',
		'CARGO: MÉDICO – ALERGOLOGIA',
		'REQUISITOS: Graduação em Medicina; Residência Médica em Pediatria.'
	].join('\n');
	const exam = extractEdital(pagesOfText(text));
	const titles = (title: string) => exam.cargos.find((c) => c.title === title)!.requirements.filter((r) => r.level === 'pos').map((r) => [r.course ?? null, r.review ?? false]);
	it('is in the specialty its title names, for the person to check', () => expect(titles('MÉDICO – REUMATOLOGIA')).toEqual([['REUMATOLOGIA', true]]));
	it('names none where the title names no specialty, and never overrides one the edital names', () => {
		expect(titles('MÉDICO – PLANTONISTA')).toEqual([[null, true]]);
		expect(titles('MÉDICO – ALERGOLOGIA')).toEqual([['Pediatria', false]]);
	});
});
