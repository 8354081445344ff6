import { describe, expect, it } from 'vitest';
import { extractEdital, pagesOfText } from '.';
import { cargoTables } from './cargo-tables';
import { linesOf } from './look-alikes';
import { requirementsOf } from './requirements';

/**
 * Issue 31: vacancy tables whose cells are centred on the row's line of counts, with no blank line between rows (a
 * requirement's text stands above and below its row's counts, a long name wraps around them), one table after another
 * under their captions, a table going on over a page that sets its columns apart; a cut line for the next stage
 * counting candidates; items naming a cargo with its acronym, part and code, the vacancy table naming it by its part.
 * Look-alikes with invented names and counts.
 */
const lines = linesOf;
/** A table's cargos with their lists' counts: title, ampla, pcd, negros, total. */
const countsOf = (page: string[]) =>
	cargoTables(lines(page)).map((c) => [c.title, c.vacancies.ampla, c.vacancies.pcd, c.vacancies.negros, c.vacancies.total]);
const read = (...pages: string[][]) => cargoTables(lines(...pages)).map((c) => ({ title: c.title, total: c.vacancies.total, requirements: c.requirements.map((r) => r.text) }));

const FIRST_PAGE = [
	'                                      TABELA 2.1',
	'                                 CARGOS DE NÍVEL MÉDIO',
	'                                    QUADRO DE VAGAS',
	'        CARGO                          REQUISITO                      CHS   AC   PcD   PPP    VENCIMENTO',
	'  Almoxarife                Ensino médio completo                     40h   02    -     -      R$ 2.100,00',
	'                            Ensino médio completo e possuir habilitação',
	'  Condutor de Ambulância                                              40h   03   01    01      R$ 2.400,00',
	'                            categoria “D” ou superior.',
	'                            Curso técnico em Radiologia legalmente',
	'  Técnico em Radiologia     reconhecido. Registro no Conselho de       30h   04   01    01      R$ 2.900,00',
	'                            Classe correspondente.',
	'',
	'                                      TABELA 2.2',
	'                                 CARGOS DE NÍVEL SUPERIOR',
	'                                    QUADRO DE VAGAS',
	'        CARGO                          REQUISITO                      CHS   AC   PcD   PPP    VENCIMENTO',
	'                            Curso superior em Arquivologia com registro no',
	'  Arquivista                                                           40h   01    -     -      R$ 5.200,00',
	'                            Conselho de Classe específico.',
	'                            Curso superior em Medicina, com especialização em',
	'  Médico Especialista –',
	'                            Geriatria. Registro no Conselho de Classe   20h   02    -     -      R$ 12.000,00',
	'  Geriatra',
	'                            específico.'
];
// The table goes on over the page break, its cells a few columns right of where the header set them.
const SECOND_PAGE = [
	'                                    Curso superior em Nutrição. Registro no',
	'          Nutricionista                                                       30h   05   01     01      R$ 4.800,00',
	'                                    Conselho de Classe específico.',
	'',
	'  AC = Ampla Concorrência; PcD = Pessoa com Deficiência; PPP = Pessoas Pretas e Pardas.'
];

