/**
 * Inbox rows: how one is made from the fields the person or a file gave, how the API shows it,
 * and how a duplicate folds into the item it repeats. Pure; storage lives in store.ts.
 */
import { hostOf, keysOf, looseKeyOf } from '../engine/posting-identity';
import { EMPTY_PROFILE } from './fit';
import type { InboxChannel, InboxEvent, InboxItem, InboxStatus, StoredInboxItem } from './schema';

export type ItemDraft = {
	title: string;
	company: string;
	url: string | null;
	location: string;
	description: string;
	origin: string;
	tags: string[];
	notes: string;
	status: InboxStatus;
};

/** The origin label when none was given: the site of the link, else how it came in. */
export function defaultOrigin(url: string | null, channel: InboxChannel): string {
	return hostOf(url) ?? channel;
}

export function newRow(draft: ItemDraft, channel: InboxChannel, id: string, at: string, event: InboxEvent, extra: Partial<StoredInboxItem> = {}): StoredInboxItem {
	return {
		id,
		...draft,
		channel,
		duplicateOf: null,
		possibleDuplicateOf: null,
		history: [event],
		createdAt: at,
		updatedAt: at,
		version: 1,
		fit: null,
		fitState: draft.description.trim() ? 'pending' : 'no_description',
		fitStamp: null,
		jobId: null,
		trackerJobId: null,
		captureId: null,
		keys: extra.keys ?? keysOf(draft),
		looseKey: looseKeyOf(draft),
		seq: 0,
		...extra
	};
}

/** Recomputes what finds a row after its identifying fields changed. */
export function reindexRow(row: StoredInboxItem): StoredInboxItem {
	return { ...row, keys: keysOf(row), looseKey: looseKeyOf(row) };
}

/** The item as the API shows it; a fit behind the profile reads as pending. */
export function present(row: StoredInboxItem, stamp: string): InboxItem {
	const { keys: _keys, looseKey: _loose, fitStamp, seq: _seq, ...item } = row;
	if (!row.description.trim()) return { ...item, fitState: 'no_description' };
	// An empty profile: nothing is computed or stored for it, every fit reads "add your profile".
	if (stamp === EMPTY_PROFILE) return { ...item, fit: null, fitState: 'no_profile' };
	return { ...item, fitState: fitStamp !== stamp ? 'pending' : row.fitState };
}

const joinNotes = (a: string, b: string) => (!b.trim() || a.includes(b.trim()) ? a : a.trim() ? `${a.trim()}\n${b.trim()}` : b.trim());

/**
 * Folds what a duplicate knows into the kept item: empty fields filled, tags joined, notes added;
 * nothing the kept item already says is replaced.
 */
export function foldInto(kept: StoredInboxItem, other: Pick<ItemDraft, 'title' | 'company' | 'url' | 'location' | 'description' | 'tags' | 'notes'>, event: InboxEvent, at: string): StoredInboxItem {
	const next: StoredInboxItem = {
		...kept,
		title: kept.title || other.title,
		company: kept.company || other.company,
		url: kept.url ?? other.url,
		location: kept.location || other.location,
		description: kept.description.trim() ? kept.description : other.description,
		tags: [...new Set([...kept.tags, ...other.tags])],
		notes: joinNotes(kept.notes, other.notes),
		history: [...kept.history, event],
		updatedAt: at,
		version: kept.version + 1
	};
	const filled = next.description !== kept.description;
	return reindexRow(filled ? { ...next, fitStamp: null, fitState: 'pending' } : next);
}

/** The import/export record of an item (CONTRACT.md: status `nova` is how `new` is written). */
export function recordOf(item: Pick<InboxItem, 'title' | 'company' | 'url' | 'location' | 'description' | 'origin' | 'status' | 'notes'>) {
	return {
		cargo: item.title,
		empresa: item.company,
		link: item.url ?? '',
		local: item.location,
		descricao: item.description,
		fonte: item.origin,
		status: item.status === 'new' ? 'nova' : item.status,
		observacoes: item.notes
	};
}
