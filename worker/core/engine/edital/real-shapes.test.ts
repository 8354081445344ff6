import { describe, expect, it } from 'vitest';
import { cargoBlocks, isTitle } from './cargos';
import { cargoTables } from './cargo-tables';
import { extractEdital } from './index';
import { toLines } from './lines';
import { syllabus, topicsOf } from './syllabus';
import { NO_LINE, requirementKeys } from './look-alikes';
import type { Cargo } from './types';

/**
 * Issue 31: layouts met in real editais (Cesgranrio, Cebraspe, FCC), each as a short look-alike with invented words
 * of the same shape. A cargo's requirements are read as the real editais' truth keys them: the course when one is
 * named, the level when the edital names alternatives, the council's acronym ("" when it names none).
 */
const keys = (cargo: Cargo) => cargo.requirements.map((r) => `${r.kind}:${r.course ?? r.level ?? r.council ?? r.category ?? r.years ?? ''}`);
const blocks = (text: string) => cargoBlocks(toLines([text])).map((c) => ({ title: c.title, requirements: keys(c), salary: c.salary?.amount ?? null }));
const line = NO_LINE;

describe('cargo blocks as real editais write them', () => {
	it('reads item numbers followed by a dash ("3.1 - Cargo:", "3.1.2 - Requisito Básico:")', () => {
		const text = [
			'3 - DOS CARGOS',
			'3.1 - Cargo: TÉCNICO DE LABORATÓRIO',
			'3.1.1 - Atribuições: preparar amostras e manter os equipamentos.',
			'3.1.2 - Salário Inicial: R$ 4.210,00 (quatro mil, duzentos e dez reais).',
			'3.1.3 - Requisito Básico: diploma de curso de graduação em Química, fornecido por instituição de ensino reconhecida',
			'pelo Ministério da Educação, e registro no Conselho Regional de Química (CRQ).',
			'3.1.4 - Jornada de Trabalho: 40 (quarenta) horas semanais.',
			'4 - DAS INSCRIÇÕES'
		].join('\n');
		expect(blocks(text)).toEqual([{ title: 'TÉCNICO DE LABORATÓRIO', requirements: ['education:Química', 'registration:CRQ'], salary: 4210 }]);
	});

	it('reads a cargo named by "Denominação:" with a closing dot', () => {
		const text = ['2 - DO CARGO', '2.1 - Denominação: CAIXA DE AGÊNCIA.', '2.1.1 - Requisito Básico: certificado de conclusão de curso de nível médio.'].join('\n');
		expect(blocks(text)).toEqual([{ title: 'CAIXA DE AGÊNCIA', requirements: ['education:medio'], salary: null }]);
	});

	it('gives the parts of a cargo ("ÊNFASE N:") as its cargos, each with the salary stated for all of them', () => {
		const text = [
			'ANEXO II – CARGO E ÊNFASES',
			'1 CARGO: ANALISTA PLENO DA COMPANHIA',
			'REMUNERAÇÃO: salário básico de R$ 8.100,00.',
			'1.1 ÊNFASE 1: CONTABILIDADE',
			'REQUISITOS: diploma de curso de graduação de nível superior, bacharelado, em Ciências Contábeis, reconhecido pelo MEC.',
			'Registro no respectivo Conselho de Classe.',
			'1.2 ÊNFASE 2: LOGÍSTICA – TRANSPORTES',
			'REQUISITOS: diploma de curso de graduação de nível superior em Administração, Economia ou Engenharia, reconhecido pelo MEC.'
		].join('\n');
		expect(blocks(text)).toEqual([
			{ title: 'CONTABILIDADE', requirements: ['education:Ciências Contábeis', 'registration:'], salary: 8100 },
			{ title: 'LOGÍSTICA – TRANSPORTES', requirements: ['education:superior'], salary: 8100 }
		]);
	});

	it('ends a field at a label it does not know ("Principais atividades:")', () => {
		const text = [
			'ÊNFASE: GESTÃO DE PESSOAS',
			'Requisito Básico: diploma de graduação em Psicologia, fornecido por instituição reconhecida pelo MEC.',
			'Principais atividades: conduzir processos seletivos, manter o registro dos empregados junto ao conselho de',
			'administração e acompanhar a experiência dos novos empregados.'
		].join('\n');
		expect(blocks(text)).toEqual([{ title: 'GESTÃO DE PESSOAS', requirements: ['education:Psicologia'], salary: null }]);
		// A requirement's own sub-label goes on with it.
		const sub = ['CARGO: FISIOTERAPEUTA', 'REQUISITOS: graduação em Fisioterapia.', 'Registro profissional: no CREFITO.', 'Principais atividades: atender pacientes.'].join('\n');
		expect(blocks(sub)).toEqual([{ title: 'FISIOTERAPEUTA', requirements: ['education:Fisioterapia', 'registration:CREFITO'], salary: null }]);
	});

	it('reads labels ending in qualifying words, and the counts of lists named after them', () => {
		const text = [
			'II – DO CARGO',
			'2.1.1. Denominação do Cargo: Nutricionista (código: 5512);',
			'2.1.2. Pré-requisitos de ingresso: Graduação em Nutrição e registro profissional no Conselho da Categoria.',
			'2.1.3. Salário base mensal: R$ 5.120,40.',
			'2.1.4. Número de vagas previstas: 6 (seis), sendo:',
			'a) 04 (quatro) para a Lista de Ampla Concorrência (LAC);',
			'b) 01 (uma) para a Lista de Pessoas Pretas ou Pardas (PPP); e',
			'c) 01 (uma) para a Lista de Pessoas com Deficiência (PcD).',
			'2.2. As vagas reservadas seguem a lei.'
		].join('\n');
		const [cargo] = cargoBlocks(toLines([text]));
		expect([cargo.title, keys(cargo), cargo.salary?.amount, cargo.vacancies.total, cargo.vacancies.ampla, cargo.vacancies.negros, cargo.vacancies.pcd]).toEqual([
			'Nutricionista',
			['education:Nutrição', 'registration:'],
			5120.4,
			6,
			4,
			1,
			1
		]);
	});

	it('reads the one cargo a section is named after ("2 DO CARGO DE …")', () => {
		const text = ['2 DO CARGO DE ANALISTA DE TRÂNSITO – ÁREA: ENGENHARIA DE TRANSPORTES', 'REQUISITO: diploma de graduação em Engenharia Civil e registro no CREA.', 'DESCRIÇÃO SUMÁRIA DAS ATIVIDADES: planejar.'].join('\n');
		expect(blocks(text)).toEqual([{ title: 'ANALISTA DE TRÂNSITO – ÁREA: ENGENHARIA DE TRANSPORTES', requirements: ['education:Engenharia Civil', 'registration:CREA'], salary: null }]);
	});

	it('never takes a sentence or a fragment of one for a cargo title', () => {
		const text = ['CARGO: conforme o quadro do item 2 deste Edital', 'REQUISITO: ensino médio completo.'].join('\n');
		expect(blocks(text)).toEqual([]);
		// Two rows of a table run together: cells of numbers inside the name.
		expect(isTitle('ANALISTA GEOGRAFIA ALAGOAS 11 ANALISTA HISTÓRIA 1 1 0 MACEIÓ - AL')).toBe(false);
		expect(['Auditor-Fiscal da Receita Estadual', '1º Sargento Músico', 'Técnico em Enfermagem II'].every(isTitle)).toBe(true);
	});
});

