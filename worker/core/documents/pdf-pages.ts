import type { PDFFont } from 'pdf-lib';
import type { HeadingLanguage, Paper, Variant } from './model';
import { widthOf, type PdfFonts, type Piece } from './pdf-fonts';
import { CONTACT_SEPARATOR, ITEM_SEPARATOR, LANGUAGE_TAG, type OutlineBlock, type Run } from './words';

/**
 * The outline laid out on pages: one column, text wrapped by measured width, dates right-aligned
 * on an entry's title line. Page breaks never leave a heading (or an entry's title line) last on a
 * page: it moves to the next page with the first line of what follows it.
 */

/** Points (1/72 in): ISO 216 A4 and US Letter. */
export const PAPER_SIZES: Record<Paper, [width: number, height: number]> = { a4: [595.28, 841.89], letter: [612, 792] };

export type Spacing = {
	marginX: number;
	marginY: number;
	name: number;
	headline: number;
	contact: number;
	heading: number;
	body: number;
	/** Line height as a share of the type size. */
	leading: number;
	headingBefore: number;
	/** Room under a heading's baseline for its rule, and after the rule. */
	headingAfter: number;
	entryBefore: number;
	paragraphBefore: number;
	bulletIndent: number;
};

export const SPACING: Record<Variant, Spacing> = {
	classic: {
		marginX: 54, marginY: 50, name: 20, headline: 11.5, contact: 9.5, heading: 11, body: 10.5, leading: 1.3,
		headingBefore: 13, headingAfter: 6, entryBefore: 7, paragraphBefore: 3, bulletIndent: 12
	},
	compact: {
		marginX: 42, marginY: 38, name: 17, headline: 10.5, contact: 9, heading: 10, body: 9.5, leading: 1.2,
		headingBefore: 8, headingAfter: 4, entryBefore: 4, paragraphBefore: 2, bulletIndent: 10
	}
};

/** Text drawn in one call: x from the page's left edge. */
export type DrawnText = { x: number; text: string; font: PDFFont; size: number };
/** One printed line of outline block `index`; `baseline` and a heading's rule (`ruleAt`) measured from the page's top edge. */
export type PageLine = { block: OutlineBlock['kind']; index: number; baseline: number; texts: DrawnText[]; ruleAt: number | null };
export type LaidPage = { lines: PageLine[] };

type Token = { pieces: Piece[]; width: number };
type LaidLine = { height: number; baseline: number; texts: DrawnText[]; rule: number | null };
type LaidBlock = { kind: OutlineBlock['kind']; index: number; gapBefore: number; lines: LaidLine[]; keepWithNext: boolean };

const BULLET = '•';
const DATES_GAP = 12;

function lastFont(token: Token): PDFFont {
	return token.pieces[token.pieces.length - 1].font;
}

/** Words of the runs (text the outline already cleaned), each an unbreakable token; runs not parted by a space glue into one word. */
function tokenize(runs: Run[], fonts: PdfFonts, size: number): Token[] {
	const tokens: Token[] = [];
	let spaced = true;
	for (const run of runs) {
		for (const part of run.text.split(/(\s+)/)) {
			if (!part) continue;
			if (part.trim() === '') {
				spaced = true;
				continue;
			}
			const pieces = fonts.pieces(part, run.bold);
			const width = widthOf(pieces, size);
			const previous = tokens[tokens.length - 1];
			if (previous && !spaced) {
				previous.pieces.push(...pieces);
				previous.width += width;
			} else tokens.push({ pieces, width });
			spaced = false;
		}
	}
	return tokens;
}

/** Tokens joined by spaces into one token: an item of a list that should not break inside. */
function glue(tokens: Token[], size: number): Token {
	const pieces: Piece[] = [];
	tokens.forEach((token, i) => {
		if (i > 0) pieces[pieces.length - 1] = { ...pieces[pieces.length - 1], text: `${pieces[pieces.length - 1].text} ` };
		pieces.push(...token.pieces.map((piece) => ({ ...piece })));
	});
	return { pieces, width: widthOf(pieces, size) };
}

