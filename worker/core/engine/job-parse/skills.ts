import type { JobSkill } from './schema';
import { findSkills, type SkillHit } from '../skills/matcher';
import { insideCompound, isShortenedName, wordsOf } from '../skills/hit-shape';
import { skillByName } from '../skills/taxonomy';
import type { Section, SectionKind } from './sections';
import { foldText, stripBullet, wordCount, type Line } from './text';
import { isSalaryLine } from './salary';
import { around, importanceOf, inDegreeClause, inReasonClause, inYearsClause } from './skill-clauses';

export type { Importance } from './skill-clauses';

export interface SkillsInput {
	text: string;
	lines: Line[];
	header: Line[];
	sections: Section[];
	/** Lines holding the title, company or place: never evidence. */
	used: Set<number>;
	/** The title line, whose tools are asked for ("Backend Engineer (Node.js)"), and the title read from it. */
	titleLine: Line | null;
	title: string | null;
	/**
	 * The posting as written, when `text` was read with parts blanked out (instructions to an AI):
	 * evidence quotes what the posting says, offsets are the same.
	 */
	original?: string;
}

export interface SkillsResult {
	required: JobSkill[];
	nice: JobSkill[];
	/** Named in the duties or the introduction of a posting that lists its requirements apart. */
	mentioned: JobSkill[];
	/** Whether the posting had a requirements or nice-to-have section (else the whole body was read). */
	fromSections: boolean;
}

// Skills named as the field of a years requirement ("5+ years of backend development", "3+ anos
// em DevOps", "5+ anos em UX/Product Design"): the truth files list the tools asked for, not the
// field the years are counted in.
const FIELD_NAME =
	/\b(?:development|engineering|design|devops|accounting|nursing|teaching|analysis|analytics|sales|marketing|management|administration|consulting|law|research|operations|support|architecture|testing|recruitment)\b/i;

export function readSkills(input: SkillsInput): SkillsResult {
	const { text, lines, sections } = input;
	const quoted = (line: Line): Line => (input.original ? { ...line, text: input.original.slice(line.start, line.end) } : line);
	const kindOf = new Map<number, SectionKind | 'header' | 'heading'>();
	for (const line of input.header) kindOf.set(line.index, 'header');
	for (const section of sections) {
		if (section.headingLine && !section.lines.some((line) => line.index === section.headingLine!.index))
			kindOf.set(section.headingLine.index, 'heading');
		for (const line of section.lines) kindOf.set(line.index, section.kind);
	}
	const fromSections = sections.some((section) => (section.kind === 'required' || section.kind === 'nice') && section.lines.some((line) => line.text.trim()));

	const titleSpans = spansOf(text, input.title);
	const hasBody = sections.some((section) => section.kind === 'responsibilities' || section.kind === 'description');
	const required = new Map<string, JobSkill>();
	const nice = new Map<string, JobSkill>();
	const mentioned = new Map<string, JobSkill>();
	const hits = findSkills(text);
	for (let h = 0; h < hits.length; h++) {
		const hit = hits[h];
		const line = lineAt(lines, hit.start);
		if (!line || input.used.has(line.index) && line !== input.titleLine) continue;
		const kind = kindOf.get(line.index) ?? 'header';
		if (kind === 'heading' || kind === 'benefits') continue;
		// "Interessados enviar currículo para rh@…": how to apply, not what to know.
		if (isApplyLine(line.text)) continue;
		// "Salário: R$ 2.300 + VR + VT": pay and perks, wherever they sit ("VR" is a meal voucher here).
		if (isSalaryLine(line.text)) continue;
		if (isGroupLabel(lines, line, hit)) continue;
		// About the company is not the job, unless the posting has no other structure to read.
		if (kind === 'about' && (fromSections || hasBody)) continue;
		if (insideCompound(text, hit)) continue;
		if (line === input.titleLine) {
			// The title names the job, not its requirements, when the posting lists them. Without
			// such a list, a tool in the title ("Desenvolvedor Java") is the clearest requirement —
			// only the title's own words: the line may also name the company ("… | Harborline Logistics").
			const from = input.title ? line.text.indexOf(input.title) : -1;
			const inTitle = from >= 0 && hit.start >= line.start + from && hit.end <= line.start + from + input.title!.length;
			if (fromSections || !inTitle || isFieldOrShortened(hit) || !writtenAsName(line, hit, true)) continue;
			add(required, hit, quoted(input.titleLine).text.trim());
			continue;
		}
		if (titleSpans.some(([from, to]) => hit.start >= from && hit.end <= to)) continue;
		const importance = importanceOf(kind, line, hit, fromSections);
		if (!importance) continue;
		if (inYearsClause(line, hit) && (isFieldOrShortened(hit) || !writtenAsName(line, hit) || namesSetting(text, hit))) continue;
		if (hit.category !== 'certifications' && inDegreeClause(line, hit)) continue;
		if (isExampleOfPrevious(text, line, hit, hits, h)) continue;
		// "…, pois a equipe responde à vigilância socioassistencial", "já que as visitas domiciliares…":
		// a reason given for a requirement names what the job involves, not a skill asked for.
		if (isProse(line) && inReasonClause(line, hit) && !writtenAsName(line, hit)) continue;
		// "Recrutamento em volume para o varejo": the kind of business a skill is wanted for.
		if (namesSettingOfPrevious(text, line, hit, hits, h)) continue;
		// In prose, "backend" or "APIs" alone is the subject of a sentence, not a skill asked for.
		if (isShortened(hit) && isProse(line)) continue;
		// A duty's tool, named in a sentence, is a mention only when the posting writes it as a name:
		// "backend" or "APIs" alone in prose is what the job is about, not a tool it works with.
		if (importance === 'mentioned' && (isFieldOrShortened(hit) || !writtenAsName(line, hit))) continue;
		add(importance === 'required' ? required : importance === 'nice' ? nice : mentioned, hit, evidenceText(quoted(line), hit));
	}
	for (const name of required.keys()) nice.delete(name);
	for (const name of [...required.keys(), ...nice.keys()]) mentioned.delete(name);
	return { required: [...required.values()], nice: [...nice.values()], mentioned: [...mentioned.values()], fromSections };
}

