/**
 * The opportunity inbox: adding (text, link, capture, fields), reading one item, editing, merging
 * duplicates, bulk actions, and the ways out (the Job screen, Applications). Listing with filters,
 * search, fit sort and cursors is in listing.ts; imports in import.ts; exports in export.ts.
 */
import { problem } from '../http/problem';
import type { CoreEnv } from '../env';
import { getCapture, updateCapture } from '../captures';
import { extractJob, readJobPosting } from '../job';
import { markupToText } from '../engine/job-parse/markup';
import { createJob, getJob as getTrackerJob, trackedPostings } from '../tracker';
import { profileBasis, profileStamp, withFit } from './fit';
import { keysOf, looseKeyOf } from '../engine/posting-identity';
import { defaultOrigin, foldInto, newRow, present, reindexRow, type ItemDraft } from './items';
import type { InboxChannel, InboxItem, InboxItemCreate, InboxItemDetail, InboxItemUpdate, StoredInboxItem } from './schema';
import { currentIndex, duplicatesOf, mergedInto, readRow, readRows, writeItems } from './store';

export type Warning = { code: string; message: string; params?: Record<string, string | number> };

const notFound = (id: string) => problem('not_found', `There is no inbox item with id "${id}". It may have been deleted in another tab; reload the inbox.`);

async function getRow(env: CoreEnv, id: string): Promise<StoredInboxItem> {
	const row = await readRow(env, id);
	if (!row) throw notFound(id);
	return row;
}

/** The stamp of the profile now (what "pending" is measured against). */
const currentStamp = profileStamp;

// ---------------------------------------------------------------------------------------------
// Adding one item

type Incoming = { draft: ItemDraft; channel: InboxChannel; captureId?: string };

async function fromCapture(env: CoreEnv, captureId: string): Promise<Incoming> {
	const capture = await getCapture(env, captureId);
	const posting = capture.jobPosting;
	const description = posting?.description ? markupToText(posting.description) : (capture.text ?? '');
	return {
		channel: 'capture',
		captureId,
		draft: {
			title: (posting?.title || capture.title || '').trim(),
			company: posting?.company?.trim() ?? '',
			url: capture.url,
			location: posting?.location?.trim() ?? '',
			description,
			origin: capture.origin,
			tags: [],
			notes: '',
			status: 'new'
		}
	};
}

async function incomingOf(env: CoreEnv, body: InboxItemCreate): Promise<Incoming> {
	if ('captureId' in body) return fromCapture(env, body.captureId);
	if ('text' in body) {
		const read = await readJobPosting(env, { text: body.text });
		const url = body.url ?? null;
		const draft = {
			title: read.job.title ?? '',
			company: read.job.company ?? '',
			url,
			location: read.job.location ?? '',
			description: body.text.trim(),
			tags: body.tags,
			notes: '',
			status: 'new' as const
		};
		return { channel: 'text', draft: { ...draft, origin: body.origin || defaultOrigin(url, 'text') } };
	}
	if ('url' in body && !('title' in body)) {
		const read = await readJobPosting(env, { url: body.url });
		const url = body.url;
		const draft = { title: read.job.title ?? '', company: read.job.company ?? '', url, location: read.job.location ?? '', description: read.text, tags: body.tags, notes: '', status: 'new' as const };
		return { channel: 'link', draft: { ...draft, origin: body.origin || defaultOrigin(url, 'link') } };
	}
	const fields = body as Extract<InboxItemCreate, { title: string }>;
	if (!fields.title && !fields.url) {
		throw problem('validation_failed', 'Give the item at least a title or a link.', [{ path: 'title', message: 'A title or a link is needed.' }]);
	}
	const url = fields.url ?? null;
	return {
		channel: 'manual',
		draft: {
			title: fields.title,
			company: fields.company,
			url,
			location: fields.location,
			description: fields.description,
			origin: fields.origin || defaultOrigin(url, 'manual'),
			tags: fields.tags,
			notes: fields.notes,
			status: 'new'
		}
	};
}

