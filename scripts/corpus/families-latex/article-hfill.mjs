import { DATE_STYLES, LABELS, languageLine, roleDates } from '../families-docx/words.mjs';
import { ENCODING, babel, esc, paperOption, skillRun } from './tex.mjs';

/** @typedef {import('../person.mjs').CorpusPerson} CorpusPerson */

/**
 * A hand-written article-class résumé in the style many LaTeX users settle on: the name in
 * letter-spaced small capitals (microtype's \textls), one centred contact line, ruled section
 * titles (titlesec), each job as "\textbf{Title} \hfill dates" over "\textit{Company} \hfill
 * Place", tight itemize duties (enumitem), and education as tabular* rows stretched with
 * \extracolsep{\fill}. TeX Gyre Pagella; glyphtounicode so ligatures copy as letters.
 */

/** @param {CorpusPerson} person */
function latex(person) {
	const pt = person.language === 'pt';
	const labels = pt ? LABELS.pt : { ...LABELS.en, skills: 'Technical Skills' };
	const style = pt ? DATE_STYLES.ptShort : DATE_STYLES.enShort;
	const contact = [esc(person.phone), esc(person.email), esc(person.location), ...person.links.map(esc)].join(' \\textbar{} ');
	const jobs = person.roles.map((role) => {
		const duties = role.bullets.length ? `\n\\begin{itemize}\n${role.bullets.map((line) => `  \\item ${esc(line)}`).join('\n')}\n\\end{itemize}` : '\\par';
		return `\\noindent\\textbf{${esc(role.title)}} \\hfill ${esc(roleDates(role, style))}\\\\\n\\textit{${esc(role.company)}} \\hfill ${esc(role.location ?? '')}${duties}\n\\smallskip`;
	});
	const education = person.education.map((entry) => `\\textbf{${esc(entry.degree)}}, ${esc(entry.institution)} & ${esc(entry.end)} \\\\`).join('\n');
	const languages = person.languages.map((language) => esc(languageLine(language))).join(', ');

	return `% article, hand-written: small-caps letter-spaced name, \\hfill dates
\\documentclass[11pt,${paperOption(person)}]{article}
${ENCODING}
\\usepackage{tgpagella}
${babel(person)}
\\usepackage[margin=1.8cm]{geometry}
\\usepackage[letterspace=150]{microtype}
\\usepackage{titlesec}
\\usepackage[hidelinks]{hyperref}
\\usepackage{enumitem}
\\input{glyphtounicode}
\\pdfgentounicode=1
\\titleformat{\\section}{\\large\\scshape}{}{0pt}{}[\\titlerule]
\\titlespacing*{\\section}{0pt}{10pt}{5pt}
\\setlist[itemize]{leftmargin=1.4em,topsep=1pt,itemsep=0pt,parsep=0pt}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\sloppy
\\begin{document}
\\begin{center}
{\\Huge\\textsc{\\textls{${esc(person.name)}}}}\\\\[4pt]
{\\large ${esc(person.headline)}}\\\\[4pt]
\\small ${contact}
\\end{center}
\\section{${esc(labels.summary)}}
${esc(person.summary)}
\\section{${esc(labels.experience)}}
${jobs.join('\n')}
\\section{${esc(labels.education)}}
\\begin{tabular*}{\\textwidth}{@{\\extracolsep{\\fill}}lr}
${education}
\\end{tabular*}
\\section{${esc(labels.skills)}}
${skillRun(person, ' · ')}
${person.certifications.length ? `\\section{${esc(labels.certifications)}}\n${person.certifications.map(esc).join('\\\\\n')}` : ''}
\\section{${esc(labels.languages)}}
${languages}
\\end{document}
`;
}

/** @type {import('../person.mjs').LatexFamily} */
export const articleHfill = {
	id: 'latex-article-hfill',
	kind: 'latex',
	description: 'article class by hand: \\textsc letter-spaced name, "\\textbf{Title} \\hfill dates" over "\\textit{Company} \\hfill Place", tabular* education',
	languages: ['en', 'pt'],
	latex
};
