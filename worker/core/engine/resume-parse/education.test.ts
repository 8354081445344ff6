import { describe, expect, it } from 'vitest';
import { readEducation } from './education';
import { splitSections } from './sections';
import { normaliseText, splitLines } from './text';

const degrees = (body: string, lang: 'en' | 'pt' = 'en') =>
	readEducation(splitSections(splitLines(normaliseText(body))).sections, lang).map(({ degree, institution, start, end }) => ({ degree, institution, start, end }));

describe('readEducation', () => {
	it('reads "Degree — School" with years on the next line', () => {
		expect(degrees('EDUCATION\nB.S. in Accounting — Lakeshore State University\n2013 – 2017')).toEqual([
			{ degree: 'B.S. in Accounting', institution: 'Lakeshore State University', start: '2013', end: '2017' }
		]);
	});

	it('reads "Degree, School, Year" lines, one degree per line', () => {
		expect(degrees('Education\nM.A.T. in Secondary Science Education, Lewis & Clark College, 2015\nB.S. in Biology, Oregon State University, 2013')).toEqual([
			{ degree: 'M.A.T. in Secondary Science Education', institution: 'Lewis & Clark College', start: null, end: '2015' },
			{ degree: 'B.S. in Biology', institution: 'Oregon State University', start: null, end: '2013' }
		]);
	});

	it('reads Portuguese degrees with the school on its own line, and one in progress', () => {
		expect(
			degrees(
				'FORMAÇÃO ACADÊMICA\nLicenciatura em Matemática\nUniversidade Federal de Minas Gerais – UFMG\n2008 – 2011\nPós-graduação em Terapia Intensiva – Faculdade Integrada do Recife, em andamento',
				'pt'
			)
		).toEqual([
			{ degree: 'Licenciatura em Matemática', institution: 'Universidade Federal de Minas Gerais', start: '2008', end: '2011' },
			{ degree: 'Pós-graduação em Terapia Intensiva', institution: 'Faculdade Integrada do Recife', start: null, end: null }
		]);
	});

	it('keeps "at" inside a school name and splits it after a degree', () => {
		expect(degrees('Education\nMBA | University of Texas at Austin | 2016\nBacharelado em Direito pela Universidade de São Paulo (2010 – 2014)', 'pt')).toEqual([
			{ degree: 'MBA', institution: 'University of Texas at Austin', start: null, end: '2016' },
			{ degree: 'Bacharelado em Direito', institution: 'Universidade de São Paulo', start: '2010', end: '2014' }
		]);
	});

	it('keeps commas and dashes inside a degree as written', () => {
		expect(degrees('EDUCATION\nJ.D., cum laude — Schuylkill School of Law, 2013\nB.A. Communication, minor in Marketing — Rocky Foothills University, 2018')).toEqual([
			{ degree: 'J.D., cum laude', institution: 'Schuylkill School of Law', start: null, end: '2013' },
			{ degree: 'B.A. Communication, minor in Marketing', institution: 'Rocky Foothills University', start: null, end: '2018' }
		]);
		expect(degrees('FORMAÇÃO\nResidência Multiprofissional em Saúde – Farmácia Hospitalar\nUniversidade do Estado da Bahia\n2019', 'pt')).toEqual([
			{ degree: 'Residência Multiprofissional em Saúde – Farmácia Hospitalar', institution: 'Universidade do Estado da Bahia', start: null, end: '2019' }
		]);
	});
});

describe('a form of labelled fields', () => {
	it('reads "Curso:", "Instituição:" and "Conclusão:" without their labels', () => {
		expect(degrees('FORMAÇÃO\nCurso: Pós-graduação em Processo Civil\nInstituição: Faculdade Guará\nConclusão: 2022', 'pt')).toEqual([
			expect.objectContaining({ degree: 'Pós-graduação em Processo Civil', institution: 'Faculdade Guará', end: '2022' })
		]);
	});
});
