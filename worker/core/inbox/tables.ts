import type { EntityTable } from 'dexie';
import { z } from 'zod';
import type { TableSpec } from '../platform/table';
import { InboxItem } from './schema';
import type { InboxBucket } from './store';

const StoredInboxItem = InboxItem.extend({ keys: z.array(z.string()), looseKey: z.string().nullable(), fitStamp: z.string().nullable(), seq: z.number().int().min(1) });

/** The tables this capability owns (issue 29): composed into the database by db.ts and into backups by data/tables.ts. */
export const inboxTables = {
	// The opportunity inbox, in buckets of 100 items (store.ts says why); lists, filters and dedupe run
	// on the core's in-memory index, so the table needs no index of its own.
	inboxBuckets: { key: 'id', versions: { 9: 'id' }, backup: z.object({ id: z.number().int().min(0), items: z.record(z.string(), StoredInboxItem) }) }
} satisfies Record<string, TableSpec>;

declare module '../env' {
	interface CoreTables {
		inboxBuckets: EntityTable<InboxBucket, 'id'>;
	}
}