describe('cargo tables as real editais write them', () => {
	const table = (text: string) => cargoTables(toLines([text])).map((c) => ({ title: c.title, code: c.code, vacancies: [c.vacancies.ampla, c.vacancies.pcd, c.vacancies.negros, c.vacancies.total] }));

	it('reads a header whose last line holds the column names alone, "*" cells, and a label with its number as the code', () => {
		const text = [
			'VAGAS',
			'ÁREA E ÊNFASE TOTAL',
			'AC PCD NEGROS',
			'Ênfase 1: Contabilidade 12 2 3 17',
			'Ênfase 2: Logística – Transportes 4 * 1 5',
			'AC = ampla concorrência'
		].join('\n');
		expect(table(text)).toEqual([
			{ title: 'Contabilidade', code: '1', vacancies: [12, 2, 3, 17] },
			{ title: 'Logística – Transportes', code: '2', vacancies: [4, null, 1, 5] }
		]);
	});

	it('merges a table row into the block whose label has the same number, whatever their titles', () => {
		const text = [
			'ANEXO I – QUADRO DE VAGAS',
			'VAGAS',
			'ÊNFASE TOTAL',
			'AC PCD NEGROS',
			'Ênfase 1: Análise – Fretes 6 1 2 9',
			'ANEXO II – ÊNFASES E REQUISITOS',
			'1 CARGO: ANALISTA PLENO',
			'REMUNERAÇÃO: R$ 8.100,00.',
			'1.1 ÊNFASE 1: ANÁLISE DE TRANSPORTES E LOGÍSTICA – FRETES',
			'REQUISITOS: diploma de graduação de nível superior em Logística, reconhecido pelo MEC.'
		].join('\n');
		const exam = extractEdital([text]);
		expect(exam.cargos.map((c) => [c.title, c.vacancies.total, c.vacancies.ampla])).toEqual([['ANÁLISE DE TRANSPORTES E LOGÍSTICA – FRETES', 9, 6]]);
	});

	it('never reads a title line or a paragraph under a header-like sentence as a row', () => {
		const text = [
			'SELEÇÃO PÚBLICA PARA A FORMAÇÃO DE CADASTRO DE RESERVA E VAGAS PARA O CARGO',
			'DE ANALISTA DE SISTEMAS E AUDITOR EDITAL Nº 3/2025, DE 14 DE MARÇO DE 2025',
			'O BANCO REGIONAL torna pública a realização de Seleção Pública para os cargos de Analista e Auditor, visando ao provimento de vagas.',
			'1 - DAS DISPOSIÇÕES PRELIMINARES',
			'1.1 - A seleção será regida por este Edital.',
			'1.2 O código do cargo, a escolaridade e a remuneração são os estabelecidos',
			'no Capítulo 3 deste Edital.'
		].join('\n');
		expect(table(text)).toEqual([]);
	});
});