describe('a vacancy table with centred cells and no blank line between rows', () => {
	const cargos = read(FIRST_PAGE, SECOND_PAGE);
	it('reads each row with the requirement lines above and below its counts, and the name wrapped around them', () => {
		expect(cargos.map((c) => c.title)).toEqual([
			'Almoxarife',
			'Condutor de Ambulância',
			'Técnico em Radiologia',
			'Arquivista',
			'Médico Especialista – Geriatra',
			'Nutricionista'
		]);
		expect(cargos.find((c) => c.title === 'Condutor de Ambulância')!.requirements.join(' ')).toMatch(/^Ensino médio completo .*categoria “D” ou superior\.$/);
		expect(cargos.find((c) => c.title === 'Técnico em Radiologia')!.requirements.join(' ')).toMatch(/^Curso técnico em Radiologia.*correspondente\.$/);
		// The next table's caption and the first row's requirement above its counts are no part of the row before.
		expect(cargos.find((c) => c.title === 'Arquivista')!.requirements.join(' ')).toMatch(/^Curso superior em Arquivologia .*específico\.$/);
		expect(cargos.find((c) => c.title === 'Técnico em Radiologia')!.requirements.join(' ')).not.toMatch(/TABELA|Arquivologia/);
	});
	it('counts the immediate vacancies of each row, in order where the page moved the cells off their names', () => {
		expect(cargos.map((c) => c.total)).toEqual([2, 5, 6, 1, 2, 7]);
	});
	it('reads no legend as a cargo', () => expect(cargos.some((c) => /Ampla/.test(c.title))).toBe(false));
});

describe('a table of the cut line for the next stage', () => {
	it('counts candidates, not vacancies: its rows are no cargos of their own', () => {
		const cargos = read(
			[
				'                                     TABELA 9.1',
				'                      LINHA DE CORTE PARA A PROVA PRÁTICA',
				'      CARGO                   AMPLA CONCORRÊNCIA        PESSOA COM DEFICIÊNCIA (PcD)     PESSOA PRETA E PARDA (PPP)',
				'  Condutor de Ambulância      30 (trinta) candidatos            02 (dois) candidatos            05 (cinco) candidatos',
				'  Almoxarife                  15 (quinze) candidatos            01 (um) candidato               03 (três) candidatos'
			]
		);
		expect(cargos).toEqual([]);
	});
});

describe('items naming a cargo with its acronym, part and code', () => {
	const text = [
		'EDITAL Nº 3, DE 2 DE MARÇO DE 2026',
		'2 DOS CARGOS',
		'2.1 ANALISTA DE POLÍTICAS SOCIAIS (APS) – ESPECIALIDADE: PSICOLOGIA (CARGO 301)',
		'2.1.1 Descrição sumária: atender e acompanhar famílias.',
		'2.1.2 Requisitos: Diploma de conclusão de curso de graduação em Psicologia e registro no Conselho de Classe.',
		'2.1.3 Remuneração: R$ 6.100,00',
		'2.2 ANALISTA DE POLÍTICAS SOCIAIS (APS) – ESPECIALIDADE: SERVIÇO SOCIAL (CARGO 302)',
		'2.2.1 Descrição sumária: atender e acompanhar famílias.',
		'2.2.2 Requisitos: Diploma de conclusão de curso de graduação em Serviço Social e registro no Conselho de Classe.',
		'2.2.3 Remuneração: R$ 6.100,00',
		'3 DAS VAGAS',
		'3.1 As vagas estão distribuídas conforme a tabela a seguir:',
		'',
		'          Especialidade                    AC       PCD      PPP      Total',
		' Psicologia                                 8        1        2        11',
		' Serviço Social                             5        1        1         7'
	].join('\n');
	const exam = extractEdital(pagesOfText(text));
	it('reads each item as a cargo under its whole name, its code apart', () => {
		expect(exam.cargos.map((c) => [c.title, c.code])).toEqual([
			['ANALISTA DE POLÍTICAS SOCIAIS (APS) – ESPECIALIDADE: PSICOLOGIA', '301'],
			['ANALISTA DE POLÍTICAS SOCIAIS (APS) – ESPECIALIDADE: SERVIÇO SOCIAL', '302']
		]);
	});
	it('gives each the vacancies of the row naming its part', () => expect(exam.cargos.map((c) => c.vacancies.total)).toEqual([11, 7]));
});

