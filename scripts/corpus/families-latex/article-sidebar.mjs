import { DATE_STYLES, LABELS, languageLine, roleDates, skillSurfaces } from '../families-docx/words.mjs';
import { ENCODING, babel, esc, paperOption } from './tex.mjs';

/** @typedef {import('../person.mjs').CorpusPerson} CorpusPerson */

/**
 * A two-column top made of two minipages side by side (no paracol): a grey \colorbox sidebar with
 * contact, skills, languages and certifications on the left, the name, headline, profile and
 * education on the right; the experience follows below at full width, each job as a bold title,
 * "Company — Place" and the dates in a small grey line. Helvetica (sans), no glyphtounicode.
 */

/** @param {CorpusPerson} person */
function latex(person) {
	const pt = person.language === 'pt';
	const labels = pt ? { ...LABELS.pt, summary: 'Perfil', skills: 'Habilidades' } : { ...LABELS.en, summary: 'Profile', skills: 'Expertise' };
	const style = pt ? DATE_STYLES.ptLong : DATE_STYLES.enLong;
	const sideHeading = (/** @type {string} */ text) => `\\sidehead{${esc(text)}}`;
	const side = [
		sideHeading(labels.contact),
		[esc(person.email), esc(person.phone), esc(person.location), ...person.links.map(esc)].join('\\\\\n'),
		sideHeading(labels.skills),
		skillSurfaces(person).map(esc).join('\\\\\n'),
		sideHeading(labels.languages),
		person.languages.map((language) => esc(languageLine(language))).join('\\\\\n')
	];
	if (person.certifications.length) side.push(sideHeading(labels.certifications), person.certifications.map(esc).join('\\\\[2pt]\n'));
	const main = [
		`{\\fontsize{26}{30}\\selectfont\\bfseries ${esc(person.name)}}\\\\[6pt]`,
		`{\\large\\color{accent} ${esc(person.headline)}}`,
		`\\mainhead{${esc(labels.summary)}}`,
		esc(person.summary),
		`\\mainhead{${esc(labels.education)}}`,
		person.education.map((entry) => `\\textbf{${esc(entry.degree)}}\\\\ ${esc(entry.institution)}, ${esc(entry.end)}`).join('\\\\[4pt]\n')
	];
	const jobs = person.roles.map((role) => {
		const dates = roleDates(role, style);
		const where = role.location ? `${esc(role.company)} --- ${esc(role.location)}` : esc(role.company);
		const duties = role.bullets.length ? `\n\\begin{itemize}\\setlength{\\itemsep}{0pt}\n${role.bullets.map((line) => `  \\item ${esc(line)}`).join('\n')}\n\\end{itemize}` : '';
		return `\\begin{samepage}\\noindent{\\bfseries ${esc(role.title)}}\\\\\n${where}${dates ? `\\\\\n{\\small\\color{gray} ${esc(dates)}}` : ''}${duties}\\end{samepage}\n\\medskip`;
	});

	return `% article, two minipages: grey sidebar beside the main column, experience below
\\documentclass[10pt,${paperOption(person)}]{article}
${ENCODING}
\\usepackage{helvet}
\\renewcommand{\\familydefault}{\\sfdefault}
${babel(person)}
\\usepackage[margin=1.4cm]{geometry}
\\usepackage{xcolor}
\\definecolor{accent}{HTML}{1F6F8B}
\\definecolor{side}{HTML}{ECEFF1}
\\newcommand{\\sidehead}[1]{\\par\\vspace{10pt}{\\color{accent}\\bfseries\\MakeUppercase{#1}}\\par\\vspace{3pt}}
\\newcommand{\\mainhead}[1]{\\par\\vspace{10pt}{\\large\\bfseries\\color{accent}#1}\\par\\vspace{2pt}\\hrule\\vspace{5pt}}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\sloppy
\\begin{document}
\\noindent\\colorbox{side}{\\begin{minipage}[t]{0.29\\textwidth}\\raggedright\\small
${side.join('\n')}
\\vspace{6pt}
\\end{minipage}}\\hfill
\\begin{minipage}[t]{0.65\\textwidth}\\raggedright
${main.join('\n')}
\\end{minipage}
\\par\\bigskip
\\mainhead{${esc(labels.experience)}}
${jobs.join('\n')}
\\end{document}
`;
}

/** @type {import('../person.mjs').LatexFamily} */
export const articleSidebar = {
	id: 'latex-article-sidebar',
	kind: 'latex',
	description: 'article class, two minipages: grey \\colorbox sidebar (contact, skills, languages) beside name/profile/education; jobs full width below',
	languages: ['en', 'pt'],
	latex
};
