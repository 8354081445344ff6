import { simplify } from './text';

/**
 * Words that make a phrase a job title, an organisation, a degree or a school. Entry headers put
 * title and company in either order ("Title — Company", "Company\nTitle"), so the parser weighs
 * these words instead of trusting the order. Folded (no accents, lower case), EN and pt-BR,
 * across the fields of work Rumo's users come from.
 */
const ROLE_WORDS = new Set(
	(
		'engineer engineering developer designer analyst accountant bookkeeper controller manager director specialist ' +
		'consultant coordinator assistant associate intern internship trainee apprentice nurse rn lpn cna teacher professor ' +
		'lecturer instructor tutor educator lawyer attorney paralegal counsel solicitor advocate clerk auditor officer ' +
		'administrator technician technologist architect scientist researcher lead head chief president vp founder cofounder ' +
		'owner partner supervisor representative agent executive editor writer copywriter programmer tester sre support ' +
		'operator cashier barista server chef cook driver pharmacist physician doctor therapist psychologist dentist midwife ' +
		'caregiver aide receptionist secretary recruiter buyer planner inspector surveyor freelancer freelance fellow ' +
		'resident staff principal senior junior sr jr pleno trainer mentor advisor adviser strategist producer marketer ' +
		'generalist expert head ceo cto cfo coo salesperson seller merchandiser steward attendant crew worker laborer ' +
		'electrician mechanic welder machinist foreman estimator drafter draftsman coach counselor counsellor librarian ' +
		'principal superintendent dean headteacher tech manager owner volunteer ' +
		'engenheiro engenheira desenvolvedor desenvolvedora analista contador contadora gerente diretor diretora ' +
		'especialista consultor consultora coordenador coordenadora assistente auxiliar estagiario estagiaria enfermeiro ' +
		'enfermeira tecnico tecnica professor professora docente advogado advogada assessor assessora auditor auditora ' +
		'supervisor supervisora lider chefe socio socia fundador fundadora programador programadora arquiteto arquiteta ' +
		'cientista pesquisador pesquisadora tutora monitor monitora atendente vendedor vendedora representante operador ' +
		'operadora recepcionista secretario secretaria farmaceutico farmaceutica medico medica fisioterapeuta psicologo ' +
		'psicologa nutricionista dentista pedagogo pedagoga instrutor instrutora redator redatora editora jornalista ' +
		'aprendiz bolsista residente gestor gestora executivo executiva comprador compradora encarregado encarregada ' +
		'motorista cuidador cuidadora escriturario escrevente oficial perito perita procurador procuradora promotor ' +
		'promotora juiz juiza defensor defensora tabeliao estagio trainee autonomo autonoma freelancer designer ' +
		'administrador administradora agente inspetor inspetora orientador orientadora educador educadora ' +
		'controller business partner master scrum stylist photographer translator interpreter bartender waiter waitress ' +
		'pilot nanny housekeeper janitor guard firefighter paramedic emt veterinarian nutritionist dietitian biologist ' +
		'chemist physicist mathematician statistician economist actuary underwriter broker trader banker teller realtor ' +
		'sdr bdr hygienist optometrist radiographer sonographer phlebotomist midwife doula helper ajudante ' +
		'caseworker navigator dispatcher custodian courier handler picker packer loader forklift storekeeper ' +
		'garcom garconete cozinheiro cozinheira estoquista repositor repositora porteiro zelador faxineira diarista ' +
		'baba cabeleireira cabeleireiro manicure fotografo fotografa tradutor tradutora interprete corretor corretora ' +
		'bancario bancaria economista contabilista atuario biomedico biomedica biologo biologa quimico quimica fisico ' +
		'veterinario veterinaria fonoaudiologo fonoaudiologa terapeuta psicopedagogo psicopedagoga publicitario ' +
		'publicitaria delegado delegada escrivao socorrista eletricista mecanico soldador pedreiro mestre ' +
		'almoxarife comprador conferente expedidor ' +
		// Spanish
		'desarrollador desarrolladora programadora enfermera abogado abogada ingeniero ingeniera maestro maestra profesora ' +
		'jefe jefa coordinadora coordinador asistente cajero cajera camarero camarera cocinero cocinera repartidor operario ' +
		'operaria dependiente dependienta contable administrativo administrativa'
	).split(/\s+/)
);

