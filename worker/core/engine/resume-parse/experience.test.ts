import { describe, expect, it } from 'vitest';
import { isCompleteHead, jobInSentence, leaveOutNonJobs, readExperiences, type ExperienceFound } from './experience';
import type { ExperienceDoubt } from './schema';
import { splitSections } from './sections';
import { normaliseText, splitLines, type Line } from './text';

const line = (text: string): Line => ({ text, start: 0, end: text.length, index: 0 });

const jobs = (body: string, lang: 'en' | 'pt' = 'en') =>
	readExperiences(splitSections(splitLines(normaliseText(body))).sections, lang).map(({ title, company, location, start, end, current, internship, bullets }) => ({
		title,
		company,
		location,
		start,
		end,
		current,
		internship,
		bullets: bullets.length
	}));

describe('readExperiences', () => {
	it('reads "Title — Company, City, ST" with dates on the next line and bullets', () => {
		expect(jobs('EXPERIENCE\nSenior Accountant — Ridgecrest Builders Inc., Chicago, IL\n2021 – Present\n• Month-end close\n• Audits\nStaff Accountant — Hawthorne & Pike CPAs, Oak Park, IL\n2017 – 2021\n• Tax returns')).toEqual([
			{ title: 'Senior Accountant', company: 'Ridgecrest Builders Inc.', location: 'Chicago, IL, USA', start: '2021', end: null, current: true, internship: false, bullets: 2 },
			{ title: 'Staff Accountant', company: 'Hawthorne & Pike CPAs', location: 'Oak Park, IL, USA', start: '2017', end: '2021', current: false, internship: false, bullets: 1 }
		]);
	});

	it('takes the employer written under the role\'s dates, and keeps it from the next role', () => {
		const text = 'EXPERIENCE\nSenior Accountant\nJun 2020 – Present\nBrightwater Logistics, Chicago, IL\n- Led a team of five.\n- Built weekly reports.\n\nStaff Accountant\nAug 2016 – May 2020\nMeridian Foods Inc., Chicago, IL\n- Reconciled accounts.';
		expect(jobs(text).map(({ title, company, location, bullets }) => [title, company, location, bullets])).toEqual([
			['Senior Accountant', 'Brightwater Logistics', 'Chicago, IL, USA', 2],
			['Staff Accountant', 'Meridian Foods Inc.', 'Chicago, IL, USA', 1]
		]);
	});

	it('takes the role written under an employer\'s place and dates, with or without a blank line between', () => {
		const rows = (gap: string) =>
			`EXPERIENCE\nRiverside Elementary School\nAustin, TX\nAug 2019 – Present${gap}Fourth Grade Teacher\n- Planned lessons.\n\nLittle Oaks Montessori\nRound Rock, TX\nSep 2014 – Jun 2016${gap}Teaching Assistant\n- Led reading groups.`;
		for (const gap of ['\n', '\n\n'])
			expect(jobs(rows(gap)).map(({ title, company, bullets }) => [title, company, bullets])).toEqual([
				['Fourth Grade Teacher', 'Riverside Elementary School', 1],
				['Teaching Assistant', 'Little Oaks Montessori', 1]
			]);
	});

	it('reads an employer with its whole time there, above a role dated within it, as the heading of that role, not as a job', () => {
		const text = 'EXPERIENCE\nBrightwater Logistics · Chicago, IL\nJun 2016 – Present\n\nSenior Accountant\nJun 2020 – Present\n- Led a team.\n\nStaff Accountant\nJun 2016 – May 2020\n- Reconciled accounts.\n\nMeridian Foods Inc.\nAug 2013 – May 2016\n\nAccounts Clerk\nAug 2013 – May 2016\n- Paid vendors.';
		expect(jobs(text).map(({ title, company, start }) => [title, company, start])).toEqual([
			['Senior Accountant', 'Brightwater Logistics', '2020-06'],
			['Staff Accountant', 'Brightwater Logistics', '2016-06'],
			['Accounts Clerk', 'Meridian Foods Inc.', '2013-08']
		]);
		// A role dated outside the employer's time is no role of that heading: both stay.
		expect(jobs('EXPERIENCE\nMeridian Foods Inc.\nAug 2013 – May 2016\n\nAccounts Clerk\nAug 2017 – May 2019\n- Paid vendors.')).toHaveLength(2);
	});

	it('reads the place and time under a role written under its employer\'s dates as where it was, and keeps the bullets after them', () => {
		for (const under of ['São Paulo, SP', 'São Paulo, SP · 2 anos e 2 meses']) {
			const [first] = jobs(`EXPERIÊNCIA\nHospital Santa Catarina\nmarço de 2019 – maio de 2021\nEnfermeira Assistencial\n${under}\n- Coordenei 12 técnicos.\n- Implantei o protocolo de sepse.`, 'pt');
			expect(first).toMatchObject({ title: 'Enfermeira Assistencial', company: 'Hospital Santa Catarina', location: 'São Paulo, SP, Brasil', bullets: 2 });
		}
	});

	it('ends an undated head of a role and an employer at a blank line when another undated head follows, whatever its title says', () => {
		const found = jobs('EXPERIÊNCIA\nFISIOTERAPEUTA HOSPITALAR\nStudio Tucano Movimento\n\nFISIOTERAPEUTA CLÍNICA\nCentro Maré de Recuperação · João Pessoa, PB\n\nFISIOTERAPEUTA TRAINEE\nHospital São Bento', 'pt');
		expect(found.map(({ title, company }) => [title, company])).toEqual([
			['FISIOTERAPEUTA HOSPITALAR', 'Studio Tucano Movimento'],
			['FISIOTERAPEUTA CLÍNICA', 'Centro Maré de Recuperação'],
			['FISIOTERAPEUTA TRAINEE', 'Hospital São Bento']
		]);
	});

	it('keeps an undated head open across a blank line when its dates or bullets come next', () => {
		const found = jobs('EXPERIENCE\nStaff Nurse\nMercy General Hospital\n\nJune 2019 – Present\n• Titrated drips\n\nCharge Nurse\nLakeside Clinic\n\n2015 – 2019\n• Led the night shift');
		expect(found.map(({ title, company, start }) => [title, company, start])).toEqual([
			['Staff Nurse', 'Mercy General Hospital', '2019-06'],
			['Charge Nurse', 'Lakeside Clinic', '2015']
		]);
	});

	it('reads "Company\\nTitle\\ndates" with the company first', () => {
		expect(jobs('CLINICAL EXPERIENCE\nMemorial Hermann Hospital — Houston, TX\nStaff Nurse, Medical ICU\nJune 2019 to Present\n• Titrated drips')[0]).toMatchObject({
			title: 'Staff Nurse, Medical ICU',
			company: 'Memorial Hermann Hospital',
			location: 'Houston, TX, USA',
			start: '2019-06',
			current: true
		});
	});

	it('reads a town in brackets after the company as the place', () => {
		expect(jobs('WORK\nSenior Reporter — Rio Grande Sentinel (Albuquerque)\nApril 2020 to present\nCourts beat.')[0]).toMatchObject({
			title: 'Senior Reporter',
			company: 'Rio Grande Sentinel',
			location: 'Albuquerque'
		});
	});

	it('reads "Title at Company (dates)"', () => {
		expect(jobs('Work Experience\nBiology Teacher at Lincoln High School (Aug 2017 – Present)\n- Taught AP Biology')[0]).toMatchObject({
			title: 'Biology Teacher',
			company: 'Lincoln High School',
			start: '2017-08',
			current: true
		});
	});

	it('reads "Title | Company | City | dates" on one line', () => {
		expect(jobs('EXPERIÊNCIA\nDesenvolvedor Júnior | Capivara Sistemas Ltda. | Niterói – RJ | 02/2019 – 07/2021\n▸ PHP e MySQL', 'pt')[0]).toMatchObject({
			title: 'Desenvolvedor Júnior',
			company: 'Capivara Sistemas Ltda.',
			location: 'Niterói, RJ, Brasil',
			start: '2019-02',
			end: '2021-07'
		});
	});

	it('reads dates written before the job, separated by a tab', () => {
		expect(jobs('EXPERIENCE\n2019 – Present\tSenior Civil Engineer, Front Range Structures Inc., Denver, CO\nLead design of stormwater plans for commercial sites using Civil 3D and HEC-RAS models.\n2014 – 2019\tCivil Engineer, Mile High Consulting Group, Aurora, CO')).toMatchObject([
			{ title: 'Senior Civil Engineer', company: 'Front Range Structures Inc.', start: '2019', current: true, bullets: 1 },
			{ title: 'Civil Engineer', company: 'Mile High Consulting Group', start: '2014', end: '2019' }
		]);
	});

	it('reads Brazilian form fields "Empresa:", "Cargo:", "Período:"', () => {
		expect(jobs('EXPERIÊNCIAS PROFISSIONAIS:\nEmpresa: Hospital da Restauração\nCargo: Enfermeira Plantonista – Pronto-Socorro\nPeríodo: 02/2016 a 02/2019\nAtividades: classificação de risco e curativos.', 'pt')).toEqual([
			{ title: 'Enfermeira Plantonista – Pronto-Socorro', company: 'Hospital da Restauração', location: null, start: '2016-02', end: '2019-02', current: false, internship: false, bullets: 1 }
		]);
	});

	it('reads a form\'s start and end fields, with or without the other, as the job\'s dates and never as its title', () => {
		const form = (dates: string) => `EXPERIÊNCIA PROFISSIONAL\nEmpresa: Hospital Santa Catarina\nCargo: Enfermeira Assistencial\n${dates}\n\nEmpresa: Clínica Vida Plena\nCargo: Técnica de Enfermagem\nAdmissão: 02 de fevereiro de 2014\nDemissão: 20 de dezembro de 2017`;
		for (const dates of ['Admissão: 01 de março de 2019\nDemissão: 15 de maio de 2021', 'Data de admissão: 01/03/2019\nData de saída: 15/05/2021', 'Início: 03/2019\nTérmino: 05/2021'])
			expect(jobs(form(dates), 'pt').map(({ title, company, start, end }) => [title, company, start, end])).toEqual([
				['Enfermeira Assistencial', 'Hospital Santa Catarina', '2019-03', '2021-05'],
				['Técnica de Enfermagem', 'Clínica Vida Plena', '2014-02', '2017-12']
			]);
		// Under the employer, the role after the dates: the start field's label is no title, and a start
		// with no end is a start whose end is unknown, not a one-month job.
		for (const dates of ['Admissão: 01 de março de 2019\nDemissão: 15 de maio de 2021', 'Admissão: 01 de março de 2019'])
			expect(jobs(`EXPERIÊNCIA\nHospital Santa Catarina\n${dates}\nEnfermeira Assistencial\n- Coordenei a equipe.`, 'pt')).toEqual([
				expect.objectContaining({ title: 'Enfermeira Assistencial', company: 'Hospital Santa Catarina', start: '2019-03', end: dates.includes('Demissão') ? '2021-05' : null, current: false, bullets: 1 })
			]);
	});

	it("doesn't confuse bullets with new entries, even without bullet glyphs", () => {
		const found = jobs('EXPERIENCE\nParalegal — Smith & Ortiz LLP\n2018 – 2022\nDrafted motions and discovery requests for 40 active litigation matters every year.\nManaged e-filing deadlines in state and federal courts for the whole team.');
		expect(found).toHaveLength(1);
		expect(found[0].bullets).toBe(2);
	});

	it('does not start a job at a bullet that mentions years', () => {
		expect(jobs('EXPERIENCE\nTeacher — Escola X\n2015 – 2020\n• Promoted in 2018 – 2019 to coordinator of the science department')).toHaveLength(1);
	});

	it('marks internships, externships and teaching assistantships', () => {
		const found = jobs('EXPERIENCE\nEstagiária de Direito – Tribunal Regional do Trabalho (2014 – 2015)\nGraduate Teaching Assistant at Oregon State University (2013 – 2015)\nNursing Student Extern — Texas Children\'s Hospital\nSummer 2015\nTrainee — Banco Azul (2016 – 2017)', 'pt');
		expect(found.map((job) => job.internship)).toEqual([true, true, true, false]);
		expect(found[2]).toMatchObject({ start: '2015', end: '2015' });
	});

	it('counts roles in an "Internships" section as internships', () => {
		expect(jobs('INTERNSHIPS\nData Analyst — Acme Corp\nJun 2022 – Aug 2022')[0].internship).toBe(true);
	});

	it('keeps the company for a second role at the same employer', () => {
		const found = jobs('EXPERIENCE\nBanco Azul S.A.\nGerente de Contas\n2020 – atual\n• Carteira PJ\nAnalista de Crédito\n2017 – 2020\n• Análise de risco', 'pt');
		expect(found.map((job) => [job.title, job.company])).toEqual([
			['Gerente de Contas', 'Banco Azul S.A.'],
			['Analista de Crédito', 'Banco Azul S.A.']
		]);
	});
});

