import { describe, expect, it } from 'vitest';
import { extractEdital, pagesOfText } from '.';
import { cargoBlocks, cleanTitle, isTitle } from './cargos';
import { cargoTables } from './cargo-tables';
import { datesIn } from './date-forms';
import { keyDates } from './dates';
import { header } from './header';
import { toLines } from './lines';
import { requirementsOf } from './requirements';
import { syllabus } from './syllabus';
import type { Cargo } from './types';

/**
 * Issue 31: shapes of older federal editais (a bank's, a legislative house's, a federal institute's, a tax school's):
 * the employer's people department in the letterhead, the board under its former name, a schedule with no years,
 * cargos headed by a numbered item alone ("2.1 ANALISTA"), vacancy tables that part each cargo by place. Look-alikes
 * with invented names, places and counts.
 */
const lines = (text: string) => toLines(pagesOfText(text));

describe('the header of an older edital', () => {
	it('takes the employer above its people department, and names the board as the edital does', () => {
		const text = [
			'                 BANCO NACIONAL DO FOMENTO RURAL',
			'                DEPARTAMENTO DE GESTÃO DE PESSOAS',
			'           EDITAL Nº 2/2012 BNFR/DEPES, DE 3 DE MAIO DE 2012',
			'1.1 O concurso público será regido por este edital e executado pelo Centro de Seleção e de Promoção de',
			'Eventos da Universidade de Brasília (CESPE/UnB).'
		].join('\n');
		const read = header(lines(text));
		expect([read.body, read.board, read.number, read.date]).toEqual(['BANCO NACIONAL DO FOMENTO RURAL', 'CESPE/UnB', '2/2012 BNFR/DEPES', '2012-05-03']);
	});
	it('keeps a department that is the body itself, and Cebraspe under its own name', () => {
		const text = [
			'DEPARTAMENTO DE ESTRADAS DE RODAGEM DO ESTADO DO NORTE',
			'EDITAL Nº 1, DE 2 DE FEVEREIRO DE 2026',
			'1.1 O concurso será executado pelo Centro Brasileiro de Pesquisa em Avaliação e Seleção e de Promoção de Eventos (Cebraspe).'
		].join('\n');
		const read = header(lines(text));
		expect([read.body, read.board]).toEqual(['DEPARTAMENTO DE ESTRADAS DE RODAGEM DO ESTADO DO NORTE', 'Cebraspe']);
	});
	it('reads the Senate from the sentence that opens the edital, and a federal institute with the comma in its name', () => {
		const senate = ['CONCURSO PÚBLICO', 'EDITAL Nº 07/2009', 'O Diretor-Geral do Senado Federal torna públicas a abertura de inscrições.'].join('\n');
		expect(header(lines(senate)).body).toBe('Senado Federal');
		const institute = [
			'SERVIÇO PÚBLICO FEDERAL',
			'INSTITUTO FEDERAL DE EDUCAÇÃO, CIÊNCIA E TECNOLOGIA DO LITORAL',
			'EDITAL N° 41, DE 5 DE MARÇO DE 2024',
			'1.1 O concurso público será regido por este edital e conduzido pela Comissão Organizadora de Concurso do IFLT,',
			'designada pela Portaria IFLT nº 100, de 1 de março de 2024.'
		].join('\n');
		const read = header(lines(institute));
		expect([read.body, read.board]).toEqual(['INSTITUTO FEDERAL DE EDUCAÇÃO, CIÊNCIA E TECNOLOGIA DO LITORAL', 'Comissão Organizadora de Concurso do IFLT']);
	});
});

