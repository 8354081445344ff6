import { AlignmentType, BorderStyle, Document, Paragraph, TextRun } from 'docx';
import { bullet, coreProperties, numberingConfig, pack, paperOf, para } from './kit.mjs';
import { DATE_STYLES, LABELS, languageLine, pick, roleDates, skillSurfaces, splitName } from './words.mjs';

/** @typedef {import('../person.mjs').CorpusPerson} CorpusPerson */

/**
 * A minimalist Word design: the name typed in capitals over two paragraphs (given names, then the
 * surname) with wide character spacing, a letter-spaced headline, thin-ruled letter-spaced section
 * titles, and each job's dates on a small spaced line above its title; contact in one line under
 * the name. Centred or left-aligned header depending on the person.
 */
const MARGIN = 1300;

/** @param {CorpusPerson} person */
async function render(person) {
	const pt = person.language === 'pt';
	const paper = paperOf(person);
	const labels = pt ? { ...LABELS.pt, summary: 'Perfil', experience: 'Experiência', education: 'Formação' } : { ...LABELS.en, summary: 'Profile' };
	const style = pt ? DATE_STYLES.ptShort : DATE_STYLES.enShort;
	const alignment = pick(person, 5, 2) === 0 ? AlignmentType.CENTER : AlignmentType.LEFT;
	const [given, surname] = splitName(person.name);
	const spaced = (/** @type {string} */ text, /** @type {import('docx').IRunOptions} */ run = {}, spacing = 60) => new TextRun({ ...run, text, characterSpacing: spacing });
	const heading = (/** @type {string} */ text) =>
		new Paragraph({
			spacing: { before: 360, after: 120 },
			keepNext: true,
			border: { bottom: { style: BorderStyle.SINGLE, size: 2, color: 'A6A6A6', space: 4 } },
			children: [spaced(text.toUpperCase(), { size: 19, bold: true, color: '404040' }, 80)]
		});

	const children = [
		new Paragraph({ alignment, children: [spaced(given.toUpperCase(), { size: 48, color: '262626' }, 120)] }),
		new Paragraph({ alignment, children: [spaced(surname.toUpperCase(), { size: 48, bold: true, color: '262626' }, 120)] }),
		new Paragraph({ alignment, spacing: { before: 120 }, children: [spaced(person.headline, { size: 20, allCaps: true, color: '595959' }, 50)] }),
		new Paragraph({ alignment, spacing: { before: 160 }, children: [new TextRun({ text: [person.phone, person.email, person.location, ...person.links].join('   •   '), size: 17 })] }),
		heading(labels.summary),
		para(person.summary),
		heading(labels.experience)
	];
	for (const role of person.roles) {
		const dates = roleDates(role, style);
		if (dates) children.push(new Paragraph({ spacing: { before: 200 }, keepNext: true, children: [spaced(dates, { size: 16, color: '7F7F7F', allCaps: true }, 40)] }));
		children.push(
			new Paragraph({
				spacing: { before: dates ? 0 : 200 },
				keepNext: true,
				children: [new TextRun({ text: role.title, bold: true }), new TextRun({ text: `, ${role.company}` }), ...(role.location ? [new TextRun({ text: ` (${role.location})`, color: '7F7F7F' })] : [])]
			})
		);
		for (const line of role.bullets) children.push(bullet(line));
	}
	children.push(heading(labels.education));
	for (const entry of person.education) children.push(para(`${entry.end}  ${entry.degree}, ${entry.institution}`, {}, { spacing: { after: 60 } }));
	children.push(heading(labels.skills), para(skillSurfaces(person).join(' / ')));
	if (person.certifications.length) children.push(heading(labels.certifications), ...person.certifications.map((entry) => para(entry)));
	children.push(heading(labels.languages), ...person.languages.map((language) => para(languageLine(language, ' — ', ''))));

	return pack(
		new Document({
			...coreProperties(person),
			styles: { default: { document: { run: { font: 'Garamond', size: 22 }, paragraph: { spacing: { after: 0, line: 276 } } } } },
			numbering: numberingConfig('—', 300),
			sections: [{ properties: { page: { size: paper, margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN } } }, children }]
		})
	);
}

/** @type {import('../person.mjs').DocxFamily} */
export const spacedCapsName = {
	id: 'docx-spaced-caps-name',
	kind: 'docx',
	description: 'Minimalist Word design: name typed in capitals over two letter-spaced paragraphs, spaced headings, small spaced date line above each job title',
	languages: ['en', 'pt'],
	docx: render
};