const APPLY_WORDS = /\b(?:curr[ií]culos?|cvs?|resumes?|résumés?|apply|applications?|candidat\w*|envie|enviar|encaminhe|send|email|e-mail)\b/i;
function isApplyLine(text: string): boolean {
	return /[\w.-]+@[\w-]+\.[\w.]+|https?:\/\/|\bwww\./.test(text) && APPLY_WORDS.test(text);
}

/**
 * "Recrutamento em volume para o varejo", "customer service for retail": a kind of business right
 * after a skill, joined by "for"/"para o", says where the skill is used, not another skill.
 */
function namesSettingOfPrevious(text: string, line: Line, hit: SkillHit, hits: SkillHit[], at: number): boolean {
	if (!SETTING_CATEGORIES.has(hit.category) || at === 0) return false;
	const previous = hits[at - 1];
	if (previous.end < line.start || previous.end > hit.start) return false;
	if (!/^\s*(?:for|in|within|para|em|no|na|nos|nas)\s+(?:an?\s+|the\s+|o\s+|a\s+|os\s+|as\s+|um\s+|uma\s+)?$/i.test(text.slice(previous.end, hit.start))) return false;
	return /^\s*(?:$|[,;.)]|\n)/.test(text.slice(hit.end, hit.end + 2));
}

/**
 * A label over a group of requirements names the group, not a skill asked for: "Frontend" above
 * a list, or "Backend: Node.js, PostgreSQL" before its items.
 */
function isGroupLabel(lines: Line[], line: Line, hit: SkillHit): boolean {
	// "Python: pandas" or "CPA: required" name a skill; only a field's name labels a group.
	if (!isFieldOrShortened(hit) && hit.category !== 'cloud') return false;
	const body = stripBullet(line.text.trim());
	const colon = body.text.indexOf(':');
	if (colon > 0 && colon < 40 && colon < body.text.length - 1) {
		const labelEnd = line.text.indexOf(':', line.text.indexOf(body.text));
		return hit.end <= line.start + labelEnd && wordCount(body.text.slice(0, colon)) <= 4 && findSkills(body.text.slice(colon + 1)).length > 0;
	}
	if (body.bullet || wordCount(body.text) > 4) return false;
	const next = lines.slice(line.index + 1, line.index + 4).find((other) => other.text.trim() !== '');
	return Boolean(next && stripBullet(next.text.trim()).bullet);
}

