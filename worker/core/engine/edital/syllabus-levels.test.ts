import { describe, expect, it } from 'vitest';
import { extractEdital, pagesOfText } from '.';

/**
 * Issue 31: a syllabus numbered by level ("1. NÍVEL MÉDIO", "2. NÍVEL SUPERIOR"), its subjects numbered with a dash
 * ("1.1 – LÍNGUA PORTUGUESA"), and each level's specific knowledge numbered per cargo ("1.3 CONHECIMENTOS ESPECÍFICOS DO
 * CARGO" / "1.3.1 – TÉCNICO EM ENFERMAGEM:"), one of them a cargo the vacancy table names otherwise or not at all.
 * Look-alikes with invented cargos and topics.
 */
const page = [
	'EDITAL Nº 1/2024',
	'2. DOS CARGOS',
	'CARGO: TÉCNICO EM ENFERMAGEM',
	'Requisitos: Ensino médio completo e curso técnico em Enfermagem.',
	'CARGO: TÉCNICO EM PATOLOGIA',
	'Requisitos: Ensino médio completo.',
	'CARGO: ENFERMEIRO',
	'Requisitos: Ensino superior em Enfermagem.',
	'3. DAS INSCRIÇÕES',
	'3.1 As inscrições serão feitas pela internet.',
	'ANEXO II – CONTEÚDO PROGRAMÁTICO',
	'1. NÍVEL MÉDIO',
	'',
	'1.1 – LÍNGUA PORTUGUESA',
	'Compreensão de textos. Ortografia oficial. Concordância verbal.',
	'1.2 – NOÇÕES DE INFORMÁTICA:',
	'Sistemas operacionais. Planilhas eletrônicas.',
	'1.3 CONHECIMENTOS ESPECÍFICOS DO CARGO',
	'',
	'1.3.1 – TÉCNICO EM ENFERMAGEM:',
	'1 Sinais vitais. 2 Curativos. 3 Biossegurança.',
	'1.3.2 – TÉCNICO EM PATOLOGIA CLÍNICA:',
	'1 Hematologia. 2 Urinálise.',
	'1.3.3 – TÉCNICO EM RADIOLOGIA:',
	'1 Radioproteção. 2 Câmara escura.',
	'',
	'2. NÍVEL SUPERIOR',
	'',
	'2.1 – LÍNGUA PORTUGUESA',
	'Semântica e estilística. Coesão textual. Regência.',
	'2.2 CONHECIMENTOS ESPECÍFICOS DO CARGO',
	'',
	'2.2.1 – ENFERMEIRO:',
	'1 Processo de enfermagem. 2 Ética profissional.'
].join('\n');

describe('a syllabus numbered by level, its specific knowledge numbered per cargo', () => {
	const exam = extractEdital(pagesOfText(page));
	const of = (title: string) => {
		const cargo = exam.cargos.find((c) => c.title.toLowerCase() === title.toLowerCase())!;
		return new Map(exam.subjects.filter((s) => s.cargoId === cargo.id).map((s) => [s.name, s.topics]));
	};
	it('gives each level’s subjects to the cargos of that level, their dash no part of the name', () => {
		expect(of('Técnico em Enfermagem').get('LÍNGUA PORTUGUESA')).toEqual(['Compreensão de textos', 'Ortografia oficial', 'Concordância verbal']);
		expect(of('Enfermeiro').get('LÍNGUA PORTUGUESA')).toEqual(['Semântica e estilística', 'Coesão textual', 'Regência']);
		expect(of('Enfermeiro').has('NOÇÕES DE INFORMÁTICA')).toBe(false);
	});
	it('names each cargo’s part as its heading does, and gives another cargo’s part to nobody else', () => {
		expect(of('Técnico em Enfermagem').get('CONHECIMENTOS ESPECÍFICOS DO CARGO')).toEqual(['1 Sinais vitais', '2 Curativos', '3 Biossegurança']);
		expect(of('Técnico em Patologia').get('CONHECIMENTOS ESPECÍFICOS DO CARGO')).toEqual(['1 Hematologia', '2 Urinálise']);
		expect(of('Enfermeiro').get('CONHECIMENTOS ESPECÍFICOS DO CARGO')).toEqual(['1 Processo de enfermagem', '2 Ética profissional']);
		const all = exam.subjects.flatMap((s) => s.topics);
		expect(all).not.toContain('1 Radioproteção');
	});
});

describe('the specific knowledge headed with its cargo’s name after a colon, the name wrapped', () => {
	const text = [
		'EDITAL Nº 2/2024',
		'2. DOS CARGOS',
		'CARGO: AGENTE DE DEFESA SOCIAL (ADS) – AUXILIAR EDUCACIONAL',
		'Requisitos: Ensino médio completo.',
		'CARGO: ANALISTA DE SISTEMAS',
		'Requisitos: Ensino superior em Ciência da Computação.',
		'3. DAS INSCRIÇÕES',
		'3.1 As inscrições serão feitas pela internet.',
		'ANEXO II – CONTEÚDO PROGRAMÁTICO',
		'CONHECIMENTOS ESPECÍFICOS: AGENTE DE DEFESA SOCIAL – ADS – AUXILIAR',
		'EDUCACIONAL',
		'Estatuto da Criança e do Adolescente. Práticas restaurativas. Mediação de conflitos.'
	].join('\n');
	const exam = extractEdital(pagesOfText(text));
	it('gives the group to that cargo alone, its name no topic and no subject', () => {
		const agent = exam.cargos.find((c) => c.title.startsWith('AGENTE'))!;
		expect(exam.subjects.map((s) => [s.cargoId, s.name, s.topics])).toEqual([
			[agent.id, 'CONHECIMENTOS ESPECÍFICOS', ['Estatuto da Criança e do Adolescente', 'Práticas restaurativas', 'Mediação de conflitos']]
		]);
	});
});

