import { describe, expect, it } from 'vitest';
import { ParsedResume } from './schema';
import { parseResume } from './index';

// Resumes written for these tests (invented people, reserved phone ranges), in the layouts and
// fields of work Rumo's users bring: a US ICU nurse, a Brazilian labour lawyer, a Brazilian maths
// teacher with form-like lines, and a developer's resume with decorated headings and a page break.
const NURSE = `MARIA LOPEZ, RN, BSN
Registered Nurse — Intensive Care 🩺
Houston, Texas • (713) 555-0199 • maria.lopez.rn@example.com • linkedin.com/in/maria-lopez-rn

PROFESSIONAL SUMMARY
Compassionate ICU nurse with 8 years of bedside experience in adult critical care. Skilled in ventilator management, patient assessment and family education; fluent in Spanish.

CLINICAL EXPERIENCE
Memorial Hermann Hospital — Houston, TX
Staff Nurse, Medical ICU
June 2019 to Present
• Care for 2–3 critically ill adults per shift: hemodynamic monitoring, titration of vasoactive drips, ventilator management.
• Charge nurse two shifts a week; precept new graduate nurses.
• Chart in Epic; lead the unit's sepsis bundle compliance audits.

St. Luke's Health — Houston, TX
Registered Nurse, Medical-Surgical Unit
Aug 2016 to May 2019
• Administered medications and IV therapy for 5–6 patients per shift.
• Wound care, discharge teaching and patient education.

Nursing Student Extern — Texas Children's Hospital
Summer 2015
• Shadowed pediatric nurses; vital signs and charting.

EDUCATION
Bachelor of Science in Nursing (BSN), University of Houston, 2016

LICENSES & CERTIFICATIONS
• Registered Nurse, Texas Board of Nursing — License #000000 (exp. 2027)
• BLS and ACLS — American Heart Association, 2024
• CCRN — AACN, 2021

LANGUAGES
English (native), Spanish (fluent)
`;

const LAWYER = `Dra. Ana Paula Ferreira
Advogada Trabalhista | OAB/SP 123.456
São Paulo/SP · (11) 98765-4321 · ana.ferreira@example.com.br

Resumo Profissional
Advogada com 10 anos de atuação em direito do trabalho, contencioso trabalhista estratégico e consultivo para empresas de médio e grande porte.

Experiência Profissional

Advogada Sênior – Mendes & Rocha Advogados Associados (jan. de 2019 – atual)
- Condução de carteira de 300 processos trabalhistas no TRT-2, com audiências e sustentações orais.
- Elaboração de pareceres jurídicos e due diligence trabalhista em operações de M&A.
- Uso diário do PJe e do e-SAJ.

Advogada Pleno – Costa Lima Sociedade de Advogados (mar/2016 a dez/2018)
- Elaboração de petições iniciais, contestações e recursos.
- Negociação de acordos e participação em audiências de conciliação.

Estagiária de Direito – Tribunal Regional do Trabalho da 2ª Região (2014 – 2015)
- Pesquisa de jurisprudência e minutas de despachos.

Formação Acadêmica
Bacharelado em Direito – Universidade Presbiteriana Mackenzie (2010 – 2014)
Pós-graduação em Direito e Processo do Trabalho – PUC-SP, 2016

Idiomas
Inglês – fluente; Espanhol – básico

Cursos e Certificações
Compliance Trabalhista – FGV (2020)
`;

