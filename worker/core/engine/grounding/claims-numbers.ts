import { foldText } from '../text/normalize';

/*
 * The numbers a sentence claims, each as the value it stands for, so that "1,200", "1.200", "1200"
 * and "1.2k" are one claim, "cinco" is 5 and "R$ 5 mil" is 5000. A rewrite may write a number in
 * any of these ways; it may not write a different one ("managed 50 people" from "managed 5").
 */

export type NumberFound = { value: number; start: number; end: number; text: string };

const UNITS_EN: Record<string, number> = {
	two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
	thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19
};
const TENS_EN: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const UNITS_PT: Record<string, number> = {
	dois: 2, duas: 2, tres: 3, quatro: 4, cinco: 5, seis: 6, sete: 7, oito: 8, nove: 9, dez: 10, onze: 11, doze: 12,
	treze: 13, quatorze: 14, catorze: 14, quinze: 15, dezesseis: 16, dezessete: 17, dezoito: 18, dezenove: 19
};
const TENS_PT: Record<string, number> = { vinte: 20, trinta: 30, quarenta: 40, cinquenta: 50, sessenta: 60, setenta: 70, oitenta: 80, noventa: 90 };
// "one", "um", "uma" and "a" are left out: as articles they are in every sentence and claim nothing.
const HUNDREDS: Record<string, number> = { hundred: 100, cem: 100 };
const WORD_VALUE: Record<string, number> = { ...UNITS_EN, ...TENS_EN, ...UNITS_PT, ...TENS_PT, ...HUNDREDS, dozen: 12, duzia: 12 };
const UNIT_WORDS: Record<string, number> = { ...UNITS_EN, ...UNITS_PT };

/** What a word after a number multiplies it by: "5 mil", "1.2 million", "R$ 3 mi", "10k". */
const SCALE: Record<string, number> = {
	k: 1e3, mil: 1e3, thousand: 1e3, thousands: 1e3, milhares: 1e3,
	m: 1e6, mm: 1e6, mi: 1e6, mn: 1e6, million: 1e6, millions: 1e6, milhao: 1e6, milhoes: 1e6,
	b: 1e9, bn: 1e9, bi: 1e9, billion: 1e9, billions: 1e9, bilhao: 1e9, bilhoes: 1e9
};

// A digit group as people write it: "1,200", "1.200", "1\u00a0200" (a non-breaking space; a plain one parts two numbers), "12.5", "12,5", "3.2k", "40%".
// Not a part of a word: "EC2", "S3", "B2B" and "COVID-19" are names, not amounts.
const DIGITS = /(?<![\p{L}\p{N}_])(?<!\p{L}-)(\d{1,3}(?:([.,\u00a0\u202f])\d{3}(?:\2\d{3})*)?(?:[.,]\d+)?|\d+(?:[.,]\d+)?)(?:st|nd|rd|th|º|ª|°)?(?![\p{N}])/gu;
const SCALE_AFTER = /^\s?(k|mil|thousands?|milhares|mm|mi|mn|m|millions?|milh(?:ao|oes)|bn|bi|b|billions?|bilh(?:ao|oes))(?![\p{L}\p{N}])/iu;
const WORDS = /[\p{L}]+(?:-[\p{L}]+)?/gu;

/** "1,200" and "1.200" are 1200 (a separator before exactly three digits groups thousands); "1,5" and "1.5" are 1.5. */
export function readDigits(raw: string): number {
	const compact = raw.replace(/[\u00a0\u202f ]/g, '');
	const grouped = /^\d{1,3}(?:[.,]\d{3})+$/.exec(compact);
	if (grouped && !/^0[.,]/.test(compact)) return Number(compact.replace(/[.,]/g, ''));
	// "1.234,56" and "1,234.56": the last separator is the decimal point.
	const last = Math.max(compact.lastIndexOf('.'), compact.lastIndexOf(','));
	if (last < 0) return Number(compact);
	return Number(compact.slice(0, last).replace(/[.,]/g, '') + '.' + compact.slice(last + 1));
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/** Every number the text writes, in digits or in words (en, pt), with its value and place. */
export function numbersIn(text: string): NumberFound[] {
	const found: NumberFound[] = [];
	DIGITS.lastIndex = 0;
	for (let m = DIGITS.exec(text); m; m = DIGITS.exec(text)) {
		let value = readDigits(m[1]);
		let end = m.index + m[0].length;
		const scale = SCALE_AFTER.exec(text.slice(end));
		// "5 m" is five metres as often as five million: only a scale word written against the digits
		// or a money amount counts as a multiplier ("$5M", "R$ 3 mi", "10k"), and "mil" always does.
		if (scale) {
			const word = foldText(scale[1]);
			const joined = !/^\s/.test(scale[0]);
			const money = /(?:\$|€|£|r\$|us\$|usd|brl|eur)\s?$/i.test(text.slice(Math.max(0, m.index - 4), m.index));
			if (word.length > 2 || joined || money || word === 'mi') {
				value *= SCALE[word];
				end += scale[0].length;
			}
		}
		found.push({ value: round(value), start: m.index, end, text: text.slice(m.index, end) });
	}
	WORDS.lastIndex = 0;
	const words = [...text.matchAll(WORDS)];
	for (let i = 0; i < words.length; i++) {
		const word = words[i];
		const key = foldText(word[0]);
		const start = word.index!;
		let end = start + word[0].length;
		let value: number | undefined;
		const [tens, unit] = key.split('-');
		if (unit !== undefined) {
			// "twenty-five"
			if (TENS_EN[tens] !== undefined && UNIT_WORDS[unit] !== undefined && UNIT_WORDS[unit] < 10) value = TENS_EN[tens] + UNIT_WORDS[unit];
		} else value = WORD_VALUE[key];
		if (value === undefined) continue;
		// "vinte e cinco": one number, not two.
		const and = words[i + 2];
		if (TENS_PT[key] !== undefined && and && /^\s+e\s+$/i.test(text.slice(end, and.index)) && (UNITS_PT[foldText(and[0])] ?? 10) < 10) {
			value += UNITS_PT[foldText(and[0])];
			end = and.index! + and[0].length;
			i += 2;
		}
		const scale = SCALE_AFTER.exec(text.slice(end));
		if (scale && foldText(scale[1]).length > 2) {
			value *= SCALE[foldText(scale[1])];
			end += scale[0].length;
		}
		found.push({ value, start, end, text: text.slice(start, end) });
	}
	// "mil clientes", "a thousand users": a scale word alone is its own number.
	for (const m of text.matchAll(/(?<![\p{L}\p{N}]\s?)(?<![\p{L}])(mil|thousand|hundred)(?![\p{L}])/giu)) {
		const start = m.index!;
		if (found.some((n) => start >= n.start && start < n.end)) continue;
		found.push({ value: SCALE[foldText(m[1])] ?? 100, start, end: start + m[0].length, text: m[0] });
	}
	return found.sort((a, b) => a.start - b.start);
}

/** The values the texts write, to look a claimed number up in. */
export function numberValues(texts: readonly string[]): Set<number> {
	const values = new Set<number>();
	for (const text of texts) for (const found of numbersIn(text)) values.add(found.value);
	return values;
}