describe('a list of cargos in brackets under a level’s heading, over several lines', () => {
	const text = [
		'EDITAL Nº 3/2024',
		'2. DOS CARGOS',
		'CARGO: ARQUITETO',
		'Requisitos: Ensino superior em Arquitetura.',
		'CARGO: ENFERMEIRO',
		'Requisitos: Ensino superior em Enfermagem.',
		'CARGO: VIGIA',
		'Requisitos: Ensino fundamental.',
		'3. DAS INSCRIÇÕES',
		'3.1 As inscrições serão feitas pela internet.',
		'ANEXO II – CONTEÚDO PROGRAMÁTICO',
		'CONHECIMENTOS ESPECÍFICOS (CARGOS DE NÍVEL FUNDAMENTAL)',
		'VIGIA',
		'Noções de segurança patrimonial. Primeiros socorros.',
		'',
		'CARGOS DE NÍVEL SUPERIOR',
		'(Arquiteto; Enfermeiro;',
		'Médico Pediatra)',
		'LÍNGUA PORTUGUESA',
		'Interpretação de textos. Ortografia oficial.'
	].join('\n');
	const exam = extractEdital(pagesOfText(text));
	it('reads the list as whose the subjects below are, none of its names a topic', () => {
		const ids = (title: string) => exam.cargos.find((c) => c.title === title)!.id;
		const portuguese = exam.subjects.filter((s) => s.name === 'LÍNGUA PORTUGUESA');
		expect(portuguese.map((s) => s.cargoId).sort()).toEqual([ids('ARQUITETO'), ids('ENFERMEIRO')].sort());
		expect(portuguese[0].topics).toEqual(['Interpretação de textos', 'Ortografia oficial']);
		expect(exam.subjects.flatMap((s) => s.topics).some((t) => /Arquiteto|Pediatra/.test(t))).toBe(false);
	});
});

describe('a subject in small letters that says in brackets whom it is for, its first topic an acronym spelled out', () => {
	const text = [
		'EDITAL Nº 4/2024',
		'2. DOS CARGOS',
		'CARGO: ASSISTENTE SOCIAL',
		'Requisitos: Ensino superior em Serviço Social.',
		'3. DAS INSCRIÇÕES',
		'3.1 As inscrições serão feitas pela internet.',
		'ANEXO II – CONTEÚDO PROGRAMÁTICO',
		'Legislação Institucional',
		'Lei Orgânica do Município. Regime jurídico dos servidores.',
		'Legislação SUAS (exclusivo para o cargo da área de Assistência Social)',
		'SUAS – Sistema Único de Assistência Social. Lei nº 12.435, de 6 de julho de 2011. Tipificação dos serviços.'
	].join('\n');
	const exam = extractEdital(pagesOfText(text));
	it('names it without the brackets, and reads the spelled-out acronym as its first topic', () => {
		const byName = new Map(exam.subjects.map((s) => [s.name, s.topics]));
		expect([...byName.keys()]).toEqual(['Legislação Institucional', 'Legislação SUAS']);
		expect(byName.get('Legislação SUAS')).toEqual(['SUAS – Sistema Único de Assistência Social', 'Lei nº 12.435, de 6 de julho de 2011', 'Tipificação dos serviços']);
	});
});

describe('an annex whose title is written again over a later part, its subjects "PROVA DE … – para …"', () => {
	const text = [
		'EDITAL Nº 7/2014',
		'2. DOS CARGOS',
		'CARGO: ENFERMEIRO',
		'Requisitos: Ensino superior em Enfermagem.',
		'CARGO: ENGENHEIRO DE SEGURANÇA DO TRABALHO',
		'Requisitos: Ensino superior em Engenharia.',
		'3. DAS INSCRIÇÕES',
		'3.1 As inscrições serão feitas pela internet.',
		'ANEXO II',
		'CONTEÚDO PROGRAMÁTICO E BIBLIOGRAFIAS SUGERIDAS',
		'',
		'PROVA DE LÍNGUA PORTUGUESA – para todos os cargos de nível superior',
		'1. A ideia principal do texto;',
		'2. Ortografia: emprego das letras;',
		'Bibliografia Sugerida',
		'1) BECHARA, Evanildo. Moderna gramática portuguesa. Rio de Janeiro: Lucerna, 2010.',
		'',
		'PROVA DE SAÚDE PÚBLICA – para todos os cargos de nível superior',
		'1. Avaliação em Saúde;',
		'2. Vigilância epidemiológica;',
		'',
		'CONTEÚDO PROGRAMÁTICO E BIBLIOGRAFIAS SUGERIDAS',
		'PROVAS PARA O CARGO DE ENGENHEIRO DE SEGURANÇA DO TRABALHO',
		'PROVA DE CONHECIMENTOS ESPECÍFICOS',
		'1. Insalubridade e periculosidade;',
		'2. Prevenção de incêndios.'
	].join('\n');
	const exam = extractEdital(pagesOfText(text));
	it('starts at the annex’s own title, names each subject without "PROVA DE" and ends a bibliography at the next one', () => {
		const nurse = exam.cargos.find((c) => c.title === 'ENFERMEIRO')!.id;
		const own = new Map(exam.subjects.filter((s) => s.cargoId === nurse).map((s) => [s.name, s.topics]));
		expect(own.get('LÍNGUA PORTUGUESA')).toEqual(['1 A ideia principal do texto', '2 Ortografia: emprego das letras']);
		expect(own.get('SAÚDE PÚBLICA')).toEqual(['1 Avaliação em Saúde', '2 Vigilância epidemiológica']);
		expect(own.has('PROVA DE CONHECIMENTOS ESPECÍFICOS')).toBe(false);
	});
});
