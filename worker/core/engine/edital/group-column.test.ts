import { describe, expect, it } from 'vitest';
import { cargoTables } from './cargo-tables';
import { linesOf } from './look-alikes';

/**
 * Issue 31: a vacancy table whose cargos are grouped in a merged cell to the left of their names, a column the header
 * does not name ("Analista de / Tecnologia – / Nível Superior" beside each of its cargos), the table going on over a
 * page break a few columns apart. Look-alikes with invented names and counts.
 */
const lines = linesOf;
const rows = (...pages: string[][]) => cargoTables(lines(...pages)).map((c) => [c.title, c.vacancies.total]);

const HEADER = [
	'                                                                                        LIVRE                   SALÁRIO',
	'                                    CARGO                                   VAGAS                  PCD   COTA',
	'                                                                                    CONCORRÊNCIA                  R$'
];
const FIRST = [
	...HEADER,
	'                           Analista de Sistemas - Área de',
	'                                                                              4          3          0     1     5.018,66',
	'                           Atuação: Banco de Dados',
	'          Analista de      Analista de Sistemas - Área de',
	'         Sistemas -                                                           5          4          0     1     5.018,66',
	'      Nível Superior       Atuação: Redes',
	'                           Analista de Sistemas - Área de',
	'                                                                              2          2          0     0     5.018,66',
	'                           Atuação: Suporte'
];
const SECOND = [
	'     Técnico de Sistemas',
	'     – Nível Médio           Técnico de Sistemas                              15   12          1      2      3.813,76',
	'',
	'        Técnico de',
	'     Manutenção – Nível      Técnico de Manutenção                           8    6           0      2      3.813,76',
	'          Médio',
	'                                      TOTAL                                   34   27          2      6'
];

describe('a table whose cargos are grouped in a merged cell left of their names', () => {
	it('reads each name without the group’s words, on the next page too', () => {
		expect(rows(FIRST, SECOND)).toEqual([
			['Analista de Sistemas - Área de Atuação: Banco de Dados', 4],
			['Analista de Sistemas - Área de Atuação: Redes', 5],
			['Analista de Sistemas - Área de Atuação: Suporte', 2],
			['Técnico de Sistemas', 15],
			['Técnico de Manutenção', 8]
		]);
	});
	it('keeps a code column the header names, and a page set far apart as it is read', () => {
		const coded = [
			'        Código       CARGO                      LOCAL DE TRABALHO       CARGA HORÁRIA   VAGAS',
			'        01           Médico Clínico             Hospital Central        40h             02',
			'        02           Enfermeiro                 Atenção Primária        30h             05'
		];
		expect(rows(coded).map(([title]) => title)).toEqual(['Médico Clínico', 'Enfermeiro']);
		expect(cargoTables(lines(coded)).map((c) => c.code)).toEqual(['01', '02']);
		// The next page set ten columns to the right: no name starts where the names did, so its lines stay whole.
		const apart = SECOND.map((line) => `          ${line}`);
		const read = rows(FIRST, apart).map(([title]) => title);
		expect(read.slice(0, 3)).toEqual(['Analista de Sistemas - Área de Atuação: Banco de Dados', 'Analista de Sistemas - Área de Atuação: Redes', 'Analista de Sistemas - Área de Atuação: Suporte']);
		expect(read.slice(3).some((title) => /Nível|Médio ou|Manutenção – /.test(String(title)))).toBe(true);
	});
});