// A line of more than eight words is prose; only the first few words need counting.
function isProse(line: Line): boolean {
	return wordCount(line.text.slice(0, 200)) > 8;
}

function add(into: Map<string, JobSkill>, hit: SkillHit, evidence: string): void {
	if (!into.has(hit.name)) into.set(hit.name, { name: hit.name, evidence });
}

function lineAt(lines: Line[], offset: number): Line | undefined {
	let lo = 0;
	let hi = lines.length - 1;
	while (lo <= hi) {
		const mid = (lo + hi) >> 1;
		if (lines[mid].end < offset) lo = mid + 1;
		else if (lines[mid].start > offset) hi = mid - 1;
		else return lines[mid];
	}
	return undefined;
}

/**
 * "Backend" for Backend development, "APIs" for API development: a field's short name. A licence's
 * short name is its usual name ("OAB" for OAB registration, "CRC ativo"), never a field.
 */
function isShortened(hit: SkillHit): boolean {
	if (hit.category === 'certifications' || !isShortenedName(hit)) return false;
	// "a public-sector ERP such as Munis": an acronym without the word for its kind ("systems") is its name.
	if (/^\p{Lu}{2,6}$/u.test(hit.surface) && wordsOf(hit.name).slice(1).every((word) => KIND_OF_TOOL.has(word))) return false;
	// "Airflow" for Apache Airflow, "Spark" for Apache Spark: a vendor's prefix dropped, the name kept.
	const surface = wordsOf(hit.surface);
	const missing = wordsOf(hit.name).filter((word) => !surface.includes(word));
	return surface.length === 1 && wordsOf(hit.name).includes(surface[0]) ? !missing.every((word) => VENDOR.test(word)) : true;
}
const KIND_OF_TOOL = new Set(['system', 'software', 'tool', 'platform', 'sistema', 'ferramenta', 'plataforma']);
// Makers' names written before a product's: dropping them leaves the product's own name.
const VENDOR = /^(?:apache|microsoft|ms|google|amazon|aws|azure|oracle|ibm|sap|adobe|autodesk|atlassian|hashicorp|salesforce|meta|jetbrains)$/;

function isFieldOrShortened(hit: SkillHit): boolean {
	return isShortened(hit) || FIELD_NAME.test(hit.name);
}

/**
 * Where the job's own name appears in the text ("CloudNest is hiring a Marketing Manager"): the
 * title's words are the job, not a skill asked for. Only a title of two words or more, without its
 * brackets and level words.
 */
function spansOf(text: string, title: string | null): [number, number][] {
	const core = (title ?? '').replace(/\([^)]*\)/g, ' ').replace(/\s+/g, ' ').trim();
	if (core.split(' ').length < 2) return [];
	const spans: [number, number][] = [];
	const haystack = foldText(text);
	const needle = foldText(core);
	if (needle.length !== core.length || haystack.length !== text.length) return spans;
	for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + needle.length)) spans.push([at, at + needle.length]);
	return spans;
}

// Kinds of business a years requirement is counted in ("… for a SaaS product", "in a B2B company"):
// the setting of the experience, not a tool asked for. Tools keep counting ("in a Kubernetes environment").
const SETTING_CATEGORIES = new Set(['product-management', 'management-strategy', 'sales', 'marketing', 'customer-support', 'operations-logistics', 'retail-hospitality']);
const SETTING_BEFORE = /\b(?:for|in|at|within|para|em|de|numa?)\s+(?:an?|the|um|uma)?\s*$/i;
const SETTING_AFTER =
	/^[\s-]*(?:products?|compan(?:y|ies)|startups?|environments?|business(?:es)?|settings?|organi[sz]ations?|firms?|agenc(?:y|ies)|platforms?|industry|industries|space|market|scale-?ups?|empresas?|ambientes?|produtos?|neg[oó]cios?|mercados?|plataformas?)\b/i;

function namesSetting(text: string, hit: SkillHit): boolean {
	if (!SETTING_CATEGORIES.has(hit.category)) return false;
	if (!SETTING_BEFORE.test(text.slice(Math.max(0, hit.start - 20), hit.start))) return false;
	// The noun may be part of the alias itself ("SaaS products").
	const lastWord = hit.surface.split(/\s+/).slice(1).pop();
	return SETTING_AFTER.test(text.slice(hit.end, hit.end + 30)) || (lastWord !== undefined && SETTING_AFTER.test(lastWord));
}

