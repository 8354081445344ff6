import type { ProfileItem } from '../profile';
import { findSkills } from '../engine/skills/matcher';
import { canonicalSkill, relatedSkills, skillByName } from '../engine/skills/taxonomy';
import { quoteProves } from './proves';
import { REPOSITORY_EVIDENCE_SOURCE } from './sources-schema';

/** The fields of a confirmed profile item that the evidence reads (a structural view of the profile's items). */
export type ProfileFacts = Pick<ProfileItem, 'type' | 'title' | 'detail' | 'organization' | 'skills' | 'evidence'> &
	Partial<Pick<ProfileItem, 'id' | 'origin' | 'start' | 'end'>>;

/** A skill's canonical name, or the trimmed name itself when the taxonomy does not know it. */
export function canonicalName(raw: string): string {
	return skillByName(raw)?.name ?? canonicalSkill(raw)?.name ?? raw.trim();
}

/** At most `max` characters, cut between words (a quote never ends mid-word). */
function firstWords(text: string, max: number): string {
	if (text.length <= max) return text;
	const cut = text.slice(0, max + 1);
	const space = cut.lastIndexOf(' ');
	return `${(space > max / 2 ? cut.slice(0, space) : text.slice(0, max)).trimEnd()}…`;
}

/** Items whose title and organization are themselves a record of the person's history. */
const RECORD_TYPES = new Set<ProfileItem['type']>(['experience', 'project', 'certification', 'education', 'achievement']);

/** One quote of a profile item that shows a skill. */
export interface ProfileQuote {
	text: string;
	/** The item's type: where in the profile the quote stands. */
	section: ProfileItem['type'];
	profileItemId?: string;
	origin?: ProfileItem['origin'];
	/**
	 * The person stated the skill and nothing else shows it (a skill item with no evidence line):
	 * the person is the evidence's source (SPEC.md rule 4 allows what the person confirms).
	 */
	stated: boolean;
	/** A file a repository analysis read (package.json): code, whose words no prose reader checks. */
	code?: boolean;
}

/**
 * The quotes of one item: its own evidence lines first; its detail, or (for a job, a project, a
 * credential) its title and organization, stand in when it has none; a bare skill item is the
 * person's own statement of the skill.
 */
function quotesOf(item: ProfileFacts): ProfileQuote[] {
	const base = { section: item.type, profileItemId: item.id, origin: item.origin };
	const quotes: ProfileQuote[] = item.evidence
		.map((e) => ({ ...base, text: e.text.trim(), stated: false, ...(fromRepository(e) ? { code: true } : {}) }))
		.filter((q) => q.text);
	// A skill item's detail is its level or category ("Advanced", "databases"), no quote of anything.
	if (!quotes.length && item.detail.trim() && item.type !== 'skill') quotes.push({ ...base, text: firstWords(item.detail.trim(), 400), stated: false });
	if (!quotes.length && RECORD_TYPES.has(item.type)) {
		quotes.push({ ...base, text: [item.title, item.organization].filter(Boolean).join(' — '), stated: false });
	}
	if (!quotes.length) quotes.push({ ...base, text: item.title.trim(), stated: true });
	return quotes;
}

export { REPOSITORY_EVIDENCE_SOURCE };

/** Whether an evidence line came from a repository analysis (`repository`, or `repository:<detail>`). */
export const fromRepository = (evidence: Pick<ProfileItem['evidence'][number], 'source'>) => evidence.source.split(':')[0] === REPOSITORY_EVIDENCE_SOURCE;

/** Origins whose skill lists a reader wrote, not the person: a listed skill counts only if the item's words name it. */
const READ_ORIGINS = new Set<ProfileItem['origin']>(['extracted', 'imported', 'ai']);

/**
 * The skills one item names: a skill or certification item is its title; any item lists skills;
 * its detail and evidence lines name more. An item a reader proposed (a resume, an import, AI)
 * holds only the skills its own words name: one its reader inferred from a narrower skill ("SQL"
 * beside "PostgreSQL") is related evidence, never the skill itself.
 */
