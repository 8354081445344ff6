import { joinHyphenated, type Vocabulary } from './hyphenation';
import type { Block, Line } from './pdf-geometry';

/**
 * A PDF stores what fitted on each printed line; the parser wants logical lines (a bullet, a
 * paragraph, a heading). A line continues the one above when the word it starts with would not
 * have fitted at the end of the line above: the break was forced by the margin, not chosen.
 */

const BULLET_START = /^[•▪●◦◆◇■□▫‣⁃∙○►▸▶➢➤➣✓✔❖\uF000-\uF0FF]|^[-–—*·]\s|^\d{1,2}[.)]\s/u;
// "Tools: Git, Figma" opens an item of its own even when the line above is full.
const LABEL_START = /^\p{Lu}[\p{L}/&+ ]{0,30}:\s/u;
// Contact items are atomic: an email above a phone number never merges with it.
const CONTACT_ONLY = /^(?:\S+@\S+\.\S+|\+?[\d\s().-]{7,})$/;
// The line above must fill most of the column; a short line ended where its author wanted.
const MIN_FILL = 0.6;

function wouldNotFit(upper: Line, lower: Line, block: Block): boolean {
	const firstWord = lower.text.split(' ')[0];
	const wordWidth = firstWord.length * lower.charWidth;
	const space = 0.25 * lower.size;
	return upper.x1 + space + wordWidth > block.columnRight - 1;
}

export function continuesLine(upper: Line, lower: Line, block: Block): boolean {
	if (!block.marginConfirmed) return false;
	if (BULLET_START.test(lower.text) || LABEL_START.test(lower.text)) return false;
	if (upper.font !== lower.font || Math.abs(upper.size - lower.size) > 0.5) return false;
	// Same left edge, or a hanging indent under the text of a bullet, or the left edge of the
	// row's last cell ("12/2021 - Atual   Vínculo: …, Enquadramento Funcional: Analista de" above "Mercado").
	const underLastCell = upper.starts.length > 1 && Math.abs(lower.x0 - upper.starts[upper.starts.length - 1]) <= 2;
	if (!underLastCell && (lower.x0 < upper.x0 - 2 || lower.x0 > upper.x0 + 3 * upper.size)) return false;
	if (CONTACT_ONLY.test(upper.text) || CONTACT_ONLY.test(lower.text)) return false;
	// A finished sentence followed by a capital: splitting a paragraph there costs nothing,
	// merging two separate lines would glue items together.
	if (/[.!?]$/.test(upper.text) && /^\p{Lu}/u.test(lower.text)) return false;
	// …and so does an item numbered in levels after one that ended ("… (COREN)." above "2.1.2 VAGAS: 5"): an edital's
	// or a contract's next item, never a wrapped number.
	if (/[.;:]$/.test(upper.text) && /^\d{1,3}(?:\.\d{1,3})+\.?\s/.test(lower.text)) return false;
	// So does an entry that ends with its year ("Técnico em Enfermagem – Escola X – 2016" above
	// "Ensino Médio – Liceu – 2009"): a wrapped line does not break right after a date.
	// Nor after a range's end in brackets or a month's ("(12/2021–03/2024)", "(07/2024–Present)").
	if (/(?:(?:^|[\s–—/.-])(?:19|20)\d\d|\b(?:present|current|now|atual|o momento))\)?$/i.test(upper.text) && /^\p{Lu}/u.test(lower.text)) return false;
	const width = block.columnRight - block.columnLeft;
	if (upper.x1 - block.columnLeft < MIN_FILL * width) return false;
	return wouldNotFit(upper, lower, block);
}

export function joinWrapped(upper: string, lower: string, vocabulary: Vocabulary): string {
	if (/[\p{L}\p{N}.][-\u2010\u00AD]$/u.test(upper)) return joinHyphenated(upper.replace(/\u2010$/, '-'), lower, vocabulary);
	// Line breakers also break after a slash: "CI/" + "CD", "github.com/" + "name".
	if (/\S\/$/.test(upper)) return upper + lower;
	// …and anywhere in a web address a narrow column cannot hold: "linkedin.com/in/mar" + "cio-paiva".
	if (/(?:^|\s)(?:https?:\/\/)?[\w-]+(?:\.[\w-]+)+\/\S*$/.test(upper) && /^[a-z0-9][\w./-]*$/.test(lower)) return upper + lower;
	return `${upper} ${lower}`;
}

/** A block's visual lines → its logical lines. */
export function unwrapBlock(block: Block, vocabulary: Vocabulary): string[] {
	const out: string[] = [];
	let previous: Line | null = null;
	for (const line of block.lines) {
		if (previous && continuesLine(previous, line, block)) out[out.length - 1] = joinWrapped(out[out.length - 1], line.text, vocabulary);
		else out.push(line.text);
		previous = line;
	}
	return out;
}
