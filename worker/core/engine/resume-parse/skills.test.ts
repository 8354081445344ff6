import { describe, expect, it } from 'vitest';
import { IMPLIED } from './implied';
import { listedSoFar, readSkills, skillsInLines, type Zone } from './skills';
import { skillByName } from '../skills/taxonomy';
import { splitLines } from './text';

/** Skills of a text whose lines are given zones by a prefix: "S|" skills list, "E|" job bullet, "U|" summary, "H|" ignored. */
function skills(source: string) {
	const zones: Record<string, Zone> = { S: 'skills', E: 'experience', U: 'summary', P: 'projects', H: 'ignored' };
	const marks = source.split('\n').map((line) => zones[line[0]]);
	const text = source
		.split('\n')
		.map((line) => line.slice(2))
		.join('\n');
	const lines = splitLines(text);
	return readSkills(text, lines, (line) => marks[line.index]);
}
const names = (source: string) => skills(source).skills.map((skill) => skill.name);

describe('readSkills', () => {
	it('uses canonical names for skills written in Portuguese', () => {
		expect(names('E|• Conciliações contábeis e fechamento mensal no SAP')).toEqual(['Account reconciliation', 'Month-end close', 'SAP']);
	});

	it('quotes the line each skill was found in, with its section', () => {
		const [skill] = skills('E|• Wound care for 6 patients per shift.').skills;
		expect(skill).toEqual({ name: 'Wound care', category: 'health', evidence: [{ text: 'Wound care for 6 patients per shift.', section: 'experience' }] });
	});

	it('never counts job titles, employers, schools or certifications as skills', () => {
		expect(names('H|Analista de Logística — Tangará Logística\nH|B.S. in Economics — State University\nE|• Built dashboards in Tableau and Power BI')).toEqual([
			'Data visualization',
			'Tableau',
			'Power BI'
		]);
		expect(names('S|CPA, PMP, Excel, QuickBooks, GAAP')).toEqual(['Excel', 'QuickBooks', 'GAAP']);
	});

	it('does not read the group label of a skills line as a skill, but keeps a label that is one', () => {
		expect(names('S|Frontend: HTML, CSS, React\nS|Backend basics: Node.js, Express\nS|Python: pandas, scikit-learn')).toEqual([
			'HTML',
			'CSS',
			'React',
			'Node.js',
			'Express',
			'Python',
			'pandas',
			'scikit-learn'
		]);
	});

	it('skips remarks in brackets but keeps lists in brackets', () => {
		expect(names('S|team leadership (scheduling 12 baristas), customer service\nS|SQL (Snowflake, SQL Server)')).toEqual([
			'Team leadership',
			'Customer service',
			'SQL',
			'Snowflake',
			'SQL Server'
		]);
	});

	it('counts cloud services in brackets as the platform they belong to', () => {
		expect(names('S|AWS (EC2, EKS, RDS, IAM), Docker\nE|• Migrated 20 apps to Kubernetes (EKS)')).toEqual(['AWS', 'Docker', 'Kubernetes']);
	});

	it('does not read the tail of a hyphenated word as a skill', () => {
		expect(names('E|• Reservation services in NestJS handling 25k orders during on-sales.')).toEqual(['NestJS']);
	});

	it('drops a skill of another field mentioned once in passing', () => {
		expect(names('S|SQL, Python, Tableau\nE|• Built dbt models for billing and outage data\nE|• Dashboards for 3 apps de telemedicina')).toEqual([
			'SQL',
			'Python',
			'Tableau',
			'dbt'
		]);
	});

	it('keeps the skills of a nurse, a lawyer and a teacher found only in their bullets', () => {
		expect(names('E|• Administered IV therapy and wound care; triage in the ED.\nE|• Charting in Epic and Cerner.')).toEqual([
			'IV therapy',
			'Wound care',
			'Triage',
			'Clinical documentation',
			'Epic',
			'Cerner'
		]);
		expect(names('E|- Elaboração de petições, audiências e pareceres jurídicos; uso do PJe.')).toEqual([
			'Legal writing',
			'Court representation',
			'Legal opinions',
			'Electronic court systems'
		]);
		expect(names('E|Planejamento de aulas alinhado à BNCC; uso de Google Classroom.')).toEqual(['Lesson planning', 'BNCC', 'Google Classroom']);
	});

	it('drops shortened field names used as words ("Backend engineer", "a React frontend")', () => {
		expect(names('U|Backend engineer with 8 years of experience.\nP|REST API with a React frontend.')).toEqual(['REST APIs', 'React']);
	});

	it('with a skills list, drops ordinary words mentioned once outside it', () => {
		expect(names('S|Node.js, PHP, MySQL\nE|• Endpoints for a podcast analytics dashboard; Git-based code reviews.')).toEqual([
			'Node.js',
			'PHP',
			'MySQL',
			'Git',
			'Code review',
			'SQL'
		]);
	});

	it('adds SQL for PostgreSQL and CI/CD for Jenkins, with their evidence', () => {
		const found = skills('E|• Schemas in PostgreSQL; Jenkins pipelines.').skills;
		expect(found.map((skill) => skill.name)).toEqual(['PostgreSQL', 'Jenkins', 'SQL', 'CI/CD']);
		expect(found[2].evidence[0].text).toBe('Schemas in PostgreSQL; Jenkins pipelines.');
	});

	it('deduplicates skills and keeps at most three quotes each', () => {
		const found = skills('S|Tableau\nE|• Tableau at work\nE|• Tableau at home\nE|• More Tableau\nE|• Tableau again').skills;
		expect(found).toHaveLength(1);
		expect(found[0].evidence).toHaveLength(3);
	});
});

