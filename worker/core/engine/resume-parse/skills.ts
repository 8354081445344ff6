import { domainOf, type CategoryId } from '../skills/categories';
import { findSkills, type SkillHit } from '../skills/matcher';
import { insideCompound, isShortenedName, wordsOf } from '../skills/hit-shape';
import { SKILLS, skillByName } from '../skills/taxonomy';
import { impliedBy } from './implied';
import { isPeopleNoun } from './roles';
import { quoteAround } from './snippet';
import { foldText, stripBullet, type Line } from './text';

/** Where a line sits, as far as skills are concerned. */
export type Zone = 'skills' | 'experience' | 'summary' | 'projects' | 'ignored';

export interface SkillFound {
	name: string;
	category: string;
	evidence: { text: string; section: string }[];
}

export interface AcceptedHit extends SkillHit {
	line: Line;
	zone: Zone;
}

export interface SkillsResult {
	skills: SkillFound[];
	/** Every accepted occurrence, for per-entry skill lists. */
	hits: AcceptedHit[];
}

// Labels of a skills list that name a group, not a skill ("Frontend: HTML, CSS", "Tools: Git").
const GROUP_LABELS = new Set(
	(
		'frontend front end front-end backend back end back-end mobile cloud devops data databases database web design ' +
		'testing tests infra infrastructure platforms tools ferramentas frameworks libraries languages linguagens ' +
		'management gestao office methodologies metodologias soft skills hard skills other outros sistemas systems ' +
		'security seguranca networking redes analytics analysis bi reporting accounting contabilidade finance financas ' +
		'marketing sales vendas operations operacoes clinical clinica legal juridico teaching ensino education educacao ' +
		'software hardware it ti engineering engenharia research pesquisa quality qualidade informatica'
	).split(' ')
);

const MAX_EVIDENCE = 3;

/**
 * Skills with canonical names and the lines that show them. Counted from the skills section, job
 * bullets, the summary and projects; never from names of employers, schools, degrees, job titles
 * or certifications (a company called "… Logística" is not a logistics skill). Certifications and
 * licences are listed as certifications, not skills.
 */
export function readSkills(
	text: string,
	lines: Line[],
	zoneOf: (line: Line) => Zone,
	/** Lines of a list of tools only ("Softwares", "Ferramentas"): a list, but not of practices. */
	toolLines: ReadonlySet<number> = new Set(),
	/** Where a line's skills end: a job portal's table names the skill in its first cell only. */
	cellEnds: ReadonlyMap<number, number> = new Map()
): SkillsResult {
	const candidates: AcceptedHit[] = [];
	for (const hit of findSkills(text)) {
		const line = lineAt(lines, hit.start);
		if (!line) continue;
		const zone = zoneOf(line);
		if (zone === 'ignored') continue;
		if (hit.category === 'certifications') continue;
		if (insideCompound(text, hit)) continue;
		if (hit.start >= (cellEnds.get(line.index) ?? Infinity)) continue;
		if (zone === 'skills' && (isGroupLabel(line, hit) || isBareGroupLabel(line, hit) || inDescription(line, hit))) continue;
		if (zone !== 'skills' && (namesOthers(text, hit) || namesProduct(text, line, hit))) continue;
		if (isServiceOfParent(text, line, hit, candidates)) continue;
		candidates.push({ ...hit, line, zone });
	}
	const accepted = dropWeak(dropOffField(candidates, text), text, toolLines);
	return { skills: group(accepted), hits: accepted };
}

// "trained 30 servers and baristas", "12 técnicos de enfermagem", "sales representatives": people.
const PEOPLE_OF = /(\p{L}+)\s+(?:de|of)\s+$/u;
// "with the Customer Success team", "junto ao time de Vendas": a team the person works with.
const TEAM_BEFORE = /\b(?:with|for|to|alongside|and|the|our)\s+(?:the\s+|our\s+)?$/i;
const TEAM_AFTER = /^\s+(?:team|department|squad)\b/i;
const TEAM_OF = /\b(?:com|para|junto|a|ao|à|o|do|da|no|na|with|for|to|the)\s+(?:o|a|os|as|the|our)?\s*(?:time|equipe|área|area|setor|departamento|team|department)\s+(?:de|da|do|of)\s+$/i;
// "em parceria com", "in partnership with", "in collaboration with": an idiom, not a skill.
const IDIOM_BEFORE = /\b(?:em|in)\s+$/i;
const IDIOM_AFTER = /^\s+(?:com|with)\b/i;
// Only the idiom's own word: "em UTI adulto com 20 leitos" names a unit, not a partnership.
const IDIOM_WORD = /^(?:parceria|partnership|collaboration|colabora[çc][ãa]o|conjunto)$/i;

