import { describe, expect, it } from 'vitest';
import { readHeading, splitSections } from './sections';
import { splitLines } from './text';

const kind = (line: string) => readHeading(line)?.kind ?? null;

describe('readHeading', () => {
	it('reads headings in English and Portuguese, with or without accents, in any case', () => {
		expect(kind('Professional Experience')).toBe('experience');
		expect(kind('EXPERIÊNCIA PROFISSIONAL')).toBe('experience');
		expect(kind('Experiencia profissional')).toBe('experience');
		expect(kind('Histórico Profissional')).toBe('experience');
		expect(kind('Formação Acadêmica')).toBe('education');
		expect(kind('Conhecimentos Técnicos')).toBe('skills');
		expect(kind('Cursos e Certificações')).toBe('certifications');
		expect(kind('Registros Profissionais')).toBe('certifications');
		expect(kind('Sobre mim')).toBe('summary');
		expect(kind('Idiomas')).toBe('languages');
	});

	it('ignores trailing colons, numbering and decoration', () => {
		expect(kind('SKILLS:')).toBe('skills');
		expect(kind('— EXPERIENCE —')).toBe('experience');
		expect(kind('■ Education')).toBe('education');
		expect(kind('02. Projects')).toBe('projects');
		expect(kind('E X P E R I E N C E')).toBe('experience');
		expect(kind('Licenses & Certifications')).toBe('certifications');
	});

	it('reads a heading of two words whose word gap letter spacing lost, in capitals only', () => {
		expect(kind('EMPLOYMENTHISTORY')).toBe('experience');
		expect(kind('EXPERIÊNCIAPROFISSIONAL')).toBe('experience');
		expect(kind('Employmenthistory')).toBeNull();
	});

	it('reads unknown wording when written like a heading', () => {
		expect(kind('RELEVANT NURSING EXPERIENCE')).toBe('experience');
		expect(kind('EXPERIÊNCIAS NA ÁREA DA SAÚDE')).toBe('experience');
		expect(kind('Technical Skills & Tools')).toBe('skills');
		expect(kind('SKILLS & INTERESTS')).toBe('skills');
	});

	it('does not take a job line or a company in capitals for a heading', () => {
		expect(kind('Education Coordinator — Lincoln School')).toBeNull();
		expect(kind('EDUCATION FIRST LTD')).toBeNull();
		expect(kind('Customer Experience Manager')).toBeNull();
		expect(kind('Senior Accountant, 2019 – 2021')).toBeNull();
	});

	it('reads a registration heading in the singular', () => {
		expect(readHeading('REGISTRO')).toMatchObject({ kind: 'certifications' });
		expect(readHeading('Registro no conselho')).toMatchObject({ kind: 'certifications' });
	});

	it('reads "Skills: Python, SQL" as a heading with content', () => {
		expect(readHeading('Skills: Python, SQL')).toMatchObject({ kind: 'skills', rest: 'Python, SQL' });
		expect(readHeading('Python: pandas, scikit-learn')).toBeNull();
	});
});

