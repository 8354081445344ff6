import data from './taxonomy.json';
import type { CategoryId } from './categories';
import { tokenize, type Token } from './tokens';

/**
 * A canonical skill. `name` is what the rest of Rumo stores and shows (English, also for
 * Portuguese documents); `aliases` are the other ways people write it, in English and pt-BR.
 * Matching is case- and accent-insensitive except for the surfaces listed in `caseSensitive`
 * ("Go", "R", "AP": common words or letters when written otherwise). Surfaces in `contextual`
 * are too ambiguous to trust alone ("Go", "Spring", "monitoring"); the matcher accepts them only
 * next to other skills of the same field (see matcher.ts). Both lists hold surfaces from `name`
 * or `aliases`.
 * `related` names close skills, e.g. PostgreSQL → SQL: evidence for one is close evidence for the
 * other.
 */
export interface Skill {
	name: string;
	category: CategoryId;
	aliases: string[];
	related: string[];
	caseSensitive?: string[];
	contextual?: string[];
	/** The name as a Brazilian Portuguese screen shows it, where it differs (`build/sources/labels-pt.txt`). */
	pt?: string;
}

interface TaxonomyFile {
	version: string;
	skills: Skill[];
}

const file = data as unknown as TaxonomyFile;

export const TAXONOMY_VERSION: string = file.version;
export const SKILLS: readonly Skill[] = file.skills;

const BY_NAME = new Map(SKILLS.map((skill) => [skill.name, skill]));

/**
 * A skill's name in the words of a screen, a letter or an export: the canonical name is a key, a
 * Portuguese text says "Terapia intensiva", never "Intensive care". Unknown names are kept as given.
 */
export function skillLabel(name: string, lang: 'en' | 'pt' | 'pt-BR' | 'es'): string {
	return lang.startsWith('pt') ? (BY_NAME.get(name)?.pt ?? name) : name;
}

/** The skill with exactly this canonical name. */
export function skillByName(name: string): Skill | undefined {
	return BY_NAME.get(name);
}

/** One way of writing a skill: its name or an alias, with how it must be matched. */
export interface SurfaceForm {
	skill: Skill;
	surface: string;
	caseSensitive: boolean;
	contextual: boolean;
}

export function surfaceForms(skill: Skill): SurfaceForm[] {
	const caseSensitive = new Set(skill.caseSensitive);
	const contextual = new Set(skill.contextual);
	return [skill.name, ...skill.aliases].map((surface) => ({
		skill,
		surface,
		caseSensitive: caseSensitive.has(surface),
		contextual: contextual.has(surface)
	}));
}

/**
 * A name's or alias's words, tokenized once: the matcher's phrase index, surfacesByKey and the
 * grounding guard each read every one of the ≈ 10k surfaces, and a first analysis waits for them.
 */
const tokensBySurface = new Map<string, Token[]>();
export function surfaceTokens(surface: string): readonly Token[] {
	let tokens = tokensBySurface.get(surface);
	if (!tokens) {
		tokens = tokenize(surface);
		tokensBySurface.set(surface, tokens);
	}
	return tokens;
}

/** The comparison key of a phrase: its words folded and made singular, punctuation aside. */
export function phraseKey(surface: string): string {
	return tokenize(surface)
		.map((token) => token.key)
		.join(' ');
}

const rawPhrase = (surface: string) =>
	tokenize(surface)
		.map((token) => token.raw)
		.join(' ');

let byKey: Map<string, SurfaceForm[]> | undefined;

/** Every surface form by its phrase key (several only when the data is wrong: a test forbids it). */
export function surfacesByKey(): Map<string, SurfaceForm[]> {
	if (byKey) return byKey;
	byKey = new Map();
	for (const skill of SKILLS) {
		for (const form of surfaceForms(skill)) {
			const key = surfaceTokens(form.surface)
				.map((token) => token.key)
				.join(' ');
			const forms = byKey.get(key);
			if (forms) forms.push(form);
			else byKey.set(key, [form]);
		}
	}
	return byKey;
}

/**
 * The canonical skill a name or alias stands for: "postgres" → PostgreSQL, "Gestao de projetos"
 * → Project management. Case- and accent-insensitive, singular or plural, except for
 * case-sensitive aliases ("go" is not Go). Context rules do not apply: the caller already knows
 * the surface names a skill (a skills list, a user's entry).
 */
export function canonicalSkill(surface: string): Skill | undefined {
	const forms = surfacesByKey().get(phraseKey(surface));
	if (!forms) return undefined;
	const raw = rawPhrase(surface);
	return forms.find((form) => !form.caseSensitive || surfaceTokens(form.surface).map((token) => token.raw).join(' ') === raw)?.skill;
}

let relatedByName: Map<string, string[]> | undefined;

/**
 * Skills close to this one, in either direction: PostgreSQL lists SQL, so SQL's related skills
 * include PostgreSQL too — a job asking for SQL is partly answered by a resume with PostgreSQL.
 */
export function relatedSkills(name: string): string[] {
	if (!relatedByName) {
		const map = new Map<string, Set<string>>();
		const link = (from: string, to: string) => {
			if (!map.has(from)) map.set(from, new Set());
			map.get(from)!.add(to);
		};
		for (const skill of SKILLS) {
			for (const other of skill.related) {
				link(skill.name, other);
				link(other, skill.name);
			}
		}
		relatedByName = new Map([...map].map(([skill, others]) => [skill, [...others]]));
	}
	return relatedByName.get(name) ?? [];
}
