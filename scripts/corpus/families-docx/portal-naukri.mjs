import { AlignmentType, BorderStyle, Document, Paragraph, TextRun, UnderlineType } from 'docx';
import { bullet, coreProperties, numberingConfig, pack, paperOf } from './kit.mjs';
import { DATE_STYLES, languageLine, roleDates, skillSurfaces } from './words.mjs';

/** @typedef {import('../person.mjs').CorpusPerson} CorpusPerson */

/**
 * An Indian job-portal résumé (Naukri style) saved as Word: "RESUME" on top, underlined headings,
 * "Key Skills", each job as "<Company> as <Title>" with "Jan 2019 to Present" below, education as
 * "<Degree> from <Institution> in <year>", languages as "Languages Known", a declaration at the end.
 */
const MARGIN = 1000;

const heading = (/** @type {string} */ text) =>
	new Paragraph({
		spacing: { before: 240, after: 80 },
		keepNext: true,
		border: { bottom: { style: BorderStyle.DOUBLE, size: 4, color: '000000', space: 1 } },
		children: [new TextRun({ text, bold: true, size: 22, underline: { type: UnderlineType.SINGLE } })]
	});
const plain = (/** @type {string} */ text, bold = false) => new Paragraph({ children: [new TextRun({ text, bold })] });

/** @param {CorpusPerson} person */
async function render(person) {
	const paper = paperOf(person);
	const style = DATE_STYLES.enTo;
	const children = [
		new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after: 160 }, children: [new TextRun({ text: 'RESUME', bold: true, size: 28, underline: { type: UnderlineType.SINGLE } })] }),
		new Paragraph({ children: [new TextRun({ text: person.name.toUpperCase(), bold: true, size: 26 })] }),
		plain(person.headline),
		new Paragraph({ children: [new TextRun({ text: 'Email: ', bold: true }), new TextRun(person.email)] }),
		new Paragraph({ children: [new TextRun({ text: 'Mobile: ', bold: true }), new TextRun(person.phone)] }),
		new Paragraph({ children: [new TextRun({ text: 'Current Location: ', bold: true }), new TextRun(person.location)] }),
		...person.links.map((link) => new Paragraph({ children: [new TextRun({ text: 'Profile: ', bold: true }), new TextRun(link)] })),
		heading('Profile Summary'),
		plain(person.summary),
		heading('Key Skills'),
		plain(skillSurfaces(person).join(', ')),
		heading('Work Experience')
	];
	for (const role of person.roles) {
		children.push(new Paragraph({ spacing: { before: 140 }, keepNext: true, children: [new TextRun({ text: role.company, bold: true }), new TextRun(' as '), new TextRun({ text: role.title, bold: true })] }));
		const dates = roleDates(role, style);
		if (dates) children.push(new Paragraph({ keepNext: true, children: [new TextRun({ text: dates, italics: true })] }));
		if (role.location) children.push(plain(`Location: ${role.location}`));
		if (role.bullets.length) {
			children.push(new Paragraph({ keepNext: true, children: [new TextRun({ text: 'Roles & Responsibilities:', bold: true })] }));
			for (const line of role.bullets) children.push(bullet(line));
		}
	}
	children.push(heading('Education'));
	for (const item of person.education) children.push(bullet(`${item.degree} from ${item.institution} in ${item.end}`));
	if (person.certifications.length) {
		children.push(heading('Certifications'));
		for (const item of person.certifications) children.push(bullet(item));
	}
	children.push(heading('Languages Known'), plain(person.languages.map((language) => languageLine(language)).join(', ')));
	children.push(
		heading('Declaration'),
		plain('I hereby declare that the information given above is true to the best of my knowledge.'),
		new Paragraph({ spacing: { before: 240 }, children: [new TextRun(`Place: ${person.location}`)] }),
		new Paragraph({ alignment: AlignmentType.RIGHT, children: [new TextRun({ text: `(${person.name})`, bold: true })] })
	);

	return pack(
		new Document({
			...coreProperties(person),
			styles: { default: { document: { run: { font: 'Times New Roman', size: 22 }, paragraph: { spacing: { after: 0 } } } } },
			numbering: numberingConfig('➢', 360),
			sections: [{ properties: { page: { size: paper, margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN } } }, children }]
		})
	);
}

/** @type {import('../person.mjs').DocxFamily} */
export const portalNaukri = {
	id: 'docx-portal-naukri',
	kind: 'docx',
	description: 'Indian job-portal export as Word (Naukri-like): "RESUME", Key Skills, "<Company> as <Title>" with "Jan 2019 to Present" below, a declaration',
	languages: ['en'],
	docx: render
};