const ORG_WORDS = new Set(
	(
		'inc llc ltd ltda sa corp corporation company co group grupo holdings holding partners associates associados ' +
		'advogados cpas consulting consultoria solutions solucoes tecnologia technologies tech software systems sistemas labs ' +
		'lab studio studios agency agencia bank banco hospital clinic clinica clinics health saude school escola colegio ' +
		'university universidade faculdade college institute instituto foundation fundacao ministry ministerio secretaria ' +
		'prefeitura tribunal court firm escritorio law department departamento center centre centro store stores lojas loja ' +
		'media logistics logistica energia energy engenharia construtora builders industries industria comercio servicos ' +
		'services pagamentos payments capital investments investimentos seguros insurance pharma farmacia academy ' +
		'coffee roasters restaurant restaurante cafe hotel network networks digital global international brasil brazil ' +
		'america americas usa cooperativa cooperative council conselho association associacao ong nonprofit me eireli ' +
		'gmbh plc pty bv ag nv ventures enterprises enterprise analytics ticketing provedor self employed selfemployed ' +
		'hospitais laboratorio laboratory pharmacy medical medicina care community health district county city state living ' +
		'public publica publico municipal estadual federal government governo maternidade maternity policlinica ubs upa ' +
		'chemists chemist llp limited pvt despacho ayuntamiento consejeria servicio servicios salud serveis universitat ' +
		// "Rocha Corretora de Imóveis": a brokerage, whose name holds a role word
		'imoveis imobiliaria'
	).split(/\s+/)
);

const DEGREE =
	/\b(?:b\.?\s?s\.?c?|b\.?\s?a\.?|b\.?\s?sc|b\.?\s?eng|b\.?\s?ed|b\.?\s?f\.?\s?a|m\.?\s?f\.?\s?a|bsn|msn|dnp|m\.?\s?s\.?c?|m\.?\s?a\.?|m\.?\s?sc|m\.?\s?eng|m\.?\s?ed|mba|ph\.?\s?d|j\.?\s?d|ll\.?\s?[bm]|a\.?\s?a\.?s?|a\.?\s?s\.?|a\.?\s?d\.?\s?n|bachelor'?s?|master'?s?|doctorate|doctor of|pharm\.?\s?d|associate(?: degree| of)|diploma|certificate|certification|degree|high school|ged|bacharelado|bacharel|licenciatura|tecnologo|tecnologa|tecnico em|curso tecnico|pos[- ]graduacao|pos graduado|especializacao|mestrado|doutorado|graduacao|graduado|graduada|ensino medio|ensino fundamental|mba em|residencia|engenharia|direito|medicina|enfermagem|pedagogia|administracao|ciencias contabeis|ciencia da computacao|grado en|master en|maestria|licenciado en|diplomatura|tecnico superior|bachillerato|b\.?\s?tech|b\.?\s?com|m\.?\s?tech|mpharm)(?![\p{L}])/iu;

const SCHOOL =
	/\b(?:university|universidade|universidad|college|institute|instituto|school|escola|faculdade|faculdades|academy|academia|polytechnic|politecnica|politecnico|centro universitario|centro de educacao|senai|senac|etec|fatec|iit|iiit|iim|ifsp|ifmg|usp|unicamp|unesp|ufmg|ufrj|ufpr|ufrgs|ufsc|ufpe|ufba|ufc|unb|puc|fgv|insper|mackenzie|ibmec|coursera|udemy|alura|bootcamp|campus|universitat|escuela|liceu|liceo)(?![\p{L}])/iu;

function words(value: string): string[] {
	return simplify(value).split(' ').filter(Boolean);
}

/** How much a phrase reads like a job title. */
export function roleScore(value: string): number {
	return words(value).filter((word) => ROLE_WORDS.has(word)).length;
}

