import { AlignmentType, Document, Paragraph, TextRun } from 'docx';
import { A4, blank, coreProperties, pack, para } from './kit.mjs';
import { DATE_STYLES, languageLine, roleDates } from './words.mjs';
import { addCertifications, assertNamesNoSkill, choose } from '../reshape.mjs';
import { civilStatus, coursesOf, streetAddress } from '../extras-pt.mjs';

/** @typedef {import('../person.mjs').CorpusPerson} CorpusPerson */

/**
 * A Word CV typed without styles, as many Brazilians still write one: everything in Normal with
 * direct formatting — the name centred in bold capitals, "Brasileira, casada, 34 anos", the street
 * address "Rua …, 123 – Bairro – Cidade/UF – CEP", phone and e-mail; bold capital headings
 * (OBJETIVO, FORMAÇÃO, EXPERIÊNCIA PROFISSIONAL, CURSOS …) separated by empty paragraphs; each job
 * as "Empresa (Cidade/UF) – Cargo" then "Período: 03/2019 a 05/2021" and duties typed with a hyphen
 * or as one "Atividades:" paragraph. CURSOS lists dated courses with their hours: certifications,
 * not jobs.
 */
const MARGIN = 1418; // 2.5 cm, Word's default in Brazil

/** @param {CorpusPerson} person */
async function render(person) {
	const courses = coursesOf(person);
	const own = [...person.certifications];
	addCertifications(person, courses.map((c) => c.certification));
	const status = civilStatus(person);
	const address = streetAddress(person);
	assertNamesNoSkill('docx-simple-word-pt', person, [status, address, ...courses.map((c) => `${c.name} – ${c.school} – ${c.year} (${c.hours} horas)`)]);

	const font = ['Arial', 'Times New Roman', 'Calibri'][choose(person, 1, 3)];
	const dashDuties = choose(person, 2, 2) === 0;
	const untilNow = [' a atual', ' até o momento', ' até a presente data'][choose(person, 3, 3)];
	const heading = (/** @type {string} */ text) => [blank(), para(text, { bold: true, underline: choose(person, 4, 2) === 0 ? {} : undefined }, { keepNext: true })];
	const labelled = (/** @type {string} */ label, /** @type {string} */ value) => new Paragraph({ children: [new TextRun({ text: `${label}: `, bold: true }), new TextRun(value)] });

	const children = [
		para(person.name.toUpperCase(), { bold: true, size: 32 }, { alignment: AlignmentType.CENTER }),
		blank(),
		para(status),
		para(address),
		labelled('Telefone', person.phone),
		labelled('E-mail', person.email),
		...person.links.map((link) => labelled(/linkedin/.test(link) ? 'LinkedIn' : 'Site', link)),
		...heading('OBJETIVO'),
		para(person.headline),
		...heading('PERFIL'),
		para(person.summary, {}, { alignment: AlignmentType.JUSTIFIED }),
		...heading('FORMAÇÃO'),
		...person.education.map((e) => para(`${e.degree} – ${e.institution} – Conclusão: ${e.end}`)),
		...heading('EXPERIÊNCIA PROFISSIONAL')
	];
	person.roles.forEach((role, i) => {
		if (i > 0) children.push(blank());
		const where = role.location ? ` (${role.location.replace(', ', '/')})` : '';
		children.push(new Paragraph({ keepNext: true, children: [new TextRun({ text: `${role.company}${where}`, bold: true }), new TextRun(` – ${role.title}`)] }));
		const dates = roleDates(role, DATE_STYLES.ptNumeric).replace(/ a atual$/, untilNow);
		if (dates) children.push(para(`Período: ${dates}`));
		if (!role.bullets.length) return;
		if (dashDuties) for (const line of role.bullets) children.push(para(`- ${line}`));
		else children.push(labelled('Atividades', role.bullets.join(' ')));
	});
	children.push(...heading('CURSOS'));
	for (const c of courses) children.push(para(`${c.name} – ${c.school} – ${c.year} (${c.hours} horas)`));
	for (const c of own) children.push(para(c));
	children.push(...heading('CONHECIMENTOS'), para(person.skills.map((s) => s.surface).join(', ') + '.'));
	children.push(...heading('IDIOMAS'), ...person.languages.map((l) => para(languageLine(l, ' – ', ''))));

	return pack(
		new Document({
			...coreProperties(person),
			styles: { default: { document: { run: { font, size: 24 }, paragraph: { spacing: { after: 0, line: 276 } } } } },
			sections: [{ properties: { page: { size: A4, margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN } } }, children }]
		})
	);
}

/** @type {import('../person.mjs').DocxFamily} */
export const simpleWordPt = {
	id: 'docx-simple-word-pt',
	kind: 'docx',
	description: 'Brazilian Word CV typed without styles: centred bold name, "Brasileira, casada, 34 anos", street address with CEP, OBJETIVO / FORMAÇÃO / EXPERIÊNCIA PROFISSIONAL with "Empresa (Cidade/UF) – Cargo" and "Período: 03/2019 a 05/2021", CURSOS with dated courses (not jobs)',
	languages: ['pt'],
	docx: render
};
