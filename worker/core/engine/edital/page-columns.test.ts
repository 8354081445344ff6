import { describe, expect, it } from 'vitest';
import { extractEdital } from './index';

/*
 * Issue 31: a table of cargos going on over a page break with no header repeated, the new page laying its columns out
 * elsewhere (each PDF page is laid out on its own): its rows are read at the header's columns again, the last row's cells at
 * the top of the new page stay that row's, and a row with only a reserve ("Cadastro de" / "reserva") is a row.
 */
const cells = (at: number[], texts: string[]) => texts.reduce((line, text, i) => (line ? line.padEnd(Math.max(at[i], line.length + 2)) : ' '.repeat(at[i])) + text, '');
// Page 1 sets the columns at these starts; page 2 at others, its gaps drawn together unevenly (as pdftotext spaces a page).
const ONE = [3, 12, 37, 57, 98, 115, 138];
const TWO = [0, 5, 26, 41, 87, 102, 117];
const page1 = [
	'3. DOS CARGOS',
	'3.1. Tabela de Cargos:',
	'',
	cells(ONE, ['Cód.', 'CARGO', 'LOCAL DE', 'REQUISITOS', 'CARGA', 'REMUNERAÇÃO', 'NÚMERO DE']),
	cells([37, 98, 138], ['TRABALHO', 'HORÁRIA', 'VAGAS']),
	cells(ONE, ['01', 'Médico Urologista', 'Diretoria de', 'Diploma de conclusão de curso', '12hs/semana', 'R$ 6.039,34', '02']),
	cells([37, 57], ['Atenção', 'de Graduação em Medicina,']),
	cells([57], ['Certificado de residência em Urologia e'])
].join('\n');
const page2 = [
	cells([41], ['registro no órgão competente.']),
	cells(TWO, ['02', 'Fonoaudiólogo', 'Diretoria de', 'Diploma de conclusão de curso', '20hs/semana', 'R$ 2.355,41', '01']),
	cells([26, 41], ['Atenção', 'de Graduação em Fonoaudiologia e']),
	cells([41], ['registro no órgão competente.']),
	cells(TWO, ['03', 'Enfermeiro – 200', '-', 'Diploma de conclusão de curso', '40 hs/semana', 'R$ 6.138,98', 'Cadastro de']),
	cells([5, 117], ['horas/mensal', 'reserva']),
	cells([41], ['de Graduação em Enfermagem e']),
	cells([41], ['registro no órgão competente.']),
	cells(TWO, ['04', 'Farmacêutico', '-', 'Diploma de conclusão de curso', '20hs/semana', 'R$ 2.699,43', '03']),
	cells([41], ['de Graduação em Farmácia e registro no']),
	// A short cell alone on its line, where the header's LOCAL column stood: laid out again, it is the requirement's.
	cells([41], ['CRF.']),
	'',
	'4. DAS VAGAS DESTINADAS ÀS PESSOAS COM DEFICIÊNCIA',
	'4.1. Das vagas destinadas ao cargo, 10% serão providas na forma da lei.'
].join('\n');

export const PAGES = () => [page1, page2];
describe('a table going on over a page break with its columns set elsewhere', () => {
	const exam = extractEdital([page1, page2]);
	const byTitle = new Map(exam.cargos.map((cargo) => [cargo.title, cargo]));
	it('reads every row, the new page’s too, with its own counts', () => {
		expect(exam.cargos.map((cargo) => cargo.title)).toEqual(['Médico Urologista', 'Fonoaudiólogo', 'Enfermeiro – 200 horas/mensal', 'Farmacêutico']);
		expect(byTitle.get('Fonoaudiólogo')?.vacancies.total).toBe(1);
		expect(byTitle.get('Farmacêutico')?.vacancies.total).toBe(3);
	});
	it('keeps a row of the reserve alone, and never reads its hours as vacancies', () => {
		const nurse = byTitle.get('Enfermeiro – 200 horas/mensal');
		expect(nurse?.vacancies.total).toBeNull();
		expect(nurse?.weeklyHours).toBe(40);
	});
	it('gives each row its own requirements, the last row of a page its cells over the break', () => {
		const courses = (title: string) => byTitle.get(title)?.requirements.map((r) => r.course ?? r.council ?? r.kind);
		expect(courses('Médico Urologista')).toEqual(expect.arrayContaining(['Medicina', 'Urologia', 'registration']));
		expect(courses('Fonoaudiólogo')).toContain('Fonoaudiologia');
		expect(courses('Farmacêutico')).toContain('Farmácia');
		expect(courses('Farmacêutico')).not.toContain('Enfermagem');
		expect(courses('Farmacêutico')).toContain('CRF');
	});
});
