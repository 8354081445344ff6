import { describe, expect, it } from 'vitest';
import { extractEdital, pagesOfText } from '.';

/**
 * Issue 31: syllabus annexes headed in ways the reader had not met — "PROGRAMAS DAS PROVAS", subjects in title case after a
 * blank line under a note and a group, a cargo's own subject under "CONHECIMENTOS ESPECÍFICOS" (its topics' labels no
 * subjects), a subject named with its level, a subject "- PARA …" whom, deep item numbers, and a running page head inside.
 * Look-alikes with invented cargos and topics.
 */
const CARGOS = [
	'EDITAL Nº 5/2025',
	'2. DOS CARGOS',
	'CARGO: AGENTE ADMINISTRATIVO',
	'Requisitos: Ensino médio completo.',
	'CARGO: ANALISTA DE SISTEMAS',
	'Requisitos: Ensino superior em Ciência da Computação.',
	'3. DAS INSCRIÇÕES',
	'3.1 As inscrições serão feitas pela internet.'
];
const subjectsOf = (...pages: string[][]) => {
	const exam = extractEdital(pagesOfText(pages.map((page) => page.join('\n')).join('\f')));
	const byName = new Map<string, string[]>();
	for (const s of exam.subjects) byName.set(s.name, s.topics);
	return byName;
};

describe('a syllabus annex with title-case subjects after blank lines', () => {
	const subjects = subjectsOf([
		...CARGOS,
		'ANEXO 2 PROGRAMAS DAS PROVAS',
		'        Importante!',
		'        As questões poderão abranger alterações da legislação até a publicação do Edital.',
		'',
		'Questões de Conhecimentos Gerais',
		'',
		'Língua Portuguesa',
		'Ortografia oficial. Classes de palavras. Concordância nominal e verbal.',
		'',
		'Noções de Informática',
		'Sistemas operacionais. Planilhas eletrônicas.'
	]);
	it('reads each subject under its own name, and no note as one', () => {
		expect(subjects.get('Língua Portuguesa')).toEqual(['Ortografia oficial', 'Classes de palavras', 'Concordância nominal e verbal']);
		expect(subjects.get('Noções de Informática')).toEqual(['Sistemas operacionais', 'Planilhas eletrônicas']);
		expect(subjects.has('Importante!')).toBe(false);
	});
});

describe("a cargo's own subject under the specific knowledge", () => {
	const lines = [
		...CARGOS,
		'ANEXO II – CONTEÚDO PROGRAMÁTICO',
		'                         CONHECIMENTOS ESPECÍFICOS',
		'                           AGENTE ADMINISTRATIVO',
		'Organizações: natureza e estrutura. Funções da Administração: planejamento e controle. Arquivologia.',
		'',
		'  Analista de Sistemas',
		'',
		'Conceitos de processamento de dados. Redes de computadores. Softwares: instalação e configuração. Bancos de dados.'
	];
	const subjects = subjectsOf(lines);
	const exam = extractEdital(pagesOfText(lines.join('\n')));
	const ofCargo = (title: string) => {
		const id = exam.cargos.find((cargo) => cargo.title.toLowerCase() === title.toLowerCase())!.id;
		return exam.subjects.filter((s) => s.cargoId === id);
	};
	it('names it as the group is (as the table of weights does), for that cargo alone, its labelled topics its own', () => {
		expect(ofCargo('Agente Administrativo').map((s) => [s.name, s.topics])).toEqual([
			['CONHECIMENTOS ESPECÍFICOS', ['Organizações: natureza e estrutura', 'Funções da Administração: planejamento e controle', 'Arquivologia']]
		]);
		expect(ofCargo('Analista de Sistemas').map((s) => s.name)).toEqual(['CONHECIMENTOS ESPECÍFICOS']);
		expect(ofCargo('Analista de Sistemas')[0].topics).toContain('Softwares: instalação e configuração');
		expect(subjects.has('Organizações')).toBe(false);
		expect(subjects.has('Softwares')).toBe(false);
	});
});