/** A token wider than the line (a long URL) cut into pieces that fit, character by character. */
function splitLong(token: Token, width: number, size: number): Token[] {
	if (token.width <= width) return [token];
	const out: Token[] = [];
	let current: Token = { pieces: [], width: 0 };
	for (const piece of token.pieces) {
		for (const char of piece.text) {
			const charWidth = piece.font.widthOfTextAtSize(char, size);
			if (current.width + charWidth > width && current.pieces.length) {
				out.push(current);
				current = { pieces: [], width: 0 };
			}
			const last = current.pieces[current.pieces.length - 1];
			if (last?.font === piece.font) last.text += char;
			else current.pieces.push({ text: char, font: piece.font });
			current.width += charWidth;
		}
	}
	if (current.pieces.length) out.push(current);
	return out;
}

/** Greedy line filling; `width(i)` is the room on line i. */
function wrap(tokens: Token[], width: (line: number) => number, size: number): Token[][] {
	const lines: Token[][] = [];
	let line: Token[] = [];
	let used = 0;
	for (const token of tokens.flatMap((token) => splitLong(token, width(1), size))) {
		const space = line.length ? lastFont(line[line.length - 1]).widthOfTextAtSize(' ', size) : 0;
		if (line.length && used + space + token.width > width(lines.length)) {
			lines.push(line);
			line = [token];
			used = token.width;
		} else {
			line.push(token);
			used += space + token.width;
		}
	}
	if (line.length) lines.push(line);
	return lines;
}

/** A line's tokens as the calls that draw them: a space belongs to the word before it. */
function drawn(tokens: Token[], x: number, size: number): DrawnText[] {
	const pieces: Piece[] = [];
	tokens.forEach((token, i) => {
		if (i > 0) pieces[pieces.length - 1] = { ...pieces[pieces.length - 1], text: `${pieces[pieces.length - 1].text} ` };
		for (const piece of token.pieces) {
			const last = pieces[pieces.length - 1];
			if (last?.font === piece.font) pieces[pieces.length - 1] = { ...last, text: last.text + piece.text };
			else pieces.push({ ...piece });
		}
	});
	const texts: DrawnText[] = [];
	let cursor = x;
	for (const piece of pieces) {
		texts.push({ x: cursor, text: piece.text, font: piece.font, size });
		cursor += piece.font.widthOfTextAtSize(piece.text, size);
	}
	return texts;
}

/** A line's box for a type size: half the leading above, then Helvetica's ascent to the baseline. */
const lineBox = (size: number, leading: number) => ({ height: size * leading, baseline: ((leading - 1) / 2 + 0.78) * size });

export type LayoutInput = { blocks: OutlineBlock[]; fonts: PdfFonts; paper: Paper; variant: Variant; language: HeadingLanguage };