/** Applications that are this posting (same link, board id, or title + company + place). */
export async function trackedMatches(env: CoreEnv): Promise<Map<string, { id: string; title: string }>> {
	const byKey = new Map<string, { id: string; title: string }>();
	for (const job of await trackedPostings(env)) {
		for (const key of keysOf(job)) if (!byKey.has(key)) byKey.set(key, { id: job.id, title: job.title });
	}
	return byKey;
}

/**
 * Where a posting with these dedupe keys already is: an inbox item (live, not merged) or an
 * application. For other capabilities (the radar) that must not bring back what the person has.
 */
export async function knownPostings(env: CoreEnv): Promise<(keys: string[]) => { inboxItemId: string | null; trackerJobId: string | null } | null> {
	const [index, tracked] = await Promise.all([currentIndex(env), trackedMatches(env)]);
	return (keys) => {
		const inboxItemId = keys.map((key) => index.byKey.get(key)?.values().next().value).find(Boolean) ?? null;
		const trackerJobId = keys.map((key) => tracked.get(key)?.id).find(Boolean) ?? null;
		return inboxItemId || trackerJobId ? { inboxItemId, trackerJobId } : null;
	};
}

export type CreateOutcome = { item: InboxItem & { warnings: Warning[] }; created: boolean };

/**
 * Adds one posting. The same posting already in the inbox (by link, board id, or title + company +
 * place) is not added twice: the kept item learns what it did not know and records it (200).
 */
export async function createItem(env: CoreEnv, body: InboxItemCreate): Promise<CreateOutcome> {
	const { draft, channel, captureId } = await incomingOf(env, body);
	const at = env.now().toISOString();
	const basis = await profileBasis(env);
	const index = await currentIndex(env);
	const keys = keysOf(draft);
	const warnings: Warning[] = [];
	const tracked = await trackedMatches(env);
	const application = keys.map((key) => tracked.get(key)).find(Boolean);
	if (application)
		warnings.push({ code: 'already_tracked', message: `This posting is already in Applications ("${application.title}").`, params: { trackerJobId: application.id } });

	const [existingId] = duplicatesOf(index, keys);
	if (existingId) {
		const kept = await getRow(env, existingId);
		const event = { at, event: 'added_again', detail: `${channel}: ${draft.origin}`, params: { channel, origin: draft.origin } };
		const next = withFit(foldInto(kept, draft, event, at), basis, at);
		await writeItems(env, { rows: [next] });
		if (captureId) await updateCapture(env, captureId, 'reviewed').catch(() => undefined);
		warnings.push({ code: 'duplicate', message: 'This posting was already in your inbox; what was new was added to it.' });
		return { item: { ...present(next, basis.stamp), warnings }, created: false };
	}
	const looseKey = looseKeyOf(draft);
	const loose = looseKey ? [...(index.byLoose.get(looseKey) ?? [])] : [];
	const row = withFit(
		newRow(
			draft,
			channel,
			env.newId(),
			at,
			{ at, event: 'created', detail: `${channel}: ${draft.origin}`, params: { channel, origin: draft.origin } },
			{ captureId: captureId ?? null, possibleDuplicateOf: loose[0] ?? null }
		),
		basis,
		at
	);
	await writeItems(env, { rows: [row] });
	if (captureId) await updateCapture(env, captureId, 'reviewed').catch(() => undefined);
	return { item: { ...present(row, basis.stamp), warnings }, created: true };
}

export async function getItem(env: CoreEnv, id: string): Promise<InboxItemDetail> {
	const row = await getRow(env, id);
	const stamp = await currentStamp(env);
	const merged = await readRows(env, mergedInto(await currentIndex(env), [id]));
	return {
		...present(row, stamp),
		merged: merged.sort((a, b) => a.updatedAt.localeCompare(b.updatedAt)).map((m) => ({ id: m.id, title: m.title, company: m.company, origin: m.origin, url: m.url, history: m.history }))
	};
}

