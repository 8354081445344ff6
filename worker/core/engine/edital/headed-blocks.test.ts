import { describe, expect, it } from 'vitest';
import { extractEdital, pagesOfText } from '.';
import { cargoBlocks, isTitle } from './cargos';
import { keyDates } from './dates';
import { toLines } from './lines';
import { requirementsOf } from './requirements';
import { topicsOf } from './syllabus';
import { NO_LINE, requirementKeys } from './look-alikes';

/**
 * Issue 31: cargos defined by a title in capitals over their labelled fields, with no "CARGO:" word (a university's own
 * concurso), merged with a vacancy table whose first column numbers the rows; requirements that open with their level
 * or name the course right after "curso superior". Look-alikes with invented names and counts.
 */
const line = NO_LINE;
const keys = requirementKeys;

const BLOCKS = [
	'CARGOS – NÍVEL DE CLASSIFICAÇÃO “E”',
	'',
	'FÍSICO',
	'Requisitos para investidura: curso superior em Física; e registro no Conselho competente.',
	'Remuneração: R$ 4.100,00 correspondente ao Vencimento Básico inicial.',
	'Carga horária: 40 (quarenta) horas semanais.',
	'',
	'REVISOR DE TEXTOS',
	'Requisitos para investidura: curso superior em Letras.',
	'Remuneração: R$ 4.100,00 correspondente ao Vencimento Básico inicial.'
].join('\n');

describe('a block headed by its title in capitals alone', () => {
	it('opens at the title right above its requirements, the first one too', () => {
		const cargos = cargoBlocks(toLines([BLOCKS]));
		expect(cargos.map((c) => [c.title, c.requirements.map((r) => r.course ?? r.council ?? r.level)])).toEqual([
			['FÍSICO', ['Física', undefined]],
			['REVISOR DE TEXTOS', ['Letras']]
		]);
	});
	it('opens nothing at a line in capitals that is no title, or where nothing is labelled as requirements', () => {
		const text = ['DAS DISPOSIÇÕES GERAIS', 'Requisitos para investidura: ver o item 3.', '', 'ZELADOR', 'Remuneração: R$ 1.900,00.'].join('\n');
		expect(cargoBlocks(toLines([text]))).toEqual([]);
	});
});

describe('a vacancy table whose first column numbers its rows, beside blocks of the same cargos', () => {
	const table = [
		'QUADRO DE VAGAS',
		'   Item        Cargo                Ampla Concorrência    Negros    PcD    Total',
		'    1                                                                        ',
		'               Físico                        2              1        0        3',
		'    2          Revisor de Textos             1              0        0        1',
		'               TOTAL                         3              1        0        4'
	].join('\n');
	it('gives each block its row, whatever item number the row took from the lines around it', () => {
		const exam = extractEdital(pagesOfText(`${table}\n\n${BLOCKS}`));
		const byTitle = Object.fromEntries(exam.cargos.map((c) => [c.title, c.vacancies.total]));
		expect(byTitle['FÍSICO']).toBe(3);
		expect(byTitle['REVISOR DE TEXTOS']).toBe(1);
		expect(exam.cargos.filter((c) => /revisor/i.test(c.title))).toHaveLength(1);
	});
	it('never merges by the loose name where two rows share it (numbered cargos of one name)', () => {
		const text = [
			'CARGO                   VAGAS   AC   PCD',
			'Analista Bancário 1      5      4    1',
			'Analista Bancário 2      3      3    0',
			'',
			'ANALISTA BANCÁRIO',
			'Requisitos para investidura: ensino médio completo.'
		].join('\n');
		const exam = extractEdital(pagesOfText(text));
		expect(exam.cargos.find((c) => c.title === 'ANALISTA BANCÁRIO')?.vacancies.total).toBeNull();
		expect(exam.cargos.map((c) => c.title)).toEqual(expect.arrayContaining(['Analista Bancário 1', 'Analista Bancário 2']));
	});
});

describe('requirements that open with their level or name the course with no "em"', () => {
	it('reads the level a clause opens with before the words that follow it', () => {
		expect(requirementsOf([{ text: 'Médio Profissionalizante na área de Contabilidade.', line }])[0].level).toBe('medio');
		expect(requirementsOf([{ text: 'Curso técnico profissionalizante em Contabilidade.', line }])[0].level).toBe('tecnico');
	});
	it('reads the course right after "curso superior", never "Completo"', () => {
		expect(keys('curso superior Terapia Ocupacional; e registro no Conselho competente.')).toEqual(['education:Terapia Ocupacional', 'registration:']);
		expect(keys('Curso Superior Completo em Nutrição.')).toEqual(['education:Nutrição']);
		expect(keys('curso superior completo.')).toEqual(['education:superior']);
	});
});

