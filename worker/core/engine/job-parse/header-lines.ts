/** What a line of a posting's header is: a label, a job's name, a board's furniture, a careers site's banner, an organisation's name. */

import { findSkills } from '../skills/matcher';
import { REMOTE_PLACE, type Lang } from './location';
import { seniorityOfTitle } from './seniority';
import { splitSegments, stripBullet, stripEmoji, stripMarkdown, tidy, wordCount } from './text';
import { hasTitlePrefix, isMetaSegment, looksLikeCompany, namesOrganisationFirst } from './title';

const LABELS = {
	title: /^(?:vaga(?: (?:afirmativa|exclusiva|aberta|para|de)\b.*)?|cargo|position|job title|title|role|t[íi]tulo(?: da vaga)?|fun[cç][aã]o|oportunidade|job|opening|posi[cç][aã]o|nome da vaga|hiring|we(?:'|’)?re hiring|we are hiring|now hiring|estamos contratando|contratamos|contrata-se|nova vaga|vaga aberta|open (?:position|role)|job opening)$/i,
	company: /^(?:company|company name|empresa|employer|organi[sz]ation|organiza[cç][aã]o|hiring company|contratante|client|cliente|institui[cç][aã]o)$/i,
	location: /^(?:location|job location|work location|localiza[cç][aã]o|local|local de trabalho|cidade|city|based in|onde|lugar|place of work|office|escrit[óo]rio|unidade|sede)$/i
};

/** "Empresa: Jabuti Software" → ["Empresa", "Jabuti Software"]; null when the line is no label. */
export function splitLabel(raw: string): [string, string] | null {
	const text = stripMarkdown(stripEmoji(stripBullet(raw.trim()).text)).replace(/\*\*/g, '');
	const match = /^([\p{L}][\p{L} /()'’.-]{0,40}?)\s*[:：]\s*(.+)$/u.exec(text);
	if (!match || /^https?$/i.test(match[1])) return null;
	// "São Paulo/SP (híbrido: 2 dias no escritório)": a colon inside a bracket is no label's.
	if ((match[1].match(/\(/g)?.length ?? 0) > (match[1].match(/\)/g)?.length ?? 0)) return null;
	return [match[1].trim(), match[2].trim()];
}

export function labelled(line: string, kind: keyof typeof LABELS): string | null {
	const pair = splitLabel(line);
	return pair && LABELS[kind].test(pair[0]) ? tidy(pair[1]) : null;
}

// Words of job names: a first line without one, followed by a line with one, is the company.
export const ROLE_WORD =
	/\b(?:engineer|developer|analyst|manager|designer|nurse|teacher|accountant|attorney|lawyer|associate|specialist|coordinator|assistant|technician|consultant|director|intern|architect|scientist|administrator|representative|clerk|cashier|driver|officer|supervisor|lead|head|recruiter|writer|editor|agent|operator|programmer|tester|auditor|pharmacist|physician|therapist|receptionist|chef|cook|barista|salesperson|enfermeir[oa]|desenvolvedor|desenvolvedora|analista|engenheir[oa]|gerente|professor|professora|advogad[oa]|contador|contadora|assistente|t[ée]cnic[oa]|coordenador|coordenadora|auxiliar|operador|operadora|vendedor|vendedora|atendente|estagi[áa]ri[oa]|est[áa]gio|motorista|recepcionista|farmac[êe]utic[oa]|m[ée]dic[oa]|psic[óo]log[oa]|cozinheir[oa]|designer|consultor|consultora|especialista|supervisor|supervisora|l[íi]der|diretor|diretora|programador|programadora|arquitet[oa]|cientista|redator|redatora|secret[áa]ri[oa]|fisioterapeuta|nutricionista|pedagog[oa]|caixa|repositor|repositora|promotor|promotora|gar[çc]om|soldador|eletricista|mec[âa]nic[oa]|pedreiro|zelador|porteiro|owner|bookkeeper|paralegal|executive|counsel|controller|instructor|tutor|educator|planner|buyer|estimator|surveyor|inspector|dentist|veterinarian|copywriter|strategist|instrutor|instrutora|docente|comprador|compradora|gestor|gestora|encarregad[oa]|estoquista|almoxarife|montador|montadora|executiv[oa]|representante|recrutador|recrutadora|corretor|corretora|cuidador|cuidadora|terapeuta|fonoaudi[óo]log[oa]|dentista|veterin[áa]ri[oa]|jornalista|fot[óo]graf[oa]|tradutor|tradutora|bibliotec[áa]ri[oa]|social media|electrician|plumber|carpenter|mechanic|welder|machinist|secretary|counselor|counsellor|psychologist|physiotherapist|dietitian|nutritionist|paramedic|caregiver|librarian|translator|interpreter|photographer|illustrator|journalist|baker|butcher|bartender|dishwasher|housekeeper|janitor|custodian|dispatcher|merchandiser|stocker|caseworker|hygienist|phlebotomist)\b/i;

// Buttons and counters copied with a page: "Save", "Easy Apply", "Compartilhar", "120 applicants".
const UI_WORDS =
	/^(?:save|saved|share|apply|apply now|easy apply|report|report job|follow|message|more|show more|see more|back|back to jobs|salvar|compartilhar|candidatar-se|candidate-se|denunciar|seguir|ver mais|voltar|inscrever-se|inscreva-se|job details|detalhes da vaga|\d+\s+(?:applicants|candidatos|candidaturas)|actively recruiting|recrutando ativamente)$/i;

// Words of a careers site around a company's name: "Acme | Trabalhe Conosco", "Careers · Lisbon".
export const SITE_SEGMENT =
	/^(?:careers?|jobs?|job board|open (?:roles|positions)|join us|join our team|work with us|we(?:'|’)?re hiring|we are hiring|now hiring|hiring|trabalhe conosco|carreiras?|vagas?(?: abertas)?|oportunidades|venha trabalhar conosco|fa[cç]a parte do (?:nosso )?time|estamos contratando)!*$/i;
// "Ridgeway Freight Systems is hiring!", "A Lótus está contratando": the company, not the job.
const HIRING_LINE = /^(?:[AaOo]\s+)?(\p{Lu}[^:：]{0,60}?)\s+(?:[Ii]s [Hh]iring|[Aa]re [Hh]iring|[Ee]st[áa] [Cc]ontratando|IS HIRING|EST[ÁA] CONTRATANDO)\s*[!.]*$/u;
const PRONOUN = /^(?:we|you|they|n[óo]s|voc[êe]s?|a gente|our team|nosso time|nossa equipe)$/i;

/** "Ridgeway Freight Systems is hiring!" (also behind a "We're hiring:" label) → "Ridgeway Freight Systems". */
export function hiringCompany(text: string): string | null {
	const pair = splitLabel(text);
	const body = tidy(stripEmoji(pair && LABELS.title.test(pair[0]) ? pair[1] : text).replace(/\s*[([][^()[\]]{1,20}[)\]]\s*$/, ''));
	const match = HIRING_LINE.exec(body);
	return match && wordCount(match[1]) <= 6 && !PRONOUN.test(match[1].trim()) ? tidy(match[1]) : null;
}

// A job board's lines around a posting: when it was posted, how many applied, its requisition id.
const FURNITURE =
	/^(?:(?:re)?posted\b.*|published\b.*|updated\b.*|publicad[ao]\b.*|atualizad[ao]\b.*|h[áa] \d+ (?:dias?|horas?|semanas?|m[eê]s(?:es)?)\b.*|\d+ (?:days?|hours?|weeks?|months?) ago\b.*|promoted by .*|(?:job |requisition |req\.? )?(?:id|ref(?:erence)?|requisition|req)\.?\s*[:#]?\s*[\w-]*\d[\w-]*|[A-Z]{1,4}-?\d{3,}(?:-\d+)?|(?:over |more than |mais de )?\d+\+? (?:applicants|candidatos|candidaturas)\b.*)$/i;

export function isFurniture(text: string): boolean {
	const clean = tidy(stripEmoji(text));
	if (!clean) return false;
	return FURNITURE.test(clean) || UI_WORDS.test(clean) || isBoardChrome(clean);
}

// A job board's own links around a posting: account, navigation, apply buttons.
const BOARD_UI =
	/^(?:sign ?in|log ?in|login|sign ?up|register|join now|create (?:an |your )?account|post (?:a )?jobs?|for employers|employers|job seekers|find jobs|search jobs|browse jobs|my jobs|saved jobs|my account|menu|home|apply now|apply for this (?:job|position|role)|apply on company (?:site|website)|quick apply|entrar|fazer login|acessar|cadastre-se|cadastrar|criar (?:uma |sua )?conta|minha conta|meu perfil|anunciar vagas?|anuncie (?:sua )?vaga|publicar vagas?|para empresas|sou empresa|sou candidato|buscar vagas|procurar vagas|ver (?:todas as )?vagas|todas as vagas|in[íi]cio|p[áa]gina inicial|candidat(?:ar-se|e-se) agora|quero me candidatar|enviar curr[íi]culo|candidatura (?:simplificada|r[áa]pida))[!.]?$/i;
// "Home > Jobs > Legal > Paralegal", "Início › Vagas › Saúde": where the page sits on the site.
const BREADCRUMB = /^(?:home|in[íi]cio|p[áa]gina inicial|jobs|vagas|careers|carreiras)\s*[>›»/→]\s*\S|(?:[^>›»→]+[>›»→]){2,}[^>›»→]+$/i;

/** A board's navigation, account links, apply buttons or breadcrumb: no part of the posting. */
export function isBoardChrome(text: string): boolean {
	const clean = tidy(stripEmoji(text));
	return BOARD_UI.test(clean) || (BREADCRUMB.test(clean) && wordCount(clean) <= 16);
}

// "Vagas Brasil Saúde", "Empregos Já", "RemoteJobs Hub", "Acme Careers": the name of a job site.
const SITE_NAME = /^(?:vagas|empregos|jobs|careers|carreiras)\b|\b(?:vagas|empregos|jobs|careers|carreiras|job board|jobboard)$/i;
function isSiteName(text: string): boolean {
	const clean = tidy(stripEmoji(text));
	return SITE_NAME.test(clean) && wordCount(clean) <= 5 && !ROLE_WORD.test(clean) && !splitLabel(clean);
}

/**
 * "Project Architect | Larkspur & Vale Architects", "Executivo(a) de Vendas B2B | SaaS para
 * clínicas", "Assistant Store Manager | Posted 2 Days Ago": after a job's name and a "|" or "·",
 * a segment that names no job, no skill and is no level is the employer, the market or a board's
 * furniture — not the title. The name found there is the company only when no line says otherwise.
 */
export function splitTitleTail(title: string): { title: string; name: string | null } {
	const segments = title.split(/\s+[|·]\s+|\s*\|\s*/);
	if (segments.length < 2 || !ROLE_WORD.test(segments[0])) return { title, name: null };
	const rest = segments.slice(1);
	const foreign = (segment: string) => {
		const text = segment.trim();
		if (!text || ROLE_WORD.test(text) || seniorityOfTitle(text)) return false;
		if (isFurniture(text) || splitLabel(text)) return true;
		if (!/^[\p{Lu}\d]/u.test(text)) return false;
		// "Node.js", "Marketing": a skill written after the job is part of its name.
		const hits = findSkills(text);
		return !hits.some((hit) => hit.start === 0 && hit.end === text.length);
	};
	if (!rest.every(foreign)) return { title, name: null };
	const name = rest.find((segment) => looksLikeName(segment) && !isFurniture(segment) && !splitLabel(segment)) ?? null;
	return { title: tidy(segments[0]), name: name ? tidy(name) : null };
}

/** A line of a careers site's banner: the company's name between site words, or the site words alone. */
export function bannerName(text: string): string | null {
	const all = splitSegments(stripEmoji(text));
	const segments = all.filter((segment) => !SITE_SEGMENT.test(segment.trim()));
	if (!segments.length) return null;
	// "ACME ANALYTICS | Careers | Lisbon": the name comes first, then the site's words and places.
	if (segments.length > 1 && !(segments.length < all.length && (isCapitalised(segments[0]) || looksLikeOrganisation(segments[0])))) return null;
	const name = tidy(segments[0]);
	return looksLikeName(name) && !ROLE_WORD.test(name) && !splitLabel(name) ? name : null;
}

export function isSiteLine(text: string): boolean {
	const segments = splitSegments(stripEmoji(text));
	return segments.length > 0 && segments.some((segment) => SITE_SEGMENT.test(segment.trim()));
}

// A line that is no title: a date, a link, a place, a greeting, a label of another field.
export function canBeTitle(text: string, lang: Lang): boolean {
	const clean = stripMarkdown(stripEmoji(text)).trim();
	if (!clean || clean.length > 120 || wordCount(clean) > 14 || wordCount(clean) === 0) return false;
	if (/^https?:|@|^\(?\d/.test(clean)) return false;
	if (/[.;]$/.test(clean) && !/\b(?:Jr|Sr|Inc|Ltd|S\.A)\.$/.test(clean) && !(hasTitlePrefix(clean) && /\.$/.test(clean) && wordCount(clean) <= 10)) return false;
	if (/^(?:we(?:'|’)?re hiring|we are hiring|now hiring|estamos contratando|vaga aberta|nova vaga|urgente|hiring)!*$/i.test(clean)) return false;
	if (hiringCompany(clean)) return false;
	if (/^(?:posted|publicad[ao]|published|apply|candidate-se|candidatar|reposted|promoted|promovida)/i.test(clean)) return false;
	if (UI_WORDS.test(clean) || isBoardChrome(clean) || isSiteName(clean)) return false;
	const pair = splitLabel(clean);
	if (pair && !LABELS.title.test(pair[0])) return false;
	return !isMetaSegment(splitSegments(clean)[0] ?? clean, lang) || Boolean(pair);
}

// Words that open or end the name of an organisation: "Hospital São Lucas do Vale", "Mercy Ridge Medical Center".
const ORGANISATION_END = /\b(?:medical cent(?:er|re)|health(?:care)? system|cent(?:er|re)|institute|foundation|clinic|pharmacy|school district|academy|university|college)$/i;

/** A company's name by its shape: "… Ltda", "… Software", "Hospital …", "… Medical Center". */
export function looksLikeOrganisation(segment: string): boolean {
	const text = segment.trim();
	if (looksLikeCompany(text) || namesOrganisationFirst(text)) return true;
	return ORGANISATION_END.test(text) && /^\p{Lu}/u.test(text) && wordCount(text) >= 2 && wordCount(text) <= 7 && !ROLE_WORD.test(text);
}

/**
 * "Mercy Ridge Medical Center | Staff Nurse", "ACME | Careers | Vaga: Analista": an employer's name
 * (and a site's words) before the job on one line, apart by "|" or "·".
 */
export function leadingOrganisation(text: string): { company: string; rest: string } | null {
	const segments = stripEmoji(text)
		.split(/\s+[|·]\s+|\s*\|\s*/)
		.map((segment) => tidy(segment))
		.filter(Boolean);
	if (segments.length < 2) return null;
	const [first, ...others] = segments;
	if (ROLE_WORD.test(first) || splitLabel(first) || !looksLikeName(first)) return null;
	if (!(looksLikeOrganisation(first) || isCapitalised(first))) return null;
	const rest = others.filter((segment) => !SITE_SEGMENT.test(segment));
	if (!rest.length || !ROLE_WORD.test(rest[0])) return null;
	return { company: first, rest: rest.join(' | ') };
}

/** A line written in capitals ("NORTHWIND TIDE ANALYTICS"): a banner or a logo's words. */
export function isCapitalised(text: string): boolean {
	const letters = stripEmoji(text).replace(/[^\p{L}]/gu, '');
	return letters.length >= 4 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
}

export function looksLikeName(segment: string): boolean {
	const text = segment.trim();
	if (!/^[\p{Lu}\d]/u.test(text) || wordCount(text) > 6 || text.length > 60) return false;
	if (/[.!?]$/.test(text) && !/\b(?:Inc|Ltd|Co|S\.A|Ltda)\.$/i.test(text)) return false;
	return !REMOTE_PLACE.test(text);
}