describe('a table whose header and cells wrap in the columns of the page', () => {
	/** A line with each text at its column, as a PDF's layout text puts it. */
	const at = (...cells: [number, string][]) => cells.reduce((line, [column, text]) => line.padEnd(column) + text, '');

	it('reads each cell from its own column: the name over several lines, the counts of the first line of numbers', () => {
		const text = [
			'2. DO CARGO E VAGAS',
			at([62, 'Nº de vagas'], [79, 'Nº de vagas']),
			at([0, 'Código'], [25, 'Escolaridade/'], [54, 'Total'], [62, 'reservadas a'], [79, 'reservadas a']),
			at([2, 'de'], [12, 'Cargo'], [25, 'Pré-requisitos'], [54, 'de'], [62, 'candidatos com'], [79, 'candidatos']),
			at([0, 'Opção'], [54, 'Vagas'], [62, 'deficiência'], [79, 'negros']),
			'',
			at([25, 'Diploma de Curso Superior,']),
			at([12, 'Analista-'], [25, 'em nível de Graduação,'], [55, '20'], [64, '2'], [81, '5']),
			at([0, 'B02'], [12, 'Tributário'], [25, 'em qualquer área de'], [62, 'Cadastro de Reserva']),
			at([12, 'do Estado'], [25, 'formação.'], [55, '10'], [64, '1'], [81, '2']),
			at([20, 'Total de Vagas'], [55, '30'], [64, '3'], [81, '7']),
			'Notas:'
		].join('\n');
		expect(
			cargoTables(toLines([text])).map((c) => ({ title: c.title, code: c.code, vacancies: [c.vacancies.ampla, c.vacancies.pcd, c.vacancies.negros, c.vacancies.total], requirements: keys(c) }))
		).toEqual([{ title: 'Analista-Tributário do Estado', code: 'B02', vacancies: [null, 2, 5, 20], requirements: ['education:superior'] }]);
	});
});

describe('tables whose rows follow each other in the columns of the page', () => {
	const at = (...cells: [number, string][]) => cells.reduce((line, [column, text]) => line.padEnd(column) + text, '');
	const rows = (text: string) =>
		cargoTables(toLines([text])).map((c) => ({ title: c.title, code: c.code, vacancies: [c.vacancies.ampla, c.vacancies.pcd, c.vacancies.negros, c.vacancies.total], requirements: keys(c) }));

	it('starts a row at each line holding a name and its counts, the name wrapped below it ("2 + CR")', () => {
		const text = [
			at([4, 'CARGO'], [19, 'ESCOLARIDADE'], [36, 'LOTAÇÃO'], [52, 'VENCIMENTO'], [70, 'AC'], [76, 'PCD'], [83, 'VAGAS +']),
			at([86, 'CR']),
			at([2, 'Analista de'], [19, 'Nível Superior'], [36, 'Secretaria de'], [52, 'R$ 3.100,00'], [70, '03'], [76, '01'], [83, '4 + CR']),
			at([3, 'Orçamento'], [36, 'Fazenda']),
			at([2, 'Guarda'], [19, 'Nível Médio'], [36, 'Secretaria de'], [52, 'R$ 2.000,00'], [70, '05'], [76, '-'], [83, '5 + CR']),
			at([2, 'Municipal'], [36, 'Segurança'])
		].join('\n');
		expect(rows(text)).toEqual([
			{ title: 'Analista de Orçamento', code: null, vacancies: [3, 1, null, 4], requirements: ['education:superior'] },
			{ title: 'Guarda Municipal', code: null, vacancies: [5, null, null, 5], requirements: ['education:medio'] }
		]);
	});

	it('reads a coded table whose requirement is centred on its coded line, in capitals, with a caption between its parts', () => {
		const text = [
			at([0, 'CÓDIGO'], [12, 'CARGO'], [44, 'VAGAS'], [52, 'VENCIMENTO'], [66, 'REQUISITOS']),
			at([66, 'ENSINO MÉDIO COMPLETO, ACRESCIDO DE']),
			at([1, '201'], [12, 'TÉCNICO DE RADIOLOGIA'], [44, '3'], [52, '1.800,00']),
			at([66, 'CURSO TÉCNICO EM RADIOLOGIA.']),
			at([66, 'ENSINO MÉDIO COMPLETO, ACRESCIDO DE']),
			at([1, '202'], [12, 'TÉCNICO DE NUTRIÇÃO'], [44, '2'], [52, '1.800,00'], [66, 'CURSO TÉCNICO EM NUTRIÇÃO E REGISTRO']),
			at([66, 'NO CONSELHO REGIONAL DE NUTRICIONISTAS - CRN.']),
			'',
			at([40, 'CARGOS DE NÍVEL SUPERIOR']),
			'',
			at([66, 'DIPLOMA DE CONCLUSÃO DE CURSO DE']),
			at([1, '301'], [12, 'ODONTÓLOGO'], [44, '1'], [52, '3.900,00'], [66, 'GRADUAÇÃO EM ODONTOLOGIA.'])
		].join('\n');
		expect(rows(text).map((r) => [r.title, r.code, r.requirements.sort()])).toEqual([
			['TÉCNICO DE RADIOLOGIA', '201', ['education:RADIOLOGIA', 'education:medio']],
			['TÉCNICO DE NUTRIÇÃO', '202', ['education:NUTRIÇÃO', 'education:medio', 'registration:CRN']],
			['ODONTÓLOGO', '301', ['education:ODONTOLOGIA']]
		]);
	});
});

