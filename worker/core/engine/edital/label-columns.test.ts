import { describe, expect, it } from 'vitest';
import { extractEdital } from './index';
import { placed } from './look-alikes';

/*
 * Issue 31: a cargo's block laid out as labels on the left and their values on the right, each label beside the middle of
 * its value; a label the blocks' reader does not know ("Nível de Escolaridade") ends the value above it. Look-alike with
 * invented cargos and figures.
 */
const V = 39;
const page = [
	'ANEXO II – DOS CARGOS',
	'',
	placed([[0, 'Cargo 05'], [V, 'ADMINISTRADOR']]),
	placed([[V, 'Atividades de supervisão, programação, coordenação e']]),
	placed([[0, 'Atribuições'], [V, 'execução especializada em grau de maior complexidade.']]),
	placed([[0, 'Nível de Escolaridade'], [V, 'Superior']]),
	placed([[V, 'Diploma de conclusão de curso de graduação em']]),
	placed([[V, 'Administração de Empresas, expedido por instituição de']]),
	placed([[0, 'Requisitos para Investidura no Cargo'], [V, 'ensino superior credenciada pelo MEC, e registro no órgão de']]),
	placed([[V, 'classe.']]),
	placed([[V, 'R$ 3.696,37 (três mil, seiscentos e noventa e seis reais e trinta']]),
	placed([[0, 'Remuneração'], [V, 'e sete centavos).']]),
	placed([[0, 'Carga Horária'], [V, '30h/s (trinta horas por semana).']]),
	'',
	placed([[0, 'Cargo 06'], [V, 'ENFERMEIRO']]),
	placed([[V, 'Diploma de conclusão de curso de graduação em']]),
	placed([[0, 'Requisitos para Investidura no Cargo'], [V, 'Enfermagem e registro no COREN.']]),
	placed([[0, 'Remuneração'], [V, 'R$ 4.100,00.']])
].join('\n');

describe('a cargo’s block of labels beside their values', () => {
	const exam = extractEdital([page]);
	const of = (title: string) => exam.cargos.find((cargo) => cargo.title === title);
	it('reads each block as a cargo, its requirement the value beside its label, from the value’s own first line', () => {
		expect(exam.cargos.map((cargo) => cargo.title)).toEqual(['ADMINISTRADOR', 'ENFERMEIRO']);
		const requirement = of('ADMINISTRADOR')!.requirements[0];
		expect(requirement).toMatchObject({ kind: 'education', course: 'Administração de Empresas' });
		expect(requirement.quote.line).toBe(7);
		expect(of('ADMINISTRADOR')!.requirements.map((r) => r.kind)).toEqual(['education', 'registration']);
		expect(of('ENFERMEIRO')!.requirements.map((r) => r.course ?? r.council)).toEqual(['Enfermagem', 'COREN']);
	});
	it('keeps the pay out of the requirements', () => {
		expect(of('ADMINISTRADOR')!.salary?.amount).toBe(3696.37);
		expect(of('ADMINISTRADOR')!.requirements.some((r) => /R\$/.test(r.text))).toBe(false);
	});
});