describe('readExperiences with bullets that lost their glyphs', () => {
	it('keeps short bullet lines in the job above when every job has dates', () => {
		const found = jobs(
			'EXPERIENCE\nStaff Nurse — Hospital Norte\n2019 – Present\nPatient care for 30 beds\nMedication administration\n\nCharge Nurse — Hospital Sul\n2016 – 2019\nStaff scheduling\nQuality audits'
		);
		expect(found.map((job) => [job.title, job.company, job.start, job.bullets])).toEqual([
			['Staff Nurse', 'Hospital Norte', '2019', 2],
			['Charge Nurse', 'Hospital Sul', '2016', 2]
		]);
	});

	it('still starts a job at "Company\\nTitle\\ndates" right after short bullets', () => {
		const found = jobs('EXPERIENCE\nHospital Norte\nStaff Nurse\n2019 – Present\nPatient care\nHospital Sul\nCharge Nurse\n2016 – 2019\nStaff scheduling');
		expect(found.map((job) => [job.title, job.company, job.bullets])).toEqual([
			['Staff Nurse', 'Hospital Norte', 1],
			['Charge Nurse', 'Hospital Sul', 1]
		]);
	});

	it('reads "Title, Company — City, ST (dates)" one line per job', () => {
		expect(jobs('WORK HISTORY\nIT Support Specialist, Harbor & Vine Insurance — Providence, RI (Apr 2024 – Present)\n- Help desk\nAssistant Manager, Quayside Grill — Newport, RI (Mar 2012 – Apr 2016)').map((job) => [job.title, job.company, job.location, job.start])).toEqual([
			['IT Support Specialist', 'Harbor & Vine Insurance', 'Providence, RI, USA', '2024-04'],
			['Assistant Manager', 'Quayside Grill', 'Newport, RI, USA', '2012-03']
		]);
	});

	it('splits table cells (tabs) at the bars only, so a dash inside a title stays', () => {
		expect(jobs('EXPERIÊNCIA\nSDR – Representante de Vendas\tAraucária Pagamentos S.A.\t03/2019 – 12/2020\n* Qualificação de leads', 'pt').map((job) => [job.title, job.company])).toEqual([
			['SDR – Representante de Vendas', 'Araucária Pagamentos S.A.']
		]);
	});

	it('keeps "Title - Unit" whole when the company has a line of its own', () => {
		expect(jobs('EXPERIENCIAS\nHospital Sao Lucas de Niteroi\nEnfermeiro Assistencial - Alojamento Conjunto\nFev/2016 - Fev/2019\n- Cuidados com o recem-nascido', 'pt').map((job) => [job.title, job.company])).toEqual([
			['Enfermeiro Assistencial - Alojamento Conjunto', 'Hospital Sao Lucas de Niteroi']
		]);
	});

	it('does not split "Estágio em Farmácia Hospitalar" when the company is on the next line', () => {
		expect(jobs('EXPERIÊNCIA\nEstágio em Farmácia Hospitalar\nHospital Universitário Professor Edgard Santos\nmar/2015 a nov/2015', 'pt').map((job) => [job.title, job.company, job.internship])).toEqual([
			['Estágio em Farmácia Hospitalar', 'Hospital Universitário Professor Edgard Santos', true]
		]);
	});

	it('reads a company name ending in "Ltda." as a head, not a sentence', () => {
		expect(jobs('EXPERIÊNCIA\nCoordenador de Projetos de Infraestrutura – Vale do Aço Engenharia Ltda.\ndesde abr/2021\n– Projetos de drenagem.', 'pt').map((job) => [job.title, job.company, job.start])).toEqual([
			['Coordenador de Projetos de Infraestrutura', 'Vale do Aço Engenharia Ltda.', '2021-04']
		]);
	});

	it('leaves out sub-headings and label lines: they are not jobs', () => {
		const older = jobs('EXPERIENCE\nSenior Project Engineer | Willamette Structural Group | Salem, OR | 2003 – 2012\n▪ Concrete design.\n\nEarlier career\nProject Engineer, Halvorsen & Diaz Structural (1997–2003)\nStaff Engineer, Pacific Span Consultants (1994–1997)');
		expect(older.map((job) => [job.title, job.company, job.start])).toEqual([
			['Senior Project Engineer', 'Willamette Structural Group', '2003'],
			['Project Engineer', 'Halvorsen & Diaz Structural', '1997'],
			['Staff Engineer', 'Pacific Span Consultants', '1994']
		]);
		const shared = jobs('EXPERIENCIA\nAdvogada Senior, Bastos Tavares Advogados (2021 - hoje)\nAdvogada Plena, Queiroz & Lemos Sociedade de Advogados (2017–2021)\n\nPrincipais atividades\n- Audiencias e peticoes.', 'pt');
		expect(shared.map((job) => job.title)).toEqual(['Advogada Senior', 'Advogada Plena']);
	});

	it('reads dates-first lines: "2020 — atual | Company | Title"', () => {
		expect(jobs('TRAJETÓRIA\n2020 — atual | Duarte & Vilela Advocacia Criminal | Sócio\n2012 — 2013 | Ministério Público do Estado de Goiás | Estagiário de Direito', 'pt').map((job) => [job.title, job.company, job.start, job.internship])).toEqual([
			['Sócio', 'Duarte & Vilela Advocacia Criminal', '2020', false],
			['Estagiário de Direito', 'Ministério Público do Estado de Goiás', '2012', true]
		]);
	});
});

