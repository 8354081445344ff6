import { describe, expect, it } from 'vitest';
import { extractEdital, pagesOfText } from '.';

/**
 * Issue 31: a university's selection of substitute professors (UFPB, 2025) opens areas of knowledge, each in a table of one row
 * ("Área de Conhecimento | Regime de Trabalho | Classe de Ingresso | N° de Vagas AC PPP PcD") with its requirement on the labelled
 * line under it. Look-alike departments, areas and requirements.
 */
const table = (area: string, counts: string, requirement: string) => [
	'                                                                                                                                 N° de Vagas',
	'                Área de Conhecimento                          Regime de Trabalho                Classe de Ingresso',
	'                                                                                                                           AC       PPP       PcD',
	`${area.padStart(38)}                         T-20             Classe A – Assistente            ${counts}`,
	`Requisitos Mínimos Exigidos: ${requirement}`,
	'Datas prováveis de realização das provas: 1) Prova didática: 06/05/2025; 2) Prova de títulos: 14/05/2025'
];
const text = [
	'EDITAL Nº 9/2025',
	'                               Departamento de Geociências (DGEO) – Fone: +55 (83) 3216-0000',
	...table('Cartografia Digital', '1         -         -', 'Graduação em Geografia e Doutorado em Geografia.'),
	'                               Departamento de Música (DEMUS) – Fone: +55 (83) 3216-0001',
	...table('Regência Coral', '-         1         -', 'Mestrado em Música.')
].join('\n');

describe('areas of knowledge in tables of one row', () => {
	const exam = extractEdital(pagesOfText(text));
	const keys = (title: string) => exam.cargos.find((c) => c.title === title)?.requirements.map((r) => `${r.level}:${r.course ?? ''}`);
	it('reads each area as a position, with its counts', () => {
		expect(exam.cargos.map((c) => [c.title, c.vacancies.total])).toEqual([
			['Cartografia Digital', 1],
			['Regência Coral', 1]
		]);
		expect(exam.cargos[1].vacancies.negros).toBe(1);
	});
	it('takes the requirement on the labelled line under its row: a degree and a doctorate, or a master’s alone', () => {
		expect(keys('Cartografia Digital')).toEqual(['superior:Geografia', 'pos:Geografia']);
		expect(keys('Regência Coral')).toEqual(['pos:Música']);
	});
});
