import { describe, expect, it } from 'vitest';
import { extractEdital } from './index';

/*
 * Issue 31: an annex of requirements and attributions per cargo, each block a title in capitals over "REQUISITOS" and
 * "ATRIBUIÇÕES" alone on their lines, their text below; the requirements of a family of cargos written once ("REQUISITOS PARA
 * TODOS OS CARGOS DE MÉDICO"), the paragraph going on over a page break. The vacancy table names the cargos.
 */
const table = [
	'2. DOS CARGOS',
	'2.1 Quadro de vagas:',
	'',
	'        Cargo                                     Nível de    Carga Horária    Total de    Ampla        Pessoa com',
	'                                                  Formação       Semanal         Vagas   Concorrência   Deficiência',
	'        Assistente Administrativo                   Médio          32,5 h          20          18            02',
	'        Técnico de Enfermagem                       Médio          32,5 h          80          72            08',
	'        Médico - Alergista                         Superior    Diarista 20h        03          02            01',
	'        Médico - Cardiologista                     Superior    Diarista 20h        08          07            01',
	'',
	'3. DAS INSCRIÇÕES',
	'3.1 As inscrições serão feitas pela internet.'
].join('\n');
const annex = [
	'ANEXO I',
	'                       REQUISITOS E ATRIBUIÇÕES DOS CARGOS',
	'',
	'ASSISTENTE ADMINISTRATIVO',
	'',
	'REQUISITOS',
	'Certificado de Ensino Médio ou equivalente realizado em Instituição reconhecida pelo',
	'Ministério da Educação.',
	'',
	'ATRIBUIÇÕES',
	'Executar tarefas auxiliares de administração em geral; programar, orientar e controlar as',
	'atividades de recebimento e guarda de materiais.',
	'',
	'TÉCNICO DE ENFERMAGEM',
	'',
	'REQUISITOS',
	'Certificado de Ensino Médio/Técnico em Enfermagem realizado em Instituição reconhecida',
	'pelo Ministério da Educação.',
	'',
	'ATRIBUIÇÕES',
	'Desempenhar atividades técnicas de enfermagem em unidades hospitalares.',
	'',
	'REQUISITOS PARA TODOS OS CARGOS DE MÉDICO',
	'',
	'Diploma de graduação no Curso de Medicina em faculdade reconhecida pelo MEC, certificado',
	'de conclusão de programa de residência médica na especialidade a que concorre'
].join('\n');
const next = [
	'ou título de especialista obtido na associação médica brasileira, e o registro no conselho',
	'regional de medicina de estado da federação.',
	'',
	'MÉDICO - ALERGISTA',
	'',
	'ATRIBUIÇÕES',
	'Realizar atendimento na área de alergologia.'
].join('\n');

describe('an annex of blocks with their labels alone on a line, and requirements written once for a family of cargos', () => {
	const exam = extractEdital([table, annex, next]);
	const of = (title: string) => exam.cargos.find((cargo) => cargo.title.toLowerCase() === title.toLowerCase());
	const keys = (title: string) => of(title)?.requirements.map((r) => r.course ?? r.council ?? r.level);
	it('reads each block’s requirements under its label, and the course without where it was taken', () => {
		expect(keys('Assistente Administrativo')).toEqual(['medio']);
		expect(keys('Técnico de Enfermagem')).toContain('Enfermagem');
		expect(of('Assistente Administrativo')?.vacancies.total).toBe(20);
	});
	it('gives each cargo of the family the requirements written for all of them, over the page break', () => {
		for (const title of ['Médico - Alergista', 'Médico - Cardiologista']) {
			expect(keys(title)).toEqual(expect.arrayContaining(['Medicina', 'CRM']));
			expect(of(title)?.review).not.toContain('requirements');
		}
		expect(of('Médico - Alergista')?.requirements[0].quote.page).toBe(2);
	});
});