describe('readExperiences, form fields', () => {
	it('reads the company written in the "Cargo:" line when no "Empresa:" line names it', () => {
		expect(jobs('EXPERIENCIA\nCargo: Ajudante de Eletricista - Eletro Minas Servicos\nPeriodo: 01/2010 a 02/2012', 'pt')).toMatchObject([
			{ title: 'Ajudante de Eletricista', company: 'Eletro Minas Servicos', start: '2010-01', end: '2012-02' }
		]);
	});
});

describe('readExperiences: portal, template, clinical and public-service layouts', () => {
	const heads = (body: string) => jobs(body).map(({ title, company, start }) => [title, company, start]);

	it('reads a job portal’s "<Company> as <Title>"', () => {
		expect(heads('Employment\nKestrel Infotech Pvt Ltd as Senior Software Engineer\nJan 2022 to Present (4 years 11 months)\n• Built settlement APIs in Java.')).toEqual([
			['Senior Software Engineer', 'Kestrel Infotech Pvt Ltd', '2022-01']
		]);
	});

	it('reads Spanish "Title en Company", but not "en" before a field of work', () => {
		expect(heads('Experiencia\nDesarrolladora Web en Estudi Blau\njun. 2020 – ene. 2022\n- Sitios web')).toEqual([['Desarrolladora Web', 'Estudi Blau', '2020-06']]);
		expect(heads('Experiencia\nEspecialista en Marketing Digital — Agencia Sol S.L.\n2019 – 2021\n- Campañas')).toEqual([['Especialista en Marketing Digital', 'Agencia Sol S.L.', '2019']]);
	});

	it('keeps the unit or specialty written between a role and its employer in the title', () => {
		expect(heads('EXPERIENCE\nRegistered Nurse – Cardiac ICU — Lakeshore Mercy Hospital, Chicago, IL\nApril 2020 – Present\n• Titrated drips')).toEqual([
			['Registered Nurse – Cardiac ICU', 'Lakeshore Mercy Hospital', '2020-04']
		]);
		expect(heads('EXPERIENCE\nPhysical Therapist – Acute Care, Valley Oaks Medical Center\nStockton, CA | Sep 2019 – Jul 2021\n- Early mobility')).toEqual([
			['Physical Therapist – Acute Care', 'Valley Oaks Medical Center', '2019-09']
		]);
	});

	it('leaves a title whole when the middle piece is an organisation of its own', () => {
		expect(heads('EXPERIENCE\nAnalyst — Acme Corp — Finance Department\n2019 – 2021\n- Reports')[0][0]).toBe('Analyst');
	});

	it('reads the town after a company in a moderncv line "dates Title, Company, Town"', () => {
		expect(heads('Experiência profissional\n2021–atual Analista Financeira Sénior, Banco Atlântico Norte, Lisboa\nPlaneamento e controlo orçamental.')).toEqual([
			['Analista Financeira Sénior', 'Banco Atlântico Norte', '2021']
		]);
	});

	it('reads a title with its dates on one line and the company with its city glued on the next (Jake’s resume)', () => {
		expect(heads('Experience\nSoftware Engineer II Sep. 2022 – Present\nHarborview Health Systems Boston, MA\n• Built APIs\nSoftware Engineer Jul. 2020 – Aug. 2022\nQuillstone Analytics Cambridge, MA\n• Dashboards')).toEqual([
			['Software Engineer II', 'Harborview Health Systems', '2022-09'],
			['Software Engineer', 'Quillstone Analytics', '2020-07']
		]);
	});

	it('reads a public servant’s employer, not the unit they were posted to, nor their shift, staff number or status', () => {
		expect(
			heads('EXPERIÊNCIA\nRede Municipal de Ensino de Contagem\nProfessora de Educação Básica I — efetiva\nLotação: Escola Municipal Maria Silva Lucas\nfev/2016 – atual\n• Alfabetização')
		).toEqual([['Professora de Educação Básica I', 'Rede Municipal de Ensino de Contagem', '2016-02']]);
		expect(heads('EXPERIÊNCIA\nRede Estadual de Minas Gerais — Professora designada (contrato)\nEscola Estadual Coronel Durval\nmar/2013 – dez/2015\n• Apoio')).toEqual([
			['Professora designada (contrato)', 'Rede Estadual de Minas Gerais', '2013-03']
		]);
		expect(heads('EXPERIÊNCIA\nEnfermeira – UTI Neonatal — Hospital Santa Clara\nPlantão 12x36 noturno\n03/2019 – atual\n• PICC')).toEqual([
			['Enfermeira – UTI Neonatal', 'Hospital Santa Clara', '2019-03']
		]);
	});

	it('reads a company whose name ends in "S.L." or "S.A. de C.V." as a head, not a sentence', () => {
		expect(heads('Experiencia laboral\nContador General | Grupo Industrial Azteca S.A. de C.V.\n2019 - presente\n- Cierre contable')).toEqual([
			['Contador General', 'Grupo Industrial Azteca S.A. de C.V.', '2019']
		]);
	});
});