describe('a header whose date is signed with no place, and whose board is not among the known ones', () => {
	const headerOf = (text: string) => extractEdital(pagesOfText(text));
	it('dates the edital by a date alone over the signer, or by an electronic signature stamp', () => {
		expect(headerOf(['EDITAL Nº 4/2026', 'texto do edital.', '', '          14 de março de 2026.', '          Maria da Silva Souza', '          Presidente'].join('\n')).date).toBe('2026-03-14');
		expect(headerOf(['EDITAL Nº 4/2026', 'Documento assinado eletronicamente por Maria Souza, Reitora, em 02/02/2026, às 10:01, conforme horário oficial.'].join('\n')).date).toBe('2026-02-02');
		// A date alone over a line of numbers (a schedule's cell) signs nothing.
		expect(headerOf(['EDITAL Nº 4/2026', '14 de março de 2026', '10h às 12h'].join('\n')).date).toBeNull();
	});
	it('names the board the edital says runs it: its acronym, or its short name after a dash', () => {
		expect(headerOf(['EDITAL Nº 4/2026', '1.1 O Concurso será realizado pela Comissão Permanente de Seleção da UFXX (Copese/UFXX), que poderá …'].join('\n')).board).toBe('Copese/UFXX');
		expect(headerOf(['EDITAL Nº 4/2026', '1.1 O Concurso será executado pelo Instituto de Pesquisas, Estudos e Seleção - Instituto Xenon, com sede em Tubarão.'].join('\n')).board).toBe('Instituto Xenon');
		// Who carries out another step (a medical board, a training programme) is no board.
		expect(headerOf(['EDITAL Nº 4/2026', 'A perícia será realizada pela Unidade de Perícias Médicas do município.'].join('\n')).board).toBeNull();
		expect(headerOf(['EDITAL Nº 4/2026', '9.1 O Curso de Formação será realizado pelo Instituto de Ensino Xis (IEX).'].join('\n')).board).toBeNull();
	});
});

describe('an unnumbered syllabus whose sentences list a label’s parts after a colon', () => {
	it('keeps a labelled list one topic, and still parts a list of topics with no label', () => {
		expect(topicsOf('Leitura de textos. Domínio da pontuação: Emprego da vírgula; Emprego do ponto e vírgula. Crase.')).toEqual([
			'Leitura de textos',
			'Domínio da pontuação: Emprego da vírgula; Emprego do ponto e vírgula',
			'Crase'
		]);
		expect(topicsOf('Vacinação; Curativos; Biossegurança.')).toEqual(['Vacinação', 'Curativos', 'Biossegurança']);
		// A colon inside a later part labels that part only.
		expect(topicsOf('Conjuntos; Funções: domínio e imagem; Matrizes.')).toEqual(['Conjuntos', 'Funções: domínio e imagem', 'Matrizes']);
	});
});

describe('a schedule with a "where" column of links beside its dates', () => {
	it('reads the dates of a row whose label wraps around its cells, the link no label of its own', () => {
		const text = [
			'       Período de inscrições               10/02/2026 12/03/2026      <www.banca.org.br>',
			'       Período para solicitação de isenção',
			' 7                                          10/02/2026 11/02/2026           <www.banca.org.br>',
			'       do pagamento da taxa de inscrição',
			'       Publicação do resultado preliminar',
			' 8                                                20/02/2026                <www.banca.org.br>',
			'       dos pedidos de isenção'
		].join('\n');
		const dates = Object.fromEntries(keyDates(toLines([text])).map((d) => [d.kind, d.date]));
		expect(dates).toMatchObject({ exemption_start: '2026-02-10', exemption_end: '2026-02-11', registration_start: '2026-02-10', registration_end: '2026-03-12' });
	});
});

describe('a header’s words read as a row', () => {
	it('are no cargo title, while a title that holds such a word still is', () => {
		expect(isTitle('CARGO Item')).toBe(false);
		expect(isTitle('Código Cargo')).toBe(false);
		expect(isTitle('Técnico de Nível Médio – Item 3')).toBe(true);
		expect(isTitle('Especialista em Regulação')).toBe(true);
	});
});

describe('text pasted with no-break spaces and Unicode hyphens', () => {
	it('reads as the same text with plain spaces and hyphens', () => {
		const pasted = 'CARGO\u00A01:\u00A0ENFERMEIRO\u2010CHEFE\nREQUISITO:\u00A0Graduação\u00A0em\u00A0Enfermagem\u00AD.';
		const [cargo] = cargoBlocks(toLines([pasted]));
		expect(cargo.title).toBe('ENFERMEIRO-CHEFE');
		expect(cargo.requirements.map((r) => r.course)).toEqual(['Enfermagem']);
	});
});

