import { AlignmentType, BorderStyle, Document, Footer, FrameAnchorType, FrameWrap, Header, PageNumber, Paragraph, ShadingType, Tab, TabStopType, Textbox, TextRun } from 'docx';
import { bullet, coreProperties, numberingConfig, pack, paperOf, para } from './kit.mjs';
import { DATE_STYLES, LABELS, languageLine, roleDates, skillSurfaces } from './words.mjs';

/** @typedef {import('../person.mjs').CorpusPerson} CorpusPerson */

/**
 * A designed Word résumé built with floating objects: the name and headline in a shaded text frame
 * at the top left, the contact details in a text box (VML shape) at the top right, the name again
 * in the page header and the e-mail and phone in the footer (with "Page N"). Everything a reader
 * needs is also in the body: the frame and the text box are part of the main document.
 */
const MARGIN = 1000;

/** Twips as the inches a VML shape's style takes. */
const inches = (/** @type {number} */ twips) => /** @type {`${number}in`} */ (`${Number((twips / 1440).toFixed(2))}in`);

/** @param {CorpusPerson} person */
async function render(person) {
	const pt = person.language === 'pt';
	const paper = paperOf(person);
	const width = paper.width - 2 * MARGIN;
	const labels = pt ? { ...LABELS.pt, summary: 'Apresentação', skills: 'Principais Competências' } : { ...LABELS.en, summary: 'About Me', experience: 'Relevant Experience' };
	const style = pt ? DATE_STYLES.ptShortCap : DATE_STYLES.enShort;
	const frameWidth = Math.round(width * 0.58);
	const frame = {
		type: /** @type {const} */ ('absolute'),
		position: { x: 0, y: 0 },
		width: frameWidth,
		wrap: FrameWrap.NOT_BESIDE,
		anchor: { horizontal: FrameAnchorType.MARGIN, vertical: FrameAnchorType.MARGIN },
		space: { horizontal: 0, vertical: 200 }
	};
	const framed = (/** @type {string} */ text, /** @type {import('docx').IRunOptions} */ run) =>
		new Paragraph({ frame, shading: { type: ShadingType.CLEAR, color: 'auto', fill: '2B3A4A' }, children: [new TextRun({ ...run, text, color: 'FFFFFF' })] });
	const heading = (/** @type {string} */ text) =>
		para(text, { bold: true, size: 24, color: '2B3A4A' }, { spacing: { before: 280, after: 80 }, keepNext: true, border: { left: { style: BorderStyle.THICK, size: 24, color: 'C0504D', space: 6 } } });

	const contactBox = new Textbox({
		alignment: AlignmentType.LEFT,
		style: {
			position: 'absolute',
			positionHorizontalRelative: 'margin',
			positionVerticalRelative: 'margin',
			left: inches(frameWidth + 300),
			top: inches(0),
			width: inches(width - frameWidth - 300),
			height: inches(1440 * (0.28 * (3 + person.links.length) + 0.2)),
			wrapStyle: 'square'
		},
		children: [person.email, person.phone, person.location, ...person.links].map((line) => para(line, { size: 18 }, { alignment: AlignmentType.RIGHT }))
	});

	const children = [
		framed(person.name, { bold: true, size: 40 }),
		framed(person.headline, { size: 22 }),
		contactBox,
		heading(labels.summary),
		para(person.summary),
		heading(labels.experience)
	];
	for (const role of person.roles) {
		const dates = roleDates(role, style);
		children.push(para(role.location ? `${role.company} — ${role.location}` : role.company, { bold: true, smallCaps: true }, { spacing: { before: 160 }, keepNext: true }));
		children.push(new Paragraph({ keepNext: true, children: [new TextRun({ text: role.title, italics: true }), ...(dates ? [new TextRun({ text: ` · ${dates}`, color: '7F7F7F' })] : [])] }));
		for (const line of role.bullets) children.push(bullet(line));
	}
	children.push(heading(labels.education), ...person.education.map((entry) => para(`${entry.degree}, ${entry.institution} — ${entry.end}`)));
	children.push(heading(labels.skills), para(skillSurfaces(person).join(' · ')));
	if (person.certifications.length) children.push(heading(labels.certifications), ...person.certifications.map((entry) => bullet(entry)));
	children.push(heading(labels.languages), para(person.languages.map((language) => languageLine(language)).join(' · ')));

	const header = new Header({
		children: [
			new Paragraph({
				tabStops: [{ type: TabStopType.RIGHT, position: width }],
				children: [new TextRun({ text: person.name, bold: true, size: 16, color: '7F7F7F' }), new TextRun({ children: [new Tab(), person.headline], size: 16, color: '7F7F7F' })]
			})
		]
	});
	const footer = new Footer({
		children: [
			new Paragraph({
				tabStops: [{ type: TabStopType.RIGHT, position: width }],
				children: [
					new TextRun({ text: `${person.email} | ${person.phone}`, size: 16, color: '7F7F7F' }),
					new TextRun({ children: [new Tab(), pt ? 'Página ' : 'Page ', PageNumber.CURRENT], size: 16, color: '7F7F7F' })
				]
			})
		]
	});

	return pack(
		new Document({
			...coreProperties(person),
			styles: { default: { document: { run: { font: 'Segoe UI', size: 20 }, paragraph: { spacing: { after: 40 } } } } },
			numbering: numberingConfig('■', 280),
			sections: [
				{
					properties: { page: { size: paper, margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN, header: 500, footer: 500 } } },
					headers: { default: header },
					footers: { default: footer },
					children
				}
			]
		})
	);
}

/** @type {import('../person.mjs').DocxFamily} */
export const textboxFrames = {
	id: 'docx-textbox-frames',
	kind: 'docx',
	description: 'Word floating objects: name in a shaded text frame, contact in a VML text box at the top right; name/headline repeated in the page header, e-mail/phone in the footer',
	languages: ['en', 'pt'],
	docx: render
};
