import { describe, expect, it } from 'vitest';
import { countWordCharacters, normalizeText } from './normalize-text';

describe('normalizeText', () => {
	it('composes accents (NFC) so "é" is one character', () => {
		const composed = normalizeText('Experie\u0302ncia');
		expect(composed).toBe('Experiência');
		expect(composed).toHaveLength(11);
	});

	it('turns CRLF and CR into LF, keeps one tab where a layout set parts of a line apart, and trims line ends', () => {
		expect(normalizeText('Jane\t Doe  \r\nAnalyst\rSQL\t')).toBe('Jane\tDoe\nAnalyst\nSQL');
		expect(normalizeText('Nurse \t\t ICU\tSep. 2023 \u00AD Mar. 2024')).toBe('Nurse\tICU\tSep. 2023 – Mar. 2024');
	});

	it('collapses runs of blank lines into one and trims the ends', () => {
		expect(normalizeText('\n\nA\n\n\n\n \nB\n\n')).toBe('A\n\nB');
	});

	it('removes zero-width characters, soft hyphens and control characters', () => {
		expect(normalizeText('Ja\u200Bne\uFEFF Do\u00ADe\u0007\u0000')).toBe('Jane Doe');
	});

	it('turns glyph bullets into "- " and leaves dashes inside text alone', () => {
		expect(normalizeText('• one\n▪ two\n● three\n◦ four\n\uF0B7 five\n– six\n* seven\n-5% cost\nA – B')).toBe(
			'- one\n- two\n- three\n- four\n- five\n- six\n- seven\n-5% cost\nA – B'
		);
	});

	it('makes non-breaking and other Unicode spaces plain spaces', () => {
		expect(normalizeText('R$\u00A07\u202Fmil')).toBe('R$ 7 mil');
	});
});

describe('countWordCharacters', () => {
	it('counts letters and digits only', () => {
		expect(countWordCharacters('- Ação 2024!')).toBe(8);
	});
});
