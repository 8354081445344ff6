/**
 * Invented people for the generated resume corpus (issue 25): `personFor(seed, options)` turns a
 * seed into a whole CorpusPerson (person.mjs) in English or Brazilian Portuguese, for one of 21
 * professions. Deterministic (mulberry32, no Math.random). Every name, company and school is
 * invented; e-mails are @example.*, phones in the fictional ranges (US 555-01xx, BR 90000-0xxx).
 *
 * Skills are the taxonomy's canonical names (worker/core/engine/skills/taxonomy.json), written as the name
 * or one of its aliases. A scanner that reads words as Rumo's matcher does (tokens.ts) checks every
 * generated sentence: a bullet names exactly its role's skills, and nothing else the document says
 * names a skill the truth does not hold. A template that breaks this throws at load or generation.
 */
import { readFileSync } from 'node:fs';

/** @typedef {import('./person.mjs').CorpusPerson} CorpusPerson */
/** @typedef {import('./person.mjs').CorpusRole} CorpusRole */
/** @typedef {import('./person.mjs').CorpusSkill} CorpusSkill */
/** @typedef {import('./person.mjs').CorpusLanguage} CorpusLanguage */

// ---------------------------------------------------------------------------------------------
// The skill scanner.
// ---------------------------------------------------------------------------------------------

/** @typedef {{ name: string, category: string, aliases: string[], caseSensitive?: string[] }} TaxonomySkill */

/** @type {{ skills: TaxonomySkill[] }} */
const taxonomy = JSON.parse(readFileSync(new URL('../../worker/core/engine/skills/taxonomy.json', import.meta.url), 'utf8'));

/** @type {Map<string, TaxonomySkill>} */
export const SKILL_BY_NAME = new Map(taxonomy.skills.map((skill) => [skill.name, skill]));

/** @param {string} value */
export function fold(value) {
	return value.normalize('NFD').replace(/\p{M}/gu, '').replace(/\u2019/g, "'").toLowerCase();
}

const SIBILANT_E = /(?:x|z|sh|ch|ss)e$/;
/** @param {string} word */
function singular(word) {
	if (word.length < 4) return word;
	if (word.endsWith('oes') || word.endsWith('aes')) return word.slice(0, -3) + 'ao';
	if (word.endsWith('ais') && word.length >= 5) return word.slice(0, -2) + 'l';
	if (word.endsWith('veis')) return word.slice(0, -4) + 'vel';
	if (word.endsWith('eis') && word.length >= 6) return word.slice(0, -3) + 'il';
	if (word.endsWith('agens')) return word.slice(0, -5) + 'agem';
	let stem = word;
	if (stem.endsWith('ies') && stem.length >= 5) stem = stem.slice(0, -3) + 'y';
	else if (stem.endsWith('s') && !stem.endsWith('ss') && !stem.endsWith('us') && stem.length > 3) stem = stem.slice(0, -1);
	if (stem.endsWith('e') && (stem.length > 4 || SIBILANT_E.test(stem))) stem = stem.slice(0, -1);
	if (stem.endsWith('y') && stem.length >= 4) stem = stem.slice(0, -1) + 'i';
	return stem;
}

/** @type {Record<string, string>} */
const CONTRACTIONS = { da: 'de', do: 'de', das: 'de', dos: 'de', na: 'em', nas: 'em', nos: 'em', ao: 'a', aos: 'a' };
const ACRONYM = /^[A-Z]{2,4}$/;
const DOTTED = /^(?:\p{L}{1,2}\.)+\p{L}{1,2}\.?$/u;

/** @param {string} raw */
function keyOf(raw) {
	if (raw === '&') return 'and';
	const folded = fold(raw);
	if (CONTRACTIONS[folded]) return CONTRACTIONS[folded];
	if (DOTTED.test(raw) && raw.includes('.')) return folded.replaceAll('.', '');
	return /^[a-z]+$/.test(folded) && !ACRONYM.test(raw) ? singular(folded) : folded;
}

const WORD_CHAR = /[\p{L}\p{N}\p{M}]/u;
const JOIN = /[ \t\-_\u00a0\u2000-\u200a\u2010\u2011\u202f]/;

/**
 * @param {string} text
 * @returns {{ raw: string, key: string, afterBreak: boolean }[]}
 */
export function tokenize(text) {
	/** @type {{ raw: string, key: string, afterBreak: boolean }[]} */
	const tokens = [];
	let afterBreak = true;
	let i = 0;
	const isWord = (/** @type {number} */ at) => at < text.length && WORD_CHAR.test(text[at]);
	while (i < text.length) {
		const char = text[i];
		const leadingDot = char === '.' && isWord(i + 1) && (i === 0 || (!isWord(i - 1) && text[i - 1] !== '.'));
		if (WORD_CHAR.test(char) || leadingDot) {
			let end = i + (leadingDot ? 1 : 0);
			for (;;) {
				while (isWord(end)) end++;
				if ((text[end] === '.' || text[end] === "'" || text[end] === '\u2019') && isWord(end + 1)) end++;
				else break;
			}
			let j = end;
			const digits = /\d/.test(text.slice(i, end));
			while (!digits && text[j] === '+' && j - end < 2) j++;
			if (j === end && text[j] === '#') j++;
			if (j > end && !isWord(j)) end = j;
			if (text[end] === '.' && DOTTED.test(text.slice(i, end + 1))) end++;
			const raw = text.slice(i, end);
			tokens.push({ raw, key: keyOf(raw), afterBreak });
			afterBreak = false;
			i = end;
			continue;
		}
		if (char === '/' || char === '&') {
			tokens.push({ raw: char, key: keyOf(char), afterBreak });
			afterBreak = false;
		} else if (!JOIN.test(char)) afterBreak = true;
		i++;
	}
	return tokens;
}

/** @typedef {{ skill: string, surface: string, keys: string[], raws: string[], caseSensitive: boolean }} Form */

/** @type {Map<string, Form[]>} first key → forms, longest first */
const FORMS = new Map();
for (const skill of taxonomy.skills) {
	const sensitive = new Set(skill.caseSensitive ?? []);
	for (const surface of [skill.name, ...skill.aliases]) {
		const tokens = tokenize(surface);
		if (!tokens.length) continue;
		/** @type {Form} */
		const form = { skill: skill.name, surface, keys: tokens.map((t) => t.key), raws: tokens.map((t) => t.raw), caseSensitive: sensitive.has(surface) };
		const list = FORMS.get(form.keys[0]) ?? [];
		list.push(form);
		FORMS.set(form.keys[0], list);
	}
}
for (const list of FORMS.values()) list.sort((a, b) => b.keys.length - a.keys.length);

/**
 * The skills a text names: [{ skill, surface, at }], longest match first, no phrase across punctuation.
 * Case-sensitive surfaces ("Go", "R", "Word") must match as written.
 * @param {string} text
 */
export function skillMentions(text) {
	const tokens = tokenize(text);
	/** @type {{ skill: string, surface: string, written: string }[]} */
	const found = [];
	let i = 0;
	while (i < tokens.length) {
		const forms = FORMS.get(tokens[i].key) ?? [];
		let matched = 0;
		for (const form of forms) {
			const n = form.keys.length;
			if (i + n > tokens.length) continue;
			let ok = true;
			for (let k = 0; k < n && ok; k++) {
				const token = tokens[i + k];
				if (k > 0 && token.afterBreak) ok = false;
				else if (form.caseSensitive ? token.raw !== form.raws[k] : token.key !== form.keys[k]) ok = false;
			}
			if (ok) {
				found.push({
					skill: form.skill,
					surface: form.surface,
					written: tokens
						.slice(i, i + n)
						.map((t) => t.raw)
						.join(' ')
				});
				matched = n;
				break;
			}
		}
		i += matched || 1;
	}
	return found;
}

/** @param {string} text @returns {Set<string>} canonical names */
export function skillsIn(text) {
	return new Set(skillMentions(text).map((m) => m.skill));
}

// ---------------------------------------------------------------------------------------------
// Professions. Titles are ladders (level 0 = first job, 3 = lead); a Portuguese title is written
// "masculine|feminine" when it changes with gender. `ctx` are places/settings a bullet ends with;
// `plain` are bullets that name no skill. Every string is checked against the taxonomy at load.
// ---------------------------------------------------------------------------------------------

/**
 * @typedef {object} ProfessionLang
 * @property {string[]} intern
 * @property {string[][]} titles
 * @property {string[]} employers   patterns: {City} {Sur} {Word} {Saint}
 * @property {string[]} ctx
 * @property {string[]} plain
 * @property {string[]} degrees
 * @property {string[]} certs
 * @property {string} sector
 * @property {string} audience
 *
 * @typedef {object} Profession
 * @property {string} id
 * @property {string[]} skills       canonical names
 * @property {ProfessionLang} en
 * @property {ProfessionLang} pt
 */

