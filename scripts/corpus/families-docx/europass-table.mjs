import { AlignmentType, BorderStyle, Document, Paragraph, Table, TableCell, TableLayoutType, TableRow, TextRun, WidthType } from 'docx';
import { coreProperties, pack, paperOf, para } from './kit.mjs';
import { DATE_STYLES, isNative, languageLine, roleDates, skillSurfaces } from './words.mjs';

/** @typedef {import('../person.mjs').CorpusPerson} CorpusPerson */

/**
 * The old Europass CV form retyped in Word: a two-column borderless table, small right-aligned
 * labels in the left column ("Dates", "Occupation or position held") and the values on the right,
 * a vertical rule between them; one label/value row per item, the sections as bold left labels.
 */
const NONE = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const RULE = { style: BorderStyle.SINGLE, size: 4, color: '808080' };
const MARGIN = 850;

const WORDS = {
	en: {
		title: 'Curriculum Vitae',
		personal: 'Personal information',
		name: 'Name',
		address: 'Address',
		phone: 'Telephone',
		email: 'E-mail',
		web: 'Website',
		desired: 'Desired employment / Occupational field',
		profile: 'Profile',
		work: 'Work experience',
		dates: 'Dates',
		position: 'Occupation or position held',
		activities: 'Main activities and responsibilities',
		employer: 'Name and address of employer',
		education: 'Education and training',
		qualification: 'Title of qualification awarded',
		organisation: 'Name of organisation providing education',
		personalSkills: 'Personal skills and competences',
		mother: 'Mother tongue(s)',
		other: 'Other language(s)',
		job: 'Job-related skills',
		certificates: 'Certificates'
	},
	pt: {
		title: 'Curriculum Vitae',
		personal: 'Informação pessoal',
		name: 'Nome',
		address: 'Endereço',
		phone: 'Telefone',
		email: 'E-mail',
		web: 'Página pessoal',
		desired: 'Emprego pretendido / Área de atividade',
		profile: 'Perfil',
		work: 'Experiência profissional',
		dates: 'Datas',
		position: 'Função ou cargo ocupado',
		activities: 'Principais atividades e responsabilidades',
		employer: 'Nome e endereço do empregador',
		education: 'Educação e formação',
		qualification: 'Designação da qualificação atribuída',
		organisation: 'Nome da organização de ensino',
		personalSkills: 'Aptidões e competências pessoais',
		mother: 'Língua(s) materna(s)',
		other: 'Outra(s) língua(s)',
		job: 'Competências técnicas',
		certificates: 'Certificados'
	}
};

/** @param {CorpusPerson} person */
async function render(person) {
	const words = WORDS[person.language];
	const paper = paperOf(person);
	const width = paper.width - 2 * MARGIN;
	const left = Math.round(width * 0.31);
	const style = person.language === 'pt' ? DATE_STYLES.ptPresente : { ...DATE_STYLES.enNumeric, separator: ' – ', present: 'present' };

	/**
	 * @param {string} label
	 * @param {Paragraph[]} values
	 * @param {boolean} [section]
	 */
	const row = (label, values, section = false) =>
		new TableRow({
			cantSplit: values.length < 4,
			children: [
				new TableCell({
					width: { size: left, type: WidthType.DXA },
					margins: { top: section ? 200 : 30, bottom: 30, right: 160 },
					borders: { top: NONE, bottom: NONE, left: NONE, right: RULE },
					children: [new Paragraph({ alignment: AlignmentType.RIGHT, children: [new TextRun({ text: label, bold: section, size: section ? 22 : 17 })] })]
				}),
				new TableCell({
					width: { size: width - left, type: WidthType.DXA },
					margins: { top: section ? 200 : 30, bottom: 30, left: 200 },
					borders: { top: NONE, bottom: NONE, left: RULE, right: NONE },
					children: values.length ? values : [new Paragraph({ children: [] })]
				})
			]
		});
	const value = (/** @type {string} */ text, bold = false) => para(text, { bold });
	const gap = () => row('', []);

	const rows = [
		row(words.personal, [], true),
		row(words.name, [value(person.name, true)]),
		row(words.address, [value(person.location)]),
		row(words.phone, [value(person.phone)]),
		row(words.email, [value(person.email)])
	];
	if (person.links.length) rows.push(row(words.web, person.links.map((link) => value(link))));
	rows.push(gap(), row(words.desired, [value(person.headline, true)]), row(words.profile, [value(person.summary)]), row(words.work, [], true));
	for (const role of person.roles) {
		const dates = roleDates(role, style);
		if (dates) rows.push(row(words.dates, [value(dates)]));
		rows.push(row(words.position, [value(role.title, true)]));
		if (role.bullets.length) rows.push(row(words.activities, role.bullets.map((line) => value(line))));
		rows.push(row(words.employer, [value(role.location ? `${role.company}, ${role.location}` : role.company)]), gap());
	}
	rows.push(row(words.education, [], true));
	for (const item of person.education) {
		rows.push(row(words.dates, [value(item.end)]), row(words.qualification, [value(item.degree, true)]), row(words.organisation, [value(item.institution)]), gap());
	}
	rows.push(row(words.personalSkills, [], true));
	const natives = person.languages.filter((language) => isNative(language.level));
	const others = person.languages.filter((language) => !isNative(language.level));
	if (natives.length) rows.push(row(words.mother, [value(natives.map((language) => language.name).join(', '))]));
	if (others.length) rows.push(row(words.other, others.map((language) => value(languageLine(language, ' — ', '')))));
	rows.push(row(words.job, [value(skillSurfaces(person).join('; '))]));
	if (person.certifications.length) rows.push(row(words.certificates, person.certifications.map((item) => value(item))));

	return pack(
		new Document({
			...coreProperties(person),
			styles: { default: { document: { run: { font: 'Arial Narrow', size: 20 }, paragraph: { spacing: { after: 0 } } } } },
			sections: [
				{
					properties: { page: { size: paper, margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN } } },
					children: [
						para(words.title, { bold: true, size: 32, characterSpacing: 30 }, { alignment: AlignmentType.LEFT, spacing: { after: 200 } }),
						new Table({
							layout: TableLayoutType.FIXED,
							width: { size: width, type: WidthType.DXA },
							columnWidths: [left, width - left],
							borders: { top: NONE, bottom: NONE, left: NONE, right: NONE, insideHorizontal: NONE, insideVertical: RULE },
							rows
						}),
						new Paragraph({ children: [] })
					]
				}
			]
		})
	);
}

/** @type {import('../person.mjs').DocxFamily} */
export const europassTable = {
	id: 'docx-europass-table',
	kind: 'docx',
	description: 'Europass-like form in a two-column Word table: right-aligned labels (Dates, Occupation or position held, Name and address of employer) left of the values',
	languages: ['en', 'pt'],
	docx: render
};