describe('requirements as real editais word them', () => {
	it('never reads the bodies that recognise a diploma as a professional council', () => {
		expect(requirementKeys('certificado de conclusão ou diploma de curso de nível médio expedido por instituição reconhecida pelas Secretarias ou Conselhos Estaduais de Educação.')).toEqual(['education:medio']);
	});

	it('reads a registration only where a council or a body of the profession is named', () => {
		expect(requirementKeys('diploma de graduação em Farmácia com registro no MEC; registro no respectivo conselho de classe.')).toEqual(['education:Farmácia', 'registration:']);
	});

	it('reads "inscrição na OAB" and tells the veterinary council from the medical one', () => {
		expect(requirementKeys('Graduação em Direito e inscrição na OAB.')).toEqual(['education:Direito', 'registration:OAB']);
		expect(requirementKeys('Graduação em Zootecnia e registro no Conselho Regional de Medicina Veterinária.')).toEqual(['education:Zootecnia', 'registration:CRMV']);
	});

	it('reads "…; ou ainda, graduação em qualquer área e pós-graduação" as another path: the level of each, no course', () => {
		expect(requirementKeys('diploma de graduação em Estatística; ou ainda, diploma de qualquer curso superior acompanhado de certificado de pós-graduação na área de finanças.')).toEqual([
			'education:superior',
			'education:pos'
		]);
	});

	it('leaves out what is only wished for', () => {
		expect(requirementKeys('diploma de graduação em Estatística; desejável experiência em análise de dados.')).toEqual(['education:Estatística']);
	});

	it('keys a list of alternative courses by the level, and one course by the course', () => {
		expect(requirementKeys('diploma de graduação em Geografia ou Engenharia Cartográfica, reconhecido pelo MEC.')).toEqual(['education:superior']);
		expect(requirementKeys('diploma de graduação, bacharelado, em Estatística, Matemática, Física ou Economia, reconhecido pelo MEC.')).toEqual(['education:superior']);
		expect(requirementKeys('diploma de graduação, bacharelado, em Estatística, reconhecido pelo MEC.')).toEqual(['education:Estatística']);
		expect(requirementKeys('diploma de graduação em engenharia ou arquitetura.')).toEqual(['education:superior']);
	});

	it('reads a course named in lower case after its degree, and never the degree as the course', () => {
		expect(requirementKeys('curso de pós-graduação em gestão de riscos no trabalho com carga horária mínima de 360 horas.')).toEqual(['education:gestão de riscos no trabalho']);
		expect(requirementKeys('certificado de conclusão de curso de Especialização em Medicina de Família, registrado.')).toEqual(['education:Medicina de Família']);
		expect(requirementKeys('Diploma de Curso Superior, em nível de Graduação, em qualquer área de formação.')).toEqual(['education:superior']);
	});

	it('reads the course of a requirement written in capitals', () => {
		expect(requirementKeys('DIPLOMA DE CONCLUSÃO DE CURSO DE GRADUAÇÃO DE NÍVEL SUPERIOR EM FONOAUDIOLOGIA, FORNECIDO POR INSTITUIÇÃO RECONHECIDA.')).toEqual(['education:FONOAUDIOLOGIA']);
		expect(requirementKeys('GRADUAÇÃO EM PSICOLOGIA OU PEDAGOGIA.')).toEqual(['education:superior']);
		expect(requirementKeys('ENSINO MÉDIO COMPLETO, ACRESCIDO DE CURSO TÉCNICO DE PRÓTESE DENTÁRIA.')).toEqual(['education:medio', 'education:PRÓTESE DENTÁRIA']);
		expect(requirementKeys('GRADUAÇÃO EM ODONTOLOGIA, ACRESCIDO DE CURSO DE ATUALIZAÇÃO EM CIRURGIA BUCO-FACIAL.')).toEqual(['education:ODONTOLOGIA', 'education:CIRURGIA BUCO-FACIAL']);
	});

	it('reads two courses each with its council as alternatives, both councils named', () => {
		expect(requirementKeys('diploma de graduação em Geologia, com registro no Conselho Regional de Química – CRQ, ou Engenharia, com registro no Conselho Regional de Engenharia e Agronomia – CREA.')).toEqual([
			'education:superior',
			'registration:CRQ',
			'registration:CREA'
		]);
	});

	it('leaves out a sentence of what else is accepted, and a second way to meet the same education', () => {
		expect(
			requirementKeys(
				'diploma de graduação de nível superior em Estatística, Economia ou Matemática; ou diploma de graduação de nível superior de Tecnologia em Ciência de Dados. Serão aceitos diplomas e certificados de outros cursos de tecnologia, desde que equivalentes.'
			)
		).toEqual(['education:superior']);
		expect(requirementKeys('diploma de graduação em Engenharia, reconhecido pelo MEC. Outras formações são aceitas, desde que acompanhadas de certidão do respectivo Conselho de Classe.')).toEqual(['education:Engenharia']);
	});
});

describe('syllabus as real editais write it', () => {
	const cargo = { id: 'c', title: 'Agente', requirements: [] } as unknown as Cargo;
	const read = (text: string) => Object.fromEntries(syllabus(toLines([text]), [cargo]).map((s) => [s.name, s.topics]));

	it('reads items numbered "1 - ", "7- " and "11 – "', () => {
		expect(topicsOf('1 - Leitura de textos. 2 - Pontuação. 7- Crase e regência. 11 – Coesão textual.')).toEqual(['1 Leitura de textos', '2 Pontuação', '7 Crase e regência', '11 Coesão textual']);
	});

	it('reads "Name: …" at the start of a line under a subject named in capitals as a topic, not a subject', () => {
		const text = [
			'ANEXO II - CONTEÚDOS PROGRAMÁTICOS',
			'LÍNGUA INGLESA',
			'Leitura de textos técnicos. Gramática: tempos verbais, pronomes e preposições. Vocabulário: falsos cognatos.',
			'Tradução: versão de frases simples. Interpretação de gráficos.',
			'MATEMÁTICA FINANCEIRA',
			'Juros simples e compostos. Descontos.'
		].join('\n');
		expect(read(text)).toEqual({
			'LÍNGUA INGLESA': [
				'Leitura de textos técnicos',
				'Gramática: tempos verbais, pronomes e preposições',
				'Vocabulário: falsos cognatos',
				'Tradução: versão de frases simples',
				'Interpretação de gráficos'
			],
			'MATEMÁTICA FINANCEIRA': ['Juros simples e compostos', 'Descontos']
		});
	});

	it('reads a subject named in capitals with no colon before its first item, or no space after the colon', () => {
		const text = [
			'ANEXO III – CONTEÚDO PROGRAMÁTICO',
			'CONHECIMENTOS BÁSICOS',
			'REDAÇÃO OFICIAL 1 Aspectos gerais da redação oficial. 2 Pronomes de tratamento.',
			'ESTATÍSTICA:1 - Medidas de posição. 2 - Probabilidade condicional.'
		].join('\n');
		expect(read(text)).toEqual({
			'REDAÇÃO OFICIAL': ['1 Aspectos gerais da redação oficial', '2 Pronomes de tratamento'],
			ESTATÍSTICA: ['1 Medidas de posição', '2 Probabilidade condicional']
		});
	});
});

