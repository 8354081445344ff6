import type { EntityTable } from 'dexie';
import { z } from 'zod';
import type { TableSpec } from '../platform/table';
import { SYNC_RULES } from './values-schema';

/** One write of a synced table waiting to be sent: which record, and when it was written. */
export const OutboxEntry = z.object({ seq: z.number().int().min(1), table: z.string(), key: z.unknown(), at: z.string() });
export type OutboxEntry = z.infer<typeof OutboxEntry>;

/** One conflict resolved: schema.ts's SyncResolution, kept for History and Settings → Devices. */
export const ResolutionRow = z.object({
	id: z.string(),
	at: z.string(),
	group: z.string(),
	table: z.string(),
	label: z.string().nullable(),
	rule: z.enum(SYNC_RULES),
	/** The version not kept, for `kept_both` (a profile item edited on two devices): the person may take it instead. */
	other: z.unknown().optional()
});
export type ResolutionRow = z.infer<typeof ResolutionRow>;

/**
 * The tables this capability owns (issue 29). The outbox is written in the same transaction as the
 * change it records (outbox.ts), so a change is never committed without it nor sent twice.
 */
export const syncTables = {
	syncOutbox: { key: 'seq', versions: { 15: '++seq, [table+key]' }, backup: OutboxEntry },
	syncResolutions: { key: 'id', versions: { 15: 'id, at' }, backup: ResolutionRow }
} satisfies Record<string, TableSpec>;

declare module '../env' {
	interface CoreTables {
		syncOutbox: EntityTable<OutboxEntry, 'seq'>;
		syncResolutions: EntityTable<ResolutionRow, 'id'>;
	}
}