/**
 * Whether a mention is written as a name: an acronym, inner capitals, digits or symbols ("SQL",
 * "DevOps", "Node.js"), or a capital in mid-sentence ("5+ years with Python"). "5+ years building
 * data pipelines" names an activity; the years are counted in it, it is not a tool asked for.
 */
function writtenAsName(line: Line, hit: SkillHit, titleCase = false): boolean {
	if (/^[A-Z]{2}|.\p{Lu}|[\d+#./]/u.test(hit.surface)) return true;
	// In a title every word is capitalised: only the marks of a name count ("Java", "SQL", "Node.js").
	if (titleCase) return /^(?:[A-Z][a-z]+)$/.test(hit.surface) && !FIELD_NAME.test(hit.name) && /^[A-Z]/.test(hit.name) && hit.name.split(' ').length === 1;
	if (!/^\p{Lu}/u.test(hit.surface)) return false;
	const { text, at, fromLineStart } = around(line, hit);
	const before = fromLineStart ? stripBullet(text.slice(0, at).trimStart()).text : text.slice(0, at);
	return !(before.trim() === '' || /[.!?(•|:]\s*$/.test(before));
}

/**
 * "Healthcare data (claims, EHR)", "AWS (EC2, S3)": skills in a bracket right after a skill they
 * belong to are examples of it, not requirements of their own.
 */
function isExampleOfPrevious(text: string, line: Line, hit: SkillHit, hits: SkillHit[], at: number): boolean {
	// The bracket still open before the hit, on its line and within reach: "Excel (VLOOKUP, pivot tables)".
	const from = Math.max(line.start, hit.start - 120);
	const before = text.slice(from, hit.start);
	const open = before.lastIndexOf('(');
	if (open < 0 || before.slice(open).includes(')')) return false;
	const openAt = from + open;
	// The skill written right before that bracket.
	let parent: SkillHit | undefined;
	for (let k = at - 1; k >= 0 && hits[k].end >= line.start; k--) {
		if (hits[k].end <= openAt) {
			parent = hits[k];
			break;
		}
	}
	if (!parent || parent.start < line.start || text.slice(parent.end, openAt).trim() !== '') return false;
	// "cloud platforms (AWS, GCP or Azure)": after a common noun, the bracket names what is asked for.
	if (!/\p{Lu}/u.test(parent.surface)) return false;
	// "(PostgreSQL ou Oracle)", "(usamos o Pipedrive)": alternatives that each answer the requirement,
	// or the tool the team uses, are asked for; "(VLOOKUP, pivot tables)", "(EC2, S3)" are parts.
	const close = text.indexOf(')', openAt);
	const inside = foldText(text.slice(openAt + 1, close < 0 || close > line.end ? line.end : close));
	if (/\b(?:or|ou|either|we use|we re using|we run|we re running|running on|runs on|hosted on|our stack|usamos|utilizamos|rodamos|roda(?:mos)? (?:em|no|na)|nosso stack|nossa stack)\b/.test(inside)) return false;
	const owner = skillByName(parent.name);
	const child = skillByName(hit.name);
	return Boolean(owner?.related.includes(hit.name) || child?.related.includes(parent.name));
}

/** The line that asks for the skill, as written (without its bullet); the sentence when the line is long. */
function evidenceText(line: Line, hit: SkillHit): string {
	if (line.text.length <= 260) {
		const text = stripBullet(line.text.trim()).text;
		if (text.length <= 240) return text;
	}
	// A long paragraph: quote the sentence that holds the skill (within reach of it).
	const piece = around(line, hit);
	const cut = piece.text.lastIndexOf('. ', piece.at);
	const from = cut < 0 ? 0 : cut + 2;
	const end = piece.text.indexOf('. ', piece.at);
	return stripBullet(piece.text.slice(from, end < 0 ? piece.text.length : end + 1).trim()).text;
}

/** The line or sentence a skill name appears in, for skills the page declared apart (JSON-LD `skills`). */
export function skillsOfList(list: string): JobSkill[] {
	const found = new Map<string, JobSkill>();
	for (const hit of findSkills(list)) if (!found.has(hit.name)) found.set(hit.name, { name: hit.name, evidence: list.trim() });
	return [...found.values()];
}