describe('a registration said twice', () => {
	it('reads where to obtain a named council’s registration as part of it, not as a second registration', () => {
		expect(
			requirementKeys(
				'diploma de graduação em Nutrição, expedido por instituição reconhecida pelo MEC, e Registro Profissional no Conselho Regional de Nutricionistas - CRN. O registro deverá ser obtido no Conselho Regional com jurisdição no local de trabalho.'
			)
		).toEqual(['education:Nutrição', 'registration:CRN']);
		// A registration whose council is not named stays, marked for review.
		expect(requirementKeys('diploma de graduação em Arquivologia e registro profissional conforme a lei da profissão.')).toEqual(['education:Arquivologia', 'registration:']);
	});
});

describe('vacancy tables of real editais (issue 31, second pass)', () => {
	const vacancies = (text: string) => cargoTables(toLines([text])).map((c) => ({ title: c.title, ampla: c.vacancies.ampla, pcd: c.vacancies.pcd, negros: c.vacancies.negros, total: c.vacancies.total }));

	it('reads the racial quota column named "CN" (candidatos negros) or "Negro" in the singular', () => {
		const cn = [
			'                                        VAGAS',
			'                ÊNFASE',
			'                                 AC        CN        PCD     TOTAL',
			' GEOGRAFIA                        9         4           2      15',
			' HISTÓRIA - Arquivo               3         1           *       4'
		].join('\n');
		expect(vacancies(cn)).toEqual([
			{ title: 'GEOGRAFIA', ampla: 9, pcd: 2, negros: 4, total: 15 },
			{ title: 'HISTÓRIA - Arquivo', ampla: 3, pcd: null, negros: 1, total: 4 }
		]);
		const negro = [
			'                                     Vagas Imediatas',
			'         Cargo',
			'                           Ampla         PCD           Negro          Total',
			'     Auditor Fiscal          12            1             3             16',
			'     Técnico Fiscal          21            2             5             28'
		].join('\n');
		expect(vacancies(negro)).toEqual([
			{ title: 'Auditor Fiscal', ampla: 12, pcd: 1, negros: 3, total: 16 },
			{ title: 'Técnico Fiscal', ampla: 21, pcd: 2, negros: 5, total: 28 }
		]);
	});
});

describe('tables of candidates and tables of one cargo (issue 31, second pass)', () => {
	it('reads no vacancies, and no cargos, from a table of the candidates to classify or to correct per cargo', () => {
		const text = [
			'                                                            CLASSIFICAÇÃO',
			'                                                                            CLASSIFICAÇÃO',
			'          CÓDIGO                CARGO                          AMPLA',
			'                                                                                PCD*',
			'                                                          CONCORRÊNCIA',
			'          210     AGENTE DE ENDEMIAS E VETORES                  30              8',
			'          211     AUXILIAR DE FARMÁCIA HOSPITALAR               45              8',
			'',
			'                                 Quantitativo de redações a serem corrigidas',
			'          Especialidade                Ampla Concorrência        PCD        Negros',
			'          Topografia                            40                  4          12',
			'          Geodésia                              20                  2           6'
		].join('\n');
		expect(cargoTables(toLines([text]))).toEqual([]);
	});

	it('gives a vacancy table that names no cargo to the edital’s one cargo', () => {
		const text = [
			'2 DO CARGO DE ANALISTA AMBIENTAL – ÁREA: OCEANOGRAFIA',
			'REQUISITOS: diploma de graduação em Oceanografia, fornecido por instituição reconhecida pelo MEC.',
			'REMUNERAÇÃO: R$ 7.100,00.',
			'3 DAS VAGAS',
			'3.1 As vagas estão distribuídas conforme o quadro a seguir:',
			'            Vagas imediatas                      Cadastro de reserva',
			'    AC       PCD        PPIQ      Total       AC       PCD       PPIQ      Total',
			'     5        1          2          8          5        1          2         8',
			'AC: Ampla Concorrência'
		].join('\n');
		const [cargo] = extractEdital([text]).cargos;
		expect({ ...cargo.vacancies, quote: undefined }).toEqual({ total: 8, ampla: 5, pcd: 1, negros: 2, quote: undefined });
		expect(cargo.review).not.toContain('vacancies');
	});
});

