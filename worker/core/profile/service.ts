import type { z } from 'zod';
import { problem } from '../http/problem';
import type { CoreEnv } from '../env';
import { foldText } from '../engine/text/normalize';
import { PROFILE_ITEM_TYPES, ProfileBasics, ProfileItemInput, ProfileItemUpdate, type Profile, type ProfileItem, type ProfileItemType } from './schema';

export const PROFILE_TOPIC = 'profile';
const BASICS_KEY = 'basics';

type ItemInput = z.output<typeof ProfileItemInput>;
type ItemUpdate = z.output<typeof ProfileItemUpdate>;

const EMPTY_BASICS: ProfileBasics = { name: null, headline: null, email: null, phone: null, location: null, summary: null, links: [] };

const notFound = (id: string) => problem('not_found', `There is no profile item with id "${id}". It may have been removed in another tab.`);

/** Skills first, then experience, education… newest first within a type. */
function byTypeThenDate(a: ProfileItem, b: ProfileItem): number {
	const type = PROFILE_ITEM_TYPES.indexOf(a.type) - PROFILE_ITEM_TYPES.indexOf(b.type);
	if (type) return type;
	const date = (b.end ?? b.start ?? '9999').localeCompare(a.end ?? a.start ?? '9999');
	return date || a.title.localeCompare(b.title);
}

/** Two items are the same thing when type, title and organisation match, whatever the case or accents. */
const identity = (item: Pick<ProfileItem, 'type' | 'title' | 'organization'>) =>
	`${item.type}\u0000${foldText(item.title.trim())}\u0000${foldText(item.organization?.trim() ?? '')}`;

export async function readBasics(env: CoreEnv): Promise<ProfileBasics> {
	const row = await env.db.profile.get(BASICS_KEY);
	return { ...EMPTY_BASICS, ...(row?.value as Partial<ProfileBasics> | undefined) };
}

export async function getProfile(env: CoreEnv): Promise<Profile> {
	const [basicsRow, items] = await Promise.all([env.db.profile.get(BASICS_KEY), env.db.profileItems.toArray()]);
	const stamps = [basicsRow?.updatedAt, ...items.map((i) => i.updatedAt)].filter((v): v is string => !!v).sort();
	return {
		basics: { ...EMPTY_BASICS, ...(basicsRow?.value as Partial<ProfileBasics> | undefined) },
		items: items.sort(byTypeThenDate),
		updatedAt: stamps.at(-1) ?? null
	};
}

export async function putBasics(env: CoreEnv, basics: ProfileBasics): Promise<ProfileBasics> {
	const value = { ...basics, email: basics.email || null };
	await env.db.profile.put({ key: BASICS_KEY, value, updatedAt: env.now().toISOString() });
	env.notify(PROFILE_TOPIC);
	return value;
}

export async function listItems(env: CoreEnv, type?: ProfileItemType): Promise<ProfileItem[]> {
	const items = await (type ? env.db.profileItems.where('type').equals(type) : env.db.profileItems.toCollection()).toArray();
	return items.sort(byTypeThenDate);
}

function mergeInto(existing: ProfileItem, input: ItemInput, at: string): ProfileItem {
	const evidenceKey = (e: { text: string }) => foldText(e.text.trim());
	const known = new Set(existing.evidence.map(evidenceKey));
	const skills = new Map(existing.skills.map((s) => [foldText(s), s]));
	for (const skill of input.skills) if (!skills.has(foldText(skill))) skills.set(foldText(skill), skill);
	return {
		...existing,
		detail: existing.detail || input.detail,
		start: existing.start ?? input.start,
		end: existing.end ?? input.end,
		skills: [...skills.values()],
		evidence: [...existing.evidence, ...input.evidence.filter((e) => !known.has(evidenceKey(e)))],
		// What a file said of the item (facts) fills in only what the stored item does not say.
		...(existing.facts || input.facts ? { facts: { ...input.facts, ...existing.facts } } : {}),
		updatedAt: at,
		version: existing.version + 1
	};
}

/**
 * "Add to profile": stores reviewed items in one transaction. An item the profile already has
 * (same type, title and organisation) gains the new evidence instead of being duplicated.
 */
export async function addItems(env: CoreEnv, inputs: ItemInput[]): Promise<ProfileItem[]> {
	const at = env.now().toISOString();
	const table = env.db.profileItems;
	const saved = await env.db.transaction('rw', table, async () => {
		const existing = new Map((await table.toArray()).map((item) => [identity(item), item]));
		const out: ProfileItem[] = [];
		for (const input of inputs) {
			const key = identity(input);
			const match = existing.get(key);
			const item: ProfileItem = match
				? mergeInto(match, input, at)
				: { id: env.newId(), ...input, createdAt: at, updatedAt: at, version: 1 };
			await table.put(item);
			existing.set(key, item);
			out.push(item);
		}
		return out;
	});
	env.notify(PROFILE_TOPIC);
	return saved;
}

export async function updateItem(env: CoreEnv, id: string, patch: ItemUpdate): Promise<ProfileItem> {
	const table = env.db.profileItems;
	const updated = await env.db.transaction('rw', table, async () => {
		const item = await table.get(id);
		if (!item) throw notFound(id);
		if (patch.version !== undefined && patch.version !== item.version)
			throw problem('conflict', 'This item was changed somewhere else. Reload the profile to see the latest, then make your change again.');
		const { version: _version, ...fields } = patch;
		const next: ProfileItem = { ...item, ...fields, updatedAt: env.now().toISOString(), version: item.version + 1 };
		await table.put(next);
		return next;
	});
	env.notify(PROFILE_TOPIC);
	return updated;
}

export async function deleteItem(env: CoreEnv, id: string): Promise<void> {
	const table = env.db.profileItems;
	await env.db.transaction('rw', table, async () => {
		if (!(await table.get(id))) throw notFound(id);
		await table.delete(id);
	});
	env.notify(PROFILE_TOPIC);
}
