import { describe, expect, it } from 'vitest';
import { extractEdital } from './index';
import { toLines } from './lines';

/*
 * Issue 31: a PDF's table whose first column starts at the page's left edge. Its names wrap there, alone on their lines,
 * between rows laid out in columns: they stand in the table (placed at 0), where a line of prose at the margin does not.
 */
const pad = (text: string, at: number) => text.padEnd(at);
const row = (name: string, requirement: string, cells: string) => pad(pad(name, 38) + requirement, 100) + cells;
const wrapped = (requirement: string) => ' '.repeat(38) + requirement;
const table = [
	'                                                    QUADRO DE VAGAS',
	'             CARGO                                        REQUISITO                             CHS      AC     PcD      VENCIMENTO',
	wrapped('Curso superior em Nutrição. Registro no'),
	row('Nutricionista', '', '30h      02      -        R$ 4.100,00'),
	wrapped('Conselho de Classe específico.'),
	wrapped('Curso superior em Engenharia, com'),
	'Engenheiro de Segurança do',
	row('', 'especialização em Segurança do Trabalho.', '40h      01      -        R$ 8.000,00'),
	'Trabalho',
	wrapped('Registro no Conselho de Classe específico.'),
	wrapped('Curso superior em Psicologia. Registro no'),
	row('Psicólogo', '', '30h      01      1        R$ 4.100,00'),
	wrapped('Conselho de Classe específico.'),
	wrapped('Curso superior em Medicina, com especialização em'),
	'Médico Especialista –',
	row('', 'Cardiologia. Registro no Conselho de Classe', '20h      CR      -        R$ 12.000,00'),
	'Cardiologista',
	wrapped('específico.')
].join('\n');

describe('a table whose names stand at the page margin', () => {
	it('reads each name whole and keeps each requirement with its row', () => {
		const cargos = extractEdital([table]).cargos.map((c) => [c.title, c.requirements.filter((r) => r.kind === 'education').map((r) => r.course)]);
		expect(cargos).toEqual([
			['Nutricionista', ['Nutrição']],
			['Engenheiro de Segurança do Trabalho', ['Engenharia', 'Segurança do Trabalho']],
			['Psicólogo', ['Psicologia']],
			['Médico Especialista – Cardiologista', ['Medicina', 'Cardiologia']]
		]);
	});

	it('places a margin line only between lines laid out in columns', () => {
		const lines = toLines([table, ['Ao Senhor Presidente da Comissão', 'Eu, candidato ao cargo de        , venho requerer', 'Assinatura']].map((p) => (Array.isArray(p) ? p.join('\n') : p)));
		const at = (text: string) => lines.find((line) => line.text === text)!;
		expect(at('Trabalho').indent).toBe(0);
		expect(at('Ao Senhor Presidente da Comissão').indent).toBeUndefined();
		expect(at('Assinatura').indent).toBeUndefined();
	});
});

/** A page's lines moved right, as a PDF with a wider margin sets them: nothing may hang on the text starting at column 0. */
const indented = (lines: string[]) => lines.map((line) => (line ? `   ${line}` : line)).join('\n');
const titles = (text: string) => extractEdital([text]).cargos.map((c) => c.title);