/** @type {Profession[]} */
export const PROFESSIONS = [
	{
		id: 'nurse',
		skills: ['Patient care', 'Vital signs', 'Medication administration', 'Wound care', 'Triage', 'Infection control', 'Patient safety', 'IV therapy', 'Clinical documentation', 'Electronic health records', 'Discharge planning', 'Pain management', 'Sepsis protocols', 'Nursing process'],
		en: {
			intern: ['Student Nurse Intern', 'Nursing Extern'],
			titles: [['Staff Nurse', 'Graduate Nurse'], ['Clinical Nurse', 'Ward Nurse'], ['Senior Staff Nurse', 'Clinical Nurse Specialist'], ['Nurse Manager', 'Nursing Supervisor']],
			employers: ['{City} General Hospital', 'St. {Saint} Medical Center', '{Sur} Regional Hospital', '{Word} Valley Health', '{Sur} Family Clinic', '{Word} Ridge Community Hospital'],
			ctx: ['on a 32-bed adult ward', 'across day and night rotations', 'in the outpatient unit', 'for post-surgical patients', 'in a busy admissions area', 'for elderly inpatients'],
			plain: ['Covered the ward schedule during the head nurse’s leave.', 'Welcomed and guided new students during their first weeks.', 'Kept the supply room stocked and labelled.'],
			degrees: ['Bachelor of Science in Nursing', 'Associate Degree in Nursing'],
			certs: ['Basic Life Support (BLS)', 'Advanced Cardiovascular Life Support (ACLS)', 'State Nursing License No. 0{n}'],
			sector: 'hospital wards and outpatient clinics',
			audience: 'patients, families and physicians'
		},
		pt: {
			intern: ['Estagiário de Enfermagem|Estagiária de Enfermagem'],
			titles: [['Enfermeiro|Enfermeira', 'Enfermeiro Trainee|Enfermeira Trainee'], ['Enfermeiro Assistencial|Enfermeira Assistencial', 'Enfermeiro Plantonista|Enfermeira Plantonista'], ['Enfermeiro Sênior|Enfermeira Sênior', 'Enfermeiro Referência|Enfermeira Referência'], ['Coordenador de Enfermagem|Coordenadora de Enfermagem', 'Supervisor de Enfermagem|Supervisora de Enfermagem']],
			employers: ['Hospital {Saint}', 'Santa Casa de {City}', 'Hospital Regional de {City}', 'Clínica {Sur}', 'Prefeitura Municipal de {City}', 'Hospital {Word} Azul'],
			ctx: ['em ala de 32 leitos', 'nos plantões diurnos e noturnos', 'no ambulatório', 'para pacientes em pós-operatório', 'na ala adulta do terceiro andar', 'para idosos acamados'],
			plain: ['Cobri a escala da unidade durante as férias da chefia.', 'Acolhi e orientei alunos nas primeiras semanas.', 'Organizei o estoque de materiais do setor.'],
			degrees: ['Bacharelado em Enfermagem', 'Graduação em Enfermagem'],
			certs: ['Suporte Básico de Vida (BLS)', 'Especialização em Terapia Intensiva', 'COREN-{UF} {n}'],
			sector: 'hospitais e ambulatórios',
			audience: 'pacientes, famílias e equipe médica'
		}
	},
	{
		id: 'nursing-technician',
		skills: ['Vital signs', 'Medication administration', 'Wound care', 'Hygiene care', 'Phlebotomy', 'Sterile processing', 'Patient care', 'Specimen collection', 'Blood glucose monitoring', 'Safe patient handling', 'Urinary catheterization', 'Infection control', 'Vaccination'],
		en: {
			intern: ['Patient Care Intern'],
			titles: [['Patient Care Technician', 'Nursing Assistant'], ['Certified Nursing Assistant', 'Patient Care Technician II'], ['Senior Patient Care Technician', 'Lead Nursing Assistant'], ['Patient Care Team Lead']],
			employers: ['{City} General Hospital', '{Word} Springs Care Home', '{Sur} Care Center', 'St. {Saint} Hospital', '{Word} Hills Senior Living'],
			ctx: ['for up to 12 residents per shift', 'in the east wing', 'on the step-down unit', 'during morning rounds', 'for bedridden patients'],
			plain: ['Restocked bedside supplies at the start of every shift.', 'Helped families find their way around the unit.'],
			degrees: ['Certificate in Nursing Assistance', 'High School Diploma'],
			certs: ['Certified Nursing Assistant (State Registry)', 'First Aid and CPR Card'],
			sector: 'hospitals and care homes',
			audience: 'residents, families and nurses'
		},
		pt: {
			intern: ['Estagiário Técnico de Enfermagem|Estagiária Técnica de Enfermagem'],
			titles: [['Técnico de Enfermagem|Técnica de Enfermagem', 'Auxiliar de Enfermagem'], ['Técnico de Enfermagem Plantonista|Técnica de Enfermagem Plantonista'], ['Técnico de Enfermagem Sênior|Técnica de Enfermagem Sênior'], ['Líder Técnico de Enfermagem|Líder Técnica de Enfermagem']],
			employers: ['Hospital {Saint}', 'Santa Casa de {City}', 'Posto de Saúde {Word}', 'Casa de Repouso {Word} Dourado', 'Prefeitura Municipal de {City}', 'Clínica {Sur}'],
			ctx: ['para até 12 pacientes por plantão', 'na ala de longa permanência', 'nos plantões noturnos', 'no turno da manhã', 'em pacientes acamados'],
			plain: ['Reponho os materiais de cabeceira no início de cada plantão.', 'Orientei familiares sobre o horário de visitas.'],
			degrees: ['Curso Técnico de Enfermagem', 'Ensino Médio Completo'],
			certs: ['COREN-{UF} {n}', 'Curso de Primeiros Socorros'],
			sector: 'hospitais e casas de repouso',
			audience: 'pacientes, familiares e enfermeiros'
		}
	},
	{
		id: 'lawyer',
		skills: ['Civil litigation', 'Contract drafting', 'Contract review', 'Labour law', 'Labour litigation', 'Legal research', 'Legal writing', 'Legal opinions', 'Appeals', 'Court representation', 'Mediation', 'Compliance', 'Consumer law', 'Family law'],
		en: {
			intern: ['Summer Associate', 'Law Clerk Intern'],
			titles: [['Associate Attorney', 'Staff Attorney'], ['Attorney', 'Associate'], ['Senior Associate', 'Senior Counsel'], ['Partner', 'General Counsel']],
			employers: ['{Sur} & {Sur2} LLP', '{Sur}, {Sur2} & Partners', 'Office of the {City} City Attorney', '{Word} Legal Aid Society', '{Sur} Law Group'],
			ctx: ['for a portfolio of 80 active matters', 'for mid-size clients', 'before state courts', 'for the firm’s largest client', 'in a team of four attorneys'],
			plain: ['Supervised two junior associates and reviewed their drafts.', 'Kept time records accurate for every client matter.'],
			degrees: ['Juris Doctor (J.D.)', 'Bachelor of Arts in Political Science'],
			certs: ['Admitted to the State Bar (No. {n})', 'Certificate in Negotiation Practice'],
			sector: 'private practice and public service',
			audience: 'clients and opposing counsel'
		},
		pt: {
			intern: ['Estagiário de Direito|Estagiária de Direito'],
			titles: [['Advogado Júnior|Advogada Júnior', 'Advogado|Advogada'], ['Advogado Pleno|Advogada Pleno', 'Advogado Associado|Advogada Associada'], ['Advogado Sênior|Advogada Sênior'], ['Sócio|Sócia', 'Coordenador Jurídico|Coordenadora Jurídica']],
			employers: ['{Sur} & {Sur2} Advogados', '{Sur} Sociedade de Advogados', 'Escritório {Sur} Advocacia', 'Prefeitura Municipal de {City}', '{Sur}, {Sur2} e Associados'],
			ctx: ['em carteira de 80 processos', 'para clientes de médio porte', 'perante a justiça estadual', 'para o maior cliente do escritório', 'em equipe de quatro advogados'],
			plain: ['Supervisionei dois advogados juniores e revisei suas peças.', 'Mantive o controle de honorários de cada cliente.'],
			degrees: ['Bacharelado em Direito', 'Pós-graduação em Processo Civil'],
			certs: ['OAB/{UF} {n}', 'Curso de Negociação Avançada'],
			sector: 'advocacia privada e setor público',
			audience: 'clientes e partes contrárias'
		}
	},
	{
		id: 'paralegal',
		skills: ['Legal research', 'Document review', 'Legal case management', 'Electronic court systems', 'Client intake', 'Legal writing', 'Pretrial discovery', 'Legal databases', 'Calendar management', 'Data entry'],
		en: {
			intern: ['Legal Intern'],
			titles: [['Legal Assistant', 'Junior Paralegal'], ['Litigation Assistant', 'Legal Secretary'], ['Senior Legal Assistant', 'Case Manager'], ['Legal Office Supervisor']],
			employers: ['{Sur} & {Sur2} LLP', '{Sur} Law Offices', '{Word} County Public Defender', '{Sur}, {Sur2} & Co.'],
			ctx: ['for three trial attorneys', 'across 120 open cases', 'for the employment team', 'before filing deadlines'],
			plain: ['Answered client calls and greeted visitors.', 'Reorganised the file room by matter number.'],
			degrees: ['Associate of Applied Science in Legal Studies', 'Bachelor of Arts in English'],
			certs: ['Certificate in Legal Studies', 'Notary Public Commission'],
			sector: 'busy law offices',
			audience: 'attorneys and clients'
		},
		pt: {
			intern: ['Estagiário Jurídico|Estagiária Jurídica'],
			titles: [['Assistente Jurídico|Assistente Jurídica', 'Auxiliar Jurídico|Auxiliar Jurídica'], ['Assistente Jurídico Pleno|Assistente Jurídica Pleno'], ['Analista Jurídico|Analista Jurídica'], ['Supervisor Administrativo Jurídico|Supervisora Administrativa Jurídica']],
			employers: ['{Sur} & {Sur2} Advogados', 'Escritório {Sur} Advocacia', '{Sur} Sociedade de Advogados', 'Defensoria Regional de {City}'],
			ctx: ['para três advogados', 'em 120 processos ativos', 'para a equipe cível', 'antes dos prazos de protocolo'],
			plain: ['Atendi clientes por telefone.', 'Reorganizei as pastas por número de processo.'],
			degrees: ['Tecnólogo em Serviços Jurídicos', 'Bacharelado em Direito (cursando)'],
			certs: ['Curso de Rotinas Forenses', 'Curso de Arquivo e Protocolo'],
			sector: 'apoio a escritórios de advocacia',
			audience: 'advogados e clientes'
		}
	},
	{
		id: 'teacher',
		skills: ['Lesson planning', 'Classroom management', 'Curriculum development', 'Differentiated instruction', 'Inclusive education', 'Literacy instruction', 'Mathematics education', 'Assessment design', 'Parent communication', 'Google Classroom', 'Student engagement', 'Active learning', 'Special education'],
		en: {
			intern: ['Student Teacher', 'Teaching Intern'],
			titles: [['Classroom Teacher', 'Substitute Teacher'], ['Grade 4 Teacher', 'Middle School Teacher'], ['Lead Teacher', 'Senior Teacher'], ['Head of Department', 'Assistant Principal']],
			employers: ['{Word} Creek Elementary School', '{City} Unified School District', '{Sur} Middle School', '{Word} Academy', 'St. {Saint} School'],
			ctx: ['for classes of 28 students', 'in a fourth-grade classroom', 'for the whole grade level', 'across two school sites', 'for after-school groups'],
			plain: ['Organised the yearly science fair with two colleagues.', 'Coached the school chess club on Fridays.'],
			degrees: ['Bachelor of Arts in Elementary Education', 'Master of Education'],
			certs: ['State Teaching Certificate, Grades K–6', 'ESL Endorsement'],
			sector: 'public and private schools',
			audience: 'students, families and colleagues'
		},
		pt: {
			intern: ['Estagiário de Licenciatura|Estagiária de Licenciatura'],
			titles: [['Professor|Professora', 'Professor Substituto|Professora Substituta'], ['Professor do Ensino Fundamental|Professora do Ensino Fundamental', 'Professor Efetivo|Professora Efetiva'], ['Professor Regente|Professora Regente'], ['Coordenador Pedagógico|Coordenadora Pedagógica', 'Vice-diretor|Vice-diretora']],
			employers: ['Escola Estadual {Sur}', 'Prefeitura Municipal de {City}', 'Colégio {Saint}', 'Escola Municipal {Word} Verde', 'Secretaria Municipal de Educação de {City}'],
			ctx: ['em turmas de 28 alunos', 'no 4º ano', 'para todo o segmento', 'em duas unidades escolares', 'no contraturno'],
			plain: ['Organizei a feira de ciências anual com dois colegas.', 'Coordenei o clube de xadrez às sextas-feiras.'],
			degrees: ['Licenciatura em Pedagogia', 'Licenciatura em Letras'],
			certs: ['Curso de Alfabetização e Letramento', 'Especialização em Psicopedagogia'],
			sector: 'escolas públicas e particulares',
			audience: 'alunos, famílias e colegas'
		}
	},
	{
		id: 'accountant',
		skills: ['Account reconciliation', 'Bank reconciliation', 'Month-end close', 'Financial statements', 'Accounts payable', 'Accounts receivable', 'General ledger', 'Tax compliance', 'Payroll taxes', 'Excel', 'Budgeting', 'Internal controls', 'Fixed assets', 'Journal entries'],
		en: {
			intern: ['Accounting Intern', 'Audit Intern'],
			titles: [['Staff Accountant', 'Junior Accountant'], ['Accountant', 'General Ledger Accountant'], ['Senior Accountant'], ['Accounting Manager', 'Controller']],
			employers: ['{Sur} & {Sur2} CPAs', '{Word} Tools Co.', '{City} Water Authority', '{Word} Freightways Inc.', '{Sur} Holdings'],
			ctx: ['for 14 business units', 'for a $40M company', 'every month', 'with the external auditors', 'across three entities'],
			plain: ['Answered questions from department heads about their budgets.', 'Kept the closing calendar up to date for the team.'],
			degrees: ['Bachelor of Science in Accounting', 'Master of Accountancy'],
			certs: ['Certified Public Accountant (CPA)', 'Certified Management Accountant (CMA)'],
			sector: 'industry and public utilities',
			audience: 'managers and auditors'
		},
		pt: {
			intern: ['Estagiário de Contabilidade|Estagiária de Contabilidade'],
			titles: [['Assistente Contábil', 'Auxiliar Contábil'], ['Analista Contábil', 'Contador|Contadora'], ['Analista Contábil Sênior', 'Contador Sênior|Contadora Sênior'], ['Coordenador Contábil|Coordenadora Contábil', 'Controller']],
			employers: ['{Sur} Assessoria Empresarial', 'Indústria {Word} Ltda.', 'Cooperativa {Word} Verde', 'Prefeitura Municipal de {City}', 'Grupo {Sur} S.A.'],
			ctx: ['para 14 filiais', 'de empresa de médio porte', 'todo mês', 'junto aos auditores', 'em três empresas do grupo'],
			plain: ['Atendi dúvidas dos gestores sobre seus centros de custo.', 'Mantive o calendário de entregas da equipe.'],
			degrees: ['Bacharelado em Ciências Contábeis', 'MBA em Controladoria'],
			certs: ['CRC-{UF} {n}', 'Curso de Excel Avançado'],
			sector: 'indústria e serviços',
			audience: 'gestores e auditores'
		}
	},
	{
		id: 'developer',
		skills: ['JavaScript', 'TypeScript', 'Python', 'Java', 'React', 'Node.js', 'SQL', 'PostgreSQL', 'Docker', 'Git', 'REST APIs', 'AWS', 'Unit testing', 'CI/CD', 'Linux', 'Code review'],
		en: {
			intern: ['Software Engineering Intern', 'Developer Intern'],
			titles: [['Junior Software Developer', 'Software Developer I'], ['Software Developer', 'Full Stack Developer'], ['Senior Software Developer', 'Senior Engineer'], ['Tech Lead', 'Staff Engineer']],
			employers: ['{Word}soft Inc.', '{Word}byte Labs', '{Sur} Systems', '{Word} Apps Co.', '{City} Digital Services'],
			ctx: ['for a product with 40k users', 'in a team of six', 'for the phone app', 'across four services', 'for internal tools'],
			plain: ['Ran the weekly demo for the product team.', 'Guided two interns through their first release.'],
			degrees: ['B.S. in Computer Science', 'B.S. in Information Systems'],
			certs: ['AWS Certified Developer – Associate', 'Oracle Certified Professional, Java SE'],
			sector: 'product teams',
			audience: 'product managers and designers'
		},
		pt: {
			intern: ['Estagiário de Desenvolvimento|Estagiária de Desenvolvimento'],
			titles: [['Desenvolvedor Júnior|Desenvolvedora Júnior', 'Programador|Programadora'], ['Desenvolvedor Pleno|Desenvolvedora Pleno', 'Desenvolvedor Full Stack|Desenvolvedora Full Stack'], ['Desenvolvedor Sênior|Desenvolvedora Sênior'], ['Tech Lead', 'Líder Técnico|Líder Técnica']],
			employers: ['{Word} Tecnologia Ltda.', '{Word}soft Sistemas', '{Sur} Software', 'Companhia de Processamento de Dados de {City}', '{Word} Pagamentos'],
			ctx: ['para um produto com 40 mil usuários', 'em equipe de seis pessoas', 'no aplicativo principal', 'em quatro serviços', 'para ferramentas internas'],
			plain: ['Conduzi a demonstração semanal para o time de produto.', 'Acompanhei dois estagiários na primeira entrega.'],
			degrees: ['Bacharelado em Ciência da Computação', 'Tecnólogo em Análise e Desenvolvimento de Sistemas'],
			certs: ['AWS Certified Developer – Associate', 'Oracle Certified Professional, Java SE'],
			sector: 'times de produto',
			audience: 'gerentes de produto e designers'
		}
	},
	{
		id: 'data-analyst',
		skills: ['SQL', 'Python', 'Power BI', 'Tableau', 'Excel', 'Data analysis', 'Data visualization', 'Statistics', 'Data cleaning', 'ETL', 'pandas', 'Reporting', 'Looker Studio', 'A/B testing', 'Forecasting'],
		en: {
			intern: ['Data Intern', 'Analytics Intern'],
			titles: [['Junior Data Analyst', 'Reporting Analyst'], ['Data Analyst', 'Business Analyst'], ['Senior Data Analyst'], ['Analytics Lead', 'Analytics Manager']],
			employers: ['{Word} Stores Group', '{Sur} Mutual Co.', '{City} Health Department', '{Word}metrics Inc.', '{Word} Energy Partners'],
			ctx: ['for the commercial team', 'for 300 stores', 'for the executive weekly review', 'on 12 million rows of orders', 'for the brand team'],
			plain: ['Answered ad-hoc questions from the finance team.', 'Wrote the onboarding guide for new analysts.'],
			degrees: ['B.S. in Statistics', 'B.A. in Economics'],
			certs: ['Certificate in Business Analytics', 'Microsoft Certified: Power BI Data Analyst Associate'],
			sector: 'stores and mutual companies',
			audience: 'business teams'
		},
		pt: {
			intern: ['Estagiário de Dados|Estagiária de Dados'],
			titles: [['Analista de Dados Júnior', 'Analista de Relatórios'], ['Analista de Dados', 'Analista de Inteligência de Mercado'], ['Analista de Dados Sênior'], ['Coordenador de Dados|Coordenadora de Dados']],
			employers: ['Supermercados {Word}', '{Sur} Previdência S.A.', 'Secretaria de Saúde de {City}', '{Word} Comércio Ltda.', 'Cooperativa {Word} de Crédito'],
			ctx: ['para o time comercial', 'para 300 lojas', 'para a reunião semanal da diretoria', 'em 12 milhões de linhas de pedidos', 'para a área de produto'],
			plain: ['Atendi pedidos pontuais da área financeira.', 'Escrevi o guia de integração de novos analistas.'],
			degrees: ['Bacharelado em Estatística', 'Bacharelado em Economia'],
			certs: ['Certificação em Análise de Negócios', 'Microsoft Certified: Power BI Data Analyst Associate'],
			sector: 'comércio e previdência',
			audience: 'áreas de negócio'
		}
	},
	{
		id: 'ux-designer',
		skills: ['Figma', 'User research', 'Usability testing', 'Wireframing', 'Prototyping', 'Design systems', 'UX writing', 'Information architecture', 'Accessibility (WCAG)', 'Customer journey mapping', 'Personas', 'UI design', 'Design thinking', 'Miro'],
		en: {
			intern: ['Product Design Intern'],
			titles: [['Junior Product Designer', 'Visual Designer'], ['Product Designer', 'Interaction Designer'], ['Senior Product Designer'], ['Design Lead', 'Head of Design']],
			employers: ['{Word}ly Inc.', '{Word} Wellness Apps', '{Sur} Creative Studio', '{Word}pay Co.', '{City} Transit Agency'],
			ctx: ['for the checkout flow', 'for a mobile banking app', 'with two product squads', 'for the patient portal', 'for internal tools'],
			plain: ['Ran the monthly team review.', 'Presented quarterly results to the board.'],
			degrees: ['B.F.A. in Graphic Design', 'B.A. in Psychology'],
			certs: ['Certificate in Human Factors', 'Google UX Certificate'],
			sector: 'consumer apps and public services',
			audience: 'engineers and product managers'
		},
		pt: {
			intern: ['Estagiário de Design|Estagiária de Design'],
			titles: [['Designer Júnior', 'Designer Visual'], ['Product Designer', 'Designer de Interação'], ['Product Designer Sênior'], ['Líder de Design', 'Head de Design']],
			employers: ['{Word} Pagamentos', '{Word} Bem-Estar', 'Estúdio {Sur}', '{Word}bank S.A.', 'Prefeitura Municipal de {City}'],
			ctx: ['para o fluxo de pagamento', 'para um aplicativo bancário', 'com dois squads de produto', 'para o portal do paciente', 'para painéis internos'],
			plain: ['Conduzi a revisão mensal do time.', 'Apresentei o plano trimestral à diretoria.'],
			degrees: ['Bacharelado em Design Gráfico', 'Bacharelado em Psicologia'],
			certs: ['Curso de Fatores Humanos', 'Certificado Google UX'],
			sector: 'aplicativos e órgãos públicos',
			audience: 'engenharia e produto'
		}
	},
	{
		id: 'mechanic',
		skills: ['Automotive repair', 'Preventive maintenance', 'Hydraulic systems', 'Pneumatics', 'Welding', 'Machining', 'Technical drawing', 'Maintenance management', 'Lockout/tagout', 'Vibration analysis'],
		en: {
			intern: ['Apprentice Mechanic'],
			titles: [['Mechanic Helper', 'Lube Technician'], ['Mechanic', 'Maintenance Technician'], ['Senior Mechanic', 'Master Technician'], ['Shop Foreman', 'Service Manager']],
			employers: ['{Sur} Auto Service', '{Word} Truck Center', '{City} Transit Garage', '{Word} Equipment Rentals', '{Sur} Fleet Services'],
			ctx: ['for a fleet of 60 buses', 'in a six-bay shop', 'for heavy trucks', 'on the night crew', 'for rental machinery'],
			plain: ['Kept the tool crib organised and signed out.', 'Wrote clear repair notes for the counter staff.'],
			degrees: ['Certificate in Automotive Technology', 'High School Diploma'],
			certs: ['ASE Certified Master Technician', 'Forklift Operator Card'],
			sector: 'fleet and shop repair',
			audience: 'customers and drivers'
		},
		pt: {
			intern: ['Aprendiz de Mecânica'],
			titles: [['Auxiliar de Mecânico', 'Ajudante de Oficina'], ['Mecânico|Mecânica', 'Mecânico de Manutenção|Mecânica de Manutenção'], ['Mecânico Sênior|Mecânica Sênior'], ['Encarregado de Oficina|Encarregada de Oficina', 'Chefe de Oficina']],
			employers: ['Auto Center {Sur}', '{Word} Caminhões Ltda.', 'Viação {Word} Azul', 'Locadora {Word} Máquinas', 'Prefeitura Municipal de {City}'],
			ctx: ['em frota de 60 ônibus', 'em oficina com seis boxes', 'em caminhões pesados', 'no turno da noite', 'em máquinas de locação'],
			plain: ['Organizei a ferramentaria e o controle de retirada.', 'Registrei os serviços com clareza para o balcão.'],
			degrees: ['Curso Técnico em Mecânica', 'Ensino Médio Completo'],
			certs: ['Curso de Injeção Eletrônica', 'Curso de Operador de Empilhadeira'],
			sector: 'oficinas e frotas',
			audience: 'clientes e motoristas'
		}
	},
	{
		id: 'electrician',
		skills: ['Electrical installations', 'Electrical maintenance', 'Electrical panels', 'Electrical schematics', 'Low voltage', 'Electrical safety', 'Grounding systems', 'Electrical testing', 'Variable frequency drives', 'Preventive maintenance', 'Lockout/tagout'],
		en: {
			intern: ['Electrical Apprentice'],
			titles: [['Apprentice Electrician', 'Electrician Helper'], ['Journeyman Electrician', 'Maintenance Electrician'], ['Senior Electrician', 'Lead Electrician'], ['Master Electrician', 'Electrical Foreman']],
			employers: ['{Sur} Electric Co.', '{Word} Power Services', '{City} Public Works Department', '{Word} Plastics Plant', '{Sur} & Sons Contractors'],
			ctx: ['in a plastics plant', 'for new homes', 'in municipal buildings', 'on the night shift', 'for retail build-outs'],
			plain: ['Kept the van stocked and the job log current.', 'Walked clients through each job before closing it.'],
			degrees: ['Electrical Technology Diploma', 'High School Diploma'],
			certs: ['State Journeyman Electrician License', 'OSHA 30-Hour Card'],
			sector: 'industrial and residential work',
			audience: 'clients and site managers'
		},
		pt: {
			intern: ['Aprendiz de Elétrica'],
			titles: [['Auxiliar de Elétrica', 'Ajudante Geral'], ['Eletrotécnico|Eletrotécnica', 'Técnico de Manutenção Elétrica|Técnica de Manutenção Elétrica'], ['Eletrotécnico Sênior|Eletrotécnica Sênior'], ['Encarregado de Manutenção|Encarregada de Manutenção']],
			employers: ['{Sur} Instalações Ltda.', '{Word} Plásticos S.A.', 'Prefeitura Municipal de {City}', 'Construtora {Sur}', 'Shopping {Word} Center'],
			ctx: ['em fábrica de plásticos', 'em obras residenciais', 'em prédios públicos', 'no turno da noite', 'em lojas de shopping'],
			plain: ['Mantive o veículo abastecido de material.', 'Expliquei cada trabalho antes da entrega.'],
			degrees: ['Curso Técnico em Eletrotécnica', 'Ensino Médio Completo'],
			certs: ['NR-10 Básico', 'NR-35 Trabalho em Altura'],
			sector: 'indústria e obras residenciais',
			audience: 'clientes e engenheiros'
		}
	},
	{
		id: 'pharmacist',
		skills: ['Pharmacy', 'Prescription review', 'Medication counseling', 'Controlled substances management', 'Compounding pharmacy', 'Pharmacovigilance', 'Medication reconciliation', 'Inventory management', 'Antimicrobial stewardship', 'Pharmacology'],
		en: {
			intern: ['Pharmacy Intern'],
			titles: [['Staff Pharmacist', 'Pharmacist'], ['Clinical Pharmacist', 'Pharmacist in Charge'], ['Senior Clinical Pharmacist'], ['Pharmacy Manager', 'Director of Pharmacy']],
			employers: ['{Sur} Drug Store', '{City} General Hospital', '{Word} Community Drug', 'St. {Saint} Hospital', '{Word} Wellness Partners'],
			ctx: ['for 400 prescriptions a day', 'for the cancer ward', 'in a community store', 'for discharged patients', 'across two hospital sites'],
			plain: ['Scheduled the technicians’ shifts.', 'Answered physicians’ calls during evening hours.'],
			degrees: ['Doctor of Pharmacy (PharmD)', 'B.S. in Chemistry'],
			certs: ['State Pharmacist License No. {n}', 'Immunization Delivery Certificate'],
			sector: 'community stores and hospitals',
			audience: 'patients and prescribers'
		},
		pt: {
			intern: ['Estagiário de Farmácia|Estagiária de Farmácia'],
			titles: [['Farmacêutico|Farmacêutica', 'Farmacêutico Trainee|Farmacêutica Trainee'], ['Farmacêutico Clínico|Farmacêutica Clínica', 'Farmacêutico Responsável|Farmacêutica Responsável'], ['Farmacêutico Sênior|Farmacêutica Sênior'], ['Gerente de Farmácia', 'Coordenador de Farmácia|Coordenadora de Farmácia']],
			employers: ['Droga {Sur}', 'Hospital {Saint}', '{Word} Viva Medicamentos', 'Prefeitura Municipal de {City}', 'Grupo {Word} Medicamentos'],
			ctx: ['para 400 receitas por dia', 'na ala de câncer', 'em loja de bairro', 'para pacientes de alta', 'em duas unidades hospitalares'],
			plain: ['Montei a escala dos auxiliares.', 'Atendi ligações dos médicos no período da noite.'],
			degrees: ['Bacharelado em Farmácia', 'Especialização em Farmácia Clínica'],
			certs: ['CRF-{UF} {n}', 'Curso de Aplicação de Injetáveis'],
			sector: 'lojas e hospitais',
			audience: 'pacientes e prescritores'
		}
	},
	{
		id: 'physiotherapist',
		skills: ['Physical therapy', 'Rehabilitation', 'Therapeutic exercise', 'Manual therapy', 'Electrotherapy', 'Pilates', 'Postural assessment', 'Functional assessment', 'Neurological rehabilitation', 'Gait training', 'Home exercise programs', 'Early mobilization', 'Kinesio taping'],
		en: {
			intern: ['Physical Therapy Intern'],
			titles: [['Staff Physical Therapist', 'Physical Therapist I'], ['Physical Therapist', 'Outpatient Physical Therapist'], ['Senior Physical Therapist'], ['Rehab Supervisor', 'Clinic Director']],
			employers: ['{Sur} Movement Clinic', '{City} Sports Clinic', '{Word} Recovery Center', 'St. {Saint} Hospital', '{Word} Bone & Joint Group'],
			ctx: ['for 14 patients a day', 'for runners and cyclists', 'after knee operations', 'in the inpatient unit', 'for older adults'],
			plain: ['Kept the gym equipment checked and logged.', 'Coordinated visits with the scheduling team.'],
			degrees: ['Doctor of Physical Therapy (DPT)', 'B.S. in Exercise Science'],
			certs: ['State PT License No. {n}', 'Certificate in Sports Injury Care'],
			sector: 'outpatient clinics and hospitals',
			audience: 'patients and physicians'
		},
		pt: {
			intern: ['Estagiário de Fisioterapia|Estagiária de Fisioterapia'],
			titles: [['Fisioterapeuta', 'Fisioterapeuta Trainee'], ['Fisioterapeuta Clínico|Fisioterapeuta Clínica', 'Fisioterapeuta Hospitalar'], ['Fisioterapeuta Sênior'], ['Coordenador de Reabilitação|Coordenadora de Reabilitação', 'Responsável Técnico|Responsável Técnica']],
			employers: ['Clínica {Sur} Movimento', 'Hospital {Saint}', 'Centro {Word} de Recuperação', 'Prefeitura Municipal de {City}', 'Studio {Word} Movimento'],
			ctx: ['para 14 pacientes por dia', 'para corredores e ciclistas', 'no pós-operatório de joelho', 'na ala clínica', 'para idosos'],
			plain: ['Controlei a manutenção dos aparelhos da clínica.', 'Organizei a agenda com a secretaria.'],
			degrees: ['Bacharelado em Fisioterapia', 'Especialização em Fisioterapia Esportiva'],
			certs: ['CREFITO-{n}', 'Curso de Bandagem Funcional'],
			sector: 'clínicas e hospitais',
			audience: 'pacientes e médicos'
		}
	},
	{
		id: 'sales-rep',
		skills: ['B2B sales', 'Prospecting', 'CRM', 'Salesforce', 'Account management', 'Negotiation', 'Sales pipeline management', 'Sales targets', 'Customer needs analysis', 'Sales presentations', 'Field sales', 'Upselling', 'Objection handling', 'HubSpot'],
		en: {
			intern: ['Sales Intern'],
			titles: [['Sales Development Representative', 'Inside Sales Representative'], ['Account Executive', 'Territory Representative'], ['Senior Account Executive', 'Key Account Manager'], ['Regional Sales Manager']],
			employers: ['{Word} Paper Co.', '{Sur} Clinical Products', '{Word}wave Apps', '{City} Beverage Distributors', '{Word} Packaging Inc.'],
			ctx: ['in a three-state territory', 'for 90 active accounts', 'for clinics and private practices', 'with a $2M yearly quota', 'for small manufacturers'],
			plain: ['Ranked first in the region two quarters in a row.', 'Drove about 30,000 miles a year to visit clients.'],
			degrees: ['B.B.A. in Marketing', 'B.A. in Communication Studies'],
			certs: ['Certificate in Professional Selling', 'Certificate in Key Account Planning'],
			sector: 'distribution and software',
			audience: 'buyers and business owners'
		},
		pt: {
			intern: ['Estagiário Comercial|Estagiária Comercial'],
			titles: [['Assistente Comercial', 'Representante Comercial Júnior'], ['Representante Comercial', 'Executivo de Contas|Executiva de Contas'], ['Executivo de Contas Sênior|Executiva de Contas Sênior', 'Gerente de Contas'], ['Gerente Regional Comercial', 'Coordenador Comercial|Coordenadora Comercial']],
			employers: ['{Word} Distribuidora Ltda.', '{Sur} Produtos Hospitalares', '{Word} Embalagens S.A.', 'Atacadista {Sur}', '{Word} Sistemas'],
			ctx: ['em território de três estados', 'para 90 clientes ativos', 'para clínicas e consultórios', 'com meta anual de 2 milhões de reais', 'para pequenas indústrias'],
			plain: ['Fiquei em primeiro lugar da regional por dois trimestres.', 'Rodei cerca de 50 mil km por ano visitando clientes.'],
			degrees: ['Bacharelado em Administração', 'Tecnólogo em Gestão Comercial'],
			certs: ['Curso de Técnicas de Venda Consultiva', 'Curso de Gestão de Carteira'],
			sector: 'distribuição e software',
			audience: 'compradores e empresários'
		}
	},
	{
		id: 'hr-analyst',
		skills: ['Recruitment', 'Interviewing', 'Employee onboarding', 'Payroll', 'Benefits administration', 'Performance management', 'Training needs analysis', 'Employee relations', 'HR policies', 'Applicant tracking systems', 'Time and attendance', 'Job descriptions'],
		en: {
			intern: ['People Team Intern'],
			titles: [['People Assistant', 'Personnel Assistant'], ['People Analyst', 'Talent Acquisition Specialist'], ['Senior People Analyst', 'People Business Partner'], ['People Operations Manager']],
			employers: ['{Word} Foods Inc.', '{Sur} Retail Group', '{City} School District', '{Word} Hotels & Resorts', '{Word}tech Solutions'],
			ctx: ['for 900 employees', 'for hourly store staff', 'across five sites', 'during a hiring peak', 'for the corporate office'],
			plain: ['Organised the yearly company picnic.', 'Answered the people inbox within one business day.'],
			degrees: ['B.A. in Psychology', 'B.S. in Business Administration'],
			certs: ['Certificate in People Management', 'Certificate in Workplace Mediation'],
			sector: 'stores and hotels',
			audience: 'managers and employees'
		},
		pt: {
			intern: ['Estagiário de Gente e Gestão|Estagiária de Gente e Gestão'],
			titles: [['Assistente de Departamento Pessoal', 'Auxiliar de Pessoal'], ['Analista de Gente e Gestão', 'Analista de Departamento Pessoal'], ['Analista de Gente e Gestão Sênior', 'Business Partner de Pessoas'], ['Coordenador de Gente e Gestão|Coordenadora de Gente e Gestão']],
			employers: ['{Word} Alimentos S.A.', 'Lojas {Sur}', 'Prefeitura Municipal de {City}', '{Word} Hotéis', '{Word} Serviços Ltda.'],
			ctx: ['para 900 colaboradores', 'para as equipes de loja', 'em cinco unidades', 'em período de alta contratação', 'para o escritório central'],
			plain: ['Organizei a festa de fim de ano da empresa.', 'Respondi à caixa de e-mail de pessoas em até um dia útil.'],
			degrees: ['Bacharelado em Psicologia', 'Bacharelado em Administração'],
			certs: ['Curso de Gestão de Pessoas', 'Curso de Mediação no Trabalho'],
			sector: 'lojas e hotéis',
			audience: 'gestores e colaboradores'
		}
	},
	{
		id: 'cook',
		skills: ['Cooking', 'Food safety', 'Line cooking', 'Knife skills', 'Menu planning', 'Food cost control', 'Standardized recipes', 'Baking and pastry', 'Kitchen management', 'Allergen management', 'Plating', 'Par levels', 'Food waste reduction'],
		en: {
			intern: ['Culinary Extern'],
			titles: [['Prep Cook', 'Kitchen Helper'], ['Line Cook', 'Grill Cook'], ['Lead Cook', 'Kitchen Supervisor'], ['Kitchen Manager', 'Head Cook']],
			employers: ['The {Word} Table', '{Sur}’s Bistro', '{City} Convention Center', '{Word} Hotel & Suites', 'Café {Word}'],
			ctx: ['for 250 covers a night', 'for parties of up to 400 guests', 'in an open kitchen', 'for weekend brunch', 'for the hotel dining room'],
			plain: ['Opened the kitchen at 5 a.m. and received deliveries.', 'Trained new dishwashers on the closing routine.'],
			degrees: ['Associate Degree in Culinary Arts', 'High School Diploma'],
			certs: ['Food Handler Card', 'Food Protection Manager Certificate'],
			sector: 'bistros and hotels',
			audience: 'guests and servers'
		},
		pt: {
			intern: ['Estagiário de Cozinha|Estagiária de Cozinha'],
			titles: [['Auxiliar de Cozinha', 'Ajudante de Cozinha'], ['Cozinheiro|Cozinheira', 'Cozinheiro de Linha|Cozinheira de Linha'], ['Cozinheiro Líder|Cozinheira Líder', 'Subchefe de Cozinha'], ['Chefe de Cozinha', 'Gerente de Cozinha']],
			employers: ['Casa {Word} da Serra', 'Bistrô {Sur}', 'Hotel {Word} Palace', 'Churrascaria {Word} Gaúcha', 'Empório {Saint}'],
			ctx: ['para 250 refeições por noite', 'em eventos de até 400 convidados', 'em praça aberta ao salão', 'no almoço de domingo', 'para o salão do hotel'],
			plain: ['Abri a casa às 5h e conferi as entregas.', 'Treinei novos auxiliares na rotina da praça.'],
			degrees: ['Tecnólogo em Gastronomia', 'Ensino Médio Completo'],
			certs: ['Curso de Manipulação de Alimentos', 'Curso de Confeitaria Básica'],
			sector: 'bistrôs e hotéis',
			audience: 'clientes e garçons'
		}
	},
	{
		id: 'social-worker',
		skills: ['Social work', 'Case management', 'Psychosocial assessment', 'Home visits', 'Community resource referral', 'Benefits navigation', 'Domestic violence support', 'Group facilitation', 'Safety planning', 'Report writing', 'Motivational interviewing', 'Harm reduction', 'Child protection'],
		en: {
			intern: ['MSW Intern', 'Social Work Intern'],
			titles: [['Case Aide', 'Family Support Worker'], ['Caseworker', 'Clinical Caseworker'], ['Senior Caseworker', 'Lead Caseworker'], ['Program Supervisor', 'Program Director']],
			employers: ['{City} County Department of Family Services', '{Word} House Shelter', '{Sur} Community Center', 'St. {Saint} Hospital', '{Word} Youth Network'],
			ctx: ['for 35 families', 'for teens in foster homes', 'in a downtown shelter', 'for older adults living alone', 'across two rural counties'],
			plain: ['Kept case files ready for the yearly state review.', 'Drove clients to court dates and clinic visits.'],
			degrees: ['Master of Social Work (MSW)', 'Bachelor of Social Work (BSW)'],
			certs: ['Licensed Master Social Worker (LMSW)', 'Certificate in Crisis Response'],
			sector: 'county and nonprofit services',
			audience: 'families, courts and schools'
		},
		pt: {
			intern: ['Estagiário de Serviço Social|Estagiária de Serviço Social'],
			titles: [['Técnico Social|Técnica Social', 'Educador Social|Educadora Social'], ['Assistente Social'], ['Assistente Social Sênior', 'Assistente Social de Referência'], ['Coordenador de CRAS|Coordenadora de CRAS', 'Gerente de Proteção Social']],
			employers: ['Prefeitura Municipal de {City}', 'Centro Comunitário {Word} Verde', 'Associação {Sur} de Apoio', 'Hospital {Saint}', 'Instituto {Word} Jovem'],
			ctx: ['para 35 famílias', 'para adolescentes acolhidos', 'em abrigo no centro', 'para idosos que vivem sós', 'em dois distritos rurais'],
			plain: ['Mantive as pastas prontas para a fiscalização anual.', 'Acompanhei usuários ao fórum e a consultas.'],
			degrees: ['Bacharelado em Serviço Social', 'Especialização em Políticas Sociais'],
			certs: ['CRESS {n}', 'Curso de Atendimento em Crise'],
			sector: 'órgãos públicos e entidades sem fins lucrativos',
			audience: 'famílias, escolas e a vizinhança'
		}
	},
	{
		id: 'civil-engineer',
		skills: ['Civil engineering', 'AutoCAD', 'Revit', 'Construction management', 'Structural analysis', 'Reinforced concrete design', 'Construction cost estimating', 'Construction planning', 'BIM', 'Surveying', 'Drainage design', 'Microsoft Project', 'Construction quality control', 'Earthworks'],
		en: {
			intern: ['Engineering Intern', 'Co-op Engineer'],
			titles: [['Engineer in Training', 'Junior Civil Engineer'], ['Civil Engineer', 'Project Engineer'], ['Senior Civil Engineer', 'Senior Project Engineer'], ['Engineering Manager', 'Principal Engineer']],
			employers: ['{Sur} Engineering Group', '{City} Department of Transportation', '{Word}stone Builders', '{Sur} & {Sur2} Consultants', '{Word} Infrastructure Inc.'],
			ctx: ['for a 12-storey residential tower', 'on county road projects', 'for school buildings', 'on a $30M bridge job', 'for retail sites'],
			plain: ['Led the weekly site meeting with subcontractors.', 'Answered questions from the architect.'],
			degrees: ['B.S. in Civil Engineering', 'M.S. in Structural Engineering'],
			certs: ['Professional Engineer (PE) License', 'OSHA 30-Hour Card'],
			sector: 'buildings and roads',
			audience: 'owners, architects and crews'
		},
		pt: {
			intern: ['Estagiário de Engenharia|Estagiária de Engenharia'],
			titles: [['Engenheiro Trainee|Engenheira Trainee', 'Engenheiro Júnior|Engenheira Júnior'], ['Engenheiro de Obras|Engenheira de Obras', 'Engenheiro de Planejamento|Engenheira de Planejamento'], ['Engenheiro Sênior|Engenheira Sênior'], ['Gerente de Obras', 'Coordenador de Engenharia|Coordenadora de Engenharia']],
			employers: ['Construtora {Sur}', 'Prefeitura Municipal de {City}', '{Word} Engenharia Ltda.', 'Departamento de Estradas de {City}', '{Sur} & {Sur2} Projetos'],
			ctx: ['para torre residencial de 12 andares', 'em obras de estradas vicinais', 'para escolas municipais', 'em ponte de 30 milhões de reais', 'para lojas de rua'],
			plain: ['Conduzi a reunião semanal com empreiteiros.', 'Respondi às consultas técnicas da arquitetura.'],
			degrees: ['Bacharelado em Engenharia Civil', 'Mestrado em Estruturas'],
			certs: ['CREA-{UF} {n}', 'NR-18 Segurança na Construção'],
			sector: 'edificações e estradas',
			audience: 'clientes, arquitetos e equipes de campo'
		}
	},
	{
		id: 'admin-assistant',
		skills: ['Office administration', 'Calendar management', 'Data entry', 'Document management', 'Travel arrangements', 'Reception', 'Minute taking', 'Expense reports', 'Excel', 'Microsoft Office', 'Mail handling', 'Report writing', 'Office supplies management'],
		en: {
			intern: ['Office Intern'],
			titles: [['Office Clerk', 'Front Desk Clerk'], ['Administrative Assistant', 'Office Assistant'], ['Senior Administrative Assistant', 'Executive Assistant'], ['Office Manager']],
			employers: ['{Sur} & {Sur2} Realty', '{City} Chamber of Commerce', '{Word} Dental Group', '{Word} Realty Agency', '{City} Parks Department'],
			ctx: ['for a team of 25', 'for two directors', 'in a busy lobby', 'for the regional office', 'during the year-end rush'],
			plain: ['Welcomed visitors and answered six phone lines.', 'Set up the new office after the move.'],
			degrees: ['Associate of Applied Science in Office Administration', 'High School Diploma'],
			certs: ['Certificate in Office Administration', 'Notary Public Commission'],
			sector: 'offices of every size',
			audience: 'visitors and managers'
		},
		pt: {
			intern: ['Estagiário Administrativo|Estagiária Administrativa'],
			titles: [['Auxiliar Administrativo|Auxiliar Administrativa', 'Recepcionista'], ['Assistente Administrativo|Assistente Administrativa', 'Secretário|Secretária'], ['Assistente Administrativo Sênior|Assistente Administrativa Sênior', 'Secretário Executivo|Secretária Executiva'], ['Supervisor Administrativo|Supervisora Administrativa']],
			employers: ['Imobiliária {Sur}', 'Câmara Municipal de {City}', 'Clínica {Word} Sorriso', '{Sur} Corretora de Imóveis', 'Prefeitura Municipal de {City}'],
			ctx: ['para equipe de 25 pessoas', 'para dois diretores', 'em escritório movimentado', 'para o escritório regional', 'na virada do ano'],
			plain: ['Recebi visitantes e atendi seis linhas telefônicas.', 'Organizei a mudança do escritório.'],
			degrees: ['Tecnólogo em Secretariado', 'Ensino Médio Completo'],
			certs: ['Curso de Pacote Office', 'Curso de Arquivologia'],
			sector: 'escritórios e órgãos públicos',
			audience: 'visitantes e gestores'
		}
	},
	{
		id: 'customer-support',
		skills: ['Customer service', 'Complaint handling', 'Call center', 'Chat support', 'Ticketing systems', 'Zendesk', 'Escalation management', 'Customer satisfaction', 'Service level agreements', 'Knowledge base management', 'Omnichannel support', 'Returns management', 'Customer retention', 'Technical customer support'],
		en: {
			intern: ['Care Team Intern'],
			titles: [['Care Agent', 'Help Desk Agent'], ['Care Specialist', 'Senior Care Agent'], ['Tier 2 Specialist', 'Care Team Lead'], ['Care Operations Manager']],
			employers: ['{Word}cell Mobile', '{Sur} Home Goods', '{Word}ify Inc.', '{City} Utilities', '{Word} Airlines'],
			ctx: ['for 60 contacts a day', 'for a web shop', 'for small-business clients', 'in a team of 20 agents', 'during the holiday peak'],
			plain: ['Welcomed new hires on their first week.', 'Covered weekend shifts for the team.'],
			degrees: ['Associate of Arts', 'High School Diploma'],
			certs: ['Certificate in Service Excellence', 'ITIL 4 Foundation'],
			sector: 'stores and phone carriers',
			audience: 'customers'
		},
		pt: {
			intern: ['Estagiário de Relacionamento|Estagiária de Relacionamento'],
			titles: [['Operador de Telemarketing|Operadora de Telemarketing', 'Agente de Relacionamento'], ['Analista de Relacionamento', 'Agente de Relacionamento Sênior'], ['Analista de Relacionamento Sênior', 'Líder de Equipe'], ['Supervisor de Relacionamento|Supervisora de Relacionamento']],
			employers: ['{Word} Conecta S.A.', 'Lojas {Sur}', '{Word} Energia', '{Word}Pay Pagamentos', 'Companhia de Águas de {City}'],
			ctx: ['para 60 contatos por dia', 'para loja na internet', 'para clientes empresariais', 'em equipe de 20 agentes', 'na Black Friday'],
			plain: ['Acolhi novos colegas na primeira semana.', 'Cobri plantões de fim de semana da equipe.'],
			degrees: ['Tecnólogo em Gestão de Serviços', 'Ensino Médio Completo'],
			certs: ['Curso de Excelência no Relacionamento', 'ITIL 4 Foundation'],
			sector: 'lojas e operadoras',
			audience: 'clientes'
		}
	},
	{
		id: 'logistics',
		skills: ['Inventory management', 'Warehouse management', 'Order fulfillment', 'Shipping and receiving', 'Transportation management', 'Fleet management', 'Purchase orders', 'Freight management', 'FIFO', 'Material handling', 'Forklift operation', 'SAP', 'Logistics KPIs', 'Demand planning', 'Last-mile delivery'],
		en: {
			intern: ['Supply Chain Intern'],
			titles: [['Warehouse Associate', 'Shipping Clerk'], ['Distribution Analyst', 'Inventory Analyst'], ['Senior Distribution Analyst', 'Distribution Supervisor'], ['Distribution Center Manager']],
			employers: ['{Word} Distribution Center', '{Sur} Freight Lines', '{Word}mart Stores', '{City} Food Bank', '{Word} Parts Supply'],
			ctx: ['for 40 trucks a day', 'in a 200,000 sq ft building', 'for 120 stores', 'on the second shift', 'for web orders'],
			plain: ['Ran the morning safety huddle.', 'Planned the yearly shutdown week with finance.'],
			degrees: ['B.S. in Supply Chain Management', 'High School Diploma'],
			certs: ['Certificate in Production and Inventory Management', 'Forklift Operator Card'],
			sector: 'distribution and retail',
			audience: 'carriers, buyers and store teams'
		},
		pt: {
			intern: ['Estagiário de Suprimentos|Estagiária de Suprimentos'],
			titles: [['Auxiliar de Almoxarifado', 'Conferente'], ['Analista de Distribuição', 'Analista de Estoque'], ['Analista de Distribuição Sênior', 'Supervisor de Expedição|Supervisora de Expedição'], ['Gerente de Centro de Distribuição']],
			employers: ['Armazéns {Word}', '{Sur} Transportes Ltda.', 'Supermercados {Word}', 'Prefeitura Municipal de {City}', '{Word} Autopeças S.A.'],
			ctx: ['para 40 carretas por dia', 'em galpão de 20 mil m²', 'para 120 lojas', 'no segundo turno', 'para pedidos do site'],
			plain: ['Conduzi a reunião diária do turno.', 'Planejei a parada anual com o financeiro.'],
			degrees: ['Tecnólogo em Gestão de Suprimentos', 'Ensino Médio Completo'],
			certs: ['Curso de Operador de Empilhadeira', 'Curso de Gestão de Estoques'],
			sector: 'distribuição e lojas',
			audience: 'transportadoras, compradores e lojas'
		}
	}
];

