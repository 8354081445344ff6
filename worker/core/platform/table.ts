import type { Dexie, EntityTable, Transaction } from 'dexie';
import { z } from 'zod';

/**
 * One IndexedDB table as the capability that owns it declares it (issue 29): its primary key, its
 * Dexie index list at each database version that changed it (the first names the version that
 * introduced it; a shipped version is never edited, a change is a new version), the schema a
 * backup's record must pass, and the data moved in place when a version opens. db.ts composes the
 * database from these, data/tables.ts the backup list.
 */
export type TableSpec = {
	key: string;
	versions: Readonly<Record<number, string>>;
	backup: z.ZodType;
	upgrades?: Readonly<Record<number, (tx: Transaction) => Promise<void>>>;
};

/** The database's versions from every table's own history: one `version(n)` per number any table names. */
export function applyVersions(db: Dexie, tables: Readonly<Record<string, TableSpec>>): void {
	const versions = new Map<number, { stores: Record<string, string>; upgrades: ((tx: Transaction) => Promise<void>)[] }>();
	const at = (n: number) => versions.get(n) ?? versions.set(n, { stores: {}, upgrades: [] }).get(n)!;
	for (const [name, spec] of Object.entries(tables)) {
		for (const [n, stores] of Object.entries(spec.versions)) at(Number(n)).stores[name] = stores;
		for (const [n, upgrade] of Object.entries(spec.upgrades ?? {})) at(Number(n)).upgrades.push(upgrade);
	}
	for (const n of [...versions.keys()].sort((a, b) => a - b)) {
		const { stores, upgrades } = versions.get(n)!;
		const version = db.version(n).stores(stores);
		if (upgrades.length)
			version.upgrade(async (tx) => {
				for (const upgrade of upgrades) await upgrade(tx);
			});
	}
}

/** A keyed document of a capability (the profile's basics, the radar's wishlist…), with when it last changed. */
export const DocumentRow = z.object({ key: z.string(), value: z.unknown(), updatedAt: z.string() });
export type DocumentRow = z.infer<typeof DocumentRow>;

/** A key/value row for small core-owned state (consents, read positions, schema notes…). */
export const MetaRow = z.object({ key: z.string(), value: z.unknown() });
export type MetaRow = z.infer<typeof MetaRow>;

/** The kernel's own table: every capability keeps its small state in `meta`, under its own key prefix. */
export const kernelTables = {
	meta: { key: 'key', versions: { 1: 'key' }, backup: MetaRow }
} satisfies Record<string, TableSpec>;

declare module '../env' {
	interface CoreTables {
		meta: EntityTable<MetaRow, 'key'>;
	}
}
