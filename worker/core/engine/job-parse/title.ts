import { isSalaryLine, readSalary } from './salary';
import { readEmploymentInBody } from './employment';
import { readLocation, REMOTE_PLACE, type Lang } from './location';
import { seniorityOfTitle } from './seniority';
import { foldText, splitSegments, stripBullet, stripEmoji, stripMarkdown, tidy } from './text';
import { readWorkMode } from './work-mode';

// "Vaga para", "We're hiring:", "Oportunidade:" and the like before the title.
const PREFIX =
	/^(?:(?:nova |new )?vaga(?: de emprego| aberta)?(?: para| de)?|oportunidade(?: de emprego)?(?: para| de)?|we(?:'|’)?re hiring(?: an?)?|we are hiring(?: an?)?|now hiring(?: an?)?|hiring(?: an?)?|estamos contratando|contratamos|contrata-se|job opening|open (?:position|role)|opening|urgente|urgent|job title\s*:|t[íi]tulo da vaga\s*:|cargo\s*:)\s*[:!–—-]?\s+/i;

// "<Company> is hiring a <Title>" / "<Empresa> está contratando <Título>": a sentence naming both.
const HIRING_SENTENCE =
	/^(\p{Lu}[\p{L}\p{N}&.'’ -]{1,60}?)\s+(?:is (?:now )?hiring|are (?:now )?hiring|est[áa] contratando|contrata)(?:\s+(?:an?|um|uma|new))?\s*[:!–—-]?\s+(\p{Lu}.{2,80})$/u;

// Gender and audience markers that are not part of the job's name: "(m/f/d)", "(all genders)".
// The Portuguese "(a)" of "Enfermeiro(a)" is kept: the truth files write titles with it.
const GENDER =
	/\s*[([](?:m\s*\/\s*[fw](?:\s*\/\s*[dxn])?|[fw]\s*\/\s*m(?:\s*\/\s*[dxn])?|h\s*\/\s*f|f\s*\/\s*h|all genders|todos os g[eê]neros|qualquer g[eê]nero|he\/she|she\/he|ela\/ele|ele\/ela)[)\]]/gi;

// Brackets that hold only a work mode, a place or a contract: "(Remote)", "[Híbrido]", "(CLT)".
const META_BRACKET =
	/\s*[([](?:100%\s*)?(?:remote|remoto|remota|hybrid|h[íi]brido|h[íi]brida|on-?site|presencial|clt|pj|full[- ]time|part[- ]time|tempo integral|meio per[íi]odo|home[- ]office|urgente?|urgent|pcd|vaga afirmativa|vaga exclusiva[^)\]]{0,30}|affirmative)(?:\s*[-–,/]\s*[^()[\]]{0,30})?[)\]]/gi;

// Words of a bracket that says only how long or under which contract the job is: "(6-Month
// Temporary Assignment)", "(CONTRATO TEMPORÁRIO)", "(Contract, 12 months)", "(Temp-to-hire)".
const TERMS_WORD =
	/^(?:temporary|temp|seasonal|contract|contractor|fixed|term|freelance|freela|interim|cover|maternity|parental|leave|assignment|hire|temporari[oa]|contrato|prazo|determinado|sazonal|substitui[cç][aã]o|cobertura|licen[cç]a|maternidade|pj|clt|1099|w-?2|c2c|months?|weeks?|years?|m[eê]s|meses|semanas?|anos?|\d{1,2}|to|de|por|com|a|of|for|and|e|with|possible|extension|possibility|possibilidade|prorroga[cç][aã]o|efetiva[cç][aã]o|role|position|job|vaga)$/i;
const TERMS_KEY =
	/^(?:temporary|temp|seasonal|contract|contractor|fixed|freelance|freela|interim|temporari[oa]|contrato|prazo|sazonal|pj|clt|1099|c2c)$/i;

/** A bracket that says only the contract or its length: "(6-Month Temporary Assignment)". */
function isTermsBracket(inner: string): boolean {
	const words = foldText(inner)
		.split(/[\s,/–—-]+/)
		.filter(Boolean);
	return words.length > 0 && words.length <= 8 && words.every((word) => TERMS_WORD.test(word)) && words.some((word) => TERMS_KEY.test(word));
}

/** Whether a line starts with a title's prefix ("Vaga para", "We're hiring:", "Cargo:"). */
export function hasTitlePrefix(line: string): boolean {
	return PREFIX.test(line.trim());
}

export interface TitleParts {
	title: string;
	/** A company written in the title line ("Senior Engineer at Acme", "Analista — Acme"). */
	company: string | null;
	/** Other segments the line held: place, mode, contract, pay. */
	rest: string[];
}

export function isMetaSegment(segment: string, lang: Lang): boolean {
	const text = segment.trim();
	if (!text) return true;
	if (readSalary(text) || isSalaryLine(text)) return true;
	if (REMOTE_PLACE.test(text) || readLocation(text, lang)) return true;
	// "100% presencial (canteiro de obras)": what a bracket adds does not make a mode a name.
	const core = text.replace(/\s*\([^()]*\)/g, '').trim() || text;
	const words = core.split(/\s+/).length;
	if (words <= 4 && (readWorkMode(core) || readEmploymentInBody(core).type || readEmploymentInBody(core).regime)) return true;
	if (/^(?:vaga (?:afirmativa|exclusiva|aberta|para (?:pcd|pessoas com defici[eê]ncia|mulheres|pessoas negras))|exclusiva para pcd|pcd|affirmative|urgente|urgent|new|nova|hot)\b/i.test(text)) return true;
	// "2nd Shift", "Night shift", "3º turno": the schedule, not the job's name.
	if (/^(?:\d(?:st|nd|rd|th)|first|second|third|day|night|evening|overnight|weekend|swing|graveyard|rotating)[- ]shifts?$|^(?:\d[ºo°]|primeiro|segundo|terceiro)\s+turno$|^turnos?\s+(?:noturno|diurno|da (?:noite|manh[ãa]|tarde)|alternados?|de revezamento)$/i.test(text)) return true;
	// "Também para pessoas com deficiência", "Open to people with disabilities": a board's badge.
	if (/^(?:tamb[ée]m |vaga )?(?:para|aberta a|aberta para) (?:pcd|pessoas com defici[eê]ncia)\b|^(?:also )?open to (?:people|candidates|applicants) with disabilities\b/i.test(text)) return true;
	return /^(?:clt|pj|efetivo|full[- ]time|part[- ]time|freelance|contract|est[áa]gio)$/i.test(text);
}

/** A segment that only names a level ("Pleno", "Sr."), which belongs to the title. */
function isLevelOnly(segment: string): boolean {
	return segment.split(/\s+/).length <= 2 && seniorityOfTitle(segment) !== null;
}

/**
 * The job's name from a title line: decorations, prefixes and gender markers removed; the line cut
 * where a place, a work mode, a contract, the pay or the company begins ("Enfermeiro(a) UTI – CLT –
 * R$ 6.500" → "Enfermeiro(a) UTI"). `knownCompany` (read elsewhere) is cut too.
 */
export function cleanTitle(raw: string, lang: Lang, knownCompany: string | null = null): TitleParts {
	let text = stripMarkdown(stripEmoji(stripBullet(raw.trim()).text));
	text = text.replace(/^[#*\s]+|[*\s]+$/g, '').replace(/[!]+$/, '');
	// "Vaga para Técnico(a) de Enfermagem.": a sentence's stop, not an abbreviation's ("Jr.", "Inc.").
	if (/\.$/.test(text) && !/\b(?:Jr|Sr|Inc|Ltd|Co|S\.A|Ltda|Corp)\.$/i.test(text)) text = text.slice(0, -1);
	for (let i = 0; i < 3 && PREFIX.test(text); i++) text = text.replace(PREFIX, '');
	let company: string | null = null;
	// "Marigold & Moss Studio is hiring a Graphic Designer", "Clínica X está contratando: Dentista".
	const hiring = HIRING_SENTENCE.exec(text);
	if (hiring && !isMetaSegment(hiring[1], lang)) {
		company = tidy(hiring[1]);
		text = hiring[2].replace(/[.!]+$/, '');
	}
	text = text
		.replace(GENDER, '')
		.replace(META_BRACKET, '')
		.replace(/\s*[([]([^()[\]]{1,60})[)\]]/g, (bracket: string, inner: string) => (isTermsBracket(inner) ? '' : bracket));
	// "Senior Backend Engineer at Harborline", "Data Analyst @ Pinecrest".
	const at = /^(.{3,}?)\s+(?:at|@)\s+(\p{Lu}[\p{L}\p{N}&.'’ -]{1,60})$/u.exec(text.split(/\s+[—–|·]\s+/)[0]);
	if (at && !isMetaSegment(at[2], lang)) {
		company = tidy(at[2]);
		text = text.replace(at[0], at[1]);
	}
	const parts = text.split(/(\s+[—–|·]\s+|\s+-\s+|\s*\|\s*)/);
	const segments: { text: string; separator: string }[] = [];
	for (let i = 0; i < parts.length; i += 2) {
		// "… | Company: Prairieview Benefits Co.": a labelled company written into the title line.
		const segment = parts[i].trim().replace(/^(?:company|empresa|employer|organization|organiza[cç][aã]o)\s*:\s*/i, '');
		if (!segment) continue;
		// "Bayberry Rehab, Mobile, AL": after the title, a name and then a place, apart by a comma.
		const named = i > 0 ? /^([^,]{2,60}),\s*(.+)$/.exec(segment) : null;
		if (named && !isMetaSegment(named[1], lang) && readLocation(named[2], lang)) {
			segments.push({ text: named[1].trim(), separator: parts[i - 1] ?? '' }, { text: named[2].trim(), separator: ', ' });
			continue;
		}
		segments.push({ text: segment, separator: parts[i - 1] ?? '' });
	}
	// Where the line stops being the title: the first place, mode, contract or pay segment.
	let end = segments.findIndex((segment, i) => i > 0 && !isLevelOnly(segment.text) && isMetaSegment(segment.text, lang));
	if (end < 0) end = segments.length;
	const rest = segments.slice(end).map((segment) => segment.text);
	let kept = segments.slice(0, end);
	const named = kept.findIndex(
		(segment, i) =>
			i > 0 &&
			((knownCompany && sameName(segment.text, knownCompany)) ||
				looksLikeCompany(segment.text) ||
				namesOrganisationFirst(segment.text))
	);
	if (named > 0) {
		company ??= kept[named].text;
		kept = kept.slice(0, named);
	} else if (end < segments.length && kept.length > 1 && !isLevelOnly(kept[kept.length - 1].text)) {
		// "Title | Company | City, ST": the last plain segment before the place is the company.
		company ??= kept[kept.length - 1].text;
		kept = kept.slice(0, -1);
	}
	const title = kept.map((segment, i) => (i === 0 ? segment.text : segment.separator + segment.text)).join('');
	return { title: tidy(title), company, rest };
}

// Endings of company names: "Ltda", "Inc.", "S.A.", "Tecnologia", "Software", "Labs"…
const COMPANY_SUFFIX =
	/\b(?:ltda|ltd|inc|llc|llp|plc|corp|corporation|co|gmbh|s\.?\/?a|sa|me|eireli|group|grupo|labs?|technologies|tecnologia|software|solutions|solu[cç][oõ]es|consulting|consultoria|partners|associates|associados|advogados|advisors|holdings?|bank|banco|hospital|cl[ií]nica|escola|school|college|university|universidade|foods|alimentos|log[ií]stica|logistics|health|sa[uú]de|pagamentos|payments|systems|sistemas)\.?$/i;

// A kind of organisation written before its name: "Construtora Ipê Amarelo", "Cooperativa Agro X".
const ORGANISATION_WORD =
	/^(?:hospital|cl[ií]nica|col[eé]gio|escola|construtora|drogaria|farm[aá]cia|cooperativa|grupo|banco|instituto|universidade|faculdade|laborat[oó]rio|supermercado|editora|transportadora|ag[eê]ncia|escrit[oó]rio|restaurante|padaria|confeitaria|pizzaria|lanchonete|hotel|pousada|academia|loja|lojas|mercado|atacadista|distribuidora|ind[uú]stria|f[aá]brica|associa[cç][aã]o|funda[cç][aã]o|prefeitura|secretaria)$/i;

/** "Construtora Ipê Amarelo": a kind of organisation and then a name in capitals. */
export function namesOrganisationFirst(segment: string): boolean {
	const words = segment.trim().split(/\s+/);
	return words.length >= 2 && words.length <= 7 && /^\p{Lu}/u.test(words[0]) && ORGANISATION_WORD.test(words[0]) && /^\p{Lu}/u.test(words[1]);
}

export function looksLikeCompany(segment: string): boolean {
	const words = segment.trim().split(/\s+/).length;
	return COMPANY_SUFFIX.test(segment.trim()) && /^\p{Lu}/u.test(segment.trim()) && words >= 2 && words <= 6;
}

export function sameName(a: string, b: string): boolean {
	const fold = (value: string) => foldText(value).replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
	return fold(a) === fold(b);
}

/** The segments of a header line that name neither place, mode, contract nor pay: company candidates. */
export function nameSegments(line: string, lang: Lang): string[] {
	return splitSegments(line).filter((segment) => !isMetaSegment(segment, lang) && !/^https?:/i.test(segment));
}
