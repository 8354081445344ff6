import { describe, expect, it } from 'vitest';
import { readSkills } from './skills';
import { splitSections } from './sections';
import { splitLines } from './text';

function skills(text: string, title: string | null = null) {
	const lines = splitLines(text);
	const { header, sections } = splitSections(lines);
	const result = readSkills({ text, lines, header, sections, used: new Set([0]), titleLine: lines[0], title });
	return {
		required: result.required.map((skill) => skill.name),
		nice: result.nice.map((skill) => skill.name),
		evidence: Object.fromEntries([...result.required, ...result.nice].map((skill) => [skill.name, skill.evidence])),
		fromSections: result.fromSections
	};
}

describe('readSkills', () => {
	it('reads required and nice-to-have skills from their sections, with the line as evidence', () => {
		const result = skills('Data Analyst\n\nRequirements\n• Advanced SQL\n• Python for analysis\n\nNice to have\n• dbt\n• Snowflake');
		expect(result.required).toEqual(['SQL', 'Python']);
		expect(result.nice).toEqual(['dbt', 'Snowflake']);
		expect(result.evidence.SQL).toBe('Advanced SQL');
		expect(result.fromSections).toBe(true);
	});

	it('does not ask for what the job works on when the posting lists its requirements', () => {
		const result = skills('Analyst\n\nWhat you will do\n• Build Tableau dashboards.\n• Present findings.\n\nRequirements\n• SQL\n• Excel');
		expect(result.required).toEqual(['SQL', 'Excel']);
	});

	it('reads the body as the requirements when the posting has no such section', () => {
		const result = skills('Analyst\n\nYou will write SQL queries and publish reports in Tableau. Experience with Python is a plus.');
		expect(result.required).toEqual(['SQL', 'Tableau']);
		expect(result.nice).toEqual(['Python']);
		expect(result.fromSections).toBe(false);
	});

	it('marks a skill as nice to have by what its own part of the sentence says', () => {
		const result = skills(
			'Analyst\n\nRequirements\n• Strong SQL and Python skills, experience with Tableau or Power BI, and familiarity with dbt (a plus)\n• Desejável conhecimento em Docker e Kubernetes\n• Kafka is a plus; Git required'
		);
		expect(result.required).toEqual(['SQL', 'Python', 'Tableau', 'Power BI', 'Git']);
		expect(result.nice).toEqual(['dbt', 'Docker', 'Kubernetes', 'Kafka']);
	});

	it('finds a skill marked as a plus outside the requirements', () => {
		expect(skills('Analyst\n\nAbout the role\nYou will report on sales. Looker experience is a plus.\n\nRequirements\n• SQL').nice).toEqual(['Looker']);
	});

	it('counts a skill in both lists as required only', () => {
		const result = skills('Dev\n\nRequisitos\n• Docker\n\nDiferenciais\n• Docker em produção\n• Terraform');
		expect(result.required).toEqual(['Docker']);
		expect(result.nice).toEqual(['Terraform']);
	});

	it('reads the field a years requirement counts in as no skill, but a tool named there as one', () => {
		const result = skills('Dev\n\nRequirements\n• 5+ years of backend development\n• 4+ years of accounting experience\n• 3+ years with Python\n• 5+ anos em UX/Product Design');
		expect(result.required).toEqual(['Python']);
	});

	it('reads examples in brackets as part of the skill before them', () => {
		expect(skills('Analyst\n\nNice to have\n• Healthcare data (claims, EHR)').nice).toEqual(['Healthcare data']);
	});

	it('ignores skills in the about and benefits sections', () => {
		const result = skills('Dev\n\nAbout us\nOur backend is TypeScript on Node.js.\n\nRequirements\n• SQL\n\nBenefits\n• Free Excel course');
		expect(result.required).toEqual(['SQL']);
	});

	it('reads licences and certifications asked for', () => {
		expect(skills('Nurse\n\nRequirements\n• Active RN license\n• BLS certification').required).toEqual(['RN license', 'BLS']);
	});
});

describe('readSkills on education and examples', () => {
	const required = (text: string) => {
		const lines = splitLines(text);
		const { header, sections } = splitSections(lines);
		return readSkills({ text, lines, header, sections, used: new Set([0]), titleLine: lines[0], title: null }).required.map((skill) => skill.name);
	};

	it("reads a degree's subject as education, not a skill, but keeps a licence", () => {
		expect(required("Accountant\n\nRequirements\n• Bachelor's degree in Accounting\n• CPA required\n• Experience with MS Excel")).toEqual(['CPA', 'Excel']);
		expect(required('Enfermeiro\n\nRequisitos\n• Graduação em Enfermagem e COREN ativo\n• Scrum Master certification and Jira')).toEqual(['COREN registration', 'Scrum', 'Jira']);
	});

	it('reads a label over a group of requirements as no skill', () => {
		expect(required('Engineer\n\nRequirements\nBackend\n• Node.js\n\nFrontend\n• React\n• Frontend: Vue and Sass\n• CPA: required')).toEqual(['Node.js', 'React', 'Vue.js', 'Sass', 'CPA']);
	});

	it('keeps the tools a common noun introduces in brackets', () => {
		expect(required('Engineer\n\nRequirements\n• Experience with cloud platforms (AWS, GCP or Azure)')).toEqual(['Cloud computing', 'AWS', 'Google Cloud', 'Azure']);
	});

	it('reads every example in a bracket after a named skill as part of it, but alternatives and the tool in use as asked for', () => {
		expect(required('Clerk\n\nRequirements\n• Excel (XLOOKUP, pivot tables, Power Query)')).toEqual(['Excel']);
		expect(required('Dev\n\nRequisitos\n• Bancos de dados relacionais (MySQL ou SQL Server)')).toEqual(['Relational databases', 'MySQL', 'SQL Server']);
		expect(required('SDR\n\nRequisitos\n• Saber usar um CRM (usamos o HubSpot) no dia a dia')).toEqual(['CRM', 'HubSpot']);
	});
});