describe('skillsInLines', () => {
	it('lists the skills of some lines with the umbrellas they imply', () => {
		const { hits } = skills('E|• MySQL tables\nE|• Excel');
		expect(skillsInLines(hits, splitLines('x').slice(0, 0))).toEqual([]);
		expect(skillsInLines(hits, [hits[0].line])).toEqual(['MySQL', 'SQL']);
	});
});

describe('IMPLIED', () => {
	it('names only skills of the taxonomy', () => {
		for (const [umbrella, sources] of Object.entries(IMPLIED)) {
			expect(skillByName(umbrella), umbrella).toBeDefined();
			for (const source of sources) expect(skillByName(source), source).toBeDefined();
		}
	});

	it('does not take people for skills: plural job nouns, teams worked with, idioms', () => {
		expect(names('U|From hospitality I bring scheduling for teams of 25 — I trained 30+ servers and baristas on our POS system.')).not.toContain('Barista');
		expect(names('E|▪ Liderança de equipe de 12 técnicos de enfermagem no plantão noturno.')).toEqual(['Team leadership']);
		expect(names('E|* Renovações de contrato e upsell em parceria com o time de Customer Success.')).toEqual(['Contract renewals', 'Upselling']);
		// "em … com" around a skill is not the idiom: "em UTI adulto com 20 leitos" names where the work was.
		expect(names('E|• Assistência a pacientes críticos em UTI adulto com 20 leitos.')).toContain('Intensive care');
		expect(names('E|• Quarterly business reviews with the Customer Success team.')).toEqual(['Quarterly business reviews']);
		// At the start of a bullet the same word is a verb: "Mentors 12 engineers".
		expect(names('E|▪ Mentors 12 engineers; manages fees and schedules.')).toEqual(['Mentoring']);
	});

	it('does not take the product worked on for a skill: "endpoints for a podcast analytics dashboard"', () => {
		expect(names('E|• Built Express endpoints for a podcast analytics dashboard.')).toEqual(['Express']);
		expect(names('E|• Built a Tableau dashboard for the clinic.')).toContain('Data visualization');
	});

	it('keeps a practice named in a job even outside the resume\'s field ("gestão de estoque" for a pharmacist)', () => {
		expect(names('E|• Farmacovigilância e conciliação medicamentosa.\nE|• Gestão de estoque, inventário e controle de validade.')).toContain('Inventory management');
	});

	it('does not let a list of tools stand for the whole skills list', () => {
		const source = 'U|Engenheiro civil com 13 anos em drenagem pluvial, pavimentação e terraplenagem.\nS|AutoCAD, Civil 3D, HEC-RAS, MS Project, Excel';
		const zones: Record<string, Zone> = { S: 'skills', U: 'summary' };
		const marks = source.split('\n').map((line) => zones[line[0]]);
		const text = source.split('\n').map((line) => line.slice(2)).join('\n');
		const lines = splitLines(text);
		const asTools = readSkills(text, lines, (line) => marks[line.index], new Set([1])).skills.map((skill) => skill.name);
		const asSkills = readSkills(text, lines, (line) => marks[line.index]).skills.map((skill) => skill.name);
		expect(asTools).toEqual(expect.arrayContaining(['Drainage design', 'Transportation engineering', 'Earthworks']));
		expect(asSkills).not.toContain('Earthworks');
	});
});

