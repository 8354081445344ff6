import { describe, expect, it } from 'vitest';
import { readBasics } from './contact';
import { splitSections } from './sections';
import { normaliseText, splitLines } from './text';

function basics(text: string, lang: 'en' | 'pt' = 'en') {
	const all = splitLines(normaliseText(text));
	const { header, sections } = splitSections(all);
	const of = (kind: string) => sections.filter((section) => section.kind === kind).flatMap((section) => section.lines);
	const { used: _used, country: _country, nameLine: _nameLine, ...found } = readBasics({ header, contact: of('contact'), summary: of('summary'), all, lang });
	return found;
}

describe('readBasics', () => {
	it('takes a name found away from the header only when the e-mail or a profile link spells it', () => {
		const metrics = 'CONTACT\nanna@novoresume.com\n\nHIGHLIGHTS\n14+\nYears of Experience\n$252K+\nTax Savings Delivered\n\nEXPERIENCE\nSenior Accountant at Acme';
		expect(basics(metrics).name).toBeNull();
		const sidebarFirst = 'CONTACT\nmarina.lopes@example.com\n\nSKILLS\nCore Expertise\nBudget Planning\n\nPROFILE\nMarina Lopes\nFinancial Analyst';
		expect(basics(sidebarFirst).name).toBe('Marina Lopes');
	});

	it('reads a one-line contact block and the headline under the name', () => {
		expect(basics('DEREK HOLLIS, CPA\n\nDerek Hollis, CPA\nSenior Accountant\nChicago, IL | derek.hollis@example.com | (773) 555-0112\n\nPROFILE\nCPA with 9 years in public accounting.')).toEqual({
			name: 'Derek Hollis',
			email: 'derek.hollis@example.com',
			phone: '+1 773-555-0112',
			location: 'Chicago, IL, USA',
			links: [],
			headline: 'Senior Accountant',
			summary: 'CPA with 9 years in public accounting.'
		});
	});

	it('reads a "Contato" sidebar and a Brazilian address', () => {
		expect(
			basics(
				'Fernanda Rocha\nEnfermeira Assistencial – UTI | COREN-PE 654.321\n\nCONTATO\nRua das Flores, 123 – Boa Viagem, Recife – PE, 51000-000\n(81) 90000-0712\nfernanda@example.com\nlinkedin.com/in/fernanda-rocha',
				'pt'
			)
		).toMatchObject({
			name: 'Fernanda Rocha',
			phone: '+55 81 90000-0712',
			location: 'Recife, PE, Brasil',
			links: ['https://linkedin.com/in/fernanda-rocha'],
			headline: 'Enfermeira Assistencial – UTI'
		});
	});

	it('strips emoji from the headline and prefers a Brazilian mobile over a landline', () => {
		expect(basics('Juliana Martins\n✏️ Professora de Matemática\nBelo Horizonte – MG | (31) 3333-4444 | (31) 90000-0318', 'pt')).toMatchObject({
			headline: 'Professora de Matemática',
			phone: '+55 31 90000-0318',
			location: 'Belo Horizonte, MG, Brasil'
		});
	});

	it('finds the name and contact when a reader put a sidebar first', () => {
		expect(basics('SKILLS\nExcel\nTableau\n\nAisha Karimi\nData Analyst\nMinneapolis, MN\naisha@example.org\n+1 612-555-0150')).toMatchObject({
			name: 'Aisha Karimi',
			email: 'aisha@example.org',
			phone: '+1 612-555-0150',
			location: 'Minneapolis, MN, USA',
			headline: 'Data Analyst'
		});
	});

	it('takes an unheaded paragraph in the header as the summary', () => {
		expect(basics('Ana Lima\nTeacher\nana@example.com\nScience teacher with nine years in public schools, curriculum design and lab safety.\nEXPERIENCE\nTeacher — School').summary).toBe(
			'Science teacher with nine years in public schools, curriculum design and lab safety.'
		);
	});

	it('reads an obfuscated e-mail and a phone with dots', () => {
		expect(basics('Tyrone Bakker, BSN, RN, CEN\nEmergency Department Registered Nurse\nSaint Paul, MN · cell 651.555.0173 · tyrone.bakker [at] example [dot] org')).toMatchObject({
			name: 'Tyrone Bakker',
			email: 'tyrone.bakker@example.org',
			phone: '+1 651-555-0173',
			location: 'Saint Paul, MN, USA',
			headline: 'Emergency Department Registered Nurse'
		});
	});

	it('gives a Brazilian number without area code the code of the city, and skips CPF and civil status', () => {
		const found = basics('[foto 3x4]\nSônia Maria Ribeiro\nProfessora de Educação Infantil\nEstado civil: divorciada · CPF: 000.000.000-00\nRua das Acácias, 45 – Jardim Aurélia, Campinas – SP, 13000-000\nCelular/WhatsApp: 90000-0358 · E-mail: sonia@example.com', 'pt');
		expect(found).toMatchObject({ name: 'Sônia Maria Ribeiro', phone: '+55 19 90000-0358', location: 'Campinas, SP, Brasil', headline: 'Professora de Educação Infantil' });
	});

	it('finds a place among contact items joined by plain dashes', () => {
		expect(basics('RAFAEL MENEZES DA COSTA\nEnfermeiro Obstetra\n\nNiteroi/RJ - +55 (21) 9.0000-0412 - rafael@example.com', 'pt')).toMatchObject({
			location: 'Niteroi, RJ, Brasil',
			phone: '+55 21 90000-0412',
			email: 'rafael@example.com'
		});
	});
});


