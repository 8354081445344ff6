import { foldText } from '../text/normalize';
import { BULLET, joinStackedRanges, joinWrappedBullets, joinWrappedFirstCells, joinWrappedNames, joinWrappedRanges } from './wrapped-lines';

/** One line of the normalised text, with where it sits so skill hits can be mapped back to it. */
export interface Line {
	text: string;
	start: number;
	end: number;
	index: number;
}

export { foldText };
export { joinWrappedBullets, joinWrappedFirstCells, joinWrappedNames, joinWrappedRanges } from './wrapped-lines';

/** Folded, with everything but letters, digits and single spaces removed: for comparing phrases. */
export function simplify(value: string): string {
	return foldText(value)
		.replace(/[^\p{L}\p{N}]+/gu, ' ')
		.trim();
}

// PDF extractors emit typographic spaces, ligatures and zero-width marks that break matching.
const ODD_SPACES = /[\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/g;
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff\u00ad]/g;
const LIGATURES: Record<string, string> = { '\ufb00': 'ff', '\ufb01': 'fi', '\ufb02': 'fl', '\ufb03': 'ffi', '\ufb04': 'ffl' };
// Hyphens a word processor puts in phone numbers and names ("(312)‑555‑0147", "Adeyemi‐Grant").
const UNICODE_HYPHENS = /[\u2010\u2011]/g;
// Icon fonts (Font Awesome in LaTeX templates) draw from the private-use planes: " London",
// " +44…", " ana@example.com". An icon marks the start of a contact item.
const ICON_GLYPHS = /[\t ]*[\ue000-\uf8ff\u{f0000}-\u{ffffd}\u{100000}-\u{10fffd}]+[\t ]*/gu;

/**
 * Plain text with one logical line per line: Unicode composed, odd spaces made plain, tabs and wide
 * gaps (columns laid out with spaces) turned into " | " so that "Title<tab>2019 – 2021" splits like
 * "Title | 2019 – 2021", page furniture removed.
 */
export function normaliseText(raw: string): string {
	const lines = unfoldColumns(
		markGlyphBullets(raw.normalize('NFC').replace(/\r\n?/g, '\n'))
			.replace(SPACED_SOFT_HYPHEN, ' – ')
			.replace(INVISIBLE, '')
			.replace(/[\ufb00-\ufb04]/g, (c) => LIGATURES[c])
			.replace(ODD_SPACES, ' ')
			.replace(UNICODE_HYPHENS, '-')
			.split('\n')
	)
		.map((line) =>
			unspaceLetters(
				line
					.replace(SHAPE_SEPARATOR, asSeparator)
					.replace(DOT_LEADER, asSeparator)
					.replace(ICON_GLYPHS, (glyph, at: number, whole: string) => (at === 0 || at + glyph.length >= whole.length ? ' ' : ' | '))
			)
				.replace(/^[\t ]+|[\t ]+$/g, '')
				.replace(/(?:[ ]*\t[\t ]*| {3,})/g, ' | ')
				.replace(/ {2,}/g, ' ')
				// A rule drawn with characters under a heading ("==========", "----------") is no text.
				.replace(RULE_LINE, '')
		)
		.map(revealEmails)
		.filter((line) => !isPageFurniture(line));
	return joinWrappedBullets(joinWrappedNames(joinWrappedFirstCells(joinStackedRanges(joinWrappedRanges(lines)))))
		.join('\n')
		.replace(/\n{3,}/g, '\n\n')
		.trim();
}

// A square or a diamond set between two parts of a line ("Charlotte, NC ■ Feb 2021 – Present"):
// a separator, like a bar. At a line's start it is a bullet, left to the bullet rules.
const SHAPE_SEPARATOR = /(?<=\S)[\t ]+[■□▪▫◼◻◆◇⬛⬜][\t ]*/g;

/** A mark between two parts of a line is a cell separator; at the line's end it is nothing. */
const asSeparator = (mark: string, at: number, whole: string) => (at + mark.length >= whole.length ? '' : ' | ');