describe('readSkills on markers, years and names', () => {
	const read = (text: string) => {
		const lines = splitLines(text);
		const { header, sections } = splitSections(lines);
		const result = readSkills({ text, lines, header, sections, used: new Set([0]), titleLine: lines[0], title: null });
		return { required: result.required.map((skill) => skill.name), nice: result.nice.map((skill) => skill.name) };
	};

	it('lets a marker at the end of an item cover that item only, in a list run into one line', () => {
		expect(read('Nurse\n\nRequisitos obrigatórios: COREN ativo, BLS, Especialização em Oncologia (desejável)')).toEqual({
			required: ['COREN registration', 'BLS'],
			nice: ['Oncology nursing']
		});
		expect(read('Nurse\n\nRequirements: RN license; NICU experience preferred, PALS, Epic')).toEqual({
			required: ['RN license', 'PALS', 'Epic'],
			nice: ['Neonatal intensive care']
		});
	});

	it('reads a licence by its short name in a sentence, and a product without its maker\'s name', () => {
		expect(read('Lawyer\n\nRequirements: active registration with the OAB and at least four years in tax litigation before federal courts.').required).toContain(
			'OAB registration'
		);
		expect(read('Data\n\nMust have: 3+ years building batch pipelines, Python, Spark and Airflow for orchestration').required).toEqual(['Python', 'Apache Spark', 'Apache Airflow']);
	});

	it('reads the kind of business a years requirement is counted in as no skill', () => {
		expect(read('CSM\n\nRequirements\n• 4+ years in account management for a SaaS company\n• Salesforce').required).toEqual(['Salesforce']);
		expect(read('SRE\n\nRequirements\n• 3+ years running services in a Kubernetes environment').required).toEqual(['Kubernetes']);
	});

	it('reads "we\'d love it if" as nice-to-have, and a marker in a bracket naming something else as that one\'s', () => {
		const result = read('Architect\n\nAbout you\nYou are fluent in Revit and AutoCAD.\n\nWe\'d love it if you also hold LEED AP accreditation or have used Rhino.');
		expect(result.required).toEqual(['Revit', 'AutoCAD']);
		expect(result.nice).toEqual(['LEED AP', 'Rhino']);
		expect(read('Electrician\n\nRequirements\n• Excel (Power Query preferred)').required).toEqual(['Excel']);
		expect(read('Electrician\n\nRequirements\n• Kafka (a plus)').nice).toEqual(['Kafka']);
	});

	it('reads the subjects of a degree given as alternatives as education', () => {
		expect(read('Analista\n\nRequisitos\n• Superior completo em Logística, Administração ou Engenharia de Produção;\n• Excel avançado').required).toEqual(['Excel']);
	});

	it('reads no skill in a reason, in the business a skill is wanted for, or in how to apply', () => {
		const reason = read('Assistente Social\n\nPerfil desejado\nÉ indispensável conhecer o SUAS e ter prática em relatórios técnicos, pois a equipe responde à vigilância socioassistencial do município.');
		expect(reason.required).toEqual(['Social work', 'Report writing']);
		expect(read('Analista de RH\n\nDiferenciais\n• Recrutamento em volume para o varejo.').nice).toEqual(['High-volume recruiting']);
		expect(read('Eletricista\n\nRequisitos\n• NR-10\nInteressados enviar currículo com o assunto "Eletricista" para rh@example.com').required).toEqual(['NR-10']);
	});
});

describe('skills named outside the requirements', () => {
	it('reads the stack a posting names in its duties and its opening apart from its requirements', async () => {
		const { parseJobText } = await import('./index');
		const text =
			'Senior Backend Engineer — Lumen Health\n\nWe are looking for a Senior Backend Engineer. You will build Python services using FastAPI and Django REST Framework.\n\nWhat you will do\n- Design APIs backed by PostgreSQL.\n- Stream events through Kafka.\n\nRequirements\n- 5+ years of backend development in Python.\n- Experience with Docker.\n\nNice to have\n- Terraform';
		const job = parseJobText(text).job;
		expect(job.requiredSkills.map((skill) => skill.name)).toEqual(['Python', 'Docker']);
		expect(job.niceToHaveSkills.map((skill) => skill.name)).toEqual(['Terraform']);
		expect((job.mentionedSkills ?? []).map((skill) => skill.name)).toEqual(expect.arrayContaining(['FastAPI', 'Django REST Framework', 'PostgreSQL', 'Kafka']));
		// Each quotes the line that names it; none repeats a requirement.
		for (const skill of job.mentionedSkills ?? []) expect(text).toContain(skill.evidence);
		expect((job.mentionedSkills ?? []).map((skill) => skill.name)).not.toContain('Python');
	});
});
