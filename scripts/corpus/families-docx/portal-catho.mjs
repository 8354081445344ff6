import { BorderStyle, Document, Paragraph, ShadingType, TextRun } from 'docx';
import { coreProperties, pack, paperOf } from './kit.mjs';
import { DATE_STYLES, languageLine, roleDates, skillSurfaces } from './words.mjs';

/** @typedef {import('../person.mjs').CorpusPerson} CorpusPerson */

/**
 * A Brazilian job-portal résumé exported as Word (Catho / InfoJobs style): grey section bars and
 * "Label: value" lines — "Empresa:", "Cargo:", "Período: 03/2019 até o momento", "Atividades:" with
 * the duties run together after it; personal data first, courses and languages at the end.
 */
const MARGIN = 850;

/**
 * @param {string} label
 * @param {string} value
 */
const field = (label, value) => new Paragraph({ spacing: { after: 20 }, children: [new TextRun({ text: `${label}: `, bold: true }), new TextRun(value)] });

const bar = (/** @type {string} */ text) =>
	new Paragraph({
		spacing: { before: 260, after: 100 },
		shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'D9D9D9' },
		border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: '7F7F7F', space: 1 } },
		children: [new TextRun({ text, bold: true, size: 22 })]
	});

/** @param {CorpusPerson} person */
async function render(person) {
	const paper = paperOf(person);
	const style = DATE_STYLES.ptPortal;
	const children = [
		new Paragraph({ children: [new TextRun({ text: person.name, bold: true, size: 32 })] }),
		new Paragraph({ spacing: { after: 120 }, children: [new TextRun({ text: 'Currículo atualizado pelo candidato', size: 16, color: '808080' })] }),
		bar('Dados Pessoais'),
		field('E-mail', person.email),
		field('Celular', person.phone),
		field('Cidade', person.location)
	];
	person.links.forEach((link, i) => children.push(field(i === 0 && /linkedin/i.test(link) ? 'LinkedIn' : 'Site', link)));
	children.push(bar('Objetivo Profissional'), field('Cargo pretendido', person.headline), bar('Resumo de Qualificações'), new Paragraph({ children: [new TextRun(person.summary)] }));
	children.push(bar('Experiência Profissional'));
	person.roles.forEach((role, i) => {
		if (i > 0) children.push(new Paragraph({ children: [] }));
		children.push(field('Empresa', role.company), field('Cargo', role.title));
		const dates = roleDates(role, style);
		if (dates) children.push(field('Período', dates));
		if (role.location) children.push(field('Local', role.location));
		if (role.bullets.length) children.push(field('Atividades', role.bullets.join(' ')));
	});
	children.push(bar('Formação Acadêmica'));
	person.education.forEach((item, i) => {
		if (i > 0) children.push(new Paragraph({ children: [] }));
		children.push(field('Curso', item.degree), field('Instituição', item.institution), field('Conclusão', item.end));
	});
	children.push(bar('Idiomas'), ...person.languages.map((language) => new Paragraph({ children: [new TextRun(languageLine(language, ' - ', ''))] })));
	children.push(bar('Conhecimentos e Habilidades'), new Paragraph({ children: [new TextRun(skillSurfaces(person).join(', '))] }));
	if (person.certifications.length) children.push(bar('Cursos e Certificações'), ...person.certifications.map((item) => new Paragraph({ children: [new TextRun(item)] })));

	return pack(
		new Document({
			...coreProperties(person),
			styles: { default: { document: { run: { font: 'Verdana', size: 18 }, paragraph: { spacing: { after: 0 } } } } },
			sections: [{ properties: { page: { size: paper, margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN } } }, children }]
		})
	);
}

/** @type {import('../person.mjs').DocxFamily} */
export const portalCatho = {
	id: 'docx-portal-catho',
	kind: 'docx',
	description: 'Brazilian job-portal export as Word (Catho/InfoJobs-like): grey bars, "Empresa: / Cargo: / Período: 03/2019 até o momento / Atividades:" fields',
	languages: ['pt'],
	docx: render
};
