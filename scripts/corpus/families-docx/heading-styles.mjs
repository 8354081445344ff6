import { Document, HeadingLevel, Paragraph, TextRun } from 'docx';
import { coreProperties, pack, paperOf, para } from './kit.mjs';
import { DATE_STYLES, LABELS, languageLine, roleDates, skillSurfaces } from './words.mjs';

/** @typedef {import('../person.mjs').CorpusPerson} CorpusPerson */

/**
 * Word's own styles used as intended: the name in Title, the headline in Subtitle, sections in
 * Heading 1, each job title in Heading 2 with the company (and place, and dates) in italics on the
 * next paragraph; duties in Word's built-in bullet list; skills one per bullet.
 */
const MARGIN = 1134;

/** @param {CorpusPerson} person */
async function render(person) {
	const pt = person.language === 'pt';
	const paper = paperOf(person);
	const labels = pt ? { ...LABELS.pt, summary: 'Resumo', education: 'Formação', skills: 'Competências Técnicas' } : { ...LABELS.en, experience: 'Professional Experience', skills: 'Core Skills' };
	const style = pt ? DATE_STYLES.ptLong : DATE_STYLES.enLong;
	const h1 = (/** @type {string} */ text) => new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(text)] });
	const item = (/** @type {string} */ text) => new Paragraph({ bullet: { level: 0 }, children: [new TextRun(text)] });

	const children = [
		new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(person.name)] }),
		new Paragraph({ style: 'Subtitle', children: [new TextRun(person.headline)] }),
		para(person.email),
		para(person.phone),
		para(person.location),
		...person.links.map((link) => para(link)),
		h1(labels.summary),
		para(person.summary),
		h1(labels.experience)
	];
	for (const role of person.roles) {
		children.push(new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(role.title)] }));
		const dates = roleDates(role, style);
		const place = [role.company, role.location].filter(Boolean).join(', ');
		children.push(new Paragraph({ keepNext: true, children: [new TextRun({ text: place, italics: true }), ...(dates ? [new TextRun({ text: ` (${dates})`, italics: true })] : [])] }));
		for (const line of role.bullets) children.push(item(line));
	}
	children.push(h1(labels.education));
	for (const entry of person.education) {
		children.push(new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(entry.degree)] }), para(`${entry.institution}, ${entry.end}`, { italics: true }));
	}
	children.push(h1(labels.skills), ...skillSurfaces(person).map(item));
	if (person.certifications.length) children.push(h1(labels.certifications), ...person.certifications.map(item));
	children.push(h1(labels.languages), ...person.languages.map((language) => item(languageLine(language, ': ', ''))));

	return pack(
		new Document({
			...coreProperties(person),
			styles: {
				default: {
					document: { run: { font: 'Georgia', size: 21 }, paragraph: { spacing: { after: 80 } } },
					title: { run: { font: 'Georgia', size: 52, color: '17365D' }, paragraph: { spacing: { after: 0 } } },
					heading1: { run: { font: 'Georgia', size: 28, bold: true, color: '365F91' }, paragraph: { spacing: { before: 360, after: 80 }, keepNext: true } },
					heading2: { run: { font: 'Georgia', size: 23, bold: true, color: '000000' }, paragraph: { spacing: { before: 200, after: 0 }, keepNext: true } }
				},
				paragraphStyles: [{ id: 'Subtitle', name: 'Subtitle', basedOn: 'Normal', next: 'Normal', run: { italics: true, size: 26, color: '4F81BD' }, paragraph: { spacing: { after: 160 } } }]
			},
			sections: [{ properties: { page: { size: paper, margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN } } }, children }]
		})
	);
}

/** @type {import('../person.mjs').DocxFamily} */
export const headingStyles = {
	id: 'docx-heading-styles',
	kind: 'docx',
	description: 'Word styles: Title name, Heading 1 sections, Heading 2 job titles with "Company, Place (month year – o momento)" in italics below; built-in bullets',
	languages: ['en', 'pt'],
	docx: render
};