describe('a coded table of health cargos (issue 31, second pass)', () => {
	const text = [
		'                                                             VAGAS CARGA',
		'CÓDIGO                  CARGO                      AMPLA                   VENCIMENTO                  REQUISITOS',
		'                                                              PCD* HORÁRIA',
		'                                                CONCORRÊNCIA',
		'                                                                                        ENSINO MÉDIO COMPLETO, ACRESCIDO DE',
		' 410     TÉCNICO EM RADIOLOGIA                      12        2     24H      1.900,00',
		'                                                                                        CURSO TÉCNICO EM RADIOLOGIA.',
		'                                                                                        DIPLOMA DE GRADUAÇÃO EM ODONTOLOGIA,',
		'         CIRURGIÃO DENTISTA - ESPECIALISTA EM',
		' 530                                              CR**       -     20H      2.500,00   ACRESCIDO DE CURSO DE ATUALIZAÇÃO EM',
		'         PERIODONTIA',
		'                                                                                        PERIODONTIA.',
		'                                                                                        DIPLOMA DE GRADUAÇÃO EM MEDICINA;',
		'                                                                                        CERTIDÃO ÉTICO PROFISSIONAL;',
		' 640     MÉDICO CARDIOLOGISTA - 20 HORAS             1         -     20H      6.300,00   CERTIDÃO DE CONCLUSÃO DE RESIDÊNCIA',
		'                                                                                        MÉDICA, RECONHECIDA PELO MEC,',
		'                                                                                        NA ESPECIALIDADE DE CARDIOLOGIA.'
	].join('\n');
	const rows = () => cargoTables(toLines([text])).map((c) => ({ code: c.code, title: c.title, ampla: c.vacancies.ampla, pcd: c.vacancies.pcd, requirements: keys(c) }));

	it('reads a count column named alone under a wrapped header ("PCD* HORÁRIA"), a name with its hours after a dash, and a name around its coded line', () => {
		expect(rows()).toEqual([
			{ code: '410', title: 'TÉCNICO EM RADIOLOGIA', ampla: 12, pcd: 2, requirements: ['education:medio', 'education:RADIOLOGIA'] },
			{ code: '530', title: 'CIRURGIÃO DENTISTA - ESPECIALISTA EM PERIODONTIA', ampla: null, pcd: null, requirements: ['education:ODONTOLOGIA', 'education:PERIODONTIA'] },
			{ code: '640', title: 'MÉDICO CARDIOLOGISTA - 20 HORAS', ampla: 1, pcd: null, requirements: ['education:MEDICINA', 'other:', 'education:CARDIOLOGIA'] }
		]);
	});

	it('reads a residency by its specialty, and leaves out one whose specialty it cannot read', () => {
		expect(requirementKeys('Diploma de graduação em Medicina; residência médica em programa credenciado pela CNRM na especialidade de Ginecologia e Obstetrícia ou título de especialista emitido pela AMB.')).toEqual([
			'education:Medicina',
			'education:Ginecologia e Obstetrícia'
		]);
		expect(requirementKeys('Diploma de graduação em Medicina; certidão de conclusão de residência médica em programa credenciado pela CNRM.')).toEqual(['education:Medicina']);
	});

	it('splits a registration asked "bem como" after a degree, and reads the course of a degree "concluído em"', () => {
		expect(requirementKeys('diploma de curso superior concluído em estatística, devidamente registrado, bem como registro ativo no Conselho Regional de Estatística')).toEqual([
			'education:estatística',
			'registration:'
		]);
	});
});

describe('numbered subjects of a syllabus (issue 31, second pass)', () => {
	const cargo = { id: 'c', title: 'Fiscal', requirements: [] } as unknown as Cargo;
	const read = (text: string) => Object.fromEntries(syllabus(toLines([text]), [cargo]).map((s) => [s.name, s.topics]));

	it('reads "1 NAME" over its item "1." and "2 - NAME" over unnumbered sentences as subjects, their numbers no topics', () => {
		const text = [
			'ANEXO II – CONTEÚDO PROGRAMÁTICO',
			'1 NOÇÕES DE ESTATÍSTICA',
			'1. Médias e medianas. 2. Variância e desvio padrão. 3. Amostragem.',
			'',
			'2 - DIREITO TRIBUTÁRIO',
			'Competência tributária. Imunidades. Obrigação e crédito tributário.'
		].join('\n');
		expect(read(text)).toEqual({
			'NOÇÕES DE ESTATÍSTICA': ['1 Médias e medianas', '2 Variância e desvio padrão', '3 Amostragem'],
			'DIREITO TRIBUTÁRIO': ['Competência tributária', 'Imunidades', 'Obrigação e crédito tributário']
		});
	});
});

describe('requirements asked in the conditions for taking office (issue 31, second pass)', () => {
	it('gives the degrees and registrations of the items that say whose they are to cargos that state none', () => {
		const text = [
			'1.1 O concurso visa ao preenchimento de vagas, conforme a tabela abaixo:',
			'      Cargo                    Ampla       PCD       Negros      Total',
			'      Auditor Ambiental          8           1          2          11',
			'3.3. O candidato deverá atender, para investidura no cargo, aos seguintes requisitos:',
			'   a) Ser aprovado neste concurso público;',
			'   b) Ter idade mínima de 18 anos completos na data da posse;',
			'   c) Apresentar Certificado de Reservista;',
			'   d) Para todas as especialidades, exceto Perfil 2, apresentar Diploma de conclusão de curso superior, em qualquer',
			'      área de formação, fornecido por instituição de ensino reconhecida pelo MEC;',
			'   e) Para a especialidade Perfil 2, apresentar Diploma de conclusão de curso superior concluído em geologia,',
			'      fornecido por instituição de ensino reconhecida pelo MEC, bem como registro ativo no Conselho Regional de Engenharia;',
			'3.4. No ato da posse, todos os requisitos serão comprovados.'
		].join('\n');
		const [cargo] = extractEdital([text]).cargos;
		expect(cargo.title).toBe('Auditor Ambiental');
		expect(keys(cargo)).toEqual(['education:superior', 'education:geologia', 'registration:CREA']);
		// Asked of some especialidades only ("exceto Perfil 2", "Para a especialidade Perfil 2"): each marked for review.
		expect(cargo.requirements.map((r) => r.review ?? false)).toEqual([true, true, true]);
	});
});