// Sentences that carry skills: {a} and {b} are skill surfaces, {ctx} a setting of the profession.
/** @type {Record<'en' | 'pt', { one: string[], two: string[] }>} */
export const FRAMES = {
	en: {
		one: ['Delivered {a} {ctx}.', 'Led {a} {ctx}, cutting rework by {n}%.', 'Trained {n} new colleagues in {a}.', 'Introduced a checklist for {a} {ctx}.', 'Owned {a} {ctx}.', 'Reviewed and improved {a} {ctx}.', 'Took charge of {a} {ctx} for {n} months.'],
		two: ['Handled {a} and {b} {ctx}.', 'Combined {a} with {b} {ctx}.', 'Split time between {a} and {b} {ctx}.']
	},
	pt: {
		one: ['Responsável por {a} {ctx}.', 'Conduzi {a} {ctx}, reduzindo retrabalho em {n}%.', 'Treinei {n} novos colegas em {a}.', 'Implantei checklist de {a} {ctx}.', 'Atuação direta em {a} {ctx}.', 'Revisei e melhorei {a} {ctx}.', 'Assumi {a} {ctx} por {n} meses.'],
		two: ['Atuação em {a} e {b} {ctx}.', 'Conciliei {a} com {b} {ctx}.', 'Dividi a rotina entre {a} e {b} {ctx}.']
	}
};

