import { AlignmentType, BorderStyle, Document, Paragraph, Tab, Table, TableCell, TableLayoutType, TableRow, TabStopType, TextRun, VerticalAlign, WidthType } from 'docx';
import { bullet, coreProperties, numberingConfig, pack, paperOf, para } from './kit.mjs';
import { DATE_STYLES, LABELS, languageLine, roleDates, skillSurfaces } from './words.mjs';
import { choose } from '../reshape.mjs';

/** @typedef {import('../person.mjs').CorpusPerson} CorpusPerson */

/**
 * A Word résumé whose top is a table of one row and two cells (no borders but a rule under the
 * row): the name and headline in the left cell, the contact lines right-aligned in the right
 * cell. Below, ruled capital headings; each job is "Company | City" in bold, then the title in
 * italics with the dates pushed to the right margin by a right tab stop, then bullets.
 */
const MARGIN = 900;
const NONE = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };

/** @param {CorpusPerson} person */
async function render(person) {
	const pt = person.language === 'pt';
	const paper = paperOf(person);
	const width = paper.width - 2 * MARGIN;
	const labels = pt ? { ...LABELS.pt, summary: 'Perfil' } : { ...LABELS.en, summary: 'Profile', experience: 'Professional Experience' };
	const style = pt ? [DATE_STYLES.ptShortCap, DATE_STYLES.ptNumeric][choose(person, 1, 2)] : [DATE_STYLES.enShort, DATE_STYLES.enLong][choose(person, 1, 2)];
	const accent = ['1F3864', '385623', '7030A0'][choose(person, 2, 3)];
	const rightTab = [{ type: TabStopType.RIGHT, position: width }];
	const heading = (/** @type {string} */ text) =>
		para(text.toUpperCase(), { bold: true, size: 22, color: accent, characterSpacing: 30 }, { spacing: { before: 260, after: 100 }, keepNext: true, border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: accent, space: 1 } } });
	const leftWidth = Math.round(width * 0.58);

	const header = new Table({
		layout: TableLayoutType.FIXED,
		width: { size: width, type: WidthType.DXA },
		columnWidths: [leftWidth, width - leftWidth],
		borders: { top: NONE, left: NONE, right: NONE, insideHorizontal: NONE, insideVertical: NONE, bottom: { style: BorderStyle.SINGLE, size: 12, color: accent } },
		rows: [
			new TableRow({
				children: [
					new TableCell({
						width: { size: leftWidth, type: WidthType.DXA },
						verticalAlign: VerticalAlign.CENTER,
						margins: { bottom: 120 },
						children: [para(person.name, { bold: true, size: 40, color: accent }), para(person.headline, { size: 24, italics: true })]
					}),
					new TableCell({
						width: { size: width - leftWidth, type: WidthType.DXA },
						verticalAlign: VerticalAlign.CENTER,
						margins: { bottom: 120 },
						children: [person.phone, person.email, person.location, ...person.links].map((line) => para(line, { size: 18 }, { alignment: AlignmentType.RIGHT }))
					})
				]
			})
		]
	});

	const children = [header, heading(labels.summary), para(person.summary, {}, { alignment: AlignmentType.JUSTIFIED }), heading(labels.experience)];
	for (const role of person.roles) {
		children.push(para(role.location ? `${role.company} | ${role.location}` : role.company, { bold: true }, { spacing: { before: 160 }, keepNext: true }));
		const dates = roleDates(role, style);
		children.push(
			new Paragraph({
				tabStops: rightTab,
				keepNext: true,
				children: [new TextRun({ text: role.title, italics: true }), ...(dates ? [new TextRun({ children: [new Tab(), dates], size: 19 })] : [])]
			})
		);
		for (const line of role.bullets) children.push(bullet(line));
	}
	children.push(heading(labels.education));
	for (const e of person.education) {
		children.push(para(e.institution, { bold: true }, { spacing: { before: 100 }, keepNext: true }));
		children.push(new Paragraph({ tabStops: rightTab, children: [new TextRun({ text: e.degree, italics: true }), new TextRun({ children: [new Tab(), e.end], size: 19 })] }));
	}
	children.push(heading(labels.skills), para(skillSurfaces(person).join(' • ')));
	if (person.certifications.length) children.push(heading(labels.certifications), ...person.certifications.map((c) => bullet(c)));
	children.push(heading(labels.languages), para(person.languages.map((l) => languageLine(l)).join('; ')));

	return pack(
		new Document({
			...coreProperties(person),
			styles: { default: { document: { run: { font: 'Cambria', size: 21 }, paragraph: { spacing: { after: 20 } } } } },
			numbering: numberingConfig('•', 300),
			sections: [{ properties: { page: { size: paper, margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN } } }, children }]
		})
	);
}

/** @type {import('../person.mjs').DocxFamily} */
export const twoColHeaderTable = {
	id: 'docx-two-col-header-table',
	kind: 'docx',
	description: 'Word, the top a borderless two-cell table (name and headline left, contact right-aligned right); jobs as "Company | City" in bold, then the title in italics with the dates at a right tab stop',
	languages: ['en', 'pt'],
	docx: render
};
