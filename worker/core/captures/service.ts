import { z } from 'zod';
import { problem } from '../http/problem';
import type { CoreEnv } from '../env';
import { RelayCapture, type Capture, type CaptureList, type CaptureStatus, type CompanionSetup } from './schema';

export const CAPTURES_TOPIC = 'captures';
const CURSOR_KEY = 'captures.cursor';
const LAST_SYNC_KEY = 'captures.lastSyncAt';
/** A bound on one sync, so a huge backlog cannot hold the core: the rest comes next time. */
const MAX_PAGES = 20;

const RelayPage = z.object({
	items: z.array(z.unknown()),
	nextCursor: z.string(),
	hasMore: z.boolean(),
	corrupted: z.array(z.unknown()).default([])
});

type Sync = { relay: boolean; added: number; corrupted: number };

/** Copies captures the relay has that this browser has not seen; review states stay local. */
async function syncFromRelay(env: CoreEnv): Promise<Sync> {
	let cursor = ((await env.db.meta.get(CURSOR_KEY))?.value as string | undefined) ?? '0';
	let added = 0;
	let corrupted = 0;
	for (let page = 0; page < MAX_PAGES; page++) {
		let response: Response;
		try {
			response = await env.relay(`/relay/captures?since=${encodeURIComponent(cursor)}&limit=500`);
		} catch {
			return { relay: false, added, corrupted };
		}
		if (!response.ok) return { relay: false, added, corrupted };
		const body = RelayPage.safeParse(await response.json().catch(() => null));
		if (!body.success) return { relay: false, added, corrupted };
		corrupted += body.data.corrupted.length;
		const fresh: Capture[] = [];
		for (const raw of body.data.items) {
			const capture = RelayCapture.safeParse(raw);
			if (capture.success) fresh.push({ ...capture.data, status: 'new', statusAt: null });
			else corrupted++;
		}
		const next = body.data.nextCursor;
		await env.db.transaction('rw', env.db.captures, env.db.meta, async () => {
			const known = new Set((await env.db.captures.bulkGet(fresh.map((c) => c.id))).filter(Boolean).map((c) => c!.id));
			const toAdd = fresh.filter((c) => !known.has(c.id));
			await env.db.captures.bulkAdd(toAdd);
			added += toAdd.length;
			await env.db.meta.put({ key: CURSOR_KEY, value: next });
			await env.db.meta.put({ key: LAST_SYNC_KEY, value: env.now().toISOString() });
		});
		cursor = next;
		if (!body.data.hasMore) break;
	}
	if (added) env.notify(CAPTURES_TOPIC);
	return { relay: true, added, corrupted };
}

export async function listCaptures(env: CoreEnv, query: { status?: CaptureStatus; limit: number }): Promise<CaptureList> {
	const sync = await syncFromRelay(env);
	const lastSyncAt = ((await env.db.meta.get(LAST_SYNC_KEY))?.value as string | undefined) ?? null;
	const stored = await (query.status ? env.db.captures.where('status').equals(query.status) : env.db.captures.toCollection()).toArray();
	// Captures synced before they carried a posting have no such field.
	const all = stored.map((capture) => ({ ...capture, jobPosting: capture.jobPosting ?? null }));
	all.sort((a, b) => b.capturedAt.localeCompare(a.capturedAt) || b.seq - a.seq);
	const warnings = [];
	if (!sync.relay)
		warnings.push({ code: 'relay_unavailable', message: 'The local relay is not running, so new captures could not be read. Start Rumo with npm start; the captures already here are shown.' });
	if (sync.corrupted)
		warnings.push({ code: 'storage_corrupted', message: `${sync.corrupted} damaged capture(s) in the companion's file were skipped.` });
	return { items: all.slice(0, query.limit), total: all.length, nextCursor: null, sync: { ...sync, lastSyncAt }, warnings };
}

export async function updateCapture(env: CoreEnv, id: string, status: CaptureStatus): Promise<Capture> {
	const table = env.db.captures;
	const updated = await env.db.transaction('rw', table, async () => {
		const capture = await table.get(id);
		if (!capture) throw problem('not_found', `There is no capture with id "${id}". Reload the list of captures.`);
		const next = { ...capture, status, statusAt: env.now().toISOString() };
		await table.put(next);
		return next;
	});
	env.notify(CAPTURES_TOPIC);
	return updated;
}

const RELAY_OFF = 'The browser companion talks to the local relay, which is not running. Start Rumo with npm start.';

/** The relay's `{ token }` answer, or relay_unavailable when there is no relay to ask. */
async function relayToken(env: CoreEnv, path: string, init?: RequestInit): Promise<string> {
	let response: Response;
	try {
		response = await env.relay(path, init);
	} catch {
		throw problem('relay_unavailable', RELAY_OFF);
	}
	const body = (await response.json().catch(() => null)) as { token?: string } | null;
	if (!response.ok || typeof body?.token !== 'string') throw problem('relay_unavailable', RELAY_OFF);
	return body.token;
}

/**
 * What Settings shows so the person can set up the bookmarklet or extension: the relay's address
 * for captures and its per-install token (which lets a page add captures, never read them).
 */
export async function companionSetup(env: CoreEnv, origin: string): Promise<CompanionSetup> {
	return { endpoint: `${origin}/relay/captures`, token: await relayToken(env, '/relay/captures/token') };
}

/**
 * A new companion token, for when the old one may have leaked (a bookmarklet runs inside the pages
 * it captures). The relay refuses the old one at once, so the bookmarklet and the extension need
 * the new one.
 */
export async function rotateCompanionToken(env: CoreEnv): Promise<CompanionSetup> {
	return { endpoint: `${env.origin}/relay/captures`, token: await relayToken(env, '/relay/captures/token/rotate', { method: 'POST', headers: { 'x-rumo-page': '1' } }) };
}

/** One capture as stored in this browser (the inbox turns a capture into an item). */
export async function getCapture(env: CoreEnv, id: string): Promise<Capture> {
	const capture = await env.db.captures.get(id);
	if (!capture) throw problem('not_found', `There is no capture with id "${id}". Reload the list of captures.`);
	return capture;
}
