/**
 * What a person can see on a PDF page. Keyword stuffing hides words from the reader and shows them
 * to a parser: white or background-coloured text, 1–2 pt text, text under an opaque box, the
 * invisible rendering mode, text outside the page. pdf.js's text content carries none of that, so
 * the page's operator list is walked once: graphics state (CTM, fill colour, text matrix, font
 * size, rendering mode) and filled shapes, in drawing order. Kept free of pdf.js itself: the
 * caller passes the operator codes.
 */

import { multiply } from './pdf-text-runs';

type Matrix = number[];

/** The pdf.js operator codes this walk reads (pdfjs.OPS). */
export type OpCodes = Record<
	| 'save'
	| 'restore'
	| 'transform'
	| 'beginText'
	| 'setFont'
	| 'setTextMatrix'
	| 'moveText'
	| 'setLeadingMoveText'
	| 'setLeading'
	| 'nextLine'
	| 'showText'
	| 'showSpacedText'
	| 'nextLineShowText'
	| 'nextLineSetSpacingShowText'
	| 'setTextRenderingMode'
	| 'setFillRGBColor'
	| 'constructPath'
	| 'fill'
	| 'eoFill'
	| 'fillStroke'
	| 'eoFillStroke'
	| 'paintFormXObjectBegin'
	| 'paintFormXObjectEnd',
	number
>;

export type HiddenReason = 'invisible' | 'tiny' | 'offpage' | 'color' | 'covered';

/** A run of text drawn where a person cannot see it, at its baseline origin in PDF user space. */
export interface HiddenRun {
	text: string;
	x: number;
	y: number;
	reason: HiddenReason;
}

interface DrawnText {
	text: string;
	x: number;
	y: number;
	size: number;
	color: string;
	mode: number;
	at: number;
}
interface Filled {
	x0: number;
	y0: number;
	x1: number;
	y1: number;
	color: string;
	at: number;
}

/** Smaller than this (points, as drawn) no reader sees a word: the 1–2 pt stuffing trick. */
export const TINY_TEXT_PT = 3;
/** Text whose colour is this close to what is behind it cannot be read. */
const MIN_CONTRAST = 0.12;

const apply = (m: Matrix, x: number, y: number) => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** A matrix operand: six numbers, or one typed array of six (pdf.js passes both shapes). */
function matrixOf(args: readonly unknown[]): Matrix | null {
	const source = args.length >= 6 ? args : (args[0] as ArrayLike<unknown> | undefined);
	if (!source || source.length !== 6) return null;
	const values = Array.from(source, Number);
	return values.every(Number.isFinite) ? values : null;
}

function luminance(hex: string): number {
	const value = /^#?([0-9a-f]{6})$/i.exec(hex)?.[1];
	if (!value) return 0;
	const [r, g, b] = [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16) / 255);
	return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function glyphText(glyphs: unknown): string {
	if (!Array.isArray(glyphs)) return '';
	let out = '';
	for (const glyph of glyphs) {
		if (typeof glyph === 'number') {
			// A large negative kern is a word gap in text drawn glyph by glyph.
			if (glyph < -200) out += ' ';
		} else if (glyph && typeof glyph === 'object' && 'unicode' in glyph) out += String((glyph as { unicode: string }).unicode);
	}
	return out;
}

/** A small filled shape drawn beside text (a list's disc or square): its centre and size in user space. */
export interface DrawnMark {
	x0: number;
	x1: number;
	y: number;
	size: number;
}

/** What the walk of a page's operators finds: text a person cannot see, and the marks of its lists. */
export interface PageMarks {
	hidden: HiddenRun[];
	marks: DrawnMark[];
}

// A bullet drawn as a shape is about the size of a letter's x-height: a few points, roughly square.
const MAX_MARK_PT = 7;
const MIN_MARK_PT = 1.2;

/** Every run of text on the page that a person cannot see, and why (see `pageMarks`). */
export function hiddenRuns(fnArray: ArrayLike<number>, argsArray: ArrayLike<unknown>, OPS: OpCodes, view: number[]): HiddenRun[] {
	return pageMarks(fnArray, argsArray, OPS, view).hidden;
}

/**
 * One walk of a page's operators: every run of text a person cannot see, and why, and the small
 * filled shapes that a browser or a word processor draws as list bullets (they are no text, so a
 * text extractor loses them and the list's items read as entries). `view` is the page's box
 * [x0, y0, x1, y1] in user space.
 */
