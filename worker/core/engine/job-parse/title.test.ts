import { describe, expect, it } from 'vitest';
import { readHeader } from './header';
import { splitSections } from './sections';
import { cleanTitle } from './title';
import { splitLines } from './text';

describe('cleanTitle', () => {
	it.each([
		['Senior Backend Engineer (Node.js)', 'Senior Backend Engineer (Node.js)'],
		['Engenheiro(a) DevOps Pleno', 'Engenheiro(a) DevOps Pleno'],
		['🚀 Vaga: Desenvolvedor(a) Back-end Java Sênior (m/f) 🚀', 'Desenvolvedor(a) Back-end Java Sênior'],
		["We're hiring: Data Analyst (m/f/d)", 'Data Analyst'],
		['Vaga para Enfermeiro(a) UTI', 'Enfermeiro(a) UTI'],
		['Marigold & Moss Studio is hiring a Graphic Designer!', 'Graphic Designer'],
		['Clínica Sorriso está contratando: Dentista Clínico Geral', 'Dentista Clínico Geral'],
		['Enfermeiro(a) UTI – CLT – R$ 6.500', 'Enfermeiro(a) UTI'],
		['Data Analyst (Remote)', 'Data Analyst'],
		['Analista de Dados – Pleno', 'Analista de Dados – Pleno'],
		['Backend Engineer - Payments', 'Backend Engineer - Payments'],
		['Marketing Manager (B2B SaaS) – Remote, US', 'Marketing Manager (B2B SaaS)'],
		['Desenvolvedora Backend – Vaga exclusiva para PcD', 'Desenvolvedora Backend'],
		['[Remoto] Analista de Dados', 'Analista de Dados'],
		['Payroll Specialist (Contract, 12 months)', 'Payroll Specialist'],
		['Warehouse Associate (Seasonal / Temp-to-hire)', 'Warehouse Associate'],
		['PROFESSOR(A) DE HISTÓRIA – ENSINO FUNDAMENTAL (CONTRATO TEMPORÁRIO)', 'PROFESSOR(A) DE HISTÓRIA – ENSINO FUNDAMENTAL'],
		['Recepcionista (prazo determinado – 4 meses)', 'Recepcionista'],
		['Job Title: Platform Engineer II', 'Platform Engineer II']
	])('cleans "%s" to "%s"', (raw, title) => {
		expect(cleanTitle(raw, 'en').title).toBe(title);
	});

	it('splits a company written in the title line', () => {
		expect(cleanTitle('Senior Accountant at Maple & Finch Advisors', 'en')).toMatchObject({ title: 'Senior Accountant', company: 'Maple & Finch Advisors' });
		expect(cleanTitle('Data Analyst | Pinecrest Health Analytics | Boston, MA (hybrid)', 'en')).toMatchObject({
			title: 'Data Analyst',
			company: 'Pinecrest Health Analytics'
		});
		expect(cleanTitle('Analista Fiscal — Grupo Aroeira Ltda', 'pt')).toMatchObject({ title: 'Analista Fiscal', company: 'Grupo Aroeira Ltda' });
	});

	it('takes an organisation written after a "|" for the company', () => {
		expect(cleanTitle('Analista Fiscal | Construtora Jatobá Norte', 'pt')).toMatchObject({ title: 'Analista Fiscal', company: 'Construtora Jatobá Norte' });
		expect(cleanTitle('Data Engineer | Company: Larchmont Freight Co.', 'en')).toMatchObject({ title: 'Data Engineer', company: 'Larchmont Freight Co.' });
	});

	it('keeps markup in a title as the characters it is', () => {
		expect(cleanTitle('<script>alert(1)</script> Analyst', 'en').title).toBe('<script>alert(1)</script> Analyst');
	});
});