const TEACHER = `CURRÍCULO

Juliana Martins dos Santos
Professora de Matemática – Ensino Fundamental II e Médio
Belo Horizonte – MG | (31) 3333-4444 | (31) 90000-0318 | juliana.martins@example.com

OBJETIVO
Atuar como professora de Matemática em escola particular.

EXPERIÊNCIA
Colégio Santo Antônio
Professora de Matemática
fev/2015 até o momento
Planejamento de aulas alinhado à BNCC para turmas do 8º e 9º ano.
Uso de Google Classroom e GeoGebra; avaliação diagnóstica e recuperação paralela.

Escola Estadual Afonso Pena
Professora de Matemática (contrato temporário)
mar/2012 a dez/2014
Aulas para o Ensino Médio; projetos de educação inclusiva.

Monitora de Cálculo I – UFMG
2010 – 2011

FORMAÇÃO ACADÊMICA
Licenciatura em Matemática
Universidade Federal de Minas Gerais – UFMG
2008 – 2011

Especialização em Educação Matemática – PUC Minas – 2013

HABILIDADES
Planejamento de aulas, Gestão de sala de aula, Google Classroom, GeoGebra, Excel, Educação inclusiva

IDIOMAS
Inglês intermediário
`;

const DEVELOPER = `🚀 Rafael Costa
Desenvolvedor Full Stack Pleno
rafael.costa@example.com | +55 (21) 9 0000-0455 | Rio de Janeiro, RJ | https://www.linkedin.com/in/rafaelcosta | github.com/rafaelcosta

— SOBRE MIM —
Desenvolvedor com 6 anos de experiência em aplicações web com React, Node.js e PostgreSQL.

— EXPERIÊNCIA PROFISSIONAL —
Desenvolvedor Full Stack Pleno | Jabuti Pagamentos S.A. | Rio de Janeiro – RJ | 08/2021 – Atual
▸ APIs REST em Node.js (NestJS) e front-end em React com TypeScript.
▸ Testes automatizados com Jest e Cypress; deploy na AWS com Docker.
Desenvolvedor Júnior | Capivara Sistemas Ltda. | Niterói – RJ | 02/2019 – 07/2021
▸ Manutenção de sistemas em PHP e MySQL; criação de relatórios.
Rafael Costa — Currículo                                              2/2
Estagiário de Desenvolvimento | Tucano Tech | Rio de Janeiro – RJ | 03/2018 – 01/2019
▸ Suporte ao time de desenvolvimento com JavaScript e HTML/CSS.

— F O R M A Ç Ã O —
Bacharelado em Ciência da Computação — Universidade Federal do Rio de Janeiro (UFRJ) — 2014 a 2018

— COMPETÊNCIAS —
React • Node.js • TypeScript • NestJS • PostgreSQL • MySQL • Docker • AWS • Jest • Cypress • Git • Scrum

— IDIOMAS —
Português: nativo | Inglês: avançado (C1)
`;

const asOf = '2026-11';