export function pageMarks(fnArray: ArrayLike<number>, argsArray: ArrayLike<unknown>, OPS: OpCodes, view: number[]): PageMarks {
	const texts: DrawnText[] = [];
	const fills: Filled[] = [];
	type State = { ctm: Matrix; color: string; mode: number; size: number; leading: number };
	let state: State = { ctm: IDENTITY, color: '#000000', mode: 0, size: 0, leading: 0 };
	const stack: State[] = [];
	let tm: Matrix = IDENTITY;
	let lm: Matrix = IDENTITY;
	const moveTo = (tx: number, ty: number) => {
		lm = multiply(lm, [1, 0, 0, 1, tx, ty]);
		tm = lm;
	};
	const show = (glyphs: unknown, at: number) => {
		const text = glyphText(glyphs);
		if (!text.trim()) return;
		const full = multiply(state.ctm, tm);
		const [x, y] = apply(full, 0, 0);
		const size = state.size * Math.hypot(full[2], full[3]);
		texts.push({ text, x, y, size: Math.abs(size), color: state.color, mode: state.mode, at });
	};
	for (let i = 0; i < fnArray.length; i++) {
		const fn = fnArray[i];
		const args = (argsArray[i] ?? []) as unknown[];
		switch (fn) {
			case OPS.save:
			case OPS.paintFormXObjectBegin:
				stack.push({ ...state });
				if (fn === OPS.paintFormXObjectBegin) {
					const form = matrixOf([args[0]]);
					if (form) state.ctm = multiply(state.ctm, form);
				}
				break;
			case OPS.restore:
			case OPS.paintFormXObjectEnd:
				state = stack.pop() ?? state;
				break;
			case OPS.transform: {
				const m = matrixOf(args);
				if (m) state.ctm = multiply(state.ctm, m);
				break;
			}
			case OPS.beginText:
				tm = lm = IDENTITY;
				break;
			case OPS.setFont:
				state.size = Number(args[1]) || 0;
				break;
			case OPS.setTextMatrix:
				tm = lm = matrixOf(args) ?? tm;
				break;
			case OPS.moveText:
				moveTo(Number(args[0]), Number(args[1]));
				break;
			case OPS.setLeadingMoveText:
				state.leading = -Number(args[1]);
				moveTo(Number(args[0]), Number(args[1]));
				break;
			case OPS.setLeading:
				state.leading = Number(args[0]);
				break;
			case OPS.nextLine:
				moveTo(0, -state.leading);
				break;
			case OPS.showText:
			case OPS.showSpacedText:
				show(args[0], i);
				break;
			case OPS.nextLineShowText:
				moveTo(0, -state.leading);
				show(args[0], i);
				break;
			case OPS.nextLineSetSpacingShowText:
				moveTo(0, -state.leading);
				show(args[2], i);
				break;
			case OPS.setTextRenderingMode:
				state.mode = Number(args[0]);
				break;
			case OPS.setFillRGBColor:
				if (typeof args[0] === 'string') state.color = args[0];
				break;
			case OPS.constructPath: {
				const op = args[0];
				const box = args[2] as ArrayLike<number> | null | undefined;
				if ((op === OPS.fill || op === OPS.eoFill || op === OPS.fillStroke || op === OPS.eoFillStroke) && box && box.length >= 4) {
					const corners = [apply(state.ctm, box[0], box[1]), apply(state.ctm, box[2], box[3]), apply(state.ctm, box[0], box[3]), apply(state.ctm, box[2], box[1])];
					const xs = corners.map((c) => c[0]);
					const ys = corners.map((c) => c[1]);
					fills.push({ x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys), color: state.color, at: i });
				}
				break;
			}
		}
	}
	const hidden = texts.flatMap((run) => {
		const reason = hiddenReason(run, fills, view);
		return reason ? [{ text: run.text, x: run.x, y: run.y, reason }] : [];
	});
	const marks = fills
		.filter((fill) => {
			const width = fill.x1 - fill.x0;
			const height = fill.y1 - fill.y0;
			return width >= MIN_MARK_PT && height >= MIN_MARK_PT && width <= MAX_MARK_PT && height <= MAX_MARK_PT && width / height < 2 && height / width < 2;
		})
		.map((fill) => ({ x0: fill.x0, x1: fill.x1, y: (fill.y0 + fill.y1) / 2, size: Math.max(fill.x1 - fill.x0, fill.y1 - fill.y0) }));
	return { hidden, marks };
}

function hiddenReason(run: DrawnText, fills: readonly Filled[], view: number[]): HiddenReason | null {
	// Mode 3 draws nothing; mode 7 only clips.
	if (run.mode === 3 || run.mode === 7) return 'invisible';
	if (run.size > 0 && run.size < TINY_TEXT_PT) return 'tiny';
	const [vx0, vy0, vx1, vy1] = view;
	if (run.x < vx0 - 1 || run.x > vx1 + 1 || run.y < vy0 - 1 || run.y > vy1 + 1) return 'offpage';
	// A point inside the glyphs' body, above the baseline.
	const px = run.x + Math.min(run.size, 4);
	const py = run.y + run.size * 0.35;
	const covers = (f: Filled) => f.x0 <= px && px <= f.x1 && f.y0 <= py && py <= f.y1 && f.y1 - f.y0 >= run.size * 0.6;
	let background = '#ffffff';
	for (const fill of fills) if (fill.at < run.at && covers(fill)) background = fill.color;
	if (Math.abs(luminance(run.color) - luminance(background)) < MIN_CONTRAST) return 'color';
	if (fills.some((fill) => fill.at > run.at && covers(fill) && Math.abs(luminance(fill.color) - luminance(run.color)) >= MIN_CONTRAST)) return 'covered';
	return null;
}

/** Runs as pdf.js's text content reports them: what `isHidden` compares with. */
export interface PositionedText {
	str: string;
	transform: number[];
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * What a person sees of a text-content item: nothing when the item is one of the hidden runs (same
 * baseline, at or after the run's origin, part of its text), or the item without the hidden runs
 * that pdf.js merged into it.
 */
export function visibleText(item: PositionedText, hidden: readonly HiddenRun[]): string {
	const str = squash(item.str);
	if (!str) return item.str;
	const [x, y] = [item.transform[4], item.transform[5]];
	const onLine = hidden.filter((run) => Math.abs(run.y - y) < 1.5);
	if (onLine.some((run) => x >= run.x - 1.5 && squash(run.text).includes(str))) return '';
	let visible = item.str;
	for (const run of onLine) {
		const text = squash(run.text);
		if (text.length >= 3 && run.x >= x - 1.5 && visible.includes(text)) visible = visible.replace(text, ' ');
	}
	return visible;
}