describe('jobs written as sentences, without dates', () => {
	it('reads the role, the employer and how long it lasted', () => {
		const job = jobInSentence(line('Worked as a paralegal at Smith & Cole LLP for two years, drafting discovery responses.'));
		expect(job).toMatchObject({ title: 'paralegal', company: 'Smith & Cole LLP', start: null, months: 24, current: false });
	});

	it('reads Portuguese "3 anos como técnica de enfermagem no Hospital X" and a current job', () => {
		expect(jobInSentence(line('Experiência: 3 anos como técnica de enfermagem no Hospital Vila Serena, na clínica médica.'))).toMatchObject({
			title: 'técnica de enfermagem',
			company: 'Hospital Vila Serena',
			months: 36
		});
		expect(jobInSentence(line('Currently legal assistant at Harmon Estate Planning Group, preparing wills.'))).toMatchObject({
			title: 'legal assistant',
			company: 'Harmon Estate Planning Group',
			current: true
		});
	});

	it('reads no job from a sentence whose "as" names no role', () => {
		expect(jobInSentence(line('Served as liaison with Medicare auditors for two years.'))).toBeNull();
		expect(jobInSentence(line('Built dashboards as part of the Finance team.'))).toBeNull();
	});

	it('lists such jobs in an experience section that has no dated ones', () => {
		expect(jobs('Experience\nWorked as a paralegal at Smith & Cole LLP for two years.\nBefore that, I was a legal secretary at Brennan Family Law for three years.').map((job) => [job.title, job.company])).toEqual([
			['paralegal', 'Smith & Cole LLP'],
			['legal secretary', 'Brennan Family Law']
		]);
	});
});

describe('isCompleteHead', () => {
	it('does not take the dash of a date range for the separator between title and company', () => {
		expect(isCompleteHead('Software Engineer II Sep. 2022 – Present')).toBe(false);
		expect(isCompleteHead('Software Engineer — Quillstone Analytics')).toBe(true);
	});
});

describe('lines of a post that are neither job nor employer', () => {
	it('skips a labelled posting, a shift and a staff number, but reads a unit that is the employer', () => {
		expect(jobs('EXPERIÊNCIA\nEnfermeira\nUnidade de Pronto Atendimento Norte\n2019 – atual\n• Classificação de risco').map(({ title, company }) => [title, company])).toEqual([
			['Enfermeira', 'Unidade de Pronto Atendimento Norte']
		]);
		expect(jobs('EXPERIÊNCIA\nPrefeitura de Caucaia — Recepcionista\nMatrícula 45.321-7\nLotação: Policlínica Central\n2012 – 2014\n• Recepção').map(({ title, company }) => [title, company])).toEqual([
			['Recepcionista', 'Prefeitura de Caucaia']
		]);
	});
});

