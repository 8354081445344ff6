/** The clause around a skill's mention: whether it marks the skill required or a plus, gives a reason, counts years or names a degree. */

import type { SkillHit } from '../skills/matcher';
import type { SectionKind } from './sections';
import { foldText, wordCount, type Line } from './text';
import { yearsInLine } from './years';

export type Importance = 'required' | 'nice' | 'mentioned';

/*
 * Inline markers, on folded text. A nice-to-have marker at the start of a clause ("Desejável
 * conhecimento em Power BI, Python e SQL") covers the clause; elsewhere ("…, and familiarity with
 * dbt (a plus)") it covers its comma-separated part.
 */
const NICE =
	/\b(?:nice[- ]to[- ]haves?|(?:is|are|would be|will be|as) an? (?:big |huge |strong )?plus|an? (?:big |huge )?plus|plus\b(?=\s*[.!)]|\s*$)|bonus(?: points)?|preferred|preferably|preferable|ideally|desirable|desired|would be (?:great|nice|helpful)|an? (?:advantage|asset)|advantageous|helpful|good to have|not (?:required|mandatory|essential)|optional|desejave(?:l|is)|desejad[oa]s?|diferencia(?:l|is)|(?:e|sera) um plus|um plus|preferencialmente|de preferencia|preferencia(?: para| por)?|idealmente|conta(?:ra)? pontos?|(?:sera|e) bem[- ]vind[oa]s?|nao (?:e )?(?:obrigatori[oa]s?|necessari[oa]s?|exigid[oa]s?|imprescindive(?:l|is))|not (?:necessary|needed)|opcional|seria (?:otimo|legal|bom|interessante)|we(?:'|’| )?d love|we would love|would love|love (?:it )?if|love to see|adorariamos|gostariamos (?:que|de))\b/;
const REQUIRED_MARK =
	/\b(?:required|requirement|must(?: have| know| be)?|is a must|mandatory|essential|obrigatori[oa]s?|imprescindive(?:l|is)|indispensave(?:l|is)|exigid[oa]s?|necessari[oa]s?|requisito)\b/;

// Words that open a reason: "…, pois a equipe responde…", "…, já que as visitas…", "…, since our team…".
const REASON = /(?:^|[,;(]\s*|\s)(?:pois|porque|ja que|uma vez que|visto que|dado que|since|because|given that|as our|as the)\s/g;

/** Whether the hit sits in a clause that gives a reason ("…, pois …", "…, because …"). */
export function inReasonClause(line: Line, hit: SkillHit): boolean {
	const clause = clauseAround(line, hit);
	for (const match of clause.text.matchAll(REASON)) if ((match.index ?? 0) > 0 && (match.index ?? 0) < clause.at) return true;
	return false;
}

/**
 * Required or nice, by where the line sits and what the clause says. With requirement sections,
 * only they count, plus clauses elsewhere that mark a skill as a plus or a must ("Kafka is a
 * plus"); skills named only in the responsibilities or the description are what the job works
 * on, not requirements (the truth files agree). Without such sections, the body is the requirement.
 */
// Where a posting with a requirements list names what the job works with.
const MENTION_KINDS = new Set<SectionKind | 'header' | 'heading'>(['responsibilities', 'description', 'header']);

export function importanceOf(kind: SectionKind | 'header' | 'heading', line: Line, hit: SkillHit, fromSections: boolean): Importance | null {
	const clause = clauseAround(line, hit);
	const marked = markedImportance(clause);
	if (kind === 'nice') return 'nice';
	if (kind === 'required') return marked === 'nice' ? 'nice' : 'required';
	if (fromSections) {
		if (marked === 'nice') return 'nice';
		if (marked === 'required' && kind !== 'responsibilities') return 'required';
		// What the job works with, named in its duties, its description or its opening lines.
		return MENTION_KINDS.has(kind) ? 'mentioned' : null;
	}
	return marked === 'nice' ? 'nice' : 'required';
}

interface Clause {
	/** The folded sentence around the hit. */
	text: string;
	/** The hit's offset in `text`. */
	at: number;
}

// How far around a hit its sentence is looked for: a posting pasted as one paragraph of 200,000
// characters must not make every hit read the whole paragraph.
const WINDOW = 300;

interface Around {
	/** The line's text around the hit. */
	text: string;
	/** The hit's offset in `text`. */
	at: number;
	/** Whether `text` starts where the line starts. */
	fromLineStart: boolean;
}

export function around(line: Line, hit: SkillHit): Around {
	const rel = hit.start - line.start;
	const from = Math.max(0, rel - WINDOW);
	const to = Math.min(line.text.length, hit.end - line.start + WINDOW);
	return { text: line.text.slice(from, to), at: rel - from, fromLineStart: from === 0 };
}

/** The sentence of a line that holds the hit (folded; same length as the original). */
function clauseAround(line: Line, hit: SkillHit): Clause {
	const { text, at } = around(line, hit);
	const folded = foldKeepingLength(qualifiersBlanked(text, at, hit.end - hit.start));
	let from = 0;
	for (const match of folded.slice(0, at).matchAll(/[.;!?](?=\s)/g)) from = (match.index ?? 0) + 1;
	const end = /[.;!?](?=\s|$)/.exec(folded.slice(at));
	const to = end ? at + end.index + 1 : folded.length;
	return { text: folded.slice(from, to), at: at - from };
}

/**
 * "PLC troubleshooting (Allen-Bradley preferred)", "SQL (PostgreSQL a plus)": a marker inside a
 * bracket that names something of its own qualifies that, not the skill before the bracket; only
 * a bracket holding the marker alone ("Kafka (a plus)") marks the skill before it. Brackets that
 * do not hold the hit are blanked (same length) when they name something.
 */
function qualifiersBlanked(text: string, at: number, length: number): string {
	return text.replace(/\(([^()]*)\)/g, (group: string, inner: string, offset: number) => {
		if (at >= offset && at + length <= offset + group.length) return group;
		const rest = foldText(inner).replace(NICE_ALL, ' ').replace(REQUIRED_ALL, ' ');
		return /\p{L}{2,}/u.test(rest) && /\p{Lu}/u.test(inner) ? ' '.repeat(group.length) : group;
	});
}
const NICE_ALL = new RegExp(NICE.source, 'g');
const REQUIRED_ALL = new RegExp(REQUIRED_MARK.source, 'g');

const markOf = (text: string): Importance | null =>
	NICE.test(text) ? 'nice' : REQUIRED_MARK.test(text) && !/\bnot\b|\bnao\b/.test(text) ? 'required' : null;

/**
 * The marker that covers a hit: its own comma-separated part first ("…, ICU experience preferred,
 * …", "Kafka (a plus)"), else a marker that opens the clause and so covers all of it ("Desejável
 * conhecimento em Power BI, Python e SQL", "Requisitos obrigatórios: …"). A marker at the end of
 * the clause's first part ("ICU experience preferred, Epic, …") covers that part only.
 */
function markedImportance(clause: Clause): Importance | null {
	const before = clause.text.lastIndexOf(',', clause.at);
	const after = clause.text.indexOf(',', clause.at);
	const own = markOf(clause.text.slice(before + 1, after < 0 ? clause.text.length : after));
	if (own) return own;
	const text = clause.text.trimStart();
	const words = text.split(/\s+/);
	const lead = words.slice(0, 4).join(' ');
	// The marker must begin within the clause's first two words.
	const reach = words.slice(0, 2).join(' ').length;
	for (const [importance, pattern] of [['nice', NICE], ['required', REQUIRED_MARK]] as const) {
		const match = pattern.exec(lead);
		if (match && match.index < reach && (importance === 'nice' || !/\bnot\b|\bnao\b/.test(lead))) return importance;
	}
	return null;
}

function foldKeepingLength(value: string): string {
	let out = '';
	for (const char of value) {
		if (char.charCodeAt(0) < 128) {
			out += char.toLowerCase();
			continue;
		}
		const base = foldText(char);
		out += base.length === char.length ? base : char.length === 1 ? ' ' : '  ';
	}
	return out;
}

/** Whether the hit sits in the part of the line that states years ("5+ years of backend development, Python"). */
export function inYearsClause(line: Line, hit: SkillHit): boolean {
	const { text, at } = around(line, hit);
	const from = Math.max(...[',', ';', '(', ')', '. '].map((mark) => text.lastIndexOf(mark, at - 1))) + 1;
	const ends = [',', ';', '(', ')', '. '].map((mark) => text.indexOf(mark, at)).filter((index) => index >= 0);
	const to = ends.length ? Math.min(...ends) : text.length;
	return yearsInLine(text.slice(from, to), true) !== null;
}

// "Bachelor's degree in Accounting", "Graduação em Enfermagem", "Licenciatura em Matemática": the
// subject of a degree is the person's education, not a skill the job lists.
const DEGREE =
	/\b(?:degree|bachelor'?s?|master'?s(?: degree)?|masters degree|master of|doctor of|doctorate|b\.s\.|b\.a\.|m\.s\.|bsc|msc|mba|ph\.?d|diploma|graduate degree|graduacao|graduado|graduada|formacao|formado|formada|bacharelado|bacharel|licenciatura|licenciado|licenciada|superior (?:completo|incompleto|cursando|em andamento|em)|ensino superior|curso superior|curso tecnico|tecnico de nivel medio|ensino tecnico|formacao tecnica|tecnologo|pos-graduacao|pos graduacao|mestrado|doutorado|cursando)\b[^,;.]*$/;

export function inDegreeClause(line: Line, hit: SkillHit): boolean {
	const { text, at } = around(line, hit);
	const from = Math.max(...[',', ';', '. '].map((mark) => text.lastIndexOf(mark, at - 1))) + 1;
	if (DEGREE.test(foldText(text.slice(from, at)))) return true;
	return inDegreeSubjects(text, at, at + (hit.end - hit.start));
}

/**
 * "Superior completo em Psicologia, Administração ou Gestão de RH", "Degree in Logistics, Business
 * or Industrial Engineering": every subject of a degree's list of alternatives is the degree's.
 * Only a list of short items closed by "or"/"ou" (or "and related fields"/"e áreas afins").
 */
function inDegreeSubjects(text: string, at: number, end: number): boolean {
	const start = Math.max(text.lastIndexOf(';', at - 1), text.lastIndexOf('. ', at - 1)) + 1;
	const stop = [';', '. ', '(', '\n'].map((mark) => text.indexOf(mark, end)).filter((index) => index >= 0);
	const clause = foldKeepingLength(text.slice(start, stop.length ? Math.min(...stop) : text.length));
	const relAt = at - start;
	const degree = /\b(?:degree|bachelor'?s?|master'?s|diploma|graduacao|bacharelado|licenciatura|superior (?:completo|incompleto|cursando|em andamento)|ensino superior|curso superior|formacao superior|tecnologo|pos-graduacao|mestrado|doutorado)\b[^,;.]*?\b(?:in|em|de|na|no)\s+/.exec(clause);
	if (!degree || degree.index + degree[0].length > relAt) return false;
	// The whole rest of the clause is the list: "A, B ou C", "A, B and related fields" — nothing after it.
	const list = clause.slice(degree.index + degree[0].length).trim();
	const item = '[^,;()\\d]+';
	const shape = new RegExp(`^${item}(?:,\\s*${item})*,?\\s+(?:or|ou|(?:and|e)(?=\\s+(?:areas?\\s+)?(?:afins|correlatas|relacionadas|related|similar)))\\s+${item}$`);
	if (!shape.test(list)) return false;
	return list.split(/\s*,\s*|\s+(?:or|ou|and|e)\s+/).every((part) => wordCount(part) <= 5);
}