describe('an edital of one cargo whose opening says how many vacancies it fills', () => {
	const edital = (opening: string) =>
		extractEdital(pagesOfText(['EDITAL Nº 3/2026', opening, '', 'CARGO: FISCAL DE TRIBUTOS', 'REQUISITO: ensino superior completo.'].join('\n'))).cargos;
	it('gives the cargo that total where the sentence names it', () => {
		const [cargo] = edital('1.2 O Concurso destina-se ao provimento de 1.200 (mil e duzentas) vagas para o cargo de Fiscal de Tributos.');
		expect(cargo.vacancies).toMatchObject({ total: 1200, ampla: null, pcd: null });
	});
	it('gives nothing where the sentence names no cargo (another cargo may have been missed)', () => {
		const [cargo] = edital('1.2 O Concurso destina-se ao provimento de 40 (quarenta) vagas nos cargos do Anexo I.');
		expect(cargo.vacancies.total).toBeNull();
	});
});

describe('a body named in the opening sentence after the concurso’s own committee', () => {
	it('is the tribunal, never "the committee of the XV concurso"', () => {
		const text = [
			'EDITAL Nº 01/2026',
			'O DESEMBARGADOR PRESIDENTE DA COMISSÃO DO XII CONCURSO PÚBLICO PARA INGRESSO NA CARREIRA DO TRIBUNAL REGIONAL FEDERAL DA 7ª REGIÃO, tendo em vista',
			'o disposto na Resolução nº 75, torna pública a realização de concurso público.'
		].join('\n');
		expect(extractEdital(pagesOfText(text)).body).toMatch(/^Tribunal Regional Federal da 7ª Região/i);
	});
});

describe('a block named for a cargo and its variant', () => {
	const exam = extractEdital(
		pagesOfText(
			[
				'2 - DOS CARGOS',
				'2.1 - DENOMINAÇÃO: ESCRITURÁRIO e ESCRITURÁRIO - AGENTE DE TECNOLOGIA',
				'2.2 - REMUNERAÇÃO: R$ 3.100,00 mensais',
				'2.3 - REQUISITOS BÁSICOS: certificado de conclusão de curso de nível médio.',
				'2.4 - VAGAS: 40'
			].join('\n')
		)
	);

	it('reads both cargos, sharing the requirement and salary but not the vacancies counted together', () => {
		expect(exam.cargos.map((c) => c.title)).toEqual(['ESCRITURÁRIO', 'ESCRITURÁRIO - AGENTE DE TECNOLOGIA']);
		expect(exam.cargos.map((c) => [c.salary?.amount, c.vacancies.total, c.requirements.map((r) => r.level).join()])).toEqual([
			[3100, null, 'medio'],
			[3100, null, 'medio']
		]);
	});

	it('keeps a name that only has "e" in it one cargo', () => {
		const one = extractEdital(pagesOfText('2.1 - DENOMINAÇÃO: ANALISTA DE PLANEJAMENTO E ORÇAMENTO\n2.2 - REQUISITOS: curso superior completo.\n2.3 - VAGAS: 40'));
		expect(one.cargos.map((c) => [c.title, c.vacancies.total])).toEqual([['ANALISTA DE PLANEJAMENTO E ORÇAMENTO', 40]]);
	});
});

describe('a requirement’s cell is no title', () => {
	it('refuses a schooling level or a course read as a row, and keeps names that only mention one', () => {
		for (const text of ['Nível médio', 'Ensino Superior completo', 'Curso Técnico Agrícola com registro em Conselho de Classe', 'NÍVEL SUPERIOR']) expect(isTitle(text), text).toBe(false);
		for (const text of ['Técnico em Enfermagem', 'Professor de Ensino Médio', 'Analista de Nível Superior', 'Instrutor de Curso Técnico']) expect(isTitle(text), text).toBe(true);
	});
});

describe("blocks headed with the cargo's code in brackets, a part that is a level of schooling", () => {
	const read = extractEdital(
		pagesOfText(
			[
				'EDITAL Nº 9/2026',
				'ANEXO II - CARGOS, ESPECIALIDADES E FORMAÇÃO EXIGIDA',
				'(C3-01) - FUNDAÇÃO DAS ARTES CÊNICAS',
				'(C3-01-A) - Cargo: Técnico em Cenografia (Região Norte)',
				'Descrição do Cargo: apoio técnico às montagens de espetáculos.',
				'Especialidade: Nível médio',
				'Formação exigida: Certificado de conclusão ou diploma, devidamente registrado em nível médio',
				'(C3-01-B) - Cargo: Técnico em Cenografia (Região Sul)',
				'Descrição do Cargo: apoio técnico às montagens de espetáculos.',
				'Especialidade: Nível médio',
				'Formação exigida: Certificado de conclusão ou diploma, devidamente registrado em nível médio'
			].join('\n')
		)
	);
	it('reads each block as its cargo, its schooling part a field of it', () =>
		expect(read.cargos.map((c) => [c.title, c.requirements.map((r) => r.level)])).toEqual([
			['Técnico em Cenografia (Região Norte)', ['medio']],
			['Técnico em Cenografia (Região Sul)', ['medio']]
		]));
});

