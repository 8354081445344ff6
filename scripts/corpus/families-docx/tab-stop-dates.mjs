import { AlignmentType, BorderStyle, Document, Paragraph, Tab, TabStopType, TextRun } from 'docx';
import { blank, bullet, coreProperties, numberingConfig, pack, paperOf } from './kit.mjs';
import { DATE_STYLES, LABELS, languageLine, roleDates, skillSurfaces } from './words.mjs';

/** @typedef {import('../person.mjs').CorpusPerson} CorpusPerson */

/**
 * The plain Word resume most people type themselves: centred name and contact line, bold capital
 * headings with a rule under them, and each job on one line, "Title — Company", with the dates
 * pushed to the right margin by a right-aligned tab stop; the place in italics on the next line.
 */
const MARGIN = 1000;

/** @param {CorpusPerson} person */
async function render(person) {
	const pt = person.language === 'pt';
	const paper = paperOf(person);
	const right = paper.width - 2 * MARGIN;
	const labels = pt
		? { ...LABELS.pt, summary: 'Perfil', skills: 'Habilidades' }
		: { ...LABELS.en, summary: 'Professional Summary', experience: 'Work Experience' };
	const style = pt ? DATE_STYLES.ptShort : DATE_STYLES.enShort;
	const tabbed = (/** @type {TextRun[]} */ left, /** @type {string} */ rightText, keepNext = true) =>
		new Paragraph({
			keepNext,
			tabStops: [{ type: TabStopType.RIGHT, position: right }],
			spacing: { before: 160 },
			children: [...left, ...(rightText ? [new TextRun({ children: [new Tab(), rightText] })] : [])]
		});
	const heading = (/** @type {string} */ text) =>
		new Paragraph({
			keepNext: true,
			spacing: { before: 280, after: 80 },
			border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: '333333', space: 1 } },
			children: [new TextRun({ text: text.toUpperCase(), bold: true, size: 23 })]
		});

	const contact = [person.email, person.phone, person.location, ...person.links].join('  |  ');
	const children = [
		new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: person.name, bold: true, size: 36 })] }),
		new Paragraph({ alignment: AlignmentType.CENTER, spacing: { before: 40 }, children: [new TextRun({ text: person.headline, size: 24 })] }),
		new Paragraph({ alignment: AlignmentType.CENTER, spacing: { before: 40 }, children: [new TextRun({ text: contact, size: 19 })] }),
		heading(labels.summary),
		new Paragraph({ children: [new TextRun(person.summary)] }),
		heading(labels.experience)
	];
	for (const role of person.roles) {
		children.push(tabbed([new TextRun({ text: role.title, bold: true }), new TextRun(` — ${role.company}`)], roleDates(role, style)));
		if (role.location) children.push(new Paragraph({ keepNext: true, children: [new TextRun({ text: role.location, italics: true, color: '555555' })] }));
		for (const line of role.bullets) children.push(bullet(line));
	}
	children.push(heading(labels.education));
	for (const item of person.education) {
		children.push(tabbed([new TextRun({ text: item.degree, bold: true }), new TextRun(` — ${item.institution}`)], item.end, false));
	}
	children.push(heading(labels.skills), new Paragraph({ children: [new TextRun(skillSurfaces(person).join(', '))] }));
	if (person.certifications.length) {
		children.push(heading(labels.certifications));
		for (const item of person.certifications) children.push(bullet(item));
	}
	children.push(heading(labels.languages), new Paragraph({ children: [new TextRun(person.languages.map((l) => languageLine(l, ' – ', '')).join('; '))] }), blank());

	return pack(
		new Document({
			...coreProperties(person),
			styles: { default: { document: { run: { font: 'Calibri', size: 21 }, paragraph: { spacing: { after: 0, line: 259 } } } } },
			numbering: numberingConfig('•', 280),
			sections: [{ properties: { page: { size: paper, margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN } } }, children }]
		})
	);
}

/** @type {import('../person.mjs').DocxFamily} */
export const tabStopDates = {
	id: 'docx-tab-stop-dates',
	kind: 'docx',
	description: 'Word, one column: "Title — Company" lines with the dates at the right margin after a right tab stop; ruled capital headings',
	languages: ['en', 'pt'],
	docx: render
};