describe('requirements worded around the course', () => {
	const line = { text: '', page: 1, line: 1 };
	const of = (text: string) => requirementsOf([{ text, line }]).map((r) => [r.kind, r.course ?? r.level ?? r.category ?? null]);
	it('leaves "legalmente reconhecido" out of the course', () =>
		expect(of('Curso técnico em Radiologia legalmente reconhecido.')).toEqual([['education', 'Radiologia']]));
	it('reads a specialisation "with" the degree as a requirement of its own', () =>
		expect(of('Curso superior em Medicina, com especialização em Geriatria.')).toEqual([
			['education', 'Medicina'],
			['education', 'Geriatria']
		]));
	it('reads the licence the person must "possuir" as a licence, by its category', () =>
		expect(of('Ensino médio completo e possuir habilitação pelo DETRAN para dirigir veículos na categoria “D” ou superior.')).toEqual([
			['education', 'medio'],
			['license', 'D']
		]));
});

describe('a table parted by captions, its requirements in two columns', () => {
	const cargos = read([
		'   Cargo - Área de       Carga     Vagas        Escolaridade         Demais requisitos       Tipo de    Vencimento',
		'      atuação            horária                  mínima                                      prova      Base R$',
		'',
		'Gabinete',
		'',
		'Condutor                   40h       CR      Ensino fundamental       CNH categoria D        Objetiva   R$3.100,00',
		'                                                  completo',
		'',
		'Assistente de              40h        2      Ensino médio                                    Objetiva   R$4.200,00',
		'Protocolo e                                  completo',
		'Arquivo',
		'',
		'Procuradoria',
		'',
		'Assessor Jurídico          20h        1      Ensino superior em    Inscrição na Ordem dos    Objetiva   R$8.900,00',
		'                                             Direito               Advogados do Brasil'
	]);
	it('reads every row past the captions, a name wrapped at the margin over three lines', () =>
		expect(cargos.map((c) => [c.title, c.total])).toEqual([
			['Condutor', null],
			['Assistente de Protocolo e Arquivo', 2],
			['Assessor Jurídico', 1]
		]));
	it('ends a clause where its column does', () => expect(cargos[0].requirements).toEqual(['Ensino fundamental completo', 'CNH categoria D']));
});

describe("a table of one cargo's areas, each with its requirements", () => {
	const cargos = read([
		'                                                                                                       Vagas       Passam',
		'      Área                      Requisitos                                                   Vagas',
		'                                                                                                        PCD       para o TAF',
		'',
		'                                Diploma de conclusão de curso de graduação em Medicina,',
		'      Medicina Legal            e registro ativo no Conselho da Classe.                        12          1          120',
		'',
		'                                Diploma de conclusão de curso de graduação em Medicina.',
		'      Medicina Legal (Pediatria)  Registro ativo no Conselho da Classe.                         3          0           30',
		'                                Certificado de Residência em Pediatria.',
		'',
		'      Lotação                     Vagas           Lotação                         Vagas',
		'',
		'      Itajaí                       CR             Lages                            2'
	]);
	it('reads the areas as the rows, and no place of the next table', () =>
		expect(cargos.map((c) => c.title)).toEqual(['Medicina Legal', 'Medicina Legal (Pediatria)']));
	it('keeps a centred cell whole: the text under the counts, shorter than above them, is the same row’s', () =>
		expect(cargos[1].requirements.join(' ')).toMatch(/Residência em Pediatria/));
	it('reads areas that only part the vacancies as no cargos', () =>
		expect(read(['      Área                 Vagas            PcD          Total', '      Geral                 40                2            42', '      Informática            9                1            10'])).toEqual([]));
});

describe('centred rows whose requirement starts with a word of no list', () => {
	it('parts the rows where both the name and the requirement cells allow it, one line of counts to a row', () => {
		const cargos = read([
			'        CARGO                          REQUISITO                      CHS   AC   PcD   PPP    VENCIMENTO',
			'                            Habilitação em nível superior em Pedagogia,',
			'  Orientador Educacional    com especialização em Orientação.          40h   02    -     -      R$ 4.100,00',
			'                            Registro no Ministério da Educação.',
			'                            Habilitação em nível superior em Psicologia,',
			'  Psicólogo Escolar         com especialização em Psicologia          40h   01    -     -      R$ 4.600,00',
			'                            Escolar. Registro no Conselho de Classe.'
		]);
		expect(cargos.map((c) => [c.title, c.total])).toEqual([
			['Orientador Educacional', 2],
			['Psicólogo Escolar', 1]
		]);
		expect(cargos[1].requirements.join(' ')).toMatch(/^Habilitação em nível superior em Psicologia.*Conselho de Classe\.$/);
		expect(cargos[0].requirements.join(' ')).not.toMatch(/Psicologia/);
	});
});