describe('a table read the same wherever the page’s text starts', () => {
	it('ends the table at a sentence that runs across its columns', () => {
		const page = indented([
			'                                                                                         Vencimento        Carga',
			'      Cargo            Nível                     Requisitos para ingresso',
			'                                                                                           básico         horária',
			'',
			'                                    Diploma de conclusão de curso de graduação em',
			'Arquiteto/Área:',
			'                       E I-02      Arquitetura e Urbanismo e registro no conselho           R$ 4.556,92     40 horas',
			'     Urbanismo',
			'                                   competente.',
			'ATRIBUIÇÕES: Elaborar, coordenar e executar projetos de arquitetura e urbanismo da instituição. Assessorar as',
			'atividades de ensino, pesquisa e extensão. Executar outras tarefas de mesma natureza e nível de complexidade',
			'associadas ao ambiente organizacional.'
		]);
		const [cargo] = extractEdital([page]).cargos;
		expect(cargo.title).toBe('Arquiteto/Área: Urbanismo');
		expect(cargo.requirements.map((r) => r.text).join(' ')).not.toMatch(/Assessorar|atividades de ensino/);
	});

	it('reads a caption naming the table’s body above its header as no column', () => {
		const page = indented([
			'B9-01 - Fundação Nacional de Apoio aos Povos Indígenas – FUNAPI',
			'                                                                                          VAGAS IMEDIATAS',
			'  CÓD               CARGOS                   ESPECIALIDADE                           INDÍGEN',
			'                                                                         AC                    PCD     NEGRA                TOTAL',
			'                                                                                        A',
			' B9-01-',
			'             Agente de Apoio Indigenista              Nível médio           40            20              4           16         80',
			'   A'
		]);
		const [cargo] = extractEdital([page]).cargos;
		expect([cargo.title, cargo.vacancies.ampla, cargo.vacancies.pcd, cargo.vacancies.negros, cargo.vacancies.total]).toEqual(['Agente de Apoio Indigenista', 40, 4, 16, 80]);
	});

	it('reads a caption alone between blank lines, where the names start, as no cargo', () => {
		const page = indented([
			'   Cargo - Área de       Carga     Vagas        Escolaridade         Demais requisitos       Tipo de    Vencimento',
			'      atuação            horária                  mínima                                      prova      Base R$',
			'',
			'Diretoria Administrativa',
			'',
			'Assistente de              40h       CR      Ensino médio                                    Objetiva   R$5.347,97',
			'Protocolo                                    completo',
			'',
			'Auxiliar de                40h       2       Ensino médio                                    Objetiva   R$3.011,25',
			'Almoxarifado                                 completo'
		]);
		expect(titles(page)).toEqual(['Assistente de Protocolo', 'Auxiliar de Almoxarifado']);
	});

	it('reads a legend of the lists under the last row as no part of it', () => {
		const page = indented([
			'CARGO: ANALISTA',
			'',
			'                                                                                               VAGAS                          CADASTRO DE RESERVA',
			'                                  ÊNFASE',
			'                                                                                AC        CN        PCD     TOTAL       AC        CN        PCD      TOTAL',
			' ARQUIVOLOGIA                                                                    3         1           1       5         12         6        3         21',
			' ESTATÍSTICA                                                                     8         3           2      13         40        20        10        70',
			'AC = ampla concorrência PcD = pessoa com deficiência CN = candidato(a) negro(a)'
		]);
		const cargos = extractEdital([page]).cargos.map((c) => [c.title, c.vacancies.ampla, c.vacancies.negros, c.vacancies.pcd, c.vacancies.total]);
		expect(cargos).toEqual([
			['ARQUIVOLOGIA', 3, 1, 1, 5],
			['ESTATÍSTICA', 8, 3, 2, 13]
		]);
	});
});

describe('a cell full to its edge, one space from the next', () => {
	/** A row's cells at their columns; a cell that runs to the next one's column stays one space from it. */
	const at = (cells: [number, string][]) => cells.reduce((line, [column, text]) => (line.length < column ? line.padEnd(column) : `${line} `) + text, '');
	const row = (code: string, name: string, place: string, requirement: string, hours: string, pay: string, count: string) =>
		at([[16, code], [26, name], [56, place], [82, requirement], [137, hours], [151, pay], [165, count]]);
	it('parts it where the other rows start that cell', () => {
		const page = [
			at([[16, 'Código'], [26, 'CARGO'], [49, 'LOCAL DE TRABALHO REQUISITOS'], [137, 'CARGA HORÁRIA'], [153, 'REMUNERAÇÃO'], [168, 'NÚMERO DE VAGAS']]),
			'',
			row('01', 'Enfermeiro', 'Diretoria de Saúde', 'Graduação em Enfermagem e registro no órgão competente.', '40hs/semana', 'R$ 4.100,00', '02'),
			'',
			row('02', 'Psicólogo', 'Diretoria de Apoio', 'Graduação em Psicologia e registro no órgão competente.', '30hs/semana', 'R$ 3.900,00', '01'),
			'',
			row('03', 'Fisioterapeuta', 'Diretoria de Saúde', 'Graduação em Fisioterapia e registro no órgão competente.', '30hs/semana', 'R$ 3.900,00', '01'),
			'',
			row('04', 'Médico Anestesiologista Geral', 'Diretoria    de   Atenção', 'Graduação em Medicina e registro no órgão competente.', '12hs/semana', 'R$ 4.502,22', '01'),
			at([[56, 'Especializada']])
		].join('\n');
		const cargos = extractEdital([page]).cargos.map((c) => c.title);
		expect(cargos).toEqual(['Enfermeiro', 'Psicólogo', 'Fisioterapeuta', 'Médico Anestesiologista Geral']);
	});
});