export const NAMES = {
	en: {
		female: ['Emily', 'Hannah', 'Grace', 'Olivia', 'Megan', 'Rachel', 'Tamika', 'Priya', 'Sofia', 'Danielle', 'Keisha', 'Lauren', 'Mei', 'Aaliyah', 'Brooke', 'Carmen', 'Nadia', 'Erin', 'Fatima', 'Colleen'],
		male: ['James', 'Marcus', 'Daniel', 'Ethan', 'Tyrone', 'Kevin', 'Luis', 'Andrew', 'Samuel', 'Wesley', 'Omar', 'Brandon', 'Trevor', 'Raj', 'Connor', 'Derrick', 'Hiro', 'Nathan', 'Victor', 'Owen'],
		middleF: ['Anne', 'Lee', 'Marie', 'J.', 'Lynn'],
		middleM: ['Lee', 'J.', 'Ray', 'Paul', 'Thomas'],
		surnames: ['Whitfield', 'Okafor', 'Brennan', 'Castellano', 'Holloway', 'Nguyen', 'Pemberton', 'Delgado', 'Ashworth', 'Kowalski', 'Fairbanks', 'Mbeki', 'Thornton', 'Yamada', 'Gallagher', 'Ferreira', 'Lindqvist', 'Okonjo', 'Harcourt', 'Villanueva', 'McAllister', 'Stroud', 'Bhatt', 'Donnelly', 'Esposito', 'Radcliffe', 'Abernathy', 'Quinlan']
	},
	pt: {
		female: ['Maria das Graças', 'Ana Beatriz', 'Luíza', 'Letícia', 'Conceição', 'Fernanda', 'Patrícia', 'Mariana', 'Joana', 'Cláudia', 'Rita de Cássia', 'Vitória', 'Francisca', 'Débora', 'Tainá', 'Lúcia', 'Raquel', 'Maria Eduarda', 'Simone', 'Gabriela'],
		male: ['João Pedro', 'Antônio', 'José Carlos', 'Gabriel', 'Luiz Henrique', 'Raimundo', 'Thiago', 'Márcio', 'Sebastião', 'Caio', 'Rodrigo', 'Fábio', 'Otávio', 'Davi', 'Francisco', 'Renato', 'Cícero', 'Vinícius', 'Ícaro', 'Joaquim'],
		surnames: ['Oliveira', 'Souza', 'Santos', 'Silva', 'Araújo', 'Gonçalves', 'Magalhães', 'Assunção', 'Pereira', 'Ribeiro', 'Falcão', 'Brandão', 'Nogueira', 'Cavalcanti', 'Barbosa', 'Teixeira', 'Monteiro', 'Albuquerque', 'Figueiredo', 'Rocha', 'Lacerda', 'Paiva', 'Queiroz', 'Guimarães', 'Batista', 'Medeiros', 'Correia', 'Siqueira'],
		particles: /** @type {Record<string, string>} */ ({ Souza: 'de', Santos: 'dos', Silva: 'da', Assunção: 'da', Oliveira: 'de', Albuquerque: 'de', Figueiredo: 'de', Lacerda: 'de', Queiroz: 'de', Medeiros: 'de' })
	}
};

