/**
 * The wishlist: what the person is looking for. Stored locally once they save it; until then the
 * radar proposes one from the confirmed profile (titles from the headline and recent roles, the
 * skills it shows, the place it names) and never saves it on its own.
 */
import type { CoreEnv } from '../env';
import { problem } from '../http/problem';
import { listItems, readBasics } from '../profile';
import { canonicalName } from '../evidence';
import { foldText } from '../engine/text/normalize';
import { trackerRequirements } from '../tracker';
import type { ProfileItem } from '../profile';
import { WishlistFields, type Wishlist, type WishlistSave } from './schema';

export const RADAR_TOPIC = 'radar';
const WISHLIST_KEY = 'wishlist';

const EMPTY: WishlistFields = WishlistFields.parse({});

/** Recent roles first: the end date (null = current) then the start. */
const byRecency = (a: ProfileItem, b: ProfileItem) => (b.end ?? '9999').localeCompare(a.end ?? '9999') || (b.start ?? '').localeCompare(a.start ?? '');

/** How many skills a proposal keeps: enough to find postings, few enough to read. */
const PROPOSED_SKILLS = 15;

/**
 * The profile's skills, those that matter first: how many of the profile's jobs, projects and
 * courses name each (what the person shows most), then how many tracked applications ask for it
 * (`asked`, by skill name, any spelling of it), then the profile's own order — never the alphabet alone.
 */
const skillKey = (name: string) => foldText(canonicalName(name));

function rankedSkills(items: ProfileItem[], asked: ReadonlyMap<string, number>): string[] {
	const skills = items.filter((item) => item.type === 'skill').map((item) => item.title.trim()).filter(Boolean);
	const shown = new Map<string, number>();
	for (const item of items) {
		if (item.type === 'skill') continue;
		for (const name of new Set(item.skills.map(skillKey))) shown.set(name, (shown.get(name) ?? 0) + 1);
	}
	const askedBy = new Map<string, number>();
	for (const [name, count] of asked) askedBy.set(skillKey(name), (askedBy.get(skillKey(name)) ?? 0) + count);
	const weight = (skill: string) => {
		const key = skillKey(skill);
		return { shown: shown.get(key) ?? 0, asked: askedBy.get(key) ?? 0 };
	};
	return skills
		.map((skill, order) => ({ skill, order, ...weight(skill) }))
		.sort((a, b) => b.shown - a.shown || b.asked - a.asked || a.order - b.order)
		.map((entry) => entry.skill);
}

/** A proposal from the profile: only what the person wrote, nothing guessed. */
export function proposeWishlist(basics: { headline: string | null; location: string | null }, items: ProfileItem[], asked: ReadonlyMap<string, number> = new Map()): WishlistFields {
	const titles: string[] = [];
	const headline = basics.headline?.split(/[|·•,;]/)[0]?.trim();
	if (headline && headline.length <= 80) titles.push(headline);
	for (const role of items.filter((item) => item.type === 'experience').sort(byRecency).slice(0, 3)) if (role.title.trim()) titles.push(role.title.trim());
	const skills = rankedSkills(items, asked);
	const languages = items
		.filter((item) => item.type === 'language')
		.flatMap((item) => (/^(english|ingl[eê]s)\b/i.test(item.title) ? ['en' as const] : /^(portugu[eê]s|portuguese)\b/i.test(item.title) ? ['pt' as const] : []));
	return WishlistFields.parse({
		titles: titles.slice(0, 5),
		skills: skills.slice(0, PROPOSED_SKILLS),
		places: basics.location ? [basics.location] : [],
		languages: [...new Set(languages)]
	});
}

/** The stored row: its `version` beside the value (rows saved before versions have none: they were the first). */
type WishlistRow = { key: string; value: unknown; updatedAt: string; version?: number };
const versionOf = (row: WishlistRow | undefined) => (row ? (row.version ?? 1) : 0);

export async function readWishlist(env: CoreEnv): Promise<Wishlist> {
	const row: WishlistRow | undefined = await env.db.radarState.get(WISHLIST_KEY);
	if (row) {
		const parsed = WishlistFields.safeParse(row.value);
		// A stored wishlist that no longer reads (a hand-edited backup) starts again from a proposal.
		if (parsed.success) return { ...parsed.data, saved: true, updatedAt: row.updatedAt, version: versionOf(row) };
	}
	const [basics, items, requirements] = await Promise.all([readBasics(env), listItems(env), trackerRequirements(env, { limit: 100 })]);
	const asked = new Map(requirements.items.map((item) => [item.skill, item.count]));
	// The version of what is stored, even unreadable: saving this proposal replaces it, not a newer one.
	return { ...proposeWishlist(basics, items, asked), saved: false, updatedAt: null, version: versionOf(row) };
}

/** The saved wishlist, or null: rounds score against what the person saved, never a proposal. */
export async function savedWishlist(env: CoreEnv): Promise<WishlistFields | null> {
	const wishlist = await readWishlist(env);
	return wishlist.saved ? wishlist : null;
}

const criteriaOf = ({ saved: _saved, updatedAt: _updatedAt, version: _version, ...fields }: Wishlist): WishlistFields => fields;

/**
 * Saves the wishlist. With `version`, only the criteria sent change, on top of the wishlist as it
 * is now (the saved one, or the proposal the person was shown), and only if nobody saved since
 * that version: another tab's changes to other criteria stay (issue 27). Without it, what is sent
 * is the whole wishlist.
 */
export async function saveWishlist(env: CoreEnv, { version, ...sent }: WishlistSave): Promise<Wishlist> {
	const changes = Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== undefined)) as Partial<WishlistFields>;
	// Read before the transaction: a proposal reads the profile and the tracker, which it does not hold.
	// The version check inside it refuses the save if the wishlist changed in between.
	const base = version === undefined ? EMPTY : criteriaOf(await readWishlist(env));
	const at = env.now().toISOString();
	const saved = await env.db.transaction('rw', env.db.radarState, async () => {
		const stored = versionOf(await env.db.radarState.get(WISHLIST_KEY));
		if (version !== undefined && version !== stored)
			throw problem(
				'conflict',
				`The wishlist was changed in another tab or window (version ${stored}, this one was based on ${version}). Reload it to see the latest, then make your change again.`
			);
		const fields: WishlistFields = { ...base, ...changes };
		const row: WishlistRow = { key: WISHLIST_KEY, value: fields, updatedAt: at, version: stored + 1 };
		await env.db.radarState.put(row);
		return { ...fields, saved: true, updatedAt: at, version: row.version! };
	});
	env.notify(RADAR_TOPIC);
	return saved;
}

export const isEmptyWishlist = (wishlist: WishlistFields | null) =>
	!wishlist || Object.entries(wishlist).every(([key, value]) => (Array.isArray(value) ? value.length === 0 : value === (EMPTY as Record<string, unknown>)[key]));
