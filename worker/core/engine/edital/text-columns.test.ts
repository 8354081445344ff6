import { describe, expect, it } from 'vitest';
import { readingOrder } from './text-columns';

/** A page of `rows` lines: prose of two columns side by side, or a table, each line as `pdftotext -layout` writes it. */
const words = (n: number, seed: string) => Array.from({ length: n }, (_, i) => `${seed}${i % 7}`).join(' ').slice(0, 90).trim();
const pad = (text: string, width: number) => text.padEnd(width, ' ');

describe('a page in two columns side by side', () => {
	it('reads the left column, then the right one, keeping a running head on top', () => {
		const rows = Array.from({ length: 24 }, (_, i) => `${pad(`${words(11, `left${i}x`)}`, 96)}  ${words(11, `right${i}y`)}`);
		const page = [`PÁGINA 3${' '.repeat(80)}Diário Oficial do Estado${' '.repeat(50)}Nº 24, 25 DE MARÇO`, ...rows].join('\n');
		const lines = readingOrder(page).split('\n');
		expect(lines[0]).toMatch(/^PÁGINA 3 /);
		expect(lines[1]).toBe(words(11, 'left0x'));
		expect(lines[24]).toBe(words(11, 'left23x'));
		expect(lines[25]).toBe(words(11, 'right0y'));
		expect(lines.at(-1)).toBe(words(11, 'right23y'));
	});

	it('keeps a table’s columns side by side, and a page of one column as it is', () => {
		const table = Array.from({ length: 24 }, (_, i) => `${pad(` ${400 + i}     Cargo ${i}: Técnico em Área ${i}`, 60)}${pad('1', 18)}${pad('*', 14)}${pad('**', 14)}3     1     1`).join('\n');
		expect(readingOrder(table)).toBe(table);
		const schedule = Array.from({ length: 24 }, (_, i) => `${pad(`Divulgação do resultado preliminar dos pedidos de etapa ${i} do concurso`, 100)}   ${String(i + 1).padStart(2, '0')}/06/2026`).join('\n');
		expect(readingOrder(schedule)).toBe(schedule);
		const prose = Array.from({ length: 30 }, (_, i) => words(26, `one${i}z`)).join('\n');
		expect(readingOrder(prose)).toBe(prose);
	});
});
