/** Which skill mentions are too weak to count: off the resume's field, ordinary words, spans; and the hits of each line. */

import { domainOf, type CategoryId } from '../skills/categories';
import type { SkillHit } from '../skills/matcher';
import { isShortenedName, wordsOf } from '../skills/hit-shape';
import { skillByName } from '../skills/taxonomy';
import { foldText, stripBullet, type Line } from './text';

/** Where a line sits, as far as skills are concerned. */
export type Zone = 'skills' | 'experience' | 'summary' | 'projects' | 'ignored';

export interface AcceptedHit extends SkillHit {
	line: Line;
	zone: Zone;
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
export function dropOffField(hits: AcceptedHit[], text: string): AcceptedHit[] {
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

export function isPractice(surface: string): boolean {
	const words = foldText(surface).split(/[^\p{L}]+/u).filter(Boolean);
	return words.length >= 2 && (PRACTICE_WORDS.has(words[0]) || PRACTICE_WORDS.has(words[words.length - 1]));
}

/**
 * Whether a mention is written as a name: an acronym, inner capitals, digits or symbols ("APIs",
 * "NetSuite", "CI/CD", "Node.js"), or a capital in mid-sentence ("built in Lighthouse"). Lower-case
 * words and sentence-initial capitals are ordinary vocabulary and weaker evidence.
 */
export function writtenAsName(text: string, line: Line, hit: SkillHit): boolean {
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
export function dropWeak(hits: AcceptedHit[], text: string, toolLines: ReadonlySet<number>): AcceptedHit[] {
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

// Every job and project asks for the skills of its own lines: the hits are grouped by line once per
// reading, so a resume of many entries is read in linear time (not every hit once per entry).
const byLineOf = new WeakMap<AcceptedHit[], Map<number, number[]>>();
export function hitsByLine(hits: AcceptedHit[]): Map<number, number[]> {
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
