import { describe, expect, it } from 'vitest';
import { extractEdital, pagesOfText } from '.';

/**
 * Issue 31: a syllabus written as the last section of an older edital's body (CESPE, 2005): the section's own numbered parts
 * ("28.1 HABILIDADES" over "28.1.1 Os itens das provas objetivas poderão avaliar …"), subjects saying whom they are for in
 * brackets ("PROCESSO LEGISLATIVO (PARA TODOS OS CARGOS DE NÍVEL SUPERIOR): 1 …"), brackets wrapped onto the next line, and a
 * cargo's heading wrapped where its name broke off ("CARGO 3: … ANALISTA DE" / "REDES – ÁREA 2"). Look-alikes with invented
 * cargos and topics.
 */
const edital = [
	'EDITAL Nº 7/2025',
	'2 DOS CARGOS',
	'CARGO 1: TÉCNICO LEGISLATIVO – CATEGORIA: ARQUIVISTA',
	'REQUISITOS: diploma de curso de graduação em Arquivologia.',
	'VAGAS: 2.',
	'CARGO 2: TÉCNICO LEGISLATIVO – CATEGORIA: ANALISTA DE',
	'REDES – ÁREA 2',
	'REQUISITOS: diploma de curso de graduação em Engenharia de Computação.',
	'VAGAS: 3.',
	'3 DAS INSCRIÇÕES',
	'3.1 As inscrições serão feitas pela internet.',
	'19 DOS OBJETOS DE AVALIAÇÃO (HABILIDADES E CONHECIMENTOS)',
	'19.1 HABILIDADES',
	'19.1.1 Os itens das provas objetivas poderão avaliar habilidades que vão além do conhecimento memorizado, abrangendo',
	'compreensão, aplicação e análise.',
	'19.2 CONHECIMENTOS',
	'19.2.1 Nas provas objetivas, serão avaliados, além das habilidades, conhecimentos, conforme especificação a seguir.',
	'19.2.1.1 CONHECIMENTOS BÁSICOS – NÍVEL SUPERIOR',
	'REGIMENTO DA CASA (PARA TODOS OS CARGOS DE NÍVEL SUPERIOR): 1 Mesa Diretora. 2 Comissões',
	'permanentes. 3 Tramitação das proposições.',
	'NOÇÕES DE ARQUIVO (EXCETO PARA O CARGO TÉCNICO LEGISLATIVO – CATEGORIA:',
	'ANALISTA DE REDES – ÁREA 2): 1 Gestão de documentos. 2 Tabela de temporalidade.',
	'CARGO 2: TÉCNICO LEGISLATIVO – CATEGORIA: ANALISTA DE',
	'REDES – ÁREA 2: 1 Roteamento estático. 2 Protocolos de transporte.'
].join('\n');

describe("a syllabus in the body's last section", () => {
	const exam = extractEdital(pagesOfText(edital));
	it("reads a cargo's heading wrapped where its name broke off, its area's number with it", () =>
		expect(exam.cargos.map((c) => c.title)).toContain('TÉCNICO LEGISLATIVO – CATEGORIA: ANALISTA DE REDES – ÁREA 2'));
	const names = new Set(exam.subjects.map((s) => s.name));
	it("reads no subject in the section's own parts, whose items say what the exam will do", () => {
		expect(names.has('HABILIDADES')).toBe(false);
		expect(names.has('CONHECIMENTOS')).toBe(false);
	});
	const topicsOf = (name: string) => exam.subjects.find((s) => s.name === name)?.topics.map((t) => t.replace(/^\d+\s+/, ''));
	it('names a subject without the brackets saying whom it is for, wrapped onto the next line or not', () => {
		expect(topicsOf('REGIMENTO DA CASA')).toEqual(['Mesa Diretora', 'Comissões permanentes', 'Tramitação das proposições']);
		expect(topicsOf('NOÇÕES DE ARQUIVO')).toEqual(['Gestão de documentos', 'Tabela de temporalidade']);
	});
	it('gives a subject "(EXCETO PARA O CARGO …)" to every cargo but the one it names', () => {
		const whose = (name: string) => exam.subjects.filter((s) => s.name === name).map((s) => s.cargoId);
		expect(whose('REGIMENTO DA CASA')).toHaveLength(2);
		expect(whose('NOÇÕES DE ARQUIVO')).toEqual(['tecnico-legislativo-categoria-arquivista']);
	});
});

