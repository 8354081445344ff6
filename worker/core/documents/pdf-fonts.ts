import { StandardFonts, type PDFDocument, type PDFFont } from 'pdf-lib';
import { fallbackSubsetOf, loadFallbackFont, type FallbackSubset, type FontWeight } from './fonts';
import type { Run } from './words';

/**
 * The PDF's fonts: Helvetica and Helvetica-Bold (standard fonts every reader and ATS has, not
 * embedded), and Noto Sans for a word with a character WinAnsi cannot encode. Such a word is
 * drawn whole in Noto Sans ("Łukasz", not "Ł" + "ukasz" in two typefaces).
 */

export type Piece = { text: string; font: PDFFont };

/** What no font here can draw, written visibly instead of failing the export (issue 16). */
export const MISSING = '?';

const weightOf = (bold: boolean | undefined): FontWeight => (bold ? 700 : 400);
const fileKey = (subset: FallbackSubset, weight: FontWeight) => `${subset}-${weight}`;

type Fallback = { font: PDFFont; chars: Set<number> };

export class PdfFonts {
	readonly regular: PDFFont;
	readonly bold: PDFFont;
	readonly #winAnsi: Set<number>;
	readonly #fallback = new Map<string, Fallback>();

	private constructor(pdf: PDFDocument) {
		this.regular = pdf.embedStandardFont(StandardFonts.Helvetica);
		this.bold = pdf.embedStandardFont(StandardFonts.HelveticaBold);
		this.#winAnsi = new Set(this.regular.getCharacterSet());
	}

	/**
	 * The standard fonts, and the Noto Sans files the texts need: fontkit (~830 KB, 340 KB gzipped)
	 * and the font files load only for a document with such a word. Each file is embedded whole,
	 * adding about its WOFF size (9–80 KB) to the PDF.
	 */
	static async embed(pdf: PDFDocument, texts: Run[]): Promise<PdfFonts> {
		const fonts = new PdfFonts(pdf);
		const wanted = fonts.#filesFor(texts);
		if (!wanted.size) return fonts;
		const fontkit = (await import('@pdf-lib/fontkit')).default;
		pdf.registerFontkit(fontkit);
		for (const [key, [subset, weight]] of wanted) {
			const font = await pdf.embedFont(await loadFallbackFont(subset, weight), { subset: false });
			fonts.#fallback.set(key, { font, chars: new Set(font.getCharacterSet()) });
		}
		return fonts;
	}

	/** The fallback files a word would be drawn with, judged by the files' declared ranges. */
	#filesFor(texts: Run[]): Map<string, [FallbackSubset, FontWeight]> {
		const wanted = new Map<string, [FallbackSubset, FontWeight]>();
		for (const run of texts) {
			const weight = weightOf(run.bold);
			for (const word of run.text.split(/\s+/)) {
				const codes = [...word].map((char) => char.codePointAt(0)!);
				if (!codes.some((code) => !this.#winAnsi.has(code) && fallbackSubsetOf(code))) continue;
				for (const code of codes) {
					const subset = fallbackSubsetOf(code) ?? 'latin';
					wanted.set(fileKey(subset, weight), [subset, weight]);
				}
			}
		}
		return wanted;
	}

	#fallbackFor(code: number, weight: FontWeight): PDFFont | null {
		const subset = fallbackSubsetOf(code);
		const claimed = subset ? this.#fallback.get(fileKey(subset, weight)) : undefined;
		if (claimed?.chars.has(code)) return claimed.font;
		for (const [key, fallback] of this.#fallback) if (key.endsWith(`-${weight}`) && fallback.chars.has(code)) return fallback.font;
		return null;
	}

	/** A word (no spaces) as the pieces to draw: one standard font, or Noto Sans by file. */
	pieces(word: string, bold?: boolean): Piece[] {
		const standard = bold ? this.bold : this.regular;
		const weight = weightOf(bold);
		const chars = [...word];
		const codes = chars.map((char) => char.codePointAt(0)!);
		const useFallback = codes.some((code) => !this.#winAnsi.has(code) && this.#fallbackFor(code, weight));
		if (!useFallback) return [{ text: chars.map((char, i) => (this.#winAnsi.has(codes[i]) ? char : MISSING)).join(''), font: standard }];
		const missing = this.#fallbackFor(MISSING.codePointAt(0)!, weight) ?? standard;
		const pieces: Piece[] = [];
		chars.forEach((char, i) => {
			// A character the loaded files lack but WinAnsi has (a comma the layout added) stays in the standard font.
			const font = this.#fallbackFor(codes[i], weight) ?? (this.#winAnsi.has(codes[i]) ? standard : null);
			const piece = font ? { text: char, font } : { text: MISSING, font: missing };
			const last = pieces[pieces.length - 1];
			if (last?.font === piece.font) last.text += piece.text;
			else pieces.push(piece);
		});
		return pieces;
	}
}

export const widthOf = (pieces: Piece[], size: number) => pieces.reduce((sum, piece) => sum + piece.font.widthOfTextAtSize(piece.text, size), 0);
