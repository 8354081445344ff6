import { BorderStyle, Document, Paragraph, ShadingType, Table, TableCell, TableLayoutType, TableRow, TextRun, VerticalAlign, WidthType } from 'docx';
import { bullet, coreProperties, numberingConfig, pack, paperOf, para } from './kit.mjs';
import { DATE_STYLES, LABELS, languageLine, pick, roleDates, skillSurfaces } from './words.mjs';

/** @typedef {import('../person.mjs').CorpusPerson} CorpusPerson */

/**
 * The "modern" Word template people build by hand: one borderless table row of two cells, a
 * shaded sidebar (contact, skills, languages, certifications) beside the main column (name,
 * profile, experience, education). The sidebar is on the left or, for some people, the right.
 */
const NONE = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const NO_BORDERS = { top: NONE, bottom: NONE, left: NONE, right: NONE, insideHorizontal: NONE, insideVertical: NONE };
const MARGIN = 720;

/** @param {CorpusPerson} person */
async function render(person) {
	const pt = person.language === 'pt';
	const paper = paperOf(person);
	const width = paper.width - 2 * MARGIN;
	const sideWidth = Math.round(width * 0.32);
	const labels = pt ? { ...LABELS.pt, summary: 'Sobre mim', skills: 'Habilidades' } : { ...LABELS.en, summary: 'Profile' };
	const style = pt ? DATE_STYLES.ptNumeric : DATE_STYLES.enNumeric;
	const accent = ['1F4E79', '7B2C3B', '2E5E4E'][pick(person, 1, 3)];
	const sideHeading = (/** @type {string} */ text) => para(text.toUpperCase(), { bold: true, color: accent, size: 20, characterSpacing: 20 }, { spacing: { before: 240, after: 60 } });
	const mainHeading = (/** @type {string} */ text) =>
		para(text.toUpperCase(), { bold: true, color: accent, size: 24 }, { spacing: { before: 280, after: 80 }, border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: accent, space: 2 } } });

	const side = [
		sideHeading(labels.contact),
		para(person.email, { size: 19 }),
		para(person.phone, { size: 19 }),
		para(person.location, { size: 19 }),
		...person.links.map((link) => para(link, { size: 19 })),
		sideHeading(labels.skills),
		...skillSurfaces(person).map((skill) => para(skill, { size: 19 }, { spacing: { after: 40 } })),
		sideHeading(labels.languages),
		...person.languages.map((language) => para(languageLine(language, ' — ', ''), { size: 19 }))
	];
	if (person.certifications.length) side.push(sideHeading(labels.certifications), ...person.certifications.map((item) => para(item, { size: 19 }, { spacing: { after: 40 } })));

	const main = [
		para(person.name, { bold: true, size: 44, color: accent }),
		para(person.headline, { size: 24, color: '444444' }, { spacing: { after: 120 } }),
		mainHeading(labels.summary),
		para(person.summary),
		mainHeading(labels.experience)
	];
	for (const role of person.roles) {
		main.push(para(role.title, { bold: true, size: 22 }, { spacing: { before: 160 }, keepNext: true }));
		main.push(para(role.location ? `${role.company} | ${role.location}` : role.company, { italics: true }, { keepNext: true }));
		const dates = roleDates(role, style);
		if (dates) main.push(para(dates, { size: 18, color: '666666' }, { keepNext: true }));
		for (const line of role.bullets) main.push(bullet(line));
	}
	main.push(mainHeading(labels.education));
	for (const item of person.education) {
		main.push(para(item.degree, { bold: true }, { spacing: { before: 80 } }), para(`${item.institution}, ${item.end}`));
	}

	const sideCell = new TableCell({
		width: { size: sideWidth, type: WidthType.DXA },
		shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'EDEFF2' },
		margins: { top: 200, bottom: 200, left: 200, right: 200 },
		verticalAlign: VerticalAlign.TOP,
		children: side
	});
	const mainCell = new TableCell({ width: { size: width - sideWidth, type: WidthType.DXA }, margins: { top: 100, left: 300, right: 200 }, children: main });
	const sidebarRight = pick(person, 2, 4) === 0;
	const table = new Table({
		layout: TableLayoutType.FIXED,
		width: { size: width, type: WidthType.DXA },
		columnWidths: sidebarRight ? [width - sideWidth, sideWidth] : [sideWidth, width - sideWidth],
		borders: NO_BORDERS,
		rows: [new TableRow({ children: sidebarRight ? [mainCell, sideCell] : [sideCell, mainCell] })]
	});

	return pack(
		new Document({
			...coreProperties(person),
			styles: { default: { document: { run: { font: 'Arial', size: 20 }, paragraph: { spacing: { after: 0 } } } } },
			numbering: numberingConfig('▪', 260),
			sections: [{ properties: { page: { size: paper, margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN } } }, children: [table, new Paragraph({ children: [] })] }]
		})
	);
}

/** @type {import('../person.mjs').DocxFamily} */
export const sidebarTable = {
	id: 'docx-sidebar-table',
	kind: 'docx',
	description: 'Word, a borderless two-cell table: shaded sidebar (contact, skills, languages) beside the main column; dates on their own line',
	languages: ['en', 'pt'],
	docx: render
};