const RULE_LINE = /^(?:[=_~*#]{3,}|-{4,})$/;

// A leader of dots from a name to its dates or page ("MahsanCo. ........ 2016/12"): a gap, not text.
const DOT_LEADER = /[\t ]*(?:\.[\t ]?){4,}[\t ]*/g;

// Some templates draw the dash of a date range with a glyph their font maps to U+00AD (a soft
// hyphen, which is invisible and deleted below): "Sep. 2023 \u00AD Mar. 2024". With a space on either
// side it joins nothing, so it is the dash it looks like.
const SPACED_SOFT_HYPHEN = /(?<=\S)(?:[ \t]+\u00ad[ \t]*|[ \t]*\u00ad[ \t]+)(?=\S)/g;

// A glyph from a symbol or icon font (Word's Symbol bullet U+F0B7, Wingdings' U+F0A7, Font Awesome's
// icons) comes through as a private-use character. Contact icons differ one from the next (an
// envelope, a phone, a pin); a list's bullet is the same glyph line after line.
// Symbol fonts without a Unicode map give their bullet as some other character: moderncv's
// marvosym bullet reads as "{", others as ">", "~" or "§". Repeated at line starts, it is a bullet.
// An icon font mapped to plain letters gives its bullet as a lone consonant before the item's
// capital ("f Built the agent…"); no word of English or Portuguese is such a letter.
const LEADING_PRIVATE_USE = /^[\t ]*([\ue000-\uf8ff]|[{}~§¤>^](?=[\t ])|[b-df-hj-np-tv-xz](?=[\t ]+\p{Lu}))[\t ]*(?=\S)/gmu;
const MIN_BULLET_REPEATS = 3;

/** Private-use glyphs that open three lines or more are list bullets: written as "•" so the item stays an item. */
export function markGlyphBullets(text: string): string {
	const counts = new Map<string, number>();
	for (const match of text.matchAll(LEADING_PRIVATE_USE)) counts.set(match[1], (counts.get(match[1]) ?? 0) + 1);
	if (![...counts.values()].some((count) => count >= MIN_BULLET_REPEATS)) return text;
	return text.replace(LEADING_PRIVATE_USE, (whole, glyph: string) => ((counts.get(glyph) ?? 0) >= MIN_BULLET_REPEATS ? '• ' : whole));
}

// "T O M Á S   L I N D Q V I S T": letters spaced out for looks, words apart by wider gaps.
// One word spaced out ("E X P E R I E N C E") is left as is: a heading reads either way, and a
// name whose gaps were lost is split by name.ts.
const SPACED_LETTERS = /^[\t ]*\p{L}(?: \p{L}){1,}(?: {2,}\p{L}(?: \p{L})+)+[\t ]*$/u;

/** A line of letters spaced out for looks, written as words again ("T O M Á S   L I N D" → "TOMÁS LIND"). */
export function unspaceLetters(line: string): string {
	if (!SPACED_LETTERS.test(line)) return line;
	return line
		.trim()
		.split(/ {2,}/)
		.map((word) => word.replace(/ /g, ''))
		.join(' ');
}

// Where a second column may start: further right than a date or a label column ("2019 – 2021   Title").
const MIN_COLUMN = 25;
// A fragment that is only a date or a date range ("Jan 2020 – Present", "2015 - 2019").
const DATE_ONLY =
	/^(?:\b(?:jan|feb|fev|mar|apr|abr|may|mai|jun|jul|aug|ago|sep|set|oct|out|nov|dec|dez|ene|dic)[\p{L}]*\.?|\b(?:present|current|now|today|atual|atualmente|presente|hoje|o momento|actualidad|actual|to|a|até|de|desde|since|hasta)\b|[\d/.,()\s–—-])+$/iu;

/**
 * Two columns laid side by side by a text extractor ("pdftotext -layout", a copied sidebar):
 * every row holds a piece of the main column and a piece of the sidebar, the sidebar starting at
 * the same character on every row. Read as such, each row would mix a job title with a skill. The
 * rows are cut at that character and the sidebar is put after the whole main column, so each
 * column reads on. A column is trusted only when it holds several rows of its own and is not a column
 * of dates beside the titles of a single-column resume.
 */
export function unfoldColumns(lines: string[]): string[] {
	const column = findColumn(lines);
	if (!column) return lines;
	const { at, from, to } = column;
	const left: string[] = [];
	const right: string[] = [];
	for (let i = from; i <= to; i++) {
		const piece = sidebarPiece(lines[i], at);
		if (piece === null) {
			left.push(lines[i]);
			right.push('');
		} else {
			left.push(lines[i].slice(0, at).trimEnd());
			right.push(piece);
		}
	}
	const sidebar = right.join('\n').replace(/\n{3,}/g, '\n\n').trim();
	// The main column goes on below the sidebar's last row; the sidebar follows all of it.
	return [...lines.slice(0, from), ...left, ...lines.slice(to + 1), '', ...sidebar.split('\n')];
}

/** The sidebar's part of a row, or null when the row has none. */
function sidebarPiece(line: string, at: number): string | null {
	if (line.length <= at || line.includes('\t')) return null;
	const lead = line.length - line.trimStart().length;
	if (lead >= at - 1) return line.trim();
	if (line[at - 1] !== ' ' || line[at] === ' ') return null;
	return line.slice(at).trim();
}

function findColumn(lines: string[]): { at: number; from: number; to: number } | null {
	const votes = new Map<number, number>();
	for (const line of lines) {
		if (line.includes('\t')) continue;
		const starts = new Set<number>();
		const lead = line.length - line.trimStart().length;
		if (lead >= MIN_COLUMN && lead < line.length) starts.add(lead);
		for (const gap of line.matchAll(/\S( {2,})(?=\S)/g)) starts.add(gap.index! + 1 + gap[1].length);
		for (const at of starts) if (at >= MIN_COLUMN) votes.set(at, (votes.get(at) ?? 0) + 1);
	}
	const [best] = [...votes].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
	if (!best || best[1] < 5) return null;
	const at = best[0];
	const rows = lines.map((line, i) => ({ i, piece: sidebarPiece(line, at), own: line.slice(0, at).trim() === '' })).filter((row) => row.piece);
	const shared = rows.filter((row) => !row.own);
	const alone = rows.filter((row) => row.own);
	if (shared.length < 3 || alone.length < 2) return null;
	if (rows.filter((row) => DATE_ONLY.test(row.piece!)).length * 2 > rows.length) return null;
	return { at, from: rows[0].i, to: rows[rows.length - 1].i };
}

// An address written to fool harvesters: "ana [at] example [dot] com", "ana(arroba)example(ponto)com.br",
// "ana at example dot com". The bracketed words are unambiguous; bare "at"/"dot" only between
// address-like words with at least one "dot" after the "at".
const AT_WORD = String.raw`(?:at|arroba)`;
const DOT_WORD = String.raw`(?:dot|ponto)`;
const BRACKETED = (word: string) => new RegExp(String.raw`\s*[[({<]\s*${word}\s*[\])}>]\s*`, 'gi');
const BARE_ADDRESS = new RegExp(
	String.raw`(?<![\w.@])([\w.+-]+)\s+${AT_WORD}\s+([\w-]+(?:\s+${DOT_WORD}\s+[\w-]+)+)\b`,
	'gi'
);

export function revealEmails(line: string): string {
	if (!/\b(?:at|arroba)\b/i.test(line)) return line;
	let out = line.replace(BRACKETED(AT_WORD), '@');
	if (out !== line) out = out.replace(new RegExp(String.raw`(@[\w.-]*?)${BRACKETED(DOT_WORD).source}`, 'gi'), '$1.');
	// Several dots: "[dot] com [dot] br" after the first one.
	for (let i = 0; i < 3; i++) out = out.replace(new RegExp(String.raw`(@[\w.-]+)${BRACKETED(DOT_WORD).source}`, 'gi'), '$1.');
	return out.replace(BARE_ADDRESS, (whole: string, user: string, domain: string) => {
		const parts = domain.split(new RegExp(String.raw`\s+${DOT_WORD}\s+`, 'i'));
		// "Worked at Acme dot com" is a sentence: an address is written in lower case and ends in a known domain.
		if (/[A-Z]/.test(user + domain) || !TOP_LEVEL.has(parts[parts.length - 1])) return whole;
		return `${user}@${parts.join('.')}`;
	});
}

const TOP_LEVEL = new Set(['com', 'org', 'net', 'edu', 'gov', 'io', 'dev', 'br', 'us', 'uk', 'pt', 'me', 'info', 'test', 'example', 'co', 'app']);

// "Page 1 of 2", "Página 2 de 3", "- 2 -", "2/3", "Confidential — page 1".
const PAGE_NUMBER = /^(?:[-–—]\s*)?\d{1,2}\s*(?:\/|of|de)\s*\d{1,2}(?:\s*[-–—])?$|^[-–—]\s*\d{1,2}\s*[-–—]$/i;
const PAGE_WORD = /\b(?:page|p[aá]gina|p[aá]g\.?)\s*\d{1,2}\b/i;

// "Rafael Costa — Currículo | 2/2": a running header that ends with the page number.
const TRAILING_PAGE = /(?:^|\s|\|)(?:page\s+|p[aá]g(?:ina|\.)?\s*)?\d{1,2}\s*(?:\/|of|de)\s*\d{1,2}$/i;

// A job portal's profile page: verification badges and the site's menu ("Verified", "Email
// verified", "Home | Jobs | Companies | Services | My Naukri"), neither the person nor a job.
const VERIFIED = /^(?:(?:e-?mail|phone|mobile|number|profile|identity|id)\s+)?verified\s*✓?$/i;
const MENU_WORDS = /^(?:home|jobs|companies|services|recruiters|my \w+|messages|notifications|inbox|profile|sign in|log in|login|register|search|find jobs|saved jobs|company reviews|salaries|employers|post a job|upload (?:your )?resume|for employers|help)$/i;

/** A job portal's verification badge or menu line. */
export function isPortalFurniture(line: string): boolean {
	if (VERIFIED.test(line.trim())) return true;
	const items = line.split(/\s*[|·•]\s*/).filter(Boolean);
	return items.length >= 3 && items.every((item) => MENU_WORDS.test(item.trim()));
}

export function isPageFurniture(line: string): boolean {
	if (PAGE_NUMBER.test(line)) return true;
	if (isPortalFurniture(line)) return true;
	const words = line.split(/\s+/).length;
	if (PAGE_WORD.test(line) && words <= 6) return true;
	return TRAILING_PAGE.test(line) && words <= 8 && !/\d{4}/.test(line);
}

/** The lines of a normalised text with their offsets. */
export function splitLines(text: string): Line[] {
	const lines: Line[] = [];
	let start = 0;
	let index = 0;
	for (const part of text.split('\n')) {
		lines.push({ text: part, start, end: start + part.length, index: index++ });
		start += part.length + 1;
	}
	return lines;
}

/** Whether a line is a list item, and its text without the bullet. */
export function stripBullet(line: string): { bullet: boolean; text: string } {
	const match = BULLET.exec(line);
	if (!match) return { bullet: false, text: line };
	return { bullet: true, text: line.slice(match[0].length).trim() };
}

export { stripEmoji } from '../text/normalize';

/** Whether a string is written in capitals (at least two letters, none lower-case). */
export function isAllCaps(value: string): boolean {
	const letters = value.replace(/[^\p{L}]/gu, '');
	return letters.length >= 2 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
}

// Portuguese and English particles stay lower-case inside names ("Maria da Silva", "Anne of Green").
const PARTICLES = new Set(['da', 'de', 'do', 'das', 'dos', 'e', 'of', 'van', 'von', 'der', 'del', 'la', 'le', 'di']);

/** "MARIA DA SILVA" → "Maria da Silva". */
export function titleCase(value: string): string {
	return value
		.toLowerCase()
		.split(/(\s+|-)/)
		.map((word, i) => (i > 0 && PARTICLES.has(word) ? word : capitalise(word)))
		.join('');
}

/** "o’connell" → "O’Connell", "mcallister" → "McAllister", "souza" → "Souza". */
function capitalise(word: string): string {
	const prefix = /^(?:\p{L}['’]|mc)(?=\p{L}{2})/u.exec(word);
	const at = prefix ? prefix[0].length : 0;
	const head = word.slice(0, at);
	return head.charAt(0).toUpperCase() + head.slice(1) + word.charAt(at).toUpperCase() + word.slice(at + 1);
}

/** Collapse whitespace and trim separators left at either end after cutting a piece out of a line. */
export function tidy(value: string): string {
	return value
		.replace(/\s+/g, ' ')
		.replace(/^[\s,;:|•·–—-]+|[\s,;:|•·–—-]+$/g, '')
		.trim();
}

/**
 * Lower case without accents, one character for one character, so that offsets found in the folded
 * string are offsets in the original ("Março" → "marco").
 */
export function foldKeepingOffsets(value: string): string {
	let out = '';
	for (const char of value) {
		const code = char.charCodeAt(0);
		if (code < 128) out += char.toLowerCase();
		else {
			const base = char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
			// Keep the length: astral characters count two, anything that grows or vanishes stays as is.
			out += base.length === char.length ? base : char.length === 1 ? ' ' : '  ';
		}
	}
	return out;
}