describe('how sure the reader is of a job', () => {
	const read = (body: string, lang: 'en' | 'pt' = 'en') => readExperiences(splitSections(splitLines(normaliseText(body))).sections, lang);

	it('is sure of a role and an employer presented with their dates, and keeps the lines they were read from', () => {
		const [job] = read('EXPERIENCE\nStaff Nurse — Lakeshore Mercy Hospital\nMarch 2019 – Present\n• Triage');
		expect(job.doubts).toEqual([]);
		expect(job.head.map((line) => line.text)).toEqual(['Staff Nurse — Lakeshore Mercy Hospital', 'March 2019 – Present']);
	});

	it('doubts an entry that names no employer and no dates, and says why', () => {
		const [job] = read('EXPERIENCE\nStaff Nurse\n• Triage of patients in the emergency room');
		expect(job.doubts).toEqual(expect.arrayContaining(['no_company', 'no_dates']));
	});

	it('doubts an entry whose only name reads as an employer’s, and does not make it a title', () => {
		const [job] = read('EXPERIÊNCIA\nHospital Santa Catarina Ltda\n03/2019 – atual\n• Plantões noturnos', 'pt');
		expect(job.title).toBe('');
		expect(job.doubts).toContain('no_title');
	});

	it('trusts a job a sentence names in full without dates', () => {
		const [job] = read('EXPERIENCE\nWorked as a paralegal at Smith & Cole LLP for two years.');
		expect(job).toMatchObject({ title: 'paralegal', company: 'Smith & Cole LLP' });
		expect(job.doubts).toEqual([]);
	});
});

describe('forms of Brazilian job portals', () => {
	it('reads "Cargo: … | Empresa: …" side by side on one line, each field by its label', () => {
		expect(jobs('Experiência profissional\nDe 2021 a atual\nCargo: Analista de RH Sênior | Empresa: Pitanga Serviços Ltda.\nLocal: Juiz de Fora, MG\nAtividades: Folha de pagamento.', 'pt')[0]).toMatchObject({
			title: 'Analista de RH Sênior',
			company: 'Pitanga Serviços Ltda.',
			start: '2021',
			current: true
		});
	});

	it('joins dates cut from their fields by a page break to the fields below, without "De" or the duration as a title', () => {
		const found = jobs('Experiência profissional\nDe 05/2006 a 04/2007\nCargo: Assistente Jurídico | Empresa: Gonçalves Advogados\nAtividades: Petições.\n\nDe 09/2005 a 04/2006 (8 meses)\n\nCargo: Estagiário Jurídico | Empresa: Defensoria Regional de Campo Alegre', 'pt');
		expect(found.map(({ title, company, start }) => ({ title, company, start }))).toEqual([
			{ title: 'Assistente Jurídico', company: 'Gonçalves Advogados', start: '2006-05' },
			{ title: 'Estagiário Jurídico', company: 'Defensoria Regional de Campo Alegre', start: '2005-09' }
		]);
	});
});

describe('the Lattes platform', () => {
	it('reads the title from "Enquadramento Funcional", past the fields before it and a wrapped label after it', () => {
		expect(
			jobs('Atuação Profissional\nPrefeitura Municipal de Porto Novo, Vitória, ES\nVínculo institucional\n12/2021 - Atual\tVínculo: Servidor Público, Enquadramento Funcional: Advogado Pleno, Carga\nhorária: 40\nAtividades: Pareceres.', 'pt')[0]
		).toMatchObject({ title: 'Advogado Pleno', company: 'Prefeitura Municipal de Porto Novo', start: '2021-12', current: true });
	});
});

describe('a form of labelled fields', () => {
	it('keeps "Empresa:", "Período:" and "Cargo:" in one entry until a field repeats, across a page break', () => {
		expect(
			jobs('EXPERIÊNCIA PROFISSIONAL\nEmpresa: Prefeitura Municipal de Campo Alegre\nPeríodo: 06/2025 a o momento\nCargo: Advogada Pleno\nAtividades:\n- Pareceres.\n\nEmpresa: Tucano Viva Medicamentos\nPeríodo: 02/2016 a 03/2017\n\nCargo: Farmacêutica Responsável\nLocal: Salvador, BA', 'pt').map(({ title, company, start }) => ({ title, company, start }))
		).toEqual([
			{ title: 'Advogada Pleno', company: 'Prefeitura Municipal de Campo Alegre', start: '2025-06' },
			{ title: 'Farmacêutica Responsável', company: 'Tucano Viva Medicamentos', start: '2016-02' }
		]);
	});
});

describe('Europass', () => {
	it('reads a job from the form’s rows, the employer named after the activities', () => {
		expect(
			jobs('Work experience\nDates\t07/2023 – present\nOccupation or position held\tPatient Care Team Lead\nMain activities and\nresponsibilities\n- Led infection control.\n- Owned the night checklists.\nName and address of employer\tNorth Springs Care Home, Columbus, OH\n\nDates\t09/2021 – 05/2023\nOccupation or position held\tPatient Care Technician II\nName and address of employer\tOkafor Care Center, Columbus, OH').map(
				({ title, company, start, location }) => ({ title, company, start, location })
			)
		).toEqual([
			{ title: 'Patient Care Team Lead', company: 'North Springs Care Home', start: '2023-07', location: 'Columbus, OH, USA' },
			{ title: 'Patient Care Technician II', company: 'Okafor Care Center', start: '2021-09', location: 'Columbus, OH, USA' }
		]);
	});
});

describe('"Title, Employer" on one line', () => {
	it('splits at the comma when only the right side reads as an organisation, whatever the title', () => {
		expect(jobs('EXPERIENCE\n2024–Present\nClinical Caseworker, Fairhaven County Department of Family Services\n- Home visits.')[0]).toMatchObject({
			title: 'Clinical Caseworker',
			company: 'Fairhaven County Department of Family Services'
		});
	});
});

describe('an employer, its place and a role run together', () => {
	it('splits "FedEx Memphis, TN DevOps Engineer" at the place, the town taking "San" and "New" with it', () => {
		expect(jobs('EXPERIENCE\nTarget Minneapolis, MN Senior DevOps Engineer Mar 2017 – Dec 2018\n- Pipelines\nAcme Corp San Francisco, CA Data Analyst 2012 – 2014\n- Reports').map(({ title, company, location }) => [title, company, location])).toEqual([
			['Senior DevOps Engineer', 'Target', 'Minneapolis, MN, USA'],
			['Data Analyst', 'Acme Corp', 'San Francisco, CA, USA']
		]);
	});

	it('leaves a line alone when what follows the place is no role', () => {
		expect(jobs('EXPERIENCE\nData Analyst, Acme Corp, Austin, TX Operations Group 2012 – 2014\n- Reports')[0].title).toBe('Data Analyst');
	});
});