describe('subjects named with their level or whom they are for', () => {
	const subjects = subjectsOf(
		[
			...CARGOS,
			'ANEXO III – CONTEÚDO PROGRAMÁTICO',
			'LÍNGUA PORTUGUESA NÍVEL SUPERIOR',
			'Interpretação de textos. Coesão textual.',
			'RACIOCÍNIO LÓGICO - PARA TODOS OS CARGOS DE NÍVEL DE CLASSIFICAÇÃO D e E:',
			'Competências Gerais: resolução de situações-problema. Habilidades: proporções e porcentagem.',
			'20.2.3.1.2 POLÍTICAS, PROGRAMAS E BENEFÍCIOS DO MUNICÍPIO: 1 Programa de renda mínima. 2 Benefícios eventuais.'
		],
		['CÂMARA MUNICIPAL DE EXEMPLO', 'EDITAL N.º 005/2025', '3 Ética no serviço público.'],
		['CÂMARA MUNICIPAL DE EXEMPLO', 'EDITAL N.º 005/2025', '4 Redação oficial.'],
		['CÂMARA MUNICIPAL DE EXEMPLO', 'EDITAL N.º 005/2025', '5 Noções de arquivo.']
	);
	it('reads the subject with its level as a subject', () => expect(subjects.get('LÍNGUA PORTUGUESA NÍVEL SUPERIOR')).toEqual(['Interpretação de textos', 'Coesão textual']));
	it('reads the subject before "- PARA …", its labelled topics its own', () =>
		expect(subjects.get('RACIOCÍNIO LÓGICO')).toEqual(['Competências Gerais: resolução de situações-problema', 'Habilidades: proporções e porcentagem']));
	it('reads a subject under a deep item number, commas in its name', () => expect(subjects.has('POLÍTICAS, PROGRAMAS E BENEFÍCIOS DO MUNICÍPIO')).toBe(true));
	it('reads no running page head as a subject: the pages under it go on the subject before', () => {
		expect([...subjects.keys()].some((name) => /EDITAL|CÂMARA/.test(name))).toBe(false);
		expect(subjects.get('POLÍTICAS, PROGRAMAS E BENEFÍCIOS DO MUNICÍPIO')).toEqual(['1 Programa de renda mínima', '2 Benefícios eventuais', '3 Ética no serviço público', '4 Redação oficial', '5 Noções de arquivo']);
	});
});

describe('subjects numbered in Roman figures, their items and sub-items inline', () => {
	const subjects = subjectsOf([
		...CARGOS,
		'ANEXO III – CONTEÚDO PROGRAMÁTICO',
		'I. LÍNGUA PORTUGUESA',
		'1. Leitura de textos: 1.1 verbais de jornais; 1.2 mistos e não verbais. 2. Flexão verbal. 3. Crase.',
		'II – INFORMÁTICA',
		'1. Planilhas eletrônicas. 2. Correio eletrônico. 3. Segurança da Informação. 4.Componentes de um computador.'
	]);
	it('names each subject without its number', () => expect([...subjects.keys()]).toEqual(['LÍNGUA PORTUGUESA', 'INFORMÁTICA']));
	it('reads sub-items after a colon or a semicolon as topics of their own', () =>
		expect(subjects.get('LÍNGUA PORTUGUESA')).toEqual(['1 Leitura de textos', '1.1 verbais de jornais', '1.2 mistos e não verbais', '2 Flexão verbal', '3 Crase']));
	it('reads an item glued to its words after a sentence', () => expect(subjects.get('INFORMÁTICA')?.at(-1)).toBe('4 Componentes de um computador'));
});

describe('subjects numbered under their group, each followed by a note on why it is asked', () => {
	const subjects = subjectsOf([
		...CARGOS,
		'CONTEÚDO PROGRAMÁTICO DAS PROVAS',
		'1 CONHECIMENTOS GERAIS',
		'1.1 LÍNGUA PORTUGUESA',
		'1 Leitura e compreensão de textos. 2 Ortografia oficial. 3 Concordância verbal e nominal.',
		'(*) Relação dessa disciplina com as atribuições do cargo: o domínio da língua é necessário para redigir pareceres,',
		'relatórios e ofícios.',
		'1.2 HISTÓRIA, GEOGRAFIA, ECONOMIA, CULTURA E SOCIEDADE DO ESTADO DO EXEMPLO E DE SEUS MUNICÍPIOS',
		'1 Formação econômica do Estado. 2 Regiões e desigualdades regionais.',
		'(*) Relação dessa disciplina com as atribuições do cargo: trata-se de conteúdo obrigatório por lei estadual.',
		'1.3 DIREITO ADMINISTRATIVO E CONSTITUCIONAL',
		'DIREITO ADMINISTRATIVO. 1 Atos administrativos. 2 Agentes públicos. DIREITO CONSTITUCIONAL. 3 Direitos fundamentais.'
	]);
	it('reads "1.1 NAME" alone on its line as a subject, a long name whole', () =>
		expect([...subjects.keys()]).toEqual(['LÍNGUA PORTUGUESA', 'HISTÓRIA, GEOGRAFIA, ECONOMIA, CULTURA E SOCIEDADE DO ESTADO DO EXEMPLO E DE SEUS MUNICÍPIOS', 'DIREITO ADMINISTRATIVO E CONSTITUCIONAL']));
	it('reads no note marked "(*)" as a topic', () => {
		expect(subjects.get('LÍNGUA PORTUGUESA')).toEqual(['1 Leitura e compreensão de textos', '2 Ortografia oficial', '3 Concordância verbal e nominal']);
		expect(subjects.get('HISTÓRIA, GEOGRAFIA, ECONOMIA, CULTURA E SOCIEDADE DO ESTADO DO EXEMPLO E DE SEUS MUNICÍPIOS')).toEqual(['1 Formação econômica do Estado', '2 Regiões e desigualdades regionais']);
	});
	it('reads a subject whose text opens with a part’s name before its first item', () =>
		expect(subjects.get('DIREITO ADMINISTRATIVO E CONSTITUCIONAL')?.[0]).toBe('1 Atos administrativos'));
});