describe("a table of a cargo's parts beside its merged cell, coded, with subtotals", () => {
	const TABLE = [
		'                                                                       VAGAS IMEDIATAS                        CADASTRO RESERVA (CR)',
		'   CARGOS                   ESPECIALIDADES            TOTAL DE',
		'                                                                         AC     PcD    PP    PI   PQ TOTAL CR        AC    PcD   PP    PI   PQ',
		'                                                       VAGAS',
		'             01 – Cenografia                             10               06     01    03    00    00       20       13    01    05    01       00',
		'             02 – Iluminação                             01               01     00    00    00    00       02       01    00    01    00       00',
		'             03 – Sonoplastia                            02               01     00    01    00    00       04       03    00    01    00       00',
		'             04 – Direito                                20               13     01    05    01    00       40       26    02    10    01       01',
		'  Produtor',
		'             05 – Figurino Histórico',
		'                                                         02               01     00    01    00    00       04       03    00    01    00       00',
		'             Contemporâneo e Moda',
		'             06 – Dança                                  01               01     00    00    00    00       02       01    00    01    00       00',
		'             07 – Circo                                  03               02     00    01    00    00       06       04    00    02    00       00',
		' Cultural',
		'',
		'  SUBTOTAL – PRODUTOR CULTURAL (Nível Superior)               36        23     02    10    01    00       72        47   04     20 04         01',
		'',
		'  Assistente',
		'             08 – Assistente Cultural                           30        18     02    08    01    01       60       39    03    15    02       01',
		' Cultural',
		'   SUBTOTAL – ASSISTENTE CULTURAL (Nível Médio)                 30        18     02    08    01    01       60        39   03     15 02         01'
	];
	const cargos = cargoTables(lines(TABLE));
	it('names each part with its cargo, a part named as its cargo with the cargo alone', () =>
		expect(cargos.map((c) => c.title)).toEqual([
			'Produtor Cultural – Cenografia',
			'Produtor Cultural – Iluminação',
			'Produtor Cultural – Sonoplastia',
			'Produtor Cultural – Direito',
			'Produtor Cultural – Figurino Histórico Contemporâneo e Moda',
			'Produtor Cultural – Dança',
			'Produtor Cultural – Circo',
			'Assistente Cultural'
		]));
	it('gives each part its immediate counts, pretos e pardos (PP) as negros, and its code', () => {
		expect(cargos.map((c) => [c.vacancies.total, c.vacancies.ampla, c.vacancies.pcd, c.vacancies.negros])).toEqual([
			[10, 6, 1, 3],
			[1, 1, 0, 0],
			[2, 1, 0, 1],
			[20, 13, 1, 5],
			[2, 1, 0, 1],
			[1, 1, 0, 0],
			[3, 2, 0, 1],
			[30, 18, 2, 8]
		]);
		expect(cargos.map((c) => c.code)).toEqual(['01', '02', '03', '04', '05', '06', '07', '08']);
	});
	it('reads no part where the parts have no codes to tell them from the merged cells', () => {
		const uncoded = TABLE.map((line) => line.replace(/^( {13})\d{2} – /, '$1'));
		expect(cargoTables(lines(uncoded)).some((c) => /^Produtor Cultural – /.test(c.title))).toBe(false);
	});
});

describe('a table whose rows open with a code split over their lines, the first row right under the header', () => {
	const TABLE = [
		'                                                                      ESPECIALIDAD                    VAGAS IMEDIATAS',
		'  CÓD                            CARGOS',
		'                                                                           E                 AC         PCD   NEGRA TOTAL',
		' C3-02-    Técnico em Cenografia e Iluminação Cênica',
		'                                                                       Nível médio               35            3        9     47',
		'   A                      (REGIÃO NORTE)',
		' C3-02-    Técnico em Cenografia e Iluminação Cênica',
		'                                                                       Nível médio               64            5    17        86',
		'   B                      (REGIÃO SUL)'
	];
	it('reads each row with its wrapped name and its counts', () =>
		expect(cargoTables(lines(TABLE)).map((c) => [c.title, c.vacancies.total, c.vacancies.ampla, c.vacancies.negros])).toEqual([
			['Técnico em Cenografia e Iluminação Cênica (REGIÃO NORTE)', 47, 35, 9],
			['Técnico em Cenografia e Iluminação Cênica (REGIÃO SUL)', 86, 64, 17]
		]));
});