describe('a dated title in capitals with its employer on the line below', () => {
	it('keeps the employer below a long title and its dates in the same entry, and "E" inside the title', () => {
		expect(jobs('EXPERIÊNCIA\nCOORDENADOR DE GENTE E GESTÃO | 2022 — Atual\nIpê Hotéis\n- Benefícios.\nSUPERVISOR ADMINISTRATIVO JURÍDICO | 2017 — 2021\nSabiá Alimentos S.A. · Natal, RN\n- Revisei.', 'pt').map(({ title, company, start }) => [title, company, start])).toEqual([
			['COORDENADOR DE GENTE E GESTÃO', 'Ipê Hotéis', '2022'],
			['SUPERVISOR ADMINISTRATIVO JURÍDICO', 'Sabiá Alimentos S.A.', '2017']
		]);
	});

	it('still reads a second title under a dated title as the next entry', () => {
		expect(jobs('EXPERIENCE\nSENIOR ACCOUNTANT AND TEAM SUPERVISOR | 2020 — 2022\n- Close.\nStaff Accountant\n2017 — 2020\n- Tax.').map(({ title }) => title)).toEqual(['SENIOR ACCOUNTANT AND TEAM SUPERVISOR', 'Staff Accountant']);
	});
});

describe('employers whose names hold a comma or a role word', () => {
	it('keeps a firm of partners whole and a brokerage named "Corretora de Imóveis" as the employer', () => {
		expect(jobs('EXPERIENCE\nLegal Assistant, Abernathy, Lindqvist & Co. | 11/2009–01/2012\n- Filings\nPhysical Therapist – Outpatient Orthopedics, Riverside Clinic | 2005 – 2008\n- Rehab').map(({ title, company }) => [title, company])).toEqual([
			['Legal Assistant', 'Abernathy, Lindqvist & Co.'],
			['Physical Therapist – Outpatient Orthopedics', 'Riverside Clinic']
		]);
		expect(jobs('EXPERIÊNCIA\nFalcão, Pereira e Associados\nAdvogado Sênior, 2023 to o momento\n- Contratos.\nParalegal, Abernathy, Lindqvist & Co. | 2019 – 2023\n- Filings', 'pt').map(({ title, company }) => [title, company])).toEqual([
			['Advogado Sênior', 'Falcão, Pereira e Associados'],
			['Paralegal', 'Abernathy, Lindqvist & Co.']
		]);
		expect(jobs('EXPERIÊNCIA\n09/2025–atual | Assistente Administrativa, Rocha Corretora de Imóveis, Porto Alegre, RS\n- Atas', 'pt').map(({ title, company }) => [title, company])).toEqual([['Assistente Administrativa', 'Rocha Corretora de Imóveis']]);
	});
});

describe('"<Employer> as <Title>" heads', () => {
	it('reads an employer whose name holds a role word when it reads as an organisation', () => {
		expect(jobs('Work Experience\nOffice of the Pinecrest City Attorney as Partner\nMay 2024 to Dec 2024\n- Trials\nKowalski, Lindqvist & Partners as Associate\nMay 2016 to Jan 2019\n- Research').map(({ title, company }) => [title, company])).toEqual([
			['Partner', 'Office of the Pinecrest City Attorney'],
			['Associate', 'Kowalski, Lindqvist & Partners']
		]);
	});
});

describe('numbered roles without dates', () => {
	it('reads a numbered role and employer as an entry, and leaves a numbered achievement a bullet', () => {
		expect(jobs('CAREER HISTORY\n1. Maintenance Electrician – Brennan & Sons Contractors, Sacramento, CA\n- Owned NFPA 70E.\n2. Lead Electrician – Millbrook Public Works Department\n- Led low voltage.\n3. Cut rework by 20% across the plant.').map(({ title, company, bullets }) => [title, company, bullets])).toEqual([
			['Maintenance Electrician', 'Brennan & Sons Contractors', 1],
			['Lead Electrician', 'Millbrook Public Works Department', 2]
		]);
	});
});

describe('undated heads of two lines', () => {
	it('starts the next entry at the next role once a head holds a role and a name, with no bullet or blank line between', () => {
		expect(jobs('WORK\nPrep Cook\nFairbanks’s Bistro, Raleigh, NC\nKitchen Helper\nGranite Hotel & Suites, Raleigh, NC\n- Food safety\nGrill Cook\nAshworth’s Bistro\nGrill Cook\nThe North Table').map(({ title, company }) => [title, company])).toEqual([
			['Prep Cook', 'Fairbanks’s Bistro'],
			['Kitchen Helper', 'Granite Hotel & Suites'],
			['Grill Cook', 'Ashworth’s Bistro'],
			['Grill Cook', 'The North Table']
		]);
	});

	it('keeps a form’s place under its role and employer in the same entry ("RN" of "Natal, RN" is no role)', () => {
		expect(jobs('EXPERIÊNCIA\nRepresentante Comercial\nAtacadista Souza\nNatal, RN\n2022 – 2026\n- Contas', 'pt').map(({ title, company, start }) => [title, company, start])).toEqual([
			['Representante Comercial', 'Atacadista Souza', '2022']
		]);
	});

	it('splits "Title, Employer, City, ST." at the comma when the employer is a senior living community', () => {
		expect(jobs('EXPERIENCE\nPatient Care Team Lead, Bright Hills Senior Living, Raleigh, NC. | 2021 — 2023\n- Rounds').map(({ title, company }) => [title, company])).toEqual([
			['Patient Care Team Lead', 'Bright Hills Senior Living']
		]);
	});
});