describe('a table of the parts of cargos named in merged cells (issue 31, second pass)', () => {
	it('gives no cargos of its own, its parts being no cargos and its cargo names split over the rows', () => {
		const text = [
			'                                                Cidade de                     Vagas Imediatas',
			' Cargo                  Especialidade',
			'                                                 Lotação         Ampla       PCD         Negro          Total',
			'           Área 1 - Auditoria Interna             Brasília              4          1            1              6',
			'Auditor',
			'           Área 2 - Governança                    Brasília              3          -            1              4',
			'  TCU',
			'           Área 3 - Obras Públicas                Recife                2          -            1              3',
			'           Área 4 - Pessoal                       Brasília              2          -            -              2',
			'Técnico    Área 5 - Apoio Administrativo          Brasília              5          1            2              8',
			' TCU'
		].join('\n');
		expect(cargoTables(toLines([text]))).toEqual([]);
	});
});

describe('words inside other words (issue 31, second pass)', () => {
	it('reads no education in "concurso"', () => {
		expect(requirementKeys('Ser aprovado neste concurso público')).toEqual([]);
		expect(requirementKeys('Curso técnico em Agrimensura')).toEqual(['education:Agrimensura']);
	});
});

describe('requirements written apart under the cargo\'s name (issue 31, third pass)', () => {
	const table = [
		'2.1 Os cargos, o número de vagas e a remuneração são os seguintes:',
		'        Cargo                 Vagas        Ampla        PcD      Carga Horária     Vencimento',
		'        Zootecnista             4            3           1          30 horas      R$ 4.100,00',
		'        Geógrafo – Área de Atuação: Campo    6    5    1    30 horas   R$ 4.100,00',
		'        Arquivista              2            2           0          30 horas      R$ 4.100,00'
	];

	it('reads a lettered list "a) Name: Ensino Superior …" as the requirements of the cargos of that name, a name with a colon of its own too', () => {
		const text = [
			...table,
			'',
			'2.3      A escolaridade e demais requisitos exigidos para ingresso no cargo são os seguintes:',
			'         a) Zootecnista: Ensino Superior Completo – Graduação em Zootecnia e o Registro no',
			'             Conselho Regional de Medicina Veterinária do Estado - CRMV/XX.',
			'         b) Geógrafo – Área de Atuação: Campo: Ensino Superior Completo – Graduação em',
			'             Geografia e o Registro no Conselho Regional de Engenharia - CREA/XX.',
			'         c) Arquivista: Ensino Superior Completo – Graduação em Arquivologia.',
			'',
			'2.4      Os demais requisitos constam do item 5.'
		].join('\n');
		const cargos = extractEdital([text]).cargos;
		expect(cargos.map((c) => [c.title, keys(c)])).toEqual([
			['Zootecnista', ['education:Zootecnia', 'registration:CRMV']],
			['Geógrafo – Área de Atuação: Campo', ['education:Geografia', 'registration:CREA']],
			['Arquivista', ['education:Arquivologia']]
		]);
	});

	it('reads a table "Código | Especialidade | Requisitos" whose cell opens with the name: by the code beside it where the name is written otherwise, split words joined', () => {
		const text = [
			'                     ANEXO I – QUADRO DE VAGAS',
			'Código                           Empregos                             Vagas      Salário Mensal (Em R$)  Carga Horária Semanal',
			'  301    Ortoptista                                                     3         R$ 3.100,00       30h',
			'  302    Perfusionista (**)                                             2         R$ 3.100,00       30h',
			'  303    Técnico em Órteses - Próteses                                  1         R$ 2.100,00       40h',
			'',
			'                     ANEXO II – RELAÇÃO DE EMPREGOS E REQUISITOS',
			'',
			'Código             Especialidade                                                   Requisitos',
			'                                         Ortoptista: Diploma, devidamente registrado no curso de graduação',
			'  301             Ortoptista             em Ortóptica, fornecido por instituição de ensino superior, reconhe-',
			'                                         cido pelo Ministério da Educação; registro profissional no Conse-',
			'                                         lho Regional de Biomedicina.',
			'                                         Perfusionista: Diploma, devidamente registrado, de curso de gradu-',
			'  302            Perfusionista           ação em Biomedicina, fornecido por instituição de ensino superior; título',
			'                                         de especialista em Perfusão, ou Residência em Perfusão, reconhecido pelo',
			'                                         Conselho Federal de Biomedicina.',
			'                                         Técnico em Órteses/Próteses: Certificado, devidamente registrado, de',
			'           Técnico em Órteses e Próteses conclusão de curso de ensino médio; título de especialização técnica em',
			'  303',
			'                                         órteses; e registro profissional se for o caso.'
		].join('\n');
		const cargos = extractEdital([text]).cargos;
		expect(cargos.map((c) => [c.title, keys(c)])).toEqual([
			['Ortoptista', ['education:Ortóptica', 'registration:CRBM']],
			['Perfusionista', ['education:Biomedicina', 'education:Perfusão']],
			['Técnico em Órteses - Próteses', ['education:medio', 'education:órteses', 'registration:']]
		]);
	});

	it('gives nothing to a name that is no cargo, and reads no requirement from a text that does not open like one', () => {
		const text = [...table, '', 'a) Zootecnista: Prestar assistência técnica aos produtores, com registro das visitas.', 'b) Agrônomo: Ensino Superior Completo – Graduação em Agronomia.'].join('\n');
		expect(extractEdital([text]).cargos.map((c) => keys(c))).toEqual([[], [], []]);
	});

	it('keeps a title of the same course as the course ("em X, ou Residência em X"), a degree\'s kind after a comma no other course', () => {
		expect(requirementKeys('título de especialista em Perfusão, ou Residência em Perfusão, reconhecido pelo Conselho Federal de Biomedicina')).toEqual(['education:Perfusão']);
		expect(requirementKeys('título de especialista em Perfusão, ou Residência em Cardiologia')).toEqual(['education:pos']);
		expect(requirementKeys('Diploma de curso de graduação em Dança, Bacharelado, fornecido por instituição de ensino superior')).toEqual(['education:Dança']);
		expect(requirementKeys('registro profissional do Conselho Regional dos Técnicos em Radiologia')).toEqual(['registration:CRTR']);
	});

	it('reads no header in a title that names cargos in a phrase, and no footnote mark in a name', () => {
		const text = [
			'  CONCURSO PÚBLICO PARA PROVIMENTO DE VAGAS E FORMAÇÃO DE CADASTRO DE RESERVA EM EMPREGOS',
			'                          PÚBLICOS EFETIVOS DE NÍVEL SUPERIOR',
			'                      EDITAL Nº 07 - HOSPITAL CENTRAL, DE 3 DE MAIO DE 2019',
			'',
			'Código     Cargo                      Vagas     Salário',
			'  101      Podólogo (*)                 3       R$ 2.500,00'
		].join('\n');
		expect(cargoTables(toLines([text])).map((c) => c.title)).toEqual(['Podólogo']);
	});
});

