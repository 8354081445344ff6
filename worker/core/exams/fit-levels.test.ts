import { describe, expect, it } from 'vitest';
import { extractEdital, pagesOfText } from '../engine/edital';
import { parseResume } from '../engine/resume-parse';
import { evidenceSubject } from '../evidence';
import { fitExam, type PersonFacts } from './fit';

/**
 * Issue 31: "Curso técnico de nível médio em …" is read as two requirements (the secondary level and the technical course,
 * quoting the same clause). The fit judges each: a person with secondary school and no technical course meets the first
 * and is blocked by the second; one with the technical course meets both.
 */
const exam = extractEdital(pagesOfText(['EDITAL Nº 2/2026', 'CARGO 1: TÉCNICO EM RADIOLOGIA', 'REQUISITO: Curso técnico de nível médio em Radiologia.'].join('\n')));

function fitOf(education: string[]) {
	const text = ['Maria Souza', 'Formação', ...education].join('\n');
	const resume = parseResume(text, { asOf: '2026-11' });
	const facts: PersonFacts = { education: education.map((e) => ({ text: e, source: 'resume' })), lines: text.split('\n').map((t) => ({ text: t, source: 'resume' })) };
	const [cargo] = fitExam(exam, evidenceSubject({ resume, profile: [], asOf: '2026-11' }), facts);
	return cargo;
}

describe('the fit of a technical course at secondary level', () => {
	it('reads the clause as both levels, each quoting it', () => {
		expect(exam.cargos[0].requirements.map((r) => [r.level, r.quote.text])).toEqual([
			['medio', 'REQUISITO: Curso técnico de nível médio em Radiologia.'],
			['tecnico', 'REQUISITO: Curso técnico de nível médio em Radiologia.']
		]);
	});
	it('blocks a person with secondary school alone on the technical course, never on the secondary level', () => {
		const cargo = fitOf(['Ensino médio completo — Escola Estadual Central']);
		expect(cargo.eligible).toBe(false);
		expect(cargo.blockers.map((b) => b.requirement.level)).toEqual(['tecnico']);
	});
	it('finds a person with the technical course eligible', () => {
		const cargo = fitOf(['Curso técnico em Radiologia — Escola Técnica Federal']);
		expect(cargo.eligible).toBe(true);
	});
});