/** [city, UF or state, area code] */
export const PLACES = {
	en: [['Austin', 'TX', '512'], ['Columbus', 'OH', '614'], ['Denver', 'CO', '303'], ['Tacoma', 'WA', '253'], ['Raleigh', 'NC', '919'], ['Omaha', 'NE', '402'], ['Boise', 'ID', '208'], ['Tucson', 'AZ', '520'], ['Madison', 'WI', '608'], ['Richmond', 'VA', '804'], ['Albany', 'NY', '518'], ['Sacramento', 'CA', '916'], ['Louisville', 'KY', '502'], ['Spokane', 'WA', '509'], ['Savannah', 'GA', '912'], ['Grand Rapids', 'MI', '616']],
	pt: [['Belo Horizonte', 'MG', '31'], ['Recife', 'PE', '81'], ['Curitiba', 'PR', '41'], ['Porto Alegre', 'RS', '51'], ['Salvador', 'BA', '71'], ['Fortaleza', 'CE', '85'], ['Goiânia', 'GO', '62'], ['Campinas', 'SP', '19'], ['São Paulo', 'SP', '11'], ['Florianópolis', 'SC', '48'], ['Natal', 'RN', '84'], ['João Pessoa', 'PB', '83'], ['Uberlândia', 'MG', '34'], ['Londrina', 'PR', '43'], ['Juiz de Fora', 'MG', '32'], ['Belém', 'PA', '91'], ['Vitória', 'ES', '27'], ['São Luís', 'MA', '98'], ['Maceió', 'AL', '82'], ['Ribeirão Preto', 'SP', '16'], ['Joinville', 'SC', '47'], ['Teresina', 'PI', '86']]
};