describe('a vacancy table written again over its next part (issue 31, third pass)', () => {
	it('reads the rows under the repeated header, a name wrapped around its centred counts, the "População Negra" column the negros\'', () => {
		const header = [
			'                                                 VAGAS                                       REMUNERAÇÃO INICIAL MENSAL',
			'                                                                                   Carga',
			'                                                   Pessoas         População                             Gratificação de',
			'            Cargos                     Ampla                                      Horária    Vencimento',
			'                            Total                    com          Negra e Povos                         Risco de Vida ou',
			'                                    Concorrência                                  Semanal      Básico',
			'                                                  Deficiência       Indígenas                                Saúde'
		];
		const text = [
			...header,
			'          Ortoptista        12         9              1                2         20 horas   R$5.000,00    R$1.500,00',
			'',
			...header,
			'   Analista – Área de',
			'                             20         17             1                2         30 horas   R$3.500,00    R$ 1.050,16',
			'     Atuação: Campo',
			'      Perfusionista          5           3             1                1         30 horas   R$3.500,00    R$ 1.050,16',
			'       Arquivista            3           3             0                0         30 horas   R$3.500,00    R$ 1.050,16'
		].join('\n');
		expect(cargoTables(toLines([text])).map((c) => [c.title, c.vacancies.total, c.vacancies.ampla, c.vacancies.pcd, c.vacancies.negros])).toEqual([
			['Ortoptista', 12, 9, 1, 2],
			['Analista – Área de Atuação: Campo', 20, 17, 1, 2],
			['Perfusionista', 5, 3, 1, 1],
			['Arquivista', 3, 3, 0, 0]
		]);
	});
});

describe('syllabus shapes (issue 31, third pass)', () => {
	const cargo = { id: 'c', title: 'Arquivista', requirements: [] } as unknown as Cargo;
	const names = (text: string) => syllabus(toLines([text]), [cargo]).map((s) => [s.name, s.topics]);

	it('reads a subject whose name a PDF glyph with no meaning stands before', () => {
		const text = ['ANEXO II – CONTEÚDO PROGRAMÁTICO', 'CONHECIMENTOS BÁSICOS', '\uf034LÍNGUA PORTUGUESA: Leitura de textos. Pontuação. Crase.'].join('\n');
		expect(names(text)).toEqual([['LÍNGUA PORTUGUESA', ['Leitura de textos', 'Pontuação', 'Crase']]]);
	});

	it('starts at the annex\'s title, its parts\' own headings "CONTEÚDO PROGRAMÁTICO PARA …" far below it', () => {
		const filler = Array.from({ length: 450 }, (_, n) => `Tópico de história número ${n + 1}.`);
		const text = [
			'ANEXO I – ATRIBUIÇÕES DOS CARGOS',
			'Arquivista: organizar documentos.',
			'ANEXO II – CONTEÚDO PROGRAMÁTICO',
			'NÍVEL SUPERIOR',
			'LÍNGUA PORTUGUESA',
			'Leitura de textos. Pontuação.',
			'HISTÓRIA',
			...filler,
			'CONTEÚDO PROGRAMÁTICO PARA OS CARGOS DE NÍVEL MÉDIO',
			'LÍNGUA PORTUGUESA',
			'Ortografia. Crase.'
		].join('\n');
		expect(names(text)[0]).toEqual(['LÍNGUA PORTUGUESA', ['Leitura de textos', 'Pontuação']]);
	});

	it('opens a subject named inside the text where the numbering of its topics starts again', () => {
		const text = ['ANEXO II – CONTEÚDO PROGRAMÁTICO', 'Língua Portuguesa: 1. Leitura de textos. 2. Crase. 3. Variação linguística. Saúde Coletiva: 1. Lei 8.080/1990. 2. Pacto pela Saúde.'].join('\n');
		expect(names(text)).toEqual([
			['Língua Portuguesa', ['1 Leitura de textos', '2 Crase', '3 Variação linguística']],
			['Saúde Coletiva', ['1 Lei 8.080/1990', '2 Pacto pela Saúde']]
		]);
	});
});