describe('an annex titled in small letters under its number, items numbered "1)", and a group heading each cargo’s subjects', () => {
	const exam = extractEdital(
		pagesOfText(
			[
				'EDITAL Nº 9/2025',
				'2. DOS CARGOS',
				'CARGO: ADVOGADO',
				'Requisitos: Ensino superior em Direito e registro na OAB.',
				'CARGO: CONTADOR',
				'Requisitos: Ensino superior em Ciências Contábeis e registro no CRC.',
				'3. DAS INSCRIÇÕES',
				'3.1 As inscrições serão feitas pela internet.',
				'                                ANEXO VII',
				'                          Conteúdos Programáticos',
				'CONHECIMENTOS BÁSICOS (para todos os cargos)',
				'LÍNGUA PORTUGUESA:',
				'1) Compreensão de textos. 2) Ortografia oficial. 3) Crase.',
				'CONHECIMENTOS ESPECÍFICOS',
				'Grupo 1 - ADVOGADO',
				'Direito Constitucional: 1) Poder constituinte. 2) Controle de constitucionalidade.',
				'Direito Civil: 1) Pessoas naturais. 2) Contratos.',
				'Grupo 2 - CONTADOR',
				'Contabilidade Geral: 1) Balanço patrimonial. 2) Demonstração do resultado.'
			].join('\n')
		)
	);
	const of = (cargo: string) => Object.fromEntries(exam.subjects.filter((s) => s.cargoId === cargo).map((s) => [s.name, s.topics]));
	it('reads the annex whose title is in small letters right under "ANEXO VII", its "1)" items as topics', () =>
		expect(of('advogado')['LÍNGUA PORTUGUESA']).toEqual(['1 Compreensão de textos', '2 Ortografia oficial', '3 Crase']));
	it('gives each cargo the subjects under the heading that names it, each numbered afresh a subject of its own', () => {
		expect(Object.keys(of('advogado'))).toEqual(['LÍNGUA PORTUGUESA', 'Direito Constitucional', 'Direito Civil']);
		expect(of('advogado')['Direito Civil']).toEqual(['1 Pessoas naturais', '2 Contratos']);
		expect(Object.keys(of('contador'))).toEqual(['LÍNGUA PORTUGUESA', 'Contabilidade Geral']);
	});
});

describe('a numbered subject set apart from its text by a blank line', () => {
	const subjects = subjectsOf([
		...CARGOS,
		'ANEXO I',
		'CONTEÚDO PROGRAMÁTICO',
		'     1. LÍNGUA PORTUGUESA',
		'',
		'',
		'     Compreensão de textos. Ortografia oficial. Classes de palavras: adjetivo e advérbio.',
		'',
		'     2. LEGISLAÇÃO MUNICIPAL',
		'',
		'     Lei Orgânica do Município. Estatuto dos Servidores.'
	]);
	it('reads each as a subject, its sentences as topics', () =>
		expect(Object.fromEntries(subjects)).toEqual({
			'LÍNGUA PORTUGUESA': ['Compreensão de textos', 'Ortografia oficial', 'Classes de palavras: adjetivo e advérbio'],
			'LEGISLAÇÃO MUNICIPAL': ['Lei Orgânica do Município', 'Estatuto dos Servidores']
		}));
});