describe('readBasics, contact items between slashes', () => {
	it('reads the place in "City, State / phone / e-mail"', () => {
		expect(basics('MATEO RUIZ\nExecutive Sous Chef\nPortland, Maine / (207) 555-0108 / mateo@example.test')).toMatchObject({
			name: 'Mateo Ruiz',
			location: 'Portland, ME, USA',
			phone: '+1 207-555-0108',
			headline: 'Executive Sous Chef'
		});
	});

	it('keeps a registration number out of the headline', () => {
		expect(basics('Aline Santos\nPsicóloga Clínica — CRP 07/000412\nPorto Alegre, RS', 'pt').headline).toBe('Psicóloga Clínica');
	});
});

describe('readBasics in the layouts of templates and portals', () => {
	it('never takes the place of a school under the name for the person’s (Jake’s resume has none)', () => {
		expect(basics('Priya Natarajan\n(617) 555-0188 | priya@example.com\nEducation\nCommonwealth Institute of Technology Boston, MA\nB.S. in Computer Science Aug. 2016 – May 2020').location).toBeNull();
	});

	it('reads the place between the icons of a LaTeX header, and a phone with its country', () => {
		expect(basics('Tomás Lindqvist\n\uf041 London, United Kingdom   \uf095 +44 (0)7700 900321   \uf0e0 tomas@example.com')).toMatchObject({
			location: 'London, United Kingdom',
			phone: '+44 7700 900321',
			email: 'tomas@example.com'
		});
	});

	it('reads the place on a contact line whose separators a reader lost', () => {
		expect(basics('Tomás Lindqvist\nLondon, United Kingdom +44 7700 900321 tomas@example.com').location).toBe('London, United Kingdom');
	});

	it('reads a national number by the country of the address', () => {
		expect(basics('Inês Carvalho\n⌂ Rua das Amoreiras 40, 1250-020 Lisboa, Portugal\n✆ 912 000 345\n✉ ines@example.pt', 'pt')).toMatchObject({
			location: 'Lisboa, Portugal',
			phone: '+351 912 000 345'
		});
		expect(basics('Lucía Fernández Ortega\nMadrid, España · Móvil: 600 000 123 · lucia@example.es').phone).toBe('+34 600 000 123');
	});

	it('leaves a job portal’s years, pay and city out of the headline', () => {
		expect(basics('Kavya Raghunathan\nChartered Accountant | 7 yrs | Chennai\nChennai, Tamil Nadu\nkavya@example.com').headline).toBe('Chartered Accountant');
	});

	it('reads a name spaced out letter by letter whose gaps were lost, by the e-mail address', () => {
		expect(basics('T O M Á S L I N D Q V I S T\nData Analyst\ntomas.lindqvist@example.com').name).toBe('Tomás Lindqvist');
	});
});

describe('contact details in a footer', () => {
	it('takes the place written beside the e-mail or phone when the header gives none', () => {
		expect(basics('Brandon Bhatt\nPeople Analyst\n\nExperience\nAnalyst — Acme Corp\n2019 – 2021\n\nRaleigh, NC\n(919) 555-0161 • brandon@example.test').location).toBe('Raleigh, NC, USA');
	});
});
