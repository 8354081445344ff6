import { Document, Paragraph, TextRun } from 'docx';
import { BULLETS, NUMBERED, coreProperties, numberingConfig, pack, paperOf, para } from './kit.mjs';
import { DATE_STYLES, LABELS, languageLine, pick, roleDates, skillSurfaces } from './words.mjs';

/** @typedef {import('../person.mjs').CorpusPerson} CorpusPerson */

/**
 * Everything in Word lists: each job is one numbered (or, for some people, bulleted) list item,
 * "Técnico de Enfermagem – UPA Centro, Barbacena/MG (2018–2020)", its duties nested one level
 * down; education, skills, certifications and languages are bullet lists too. Underlined headings.
 */
const MARGIN = 1134;

/** @param {CorpusPerson} person */
async function render(person) {
	const pt = person.language === 'pt';
	const paper = paperOf(person);
	const labels = pt ? { ...LABELS.pt, summary: 'Objetivo', experience: 'Histórico Profissional', education: 'Escolaridade' } : { ...LABELS.en, experience: 'Career History', skills: 'Areas of Expertise' };
	const style = pt ? DATE_STYLES.ptShort : DATE_STYLES.enDot;
	const list = pick(person, 4, 3) === 0 ? BULLETS : NUMBERED;
	const heading = (/** @type {string} */ text) => para(text, { bold: true, underline: {}, size: 24 }, { spacing: { before: 280, after: 100 }, keepNext: true });
	const item = (/** @type {string} */ text, /** @type {string} */ reference = BULLETS, level = 0) =>
		new Paragraph({ numbering: { reference, level }, spacing: { after: 40 }, children: [new TextRun(text)] });

	const children = [
		para(person.name, { bold: true, size: 34 }),
		para(person.headline, { size: 24 }),
		para(`${person.email} — ${person.phone}`),
		para(person.location),
		...person.links.map((link) => para(link)),
		heading(labels.summary),
		para(person.summary),
		heading(labels.experience)
	];
	for (const role of person.roles) {
		const dates = roleDates(role, style);
		const where = role.location ? `${role.company}, ${role.location}` : role.company;
		children.push(
			new Paragraph({
				numbering: { reference: list, level: 0 },
				spacing: { before: 80 },
				keepNext: true,
				children: [new TextRun({ text: role.title, bold: true }), new TextRun(` – ${where}${dates ? ` (${dates})` : ''}`)]
			})
		);
		for (const line of role.bullets) children.push(item(line, list, 1));
	}
	children.push(heading(labels.education), ...person.education.map((entry) => item(`${entry.degree} – ${entry.institution} (${entry.end})`)));
	children.push(heading(labels.skills), ...skillSurfaces(person).map((skill) => item(skill)));
	if (person.certifications.length) children.push(heading(labels.certifications), ...person.certifications.map((entry) => item(entry)));
	children.push(heading(labels.languages), ...person.languages.map((language) => item(languageLine(language, ' – ', ''))));

	return pack(
		new Document({
			...coreProperties(person),
			styles: { default: { document: { run: { font: 'Times New Roman', size: 24 }, paragraph: { spacing: { after: 0 } } } } },
			numbering: numberingConfig('•', 360),
			sections: [{ properties: { page: { size: paper, margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN } } }, children }]
		})
	);
}

/** @type {import('../person.mjs').DocxFamily} */
export const listRoles = {
	id: 'docx-list-roles',
	kind: 'docx',
	description: 'Word lists: each job a numbered (or bulleted) item "Title – Company, Place (dates)" with nested duty bullets; every section a list',
	languages: ['en', 'pt'],
	docx: render
};