describe('readSkills, second hold-out round', () => {
	it('keeps an activity a job bullet lists, even in a field the resume is not about', () => {
		const found = names('S|Competências: gestão de agenda, atas, Excel, Word\nE|● Controle de contas a pagar e de notas fiscais\nE|● Recepção, agendamento de consultas e faturamento de convênios.');
		expect(found).toEqual(expect.arrayContaining(['Accounts payable', 'Reception', 'Patient scheduling', 'Medical billing']));
	});

	it('reads a job\'s long "Environment:" list of tools without backtracking over its commas (a real resume hung here)', () => {
		const tools = 'Azure, Azure AKS, Azure Web Apps, Azure Functions, Kubernetes, Helm, Dynatrace, Newrelic, Datadog, Azure Service Health, Prometheus, Grafana, Azure Recovery Services Vault, Azure Traffic Manager, Azure Load Balancer, Azure Bicep, Azure CLI, Terraform, Flux CD, Jenkins, Trivy, Nexus Artifact, CI/CD, Trello, Notion, ITIL, Python, Shell, Azure Policy, Azure RBAC, Managed Identities, Linkerd, Azure Automation, Git, Chef, Unix, Ansible, HIPAA, ITSM, GitOps, APM, Kanban, Agile, managed Kubernetes.';
		const found = names(`S|Cloud: AWS, Azure, GCP\nS|Containers: Docker, Kubernetes, OpenShift\nE|- Configured Azure Load Balancer for high availability.\nE|Environment: ${tools}`);
		expect(found).toEqual(expect.arrayContaining(['Kubernetes', 'Terraform', 'Prometheus', 'Grafana', 'Ansible']));
		// The clause before a skill named mid-item ("… Agile, managed Kubernetes") is no list so far: a
		// nested repetition took minutes to say so; splitting answers at once.
		expect(listedSoFar(tools.replace(/\.$/, ', managed '))).toBe(false);
		expect(listedSoFar(tools.replace(/\.$/, ', '))).toBe(true);
		expect(listedSoFar('Recepção, agendamento de consultas e ')).toBe(true);
		expect(listedSoFar('Led the migration of ')).toBe(false);
	});

	it('does not count services the person refers to or coordinates with', () => {
		const found = names('E|→ Discharge planning; referrals to skilled nursing, home health and hospice.\nE|→ Crisis intervention; coordinate with psychiatry and primary care.');
		expect(found).toContain('Discharge planning');
		expect(found).not.toContain('Home health care');
		expect(found).not.toContain('Palliative care');
		expect(found).not.toContain('Primary care');
	});

	it('counts a phrase of several words in the summary, but not the ends of a span', () => {
		expect(names('S|Skills: Python, SQL, Airflow\nU|Data engineer building stream processing on AWS.')).toContain('Stream processing');
		expect(names('S|Skills: Node.js, TypeScript, Docker\nU|Owning a service end to end, from schema design to deployment.')).not.toContain('Database design');
	});
});

describe('readSkills in the layouts of templates and portals', () => {
	it('reads a group word at the start of a list line as its label, without a colon (moderncv, awesome-cv)', () => {
		expect(names('S|Informática Excel avançado (VBA), Power BI, SAP FI')).toEqual(['Excel', 'VBA', 'Power BI', 'SAP FI/CO']);
	});

	it('keeps an ordinary word named among other skills of a bullet, and not one that heads a longer phrase', () => {
		expect(names('S|SQL, Excel, Tableau\nE|• Built a price model in Python (pandas, scikit-learn)')).toContain('pandas');
		expect(names('S|SQL, Excel, Tableau\nE|• Lead a shift in receiving, picking and shipping')).toContain('Shipping and receiving');
		expect(names('S|NR-10, AutoCAD, Excel\nE|• Instalações elétricas, montagem de quadros de distribuição')).not.toContain('Assembly operations');
	});

	it('reads the skill of a table row in its first cell only', () => {
		const text = 'Skill Name | Version | Last Used | Experience\nSAP FICO | S/4HANA | 2026 | 4 Years';
		const lines = splitLines(text);
		const found = readSkills(text, lines, () => 'skills', new Set(), new Map([[0, 0], [1, text.indexOf('|', lines[1].start)]])).skills.map((skill) => skill.name);
		expect(found).toEqual(['SAP FI/CO']);
	});
});