// ---------------------------------------------------------------------------------------------
// Changing items

const EDITABLE = ['title', 'company', 'url', 'location', 'description', 'origin', 'tags', 'notes', 'jobId'] as const;

export async function updateItem(env: CoreEnv, id: string, patch: InboxItemUpdate): Promise<InboxItem> {
	const row = await getRow(env, id);
	if (patch.version !== undefined && patch.version !== row.version)
		throw problem('conflict', 'This item was changed in another tab or window. Reload it and make your change again.');
	if (row.status === 'merged' && patch.status)
		throw problem('conflict', 'This item was merged into another one; change the kept item instead.');
	const at = env.now().toISOString();
	let next: StoredInboxItem = { ...row, history: [...row.history] };
	const edited: string[] = [];
	for (const field of EDITABLE) {
		const value = patch[field];
		if (value === undefined || JSON.stringify(value) === JSON.stringify(row[field])) continue;
		(next as Record<string, unknown>)[field] = value;
		edited.push(field);
	}
	if (edited.length) next.history.push({ at, event: 'edited', detail: edited.join(', '), params: { fields: edited.join(',') } });
	if (patch.status && patch.status !== row.status) {
		next.history.push({ at, event: 'status', detail: `${row.status} → ${patch.status}`, params: { from: row.status, to: patch.status } });
		next.status = patch.status;
	}
	if (next.history.length === row.history.length) return present(row, await currentStamp(env));
	next = reindexRow({ ...next, updatedAt: at, version: row.version + 1 });
	const basis = await profileBasis(env);
	if (edited.some((field) => field === 'description' || field === 'title')) next = withFit(next, basis, at);
	await writeItems(env, { rows: [next], guard: (read) => guardVersion(read, id, row.version) });
	return present(next, basis.stamp);
}

/** Inside a write: refuses it when another tab changed the row since it was read. */
async function guardVersion(read: (id: string) => Promise<StoredInboxItem | undefined>, id: string, version: number) {
	const now = await read(id);
	if (!now) throw notFound(id);
	if (now.version !== version) throw problem('conflict', 'This item was changed in another tab or window. Reload it and make your change again.');
}

/** Folds `id` into `intoId`: the kept item gains what it lacked; both histories are kept. */
export async function mergeItem(env: CoreEnv, id: string, intoId: string): Promise<InboxItemDetail> {
	if (id === intoId) throw problem('validation_failed', 'An item cannot be merged into itself; choose another item to keep.', [{ path: 'intoId', message: 'Same item' }]);
	const [source, kept] = await Promise.all([getRow(env, id), getRow(env, intoId)]);
	if (source.status === 'merged') throw problem('conflict', 'This item was already merged into another one.');
	if (kept.status === 'merged') throw problem('conflict', 'The item to keep was itself merged into another one; merge into that one instead.');
	const at = env.now().toISOString();
	const basis = await profileBasis(env);
	const label = `${source.title || source.url || source.id} (${source.origin})`;
	const into = withFit(
		foldInto(
			{ ...kept, possibleDuplicateOf: kept.possibleDuplicateOf === id ? null : kept.possibleDuplicateOf },
			source,
			{ at, event: 'merged', detail: `${label} · ${id}`, params: { id, title: source.title || source.url || '', origin: source.origin } },
			at
		),
		basis,
		at
	);
	if (!into.trackerJobId && source.trackerJobId) into.trackerJobId = source.trackerJobId;
	if (!into.jobId && source.jobId) into.jobId = source.jobId;
	const folded: StoredInboxItem = {
		...source,
		status: 'merged',
		duplicateOf: intoId,
		possibleDuplicateOf: null,
		history: [...source.history, { at, event: 'merged_into', detail: `${kept.title || kept.url || kept.id} · ${intoId}`, params: { id: intoId, title: kept.title || kept.url || '' } }],
		updatedAt: at,
		version: source.version + 1
	};
	await writeItems(env, {
		rows: [folded, into],
		guard: async (read) => {
			await guardVersion(read, id, source.version);
			await guardVersion(read, intoId, kept.version);
		}
	});
	return getItem(env, intoId);
}

