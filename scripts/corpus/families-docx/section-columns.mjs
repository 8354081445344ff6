import { Document, Paragraph, SectionType, TextRun } from 'docx';
import { bullet, coreProperties, numberingConfig, pack, paperOf, para } from './kit.mjs';
import { DATE_STYLES, LABELS, languageLine, roleDates, skillSurfaces } from './words.mjs';

/** @typedef {import('../person.mjs').CorpusPerson} CorpusPerson */

/**
 * Word "newspaper" columns: a one-column section for the name, contact and summary, then a
 * continuous section in two columns where the jobs flow from the left column into the right one
 * (dates first, in bold: "03/2019 – atual | Enfermeira"), then a three-column section for skills
 * and languages, and a last one-column section for education and certifications.
 */
const MARGIN = 900;

/** @param {CorpusPerson} person */
async function render(person) {
	const pt = person.language === 'pt';
	const paper = paperOf(person);
	const labels = pt ? { ...LABELS.pt, experience: 'Experiência', skills: 'Conhecimentos' } : { ...LABELS.en, summary: 'Summary of Qualifications', experience: 'Experience' };
	const style = pt ? DATE_STYLES.ptNumeric : DATE_STYLES.enNumeric;
	const heading = (/** @type {string} */ text) => para(text.toUpperCase(), { bold: true, size: 22, color: '1F3864' }, { spacing: { before: 240, after: 80 }, keepNext: true });
	const page = { size: paper, margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN } };

	const top = [
		para(person.name, { bold: true, size: 40, color: '1F3864' }),
		para(person.headline, { size: 24 }),
		para([person.email, person.phone, person.location].join(' | '), { size: 19 }, { spacing: { before: 60 } }),
		...person.links.map((link) => para(link, { size: 19 })),
		heading(labels.summary),
		para(person.summary)
	];
	const jobs = [heading(labels.experience)];
	for (const role of person.roles) {
		const dates = roleDates(role, style);
		jobs.push(new Paragraph({ spacing: { before: 140 }, keepNext: true, children: [...(dates ? [new TextRun({ text: `${dates} | `, bold: true })] : []), new TextRun({ text: role.title, bold: !dates })] }));
		jobs.push(para(role.location ? `${role.company} – ${role.location}` : role.company, { italics: true }, { keepNext: true }));
		for (const line of role.bullets) jobs.push(bullet(line));
	}
	const grid = [heading(labels.skills), ...skillSurfaces(person).map((skill) => bullet(skill)), heading(labels.languages), ...person.languages.map((language) => para(languageLine(language)))];
	const bottom = [heading(labels.education), ...person.education.map((entry) => para(`${entry.degree} – ${entry.institution}, ${entry.end}`))];
	if (person.certifications.length) bottom.push(heading(labels.certifications), ...person.certifications.map((entry) => bullet(entry)));

	return pack(
		new Document({
			...coreProperties(person),
			styles: { default: { document: { run: { font: 'Tahoma', size: 19 }, paragraph: { spacing: { after: 0 } } } } },
			numbering: numberingConfig('•', 220),
			sections: [
				{ properties: { page }, children: top },
				{ properties: { page, type: SectionType.CONTINUOUS, column: { count: 2, space: 500, separate: true } }, children: jobs },
				{ properties: { page, type: SectionType.CONTINUOUS, column: { count: 3, space: 300 } }, children: grid },
				{ properties: { page, type: SectionType.CONTINUOUS }, children: bottom }
			]
		})
	);
}

/** @type {import('../person.mjs').DocxFamily} */
export const sectionColumns = {
	id: 'docx-section-columns',
	kind: 'docx',
	description: 'Word sections with newspaper columns: jobs flow through two columns with the dates first ("03/2019 a atual | Title"), skills in three columns',
	languages: ['en', 'pt'],
	docx: render
};