describe('one-line heads as people number and punctuate them', () => {
	const heads = (body: string, lang: 'en' | 'pt' = 'en') => jobs(body, lang).map(({ title, company, start, end, bullets }) => ({ title, company, start, end, bullets }));

	it('reads numbered entries, and a plain sentence under a head as its description, not the next employer', () => {
		expect(heads('EXPERIENCE\n1. Nursing Supervisor, Summit Valley Health (Madison, WI), Dec 2021 – May 2025\nKept the supply room stocked.\n2. Staff Nurse, Bhatt Family Clinic (Albany, NY), Jan 2018 – Nov 2021\nTriage of walk-in patients.')).toEqual([
			{ title: 'Nursing Supervisor', company: 'Summit Valley Health', start: '2021-12', end: '2025-05', bullets: 1 },
			{ title: 'Staff Nurse', company: 'Bhatt Family Clinic', start: '2018-01', end: '2021-11', bullets: 1 }
		]);
		expect(heads('EXPERIÊNCIA\n1) Enfermeira, Hospital Santa Luzia (Recife, PE), mar/2019 – mai/2021\nTriagem de pacientes na emergência.', 'pt')).toEqual([
			{ title: 'Enfermeira', company: 'Hospital Santa Luzia', start: '2019-03', end: '2021-05', bullets: 1 }
		]);
		// A numbered achievement with a year stays a bullet.
		expect(heads('EXPERIENCE\nStaff Nurse — Bhatt Family Clinic, 2018 – 2021\n1. Cut waiting times by a third between 2019 and 2020 across the clinic.')[0]).toMatchObject({ title: 'Staff Nurse', bullets: 1 });
	});

	it('reads the employer first when a comma or a spaced slash sets it before a role', () => {
		expect(heads('EXPERIENCE\nSummit Valley Health, Nursing Supervisor, Madison, WI, Dec 2021 – May 2025\n- Kept the supply room stocked.')[0]).toMatchObject({ title: 'Nursing Supervisor', company: 'Summit Valley Health' });
		expect(heads('EXPERIENCE\nSummit Valley Health / Nursing Supervisor / 2021 – 2025\n- Kept the supply room stocked.')[0]).toMatchObject({ title: 'Nursing Supervisor', company: 'Summit Valley Health' });
		expect(heads('EXPERIENCE\nData Engineer / ETL Developer | 2019 – 2021\n- Pipelines.')[0]).toMatchObject({ title: 'Data Engineer / ETL Developer' });
	});

	it('reads a head of three lines under its dates: the title, then the employer with its place', () => {
		expect(heads('EXPERIENCE\nDec 2021 – May 2025\nNursing Supervisor\nSummit Valley Health, Madison, WI\nKept the supply room stocked.\nJan 2018 – Nov 2021\nStaff Nurse\nBhatt Family Clinic, Albany, NY\nTriage of walk-in patients.')).toEqual([
			{ title: 'Nursing Supervisor', company: 'Summit Valley Health', start: '2021-12', end: '2025-05', bullets: 1 },
			{ title: 'Staff Nurse', company: 'Bhatt Family Clinic', start: '2018-01', end: '2021-11', bullets: 1 }
		]);
	});

	it('keeps a description written after the dates on the head\'s line out of the title', () => {
		expect(heads('EXPERIENCE\nSummit Valley Health (Madison, WI) — Nursing Supervisor, Dec 2021 – May 2025. Kept the supply room stocked and trained new staff.')[0]).toEqual({
			title: 'Nursing Supervisor',
			company: 'Summit Valley Health',
			start: '2021-12',
			end: '2025-05',
			bullets: 1
		});
	});
});

describe('Europass forms', () => {
	it('keeps the activities below their label and the employer named after them in one entry', () => {
		const found = jobs(
			'Work experience\n\nDates | 2024–present\nOccupation or position held | Senior Product Designer\n\nMain activities and responsibilities\n\nPresented quarterly results to the board.\nTrained 29 new colleagues in design research.\n\nName and address of employer | Lanternly Inc.\n\nDates | 2016–2018\nOccupation or position held | Visual Designer\n\nMain activities and responsibilities\n\nTook charge of personas for a mobile banking app.\n\nName and address of employer | Lanternpay Co., Raleigh, NC'
		);
		expect(found.map(({ title, company, start, end }) => ({ title, company, start, end }))).toEqual([
			{ title: 'Senior Product Designer', company: 'Lanternly Inc.', start: '2024', end: null },
			{ title: 'Visual Designer', company: 'Lanternpay Co.', start: '2016', end: '2018' }
		]);
		expect(found[0].bullets).toBe(2);
	});
});

describe('the order of a document’s heads', () => {
	it('settles a head whose words cannot tell title from employer by the order the other entries show', () => {
		const found = jobs(
			'Experiência\nImobiliária Guimarães\nSecretária\nmarço de 2025 - o momento\nAtendi clientes.\n\nHospital Santa Luzia\nAnalista Administrativa\nabril de 2023 - setembro de 2024\nOrganizei agendas.\n\nConstrutora Rocha Ltda.\nAuxiliar Administrativa\n2021 - 2023\nArquivei contratos.',
			'pt'
		);
		expect(found.map(({ title, company }) => ({ title, company }))).toEqual([
			{ title: 'Secretária', company: 'Imobiliária Guimarães' },
			{ title: 'Analista Administrativa', company: 'Hospital Santa Luzia' },
			{ title: 'Auxiliar Administrativa', company: 'Construtora Rocha Ltda.' }
		]);
	});
});

describe('roles grouped under one employer', () => {
	it('lets a later dated role inherit the employer above, never an undated title on its own', () => {
		const found = jobs('EXPERIENCE\nHill Country Medical Center\nRegistered Nurse\nMarch 2019 – Present\n• Triage\n\nVoluntary Nurse\n• Vaccination drives on weekends');
		expect(found[1]).toMatchObject({ title: 'Voluntary Nurse', company: '' });
	});
});

describe('pieces of a head that name nobody', () => {
	it('leaves out a total duration, a table header cell and the employer’s street address', () => {
		expect(jobs('EXPERIENCE\nWILLOWIFY INC.\n3 yrs 5 mos\nSupport Agent\nMarch 2022 – Present\n- Tickets.')[0]).toMatchObject({ title: 'Support Agent', company: 'WILLOWIFY INC.' });
		expect(jobs('Work experience\nDates\t09/2022 – present\nOccupation or position held\tAssociate\nName and address of employer\tNorth Legal Aid Society, Oak Avenue 150, Boston')[0]).toMatchObject({
			title: 'Associate',
			company: 'North Legal Aid Society'
		});
	});

	it('does not doubt a job for its missing dates in a resume that dates none of its jobs', () => {
		const read = (body: string) => readExperiences(splitSections(splitLines(normaliseText(body))).sections, 'en');
		const found = read('EXPERIENCE\nStaff Nurse — Lakeshore Mercy Hospital\n- Triage\n\nNursing Assistant — Northside Clinic\n- Vitals');
		expect(found.map((job) => job.doubts)).toEqual([[], []]);
		expect(read('EXPERIENCE\nStaff Nurse — Lakeshore Mercy Hospital\n2019 – 2021\n- Triage\n\nVoluntary work — Church\n- Meals')[1].doubts).toContain('no_dates');
	});
});