describe('a schedule that writes no years', () => {
	const SCHEDULE = [
		'ANEXO III',
		'CRONOGRAMA PREVISTO',
		'Evento                                                              Data',
		'',
		'Período para solicitar isenção do pagamento da taxa de inscrição     De 3 até 5 de novembro',
		'',
		'Aplicação da Prova Objetiva                                          14 de fevereiro',
		'',
		'Resultado final da Prova Discursiva                                  2 de março',
		'',
		'Divulgação do Resultado Final e homologação do Concurso              20 de março'
	].join('\n');
	it('dates it in the edital’s era: its year, the next one for a day before the edital', () => {
		const dates = keyDates(lines(SCHEDULE), { year: 2010, from: '2010-10-20' });
		expect(Object.fromEntries(dates.map((d) => [d.kind, d.date]))).toEqual({
			exemption_start: '2010-11-03',
			exemption_end: '2010-11-05',
			exam: '2011-02-14',
			result: '2011-03-20'
		});
	});
	it('dates nothing without an era, and a written year always wins', () => {
		expect(keyDates(lines(SCHEDULE))).toEqual([]);
		expect(datesIn('de 15 de setembro até 10 de outubro de 2008', { year: 2030, from: null })).toEqual(['2008-09-15', '2008-10-10']);
		expect(datesIn('09 de novembro', { year: 2008, from: null })).toEqual(['2008-11-09']);
	});
	it('gives a day alone the month and year of the date that closes its range', () => {
		expect(datesIn('no período entre 10 horas do dia 16 e 23h59min do dia 17 de julho de 2012.')).toEqual(['2012-07-16', '2012-07-17']);
		expect(datesIn('a partir do dia 20 de julho de 2012')).toEqual(['2012-07-20']);
		expect(datesIn('até o dia 5, conforme o item 3. Em 2 de maio de 2012')).toEqual(['2012-05-02']);
	});
	it('takes the year from the edital’s number when it has no date', () => {
		const text = ['EDITAL Nº 05/2008', 'O Diretor-Geral do Senado Federal torna pública a abertura de inscrições.', SCHEDULE].join('\n');
		expect(extractEdital(pagesOfText(text)).dates.find((d) => d.kind === 'exam')?.date).toBe('2008-02-14');
	});
	it('never takes a stage’s final result, nor a homologation before the result, as the concurso’s result', () => {
		const text = [
			'Resultado final da Prova Objetiva                        10/03/2026',
			'Homologação do resultado final do concurso               30/04/2026',
			'Resultado final do concurso                              20/04/2026'
		].join('\n');
		expect(keyDates(lines(text)).find((d) => d.kind === 'result')?.date).toBe('2026-04-20');
	});
	it('never takes a request for extra time or to nurse during the exam as its day', () => {
		const text = [
			'5.1 O candidato que necessitar de tempo adicional para a realização das provas deverá indicar a necessidade até o',
			'dia 9 de setembro de 2013.',
			'6.1 A candidata que tiver necessidade de amamentar durante a realização das provas deverá solicitar até 9 de setembro de 2013.',
			'7.1 As provas objetivas serão aplicadas na data provável de 20 de outubro de 2013.'
		].join('\n');
		expect(keyDates(lines(text)).find((d) => d.kind === 'exam')?.date).toBe('2013-10-20');
	});
});

describe('a schedule whose date cells stand above their rows', () => {
	it('gives each row the cell right above it, and no list of special services the exam’s day', () => {
		const pad = (cell: string) => `${' '.repeat(100)}${cell}`;
		const text = [
			pad('16/12/2025'),
			' Relação Preliminar de atendimentos especiais para a realização das provas.',
			'',
			pad('01/02/2026'),
			' Aplicação das provas objetivas e da discursiva.',
			'',
			pad('02/02/2026'),
			' Divulgação dos gabaritos das provas objetivas.'
		].join('\n');
		expect(keyDates(lines(text)).find((d) => d.kind === 'exam')?.date).toBe('2026-02-01');
	});
});

describe('a cargo headed by a numbered item alone', () => {
	const BLOCKS = [
		'2 DOS CARGOS',
		'2.1 ANALISTA',
		'2.1.1 ÁREAS DE CONHECIMENTO: o cargo será dividido em três áreas, conforme a tabela a seguir.',
		'                 Área 1 – Gestão Pública',
		'                 Área 2 – Auditoria',
		'2.1.2 REQUISITOS: diploma, devidamente registrado, de conclusão de curso de nível superior, em qualquer',
		'área.',
		'2.1.3 ATRIBUIÇÕES: as previstas em lei.',
		'2.2 TÉCNICO',
		'2.2.1 REQUISITOS: certificado de conclusão de nível médio completo.',
		'2.3 DA REMUNERAÇÃO',
		'3 DAS INSCRIÇÕES'
	].join('\n');
	it('is the cargo of the requirements its own sub-item labels', () => {
		const cargos = cargoBlocks(lines(BLOCKS));
		expect(cargos.map((c) => [c.title, c.requirements.map((r) => r.level)])).toEqual([
			['ANALISTA', ['superior']],
			['TÉCNICO', ['medio']]
		]);
	});
	it('gives nothing to an item of another number, or past the section’s end', () => {
		const text = ['2.1 ANALISTA', '2.1.1 ATRIBUIÇÕES: as previstas em lei.', '3 DAS INSCRIÇÕES', '3.1.2 REQUISITOS: nível superior.'].join('\n');
		expect(cargoBlocks(lines(text))).toEqual([]);
		const other = ['2.1 ANALISTA', '2.1.1 ATRIBUIÇÕES: as previstas em lei.', '2.2.1 REQUISITOS: nível superior.'].join('\n');
		expect(cargoBlocks(lines(other))).toEqual([]);
	});
});

