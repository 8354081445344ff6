/**
 * The last step for every kind of document: one clean plain-text shape for the resume parser,
 * which splits sections by heading lines (so line structure is kept: one logical line per line,
 * at most one blank line between blocks).
 */

// Zero-width characters survive copy-paste from web editors and break word matching; the soft
// hyphen is invisible unless a line breaks at it, and a reader has already joined those lines.
const INVISIBLE = /[\u00AD\u200B-\u200D\u2060\uFEFF]/g;
// …unless it stands between spaces: then it is a template's range dash whose glyph maps to U+00AD
// ("Sep. 2023 \u00AD Mar. 2024"), and deleting it would fuse two dates into one.
const SPACED_SOFT_HYPHEN = /(?<=\S)(?:[ \t]+\u00AD[ \t]*|[ \t]*\u00AD[ \t]+)(?=\S)/g;
// C0/C1 controls other than tab and line feed: page breaks, bells and stray bytes of old encodings.
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
const HORIZONTAL_SPACE = /[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]+/g;
// A tab is kept (one per gap): it is where a layout set parts of a line apart (a tab stop, a
// right-aligned date), and the parser splits there.
const TAB_RUN = / *\t[\t ]*/g;
// Glyph bullets from PDFs and Word (including the Symbol/Wingdings private-use bullets such as
// U+F0B7) become "- ", the one list marker the parser has to know.
const GLYPH_BULLET = /^[•▪●◦◆◇■□▫‣⁃∙○►▸▶➢➤➣✓✔❖\uF000-\uF0FF]\s*/u;
// Dashes and asterisks are bullets only when a space follows ("-5%" and "—" quotes stay text).
const DASH_BULLET = /^[-–—*·]\s+/;

/** Replaces a line's leading bullet glyph with "- ". */
export function normalizeBullet(line: string): string {
	if (GLYPH_BULLET.test(line)) return line.replace(GLYPH_BULLET, '- ');
	if (DASH_BULLET.test(line)) return line.replace(DASH_BULLET, '- ');
	return line;
}

export function normalizeText(text: string): string {
	const lines = text
		.normalize('NFC')
		.replace(/\r\n?|[\u2028\u2029\f\v]/g, '\n')
		.replace(SPACED_SOFT_HYPHEN, ' – ')
		.replace(INVISIBLE, '')
		.replace(CONTROL, '')
		.split('\n')
		.map((line) => normalizeBullet(line.replace(HORIZONTAL_SPACE, ' ').replace(/ {2,}/g, ' ').replace(TAB_RUN, '\t').replace(/^\s+|\s+$/g, '')));

	const kept: string[] = [];
	for (const line of lines) {
		// Collapse any run of blank lines into one blank line.
		if (line === '' && (kept.length === 0 || kept[kept.length - 1] === '')) continue;
		kept.push(line);
	}
	while (kept.length && kept[kept.length - 1] === '') kept.pop();
	return kept.join('\n');
}

/** Letters and digits: what "how much text is there" counts, ignoring bullets and spacing. */
export function countWordCharacters(text: string): number {
	return text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
}
