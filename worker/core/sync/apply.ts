import type { CoreEnv } from '../env';
import { emit } from '../platform/events';
import { markUnsynced } from '../platform/unsynced';
import { groupOf, labelOf, TABLE_TOPIC } from './groups';
import { meet, type Resolved, type Row } from './merge';
import type { ResolutionRow } from './tables';

/** What one synced document holds once opened: the record's table, key, row (null: deleted), when it was written and by which device. */
export type Payload = { t: string; k: unknown; r: Row | null; at: string; d: string };

/** A resolution worth telling the person of: one where a version gave way. */
function resolutionRow(env: CoreEnv, table: string, resolved: Resolved, row: Row | null): ResolutionRow | null {
	const group = groupOf(table);
	if (!group) return null;
	return { id: env.newId(), at: env.now().toISOString(), group, table, label: labelOf(row), rule: resolved.rule, ...(resolved.other ? { other: resolved.other } : {}) };
}

/**
 * Rows another device wrote, applied to this device's tables in one transaction marked unsynced (so
 * they are not sent back). A row with no change of this device waiting replaces the one here (an
 * inbox item deleted there goes here too); where this device has an unsent change of the same record,
 * the two meet as a conflict (merge.ts: an inbox bucket joined item by item, an application's
 * histories joined) and the result waits in the outbox to go out. Then every cache keyed on a
 * revision reads again and the screens reload, as after a restore.
 */
export async function applyIncoming(env: CoreEnv, deviceId: string, payloads: readonly Payload[], resolutions: readonly { table: string; resolved: Resolved }[] = []): Promise<void> {
	if (!payloads.length) return;
	const tables = [...new Set(payloads.map((p) => p.t))];
	const topics = [...new Set(tables.map((table) => TABLE_TOPIC[table]).filter(Boolean))];
	const db = env.db;
	const log: ResolutionRow[] = [];
	for (const { table, resolved } of resolutions) {
		const row = resolutionRow(env, table, resolved, resolved.row);
		if (row && resolved.rule !== 'latest') log.push(row);
	}
	await db.transaction('rw', [...tables.map((name) => db.table(name)), db.syncOutbox, db.syncResolutions, db.meta], async (tx) => {
		markUnsynced(tx);
		for (const payload of payloads) {
			const table = db.table(payload.t);
			const pending = await db.syncOutbox.where('[table+key]').equals([payload.t, payload.k as string]).last();
			let row = payload.r;
			if (pending) {
				const local = ((await table.get(payload.k as string)) as Row | undefined) ?? null;
				const resolved = meet(payload.t, { row: local, at: pending.at, device: deviceId }, { row: payload.r, at: payload.at, device: payload.d });
				row = resolved.row;
				if (resolved.rule !== 'latest') {
					const logged = resolutionRow(env, payload.t, resolved, row);
					if (logged) log.push(logged);
				}
			}
			if (row) await table.put(row);
			else await table.delete(payload.k as string);
		}
		if (log.length) await db.syncResolutions.bulkPut(log);
		// A capability that caches its tables keeps `<topic>.revision` (tracker, inbox, radar): past any value a
		// tab may hold, each tab's cache of what changed reads again; the others keep theirs.
		const revisions = (await db.meta.bulkGet(topics.map((topic) => `${topic}.revision`))).filter((row) => row !== undefined);
		for (const revision of revisions) await db.meta.put({ key: revision.key, value: (Number(revision.value) || 0) + 1 });
		if (tables.includes('trackerJobs')) await db.meta.delete('tracker.ledger');
	});
	// What keeps an index beside its tables (the inbox) reads them again.
	await emit(env, 'sync.applied', { tables });
	for (const topic of topics) env.notify(topic);
	if (log.length) env.notify('sync');
}
