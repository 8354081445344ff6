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