export const WORDS = {
	en: ['Cedar', 'Harbor', 'Maple', 'Silver', 'Bright', 'North', 'Prairie', 'Summit', 'Willow', 'Granite', 'Bluebird', 'Lantern', 'Copper', 'Meadow', 'Falcon'],
	pt: ['Ipê', 'Cedro', 'Maré', 'Jacarandá', 'Araucária', 'Sabiá', 'Buriti', 'Guará', 'Jequitibá', 'Carnaúba', 'Pitanga', 'Aroeira', 'Juriti', 'Angico', 'Tucano']
};
export const SAINTS = { en: ['Brigid', 'Anselm', 'Lucy', 'Ambrose', 'Clare', 'Jerome'], pt: ['São Lucas', 'Santa Clara', 'São Bento', 'Santa Luzia', 'São Camilo', 'Santa Inês', 'São Judas'] };
export const TOWNS = { en: ['Fairhaven', 'Millbrook', 'Oakridge', 'Westbury', 'Pinecrest', 'Stonebridge'], pt: ['Vale do Ipê', 'Serra Azul', 'Lagoa Dourada', 'Campo Alegre', 'Rio das Pedras', 'Monte Verde', 'Águas Claras', 'Porto Novo'] };

export const SCHOOLS = {
	en: ['{Town} State University', 'University of {Town}', '{Town} Community College', '{Sur} College', '{Town} Technical Institute'],
	pt: ['Universidade Estadual de {Town}', 'Faculdade {Word}', 'Centro Universitário {Sur}', 'Instituto Federal de {Town}', 'Universidade {Word} do Sul', 'Escola Técnica {Sur}']
};

/** [canonical English name, en name, pt name] */
export const LANGUAGES = [
	['English', 'English', 'Inglês'],
	['Portuguese', 'Portuguese', 'Português'],
	['Spanish', 'Spanish', 'Espanhol'],
	['French', 'French', 'Francês'],
	['Italian', 'Italian', 'Italiano'],
	['German', 'German', 'Alemão']
];
export const LEVELS = {
	en: { native: 'native', fluent: 'fluent', advanced: 'advanced', intermediate: 'intermediate', basic: 'basic' },
	pt: { native: 'nativo', fluent: 'fluente', advanced: 'avançado', intermediate: 'intermediário', basic: 'básico' }
};

// ---------------------------------------------------------------------------------------------
// The generator.
// ---------------------------------------------------------------------------------------------

