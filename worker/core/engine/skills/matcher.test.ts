import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isShortenedName } from './hit-shape';
import { findSkills, namedSkills, skillsIn } from './matcher';
import { FIXTURES_URL } from '../../../../tests/fixtures/paths.mjs';

const names = (text: string) => findSkills(text).map((hit) => hit.name);

describe('findSkills', () => {
	it('does not find Java inside JavaScript', () => {
		expect(names('Five years of JavaScript.')).toEqual(['JavaScript']);
		expect(names('Java and JavaScript')).toEqual(['Java', 'JavaScript']);
	});

	it('does not find R inside React, nor React in the verb "react"', () => {
		expect(names('Built dashboards in React.')).toEqual(['Data visualization', 'React']);
		expect(names('We react quickly to customer complaints.')).toEqual([]);
	});

	it('shares the last word of a phrase with every word of a list before "and"', () => {
		expect(names('Manual functional and exploratory testing.').sort()).toEqual(['Exploratory testing', 'Functional testing', 'Manual testing']);
		expect(names('Wrote unit, integration and regression tests.').sort()).toEqual(['Integration testing', 'Regression testing', 'Unit testing']);
	});

	it('finds C++ and C# but not C in them', () => {
		expect(names('Languages: C++, C#, Python')).toEqual(['C++', 'C#', 'Python']);
		expect(names('Languages: C, C++ and Python')).toEqual(['C', 'C++', 'Python']);
	});

	it('keeps the symbols of .NET, Node.js, CI/CD and A/B testing', () => {
		expect(names('APIs in .NET 8 and Node.js; CI/CD with GitHub Actions; A/B testing of onboarding flows.')).toEqual([
			'API development',
			'.NET',
			'Node.js',
			'CI/CD',
			'GitHub Actions',
			'A/B testing'
		]);
	});

	it('reads a sentence-ending dot as punctuation, not as part of the skill', () => {
		const [hit] = findSkills('The service runs on Node.js.');
		expect(hit).toMatchObject({ name: 'Node.js', surface: 'Node.js' });
	});

	it('matches Portuguese aliases without accents and in any case', () => {
		expect(names('Experiência em Gestao de Projetos e conciliacao contabil')).toEqual([
			'Project management',
			'Account reconciliation'
		]);
		expect(names('GESTÃO DE PROJETOS')).toEqual(['Project management']);
	});

	it('matches plurals of an alias given in the singular, and the other way round', () => {
		expect(names('Conciliações contábeis mensais')).toEqual(['Account reconciliation']);
		expect(names('Prepared bank reconciliation')).toEqual(['Bank reconciliation']);
		expect(names('Ran several usability tests and one teste de usabilidade')).toEqual([
			'Usability testing',
			'Usability testing'
		]);
	});

	it('prefers the longest alias', () => {
		expect(names('Mobile apps in React Native')).toEqual(['Mobile development', 'React Native']);
		const [hit] = findSkills('Deployed on Google Cloud Platform');
		expect(hit).toMatchObject({ name: 'Google Cloud', surface: 'Google Cloud Platform' });
		expect(names('Spring Boot microservices')).toEqual(['Spring Boot', 'Microservices']);
	});

	it('does not join words across commas, brackets or lines', () => {
		expect(names('Google, Cloud Run')).not.toContain('Google Cloud');
		expect(names('Skills\nReact\nNative speaker of Portuguese')).toEqual(['React']);
	});

	it('treats a hyphen like a space', () => {
		expect(names('Owns the month end close')).toEqual(['Month-end close']);
		expect(names('Owns the month-end close')).toEqual(['Month-end close']);
	});

	it('points start and end at the surface in the original text', () => {
		const text = 'Experiência com  Kubernetes (EKS) e conciliações bancárias.';
		for (const hit of findSkills(text)) expect(text.slice(hit.start, hit.end)).toBe(hit.surface);
		expect(findSkills(text).map((hit) => hit.surface)).toEqual(['Kubernetes', 'EKS', 'conciliações bancárias']);
	});
});

