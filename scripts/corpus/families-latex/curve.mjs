import { DATE_STYLES, LABELS, roleDates } from '../families-docx/words.mjs';
import { ENCODING, babel, esc, skillRun } from './tex.mjs';

/** @typedef {import('../person.mjs').CorpusPerson} CorpusPerson */

/**
 * The curve class: contact in left and right page headers made with \makeheaders, the name as
 * its \maketitle title with the headline as subtitle, and each section a "rubric" (a longtable read
 * from its own file, written here with filecontents): the job's dates as the key in the left
 * column, a bullet prefix, then "Title, Company (Place)" and the duties as a run-on paragraph.
 * A rubric that breaks across pages repeats its heading with "(continued)". Palatino.
 */

/** @param {CorpusPerson} person */
function latex(person) {
	const pt = person.language === 'pt';
	const labels = pt ? { ...LABELS.pt, skills: 'Conhecimentos' } : { ...LABELS.en, experience: 'Professional Experience' };
	const style = pt ? DATE_STYLES.ptShort : DATE_STYLES.enShort;
	/** @type {Record<string, string>} */
	const files = {};
	const rubric = (/** @type {string} */ name, /** @type {string} */ title, /** @type {string[]} */ entries) => {
		files[name] = `\\begin{rubric}{${esc(title)}}\n${entries.join('\n')}\n\\end{rubric}\n`;
		return `\\makerubric{${name}}`;
	};
	const jobs = person.roles.map((role) => {
		const dates = roleDates(role, style);
		const place = role.location ? ` (${esc(role.location)})` : '';
		const duties = role.bullets.length ? `\\newline ${role.bullets.map(esc).join(' ')}` : '';
		return `\\entry*[${esc(dates)}] \\textbf{${esc(role.title)}}, ${esc(role.company)}${place}.${duties}`;
	});
	const body = [
		rubric('summary', labels.summary, [`\\text{${esc(person.summary)}}`]),
		rubric('experience', labels.experience, jobs),
		rubric('education', labels.education, person.education.map((entry) => `\\entry*[${esc(entry.end)}] ${esc(entry.degree)}, \\textit{${esc(entry.institution)}}`)),
		rubric('skills', labels.skills, [`\\text{${skillRun(person, ', ')}}`])
	];
	if (person.certifications.length) body.push(rubric('certifications', labels.certifications, person.certifications.map((entry) => `\\entry*[] ${esc(entry)}`)));
	body.push(rubric('languages', labels.languages, person.languages.map((language) => `\\entry*[${esc(language.name)}] ${esc(language.level)}`)));

	const left = [esc(person.location), esc(person.phone)].join('\\\\\n');
	const right = [esc(person.email), ...person.links.map(esc)].join('\\\\\n');
	const contents = Object.entries(files)
		.map(([name, text]) => `\\begin{filecontents*}[overwrite]{${name}.tex}\n${text}\\end{filecontents*}`)
		.join('\n');
	return `% curve class
${contents}
\\documentclass[11pt,a4paper${pt ? ',brazilian' : ',english'}]{curve}
${ENCODING}
\\usepackage{mathpazo}
${babel(person)}
\\usepackage[top=1.5cm,bottom=2cm,left=2cm,right=2cm]{geometry}
\\leftheader{${left}}
\\rightheader{${right}}
\\title{${esc(person.name)}}
\\subtitle{${esc(person.headline)}}
\\subtitlefont{\\large\\itshape}
\\titlefont{\\LARGE\\bfseries}
\\prefix{}
\\rubricalignment{l}
\\keyfont{\\small\\scshape}
\\sloppy
\\begin{document}
\\makeheaders[c]
\\maketitle
${body.join('\n')}
\\end{document}
`;
}

/** @type {import('../person.mjs').LatexFamily} */
export const curve = {
	id: 'latex-curve',
	kind: 'latex',
	description: 'curve class: contact split into left/right page headers, title + subtitle, rubrics as longtables with small-caps date keys left of each job',
	languages: ['en', 'pt'],
	latex
};