describe('thematic axes headed by their number and name, one heading wrapped, a part’s name wrapped inside the text', () => {
	const subjects = subjectsOf([
		...CARGOS,
		'CONTEÚDO PROGRAMÁTICO',
		'CONHECIMENTOS GERAIS',
		'1 POLÍTICAS PÚBLICAS 1.1 Conceitos e tipologias. 1.2 Ciclos de políticas. 2 DESAFIOS DO ESTADO',
		'DE DIREITO: DEMOCRACIA E CIDADANIA 2.1 Estado de direito. 2.2 Participação social.',
		'EIXO TEMÁTICO 1 – GESTÃO GOVERNAMENTAL E GOVERNANÇA PÚBLICA',
		'1 Planejamento estratégico. 2 Gestão de riscos.',
		'EIXO TEMÁTICO 2 – OBRAS, POLÍTICAS PÚBLICAS DE INFRAESTRUTURA E',
		'ACESSIBILIDADE',
		'1 PLANEJAMENTO DE OBRAS 1.1 Estudos de viabilidade. 1.2 Orçamentação.'
	]);
	it('names each axis by its whole heading, the wrapped one joined', () =>
		expect([...subjects.keys()]).toEqual([
			'CONHECIMENTOS GERAIS',
			'EIXO TEMÁTICO 1 – GESTÃO GOVERNAMENTAL E GOVERNANÇA PÚBLICA',
			'EIXO TEMÁTICO 2 – OBRAS, POLÍTICAS PÚBLICAS DE INFRAESTRUTURA E ACESSIBILIDADE'
		]));
	it('keeps a part’s name wrapped onto the next line inside its subject', () => expect(subjects.get('CONHECIMENTOS GERAIS')).toContain('2.1 Estado de direito'));
});

describe('a subject in capitals named inside the text after a numbered topic, its own topics not numbered', () => {
	const subjects = subjectsOf([
		...CARGOS,
		'ANEXO II – CONTEÚDO PROGRAMÁTICO',
		'LÍNGUA PORTUGUESA: 1 Compreensão textual. 2 Ortografia. 3 Sintaxe. 4 Pontuação. ESPANHOL ou INGLÊS: Interpretação de textos.'
	]);
	it('parts the two subjects', () =>
		expect(Object.fromEntries(subjects)).toEqual({
			'LÍNGUA PORTUGUESA': ['1 Compreensão textual', '2 Ortografia', '3 Sintaxe', '4 Pontuação'],
			'ESPANHOL ou INGLÊS': ['Interpretação de textos']
		}));
});

describe('a subject in title case whose topic list goes on after a semicolon at a line’s end', () => {
	const subjects = subjectsOf([
		...CARGOS,
		'ANEXO II – CONTEÚDO PROGRAMÁTICO',
		'Noções de Informática: Conceitos de informática. Planilhas eletrônicas. Armazenamento em nuvem (Google Drive);',
		'E-mails: outlook, gmail, busca e pesquisa na Web. Inteligência artificial.',
		'Legislação Geral: Lei Orgânica do Município. Estatuto dos Servidores.'
	]);
	it('keeps a label after the semicolon inside the subject, and the next subject after a full stop its own', () =>
		expect([...subjects.keys()]).toEqual(['Noções de Informática', 'Legislação Geral']));
});

describe('a cargo\'s heading with its first subject on the same line', () => {
	const text = [
		'EDITAL Nº 9/2025',
		'2. DOS CARGOS',
		'CARGO: TÉCNICO DE HIDROGRAFIA',
		'Requisitos: curso técnico em Hidrografia.',
		'CARGO: TÉCNICO DE METEOROLOGIA',
		'Requisitos: curso técnico em Meteorologia.',
		'CARGO: TÉCNICO DE SONDAGEM',
		'Requisitos: curso técnico em Geologia.',
		'ANEXO II – CONTEÚDO PROGRAMÁTICO',
		'CONHECIMENTOS ESPECÍFICOS',
		// The syllabus heads each cargo by its ênfase; the third cargo's part is not read from this page.
		'ÊNFASE 1: TÉCNICO DE HIDROGRAFIA – BLOCO I: 1 Marés e correntes. 2 Batimetria. BLOCO II: 1 Cartas náuticas. 2',
		'Posicionamento por satélite.',
		'ÊNFASE 2: TÉCNICO DE METEOROLOGIA – BLOCO I: 1 Massas de ar. 2 Frentes frias. BLOCO II: 1 Radiossondagem.',
		'ÊNFASE 4: TÉCNICO DE BATIMETRIA – BLOCO I: 1 Ecobatímetros. 2 Sonar.'
	].join('\n');
	const exam = extractEdital(pagesOfText(text));
	const of = (title: string) => {
		const id = exam.cargos.find((c) => c.title.endsWith(title))?.id;
		return exam.subjects.filter((s) => s.cargoId === id).map((s) => [s.name, s.topics]);
	};
	it('gives the subjects after it to the cargo it names, and to no other', () => {
		expect(of('HIDROGRAFIA')).toEqual([
			['BLOCO I', ['1 Marés e correntes', '2 Batimetria']],
			['BLOCO II', ['1 Cartas náuticas', '2 Posicionamento por satélite']]
		]);
		expect(of('METEOROLOGIA')).toEqual([
			['BLOCO I', ['1 Massas de ar', '2 Frentes frias']],
			['BLOCO II', ['1 Radiossondagem']]
		]);
		expect(of('SONDAGEM')).toEqual([]);
	});
});
