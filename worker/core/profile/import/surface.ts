import { findSkills } from '../../engine/skills/matcher';
import { languageMentions } from '../../engine/resume-parse/languages';
import { stripBullet } from '../../engine/resume-parse/text';

/**
 * The person's own words for what a document shows. The taxonomy's canonical name ("User
 * research", "PostgreSQL") is for matching only; a profile item is titled as the document writes
 * it ("Pesquisa com usuários", "Postgres") and keeps the canonical name in its `skills`.
 */

// A surface that joins two phrases ("contas a pagar e a receber") or runs across a list is not one name.
const JOINED = /\s(?:e|and|ou|or|&)\s|[,;\n]/i;

/**
 * Capitalises words written in lower case inside a list or a sentence ("wireframes", "testes de
 * usabilidade"), as a title; anything with its own shape keeps it ("dbt", "iOS", "k8s").
 */
function asTitle(surface: string, canonical: string): string {
	const trimmed = surface.trim();
	if (!/^[\p{Ll}][\p{Ll}\p{M}\s'’-]*$/u.test(trimmed) || !/^\p{Lu}/u.test(canonical)) return trimmed;
	return trimmed[0].toUpperCase() + trimmed.slice(1);
}

/**
 * How the document writes a skill: the first mention in its skills list, else anywhere in its
 * evidence. Falls back to the canonical name when no quote names it (a skill implied by another:
 * SQL from "PostgreSQL") or when the words found join two phrases.
 */
export function writtenSkillName(name: string, evidence: readonly { text: string; section?: string }[]): string {
	const ordered = [...evidence.filter((e) => e.section === 'skills'), ...evidence.filter((e) => e.section !== 'skills')];
	const canonicalJoins = JOINED.test(name);
	for (const { text } of ordered) {
		const surfaces = findSkills(text)
			.filter((hit) => hit.name === name)
			.map((hit) => text.slice(hit.start, hit.end))
			.filter((surface) => surface.length <= 80 && (canonicalJoins || !JOINED.test(surface)));
		// "Pipelines de CI/CD": where one line says it two ways, the name itself is how it is written.
		const chosen = surfaces.find((surface) => surface.toLowerCase() === name.toLowerCase()) ?? surfaces[0];
		if (chosen) return asTitle(chosen, name);
	}
	return name;
}

export interface WrittenLanguage {
	/** The language as written: "Inglês", "English". */
	name: string;
	/** The level as written: "avançado", "Compreende Bem, Fala Razoavelmente…"; '' when none is. */
	level: string;
}

const LEVEL_EDGES = /^[\s:–—\-(|,/]+|[\s.)|,;/]+$/g;

/**
 * A language and its level as a line writes them ("◆ Português — nativo", "English (native)",
 * "Inglês avançado, espanhol intermediário", "Fluent in Spanish"), for the language whose English
 * name is `englishName`. Null when the line does not name it.
 */
export function writtenLanguage(line: string, englishName: string): WrittenLanguage | null {
	const text = stripBullet(line.trim()).text;
	const all = languageMentions(text);
	const index = all.findIndex((m) => m.name === englishName);
	if (index < 0) return null;
	const mention = all[index];
	const surface = text.slice(mention.from, mention.to);
	let level = text.slice(mention.to, all[index + 1]?.from ?? text.length).replace(LEVEL_EDGES, '');
	if (!level && all.length === 1) {
		// "Fluent in Spanish", "Fluente em espanhol": the level comes first.
		level = text
			.slice(0, mention.from)
			.replace(/\s+(?:in|em)\s*$/i, '')
			.replace(LEVEL_EDGES, '');
	}
	// "C1 (advanced)" lost its closing bracket with the line's trailing punctuation.
	if (level.split('(').length > level.split(')').length) level += ')';
	return { name: asTitle(surface, englishName), level: level.length <= 120 ? level : '' };
}
