import { describe, expect, it } from 'vitest';
import { toLines } from './lines';
import { syllabus } from './syllabus';
import type { Cargo } from './types';

/*
 * Issue 31: a concurso for teachers of several áreas, each área's block with its own syllabus under the same heading
 * ("CONTEÚDO PROGRAMÁTICO DAS PROVAS ESCRITA E DIDÁTICA:", its items glued to their words: "1.Abordagem …"). Each área's
 * topics are its own. Look-alikes with invented áreas and topics.
 */
const cargo = (title: string) => ({ id: title.toLowerCase().replace(/\W+/g, '-'), title, requirements: [] }) as unknown as Cargo;
const CARGOS = ['Cardiologia', 'Fitopatologia', 'Ensino de Física'].map(cargo);
const block = (area: string, topics: string[]) => [
	`ÁREA DE CONHECIMENTO: ${area}`,
	'',
	'REQUISITO DE ESCOLARIDADE: Graduação na área do concurso',
	'',
	'CONTEÚDO PROGRAMÁTICO DAS PROVAS ESCRITA E DIDÁTICA:',
	'',
	...topics.flatMap((topic, at) => [`${at + 1}.${topic}`, '']),
	'CRITÉRIOS DE AVALIAÇÃO DA PROVA DIDÁTICA',
	''
];
const document = [
	'EDITAL Nº 12/2026',
	'Anexo I – Quadro de vagas',
	'Anexo II – Programas das áreas',
	'',
	...block('Cardiologia', ['Insuficiência cardíaca crônica', 'Arritmias na prática clínica', 'Hipertensão arterial sistêmica']),
	...block('Fitopatologia', ['Doenças fúngicas de grãos', 'Controle biológico de patógenos', 'Epidemiologia de doenças de plantas']),
	...block('Ensino de Física', ['Metodologias ativas no ensino de Física', 'Experimentação na educação básica', 'Avaliação da aprendizagem'])
].join('\n');

describe('a syllabus written once per área under the same heading', () => {
	const subjects = syllabus(toLines([document]), CARGOS);
	const topicsOf = (title: string) =>
		subjects.filter((s) => s.cargoId === CARGOS.find((c) => c.title === title)!.id && s.name.startsWith('CONTEÚDO PROGRAMÁTICO')).flatMap((s) => s.topics);

	it('reads every área’s topics, from the first block on', () => {
		expect(topicsOf('Cardiologia')).toEqual(['1 Insuficiência cardíaca crônica', '2 Arritmias na prática clínica', '3 Hipertensão arterial sistêmica']);
		expect(topicsOf('Ensino de Física')).toEqual(['1 Metodologias ativas no ensino de Física', '2 Experimentação na educação básica', '3 Avaliação da aprendizagem']);
	});

	it('gives no área the topics of another', () => {
		expect(topicsOf('Fitopatologia').join(' ')).not.toMatch(/cardíaca|Física/);
	});
});

describe('a syllabus annex titled in other words', () => {
	const annex = (title: string) =>
		syllabus(
			toLines([
				['EDITAL Nº 3/2026', '4.1 Os conteúdos das provas constam do Anexo III.', title, 'LÍNGUA PORTUGUESA', '1 Interpretação de textos. 2 Concordância verbal.', 'NOÇÕES DE INFORMÁTICA', '1 Planilhas eletrônicas. 2 Correio eletrônico.'].join('\n')
			]),
			[cargo('Assistente Administrativo')]
		).map((s) => [s.name, s.topics.length]);
	for (const title of ['ANEXO III – CONTEÚDOS DAS PROVAS', 'ANEXO III – CONHECIMENTOS EXIGIDOS', 'ANEXO III – EMENTAS DAS DISCIPLINAS', 'CONTEÚDOS MÍNIMOS'])
		it(`reads its subjects under "${title}"`, () =>
			expect(annex(title)).toEqual([
				['LÍNGUA PORTUGUESA', 2],
				['NOÇÕES DE INFORMÁTICA', 2]
			]));
});