describe('a vacancy table that parts each cargo by place', () => {
	const TABLE = [
		'4.1.1 CARGO: FISCAL',
		'                Áreas de',
		'    Cargo                  Praça de lotação                                Vagas',
		'              conhecimento',
		'                                                       Ampla          Candidatos com',
		'                                                                                           Total de vagas',
		'                                                    concorrência        deficiência',
		'                  Área 1            Recife               9                  1                   10',
		'                                    Manaus               4                  1                   5',
		'FISCAL                            Curitiba               7                  1                   8',
		'                  Área 2            Recife               3                  1                   4',
		'                                  Natal                  2                  (*)                 2',
		'(*) Para esse cargo não há reserva de vaga.'
	].join('\n');
	it('reads the cargo and none of its places or areas, and no place’s count as the cargo’s', () => {
		const cargos = cargoTables(lines(TABLE));
		expect(cargos.map((c) => [c.title, c.vacancies.total])).toEqual([['FISCAL', null]]);
	});
	it('reads each row as before where the header parts nothing by place', () => {
		const plain = TABLE.replace('Praça de lotação', 'Requisito       ').replace('Áreas de', '        ').replace('conhecimento', '            ');
		expect(cargoTables(lines(plain)).length).toBeGreaterThan(1);
	});
	it('is no line of an address with its telephone number', () => {
		expect(isTitle('Telefone: (61) 3462-1133 SHIS QI')).toBe(false);
		expect(isTitle('Técnico em Telefonia (TEL)')).toBe(true);
	});
	it('is no legend’s entry', () => {
		expect(isTitle('AC: ampla concorrência. PCD: pessoa com deficiência')).toBe(false);
		expect(isTitle('AUDITOR FISCAL')).toBe(true);
	});
});

describe('a federal institute’s technician cargos', () => {
	const courses = (text: string) => requirementsOf([{ text, line: { text, page: 1, line: 1 } }]).map((r) => r.course ?? null);
	it('takes the course both ways to the cargo name (with the secondary level both ask for), and none where the ways name other courses', () => {
		expect(courses('Ensino Médio Profissionalizante em Técnico em Agrimensura ou Ensino Médio Completo mais Curso Técnico em Agrimensura')).toEqual([null, 'Agrimensura']);
		expect(courses('Ensino Médio Completo mais Curso Técnico em Agrimensura')).toEqual([null, 'Agrimensura']);
		expect(courses('Diploma de nível superior em jornalismo ou em comunicação social com habilitação em jornalismo')).toEqual([null]);
		expect(courses('Ensino Médio Profissionalizante em Técnico em Química ou Ensino Médio Completo mais Curso Técnico em Biotecnologia')).toEqual([null]);
	});
	it('joins a name wrapped after its slash, and reads no row for all the cargos', () => {
		expect(cleanTitle('Técnico de Laboratório/ Área: Agrimensura')).toBe('Técnico de Laboratório/Área: Agrimensura');
		expect(cleanTitle('Agente de Trânsito / Fiscal')).toBe('Agente de Trânsito / Fiscal');
		expect(isTitle('Todos os cargos')).toBe(false);
	});
});

