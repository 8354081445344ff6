import { findSkills, type SkillHit } from '../skills/matcher';
import { insideCompound, wordsOf } from '../skills/hit-shape';
import { SKILLS, skillByName } from '../skills/taxonomy';
import { impliedBy } from './implied';
import { isPeopleNoun } from './roles';
import { quoteAround } from './snippet';
import { foldText, stripBullet, type Line } from './text';
import { dropOffField, dropWeak, hitsByLine, isPractice, writtenAsName, type AcceptedHit, type Zone } from './weak-mentions';

export { listedSoFar, type AcceptedHit, type Zone } from './weak-mentions';

export interface SkillFound {
	name: string;
	category: string;
	evidence: { text: string; section: string }[];
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
