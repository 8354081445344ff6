/**
 * How a conflict is resolved (issue 32). CouchDB keeps every revision two devices wrote offline; the
 * engine opens them all and asks here which record stands, by the record's kind:
 * - an application: its stage history is joined by time from every version, its stage is where the
 *   joined history ends, the other fields are the later edit's;
 * - an inbox bucket (100 items): item by item, each item's later edit;
 * - a profile item: the later edit stands and the other is kept for the person to choose;
 * - anything else: the later edit.
 * A deletion wins only when it is the later act ("deleted last"). Pure and deterministic: every
 * device resolving the same versions reaches the same record, whatever order they arrive in.
 */
import type { SYNC_RULES } from './values-schema';

export type Row = Record<string, unknown>;
export type Version = { row: Row | null; at: string; device: string };
export type Rule = (typeof SYNC_RULES)[number];
export type Resolved = { row: Row | null; rule: Rule; other?: Row };

const order = (a: Version, b: Version) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.device < b.device ? -1 : a.device > b.device ? 1 : 0);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The highest `version` of any of them, plus one: an editor holding any of them is told it changed. */
function bumpVersion(row: Row, rows: Row[]): Row {
	const versions = rows.map((r) => r.version).filter((v): v is number => typeof v === 'number');
	return versions.length ? { ...row, version: Math.max(...versions) + 1 } : row;
}

type Step = { from: string | null; to: string; at: string };

function mergeApplication(latest: Row, rows: Row[]): Row {
	const seen = new Map<string, Step>();
	for (const row of rows) for (const step of (row.history as Step[] | undefined) ?? []) seen.set(`${step.at}|${step.from}|${step.to}`, step);
	// A stable sort by time: steps of the same instant keep the order their own history gave them.
	const history = [...seen.values()].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
	const status = history.at(-1)?.to ?? latest.status;
	return { ...latest, history, status };
}

type Item = Row & { updatedAt?: string };

function mergeBucket(latest: Row, rows: Row[]): Row {
	const items: Record<string, Item> = {};
	for (const row of rows) {
		for (const [id, item] of Object.entries((row.items as Record<string, Item> | undefined) ?? {})) {
			const held = items[id];
			if (!held || String(item.updatedAt ?? '') > String(held.updatedAt ?? '') || (item.updatedAt === held.updatedAt && JSON.stringify(item) > JSON.stringify(held))) items[id] = item;
		}
	}
	return { ...latest, items: Object.fromEntries(Object.keys(items).sort().map((id) => [id, items[id]])) };
}

export function resolve(table: string, versions: readonly Version[]): Resolved {
	const sorted = [...versions].sort(order);
	const latest = sorted.at(-1)!;
	if (!latest.row) return { row: null, rule: 'deleted' };
	const rows = sorted.map((v) => v.row).filter((row): row is Row => row !== null);
	if (table === 'trackerJobs') {
		const merged = bumpVersion(mergeApplication(latest.row, rows), rows);
		return { row: merged, rule: rows.length > 1 && !rows.every((row) => same(row.history, rows[0].history)) ? 'merged' : 'latest' };
	}
	if (table === 'inboxBuckets') {
		const merged = mergeBucket(latest.row, rows);
		const count = (row: Row) => Object.keys((row.items as object | undefined) ?? {}).length;
		// "Joined" only when every side lacked something the other had: otherwise one simply held more.
		return { row: merged, rule: rows.every((row) => count(row) < count(merged)) ? 'merged' : 'latest' };
	}
	if (table === 'profileItems') {
		const other = [...rows].reverse().find((row) => !same({ ...row, version: 0, updatedAt: 0 }, { ...latest.row, version: 0, updatedAt: 0 }));
		return other ? { row: bumpVersion(latest.row, rows), rule: 'kept_both', other } : { row: bumpVersion(latest.row, rows), rule: 'latest' };
	}
	return { row: bumpVersion(latest.row, rows), rule: 'latest' };
}

/**
 * A row from another device meeting this device's unsent change of the same record (both written
 * since they last agreed): resolved as a conflict, so neither is lost while the local one waits.
 */
export const meet = (table: string, local: Version, incoming: Version): Resolved => resolve(table, [local, incoming]);
