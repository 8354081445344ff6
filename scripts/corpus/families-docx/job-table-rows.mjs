import { AlignmentType, BorderStyle, Document, Paragraph, ShadingType, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { bullet, coreProperties, numberingConfig, pack, paperOf, para } from './kit.mjs';
import { DATE_STYLES, LABELS, pick, roleDates, skillSurfaces } from './words.mjs';

/** @typedef {import('../person.mjs').CorpusPerson} CorpusPerson */

/**
 * A resume kept in Word tables: the experience is a grid with one row per job (Title | Company |
 * Dates) and, under it, a row spanning the three columns with the duties; education and languages
 * are small tables too, skills a grid of three per row. Thin grey grid lines.
 */
const LINE = { style: BorderStyle.SINGLE, size: 4, color: 'BFBFBF' };
const GRID = { top: LINE, bottom: LINE, left: LINE, right: LINE, insideHorizontal: LINE, insideVertical: LINE };
const MARGIN = 900;

/**
 * @param {string[]} texts
 * @param {number[]} widths
 * @param {boolean} [header]
 */
const row = (texts, widths, header = false) =>
	new TableRow({
		tableHeader: header,
		children: texts.map(
			(text, i) =>
				new TableCell({
					width: { size: widths[i], type: WidthType.DXA },
					margins: { top: 40, bottom: 40, left: 100, right: 100 },
					...(header ? { shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'D9E2F3' } } : {}),
					children: [new Paragraph({ alignment: i === texts.length - 1 && widths.length === 3 ? AlignmentType.RIGHT : AlignmentType.LEFT, children: [new TextRun({ text, bold: header || i === 0 })] })]
				})
		)
	});

/** @param {CorpusPerson} person */
async function render(person) {
	const pt = person.language === 'pt';
	const paper = paperOf(person);
	const width = paper.width - 2 * MARGIN;
	const three = [Math.round(width * 0.36), Math.round(width * 0.4), width - Math.round(width * 0.36) - Math.round(width * 0.4)];
	const two = [Math.round(width * 0.5), width - Math.round(width * 0.5)];
	const labels = pt ? { ...LABELS.pt, summary: 'Objetivo', skills: 'Conhecimentos' } : { ...LABELS.en, summary: 'Objective', experience: 'Employment History' };
	const head = pt ? ['Cargo', 'Empresa', 'Período'] : ['Position', 'Employer', 'Dates'];
	const style = pt ? [DATE_STYLES.ptShortCap, DATE_STYLES.ptNumeric][pick(person, 3, 2)] : [DATE_STYLES.enShort, DATE_STYLES.enNumeric][pick(person, 3, 2)];
	const heading = (/** @type {string} */ text) => para(text, { bold: true, size: 26, color: '2F5496' }, { spacing: { before: 300, after: 100 }, keepNext: true });

	const jobs = [row(head, three, true)];
	for (const role of person.roles) {
		jobs.push(row([role.title, role.location ? `${role.company} (${role.location})` : role.company, roleDates(role, style)], three));
		if (role.bullets.length) {
			jobs.push(new TableRow({ children: [new TableCell({ columnSpan: 3, margins: { top: 40, bottom: 80, left: 100, right: 100 }, width: { size: width, type: WidthType.DXA }, children: role.bullets.map((line) => bullet(line)) })] }));
		}
	}
	const skills = skillSurfaces(person);
	/** @type {TableRow[]} */
	const skillRows = [];
	for (let i = 0; i < skills.length; i += 3) {
		const cells = [skills[i], skills[i + 1] ?? '', skills[i + 2] ?? ''];
		skillRows.push(new TableRow({ children: cells.map((text, j) => new TableCell({ width: { size: three[j], type: WidthType.DXA }, margins: { left: 100, right: 100 }, children: [para(text)] })) }));
	}

	const children = [
		para(person.name, { bold: true, size: 40 }),
		para(person.headline, { size: 24, italics: true }),
		para(`${person.location} · ${person.phone} · ${person.email}`, {}, { spacing: { before: 80 } }),
		...person.links.map((link) => para(link)),
		heading(labels.summary),
		para(person.summary),
		heading(labels.experience),
		new Table({ width: { size: width, type: WidthType.DXA }, columnWidths: three, borders: GRID, rows: jobs }),
		heading(labels.education),
		new Table({
			width: { size: width, type: WidthType.DXA },
			columnWidths: three,
			borders: GRID,
			rows: [row(pt ? ['Curso', 'Instituição', 'Conclusão'] : ['Degree', 'School', 'Year'], three, true), ...person.education.map((item) => row([item.degree, item.institution, item.end], three))]
		}),
		heading(labels.skills),
		new Table({ width: { size: width, type: WidthType.DXA }, columnWidths: three, borders: GRID, rows: skillRows }),
		heading(labels.languages),
		new Table({
			width: { size: width, type: WidthType.DXA },
			columnWidths: two,
			borders: GRID,
			rows: [row(pt ? ['Idioma', 'Nível'] : ['Language', 'Level'], two, true), ...person.languages.map((language) => row([language.name, language.level], two))]
		})
	];
	if (person.certifications.length) children.push(heading(labels.certifications), ...person.certifications.map((item) => bullet(item)));
	children.push(new Paragraph({ children: [] }));

	return pack(
		new Document({
			...coreProperties(person),
			styles: { default: { document: { run: { font: 'Cambria', size: 21 }, paragraph: { spacing: { after: 0 } } } } },
			numbering: numberingConfig('–', 240),
			sections: [{ properties: { page: { size: paper, margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN } } }, children }]
		})
	);
}

/** @type {import('../person.mjs').DocxFamily} */
export const jobTableRows = {
	id: 'docx-job-table-rows',
	kind: 'docx',
	description: 'Word tables with grid lines: one row per job (Title | Company | Dates) and a spanning row of duties; education, skills, languages as tables',
	languages: ['en', 'pt'],
	docx: render
};
