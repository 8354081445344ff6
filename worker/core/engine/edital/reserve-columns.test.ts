import { describe, expect, it } from 'vitest';
import { cargoTables } from './cargo-tables';
import { toLines } from './lines';
import { headerOf, placedOrder } from './table-columns';

/**
 * Issue 31: vacancy tables with the reserves a 2025 law added (indígenas, quilombolas) in columns of their own, a caption
 * over a group of columns, a total written last as "VAGAS", "Livre concorrência" and "Cota" for the lists. Look-alikes
 * with invented names and counts; each is read from text that kept its columns, as pdftotext -layout and the PDF reader give it.
 */
const table = (rows: string[]) => cargoTables(toLines([rows.join('\n')])).map((c) => ({ title: c.title, ...c.vacancies, quote: undefined }));

describe('a header with a reserve for indigenous people', () => {
	it('reads each list from its own column and the total from the last one, even when the header wraps', () => {
		const got = table([
			'                                                     GRUPOS',
			'              EMPREGO                                                                          VAGAS',
			'                                               AC      NEGROS     PcD      INDÍGENAS',
			'  Técnico de Campo                             6       3          1           2              12',
			'',
			'  Analista de Fomento                          3       -          -           -               3',
			'',
			'                   TOTAL                       9       3          1           2              15'
		]);
		expect(got).toEqual([
			{ title: 'Técnico de Campo', total: 12, ampla: 6, negros: 3, pcd: 1, quote: undefined },
			{ title: 'Analista de Fomento', total: 3, ampla: 3, negros: null, pcd: null, quote: undefined }
		]);
	});
	it('splits two column names read as one piece where the cells under them part', () => {
		const got = table([
			'                         Ampla      Pessoas com Pessoas Quilombolas',
			'     Cargo                                                                   Total de vagas',
			'                      Concorrência   Deficiência  Negras',
			'Defensor Substituto        9              1           3          1                14'
		]);
		expect(got).toEqual([{ title: 'Defensor Substituto', total: 14, ampla: 9, pcd: 1, negros: 3, quote: undefined }]);
	});
	it('drops a caption over several lists, so they stay apart', () => {
		const got = table([
			'                                          RESERVAS DE VAGAS',
			'     CARGO                    Ampla      Negros      PcD',
			'                         Concorrência',
			'  Fiscal de Posturas            4          2          1'
		]);
		expect(got).toEqual([{ title: 'Fiscal de Posturas', total: 7, ampla: 4, negros: 2, pcd: 1, quote: undefined }]);
	});
	it('keeps a column whose own name stands over a wrapped cell of words (no caption)', () => {
		const got = table([
			'                     Escolaridade/Requisitos                  Ampla',
			'  Cargo                                          Total    concorrência      PcD',
			'                      Diploma    de    Curso',
			'  Biólogo              Superior em Biologia        5          4              1'
		]);
		expect(got[0]).toMatchObject({ title: 'Biólogo', total: 5, ampla: 4, pcd: 1 });
	});
});

describe('lists named one space apart over cells spread wider', () => {
	it('reads the counts of a line with one count per column in order (immediate vacancies first, then the reserve)', () => {
		const got = table([
			'                                                         CADASTRO DE',
			'                                                            RESERVA',
			'                                  VAGAS',
			'          ESPECIALIDADE                          TOTAL    (INCLUÍDAS AS    TOTAL',
			'                                                              VAGAS)',
			'                                  AC PCD CN                   AC PCD CN',
			' Ênfase 1: Topografia e',
			'                                   6     1      2      9       18      2     5  25',
			' Geodésia',
			' Ênfase 2: Hidrologia             12     1      3      16     30      4     9 43'
		]);
		expect(got).toEqual([
			{ title: 'Topografia e Geodésia', total: 9, ampla: 6, pcd: 1, negros: 2, quote: undefined },
			{ title: 'Hidrologia', total: 16, ampla: 12, pcd: 1, negros: 3, quote: undefined }
		]);
	});
});

describe('a second name column that holds the schooling', () => {
	it('reads "Nível médio" under ESPECIALIDADE as the requirement, not a part of the name', () => {
		const rows = [
			'                                                                         VAGAS IMEDIATAS',
			'  CÓD            CARGOS                   ESPECIALIDADE',
			'                                                                 AC       PCD     NEGRA      TOTAL',
			'  X1-01    Agente de Fiscalização          Nível médio              20        2        6         28'
		];
		const [cargo] = cargoTables(toLines([rows.join('\n')]));
		expect(cargo.title).toBe('Agente de Fiscalização');
		expect(cargo.requirements.map((r) => r.level)).toEqual(['medio']);
		expect(cargo.vacancies).toMatchObject({ total: 28, ampla: 20, pcd: 2, negros: 6 });
	});
});

describe('the names a header gives its lists', () => {
	it('reads "Livre concorrência" as the open list and "Cota" as the racial quota', () => {
		expect(headerOf('CARGO VAGAS LIVRE CONCORRÊNCIA PCD COTA SALÁRIO')).toEqual(['cargo', 'vagas', 'ampla', 'pcd', 'negros', 'salary']);
	});
	it('never takes a people named in a title for a column', () => {
		expect(headerOf('FUNDAÇÃO NACIONAL DOS POVOS INDÍGENAS – CARGOS E VAGAS')).toBeNull();
	});
	it('orders a wrapped header by where its names stand, and gives up where a name is not found on the page', () => {
		const lines = toLines([['   CARGO              VAGAS', '                AC      PcD     NEGROS'].join('\n')]);
		expect(placedOrder(lines, ['cargo', 'ampla', 'pcd', 'negros', 'vagas'])).toEqual(['cargo', 'ampla', 'vagas', 'pcd', 'negros']);
		expect(placedOrder(lines, ['cargo', 'total'])).toBeNull();
		expect(placedOrder(toLines(['CARGO VAGAS']), ['cargo', 'vagas'])).toBeNull();
	});
});