/** @param {number} seed */
export function mulberry32(seed) {
	let a = seed >>> 0;
	return () => {
		a = (a + 0x6d2b79f5) >>> 0;
		let t = a;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

/** A 32-bit hash of a string (FNV-1a), for seeds made of names. @param {string} text */
export function hashString(text) {
	let h = 0x811c9dc5;
	for (let i = 0; i < text.length; i++) {
		h ^= text.charCodeAt(i);
		h = Math.imul(h, 0x01000193) >>> 0;
	}
	return h >>> 0;
}

/** @typedef {() => number} Rng */
/** @template T @param {Rng} rng @param {readonly T[]} list @returns {T} */
const pick = (rng, list) => list[Math.floor(rng() * list.length)];
/** @param {Rng} rng @param {number} lo @param {number} hi inclusive */
const int = (rng, lo, hi) => lo + Math.floor(rng() * (hi - lo + 1));
/** @template T @param {Rng} rng @param {readonly T[]} list @returns {T[]} */
function shuffle(rng, list) {
	const out = [...list];
	for (let i = out.length - 1; i > 0; i--) {
		const j = Math.floor(rng() * (i + 1));
		[out[i], out[j]] = [out[j], out[i]];
	}
	return out;
}

const looksPortuguese = (/** @type {string} */ s) => /[ãõçáéíóúâêôà]|\b(?:de|do|da|das|dos|em|no|na|ao|para|com|e)\b|ção\b|ções\b|mento\b|agem\b/i.test(s);
const looksSpanishOrPt = (/** @type {string} */ s) => /[^\x00-\x7f]|\b(?:de|do|da|em|para|con|y|el|la|los|las|del)\b|cion\b|ción\b/i.test(s);

/**
 * How a document in `language` writes a skill: the canonical name or an alias (pt: a Portuguese
 * alias when the taxonomy has one). Checked to name this skill and no other.
 * @param {Rng} rng @param {string} name @param {CorpusLanguage} language
 */
function surfaceOf(rng, name, language) {
	const skill = SKILL_BY_NAME.get(name);
	if (!skill) throw new Error(`people.mjs: "${name}" is not a canonical skill of taxonomy.json`);
	const works = (/** @type {string} */ s) => {
		const found = skillMentions(s);
		return found.length >= 1 && found.every((f) => f.skill === name);
	};
	/** @type {string[]} */
	let options;
	if (language === 'pt') {
		options = skill.aliases.filter((a) => looksPortuguese(a) && !/\b(?:del|los|las|y)\b|ción/i.test(a) && a.length <= 40);
		if (!options.length || rng() < 0.1) options = [skill.name];
	} else {
		const english = skill.aliases.filter((a) => !looksSpanishOrPt(a) && a.length >= 3 && a.length <= 40);
		options = rng() < 0.7 || !english.length ? [skill.name] : english;
	}
	for (const option of shuffle(rng, options)) if (works(option)) return option;
	if (works(skill.name)) return skill.name;
	throw new Error(`people.mjs: no usable surface for skill "${name}"`);
}

/** The surface as it sits inside a sentence: "Wound care" → "wound care", "IV therapy" stays. @param {string} surface @param {string} name */
function inSentence(surface, name) {
	const skill = SKILL_BY_NAME.get(name);
	if (skill?.caseSensitive?.includes(surface)) return surface;
	const concept = ['health', 'law', 'education', 'finance-accounting', 'human-resources', 'administration', 'customer-support', 'operations-logistics', 'sales', 'retail-hospitality', 'soft-skills', 'engineering', 'design', 'data-analytics', 'manufacturing-quality'].includes(skill?.category ?? '');
	if (concept && /^\p{Lu}\p{Ll}/u.test(surface) && !/\s\p{Lu}/u.test(surface.slice(1)) && !/\p{Lu}/u.test(surface.slice(1))) return surface[0].toLowerCase() + surface.slice(1);
	return surface;
}

/** For lists: first letter up ("curativos" → "Curativos"). @param {string} s @param {string} name */
function inList(s, name) {
	const skill = SKILL_BY_NAME.get(name);
	if (skill?.caseSensitive?.includes(s)) return s;
	return /^\p{Ll}/u.test(s) && !/^[a-z]+[A-Z]/.test(s) ? s[0].toUpperCase() + s.slice(1) : s;
}

/** Fills a pattern's {City} {Sur} {Sur2} {Word} {Saint} {Town} {UF} {n}. @param {Rng} rng @param {string} pattern @param {CorpusLanguage} lang @param {string} uf */
function fill(rng, pattern, lang, uf) {
	const surs = lang === 'pt' ? NAMES.pt.surnames : NAMES.en.surnames;
	const sur = pick(rng, surs);
	let sur2 = pick(rng, surs);
	while (sur2 === sur) sur2 = pick(rng, surs);
	return pattern
		.replaceAll('{City}', pick(rng, TOWNS[lang]))
		.replaceAll('{Town}', pick(rng, TOWNS[lang]))
		.replaceAll('{Sur2}', sur2)
		.replaceAll('{Sur}', sur)
		.replaceAll('{Word}', pick(rng, WORDS[lang]))
		.replaceAll('{Saint}', pick(rng, SAINTS[lang]))
		.replaceAll('{UF}', uf)
		.replaceAll('{n}', String(int(rng, 10000, 99999)));
}

// --- checks at load: every fixed string of the data names no skill (titles, degrees and
// certifications may: what they name joins the person's skill list).
{
	/** @type {string[]} */
	const bad = [];
	/** @param {string} where @param {string} text */
	const none = (where, text) => {
		const found = skillMentions(text.replace(/\{(?:a|b|Word|Sur|Sur2|City|Town|Saint|UF|n)\}/g, 'Qqqx'));
		if (found.length) bad.push(`${where}: "${text}" names ${found.map((f) => `${f.skill} ("${f.written}")`).join(', ')}`);
	};
	for (const p of PROFESSIONS) {
		for (const lang of /** @type {const} */ (['en', 'pt'])) {
			const d = p[lang];
			for (const e of d.employers) none(`${p.id}.${lang}.employers`, e);
			for (const c of d.ctx) none(`${p.id}.${lang}.ctx`, c);
			for (const c of d.plain) none(`${p.id}.${lang}.plain`, c);
			none(`${p.id}.${lang}.sector`, d.sector);
			none(`${p.id}.${lang}.audience`, d.audience);
		}
		for (const s of p.skills) if (!SKILL_BY_NAME.has(s)) bad.push(`${p.id}: unknown skill "${s}"`);
	}
	for (const lang of /** @type {const} */ (['en', 'pt'])) {
		for (const f of [...FRAMES[lang].one, ...FRAMES[lang].two]) none(`frames.${lang}`, f.replace('{ctx}', '').replace('{n}', '12'));
		for (const list of [NAMES[lang].female, NAMES[lang].male, NAMES[lang].surnames, WORDS[lang], SAINTS[lang], TOWNS[lang], SCHOOLS[lang]]) for (const s of list) none(`names.${lang}`, s);
		for (const [city] of PLACES[lang]) none(`places.${lang}`, city);
		for (const level of Object.values(LEVELS[lang])) none(`levels.${lang}`, level);
	}
	for (const l of LANGUAGES) none('languages', l.join(' , '));
	if (bad.length) throw new Error(`people.mjs: data names skills where it must not:\n  ${bad.join('\n  ')}`);
}

/** @param {number} index months since year 0 @returns {string} */
const ym = (index) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
/** @param {string} value */
const monthIndex = (value) => Number(value.slice(0, 4)) * 12 + Number(value.slice(5, 7)) - 1;

export const AS_OF = '2026-11';
const NOW = monthIndex(AS_OF);

/** The ids of the professions, in a fixed order. */
export const PROFESSION_IDS = PROFESSIONS.map((p) => p.id);

/**
 * Whole years from the first paid, non-internship role with a start (MANIFEST.md), null when none has one.
 * @param {CorpusRole[]} roles
 */
export function yearsExperience(roles) {
	const starts = roles.filter((r) => !r.internship && r.start).map((r) => monthIndex(/** @type {string} */ (r.start)));
	if (!starts.length) return null;
	return Math.floor((NOW - Math.min(...starts)) / 12);
}

const ROLE_COUNT = [
	[1, 5], [2, 14], [3, 18], [4, 18], [5, 14], [6, 10], [7, 6], [8, 5], [9, 3], [10, 2], [11, 1], [12, 1], [13, 1], [14, 1], [15, 1]
];

/** @param {Rng} rng */
function roleCount(rng) {
	const total = ROLE_COUNT.reduce((s, [, w]) => s + w, 0);
	let r = rng() * total;
	for (const [n, w] of ROLE_COUNT) if ((r -= w) < 0) return n;
	return 3;
}

/** @param {string} title @param {'m' | 'f'} gender */
const gendered = (title, gender) => {
	const [m, f] = title.split('|');
	return gender === 'f' ? (f ?? m) : m;
};

/**
 * Bullets for one role: each names exactly the skills it is meant to (checked), plus plain ones.
 * @param {Rng} rng @param {Profession} prof @param {CorpusLanguage} lang @param {{ name: string, surface: string }[]} skills
 * @returns {{ bullets: string[], skills: string[] }}
 */
function bulletsFor(rng, prof, lang, skills) {
	const d = prof[lang];
	/** @type {string[]} */
	const bullets = [];
	/** @type {Set<string>} */
	const named = new Set();
	const queue = [...skills];
	while (queue.length) {
		const two = queue.length >= 2 && rng() < 0.4;
		const take = queue.splice(0, two ? 2 : 1);
		let done = false;
		for (let attempt = 0; attempt < 40 && !done; attempt++) {
			const frame = pick(rng, two ? FRAMES[lang].two : FRAMES[lang].one);
			const text = frame
				.replace('{a}', inSentence(take[0].surface, take[0].name))
				.replace('{b}', take[1] ? inSentence(take[1].surface, take[1].name) : '')
				.replace('{ctx}', pick(rng, d.ctx))
				.replace('{n}', String(int(rng, 3, 40)));
			const found = skillsIn(text);
			const want = new Set(take.map((s) => s.name));
			if (found.size === want.size && [...want].every((n) => found.has(n))) {
				bullets.push(text.replace(/\s+\./, '.').replace(/^./, (c) => c.toUpperCase()));
				for (const n of want) named.add(n);
				done = true;
			}
		}
		if (!done) throw new Error(`people.mjs: no bullet frame names exactly ${take.map((s) => `${s.name} ("${s.surface}")`).join(' + ')} (${prof.id}/${lang})`);
	}
	for (const plain of shuffle(rng, d.plain).slice(0, int(rng, 0, 1))) bullets.splice(int(rng, 0, bullets.length), 0, plain);
	return { bullets, skills: [...named] };
}

/**
 * @typedef {object} PersonOptions
 * @property {CorpusLanguage} [language]
 * @property {string} [profession]   one of PROFESSION_IDS
 * @property {'month' | 'year' | 'none'} [dates]   force how the roles are dated
 * @property {number} [roles]       force the number of roles
 * @property {string} [id]
 */

/**
 * A whole invented person from a seed: the same seed and options give the same person.
 * @param {number} seed
 * @param {PersonOptions} [options]
 * @returns {CorpusPerson}
 */
export function personFor(seed, options = {}) {
	const rng = mulberry32(seed);
	const lang = options.language ?? (rng() < 0.5 ? 'en' : 'pt');
	const prof = PROFESSIONS.find((p) => p.id === options.profession) ?? pick(rng, PROFESSIONS);
	const d = prof[lang];
	/** @type {'m' | 'f'} */
	const gender = rng() < 0.55 ? 'f' : 'm';

	// Name: 2–4 words (Portuguese particles count).
	let name;
	if (lang === 'pt') {
		const first = pick(rng, gender === 'f' ? NAMES.pt.female : NAMES.pt.male);
		const firstWords = first.split(' ').length;
		const surs = shuffle(rng, NAMES.pt.surnames);
		/** @param {string} s */
		const withParticle = (s) => (NAMES.pt.particles[s] && rng() < 0.6 ? `${NAMES.pt.particles[s]} ${s}` : s);
		const parts = [first];
		let words = firstWords;
		const wanted = firstWords >= 3 ? 1 : rng() < 0.5 ? 2 : 1;
		for (const s of surs.slice(0, wanted)) {
			const piece = withParticle(s);
			if (words + piece.split(' ').length > 4) {
				if (words + 1 <= 4) {
					parts.push(s);
					words++;
				}
				continue;
			}
			parts.push(piece);
			words += piece.split(' ').length;
		}
		if (parts.length === 1) parts.push(surs[0]);
		name = parts.join(' ');
	} else {
		const first = pick(rng, gender === 'f' ? NAMES.en.female : NAMES.en.male);
		const surs = shuffle(rng, NAMES.en.surnames);
		const r = rng();
		name = r < 0.2 ? `${first} ${pick(rng, gender === 'f' ? NAMES.en.middleF : NAMES.en.middleM)} ${surs[0]}` : r < 0.3 ? `${first} ${surs[0]}-${surs[1]}` : r < 0.38 ? `${first} ${surs[0]} ${surs[1]}` : `${first} ${surs[0]}`;
	}
	const slug = fold(name)
		.replace(/[^a-z ]/g, '')
		.split(' ')
		.filter((w) => w.length > 2 || /^[a-z]$/.test(w) === false)
		.filter((w) => !['de', 'da', 'do', 'das', 'dos'].includes(w));
	const emailLocal = rng() < 0.5 ? `${slug[0]}.${slug[slug.length - 1]}` : `${slug[0][0]}${slug[slug.length - 1]}${int(rng, 1, 99)}`;
	const email = `${emailLocal}@${pick(rng, ['example.com', 'example.org', 'mail.example.com', 'example.test'])}`;

	// Place and phone.
	const [city, uf, area] = pick(rng, PLACES[lang]);
	const line = String(int(rng, 0, 99)).padStart(2, '0');
	let phone, phoneTruth, location, locationTruth;
	if (lang === 'pt') {
		phoneTruth = `+55 ${area} 90000-0${int(rng, 100, 999)}`;
		const [, a, num] = /** @type {RegExpMatchArray} */ (phoneTruth.match(/^\+55 (\d+) (.*)$/));
		phone = pick(rng, [`(${a}) ${num}`, `(${a}) ${num}`, `+55 ${a} ${num}`, `${a} ${num}`, `+55 (${a}) ${num}`]);
		location = pick(rng, [`${city}/${uf}`, `${city} – ${uf}`, `${city}, ${uf}`, `${city} - ${uf}`]);
		locationTruth = `${city}, ${uf}, Brasil`;
	} else {
		phoneTruth = `+1 ${area}-555-01${line}`;
		phone = pick(rng, [`(${area}) 555-01${line}`, `(${area}) 555-01${line}`, `${area}-555-01${line}`, `${area}.555.01${line}`, `+1 ${area}-555-01${line}`]);
		location = pick(rng, [`${city}, ${uf}`, `${city}, ${uf}`, `${city}, ${uf}, USA`]);
		locationTruth = `${city}, ${uf}, USA`;
	}
	const handle = slug.join('-');
	/** @type {string[]} */
	const links = [];
	if (rng() < 0.55) links.push(`linkedin.example.com/in/${handle}`);
	if (['developer', 'data-analyst'].includes(prof.id) && rng() < 0.7) links.push(`github.example.com/${handle}`);
	if (prof.id === 'ux-designer' && rng() < 0.7) links.push(`${handle}.portfolio.example.org`);

	// Roles, newest first, walking back from now.
	const n = options.roles ?? roleCount(rng);
	const dating = options.dates ?? (rng() < 0.1 ? 'none' : rng() < 0.22 ? 'year' : 'month');
	const hasIntern = n >= 2 && rng() < 0.3;
	const current = rng() < 0.65;
	let cursor = current ? NOW : NOW - int(rng, 2, 30);
	const maxMonths = Math.max(4, Math.min(60, Math.floor((NOW - 1990 * 12) / n) - 2));
	/** @type {{ start: number, end: number | 'present', internship: boolean }[]} */
	const spans = [];
	for (let i = 0; i < n; i++) {
		const internship = hasIntern && i === n - 1;
		const length = internship ? int(rng, 4, 12) : int(rng, Math.min(6, maxMonths), maxMonths);
		const end = i === 0 && current ? 'present' : cursor;
		const start = (end === 'present' ? NOW : end) - length;
		spans.push({ start, end, internship });
		cursor = start - (rng() < 0.5 ? 1 : int(rng, 1, 6));
	}
	// Levels rise over the career.
	const levels = spans.map((_, i) => Math.max(0, Math.min(3, Math.round(((n - 1 - i) / Math.max(1, n - 1)) * int(rng, 1, 3)))));
	// Companies: some consecutive roles share one (a promotion).
	/** @type {string[]} */
	const companies = [];
	const groupAt = n >= 3 && rng() < 0.3 ? int(rng, 0, n - 3) : -1;
	const groupSize = groupAt >= 0 ? int(rng, 2, Math.min(3, n - 1 - groupAt)) : 0;
	for (let i = 0; i < n; i++) {
		if (i > groupAt && i < groupAt + groupSize) companies.push(companies[groupAt]);
		else {
			let company = fill(rng, pick(rng, d.employers), lang, uf);
			for (let k = 0; k < 10 && companies.includes(company); k++) company = fill(rng, pick(rng, d.employers), lang, uf);
			companies.push(company);
		}
	}
	// Grouped roles are contiguous (the promotion starts the month after the previous title ended).
	for (let i = groupAt + 1; i >= 1 && i < groupAt + groupSize; i++) {
		const newer = spans[i - 1];
		newer.start = spans[i].start + Math.max(3, newer.start - spans[i].start);
		spans[i].end = newer.start - 1;
		if (/** @type {number} */ (spans[i].end) <= spans[i].start) spans[i].end = spans[i].start + 1;
		if (newer.start <= /** @type {number} */ (spans[i].end)) newer.start = /** @type {number} */ (spans[i].end) + 1;
	}
	// Titles of a group rise and differ.
	/** @type {string[]} */
	const titles = [];
	for (let i = 0; i < n; i++) {
		let title = spans[i].internship ? pick(rng, d.intern) : pick(rng, d.titles[levels[i]]);
		title = gendered(title, gender);
		if (i > 0 && companies[i] === companies[i - 1] && title === titles[i - 1]) {
			const lower = d.titles[Math.max(0, levels[i] - 1)].map((t) => gendered(t, gender)).find((t) => t !== titles[i - 1]);
			title = lower ?? d.titles[(levels[i] + 1) % 4].map((t) => gendered(t, gender))[0];
		}
		titles.push(title);
	}

	// Skills of each role, then the document's list.
	// Portuguese documents name skills in Portuguese, or by a tool's name; skills the taxonomy
	// only knows in English stay out of their bullets.
	const TOOLS = ['business-software', 'programming-languages', 'web-frontend', 'backend-frameworks', 'databases', 'cloud', 'devops', 'developer-tools', 'data-analytics', 'design', 'software-engineering', 'testing-qa'];
	const usable = (/** @type {string} */ name) => {
		const skill = SKILL_BY_NAME.get(name);
		return lang === 'en' || Boolean(skill && (skill.aliases.some(looksPortuguese) || TOOLS.includes(skill.category)));
	};
	const pool = shuffle(rng, prof.skills.filter(usable));
	/** @type {Map<string, string>} */
	const surfaces = new Map();
	const surfaceFor = (/** @type {string} */ skill) => {
		if (!surfaces.has(skill)) surfaces.set(skill, surfaceOf(rng, skill, lang));
		return /** @type {string} */ (surfaces.get(skill));
	};
	/** @type {CorpusRole[]} */
	const roles = [];
	for (let i = 0; i < n; i++) {
		const span = spans[i];
		const bare = n > 6 && i >= 4 && rng() < 0.5; // older roles of long careers: no bullets
		const count = bare ? 0 : i === 0 ? int(rng, 2, 4) : int(rng, 1, 3);
		const chosen = shuffle(rng, pool).slice(0, count).map((name) => ({ name, surface: surfaceFor(name) }));
		const { bullets, skills } = bare ? { bullets: [], skills: [] } : bulletsFor(rng, prof, lang, chosen);
		/** @type {string | null} */
		let start = ym(span.start);
		/** @type {string | null} */
		let end = span.end === 'present' ? 'present' : ym(span.end);
		if (dating === 'year') {
			start = `${start.slice(0, 4)}-01`;
			end = end === 'present' ? 'present' : `${end.slice(0, 4)}-12`;
		} else if (dating === 'none') start = end = null;
		const [rc, ruf] = rng() < 0.75 ? [city, uf] : pick(rng, PLACES[lang]);
		roles.push({
			title: titles[i],
			company: companies[i],
			location: rng() < 0.2 ? null : `${rc}, ${ruf}`,
			start,
			end,
			yearOnly: dating === 'year',
			bullets,
			skills,
			internship: span.internship
		});
	}
	// A group shares one place.
	for (let i = 1; i < n; i++) if (companies[i] === companies[i - 1]) roles[i].location = roles[i - 1].location;

	const education = [];
	const degrees = shuffle(rng, d.degrees);
	const firstStart = Math.min(...spans.map((s) => s.start));
	const eduCount = Math.min(degrees.length, int(rng, 1, 3));
	for (let k = 0; k < eduCount; k++) {
		const endYear = k === 0 ? Math.floor(firstStart / 12) - (rng() < 0.5 ? 0 : 1) : Math.floor(firstStart / 12) + int(rng, 1, 6);
		education.push({ degree: degrees[k], institution: fill(rng, pick(rng, SCHOOLS[lang]), lang, uf), end: String(Math.min(endYear, 2026)) });
	}
	education.sort((a, b) => Number(b.end) - Number(a.end));
	const certifications = shuffle(rng, d.certs)
		.slice(0, int(rng, 0, Math.min(3, d.certs.length)))
		.map((c) => fill(rng, c, lang, uf));

	// Languages, in the document's language; the truth keeps the English names.
	const levelWords = LEVELS[lang];
	/** @type {{ name: string, level: string, canonical: string }[]} */
	const languages = [];
	const own = LANGUAGES.find(([c]) => c === (lang === 'pt' ? 'Portuguese' : 'English'));
	const langName = (/** @type {string[]} */ row) => (lang === 'pt' ? row[2] : row[1]);
	if (own) languages.push({ name: langName(own), level: levelWords.native, canonical: own[0] });
	for (const row of shuffle(rng, LANGUAGES.filter((row) => row !== own)).slice(0, int(rng, 0, 2)))
		languages.push({ name: langName(row), level: pick(rng, [levelWords.fluent, levelWords.advanced, levelWords.intermediate, levelWords.basic]), canonical: row[0] });

	// Headline and the skills list. Skills a title, degree or certification names join the list,
	// so the truth holds every skill the document shows.
	const headline = roles[0].internship ? titles[0] : titles[0];
	/** @type {string[]} */
	const listed = [];
	const add = (/** @type {string} */ s) => {
		if (!listed.includes(s)) listed.push(s);
	};
	for (const role of roles) for (const s of role.skills) add(s);
	for (const s of shuffle(rng, pool).slice(0, int(rng, 2, 4))) add(s);
	const incidental = new Set();
	for (const text of [headline, ...roles.map((r) => r.title), ...education.map((e) => e.degree), ...certifications]) for (const s of skillsIn(text)) incidental.add(s);
	for (const s of incidental) add(s);
	/** @type {CorpusSkill[]} */
	const skills = listed.map((s) => ({ name: s, surface: inList(surfaceFor(s), s) }));

	// Summary: two or three sentences naming only listed skills (tried again with other words
	// when two phrases meet into another skill's name: "… e social work" reads "e-Social").
	const years = yearsExperience(roles);
	let summary = '';
	for (let attempt = 0; ; attempt++) {
		const named = attempt >= 8 ? [] : shuffle(rng, listed).slice(0, attempt >= 5 ? 1 : 2);
		const [sa, sb] = named.map((s) => inSentence(surfaceFor(s), s));
		const lead = pick(rng, lang === 'pt' ? ['Foco em', 'Atuação sólida em', 'Experiência prática com'] : ['Focused on', 'Hands-on experience with', 'Strong background in']);
		const parts =
			lang === 'pt'
				? [`Profissional com experiência em ${d.sector}${years ? `, há ${years > 1 ? `${years} anos` : 'um ano'} na área` : ''}.`, sb ? `${lead} ${sa} e ${sb}.` : sa ? `${lead} ${sa}.` : '', `Boa relação com ${d.audience}.`]
				: [`Professional with a background in ${d.sector}${years ? ` and ${years > 1 ? `${years} years` : 'one year'} in the field` : ''}.`, sb ? `${lead} ${sa} and ${sb}.` : sa ? `${lead} ${sa}.` : '', `Works well with ${d.audience}.`];
		summary = parts.filter(Boolean).join(' ');
		if ([...skillsIn(summary)].every((s) => listed.includes(s))) break;
		if (attempt >= 8) throw new Error(`people.mjs: summary names skills off the list: ${summary}`);
	}

	const person = {
		id: options.id ?? `p${String(seed % 100000).padStart(5, '0')}`,
		seed,
		language: lang,
		profession: prof.id,
		name,
		email,
		phone,
		phoneTruth,
		location,
		locationTruth,
		links,
		headline,
		summary,
		skills,
		roles,
		education,
		certifications,
		languages
	};
	checkPerson(person);
	return person;
}

/**
 * The generator's self-check: each bullet names exactly its role's skills; the summary, the
 * headline, titles, companies, degrees, schools and certifications name only listed skills.
 * Throws on the first problem — a bad template must fail loudly, not leak into the truth.
 * @param {CorpusPerson} person
 */
export function checkPerson(person) {
	const listed = new Set(person.skills.map((s) => s.name));
	/** @param {string} where @param {string} text @param {Set<string>} allowed */
	const only = (where, text, allowed) => {
		for (const s of skillsIn(text)) if (!allowed.has(s)) throw new Error(`people.mjs: ${person.id} ${where} "${text}" names "${s}", which the truth does not hold`);
	};
	for (const role of person.roles) {
		const own = new Set(role.skills);
		const named = new Set(role.bullets.flatMap((b) => [...skillsIn(b)]));
		for (const s of own) if (!named.has(s)) throw new Error(`people.mjs: ${person.id} role skill "${s}" is named by no bullet`);
		for (const b of role.bullets) only('bullet', b, own);
		for (const s of own) if (!listed.has(s)) throw new Error(`people.mjs: ${person.id} role skill "${s}" missing from the list`);
		only('title', role.title, listed);
		only('company', role.company, new Set());
		if (role.location) only('place', role.location, new Set());
	}
	only('summary', person.summary, listed);
	only('headline', person.headline, listed);
	only('name', person.name, new Set());
	only('location', person.location, new Set());
	for (const e of person.education) {
		only('degree', e.degree, listed);
		only('school', e.institution, new Set());
	}
	for (const c of person.certifications) only('certification', c, listed);
	for (const l of person.languages) only('language', `${l.name} ${l.level}`, new Set());
	for (const s of person.skills) {
		const found = skillMentions(s.surface);
		if (!found.length || found.some((f) => f.skill !== s.name)) throw new Error(`people.mjs: ${person.id} list surface "${s.surface}" does not name exactly "${s.name}" (${found.map((f) => f.skill).join(', ')})`);
	}
}