function layBlock(block: OutlineBlock, previous: OutlineBlock | undefined, input: LayoutInput): Omit<LaidBlock, 'index'> {
	const s = SPACING[input.variant];
	const [pageWidth] = PAPER_SIZES[input.paper];
	const left = s.marginX;
	const full = pageWidth - 2 * s.marginX;
	const { fonts } = input;
	const plain = (runs: Run[], size: number, x = left, width = full): LaidLine[] =>
		wrap(tokenize(runs, fonts, size), () => width, size).map((tokens) => ({ ...lineBox(size, s.leading), texts: drawn(tokens, x, size), rule: null }));
	/** Items on as few lines as fit, each whole: "A, B," / "C" — or "a | b" / "c" for contact details. */
	const items = (list: string[], size: number, separator: string): LaidLine[] => {
		const comma = separator.trim() === ',';
		const units = list.map((item, i) => glue(tokenize([{ text: comma && i < list.length - 1 ? `${item},` : item }], fonts, size), size));
		// One bar token, known by identity, so a line can drop the bar it starts or ends with.
		const bar = comma ? null : glue(tokenize([{ text: separator.trim() }], fonts, size), size);
		const tokens = bar ? units.flatMap((unit, i) => (i ? [bar, unit] : [unit])) : units;
		return wrap(tokens, () => full, size).map((line) => {
			const kept = line.filter((token, i) => token !== bar || (i > 0 && i < line.length - 1));
			return { ...lineBox(size, s.leading), texts: drawn(kept, left, size), rule: null };
		});
	};
	const after = previous?.kind;
	switch (block.kind) {
		case 'name':
			return { kind: block.kind, gapBefore: 0, lines: plain([{ text: block.text, bold: true }], s.name).map((line) => ({ ...line, ...lineBox(s.name, 1.2) })), keepWithNext: true };
		case 'headline':
			return { kind: block.kind, gapBefore: 1, lines: plain([{ text: block.text }], s.headline), keepWithNext: true };
		case 'contact':
			return { kind: block.kind, gapBefore: 2, lines: items(block.items, s.contact, CONTACT_SEPARATOR), keepWithNext: false };
		case 'heading': {
			const text = block.text.toLocaleUpperCase(LANGUAGE_TAG[input.language]);
			const lines = plain([{ text, bold: true }], s.heading);
			const last = lines[lines.length - 1];
			lines[lines.length - 1] = { ...last, height: last.height + s.headingAfter, rule: last.baseline + s.heading * 0.3 };
			return { kind: block.kind, gapBefore: s.headingBefore, lines, keepWithNext: true };
		}
		case 'entry': {
			const dates = block.dates ? glue(tokenize([{ text: block.dates }], fonts, s.body), s.body) : null;
			const lines = plain(block.runs, s.body, left, dates ? full - dates.width - DATES_GAP : full);
			if (dates) {
				// Same baseline as the title's first line, flush with the right margin: one line of text to a reader.
				const first = lines[0] ?? { ...lineBox(s.body, s.leading), texts: [], rule: null };
				lines[0] = { ...first, texts: [...first.texts, ...drawn([dates], left + full - dates.width, s.body)] };
			}
			return { kind: block.kind, gapBefore: after === 'heading' ? 0 : s.entryBefore, lines, keepWithNext: true };
		}
		case 'bullet': {
			const lines = plain([{ text: block.text }], s.body, left + s.bulletIndent, full - s.bulletIndent);
			if (lines.length) lines[0] = { ...lines[0], texts: [...drawn(tokenize([{ text: BULLET }], fonts, s.body), left + 1, s.body), ...lines[0].texts] };
			return { kind: block.kind, gapBefore: after === 'bullet' || after === 'entry' ? 1 : after === 'heading' ? 0 : s.paragraphBefore, lines, keepWithNext: false };
		}
		case 'paragraph':
			return { kind: block.kind, gapBefore: after === 'heading' ? 0 : s.paragraphBefore, lines: plain(block.runs, s.body), keepWithNext: false };
		case 'items':
			return { kind: block.kind, gapBefore: after === 'heading' ? 0 : s.paragraphBefore, lines: items(block.items, s.body, ITEM_SEPARATOR), keepWithNext: false };
	}
}

const heightOf = (block: LaidBlock) => block.lines.reduce((sum, line) => sum + line.height, 0);

/**
 * Blocks onto pages. Before a block starts, the room it needs must be left on the page: its
 * first line — or, for a heading or an entry's title line, all of it and whatever it is kept with.
 * A paragraph or bullet longer than the room left breaks between its lines.
 */
export function layoutPages(input: LayoutInput): LaidPage[] {
	const s = SPACING[input.variant];
	const [, pageHeight] = PAPER_SIZES[input.paper];
	const blocks = input.blocks.map((block, index) => ({ ...layBlock(block, input.blocks[index - 1], input), index })).filter((block) => block.lines.length > 0);
	const limit = pageHeight - s.marginY;
	const needed = (i: number, atTop: boolean): number => {
		const block = blocks[i];
		const gap = atTop ? 0 : block.gapBefore;
		if (!block.keepWithNext) return gap + block.lines[0].height;
		// An entry keeps with its own first bullet only: a degree without bullets may end a page.
		const next = blocks[i + 1];
		const keeps = next !== undefined && (block.kind !== 'entry' || next.kind === 'bullet');
		return gap + heightOf(block) + (keeps ? needed(i + 1, false) : 0);
	};
	const pages: LaidPage[] = [{ lines: [] }];
	let y = s.marginY;
	const newPage = () => {
		pages.push({ lines: [] });
		y = s.marginY;
	};
	blocks.forEach((block, i) => {
		const page = () => pages[pages.length - 1];
		if (page().lines.length && y + needed(i, false) > limit) newPage();
		if (page().lines.length) y += block.gapBefore;
		for (const line of block.lines) {
			if (page().lines.length && y + line.height > limit) newPage();
			page().lines.push({ block: block.kind, index: block.index, baseline: y + line.baseline, texts: line.texts, ruleAt: line.rule === null ? null : y + line.rule });
			y += line.height;
		}
	});
	return pages;
}