describe('subjects numbered in Roman figures, their items lettered', () => {
	// Issue 31: an internship selection's annex (Assaí, 2025): "I.     Conhecimentos básicos:" over "a) …;" lines, blank lines between.
	const annex = [
		'EDITAL Nº 3/2025',
		'CARGO: ESTAGIÁRIO DE GEOGRAFIA',
		'Requisitos: estar matriculado em curso de Geografia.',
		'ANEXO I',
		'CONTEÚDO PROGRAMÁTICO DE ESTUDOS',
		'I.     Cartografia básica:',
		'',
		'       a) Escalas e projeções;',
		'',
		'       b) Leitura de mapas topográficos.',
		'',
		'II.    Geografia Urbana:',
		'',
		'       a) Redes urbanas;',
		'       b) Uso do solo; c) Mobilidade.',
		'V.     Sensoriamento Remoto',
		'       a) Imagens de satélite; b) Índices de vegetação.'
	].join('\n');
	const exam = extractEdital(pagesOfText(annex));
	const topicsOf = (name: string) => exam.subjects.find((s) => s.name === name)?.topics;
	it('reads each as a subject named without its number, with a colon or without', () =>
		expect(exam.subjects.map((s) => s.name)).toEqual(['Cartografia básica', 'Geografia Urbana', 'Sensoriamento Remoto']));
	it('reads each lettered item as a topic', () => {
		expect(topicsOf('Cartografia básica')).toEqual(['a) Escalas e projeções', 'b) Leitura de mapas topográficos']);
		expect(topicsOf('Geografia Urbana')).toEqual(['a) Redes urbanas', 'b) Uso do solo', 'c) Mobilidade']);
		expect(topicsOf('Sensoriamento Remoto')).toEqual(['a) Imagens de satélite', 'b) Índices de vegetação']);
	});
});

describe('subjects numbered "1." with their topics after the colon', () => {
	// Issue 31: "1. LÍNGUA PORTUGUESA: 1.1 …" and a name wrapped before its colon ("3. REALIDADE …, POLÍTICA E" / "ECONÔMICA DO
	// ESTADO: 3.1 …"), as FGV's 2026 police edital writes them. Look-alike subjects.
	const annex = [
		'EDITAL Nº 8/2026',
		'CARGO: PERITO AMBIENTAL',
		'Requisitos: Ensino superior em Biologia.',
		'ANEXO I',
		'CONTEÚDO PROGRAMÁTICO',
		'1. HIDROLOGIA: 1.1 Ciclo da água. 1.2 Bacias hidrográficas.',
		'2. REALIDADE AMBIENTAL, SOCIAL, HISTÓRICA E',
		'ECONÔMICA DO LITORAL: 2.1 Ocupação da costa. 2.2 Manguezais e',
		'restingas.'
	].join('\n');
	const exam = extractEdital(pagesOfText(annex));
	it('reads each as a subject, its name whole, its numbered topics', () =>
		expect(exam.subjects.map((s) => [s.name, s.topics])).toEqual([
			['HIDROLOGIA', ['1.1 Ciclo da água', '1.2 Bacias hidrográficas']],
			['REALIDADE AMBIENTAL, SOCIAL, HISTÓRICA E ECONÔMICA DO LITORAL', ['2.1 Ocupação da costa', '2.2 Manguezais e restingas']]
		]));
});