describe('ambiguous aliases', () => {
	it('does not read the verb "go" as the Go language', () => {
		expect(names('Ready to go the extra mile with Python.')).toEqual(['Python']);
	});

	it('reads Go as the language next to other technology', () => {
		expect(names('Stack: Go, PostgreSQL, Kubernetes')).toEqual(['Go', 'PostgreSQL', 'Kubernetes']);
	});

	it('lets ambiguous languages in one list vouch for each other', () => {
		expect(names('Experience with Go, Rust or C is a plus.')).toEqual(['Go', 'Rust', 'C']);
	});

	it('does not read a capitalised Go without technology around it', () => {
		expect(names('Go ahead and call the store manager.')).toEqual([]);
		expect(names('Led the SAP go-live for 3 plants')).toEqual(['SAP', 'Software implementation']);
	});

	it('reads R as a language only in a list of technology skills', () => {
		expect(names('Python, R, SQL')).toEqual(['Python', 'R', 'SQL']);
		expect(names('Salary: R$ 12.000 – Python and SQL required')).toEqual(['Python', 'SQL']);
		expect(names('Series C funding; we use Python and AWS')).toEqual(['Python', 'AWS']);
	});

	it('does not read C-level or R&D as languages', () => {
		expect(names('Reported to C-level executives about Python projects')).toEqual(['Python']);
		expect(names('R&D team using Python')).toEqual(['Research and development', 'Python']);
	});

	it('reads Express and Spring as frameworks only among technology', () => {
		expect(names('Basics: Node.js, Express')).toEqual(['Node.js', 'Express']);
		expect(names('Express delivery every Spring for our stores')).toEqual([]);
		expect(names('Java, Spring, Hibernate')).toEqual(['Java', 'Spring Framework', 'Hibernate']);
	});

	it('reads AP and AR as accounting only next to accounting work', () => {
		expect(names('Handled AP and AR, journal entries and reconciliations.')).toEqual([
			'Accounts payable',
			'Accounts receivable',
			'Journal entries',
			'Account reconciliation'
		]);
		expect(names('Took AP classes in high school.')).toEqual([]);
	});

	it('reads generic words like "monitoring" as skills only among technology', () => {
		expect(names('Patient monitoring and wound care')).toEqual(['Wound care']);
		expect(names('Monitoring with Prometheus and Grafana')).toEqual(['Observability', 'Prometheus', 'Grafana']);
	});
});

describe('skillsIn', () => {
	it('lists each skill once, at its first mention', () => {
		const text = 'Python for ETL. Later, more Python and SQL.';
		const hits = skillsIn(text);
		expect(hits.map((hit) => hit.name)).toEqual(['Python', 'ETL', 'SQL']);
		expect(hits[0].start).toBe(0);
	});
});

// Not a test of speed: a printout, so a slow change is noticed (the budget is well under 5 ms).
const RESUMES = new URL('resumes/', FIXTURES_URL);

describe.skipIf(!existsSync(RESUMES))('speed', () => {
	it('matches a two-page resume in a few milliseconds', () => {
		const texts = readdirSync(RESUMES)
			.filter((file) => file.endsWith('.txt'))
			.map((file) => readFileSync(new URL(file, RESUMES), 'utf8'));
		const resume = texts.join('\n').slice(0, 6000);
		findSkills(resume); // builds the index once
		const runs = 200;
		const started = performance.now();
		for (let i = 0; i < runs; i++) findSkills(resume);
		const perRun = (performance.now() - started) / runs;
		console.log(`findSkills: ${resume.length} chars in ${perRun.toFixed(3)} ms, ${findSkills(resume).length} hits`);
		expect(perRun).toBeGreaterThan(0);
	});
});

describe('findSkills, Portuguese contractions, counts and shared words', () => {
	it('reads "das", "do", "ao" as "de" and "a": one alias covers both', () => {
		expect(names('Faço o planejamento das aulas a partir da BNCC')).toEqual(['Lesson planning', 'BNCC']);
		expect(names('demonstrações do produto')).toEqual(['Sales presentations']);
	});

	it('skips a count after "de"/"of" inside a phrase', () => {
		expect(names('Gestão de carteira de 400 processos trabalhistas')).toContain('Legal case management');
		expect(names('Windows 11 laptops')).toEqual(['Windows']);
	});

	it('finds both skills of phrases that share words around "and"/"e"', () => {
		expect(names('Accounts payable and receivable')).toEqual(['Accounts payable', 'Accounts receivable']);
		expect(names('contas a pagar e a receber')).toEqual(['Accounts payable', 'Accounts receivable']);
		expect(names('contencioso trabalhista e cível')).toEqual(['Labour litigation', 'Civil litigation']);
		expect(names('Revisão e elaboração de contratos')).toEqual(['Contract review', 'Contract drafting']);
		expect(names('steel and concrete design')).toEqual(['Steel structures', 'Reinforced concrete design']);
		// The shared reading must be a skill of its own: "solos" here is not soil science.
		expect(names('controle tecnológico de concreto e solos')).toEqual(['Construction quality control', 'Construction quality control']);
		expect(names('Python and R')).toEqual(['Python', 'R']);
	});
});