/**
 * Words of a skill that, where they stand, name other people or teams rather than what the person
 * does: a plural person noun ("baristas", "técnicos de enfermagem", "sales representatives"), a
 * team worked with ("with the Customer Success team", "em parceria com o time de Customer
 * Success"), the services a person refers to or coordinates with ("referrals to hospice"), or an
 * idiom ("em parceria com"). Outside a skills list only.
 */
function namesOthers(text: string, hit: SkillHit): boolean {
	const words = hit.surface.split(/[\s-]+/);
	const before = text.slice(Math.max(0, hit.start - 40), hit.start);
	// "Mentors 12 engineers", "Coaches new hires": at the start of a sentence the word is a verb.
	const opening = /(?:^|\n|[.;:!?•▪*–—-]\s*)\s*$/.test(before);
	// "treinamento de vendedores", "recruitment of nurses": the people are the object of a practice.
	if (isPeopleNoun(words[words.length - 1]) && !opening && !isPractice(hit.surface)) return true;
	const after = text.slice(hit.end, hit.end + 24);
	const next = /^[\s-]+(\p{L}+)/u.exec(after)?.[1];
	if (next && isPeopleNoun(next)) return true;
	const of = PEOPLE_OF.exec(before);
	if (of && isPeopleNoun(of[1])) return true;
	if (TEAM_OF.test(before) || (TEAM_BEFORE.test(before) && TEAM_AFTER.test(after))) return true;
	if (REFERRED_TO.test(text.slice(Math.max(0, hit.start - 80), hit.start).split(/[.;:!?\n]/).pop() ?? '')) return true;
	return IDIOM_WORD.test(hit.surface) && IDIOM_BEFORE.test(before) && IDIOM_AFTER.test(after);
}

// "referrals to skilled nursing, home health and hospice", "coordinate with psychiatry and primary
// care", "encaminhamento para a atenção básica": the services others provide, not the person's skills.
const REFERRED_TO =
	/\b(?:referrals?|referred|referring|refer)\s+(?:\p{L}+\s+)?to\s+[^()]*$|\b(?:coordinat(?:e|es|ed|ing|ion)|liais(?:e|es|ed|ing|on))\s+with\s+[^()]*$|\bencaminhament(?:o|os)\s+(?:de\s+\p{L}+\s+)?(?:para|a|ao|à|aos|às)\s+[^()]*$|\barticula[cç][aã]o\s+com\s+[^()]*$/iu;

