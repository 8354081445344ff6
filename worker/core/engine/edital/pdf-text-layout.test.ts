import { describe, expect, it } from 'vitest';
import { layoutText } from './pdf-text-layout';
import type { TextRun } from '../readers/pdf-geometry';

/** Runs of 10-point text whose letters are 5 points wide, at a position on the page (y grows downwards). */
const run = (text: string, x: number, y: number): TextRun => ({ text, x, y, width: text.length * 5, size: 10, font: 'F' });
const page = (runs: TextRun[]) => layoutText({ width: 595, height: 842, runs });

describe('a PDF page laid out as it stands', () => {
	it('keeps a table’s cells apart and in their columns, words one space apart, and the page’s margin off', () => {
		const text = page([
			run('CARGO', 60, 100),
			run('VAGAS', 300, 100),
			run('TOTAL', 400, 100),
			run('Enfermeiro', 60, 112),
			run('do Trabalho', 113, 112),
			run('12', 305, 112),
			run('15', 405, 112)
		]);
		const [head, row] = text.split('\n');
		expect(head.startsWith('CARGO')).toBe(true);
		expect(row).toMatch(/^Enfermeiro do Trabalho {2,}12 {2,}15$/);
		// The cells stand under their header's columns.
		expect(row.indexOf('12')).toBe(head.indexOf('VAGAS') + 1);
		expect(row.indexOf('15')).toBe(head.indexOf('TOTAL') + 1);
	});

	it('writes a blank line where the gap between lines is wider than a line’s own, and joins runs on one baseline', () => {
		const text = page([run('Período de inscrições', 50, 100), run('01/12/2026', 400, 100.5), run('Resultado final', 50, 112), run('Anexo II', 50, 160)]);
		expect(text.split('\n')).toEqual([`Período de inscrições${' '.repeat(text.split('\n')[0].indexOf('01/12') - 21)}01/12/2026`, 'Resultado final', '', 'Anexo II']);
	});

	it('reads a column’s name whose capitals pdf.js spaced out as one word', () => {
		expect(page([run('CARGO', 50, 100), run('A C', 300, 100), run('P C D', 340, 100), run('E A', 400, 100)])).toMatch(/^CARGO {2,}AC {2,}PCD {2,}EA$/);
	});

	it('writes a justified line’s widened word gaps as one space, and a cell’s gap beside it as a cell’s', () => {
		// "Curso superior em Cenografia com registro" set flush to both edges: every gap between its words 8 points wide
		// (wider than the cell gap of 1.5 letters), the row's counts far to its right.
		const words = ['Curso', 'superior', 'em', 'Cenografia', 'com', 'registro'];
		let x = 150;
		const runs = words.map((word) => {
			const placed = run(word, x, 100);
			x += placed.width + 8;
			return placed;
		});
		const text = page([run('Cenógrafo', 50, 100), ...runs, run('40h', 420, 100), run('02', 470, 100)]);
		expect(text).toMatch(/^Cenógrafo {2,}Curso superior em Cenografia com registro {2,}40h {2,}02$/);
	});

	it('keeps apart words whose gaps differ (cells) and a word spelt out letter by letter from the next', () => {
		expect(page([run('Cenógrafo', 50, 100), run('Ensino', 110, 100), run('médio', 148, 100), run('Técnico', 183, 100)])).toMatch(/^Cenógrafo {2,}Ensino {2,}médio {2,}Técnico$/);
		expect(page([run('C O N T E Ú D O', 50, 100), run('P R O G R A M Á T I C O', 133, 100), run('E S P E C Í F I C O', 256, 100)])).toMatch(/^C O N T E Ú D O {2,}P R O G R A M Á T I C O {2,}E S P E C Í F I C O$/);
	});

	it('reads nothing on an empty page', () => {
		expect(page([])).toBe('');
	});
});