describe('parseResume', () => {
	it('reads a nurse\'s resume without a skills section', () => {
		const { profile, yearsExperience, language } = parseResume(NURSE, { asOf });
		expect(language).toBe('en');
		expect(profile.basics).toMatchObject({
			name: 'Maria Lopez',
			email: 'maria.lopez.rn@example.com',
			phone: '+1 713-555-0199',
			location: 'Houston, TX, USA',
			links: ['https://linkedin.com/in/maria-lopez-rn'],
			headline: 'Registered Nurse — Intensive Care'
		});
		expect(profile.experiences.map((job) => [job.title, job.company, job.start, job.current, job.internship])).toEqual([
			['Staff Nurse, Medical ICU', 'Memorial Hermann Hospital', '2019-06', true, false],
			['Registered Nurse, Medical-Surgical Unit', "St. Luke's Health", '2016-08', false, false],
			['Nursing Student Extern', "Texas Children's Hospital", '2015', false, true]
		]);
		expect(yearsExperience).toBe(10);
		expect(profile.education).toEqual([{ degree: 'Bachelor of Science in Nursing (BSN)', institution: 'University of Houston', start: null, end: '2016' }]);
		expect(profile.certifications.map((cert) => cert.name)).toEqual(['Registered Nurse, Texas Board of Nursing — License #000000', 'BLS', 'ACLS', 'CCRN']);
		expect(profile.languages).toEqual([
			{ name: 'English', level: 'Native' },
			{ name: 'Spanish', level: 'Fluent' }
		]);
		const skills = profile.skills.map((skill) => skill.name);
		expect(skills).toEqual(expect.arrayContaining(['Intensive care', 'Hemodynamic monitoring', 'Epic', 'IV therapy', 'Wound care']));
		expect(skills).not.toContain('RN license');
	});

	it("reads a Portuguese lawyer's resume with dates in brackets and an OAB registration", () => {
		const { profile, yearsExperience, language } = parseResume(LAWYER, { asOf });
		expect(language).toBe('pt');
		expect(profile.basics).toMatchObject({
			name: 'Ana Paula Ferreira',
			phone: '+55 11 98765-4321',
			location: 'São Paulo, SP, Brasil',
			headline: 'Advogada Trabalhista'
		});
		expect(profile.experiences.map((job) => [job.title, job.company, job.start, job.end, job.internship])).toEqual([
			['Advogada Sênior', 'Mendes & Rocha Advogados Associados', '2019-01', null, false],
			['Advogada Pleno', 'Costa Lima Sociedade de Advogados', '2016-03', '2018-12', false],
			['Estagiária de Direito', 'Tribunal Regional do Trabalho da 2ª Região', '2014', '2015', true]
		]);
		expect(yearsExperience).toBe(10);
		expect(profile.certifications.map((cert) => cert.name)).toEqual(['Compliance Trabalhista', 'OAB/SP 123.456']);
		expect(profile.skills.map((skill) => skill.name)).toEqual(
			expect.arrayContaining(['Labour law', 'Legal opinions', 'Due diligence', 'Electronic court systems', 'Legal writing'])
		);
		expect(profile.languages.map((language) => language.name)).toEqual(['English', 'Spanish', 'Portuguese']);
	});

	it("reads a Portuguese teacher's resume with the company above the title", () => {
		const { profile, yearsExperience } = parseResume(TEACHER, { asOf });
		expect(profile.basics.name).toBe('Juliana Martins dos Santos');
		expect(profile.experiences.map((job) => [job.title, job.company, job.start, job.current, job.internship])).toEqual([
			['Professora de Matemática', 'Colégio Santo Antônio', '2015-02', true, false],
			['Professora de Matemática (contrato temporário)', 'Escola Estadual Afonso Pena', '2012-03', false, false],
			['Monitora de Cálculo I', 'UFMG', '2010', false, true]
		]);
		expect(yearsExperience).toBe(14);
		expect(profile.experiences[0].skills).toEqual(['Lesson planning', 'BNCC', 'Google Classroom', 'GeoGebra', 'Assessment design', 'Tutoring']);
		expect(profile.education.map((item) => item.institution)).toEqual(['Universidade Federal de Minas Gerais', 'PUC Minas']);
	});

	it('reads decorated headings, one-line jobs and skips a page header in the middle', () => {
		const { profile, yearsExperience } = parseResume(DEVELOPER, { asOf });
		expect(profile.basics).toMatchObject({ name: 'Rafael Costa', phone: '+55 21 90000-0455', location: 'Rio de Janeiro, RJ, Brasil' });
		expect(profile.basics.links).toEqual(['https://www.linkedin.com/in/rafaelcosta', 'https://github.com/rafaelcosta']);
		expect(profile.experiences.map((job) => [job.title, job.company, job.start, job.bullets.length])).toEqual([
			['Desenvolvedor Full Stack Pleno', 'Jabuti Pagamentos S.A.', '2021-08', 2],
			['Desenvolvedor Júnior', 'Capivara Sistemas Ltda.', '2019-02', 1],
			['Estagiário de Desenvolvimento', 'Tucano Tech', '2018-03', 1]
		]);
		expect(yearsExperience).toBe(7);
		expect(profile.languages).toEqual([
			{ name: 'Portuguese', level: 'Native' },
			{ name: 'English', level: 'Advanced (C1)' }
		]);
	});

	it('drops a page header repeated in the middle of the jobs', () => {
		const text = 'Samuel Reyes — Backend Engineer\n\nSamuel Reyes\nBackend Engineer\nsam@example.com\n\nEXPERIENCE\nSenior Engineer — Tallgrass, Denver, CO\nJan 2020 – Present\n• Built APIs in Go and Kubernetes\nSamuel Reyes — Backend Engineer\nPage 2 of 2\nDeveloper — Copperleaf, Boulder, CO\nJun 2018 – Dec 2019\n• PHP and MySQL';
		const { profile } = parseResume(text, { asOf });
		expect(profile.experiences.map((job) => [job.title, job.company, job.start])).toEqual([
			['Senior Engineer', 'Tallgrass', '2020-01'],
			['Developer', 'Copperleaf', '2018-06']
		]);
		expect(profile.skills.map((skill) => skill.name)).not.toContain('Backend development');
	});

	it('reads a "Languages" section of programming languages as skills, not spoken languages', () => {
		const { profile } = parseResume('Ana Lima\nDeveloper\n\nLANGUAGES\nPython, Java, SQL\n\nEXPERIENCE\nDeveloper — Acme Inc.\n2020 – Present', { asOf });
		expect(profile.skills.map((skill) => skill.name)).toEqual(['Python', 'Java', 'SQL']);
		expect(profile.languages).toEqual([{ name: 'English', level: null }]);
	});

	it('returns what the schema promises, the same way every time', () => {
		for (const text of [NURSE, LAWYER, TEACHER, DEVELOPER, '', 'just a few words']) {
			const parsed = parseResume(text, { asOf });
			expect(ParsedResume.parse(parsed)).toEqual(parsed);
			expect(parseResume(text, { asOf })).toEqual(parsed);
		}
	});

	it('warns with low confidence when it cannot find the parts of a resume', () => {
		const parsed = parseResume('some notes about a meeting on tuesday', { asOf });
		expect(parsed.confidence).toBeLessThan(0.5);
		expect(parsed.warnings.every((warning) => warning.code === 'low_confidence')).toBe(true);
		expect(parsed.warnings.length).toBeGreaterThan(0);
	});


	it('reads jobs and degrees from a resume without any heading', () => {
		const text = 'Sônia Maria Ribeiro\nProfessora de Educação Infantil\nCampinas – SP · (19) 90000-0358 · sonia@example.com\n\nSou pedagoga e trabalho há 12 anos com alfabetização de crianças, com planejamento de aulas a partir da BNCC e jogos no Kahoot.\n\nProfessora polivalente do 2º ano – Escola Municipal Padre Anchieta, Campinas – SP\n2019 - hoje\nProjeto de leitura com contação de histórias.\n\nProfessora de Educação Infantil – Colégio Pequeno Príncipe, Valinhos – SP\n2014 - 2018\n\nLicenciatura em Pedagogia – Pontifícia Universidade Católica de Campinas – 2013\n\nInglês básico.';
		const { profile, yearsExperience } = parseResume(text, { asOf });
		expect(profile.experiences.map((job) => [job.title, job.company, job.start])).toEqual([
			['Professora polivalente do 2º ano', 'Escola Municipal Padre Anchieta', '2019'],
			['Professora de Educação Infantil', 'Colégio Pequeno Príncipe', '2014']
		]);
		expect(profile.education.map((item) => [item.degree, item.institution, item.end])).toEqual([['Licenciatura em Pedagogia', 'Pontifícia Universidade Católica de Campinas', '2013']]);
		expect(yearsExperience).toBe(12);
		expect(profile.skills.map((skill) => skill.name)).toEqual(expect.arrayContaining(['Literacy instruction', 'Lesson planning', 'BNCC', 'Kahoot', 'Storytelling']));
	});

	it('moves degrees filed under the experience heading to education, and keeps them out of the years', () => {
		const text = 'Ana Lima\nStructural Engineer\nana@example.com\n\nEXPERIENCE\nStructural Engineer — Cascadia Frame Engineers, Portland, OR\n2012 – Present\n• Seismic design.\nM.S. Civil Engineering (Structures) — Oregon State Polytechnic, 1992\nB.S. in Software Engineering — Front Range Polytechnic\n2006 – 2010';
		const { profile, yearsExperience } = parseResume(text, { asOf });
		expect(profile.experiences.map((job) => job.title)).toEqual(['Structural Engineer']);
		expect(profile.education.map((item) => item.institution)).toEqual(['Oregon State Polytechnic', 'Front Range Polytechnic']);
		expect(yearsExperience).toBe(14);
	});
});