function skillsOf(item: ProfileFacts): { named: Set<string>; implied: Set<string> } {
	const claimed = new Set<string>();
	if (item.type === 'skill' || item.type === 'certification') {
		const whole = canonicalSkill(item.title) ?? skillByName(item.title);
		if (whole) claimed.add(whole.name);
		else if (item.type === 'skill') claimed.add(item.title.trim());
		else for (const hit of findSkills(item.title)) claimed.add(hit.name);
	}
	for (const raw of item.skills) if (raw.trim()) claimed.add(canonicalName(raw));
	const namesIn = (texts: string[]) => new Set(texts.flatMap((text) => findSkills(text).map((hit) => hit.name)));
	// A title alone is no evidence of a skill (a job title says what the job was, not what was done).
	const inWords = namesIn([...(item.type === 'skill' ? [] : [item.detail]), ...item.evidence.map((e) => e.text)]);
	if (!item.origin || !READ_ORIGINS.has(item.origin)) return { named: new Set([...claimed, ...inWords]), implied: new Set() };
	// A skill the repository analysis read from a file is shown by that file, whose words are code
	// ("react": ^18 in package.json) a prose reader cannot see the skill in: its title is the claim.
	const inTitle = item.type !== 'skill' ? namesIn([item.title]) : item.evidence.some(fromRepository) ? new Set([canonicalName(item.title)]) : new Set<string>();
	const named = new Set(inWords);
	const implied = new Set<string>();
	for (const name of claimed) {
		// A skill the taxonomy does not know cannot be checked against the words: the reader copied it from them.
		if (inWords.has(name) || inTitle.has(name) || !skillByName(name)) named.add(name);
		else implied.add(name);
	}
	return { named, implied };
}

/** A skill a reader inferred for an item from a narrower one its words name. */
export interface ImpliedQuote {
	via: string;
	quote: ProfileQuote;
}

/** What the confirmed profile shows, skill by skill (canonical names), each with its quotes. */
export function profileQuotes(items: readonly ProfileFacts[]): Map<string, ProfileQuote[]> {
	return readProfile(items).named;
}

/** The profile's named skills with their quotes, and the skills only inferred for its items. */
export function readProfile(items: readonly ProfileFacts[]): { named: Map<string, ProfileQuote[]>; implied: Map<string, ImpliedQuote> } {
	const named = new Map<string, ProfileQuote[]>();
	const implied = new Map<string, ImpliedQuote>();
	for (const item of items) {
		if (!item.title.trim()) continue;
		const quotes = quotesOf(item);
		const skills = skillsOf(item);
		for (const name of skills.named) {
			const list = named.get(name) ?? [];
			// A quote stands for a skill only when it names it; a skill the person put on the item
			// that none of its words name is theirs to state ("you said so"), never a quote's claim.
			const proving = quotes.filter((quote) => quote.stated || quote.code || quoteProves(quote.text, name));
			const shown = proving.length ? proving : [{ ...quotes[0], text: item.title.trim(), stated: true, code: undefined }];
			for (const quote of shown) if (!list.some((q) => q.text === quote.text && q.profileItemId === quote.profileItemId)) list.push(quote);
			named.set(name, list);
		}
		for (const name of skills.implied) {
			if (implied.has(name)) continue;
			// Related evidence is a skill close to this one that a quote names, never any other skill of the item.
			const related = new Set(relatedSkills(name));
			const via = [...skills.named].find((other) => related.has(other) && quotes.some((quote) => quoteProves(quote.text, other)));
			const quote = via ? quotes.find((q) => quoteProves(q.text, via)) : undefined;
			if (via && quote) implied.set(name, { via, quote });
		}
	}
	for (const name of named.keys()) implied.delete(name);
	return { named, implied };
}
