import { findDateRange, withoutRange } from '../engine/resume-parse/dates';
import { tidy } from '../engine/resume-parse/text';
import { wordsOf, type Lang } from './source';

/**
 * The contact items and places as the resume writes them. The parser normalises them for
 * matching ("Denver, CO" → "Denver, CO, USA", "(773) 555-0112" → "+1 773-555-0112"); a document
 * the person sends keeps their own writing. Each falls back to the parsed value when the text
 * holds no plain match.
 */

// Separators between contact items on one line.
const ITEM_SEPARATOR = /\s+[|•·◆▪]\s+|\s{2,}|\s+[—–]\s+(?=\S+@)/;

/**
 * A place as written: the piece of a line whose words are all the parsed place's, starting with
 * its city; the fullest such piece ("Chennai, Tamil Nadu" over a bare "Chennai" in the headline).
 */
function placeIn(pieces: readonly string[], parsed: string): string | null {
	const words = new Set(wordsOf(parsed));
	const city = wordsOf(parsed)[0];
	let best: string[] = [];
	let found: string | null = null;
	for (const piece of pieces) {
		const own = wordsOf(piece);
		if (own.length > best.length && own[0] === city && own.every((word) => words.has(word))) [best, found] = [own, tidy(piece)];
	}
	return found;
}

export function writtenPlace(lines: readonly string[], parsed: string | null): string | null {
	if (!parsed) return null;
	return placeIn(lines.flatMap((line) => line.split(ITEM_SEPARATOR)), parsed);
}

/** A phone as written ("(773) 555-0112"): a run of phone characters whose digits end the parsed number's. */
export function writtenPhone(lines: readonly string[], parsed: string | null): string | null {
	if (!parsed) return null;
	const digits = parsed.replace(/\D/g, '');
	for (const line of lines) {
		for (const match of line.matchAll(/\+?\(?\d[\d\s().–-]{6,}\d/g)) {
			const own = match[0].replace(/\D/g, '');
			if (own.length >= 8 && digits.endsWith(own)) return match[0].trim();
		}
	}
	return null;
}

/** A link as written: with its scheme when the resume gave one, else without ("github.com/ana"). */
export function writtenLink(text: string, link: string): string {
	if (text.includes(link)) return link;
	const bare = link.replace(/^https?:\/\//, '');
	return text.includes(bare) ? bare : link;
}

/**
 * A job's place as its head line writes it: what follows the employer ("… — Saúde Capivara, Porto
 * Alegre – RS"), or a line of its own under the head; dates aside.
 */
export function writtenJobPlace(lines: readonly string[], company: string, parsed: string | null, lang: Lang): string | null {
	if (!parsed) return null;
	const pieces: string[] = [];
	for (const raw of lines) {
		const range = findDateRange(raw, lang);
		const line = range ? withoutRange(raw, range) : raw;
		const at = company ? line.toLowerCase().indexOf(company.toLowerCase()) : -1;
		if (at >= 0) pieces.push(line.slice(at + company.length));
		pieces.push(...line.split(ITEM_SEPARATOR));
	}
	return placeIn(pieces.map(tidy), parsed);
}
