import { describe, expect, it } from 'vitest';
import { extractEdital, pagesOfText } from '.';
import { cellTables } from './cell-tables';
import { toLines } from './lines';

/**
 * Issue 31: a vacancy table copied one cell a line, as a PDF viewer copies it (a person pasting the edital's text):
 * the header's words each on a line, then each row's name alone and one line for each count. Look-alikes with invented
 * names and counts.
 */
const TABLE = [
	'1.3 A denominação dos cargos e o número de vagas são discriminados no quadro a seguir:',
	'VAGAS',
	'Cargo',
	'',
	'AC PcD',
	'',
	'Arquivista',
	'',
	'1',
	'',
	'-',
	'',
	'Fisioterapeuta',
	'',
	'3',
	'',
	'1',
	'',
	'Oficial de Manutenção',
	'',
	'1+CR',
	'',
	'-',
	'',
	'N',
	'Total de',
	'Vagas*'
];

describe('a vacancy table copied one cell a line', () => {
	it('reads each name with its counts, in the header’s columns', () => {
		const read = cellTables(toLines(pagesOfText(TABLE.join('\n'))));
		expect(read.map((c) => [c.title, c.vacancies.ampla, c.vacancies.pcd, c.vacancies.total, c.vacancies.reserve ?? false])).toEqual([
			['Arquivista', 1, null, 1, false],
			['Fisioterapeuta', 3, 1, 4, false],
			['Oficial de Manutenção', 1, null, 1, true]
		]);
		expect(read[1].quote).toMatchObject({ text: 'Fisioterapeuta' });
	});
	it('keeps a count alone on its line beside another, and still drops a page’s number', () => {
		const text = ['Introdução ao edital, com texto corrido.', '7', 'Continua o texto do edital na página seguinte.', 'Arquivista', '1', '-'].join('\n');
		expect(toLines(pagesOfText(text)).map((line) => line.text)).toEqual([
			'Introdução ao edital, com texto corrido.',
			'Continua o texto do edital na página seguinte.',
			'Arquivista',
			'1',
			'-'
		]);
	});
	it('reads no table from one row, from names with no counts, or where a header’s words are a sentence', () => {
		const one = ['Cargo', 'AC PcD', 'Arquivista', '1', '-', 'Das inscrições'].join('\n');
		expect(cellTables(toLines(pagesOfText(one)))).toEqual([]);
		const names = ['Cargo', 'AC PcD', 'Arquivista', 'Fisioterapeuta', 'Oficial de Manutenção'].join('\n');
		expect(cellTables(toLines(pagesOfText(names)))).toEqual([]);
		const sentence = ['O cargo de ampla concorrência e PcD', 'Arquivista', '1', '-', 'Fisioterapeuta', '3', '1'].join('\n');
		expect(cellTables(toLines(pagesOfText(sentence)))).toEqual([]);
	});
	it('gives the edital its cargos', () => {
		const edital = ['PREFEITURA MUNICIPAL DE CAMPO CLARO', 'EDITAL Nº 3/2026', ...TABLE].join('\n');
		expect(extractEdital(pagesOfText(edital)).cargos.map((c) => c.title)).toEqual(['Arquivista', 'Fisioterapeuta', 'Oficial de Manutenção']);
	});
});