describe('parseResume on a Spanish resume', () => {
	const spanish = [
		'Lucía Fernández Ortega',
		'Enfermera de Urgencias',
		'Madrid, España · Móvil: 600 000 123 · lucia@example.es',
		'',
		'EXPERIENCIA PROFESIONAL',
		'Enfermera de Urgencias – Hospital Universitario del Henares',
		'ene. 2020 – actualidad',
		'• Triaje con el sistema Manchester y administración de medicación',
		'',
		'FORMACIÓN ACADÉMICA',
		'Grado en Enfermería – Universidad Complutense de Madrid – 2017'
	].join('\n');

	it('says it is Spanish and reads contact details, dates and skills, with a warning that the rest is tuned for English and Portuguese', () => {
		const parsed = ParsedResume.parse(parseResume(spanish, { asOf: '2026-11' }));
		expect(parsed.language).toBe('es');
		expect(parsed.profile.basics).toMatchObject({ name: 'Lucía Fernández Ortega', phone: '+34 600 000 123', location: 'Madrid, España' });
		expect(parsed.profile.experiences[0]).toMatchObject({ title: 'Enfermera de Urgencias', company: 'Hospital Universitario del Henares', start: '2020-01', current: true });
		expect(parsed.profile.education[0]).toMatchObject({ degree: 'Grado en Enfermería', institution: 'Universidad Complutense de Madrid' });
		expect(parsed.profile.skills.map((skill) => skill.name)).toEqual(expect.arrayContaining(['Manchester Triage System', 'Medication administration']));
		expect(parsed.profile.languages.map((language) => language.name)).toContain('Spanish');
		expect(parsed.warnings).toContainEqual({
			code: 'language_partial',
			message: 'This resume is in Spanish; contact details, dates and skills are read, the rest of the analysis is tuned for English and Portuguese.'
		});
	});

	it('gives no such warning to an English or Portuguese resume', () => {
		expect(parseResume('Ana Lima\nNurse\nana@example.com\n\nEXPERIENCE\nNurse — Mercy Hospital\n2019 – Present\n• Wound care', { asOf: '2026-11' }).warnings.map((w) => w.code)).not.toContain('language_partial');
	});
});

describe('the headline of a resume with none under the name', () => {
	it('is the role an "Objetivo" section names on a short line of its own, and not the town', () => {
		const parsed = parseResume('Raimundo Correia da Silva\nJuiz de Fora – MG\nE-mail: raimundo@example.org\n\nObjetivo\nAnalista de Departamento Pessoal\n\nExperiência\nAnalista de DP – Lojas Queiroz\n2020 – atual', { asOf: '2026-11' });
		expect(parsed.profile.basics.headline).toBe('Analista de Departamento Pessoal');
		expect(parsed.profile.basics.location).toBe('Juiz de Fora, MG, Brasil');
	});

	it('is not a sentence of an objective', () => {
		const parsed = parseResume('Ana Lima\nana@example.com\n\nObjetivo\nAtuar como analista em uma empresa que valorize pessoas.\n\nExperiência\nAnalista – Loja X\n2020 – atual', { asOf: '2026-11' });
		expect(parsed.profile.basics.headline).toBeNull();
	});
});
