import { describe, expect, it } from 'vitest';
import { buildVocabulary } from './hyphenation';
import type { Block, Line } from './pdf-geometry';
import { unwrapBlock } from './pdf-unwrap';

/** A line of a 500-wide column at 5 units a character: full when its text reaches the margin. */
const line = (text: string, y: number): Line => ({ text, x0: 50, x1: 50 + text.length * 5, y, size: 10, font: 'F', charWidth: 5, starts: [50] });
const block = (...texts: string[]): Block => ({ lines: texts.map((text, index) => line(text, 100 + index * 14)), columnLeft: 50, columnRight: 550, marginConfirmed: true });
const unwrap = (...texts: string[]) => unwrapBlock(block(...texts), buildVocabulary(texts.join('\n')));

describe('unwrapping a PDF block into its logical lines', () => {
	const full = 'registro no Conselho Regional de Enfermagem e diploma de graduação em Enfermagem, fornecido por inst.';
	it('joins a line the margin broke', () => {
		expect(unwrap(full.slice(0, -1) + ' de', 'ensino reconhecida pelo MEC')).toHaveLength(1);
	});
	it('keeps an item numbered in levels apart from the full item above it, even after a full line', () => {
		expect(unwrap(full, '2.1.2 VAGAS: 5 (4 de ampla concorrência e 1 para candidatos negros).')).toEqual([full, '2.1.2 VAGAS: 5 (4 de ampla concorrência e 1 para candidatos negros).']);
	});
});
