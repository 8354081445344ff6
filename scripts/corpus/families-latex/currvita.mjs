import { LABELS, companyAndPlace, languageLine, roleDates } from '../families-docx/words.mjs';
import { ENCODING, babel, esc, itemize, paperOption, skillRun } from './tex.mjs';

/** @typedef {import('../person.mjs').CorpusPerson} CorpusPerson */

/**
 * The currvita package on the article class: the name as the cv heading, then cvlist blocks whose
 * items carry their label in a hanging left column — "E-mail", "Telefone" in the personal data and
 * the dates of each job ("03/2019–atual"), the title, company and place beside them. Charter.
 */
const EN = { month: (/** @type {string} */ y, /** @type {number} */ m) => `${String(m).padStart(2, '0')}/${y}`, separator: '–', present: 'present' };
const PT = { ...EN, present: 'atual' };

/** @param {CorpusPerson} person */
function latex(person) {
	const pt = person.language === 'pt';
	const labels = pt ? { ...LABELS.pt, contact: 'Dados Pessoais' } : { ...LABELS.en, contact: 'Personal Details' };
	const field = pt ? { email: 'E-mail', phone: 'Telefone', address: 'Endereço', web: 'Internet' } : { email: 'E-mail', phone: 'Phone', address: 'Address', web: 'Web' };
	const style = pt ? PT : EN;
	const list = (/** @type {string} */ title, /** @type {string[]} */ items) => `\\begin{cvlist}{${esc(title)}}\n${items.join('\n')}\n\\end{cvlist}`;
	const contact = [`\\item[${field.email}] ${esc(person.email)}`, `\\item[${field.phone}] ${esc(person.phone)}`, `\\item[${field.address}] ${esc(person.location)}`];
	if (person.links.length) contact.push(`\\item[${field.web}] ${person.links.map(esc).join('\\\\\n')}`);
	const jobs = person.roles.map((role) => {
		const dates = roleDates(role, style);
		const bullets = itemize(role.bullets, '\\setlength{\\itemsep}{0pt}');
		return `\\item[${esc(dates)}] \\textbf{${esc(role.title)}}, ${esc(companyAndPlace(role))}${bullets ? `\n${bullets}` : ''}`;
	});
	const body = [
		`\\textit{${esc(person.headline)}}\\par\\medskip`,
		list(labels.contact, contact),
		list(labels.summary, [`\\item ${esc(person.summary)}`]),
		list(labels.experience, jobs),
		list(labels.education, person.education.map((entry) => `\\item[${esc(entry.end)}] ${esc(entry.degree)}, ${esc(entry.institution)}`)),
		list(labels.skills, [`\\item ${skillRun(person, ', ')}`])
	];
	if (person.certifications.length) body.push(list(labels.certifications, person.certifications.map((entry) => `\\item ${esc(entry)}`)));
	body.push(list(labels.languages, person.languages.map((language) => `\\item ${esc(languageLine(language, ': ', ''))}`)));

	return `% currvita
\\documentclass[11pt,${paperOption(person)}]{article}
${ENCODING}
\\usepackage{charter}
${babel(person)}
\\usepackage[margin=2.2cm]{geometry}
\\usepackage[NoDate]{currvita}
\\renewcommand{\\cvheadingfont}{\\LARGE\\bfseries}
\\setlength{\\cvlabelwidth}{3.2cm}
\\pagestyle{empty}
\\sloppy
\\begin{document}
\\begin{cv}{${esc(person.name)}}
${body.join('\n\n')}
\\end{cv}
\\end{document}
`;
}

/** @type {import('../person.mjs').LatexFamily} */
export const currvita = {
	id: 'latex-currvita',
	kind: 'latex',
	description: 'currvita package: cvlist blocks with hanging labels — contact field names and job dates ("03/2019–present") in the left column',
	languages: ['en', 'pt'],
	latex
};