const BULK_STATUS = { review: 'reviewed', archive: 'archived', ignore: 'ignored', restore: 'new' } as const;

export async function bulkAction(env: CoreEnv, ids: string[], action: 'review' | 'archive' | 'ignore' | 'restore' | 'delete'): Promise<{ updated: number; skipped: number }> {
	const unique = [...new Set(ids)];
	const rows = await readRows(env, unique);
	if (action === 'delete') {
		// Items merged into a deleted one go with it: their only home was that item.
		const children = mergedInto(await currentIndex(env), rows.map((row) => row.id));
		await writeItems(env, { removed: [...rows.map((row) => row.id), ...children] });
		return { updated: rows.length, skipped: unique.length - rows.length };
	}
	const at = env.now().toISOString();
	const status = BULK_STATUS[action];
	const changed = rows
		.filter((row) => row.status !== 'merged' && row.status !== status)
		.map((row) => ({
			...row,
			status,
			history: [...row.history, { at, event: 'status', detail: `${row.status} → ${status}`, params: { from: row.status, to: status } }],
			updatedAt: at,
			version: row.version + 1
		}));
	await writeItems(env, { rows: changed });
	return { updated: changed.length, skipped: unique.length - changed.length };
}

// ---------------------------------------------------------------------------------------------
// Ways out: the Job screen and Applications

/** Reads the item as a structured job (stored by the job capability) and keeps the link to it. */
export async function openAsJob(env: CoreEnv, id: string): Promise<{ item: InboxItem; jobId: string }> {
	const row = await getRow(env, id);
	const metadata = { title: row.title || undefined, company: row.company || undefined, location: row.location || undefined, source: row.origin.slice(0, 100) || undefined };
	let request;
	if (row.description.trim()) request = { text: row.description, url: row.url ?? undefined, metadata };
	else if (row.url) request = { url: row.url, metadata };
	else throw problem('incomplete_job', 'This item has neither a description nor a link to read. Open the posting, copy its text and paste it in the Job screen.');
	const { job } = await extractJob(env, request);
	const at = env.now().toISOString();
	const next: StoredInboxItem = {
		...row,
		jobId: job.id,
		status: row.status === 'new' ? 'reviewed' : row.status,
		history: [...row.history, { at, event: 'opened_in_job', detail: job.id, params: { jobId: job.id } }],
		updatedAt: at,
		version: row.version + 1
	};
	await writeItems(env, { rows: [next] });
	return { item: present(next, await currentStamp(env)), jobId: job.id };
}

/** Saves the item as an application (status saved, source = the item's origin); once only. */
export async function saveToApplications(env: CoreEnv, id: string): Promise<{ item: InboxItem; trackerJobId: string; created: boolean }> {
	const row = await getRow(env, id);
	if (row.trackerJobId) {
		const existing = await getTrackerJob(env, row.trackerJobId).catch(() => null);
		if (existing) return { item: present(row, await currentStamp(env)), trackerJobId: existing.id, created: false };
	}
	if (!row.title.trim()) {
		throw problem('validation_failed', 'Give this item a title before saving it to Applications.', [{ path: 'title', message: 'A title is needed.' }]);
	}
	const job = await createJob(env, {
		title: row.title,
		company: row.company,
		url: row.url,
		location: row.location || null,
		source: row.origin.slice(0, 100),
		status: 'saved',
		notes: row.notes,
		jobId: row.jobId,
		match: null
	});
	const at = env.now().toISOString();
	const next: StoredInboxItem = {
		...row,
		trackerJobId: job.id,
		status: 'saved',
		history: [...row.history, { at, event: 'saved_to_applications', detail: job.id, params: { trackerJobId: job.id } }],
		updatedAt: at,
		version: row.version + 1
	};
	await writeItems(env, { rows: [next] });
	return { item: present(next, await currentStamp(env)), trackerJobId: job.id, created: true };
}