describe('isShortenedName', () => {
	const hit = (text: string, surface: string) => findSkills(text).find((found) => found.surface === surface)!;
	it('is true for the first word of a field name used as an adjective', () => {
		expect(isShortenedName(hit('Backend engineer with 8 years', 'Backend'))).toBe(true);
		expect(isShortenedName(hit('a front-end developer', 'front-end'), 'a front-end developer')).toBe(true);
	});

	it('is false for a product without its maker, an acronym in brackets and the object of "… management"', () => {
		expect(isShortenedName(hit('Intune enrollment for 120 laptops', 'Intune'))).toBe(false);
		expect(isShortenedName(hit('Registro no Tasy', 'Tasy'))).toBe(false);
		expect(isShortenedName(hit('fixed 30 WCAG issues', 'WCAG'))).toBe(false);
		expect(isShortenedName(hit('DEA controlled-substance audits', 'controlled-substance'))).toBe(false);
		expect(isShortenedName(hit('Kept the knowledge base up to date', 'knowledge base'))).toBe(false);
	});

	it('is false for a hyphenated name used as a noun, given the text', () => {
		const text = 'assistência ao pre-natal de risco habitual';
		expect(isShortenedName(hit(text, 'pre-natal'), text)).toBe(false);
	});
});


describe('acronyms and words that are skills only in their own context', () => {
	it('reads TPM as total productive maintenance beside maintenance work, and not alone', () => {
		expect(names('Implantação de TPM, OEE e manutenção preventiva')).toContain('Total productive maintenance');
		expect(names('TPM needed for the next launch')).not.toContain('Total productive maintenance');
	});

	it('reads an acronym the text spells out as what it spells: a Technical Program Manager (TPM) is no maintenance', () => {
		expect(names('Technical Program Manager (TPM) for devices; OEE dashboards and 5S audits')).not.toContain('Total productive maintenance');
		expect(names('TPM (Technical Program Manager) with Lean and 5S experience')).not.toContain('Total productive maintenance');
		expect(names('Total Productive Maintenance (TPM) and 5S')).toContain('Total productive maintenance');
	});

	it('reads PT, OT and ER as therapies and the emergency room only among health skills', () => {
		expect(names('PT, OT and speech therapy referrals; manual therapy')).toEqual(['Physical therapy', 'Occupational therapy', 'Speech therapy', 'Manual therapy']);
		expect(names('2 years of ER experience, triage and trauma care')).toContain('Emergency care');
		expect(names('ER diagrams and data modeling in SQL')).not.toContain('Emergency care');
		expect(names('PT available for weekend shifts')).toEqual([]);
	});

	it('does not read an acronym paired with a code that is no skill: FT/PT is a contract, "PT, EN" are languages', () => {
		expect(names('FT/PT positions for ICU nurses with ACLS')).not.toContain('Physical therapy');
		expect(names('Idiomas: PT, EN, ES. Experiência em UTI, curativos e triagem')).not.toContain('Physical therapy');
	});

	it('reads CRM and ATS as software only among the skills of their field', () => {
		expect(names('Experiência com CRM (Salesforce) e prospecção')).toContain('CRM');
		expect(names('CRM ativo e residência em clínica médica')).toEqual(['Medical license', 'Internal medicine']);
		expect(names('Experiência com ATS (Gupy) e recrutamento e seleção')).toContain('Applicant tracking systems');
		expect(names('Manutenção de ATS e painéis elétricos de baixa tensão')).not.toContain('Applicant tracking systems');
	});

	it('reads CPC as the accounting standards only beside accounting, not as the civil procedure code or cost per click', () => {
		expect(names('Normas do CPC e IFRS, conciliações contábeis')).toContain('BR GAAP');
		expect(names('CPC, CTR e ROAS em campanhas de Google Ads')).not.toContain('BR GAAP');
	});

	it('reads no case-sensitive acronym from a line written in capitals without context', () => {
		expect(names('VAGA PARA AUXILIAR ADMINISTRATIVO SEM EXPERIÊNCIA')).toEqual([]);
		expect(names('GESTÃO DAS ROTINAS NAS LOJAS DO SHOPPING')).toEqual([]);
		expect(names('EXPERIÊNCIA COM SAP E EXCEL AVANÇADO PARA CONTROLE DE ESTOQUE')).toEqual(['SAP', 'Excel', 'Inventory management']);
	});

	it('reads no common word of Portuguese, Spanish or English as a skill on its own', () => {
		for (const text of [
			'Trabajo solo en la oficina.',
			'Eu não sei nada disso.',
			'Creo que es importante.',
			'Dedicação 100 por cento.',
			'Ambientes seguros e acolhedores.',
			'Las personas que trabajan aquí.',
			'Eu vim para ajudar.',
			'Nós trabalhamos com moda.',
			'Sal, bolsa e banco.',
			'Vaga SEM experiência.'
		])
			expect(names(text), text).toEqual([]);
	});
});

describe('namedSkills', () => {
	it('gives the names findSkills reads, once per text however often it is asked', () => {
		const line = 'Built APIs in Node.js and PostgreSQL';
		const first = namedSkills(line);
		expect(first).toEqual(findSkills(line).map((hit) => hit.name));
		expect(namedSkills(line)).toBe(first);
	});
});
