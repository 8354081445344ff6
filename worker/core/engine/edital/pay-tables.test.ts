import { describe, expect, it } from 'vitest';
import { extractEdital } from './index';
import { placed } from './look-alikes';

/*
 * Issue 31: an annex of requirements and pay with no count of vacancies ("CARGO | REQUISITOS | CARGA HORÁRIA |
 * REMUNERAÇÃO"), its cells centred: a name wrapped above and below its row's line of numbers, the requirement over several
 * lines. Its rows are counted by their pay; their names and requirements go to the cargos the vacancy table named, whose
 * bare level ("ENSINO SUPERIOR COMPLETO") says less than the course and council the annex names.
 */
const vacancies = [
	'2. DOS CARGOS',
	'2.1 Quadro de vagas:',
	'',
	placed([[4, 'CARGO'], [32, 'ESCOLARIDADE'], [62, 'VAGAS'], [72, 'PCD']]),
	placed([[4, 'AUXILIAR DE ENFERMAGEM'], [32, 'ENSINO MÉDIO COMPLETO'], [63, '3'], [73, '0']]),
	placed([[4, 'AUXILIAR DE TOPÓGRAFO'], [32, 'ENSINO FUNDAMENTAL'], [63, '1'], [73, '0']]),
	placed([[4, 'ENFERMEIRO'], [32, 'ENSINO SUPERIOR COMPLETO'], [63, '5'], [73, '1']]),
	'',
	'3. DAS INSCRIÇÕES',
	'3.1 As inscrições serão feitas pela internet.'
].join('\n');
const annex = [
	'ANEXO II – REQUISITOS, CARGA HORÁRIA E VENCIMENTO DOS CARGOS',
	'',
	placed([[43, 'CARGA']]),
	placed([[5, 'CARGO']]),
	placed([[24, 'REQUISITOS'], [42, 'HORÁRIA'], [56, 'REMUNERAÇÃO']]),
	placed([[3, 'ENFERMEIRO'], [22, 'Curso de nível superior em'], [44, '30'], [55, 'R$ 4.561,32']]),
	placed([[22, 'Enfermagem e registro no']]),
	placed([[22, 'COREN.']]),
	placed([[3, 'AUXILIAR DE'], [22, 'Ensino Médio']]),
	placed([[22, 'Completo e Curso de'], [44, '40'], [55, 'R$ 1.870,65']]),
	placed([[3, 'ENFERMAGEM'], [22, 'Auxiliar de']]),
	placed([[22, 'Enfermagem e']]),
	placed([[22, 'registro no COREN.']]),
	placed([[3, 'AUXILIAR DE'], [22, 'Quarta série do']]),
	placed([[44, '40'], [55, 'R$ 1.417,72']]),
	placed([[3, 'TOPÓGRAFO'], [22, 'Ensino Fundamental']])
].join('\n');

describe('a table of requirements and pay, its cells centred around each row’s numbers', () => {
	const exam = extractEdital([vacancies, annex]);
	const of = (title: string) => exam.cargos.find((cargo) => cargo.title.toLowerCase() === title.toLowerCase());
	const keys = (title: string) => of(title)?.requirements.map((r) => r.course ?? r.council ?? r.level);
	it('reads one cargo per line of pay, each named once, with the vacancies the other table gave', () => {
		expect(exam.cargos.map((cargo) => cargo.title.toLowerCase()).sort()).toEqual(['auxiliar de enfermagem', 'auxiliar de topógrafo', 'enfermeiro']);
		expect(of('Enfermeiro')?.vacancies.total).toBe(5);
		expect(of('Enfermeiro')?.salary?.amount).toBe(4561.32);
	});
	it('takes the course and council the annex names over the bare level', () => {
		expect(keys('Enfermeiro')).toEqual(['Enfermagem', 'COREN']);
		expect(keys('Auxiliar de Enfermagem')).toEqual(expect.arrayContaining(['Auxiliar de Enfermagem', 'COREN']));
		expect(keys('Auxiliar de Topógrafo')).toEqual(['fundamental']);
	});
});
