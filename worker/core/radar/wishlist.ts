/**
 * The wishlist: what the person is looking for. Stored locally once they save it; until then the
 * radar proposes one from the confirmed profile (titles from the headline and recent roles, the
 * skills it shows, the place it names) and never saves it on its own.
 */
import type { CoreEnv } from '../env';
import { listItems, readBasics } from '../profile/service';
import { canonicalName } from '../evidence/service';
import { foldText } from '../text/normalize';
import { trackerRequirements } from '../tracker/service';
import type { ProfileItem } from '../profile/schema';
import { WishlistFields, type Wishlist } from './schema';

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

export async function readWishlist(env: CoreEnv): Promise<Wishlist> {
	const row = await env.db.radarState.get(WISHLIST_KEY);
	if (row) {
		const parsed = WishlistFields.safeParse(row.value);
		// A stored wishlist that no longer reads (a hand-edited backup) starts again from a proposal.
		if (parsed.success) return { ...parsed.data, saved: true, updatedAt: row.updatedAt };
	}
	const [basics, items, requirements] = await Promise.all([readBasics(env), listItems(env), trackerRequirements(env, { limit: 100 })]);
	const asked = new Map(requirements.items.map((item) => [item.skill, item.count]));
	return { ...proposeWishlist(basics, items, asked), saved: false, updatedAt: null };
}

/** The saved wishlist, or null: rounds score against what the person saved, never a proposal. */
export async function savedWishlist(env: CoreEnv): Promise<WishlistFields | null> {
	const wishlist = await readWishlist(env);
	return wishlist.saved ? wishlist : null;
}

export async function saveWishlist(env: CoreEnv, fields: WishlistFields): Promise<Wishlist> {
	const at = env.now().toISOString();
	await env.db.radarState.put({ key: WISHLIST_KEY, value: fields, updatedAt: at });
	env.notify(RADAR_TOPIC);
	return { ...fields, saved: true, updatedAt: at };
}

export const isEmptyWishlist = (wishlist: WishlistFields | null) =>
	!wishlist || Object.entries(wishlist).every(([key, value]) => (Array.isArray(value) ? value.length === 0 : value === (EMPTY as Record<string, unknown>)[key]));