describe('the syllabus of an older edital', () => {
	const cargo = { id: 'agente', title: 'AGENTE ADMINISTRATIVO', requirements: [] } as unknown as Cargo;
	const subjectsOf = (text: string) => syllabus(lines(text), [cargo]).map((s) => [s.name, s.topics]);
	it('starts at an annex titled "PROGRAMAS", its subjects named before their numbered topics', () => {
		const text = [
			'12.1 Os casos omissos serão resolvidos pela Comissão.',
			'ANEXO I – PROGRAMAS',
			'CONHECIMENTOS GERAIS',
			'LÍNGUA PORTUGUESA: 1. Interpretação de textos. 2. Crase. 3. Regência.',
			'ADMINISTRAÇÃO PÚBLICA: 1. Princípios. 2. Agentes públicos.'
		].join('\n');
		expect(subjectsOf(text)).toEqual([
			['LÍNGUA PORTUGUESA', ['1 Interpretação de textos', '2 Crase', '3 Regência']],
			['ADMINISTRAÇÃO PÚBLICA', ['1 Princípios', '2 Agentes públicos']]
		]);
	});
	it('reads "CONHECIMENTOS BÁSICOS DE …" as a subject, its levels’ line between its name and its topics', () => {
		const text = [
			'Anexo II',
			'PROGRAMA DAS MATÉRIAS',
			'1. NOÇÕES DE ARQUIVOLOGIA',
			'1. Gestão de documentos. 2. Protocolo.',
			'2. CONHECIMENTOS BÁSICOS DE INFORMÁTICA',
			'NÍVEIS MÉDIO E SUPERIOR',
			'1. Sistemas operacionais. 2. Planilhas eletrônicas.'
		].join('\n');
		expect(subjectsOf(text)).toEqual([
			['NOÇÕES DE ARQUIVOLOGIA', ['1 Gestão de documentos', '2 Protocolo']],
			['CONHECIMENTOS BÁSICOS DE INFORMÁTICA', ['1 Sistemas operacionais', '2 Planilhas eletrônicas']]
		]);
	});
});

describe('the requirements of a specialist’s cargo', () => {
	const read = (text: string) => requirementsOf([{ text, line: { text, page: 1, line: 1 } }]).map((r) => [r.kind, r.level ?? r.council, r.course ?? null]);
	it('parts a specialisation after a comma, and an annotation with no council of its own after it', () => {
		expect(
			read(
				'Diploma de graduação em Engenharia, com registro no Conselho Regional de Engenharia e Agronomia - CREA, e curso de Pós-Graduação em nível de Especialização em Engenharia Ambiental, reconhecido pelo MEC, bem como anotação em registro junto ao respectivo Conselho como Engenheiro Ambiental.'
			)
		).toEqual([
			['education', 'superior', 'Engenharia'],
			['registration', 'CREA', null],
			['education', 'pos', 'Engenharia Ambiental']
		]);
		expect(read('Diploma de graduação em Medicina, registro no Conselho Regional de Medicina (CRM), certificado de conclusão de curso de Especialização em Pediatria.')).toEqual([
			['education', 'superior', 'Medicina'],
			['registration', 'CRM', null],
			['education', 'pos', 'Pediatria']
		]);
	});
});

describe('a row named with its label glued to its number', () => {
	it('reads "Cargo1:" as "Cargo 1:", its number the code', () => {
		const table = [
			'                                                              VAGAS',
			'      CARGO/ESPECIALIDADE                                AC        PCD      TOTAL',
			'  Cargo1: Analista Júnior – Especialidade: Geografia      4          1          5',
			'  Cargo 2: Analista Júnior – Especialidade: Economia      2          *          2'
		].join('\n');
		expect(cargoTables(lines(table)).map((c) => [c.code, c.title, c.vacancies.total])).toEqual([
			['1', 'Analista Júnior – Especialidade: Geografia', 5],
			['2', 'Analista Júnior – Especialidade: Economia', 2]
		]);
	});
});

describe('a block named for one name and its variants', () => {
	const edital = (opening: string) =>
		[
			opening,
			'2 DOS CARGOS',
			'2.1. Cargo: ANALISTA FINANCEIRO, CONTÁBIL E JURÍDICO',
			'2.1.1. Requisito Básico: diploma de conclusão de curso de graduação.',
			'2.1.2. Vagas: 6.',
			'3 DAS INSCRIÇÕES'
		].join('\n');
	it('is each variant, where the edital names each in full elsewhere; the count of them together is none of theirs', () => {
		const cargos = cargoBlocks(lines(edital('O Presidente torna pública a seleção para os cargos de Analista Financeiro, Analista Contábil e Analista Jurídico.')));
		expect(cargos.map((c) => [c.title, c.requirements.length, c.vacancies.total])).toEqual([
			['ANALISTA FINANCEIRO', 1, null],
			['ANALISTA CONTÁBIL', 1, null],
			['ANALISTA JURÍDICO', 1, null]
		]);
	});
	it('stays one cargo where the edital never writes the variants in full', () => {
		const cargos = cargoBlocks(lines(edital('O Presidente torna pública a seleção para o cargo abaixo.')));
		expect(cargos.map((c) => [c.title, c.vacancies.total])).toEqual([['ANALISTA FINANCEIRO, CONTÁBIL E JURÍDICO', 6]]);
	});
});
