import { DATE_STYLES, LABELS, languageLine, roleDates } from '../families-docx/words.mjs';
import { ENCODING, babel, esc, paperOption, skillRun, url } from './tex.mjs';
import { choose } from '../reshape.mjs';

/** @typedef {import('../person.mjs').CorpusPerson} CorpusPerson */

/**
 * An article-class resume made with the usual packages, as people write one when no résumé class
 * is at hand: titlesec small-caps section headings over a rule, each job one line "\textbf{Title},
 * \textit{Company}, Place \hfill dates" and its duties in a compact enumitem list, education the
 * same way, hyperref links in the contact line, fancyhdr with the name and page number in the
 * footer. Palatino (mathpazo, real small caps).
 */

/** @param {CorpusPerson} person */
function latex(person) {
	const pt = person.language === 'pt';
	const labels = pt ? { ...LABELS.pt, summary: 'Resumo', experience: 'Experiência' } : { ...LABELS.en, summary: 'Summary', experience: 'Experience' };
	const style = pt ? [DATE_STYLES.ptShort, DATE_STYLES.ptNumeric][choose(person, 1, 2)] : [DATE_STYLES.enShort, DATE_STYLES.enNumeric][choose(person, 1, 2)];
	const section = (/** @type {string} */ title) => `\\section*{${esc(title)}}`;
	const jobs = person.roles.map((role) => {
		const dates = roleDates(role, style);
		const head = `\\textbf{${esc(role.title)}}, \\textit{${esc(role.company)}}${role.location ? `, ${esc(role.location)}` : ''}${dates ? `\\datesright{${esc(dates)}}` : '\\par'}`;
		const duties = role.bullets.length ? `\n\\begin{itemize}[nosep,leftmargin=1.4em,label=\\textbullet]\n${role.bullets.map((line) => `  \\item ${esc(line)}`).join('\n')}\n\\end{itemize}` : '';
		return `\\noindent ${head}${duties}\n\\smallskip`;
	});
	const contact = [esc(person.email), esc(person.phone), esc(person.location), ...person.links.map((link) => `\\href{${url(link)}}{${esc(link)}}`)].join(' \\textperiodcentered{} ');

	return `% article with titlesec, enumitem, fancyhdr: "Title, Company \\hfill dates"
\\documentclass[11pt,${paperOption(person)}]{article}
${ENCODING}
\\usepackage[sc]{mathpazo}
${babel(person)}
\\usepackage[top=2cm,bottom=2.2cm,left=2.1cm,right=2.1cm]{geometry}
\\usepackage{titlesec}
\\usepackage{enumitem}
\\usepackage{fancyhdr}
\\usepackage[hidelinks]{hyperref}
\\input{glyphtounicode}
\\pdfgentounicode=1
% Dates at the right margin, or flush right on a line of their own when the line is full (TeXbook, ch. 14).
\\newcommand{\\datesright}[1]{{\\unskip\\nobreak\\hfil\\penalty50\\hskip2em\\hbox{}\\nobreak\\hfill\\mbox{#1}\\parfillskip=0pt\\finalhyphendemerits=0\\par}}
\\titleformat{\\section}{\\large\\scshape}{}{0pt}{}[\\vspace{-4pt}\\titlerule]
\\titlespacing*{\\section}{0pt}{10pt}{6pt}
\\pagestyle{fancy}
\\fancyhf{}
\\renewcommand{\\headrulewidth}{0pt}
\\fancyfoot[L]{\\footnotesize ${esc(person.name)}}
\\fancyfoot[R]{\\footnotesize \\thepage}
\\setlength{\\parindent}{0pt}
\\sloppy
\\begin{document}
\\begin{center}
{\\LARGE\\scshape ${esc(person.name)}}\\\\[3pt]
{\\itshape ${esc(person.headline)}}\\\\[3pt]
{\\small ${contact}}
\\end{center}
${section(labels.summary)}
${esc(person.summary)}
${section(labels.experience)}
${jobs.join('\n')}
${section(labels.education)}
${person.education.map((e) => `\\noindent\\textbf{${esc(e.degree)}}, \\textit{${esc(e.institution)}}\\datesright{${esc(e.end)}}`).join('\n')}
${section(labels.skills)}
${skillRun(person, ', ')}
${person.certifications.length ? `${section(labels.certifications)}\n\\begin{itemize}[nosep,leftmargin=1.4em]\n${person.certifications.map((c) => `  \\item ${esc(c)}`).join('\n')}\n\\end{itemize}` : ''}
${section(labels.languages)}
${person.languages.map((l) => esc(languageLine(l))).join('; ')}
\\end{document}
`;
}

/** @type {import('../person.mjs').LatexFamily} */
export const articleTitlesec = {
	id: 'latex-article-titlesec',
	kind: 'latex',
	description: 'article class with titlesec small-caps headings over a rule, each job "\\textbf{Title}, \\textit{Company}, Place \\hfill dates" with an enumitem list; fancyhdr footer with the name and page number',
	languages: ['en', 'pt'],
	latex
};