describe('readHeader', () => {
	const header = (text: string, lang: 'en' | 'pt' = 'en') => {
		const lines = splitLines(text);
		const { header: top, sections } = splitSections(lines);
		const facts = readHeader(top, lines, sections, lang);
		return { title: facts.title, company: facts.company, location: facts.location };
	};

	it('reads title, company and place from the first lines', () => {
		expect(header('Data Analyst\nPinecrest Health Analytics — Boston, MA (hybrid)\nEmployment type: Full-time\n\nRequirements\n• SQL')).toEqual({
			title: 'Data Analyst',
			company: 'Pinecrest Health Analytics',
			location: 'Boston, MA, USA'
		});
	});

	it('reads labelled fields in Portuguese', () => {
		expect(header('🚀 VAGA: Analista Fiscal Sênior\n\nEmpresa: Aroeira Alimentos\nLocal: Recife/PE (híbrido)\n\nRequisitos\n• SPED', 'pt')).toEqual({
			title: 'Analista Fiscal Sênior',
			company: 'Aroeira Alimentos',
			location: 'Recife, PE, Brasil'
		});
	});

	it('skips the buttons and counters copied with a page', () => {
		expect(header('Posted 3 days ago · 120 applicants\nSave\nShare\n\nSenior Accountant\nMaple & Finch Advisors — Chicago, IL (on-site)\n\nRequirements\n• CPA').title).toBe(
			'Senior Accountant'
		);
	});

	it('finds the title in a first sentence when the posting has no title line', () => {
		expect(header('We are looking for a Junior QA Analyst to join Pixel Forge, a game studio. You will test games all day long, every day.')).toMatchObject({
			title: 'Junior QA Analyst',
			company: 'Pixel Forge'
		});
	});

	it('reads a first line that names no job as the company when the next one names the job', () => {
		expect(header('Jabuti Software\nDesenvolvedor(a) Full Stack Pleno\nFlorianópolis/SC — presencial\n\nRequisitos\n• React', 'pt')).toEqual({
			title: 'Desenvolvedor(a) Full Stack Pleno',
			company: 'Jabuti Software',
			location: 'Florianópolis, SC, Brasil'
		});
	});

	it('reads a title labelled as an affirmative opening, and invents no company for a confidential one', () => {
		expect(header('Vaga afirmativa para mulheres: Desenvolvedora Backend\nEmpresa: Confidencial\n\nRequisitos\n• Java', 'pt')).toMatchObject({
			title: 'Desenvolvedora Backend',
			company: null
		});
	});

	it('takes the company from an "About <Company>" heading', () => {
		expect(header('Staff Accountant\nChicago, IL\n\nAbout Larkspur Foods\nWe make granola.\n\nRequirements\n• GAAP').company).toBe('Larkspur Foods');
	});

	it('reads a careers-site banner before a "Vaga:" line as the company', () => {
		expect(header('🌿 CLÍNICA VALE DO IPÊ | Trabalhe Conosco 🌿\nVaga: Fisioterapeuta Respiratório(a)\nLocal: Sorocaba/SP – 100% presencial\n\nRequisitos\n• CREFITO ativo', 'pt')).toEqual({
			title: 'Fisioterapeuta Respiratório(a)',
			company: 'CLÍNICA VALE DO IPÊ',
			location: 'Sorocaba, SP, Brasil'
		});
	});

	it('reads "X is hiring!" as the company, not the title', () => {
		expect(header('Larchmont Freight is hiring!\n\nSenior Site Reliability Engineer\nRemote (US) · Full-time\n\nRequirements\n• Kubernetes')).toMatchObject({
			title: 'Senior Site Reliability Engineer',
			company: 'Larchmont Freight'
		});
		expect(header('We are hiring!\nAccounts Payable Clerk\nDayton, OH\n\nRequirements\n• Excel').company).toBeNull();
	});

	it('skips a banner in capitals and a breadcrumb before the title', () => {
		expect(header('ORCHARD LANE FOODS\nCareers | Leeds | Finance\n\nManagement Accountant\nLeeds, United Kingdom (hybrid)\n\nRequirements\n• IFRS')).toMatchObject({
			title: 'Management Accountant',
			company: 'ORCHARD LANE FOODS'
		});
	});

	it('reads a hosted board\'s "at Company" line and the employer written before the job on one line', () => {
		expect(header('Payroll Analyst\nat Birchfield Home Health\nAkron, OH\n\nRequirements\n• ADP')).toMatchObject({
			title: 'Payroll Analyst',
			company: 'Birchfield Home Health',
			location: 'Akron, OH, USA'
		});
		expect(header('Saint Agnes Medical Center | Charge Nurse – Emergency Department\nFresno, CA\n\nRequirements\n• ACLS')).toMatchObject({
			title: 'Charge Nurse – Emergency Department',
			company: 'Saint Agnes Medical Center'
		});
	});

	it('cuts what follows a "|" after the job when it names no job, skill or level', () => {
		expect(header('Project Architect | Larkspur & Vale Architects\nChicago, IL — On-site\n\nAbout you\nRevit')).toEqual({
			title: 'Project Architect',
			company: 'Larkspur & Vale Architects',
			location: 'Chicago, IL, USA'
		});
		expect(header('Executivo(a) de Vendas B2B | SaaS para clínicas\nTucano Saúde\nRemoto (Brasil)\n\nRequisitos\n• CRM', 'pt').title).toBe('Executivo(a) de Vendas B2B');
		expect(header('Data Engineer | Python\nAcme Data Co.\n\nRequirements\n• SQL').title).toBe('Data Engineer | Python');
	});

	it('skips a job board\'s furniture and emoji before the company', () => {
		expect(header('Assistant Store Manager\nPosted 2 Days Ago\nFull time\nR-04417\n\nBramblewood Home & Garden\n\nLocation: Boise, ID (Store #112)\n\nBasic Qualifications\n• Customer service')).toEqual({
			title: 'Assistant Store Manager',
			company: 'Bramblewood Home & Garden',
			location: 'Boise, ID, USA'
		});
		expect(header('📢 OPORTUNIDADE: Analista de Recrutamento\n🏢 Jacarandá Varejo\n📍 São Paulo/SP – Híbrido\n\nRequisitos\n• Excel', 'pt').company).toBe('Jacarandá Varejo');
	});

	it('reads a city without its state and a remote mode without a place', () => {
		expect(header('Cargo: Eletricista de Manutenção\nEmpresa: Guaruva Embalagens\nLocal de trabalho: Presencial em Curitiba (CIC)\n\nRequisitos:\n- NR-10', 'pt').location).toBe('Curitiba, PR, Brasil');
		expect(header('Analista de Testes\nTangará Sistemas\nRemoto · Efetivo\n\nRequisitos\n• Jira', 'pt').location).toBe('Remoto');
	});

	it('does not take a place written with its state for the company', () => {
		expect(header('Estágio em Marketing\nHíbrido · Maringá - PR · Estágio\n\nRequisitos\n• Canva', 'pt')).toMatchObject({ company: null, location: 'Maringá, PR, Brasil' });
	});

	it('does not let a label in the middle of the posting rename the job', () => {
		const text = 'Data Analyst\nPinecrest Health — Boston, MA\n\nAbout us\nWe analyse claims.\nTitle: Chief Executive Officer\nCompany: Evil Corp\n\nRequirements\n• SQL';
		expect(header(text)).toMatchObject({ title: 'Data Analyst', company: 'Pinecrest Health' });
	});
});
