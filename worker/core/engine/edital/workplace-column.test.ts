import { describe, expect, it } from 'vitest';
import { extractEdital, pagesOfText } from '.';

/**
 * Issue 31: a municipal table of cargos with a workplace column ("LOCAL DE TRABALHO") between the name and the
 * requirement, its cells wrapped in their columns, hours written "40hs/semana" before the salary and the count.
 * A look-alike with invented names, places and numbers.
 */
const TABLE = [
	'PROCESSO SELETIVO SIMPLIFICADO Nº 7/2027',
	'Tabela de Cargos:',
	'',
	' Código    CARGO                  LOCAL DE TRABALHO REQUISITOS                                          CARGA HORÁRIA   REMUNERAÇÃO    VAGAS',
	'',
	' 01        Fisioterapeuta         Centro      de    Reabilitação Diploma de conclusão de curso de       30hs/semana     R$ 4.210,50    02',
	'                                  Municipal               graduação em Fisioterapia e registro no CREFITO.',
	'',
	' 02        Psicólogo Clínico      Atenção Básica          Diploma de conclusão de curso de graduação em  20 hs/semana    R$ 3.150,00    01',
	'                                                          Psicologia e registro no CRP.',
	'',
	' 03        Agente Administrativo  Sede                    Ensino médio completo.                         40hs/semana     R$ 2.020,00    05',
	''
].join('\n');

describe('a table with a workplace column beside the names', () => {
	const exam = extractEdital(pagesOfText(TABLE));

	it('reads each name from its own column, not the workplace beside it', () => {
		expect(exam.cargos.map((c) => c.title)).toEqual(['Fisioterapeuta', 'Psicólogo Clínico', 'Agente Administrativo']);
	});

	it('reads the hours, salary and count after "30hs/semana", and the requirement without them', () => {
		expect(exam.cargos.map((c) => [c.weeklyHours, c.salary?.amount, c.vacancies.total])).toEqual([
			[30, 4210.5, 2],
			[20, 3150, 1],
			[40, 2020, 5]
		]);
		expect(exam.cargos[0].requirements.map((r) => `${r.kind}:${r.course ?? r.council}`)).toEqual(['education:Fisioterapia', 'registration:CREFITO']);
		expect(exam.cargos[2].requirements.map((r) => `${r.kind}:${r.level}`)).toEqual(['education:medio']);
		expect(exam.cargos[1].requirements.map((r) => r.text).join(' ')).not.toMatch(/semana|R\$/);
	});
});