describe("a centred table numbering its rows in a column of their own", () => {
	const cargos = read([
		'                                                                                      Vagas       Carga',
		'Item              Cargo                        Escolaridade Exigida              Vagas         Horária',
		'                                                                                      PcD        Semanal',
		'                                      Habilitação em nível superior, em',
		'       Professor - Área de Atuação:   licenciatura plena, com registro',
		'01     Ensino Fundamental Séries      no Ministério da Educação.           CR       -      40h',
		'       Iniciais',
		'                                      Habilitação em nível superior, em',
		'       Professor - Área de Atuação:   licenciatura plena na área, com',
		'02     Língua Inglesa                 registro no Ministério da             2       -      40h',
		'                                      Educação.'
	]);
	it('reads one row to each number, the name wrapped left of its header word its own', () =>
		expect(cargos.map((c) => c.title)).toEqual(['Professor - Área de Atuação: Ensino Fundamental Séries Iniciais', 'Professor - Área de Atuação: Língua Inglesa']));
	it('reads no row number as a count', () => expect(cargos.map((c) => c.total)).toEqual([null, 2]));
});

describe('a header wrapped over lines with a long piece among its cells', () => {
	it('keeps the long piece in the header: only under a header written whole on one line does such a piece start the rows', () => {
		const cargos = countsOf([
			'                                                          Vagas',
			'   Cargo              Escolaridade      Ampla        reservadas para as pessoas com deficiência       Total',
			'                                        concorrência',
			'',
			'  Fiscal de Tributos   Ensino superior      6                        1                              7',
			'  Agente de Trânsito   Ensino médio         3                        -                              3'
		]);
		expect(cargos).toEqual([
			['Fiscal de Tributos', 6, 1, null, 7],
			['Agente de Trânsito', 3, null, null, 3]
		]);
	});
});

describe('a table counting the immediate vacancies, then the reserve, then both', () => {
	it("takes the immediate group's sum, every list of it, as the total; not the total with the reserve", () => {
		const cargos = countsOf([
			'                                           Vagas imediatas                      Cadastro de reserva           Total de vagas (incluídas',
			'         Especialidade',
			'                                    AC       PCD      PPP      HIPO       AC       PCD     PPP        HIPO      as vagas imediatas)',
			'',
			' Educador Social                    20        8        8        4         60       24      24         12                160',
			'',
			' Cuidador Social                    10        4        4        2         30       12      12          6                 80'
		]);
		expect(cargos).toEqual([
			['Educador Social', 20, 8, 8, 40],
			['Cuidador Social', 10, 4, 4, 20]
		]);
	});
});

describe('counts set off their header, a list among them this reader has no name for', () => {
	it('reads the counts in order over the count columns and the unnamed list', () => {
		const cargos = countsOf([
			'                                     Vagas imediatas               Cadastro de reserva                         Total de vagas (incluídas',
			'         Especialidade',
			'                                AC    PCD     PPP    HIPO     AC      PCD      PPP     HIPO                      as vagas imediatas)',
			'',
			' Pedagogia                             60       25        24       12        180      75        74       36                 486',
			'',
			' Psicologia                            37       15        15        8        111      45        45       24                 300'
		]);
		expect(cargos).toEqual([
			['Pedagogia', 60, 25, 24, 121],
			['Psicologia', 37, 15, 15, 75]
		]);
	});
});
