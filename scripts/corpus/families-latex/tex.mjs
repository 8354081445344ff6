/**
 * LaTeX helpers for the resume corpus: escaping person text for pdflatex with [utf8]{inputenc} and
 * [T1]{fontenc}, and the language setup. Debian's TeX Live here has no babel-portuges, so Brazilian
 * Portuguese comes from babel's own locale file (\babelprovide[import]{brazilian}: dates and
 * captions; no Portuguese hyphenation patterns are installed, so words are not hyphenated).
 */

/** @typedef {import('../person.mjs').CorpusPerson} CorpusPerson */

/** @type {Record<string, string>} */
const SPECIAL = {
	'\\': '\\textbackslash{}',
	'{': '\\{',
	'}': '\\}',
	'&': '\\&',
	'%': '\\%',
	$: '\\$',
	'#': '\\#',
	_: '\\_',
	'~': '\\textasciitilde{}',
	'^': '\\textasciicircum{}',
	'[': '{[}',
	']': '{]}',
	'\u00a0': '~'
};

// What inputenc's utf8 sets up with T1 and TS1 beyond Latin-1: Latin Extended-A and the usual
// punctuation. Anything else would stop pdflatex ("not set up for use with LaTeX").
const EXTRA = new Set([...'–—‘’‚“”„•…€′″‰‹›−']);
const drawable = (/** @type {string} */ char) => {
	const code = char.codePointAt(0) ?? 0;
	return (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0x17f) || EXTRA.has(char);
};

/**
 * Person text as LaTeX: special characters escaped, line breaks as spaces, and characters the
 * fonts cannot draw replaced by their base letter (or left out).
 * @param {string} text
 */
export function esc(text) {
	let out = '';
	for (const char of text.replace(/\s+/g, ' ')) {
		if (SPECIAL[char]) out += SPECIAL[char];
		else if (drawable(char)) out += char;
		else out += [...char.normalize('NFKD')].filter((part) => drawable(part) && !SPECIAL[part]).join('');
	}
	return out;
}

/** A URL for \href's first argument: only the characters that break it are escaped. */
export const url = (/** @type {string} */ text) => (/^[a-z]+:/i.test(text) ? text : `https://${text}`).replace(/[%#\\{}~^]/g, (char) => `\\${char}`);

/** The language lines of the preamble (after inputenc and fontenc). */
export function babel(/** @type {CorpusPerson} */ person) {
	return person.language === 'pt' ? '\\usepackage{babel}\n\\babelprovide[import,main]{brazilian}' : '\\usepackage[english]{babel}';
}

/** inputenc, fontenc and a Type 1 font family (Latin Modern unless told otherwise). */
export const ENCODING = '\\usepackage[utf8]{inputenc}\n\\usepackage[T1]{fontenc}';

/** Whole text of an itemize list, or '' when there is nothing to list. */
export function itemize(/** @type {string[]} */ items, options = '') {
	if (!items.length) return '';
	return `\\begin{itemize}${options}\n${items.map((item) => `  \\item ${esc(item)}`).join('\n')}\n\\end{itemize}`;
}

/** The paper option for \documentclass. */
export const paperOption = (/** @type {CorpusPerson} */ person) => (/, [A-Z]{2}, USA?$|United States/.test(person.locationTruth) ? 'letterpaper' : 'a4paper');

/**
 * The skills as one run of text, each kept whole on its line (\mbox), so a wrap never splits
 * "Omnichannel support" into a different skill.
 * @param {CorpusPerson} person
 * @param {string} separator  LaTeX between two skills
 */
export const skillRun = (person, separator) => person.skills.map((skill) => `\\mbox{${esc(skill.surface)}}`).join(separator);
