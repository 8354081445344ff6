import { DATE_STYLES, LABELS, roleDates } from '../families-docx/words.mjs';
import { ENCODING, babel, esc, paperOption, skillRun } from './tex.mjs';

/** @typedef {import('../person.mjs').CorpusPerson} CorpusPerson */

/**
 * Dates in a left margin column: the body is a longtable of two columns, a narrow right-aligned
 * grey column with each job's dates (and the section names, in capitals) and a wide column with
 * "Title" in bold, "Company, Place" in italics and the duties as dash items. The name and contact
 * sit above, aligned with the wide column. The table breaks across pages. Latin Modern Sans.
 */

/** @param {CorpusPerson} person */
function latex(person) {
	const pt = person.language === 'pt';
	const labels = pt ? { ...LABELS.pt, summary: 'Sobre', experience: 'Experiência', education: 'Formação' } : { ...LABELS.en, summary: 'About', experience: 'Work' };
	const style = pt ? DATE_STYLES.ptNumeric : DATE_STYLES.enNumeric;
	const section = (/** @type {string} */ title) => `\\multicolumn{1}{@{}r}{\\color{accent}\\footnotesize\\bfseries\\MakeUppercase{${esc(title)}}} & \\\\[2pt]`;
	const row = (/** @type {string} */ left, /** @type {string} */ right) => `{\\color{gray}\\small ${left}} & ${right} \\\\[5pt]`;
	const rows = [section(labels.summary), row('', esc(person.summary)), section(labels.experience)];
	for (const role of person.roles) {
		const duties = role.bullets.length ? `\\newline ${role.bullets.map((line) => `--~${esc(line)}`).join('\\newline ')}` : '';
		rows.push(row(esc(roleDates(role, style)), `\\textbf{${esc(role.title)}}\\newline \\textit{${esc(role.company)}${role.location ? `, ${esc(role.location)}` : ''}}${duties}`));
	}
	rows.push(section(labels.education), ...person.education.map((entry) => row(esc(entry.end), `\\textbf{${esc(entry.degree)}}\\newline ${esc(entry.institution)}`)));
	rows.push(section(labels.skills), row('', skillRun(person, ', ')));
	if (person.certifications.length) rows.push(section(labels.certifications), ...person.certifications.map((entry) => row('', esc(entry))));
	rows.push(section(labels.languages), ...person.languages.map((language) => row(esc(language.level), esc(language.name))));

	return `% article: dates in a left margin column (longtable)
\\documentclass[11pt,${paperOption(person)}]{article}
${ENCODING}
\\usepackage{lmodern}
\\renewcommand{\\familydefault}{\\sfdefault}
${babel(person)}
\\usepackage[top=1.8cm,bottom=1.8cm,left=1.6cm,right=1.8cm]{geometry}
\\usepackage{xcolor}
\\usepackage{array}
\\usepackage{longtable}
\\input{glyphtounicode}
\\pdfgentounicode=1
\\definecolor{accent}{HTML}{8B1E3F}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\setlength{\\LTpre}{0pt}
\\newlength{\\datecol}
\\setlength{\\datecol}{3.1cm}
\\sloppy
\\begin{document}
\\hspace*{\\dimexpr\\datecol+2\\tabcolsep\\relax}\\begin{minipage}[t]{\\dimexpr\\textwidth-\\datecol-2\\tabcolsep\\relax}
{\\Huge ${esc(person.name)}}\\\\[3pt]
{\\large\\color{accent} ${esc(person.headline)}}\\\\[6pt]
\\small ${[esc(person.email), esc(person.phone), esc(person.location)].join(' \\,/\\, ')}${person.links.length ? `\\\\\n${person.links.map(esc).join(' \\,/\\, ')}` : ''}
\\end{minipage}
\\par\\bigskip
\\begin{longtable}{@{}>{\\raggedleft\\arraybackslash}p{\\datecol}p{\\dimexpr\\textwidth-\\datecol-2\\tabcolsep\\relax}@{}}
${rows.join('\n')}
\\end{longtable}
\\end{document}
`;
}

/** @type {import('../person.mjs').LatexFamily} */
export const articleMarginDates = {
	id: 'latex-article-margin-dates',
	kind: 'latex',
	description: 'article class, longtable with a narrow right-aligned left column for dates and section names; title, company, dash duties on the right',
	languages: ['en', 'pt'],
	latex
};