/** Whether a word names people in the plural: "baristas", "técnicos", "representatives", "vendedores". */
export function isPeopleNoun(word: string): boolean {
	const folded = simplify(word);
	if (!/^\p{L}+s$/u.test(folded)) return false;
	return [folded.slice(0, -1), folded.replace(/es$/, ''), folded.replace(/ies$/, 'y')].some((singular) => ROLE_WORDS.has(singular));
}

/** How much a phrase reads like the name of an organisation. */
export function orgScore(value: string): number {
	let score = words(value).filter((word) => ORG_WORDS.has(word)).length;
	// "S.A." and "S/A" are read here: as single letters they would make "Grace A. Whitfield" a company.
	// "S.L." and "S.A. de C.V." are the Spanish and Mexican forms.
	if (/&|\b(?:inc|ltd|llc|ltda|s[./]\s?a|corp)\b\.?|\bs\.\s?l\.(?:u\.)?|\bc\.\s?v\./i.test(value)) score += 1;
	return score;
}

/** Whether a phrase names a degree or diploma ("B.S. in Accounting", "Bacharelado em Direito"). */
export function isDegree(value: string): boolean {
	return DEGREE.test(value) || DEGREE.test(simplify(value));
}

/**
 * Whether an entry's head names a degree rather than a job: a degree with its school ("B.S. in
 * Software Engineering — Front Range Polytechnic", "Master of Arts in Teaching | Buckeye State
 * University"), or a degree without any role word ("Licenciatura em Pedagogia – 2013").
 */
export function isDegreeHead(value: string): boolean {
	if (!isDegree(value) || isInternship(value)) return false;
	// A kind of degree with its school ("B.S. in Software Engineering — Front Range Polytechnic",
	// "Google IT Support Professional Certificate — Coursera"), whatever other words say.
	const kind = DEGREE_KIND.test(value) || DEGREE_KIND.test(simplify(value));
	if (kind && isSchool(value)) return true;
	// Otherwise no role word: "Professora de Direito – Universidade X" is a job at a school.
	return roleScore(value) === 0 && (kind || isSchool(value));
}

// The kinds of degree, certificate or course, as opposed to a field of study ("Direito", "Engenharia").
const DEGREE_KIND =
	/\b(?:b\.?\s?s\.?c?|b\.?\s?a\.?|b\.?\s?sc|b\.?\s?eng|b\.?\s?ed|b\.?\s?f\.?\s?a|m\.?\s?f\.?\s?a|bsn|msn|dnp|m\.?\s?s\.?c?|m\.?\s?a\.?|m\.?\s?sc|m\.?\s?eng|m\.?\s?ed|mba|ph\.?\s?d|j\.?\s?d|ll\.?\s?[bm]|a\.?\s?a\.?s?|a\.?\s?s\.?|pharm\.?\s?d|bachelor'?s?|master'?s?|doctorate|doctor of|associate(?: degree| of)|diploma|certificate|certification|degree|bacharelado|bacharel|licenciatura|tecnologo|tecnologa|tecnico em|curso tecnico|pos[- ]graduacao|especializacao|mestrado|doutorado|graduacao|ensino medio|residencia|grado en|master en|maestria|diplomatura|tecnico superior|b\.?\s?tech|b\.?\s?com|mpharm)(?![\p{L}])/iu;

/** Whether a phrase names a school ("Lakeshore State University", "Faculdade Araucária", "UFMG"). */
export function isSchool(value: string): boolean {
	return SCHOOL.test(simplify(value)) || SCHOOL.test(value);
}

// Internships, TA and research-assistant posts and other academic roles: not paid experience.
const INTERNSHIP =
	/\b(?:intern|internship|interns|extern|externship|estagiari[oa]s?|estagio|estagios|teaching assistant|graduate assistant|research assistant|student assistant|ta|monitor(?:a|ia)? (?:de|da|do|academic[oa])|monitoria|bolsista|iniciacao cientifica|jovem aprendiz|aprendiz|apprentice|apprenticeship|co-?op|summer analyst|summer associate|assistente de pesquisa|assistente de ensino)\b/;

export function isInternship(title: string): boolean {
	return INTERNSHIP.test(simplify(title).replace(/\bco op\b/, 'coop'));
}