// "endpoints for a podcast analytics dashboard", "um app para uma rede de clínicas": after "for a"
// the words name what was built or served, not a skill.
const FOR_A = /\b(?:for|para)\s+(?:a|an|um|uma)\s+(?:[\p{L}\d'’-]+\s+){0,3}$/iu;

/** An ordinary one-word mention inside "for a …": the product worked on. */
function namesProduct(text: string, line: Line, hit: SkillHit): boolean {
	if (wordsOf(hit.surface).length > 1 || writtenAsName(text, line, hit)) return false;
	return FOR_A.test(text.slice(Math.max(line.start, hit.start - 60), hit.start));
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

function isGroupLabel(line: Line, hit: SkillHit): boolean {
	const body = stripBullet(line.text);
	const offsetInLine = hit.start - line.start - (line.text.length - body.text.length);
	const label = /^([^:]{1,40}):\s/.exec(body.text);
	if (!label || offsetInLine >= label[1].length) return false;
	const words = foldText(label[1]).replace(/[^\p{L}\s-]/gu, '').trim();
	// "Python: pandas" names a skill; "Frontend:" or "Backend basics:" names a group.
	return GROUP_LABELS.has(words) || foldText(hit.surface) !== words;
}

/**
 * "Informática Excel avançado (VBA), Power BI", "Tools Tableau, dbt": a LaTeX template's label
 * column, flattened without its colon. A group word at the start of a list line names the group.
 */
function isBareGroupLabel(line: Line, hit: SkillHit): boolean {
	const body = stripBullet(line.text.trim());
	const offset = hit.start - line.start - (line.text.length - line.text.trimStart().length) - (line.text.trim().length - body.text.length);
	if (offset !== 0 || !GROUP_LABELS.has(foldText(hit.surface))) return false;
	return /^\s+\S.*,/.test(body.text.slice(hit.end - hit.start));
}

/** The bracket around a hit within its line, if any: "(scheduling 12 baristas)". */
// A bracket reaches this far around a skill: further, it is no remark on it. The bound also keeps a
// 200,000-character line without brackets linear to read (each hit looks this far, not the whole line).
const BRACKET_REACH = 300;

function bracketAround(line: Line, hit: SkillHit): { from: number; to: number; content: string } | null {
	const rel = hit.start - line.start;
	let open = -1;
	for (let i = Math.min(rel, line.text.length - 1); i >= Math.max(0, rel - BRACKET_REACH); i--) {
		if (line.text[i] === ')') return null;
		if (line.text[i] === '(') {
			open = i;
			break;
		}
	}
	if (open < 0) return null;
	const close = line.text.slice(rel, rel + BRACKET_REACH).indexOf(')');
	const to = close < 0 ? Math.min(line.text.length, rel + BRACKET_REACH) : rel + close;
	return { from: open, to, content: line.text.slice(open + 1, to) };
}

// In a skills list, a bracket is either more items ("SQL (Snowflake, SQL Server)") or a remark
// ("team leadership (scheduling 12 baristas)", "Figma (handoff)"); skills inside remarks do not count.
function inDescription(line: Line, hit: SkillHit): boolean {
	const bracket = bracketAround(line, hit);
	if (!bracket) return false;
	const content = bracket.content.trim();
	if (/[,;/]/.test(content)) return false;
	return /\d/.test(content) || content.split(/\s+/).length > 2;
}

let platforms: Set<string> | undefined;

/** Cloud platforms: cloud skills many services point to (AWS, Azure, Google Cloud). */
function isPlatform(name: string): boolean {
	if (!platforms) {
		const count = new Map<string, number>();
		for (const skill of SKILLS)
			if (skill.category === 'cloud') for (const other of skill.related) count.set(other, (count.get(other) ?? 0) + 1);
		platforms = new Set([...count].filter(([name, n]) => n >= 5 && skillByName(name)?.category === 'cloud').map(([name]) => name));
	}
	return platforms.has(name);
}

// "AWS (EC2, EKS, RDS, IAM)", "Kubernetes (EKS)": services named in a bracket after their platform
// are how the person used it; the skill is the platform (the bracket stays in its evidence).
function isServiceOfParent(text: string, line: Line, hit: SkillHit, before: AcceptedHit[]): boolean {
	const bracket = bracketAround(line, hit);
	if (!bracket) return false;
	const openAt = line.start + bracket.from;
	let parent: AcceptedHit | undefined;
	for (let i = before.length - 1; i >= 0 && !parent; i--) {
		const other = before[i];
		if (other.end <= openAt && /^\s*$/.test(text.slice(other.end, openAt))) parent = other;
		if (other.end < line.start) break;
	}
	if (!parent) return false;
	if (isPlatform(parent.name)) return true;
	const skill = skillByName(hit.name);
	return hit.category === 'cloud' && Boolean(skill?.related.includes(parent.name));
}

// Office tools, planning and people skills belong to every field: an accountant's SAP, a nurse's Excel.
const ANY_FIELD = new Set<string>(['business-software', 'project-management', 'soft-skills']);

/**
 * A skill of a field the resume is not about, mentioned once in passing ("billing and outage data"
 * for a data analyst, "apps de telemedicina" for a designer), is the subject of the work, not a
 * skill. The resume's fields are those of its skills section and the one with the most skills; without
 * a list, also any with two skills or more.
 * A practice named in a job or a project ("gestão de estoque" for a pharmacist) is kept: it is what the person did.
 */
function dropOffField(hits: AcceptedHit[], text: string): AcceptedHit[] {
	const listed = new Set(hits.filter((hit) => hit.zone === 'skills').map((hit) => hit.name));
	const fields = new Set<string>(['general']);
	for (const hit of hits) if (hit.zone === 'skills') fields.add(domainOf(hit.category as CategoryId));
	const byField = new Map<string, Set<string>>();
	for (const hit of hits) {
		const field = domainOf(hit.category as CategoryId);
		byField.set(field, (byField.get(field) ?? new Set()).add(hit.name));
	}
	const most = Math.max(0, ...[...byField.values()].map((names) => names.size));
	// The field with the most skills is what the resume is about, even when the list holds only its
	// tools (SAP, Excel, Power BI for an accountant). Without a list, any field with two skills counts.
	for (const [field, names] of byField) if (names.size === most || (listed.size < 3 && names.size >= 2)) fields.add(field);
	const mentions = new Map<string, number>();
	for (const hit of hits) mentions.set(hit.name, (mentions.get(hit.name) ?? 0) + 1);
	return hits.filter(
		(hit) =>
			listed.has(hit.name) ||
			ANY_FIELD.has(hit.category) ||
			fields.has(domainOf(hit.category as CategoryId)) ||
			(mentions.get(hit.name) ?? 0) >= 2 ||
			(hit.zone !== 'summary' && isPractice(hit.surface)) ||
			(hit.zone === 'experience' && isActivity(text, hit))
	);
}

// A noun of doing before "de"/"of": "controle de contas a pagar", "management of suppliers".
const DOING_OF = new RegExp(`\\b(?:${[...'management gestao gerenciamento controle control planejamento planning elaboracao preparation preparo revisao review analise analysis coordenacao coordination acompanhamento monitoring processing processamento handling administration administracao organizacao organization execucao'.split(' ')].join('|')})\\s+(?:de|do|da|dos|das|of|the)\\s*$`, 'u');
// What separates the activities of a list: "Recepção, agendamento de consultas e …".
const LIST_SEPARATOR = /,|\s(?:e|and|&)(?=\s|$)/u;

/**
 * Whether a clause is the start of a list of activities: items of at most 40 characters (no
 * sentence punctuation), each closed by a comma or "e"/"and"/"&", up to where the skill is named.
 * Split, not one regular expression: a nested repetition over a long "Environment: …" line
 * backtracked for minutes on a real resume.
 */
export function listedSoFar(clause: string): boolean {
	if (clause.trim() === '') return true;
	const items = clause.split(LIST_SEPARATOR);
	// The clause must end on a separator: what follows the last one is only blank space.
	if (items.length < 2 || items[items.length - 1].trim() !== '') return false;
	return items.slice(0, -1).every((item, index) => {
		const body = index === 0 ? item : item.replace(/^\s+/, '');
		return body.length >= 1 && body.length <= 40 && !/[,;:.()]/.test(body);
	});
}

/**
 * Whether a job bullet names the skill as something the person did: the bullet (or its clause)
 * starts with it, lists it among other activities, or puts a noun of doing before it. Such a
 * skill counts even in a field the resume is not mostly about (an assistant's "contas a pagar").
 */
function isActivity(text: string, hit: AcceptedHit): boolean {
	const before = stripBullet(text.slice(hit.line.start, hit.start).trimStart()).text;
	const clause = before.split(/[.;:!?]\s/).pop() ?? '';
	if (DOING_OF.test(foldText(clause))) return true;
	return listedSoFar(clause);
}

// Nouns of doing (folded): a phrase that starts or ends with one names a practice ("gestão de
// estoque", "contação de histórias", "inventory management"), not a subject ("quality of care").
const PRACTICE_WORDS = new Set(
	(
		'management gestao gerenciamento control controle planning planejamento design analysis analise administration ' +
		'administracao development desenvolvimento review revisao preparation preparo elaboracao assessment avaliacao ' +
		'coordination coordenacao monitoring monitorizacao monitoramento contacao drafting redacao writing handling ' +
		'maintenance manutencao reconciliation conciliacao training treinamento recruitment recrutamento coaching supervision supervisao'
	).split(' ')
);

function isPractice(surface: string): boolean {
	const words = foldText(surface).split(/[^\p{L}]+/u).filter(Boolean);
	return words.length >= 2 && (PRACTICE_WORDS.has(words[0]) || PRACTICE_WORDS.has(words[words.length - 1]));
}

/**
 * Whether a mention is written as a name: an acronym, inner capitals, digits or symbols ("APIs",
 * "NetSuite", "CI/CD", "Node.js"), or a capital in mid-sentence ("built in Lighthouse"). Lower-case
 * words and sentence-initial capitals are ordinary vocabulary and weaker evidence.
 */
function writtenAsName(text: string, line: Line, hit: SkillHit): boolean {
	if (/^[A-Z]{2}|.\p{Lu}|[\d+#./]/u.test(hit.surface)) return true;
	if (!/^\p{Lu}/u.test(hit.surface)) return false;
	// Capitalised at the start of a line or sentence says nothing; after a semicolon it is a name.
	const before = stripBullet(text.slice(line.start, hit.start).trimStart()).text;
	return !(before.trim() === '' || /[.!?(•|]\s*$/.test(before));
}

/**
 * Mentions that show a subject rather than a skill, dropped unless the skills section lists them
 * (a list of tools only, under "Softwares" or "Ferramentas", does not count as that section here):
 * - with a skills section present, only in the summary and in one ordinary word ("dashboards");
 * - a shortened field name ("Backend engineer", "a React frontend", "building APIs"): the words of
 *   a longer skill name ("Backend development") used as an adjective or a noun;
 * - with a skills section present, a single ordinary word in a bullet ("podcast analytics
 *   dashboard", "from Figma mockups"): the list says what the person claims; a bullet's nouns are
 *   often the product, not the skill — unless the bullet lists it among what the person did
 *   ("Recepção, agendamento de consultas e faturamento"). A long word in a job bullet ("microsserviços",
 *   "observabilidade") is a technical term, not an everyday noun, and stays.
 */
function dropWeak(hits: AcceptedHit[], text: string, toolLines: ReadonlySet<number>): AcceptedHit[] {
	const listed = new Set(hits.filter((hit) => hit.zone === 'skills').map((hit) => hit.name));
	// A list of tools says nothing of the practices the bullets name ("pavimentação", "team leadership"),
	// except in technology, where the tools (SQL, Python, dbt) are the skills.
	const claims = (hit: AcceptedHit) => !toolLines.has(hit.line.index) || domainOf(hit.category as CategoryId) === 'technology';
	const hasList = new Set(hits.filter((hit) => hit.zone === 'skills' && claims(hit)).map((hit) => hit.name)).size >= 3;
	const strong = (hit: AcceptedHit) => writtenAsName(text, hit.line, hit);
	const byName = new Map<string, AcceptedHit[]>();
	for (const hit of hits) byName.set(hit.name, [...(byName.get(hit.name) ?? []), hit]);
	const keep = new Set<string>();
	for (const [name, all] of byName) {
		if (listed.has(name)) {
			keep.add(name);
			continue;
		}
		const solid = all.filter(
			(hit) =>
				!isShortenedName(hit, text) &&
				!(hasList && wordsOf(hit.surface).length === 1 && !strong(hit) && !isTerm(hit) && !isListedActivity(text, hit) && !inEnumeration(text, hit, hits))
		);
		if (solid.length === 0) continue;
		// A phrase of several words in the summary ("fisioterapia esportiva", "stream processing") is a
		// claim, not an everyday word; one ordinary word there is not, nor the end of a span ("from
		// inside sales to owning a book of business", "from schema design to deployment").
		const claimed = (hit: AcceptedHit) => wordsOf(hit.surface).length >= 2 && !inSpan(text, hit);
		if (hasList && solid.every((hit) => hit.zone === 'summary') && !solid.some(strong) && !solid.some(claimed)) continue;
		keep.add(name);
	}
	return hits.filter((hit) => keep.has(hit.name));
}

// What joins the items of a list: a comma, a slash, "and", "or", "e", "y".
const ENUMERATION = /^\s*(?:[,;/]|&|\b(?:and|or|e|ou|y)\b)\s*(?:(?:and|or|e|ou|y)\s+)?$/i;

/**
 * One item of an enumeration of skills in a job or a project: "receiving, picking and shipping",
 * "Python (pandas, scikit-learn)", "sepsis and CAUTI prevention". Named beside other skills, an
 * ordinary word is one of the things the person did, not the product of the work.
 */
function inEnumeration(text: string, hit: AcceptedHit, hits: AcceptedHit[]): boolean {
	if (hit.zone !== 'experience' && hit.zone !== 'projects') return false;
	// "montagem de quadros", "redação de ofícios": the word heads a longer phrase, which is the item.
	if (/^\s+(?:de|do|da|dos|das|of)\s/i.test(text.slice(hit.end, hit.end + 6))) return false;
	// Only the hits of its own line (grouped once): a resume of thousands of hits stays linear.
	return (hitsByLine(hits).get(hit.line.index) ?? []).some((at) => hits[at] !== hit && isEnumerated(text, hit, hits[at]));
}

/** Whether another skill of the line is named beside this one as an item of the same list. */
function isEnumerated(text: string, hit: AcceptedHit, other: AcceptedHit): boolean {
	return other.name !== hit.name && ENUMERATION.test(other.start >= hit.end ? text.slice(hit.end, other.start) : text.slice(other.end, hit.start));
}

/** "from X to Y", "de X a Y": a span of a career or a process, not a skill claimed. */
function inSpan(text: string, hit: AcceptedHit): boolean {
	const before = text.slice(Math.max(hit.line.start, hit.start - 40), hit.start);
	const after = text.slice(hit.end, hit.end + 30);
	return /\b(?:from|desde|de)\s+(?:[\p{L}\d.+#-]+\s+){0,2}$/iu.test(before) && /^\s+(?:to|até|ate|a|ao)\s/i.test(after);
}

/** One item of a bullet that lists what the person did: "Recepção, agendamento de consultas e …". */
function isListedActivity(text: string, hit: AcceptedHit): boolean {
	return hit.zone === 'experience' && isActivity(text, hit) && /^\s*(?:[,;]|\s(?:e|and|&)\s)/.test(text.slice(hit.end, hit.end + 6));
}

/** A long single word is a technical term ("microsserviços", "observabilidade"), not an everyday noun ("dashboard"). */
function isTerm(hit: AcceptedHit): boolean {
	if (hit.zone !== 'experience' || hit.surface.length < 12) return false;
	// Words the taxonomy marks as everyday ("monitoramento", "~monitoring") are not terms, however long.
	const key = wordsOf(hit.surface).join(' ');
	return !(skillByName(hit.name)?.contextual ?? []).some((surface) => wordsOf(surface).join(' ') === key);
}

function evidenceText(line: Line, hit: SkillHit): string {
	const trimmed = line.text.trim();
	const body = stripBullet(trimmed).text;
	// Offsets of the hit inside the quoted body: past the line's indent and its bullet.
	const bodyStart = line.start + (line.text.length - line.text.trimStart().length) + (trimmed.length - body.length);
	return quoteAround(body, hit.start - bodyStart, hit.end - bodyStart);
}

function group(hits: AcceptedHit[]): SkillFound[] {
	const byName = new Map<string, SkillFound>();
	const add = (name: string, category: string, evidence: { text: string; section: string }) => {
		const skill = byName.get(name) ?? { name, category, evidence: [] };
		byName.set(name, skill);
		if (skill.evidence.length < MAX_EVIDENCE && !skill.evidence.some((known) => known.text === evidence.text)) skill.evidence.push(evidence);
	};
	for (const hit of hits) add(hit.name, hit.category, { text: evidenceText(hit.line, hit), section: hit.zone });
	for (const hit of hits) {
		for (const umbrella of impliedBy(hit.name)) {
			if (byName.has(umbrella) && !byName.get(umbrella)!.evidence.length) continue;
			const skill = skillByName(umbrella);
			if (skill && !byName.has(umbrella)) add(umbrella, skill.category, { text: evidenceText(hit.line, hit), section: hit.zone });
		}
	}
	return [...byName.values()];
}

/** Canonical skills shown in some lines (a job's bullets), with the umbrellas they imply. */
export function skillsInLines(hits: AcceptedHit[], lines: Line[]): string[] {
	const byLine = hitsByLine(hits);
	// The entry's hits in the order the reading found them (their place in `hits`).
	const mine = lines.flatMap((line) => byLine.get(line.index) ?? []).sort((a, b) => a - b);
	const names = new Set<string>();
	for (const at of mine) for (const name of [hits[at].name, ...impliedBy(hits[at].name)]) names.add(name);
	return [...names];
}

// Every job and project asks for the skills of its own lines: the hits are grouped by line once per
// reading, so a resume of many entries is read in linear time (not every hit once per entry).
const byLineOf = new WeakMap<AcceptedHit[], Map<number, number[]>>();
function hitsByLine(hits: AcceptedHit[]): Map<number, number[]> {
	let byLine = byLineOf.get(hits);
	if (!byLine) {
		byLine = new Map();
		hits.forEach((hit, at) => {
			const list = byLine!.get(hit.line.index);
			if (list) list.push(at);
			else byLine!.set(hit.line.index, [at]);
		});
		byLineOf.set(hits, byLine);
	}
	return byLine;
}
