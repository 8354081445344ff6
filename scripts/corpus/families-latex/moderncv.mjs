import { DATE_STYLES, LABELS, roleDates, skillSurfaces, splitName } from '../families-docx/words.mjs';
import { ENCODING, babel, esc, itemize, paperOption } from './tex.mjs';

/** @typedef {import('../person.mjs').CorpusPerson} CorpusPerson */
/** @typedef {import('../person.mjs').LatexFamily} LatexFamily */
/** @typedef {import('../families-docx/words.mjs').DateStyle} DateStyle */

/**
 * The moderncv class (v2.3 in Debian's TeX Live) in its five styles, each a family: \cventry rows
 * with the dates in the left column (classic, casual, oldstyle, fancy) or at the right (banking).
 * fontawesome5 is not installed, so the styles that want it get letters ("M", "E") or marvosym
 * glyphs before the phone and e-mail, as pdflatex users end up with.
 */

/**
 * @typedef {object} ModerncvOptions
 * @property {'classic' | 'casual' | 'banking' | 'oldstyle' | 'fancy'} style
 * @property {string} color
 * @property {'letters' | 'marvosym' | 'default'} icons
 * @property {{ en: DateStyle, pt: DateStyle }} dates
 * @property {string} fontSize
 * @property {string} description
 * @property {boolean} [narrowContact]  contact in a narrow column: links as plain \extrainfo text that may break after "/"
 */

/** @param {ModerncvOptions} options */
function moderncv(options) {
	/** @param {CorpusPerson} person */
	return function latex(person) {
		const pt = person.language === 'pt';
		const labels = pt ? LABELS.pt : LABELS.en;
		const style = pt ? options.dates.pt : options.dates.en;
		const [first, last] = splitName(person.name);
		const styleOptions = options.icons === 'default' ? '' : '[nosymbols]';
		const marvosym =
			options.icons === 'marvosym'
				? ['\\renewcommand*{\\mobilephonesymbol}{\\marvosymbol{72}~}', '\\renewcommand*{\\emailsymbol}{\\marvosymbol{66}~}', '\\renewcommand*{\\homepagesymbol}{{\\Large\\marvosymbol{205}}~}'].join('\n')
				: '';
		const home = options.narrowContact ? undefined : person.links[0];
		const moreLinks = options.narrowContact ? person.links : person.links.slice(1);
		const breakable = (/** @type {string} */ link) => (options.narrowContact ? esc(link).replace(/\//g, '/\\allowbreak{}') : esc(link));
		const body = [];
		body.push(`\\section{${esc(labels.summary)}}`, `\\cvitem{}{${esc(person.summary)}}`);
		body.push(`\\section{${esc(labels.experience)}}`);
		for (const role of person.roles) {
			body.push(`\\cventry{${esc(roleDates(role, style))}}{${esc(role.title)}}{${esc(role.company)}}{${esc(role.location ?? '')}}{}{${itemize(role.bullets)}}`);
		}
		body.push(`\\section{${esc(labels.education)}}`);
		for (const item of person.education) body.push(`\\cventry{${esc(item.end)}}{${esc(item.degree)}}{${esc(item.institution)}}{}{}{}`);
		body.push(`\\section{${esc(labels.skills)}}`);
		const skills = skillSurfaces(person);
		for (let i = 0; i < skills.length; i += 2) body.push(skills[i + 1] ? `\\cvlistdoubleitem{${esc(skills[i])}}{${esc(skills[i + 1])}}` : `\\cvlistitem{${esc(skills[i])}}`);
		if (person.certifications.length) body.push(`\\section{${esc(labels.certifications)}}`, ...person.certifications.map((item) => `\\cvlistitem{${esc(item)}}`));
		body.push(`\\section{${esc(labels.languages)}}`, ...person.languages.map((language) => `\\cvitemwithcomment{${esc(language.name)}}{${esc(language.level)}}{}`));

		return `% ${options.description}
\\documentclass[${options.fontSize},${paperOption(person)},sans]{moderncv}
\\moderncvstyle${styleOptions}{${options.style}}
\\moderncvcolor{${options.color}}
${ENCODING}
\\usepackage{lmodern}
${babel(person)}
\\usepackage[scale=0.8]{geometry}
${options.narrowContact ? '\\setlength{\\hintscolumnwidth}{0.22\\textwidth}' : ''}
${marvosym}
\\name{${esc(first)}}{${esc(last)}}
\\title{${esc(person.headline)}}
\\address{${esc(person.location)}}{}{}
\\phone[mobile]{${esc(person.phone)}}
\\email{${esc(person.email)}}
${home ? `\\homepage{${esc(home)}}` : ''}
${moreLinks.length ? `\\extrainfo{${moreLinks.map(breakable).join(options.narrowContact ? '\\\\ ' : ' \\textbullet{} ')}}` : ''}
\\begin{document}
\\makecvtitle
${body.join('\n')}
\\end{document}
`;
	};
}

/**
 * @param {string} id
 * @param {ModerncvOptions} options
 * @returns {LatexFamily}
 */
const family = (id, options) => ({ id, kind: 'latex', description: options.description, languages: ['en', 'pt'], latex: moderncv(options) });

export const moderncvClassic = family('latex-moderncv-classic', {
	style: 'classic',
	color: 'blue',
	icons: 'letters',
	dates: { en: DATE_STYLES.enShort, pt: DATE_STYLES.ptShort },
	fontSize: '11pt',
	description: 'moderncv classic: name top left, contact top right with letter labels, \\cventry dates in the left margin column'
});
export const moderncvCasual = family('latex-moderncv-casual', {
	style: 'casual',
	color: 'orange',
	icons: 'marvosym',
	dates: { en: DATE_STYLES.enNumeric, pt: DATE_STYLES.ptNumeric },
	fontSize: '11pt',
	description: 'moderncv casual: big name, contact in the footer area, marvosym glyphs before phone and e-mail, numeric dates left'
});
export const moderncvBanking = family('latex-moderncv-banking', {
	style: 'banking',
	color: 'black',
	icons: 'letters',
	dates: { en: DATE_STYLES.enLong, pt: DATE_STYLES.ptLong },
	fontSize: '11pt',
	description: 'moderncv banking: centred name and one contact line, "Title, Company" with long dates at the right'
});
export const moderncvOldstyle = family('latex-moderncv-oldstyle', {
	style: 'oldstyle',
	color: 'green',
	icons: 'default',
	dates: { en: DATE_STYLES.enDot, pt: DATE_STYLES.ptShortCap },
	fontSize: '11pt',
	narrowContact: true,
	description: 'moderncv oldstyle: contact in a left column beside the first sections (marvosym icons), old-style figures'
});
export const moderncvFancy = family('latex-moderncv-fancy', {
	style: 'fancy',
	color: 'burgundy',
	icons: 'marvosym',
	dates: { en: DATE_STYLES.enShort, pt: DATE_STYLES.ptPresente },
	fontSize: '10pt',
	narrowContact: true,
	description: 'moderncv fancy: boxed section headings, contact right-aligned with marvosym glyphs, dates left'
});
