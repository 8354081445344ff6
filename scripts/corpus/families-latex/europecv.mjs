import { DATE_STYLES, isNative, languageLine, roleDates } from '../families-docx/words.mjs';
import { esc, itemize, skillRun } from './tex.mjs';

/** @typedef {import('../person.mjs').CorpusPerson} CorpusPerson */

/**
 * The europecv class (the old Europass CV): the class writes its own labels (in European
 * Portuguese for the "portuguese" option: "Morada(s)", "Telemóvel") in a right-aligned left column,
 * with \ecvitem rows for each job's dates, position, activities and employer, and a footer
 * "Página 1 - Curriculum vitæ de <name>". The class loads hyperref at \begin{document}, which this
 * LaTeX refuses, so hyperref is loaded in the preamble first.
 */
const WORDS = {
	en: {
		desired: 'Desired employment / Occupational field',
		profile: 'Profile',
		work: 'Work experience',
		dates: 'Dates',
		position: 'Occupation or position held',
		activities: 'Main activities and responsibilities',
		employer: 'Name and address of employer',
		education: 'Education and training',
		qualification: 'Title of qualification awarded',
		organisation: 'Name and type of organisation',
		personal: 'Personal skills and competences',
		other: 'Other language(s)',
		technical: 'Technical skills and competences',
		certificates: 'Certificates'
	},
	pt: {
		desired: 'Emprego pretendido / Área profissional',
		profile: 'Perfil',
		work: 'Experiência profissional',
		dates: 'Datas',
		position: 'Função ou cargo ocupado',
		activities: 'Principais atividades e responsabilidades',
		employer: 'Nome e morada do empregador',
		education: 'Educação e formação',
		qualification: 'Designação da qualificação atribuída',
		organisation: 'Nome e tipo da organização de ensino',
		personal: 'Aptidões e competências pessoais',
		other: 'Outra(s) língua(s)',
		technical: 'Aptidões e competências técnicas',
		certificates: 'Certificados'
	}
};

/** @param {CorpusPerson} person */
function latex(person) {
	const pt = person.language === 'pt';
	const words = WORDS[person.language];
	const style = pt ? DATE_STYLES.ptPresente : { ...DATE_STYLES.enNumeric, separator: ' – ', present: 'present' };
	const item = (/** @type {string} */ label, /** @type {string} */ value) => `\\ecvitem{${esc(label)}}{${value}}`;
	const body = [item(words.desired, `\\large\\textbf{${esc(person.headline)}}`), item(words.profile, esc(person.summary)), `\\ecvsection{${esc(words.work)}}`];
	person.roles.forEach((role, i) => {
		if (i > 0) body.push('\\ecvitem{}{}');
		const dates = roleDates(role, style);
		if (dates) body.push(item(words.dates, esc(dates)));
		body.push(item(words.position, `\\textbf{${esc(role.title)}}`));
		if (role.bullets.length) body.push(item(words.activities, role.bullets.length === 1 ? esc(role.bullets[0]) : itemize(role.bullets)));
		body.push(item(words.employer, esc(role.location ? `${role.company}, ${role.location}` : role.company)));
	});
	body.push(`\\ecvsection{${esc(words.education)}}`);
	person.education.forEach((entry, i) => {
		if (i > 0) body.push('\\ecvitem{}{}');
		body.push(item(words.dates, esc(entry.end)), item(words.qualification, `\\textbf{${esc(entry.degree)}}`), item(words.organisation, esc(entry.institution)));
	});
	body.push(`\\ecvsection{${esc(words.personal)}}`);
	const natives = person.languages.filter((language) => isNative(language.level));
	const others = person.languages.filter((language) => !isNative(language.level));
	if (natives.length) body.push(`\\ecvmothertongue{${esc(natives.map((language) => language.name).join(', '))}}`);
	if (others.length) body.push(item(words.other, others.map((language) => esc(languageLine(language))).join('\\newline ')));
	body.push(item(words.technical, skillRun(person, ', ')));
	if (person.certifications.length) body.push(item(words.certificates, person.certifications.map(esc).join('\\newline ')));

	return `% europecv (Europass CV class)
\\documentclass[${pt ? 'portuguese' : 'english'},a4paper,nologo,noflag]{europecv}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage{lmodern}
\\usepackage[top=1.6cm,bottom=2cm,left=1.5cm,right=1.5cm]{geometry}
\\usepackage{hyperref}
\\ecvname{${esc(person.name)}}
\\ecvaddress{${esc(person.location)}}
\\ecvtelephone{${esc(person.phone)}}
\\ecvemail{${esc(person.email)}}
${person.links.length ? `\\ecvhomepage{${person.links.map(esc).join(', ')}}` : ''}
\\begin{document}
\\begin{europecv}
\\ecvpersonalinfo
${body.join('\n')}
\\end{europecv}
\\end{document}
`;
}

/** @type {import('../person.mjs').LatexFamily} */
export const europecv = {
	id: 'latex-europecv',
	kind: 'latex',
	description: 'europecv class (old Europass): class-made labels ("Nome(s) / Apelido(s)", "Datas") right-aligned left of each value; footer with the name',
	languages: ['en', 'pt'],
	latex
};