describe('readExperiences, IT-consultancy and template heads seen on public resumes', () => {
	it('keeps a job\'s "Environment:" tools and its "Client:" line in the job instead of making them jobs', () => {
		const found = jobs(
			'PROFESSIONAL EXPERIENCE\nSENIOR DATA ARCHITECT | Ravelin Cloud\t2018 - 2022\nClient: Ravelin | Cloud Infrastructure, ML Platform\n- Designed reference architectures for analytics customers.\nEnv: BigQuery, Dataflow, Pub/Sub, Bigtable, Python, Terraform\nDATA ENGINEER | Kestrel Mobility\t2015 - 2018\nClient: Kestrel | Marketplace Analytics\n- Built the trip events pipeline.\nEnvironment: Kafka, Flink, Hive, Python, Airflow, Spark'
		);
		expect(found.map(({ title, company, start, end }) => [title, company, start, end])).toEqual([
			['SENIOR DATA ARCHITECT', 'Ravelin Cloud', '2018', '2022'],
			['DATA ENGINEER', 'Kestrel Mobility', '2015', '2018']
		]);
	});

	it('reads the client a consultant was placed with as the company, without its label', () => {
		expect(jobs('EXPERIENCE\nSenior QA Automation Engineer | Client: Tarn Bank\nJan 2018 – Feb 2021\n- Built the regression suite.')[0]).toMatchObject({ title: 'Senior QA Automation Engineer', company: 'Tarn Bank' });
		expect(jobs('EXPERIENCE\nClient: Orrin Credit Location: Chicago, IL\nRole: DevOps Engineer November 2018 – August 2021\n- Led the SRE transformation.')[0]).toMatchObject({
			title: 'DevOps Engineer',
			company: 'Orrin Credit',
			start: '2018-11',
			end: '2021-08'
		});
	});

	it('splits a title and an employer written one after the other without a separator', () => {
		const found = jobs('WORK EXPERIENCE\nLead Java Developer Quillon Solutions | Hyderabad, India | Jan 2021 – Present\n- Built the payments service.\nDATA ENGINEER Yarrowfield | Memphis, TN | 2015 – 2018\n- Built pipelines.');
		expect(found.map(({ title, company }) => [title, company])).toEqual([
			['Lead Java Developer', 'Quillon Solutions'],
			['DATA ENGINEER', 'Yarrowfield']
		]);
		// A school is no title and an employer.
		expect(jobs('EXPERIENCE\nVel Tech University\n2010 – 2014\n- Taught networks.')[0]).not.toMatchObject({ title: 'Vel Tech' });
	});

	it('reads a title written with a colon above its employer', () => {
		expect(jobs('EXPERIENCE\nBig Data ETL Engineer:\nMarrow Health Group – Eden Prairie, MN\nAugust 2015 – May 2018\n- Designed ingestion pipelines.')[0]).toMatchObject({
			title: 'Big Data ETL Engineer',
			company: 'Marrow Health Group',
			start: '2015-08'
		});
	});
});

describe('readExperiences, labelled fields after a one-line head', () => {
	it('reads "Company: dates (Location: …)" with its "Role:" below a blank line, and "Company: Title" heads', () => {
		const found = jobs('PROFESSIONAL EXPERIENCE:\nTorvane Health: August 2023 – Current (Location: Louisville, KY)\n\nRole: Sr. Big Data Engineer\nResponsibilities:\n- Designed retrieval workflows.\n\nBrisa Depot: Senior Data Engineer\tMarch 2020 – July 2023\nLocation: Atlanta, GA\n\nEnvironment: SQL, Python\n- Built the ingestion layer.');
		expect(found.map(({ title, company, location, start }) => [title, company, location, start])).toEqual([
			['Sr. Big Data Engineer', 'Torvane Health', 'Louisville, KY, USA', '2023-08'],
			['Senior Data Engineer', 'Brisa Depot', 'Atlanta, GA, USA', '2020-03']
		]);
	});
});

describe('readExperiences, a title alone below its dated employer', () => {
	it('joins an unlabelled title after a blank line to the employer line above it', () => {
		const found = jobs('PROFESSIONAL EXPERIENCE\nSerrano Health: July 2023 - Current (Location: San Francisco, CA)\n\nSr. Full Stack Java Developer\nResponsibilities:\n- Built the scheduling service.\n\nLumen Bank: September 2020 - June 2023 (Location: Charlotte, NC)\n\nFull Stack Java Developer\nResponsibilities:\n- Built the payments portal.');
		expect(found.map(({ title, company, start }) => [title, company, start])).toEqual([
			['Sr. Full Stack Java Developer', 'Serrano Health', '2023-07'],
			['Full Stack Java Developer', 'Lumen Bank', '2020-09']
		]);
	});
});

describe('leaveOutNonJobs', () => {
	const dated = (title: string, company: string, start: string | null, doubts: ExperienceDoubt[] = []) =>
		({ title, company, start, end: null, current: false, location: null, bullets: [], internship: false, head: [], body: [], doubts }) as unknown as ExperienceFound;

	it('leaves out undated entries that name no role at an employer when the resume dates its jobs, and counts them', () => {
		const { kept, leftOut } = leaveOutNonJobs([
			dated('Data Engineer', 'Orrin Credit', '2020-01'),
			dated('ETL Developer', 'Tarn Bank', '2017-03'),
			dated('GraphQL', 'Kafka', null, ['no_dates']),
			dated('Case Study: Global HRIS Implementation', 'HR CASE STUDIES', null, ['no_dates', 'title_reads_as_employer']),
			dated('Senior Java Developer', 'Quillon Systems', null, ['no_dates'])
		]);
		expect(kept.map((job) => job.title)).toEqual(['Data Engineer', 'ETL Developer', 'Senior Java Developer']);
		expect(leftOut).toBe(2);
	});

	it('leaves out an entry whose one name is a school or a degree, dated or not, and keeps a role at a school', () => {
		const { kept, leftOut } = leaveOutNonJobs([
			dated('Data Engineer', 'Orrin Credit', '2020-01'),
			dated('', 'Stanford University', '2014'),
			dated('IIT Bombay', '', '2009'),
			dated('Teaching Assistant', 'Stanford University', '2013')
		]);
		expect(kept.map((job) => job.title)).toEqual(['Data Engineer', 'Teaching Assistant']);
		expect(leftOut).toBe(2);
	});

	it('keeps every entry of a resume that dates none or only one of them', () => {
		const undated = [dated('Enfermeira', 'Hospital Santa Luzia', null), dated('Plantões', 'Escala 12x36', null)];
		expect(leaveOutNonJobs(undated)).toEqual({ kept: undated, leftOut: 0 });
	});
});