describe('splitSections', () => {
	it('keeps the lines before the first heading as the header block', () => {
		const { header, sections } = splitSections(splitLines('Ana Lima\nNurse\n\nEXPERIENCE\nNurse — Hospital\n\nSKILLS\nTriage'));
		expect(header.map((line) => line.text).filter(Boolean)).toEqual(['Ana Lima', 'Nurse']);
		expect(sections.map((section) => section.kind)).toEqual(['experience', 'skills']);
	});

	it('starts a skills section at "Skills: …" set apart below the degrees', () => {
		const { sections } = splitSections(splitLines('EDUCATION\nMBA — Uwharrie School of Business, 2020\n\nSkills: Excel, SQL'));
		expect(sections.map((section) => section.kind)).toEqual(['education', 'skills']);
	});

	it('marks internship sections as academic', () => {
		const { sections } = splitSections(splitLines('Estágios\nEstagiária — Banco X'));
		expect(sections[0]).toMatchObject({ kind: 'experience', academic: true });
	});

	it('keeps "Tools: …" lines inside a job as part of the job', () => {
		const { sections } = splitSections(splitLines('EXPERIENCE\nDeveloper — Acme\nTools: React, Node.js\nSKILLS\nGit'));
		expect(sections[0].lines.map((line) => line.text)).toEqual(['Developer — Acme', 'Tools: React, Node.js']);
	});

	it('reads a one-line "Languages:" inside a skills list and goes on with the list', () => {
		const { sections } = splitSections(splitLines('SKILLS\nExcel, SQL\nLanguages: English, Spanish\nTableau'));
		expect(sections.map((section) => [section.kind, section.lines.map((line) => line.text)])).toEqual([
			['skills', ['Excel, SQL']],
			['languages', ['English, Spanish']],
			['skills', ['Tableau']]
		]);
	});

	it('does not open a section at a lower-case sub-heading when the resume writes headings in capitals', () => {
		const { sections } = splitSections(
			splitLines('EXPERIENCE\nEngineer — Acme\n2019 – 2021\nKey projects:\n• Migration\nEDUCATION\nB.S. — State University')
		);
		expect(sections.map((section) => section.kind)).toEqual(['experience', 'education']);
	});

	it('keeps the main headings in title case beside a sidebar whose headings are in capitals', () => {
		const { sections } = splitSections(
			splitLines('Ana Lima\nCONTACT\nana@example.com\nEXPERTISE\nLesson design\nLANGUAGES\nEnglish\nProfile\nTeacher of ten years.\nExperience\nLead Teacher\nSt. Clare School\n2020 – 2024\nKey projects:\n- Science fair')
		);
		expect(sections.map((section) => section.kind)).toEqual(['contact', 'skills', 'languages', 'summary', 'experience']);
		expect(sections[4].lines.map((line) => line.text)).toContain('Key projects:');
	});

	it('reads headings set in a margin beside their first line, when the document does so throughout', () => {
		const { sections } = splitSections(
			splitLines('Ana Lima\nResumo | Profissional com dez anos na área contábil e foco em\nProfissional | fechamento mensal.\nExperiência | Analista Contábil, Prefeitura de Campo Alegre | 2019 – 2023\n- Fechamento mensal\nIdiomas | Inglês (avançado)')
		);
		expect(sections.map((section) => [section.kind, section.heading, section.lines.map((line) => line.text)])).toEqual([
			['summary', 'Resumo Profissional', ['Profissional com dez anos na área contábil e foco em', 'fechamento mensal.']],
			['experience', 'Experiência', ['Analista Contábil, Prefeitura de Campo Alegre | 2019 – 2023', '- Fechamento mensal']],
			['languages', 'Idiomas', ['Inglês (avançado)']]
		]);
		// Once only, a label and its value stay a row of the block they are in.
		const once = splitSections(splitLines('Ana Lima\nEXPERIÊNCIA\nAnalista | 2019 – 2023\nIdiomas | Inglês')).sections;
		expect(once.map((section) => section.kind)).toEqual(['experience']);
	});

	it('joins a heading wrapped in a narrow column, and nothing else', () => {
		const { sections } = splitSections(
			splitLines('INFORMAÇÃO PESSOAL\nAna Lima\nEXPERIÊNCIA\nPROFISSIONAL\n2019–2021 Analista\nEDUCAÇÃO E\nFORMAÇÃO\n2016 Bacharelado\nVÍNCULOS (2006–atual)\n2006 Auxiliar')
		);
		expect(sections.map((section) => [section.kind, section.heading, section.lines[0].text])).toEqual([
			['contact', 'INFORMAÇÃO PESSOAL', 'Ana Lima'],
			['experience', 'EXPERIÊNCIA PROFISSIONAL', '2019–2021 Analista'],
			['education', 'EDUCAÇÃO E FORMAÇÃO', '2016 Bacharelado'],
			['experience', 'VÍNCULOS', '2006 Auxiliar']
		]);
		// A heading above the first employer stays a heading; the employer stays content.
		const jobs = splitSections(splitLines('Experiência\nImobiliária Guimarães\nSecretária')).sections;
		expect(jobs.map((section) => [section.heading, section.lines[0].text])).toEqual([['Experiência', 'Imobiliária Guimarães']]);
	});
});

describe('headings added for the second hold-out round', () => {
	it('reads a list of tools under "Tech" and prose skills under "What I do well" or "Como trabalho"', () => {
		expect(kind('Tech')).toBe('skills');
		expect(kind('What I do well')).toBe('skills');
		expect(kind('Como trabalho')).toBe('skills');
	});

	it('does not read "Portfólio: site.test" as a projects section', () => {
		expect(readHeading('Portfólio: helenavasconcelos.test')).toBeNull();
	});

	it('starts a languages or certifications section after a blank line, even below a degree', () => {
		const { sections } = splitSections(splitLines('Formação\nGraduação em Psicologia — PUCRS, 2016\n\nIdiomas: Espanhol avançado, Inglês básico'));
		expect(sections.map((section) => section.kind)).toEqual(['education', 'languages']);
	});
});

describe('readHeading: Spanish resumes and job portals', () => {
	it('knows Spanish headings', () => {
		expect(readHeading('EXPERIENCIA PROFESIONAL')?.kind).toBe('experience');
		expect(readHeading('Experiencia laboral')?.kind).toBe('experience');
		expect(readHeading('FORMACIÓN ACADÉMICA')?.kind).toBe('education');
		expect(readHeading('Educación')?.kind).toBe('education');
		expect(readHeading('Habilidades técnicas')?.kind).toBe('skills');
		expect(readHeading('CERTIFICACIONES')?.kind).toBe('certifications');
		expect(readHeading('PERFIL PROFESIONAL')?.kind).toBe('summary');
	});

	it('reads a job portal’s headings: the profile summary and headline, and what the person wants next as no part of the profile', () => {
		expect(readHeading('Profile summary')?.kind).toBe('summary');
		expect(readHeading('Resume headline')?.kind).toBe('summary');
		expect(readHeading('Desired job profile')?.kind).toBe('other');
		expect(readHeading('Top Skills')?.kind).toBe('skills');
	});
});

describe('headings of academic CVs', () => {
	it('reads a heading decorated with the years it spans, and appointments, as experience', () => {
		expect(readHeading('PROFESSIONAL EXPERIENCE (1999–2025)')).toMatchObject({ kind: 'experience' });
		expect(readHeading('Experiência (2010 – atual)')).toMatchObject({ kind: 'experience' });
		expect(readHeading('APPOINTMENTS')).toMatchObject({ kind: 'experience' });
		expect(readHeading('Academic Appointments')).toMatchObject({ kind: 'experience' });
	});

	it('keeps grants, honours, talks and Lattes’s publications apart, so their dated lines are no jobs', () => {
		for (const heading of ['GRANTS', 'Honours and Awards', 'Invited Talks', 'Produção Bibliográfica', 'Participação em bancas'])
			expect(readHeading(heading)).toMatchObject({ kind: 'other' });
	});
});
