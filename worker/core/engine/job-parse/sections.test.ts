import { describe, expect, it } from 'vitest';
import { headingKind, splitSections } from './sections';
import { splitLines } from './text';

describe('headingKind', () => {
	it.each([
		['Requirements', 'required'],
		['The job', 'responsibilities'],
		['What we are looking for', 'required'],
		["What you'll need:", 'required'],
		['Must have', 'required'],
		['## Qualifications', 'required'],
		['REQUISITOS:', 'required'],
		['Pré-requisitos', 'required'],
		['O que buscamos', 'required'],
		['Qualificações', 'required'],
		['Requisitos e qualificações', 'required'],
		['Nice to have', 'nice'],
		['Nice-to-haves', 'nice'],
		['Bonus points', 'nice'],
		['Preferred qualifications', 'nice'],
		['Diferenciais', 'nice'],
		['Desejável', 'nice'],
		['Requisitos desejáveis', 'nice'],
		['Será um diferencial', 'nice'],
		['**Plus**', 'nice'],
		['Responsibilities', 'responsibilities'],
		["What you'll do", 'responsibilities'],
		['Atribuições', 'responsibilities'],
		['Responsabilidades e atribuições', 'responsibilities'],
		['O que você vai fazer', 'responsibilities'],
		['About us', 'about'],
		['Sobre nós', 'about'],
		['Benefits', 'benefits'],
		['Benefícios', 'benefits'],
		['O que oferecemos', 'benefits'],
		['Descrição da vaga', 'description'],
		['About the role', 'description'],
		["What you'll own", 'responsibilities'],
		['O desafio', 'responsibilities'],
		['Sobre o escritório', 'about'],
		['About the firm', 'about']
	])('reads "%s" as %s', (heading, kind) => {
		expect(headingKind(heading)).toBe(kind);
	});

	it('reads "As <job>, you\'ll:" over a list as the duties', () => {
		expect(splitSections(splitLines("Title\n\nAs Payroll Lead, you'll:\n- Run payroll\n- Close the books")).sections[0].kind).toBe('responsibilities');
	});

	it('does not take a sentence for a heading', () => {
		expect(headingKind('We require a valid driving licence and experience with forklifts')).toBeNull();
	});
});

describe('splitSections', () => {
	const kinds = (text: string) => splitSections(splitLines(text)).sections.map((section) => [section.kind, section.lines.map((line) => line.text).filter(Boolean)]);

	it('keeps the lines before the first heading as the header', () => {
		const { header } = splitSections(splitLines('Data Analyst\nAcme — Boston, MA\n\nRequirements\n• SQL'));
		expect(header.map((line) => line.text)).toEqual(['Data Analyst', 'Acme — Boston, MA', '']);
	});

	it('opens a section on a label with its content on the same line', () => {
		expect(kinds('Title\n\nRequisitos: Excel, SAP. Nice to have: Power BI\nDiferenciais: Tableau')).toEqual([
			['required', ['Excel, SAP. Nice to have: Power BI']],
			['nice', ['Tableau']]
		]);
	});

	it('reads a heading run into its first item', () => {
		expect(kinds('Title\n\nNice to have Kafka, Kubernetes')).toEqual([['nice', ['Kafka, Kubernetes']]]);
	});

	it('closes the requirements at an unknown heading before a list, so perks are not read as skills', () => {
		expect(kinds('Title\n\nRequirements\n• SQL\n\nLife at Acme\n• Free Excel training')).toEqual([
			['required', ['• SQL']],
			['other', ['• Free Excel training']]
		]);
	});

	it('guesses a heading it does not know by its words', () => {
		expect(kinds('Title\n\nSkills & Experience:\n• SQL\n\nExtra credit:\n• dbt')).toEqual([
			['required', ['• SQL']],
			['nice', ['• dbt']]
		]);
	});

	it('keeps a group label inside the requirements and an item in capitals as an item', () => {
		expect(kinds('Title\n\nRequirements\nFrontend:\n• React\nUS GAAP\nCI/CD')).toEqual([['required', ['Frontend:', '• React', 'US GAAP', 'CI/CD']]]);
	});

	it('keeps groups named by a skill inside the requirements', () => {
		expect(kinds('Title\n\nRequirements\nBackend\n• Node.js\n\nFrontend\n• React\n\nLife at Acme\n• Free Excel course')).toEqual([
			['required', ['Backend', '• Node.js', 'Frontend', '• React']],
			['other', ['• Free Excel course']]
		]);
	});

	it('keeps a one-line benefits label inside the requirements to its own line', () => {
		expect(kinds('Title\n\nRequisitos\n• SQL\nBenefícios: VR, VA\n• Python')).toEqual([
			['required', ['• SQL']],
			['benefits', ['VR, VA']],
			['required', ['• Python']]
		]);
	});
});