describe('conditions for enrolment that ask for a degree in the speciality each person applies for', () => {
	it('gives every speciality the degree’s level, no course, from a list whose heading wraps before its colon', () => {
		const exam = extractEdital(
			pagesOfText(
				[
					'EDITAL Nº 3/2025',
					'7 HABILITAÇÃO À MATRÍCULA',
					'7.1 O candidato que atender a todos os requisitos a seguir estará habilitado à matrícula no Curso de',
					'2025:',
					'   a) ser brasileiro nato;',
					'   b) ter concluído, com aproveitamento, o Curso de Graduação, bacharelado ou',
					'      licenciatura, na especialidade a que concorre, reconhecido pelo Ministério da Educação;',
					'   c) estar quite com as obrigações eleitorais.',
					'8 DAS VAGAS',
					'                                   VAGAS AMPLA        VAGAS',
					' ESPECIALIDADE      TOTAL DE VAGAS',
					'                                  CONCORRÊNCIA      RESERVADAS',
					'   Arquivologia            02                02              00',
					'   Estatística             03                02              01'
				].join('\n')
			)
		);
		expect(exam.cargos.map((c) => [c.title, c.requirements.map((r) => `${r.kind}:${r.course ?? r.level}`)])).toEqual([
			['Arquivologia', ['education:superior']],
			['Estatística', ['education:superior']]
		]);
	});
});

describe('the conditions of an edital of one cargo, listed under a heading that names it', () => {
	it('give the cargo the course and the experience the list asks for, and none of the list’s other conditions', () => {
		const exam = extractEdital(
			pagesOfText(
				[
					'EDITAL Nº 1/2025',
					'2 DO CARGO',
					'                  Cargo                  Vagas Ampla Concorrência       Pessoas com Deficiência       Total de Vagas',
					'           Procurador Municipal                        4                              1                         5',
					'5. DOS REQUISITOS BÁSICOS PARA A INVESTIDURA NO CARGO',
					'5.1 São requisitos para ingresso no cargo de Procurador Municipal:',
					'   a) ser brasileiro nato ou naturalizado;',
					'   b) ter concluído o curso de bacharelado em Direito, em instituição reconhecida pelo MEC;',
					'   c) haver exercido atividade jurídica pelo período mínimo de 2 (dois) anos;',
					'   d) estar quite com as obrigações eleitorais.',
					'5.2 Os documentos serão exigidos na posse.'
				].join('\n')
			)
		);
		expect(exam.cargos.map((c) => c.requirements.map((r) => `${r.kind}:${r.course ?? r.years ?? ''}`))).toEqual([['education:Direito', 'experience:2']]);
	});
});

describe('a cargo’s requirement told in a sentence that names it', () => {
	it('reads the words after "deverão possuir" as the cargo’s requirement', () => {
		const exam = extractEdital(
			pagesOfText(
				[
					'EDITAL Nº 1/2026',
					'                  Cargo                  Vagas Ampla Concorrência       Pessoas com Deficiência       Total de Vagas',
					'           Fiscal de Posturas                         9                              1                        10',
					' 2.2.  Os candidatos às vagas do cargo de Fiscal de Posturas deverão possuir diploma de nível superior em qualquer',
					'       área de formação, devidamente registrado, fornecido por instituição reconhecida pelo MEC.'
				].join('\n')
			)
		);
		expect(exam.cargos.map((c) => [c.title, c.requirements.map((r) => `${r.kind}:${r.course ?? r.level}`)])).toEqual([['Fiscal de Posturas', ['education:superior']]]);
	});
});

describe('a list\'s item numbers in a cargo\'s heading', () => {
	it('are no part of its name, first or after its label', () => {
		const text = [
			'CARGO: 4. TOPÓGRAFO DE CAMPO',
			'Requisitos: diploma de curso técnico em Agrimensura.',
			'',
			'CARGO: ANALISTA DE GEOPROCESSAMENTO – PERFIL: 2. CARTOGRAFIA DIGITAL',
			'Requisitos: diploma de graduação em Cartografia.'
		].join('\n');
		expect(cargoBlocks(toLines([text])).map((c) => c.title)).toEqual(['TOPÓGRAFO DE CAMPO', 'ANALISTA DE GEOPROCESSAMENTO – PERFIL: CARTOGRAFIA DIGITAL']);
	});
});
