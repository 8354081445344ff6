import type { EntityTable } from 'dexie';
import { z } from 'zod';
import { DocumentRow, type TableSpec } from '../platform/table';
import { RadarAlert, RadarFeed, RadarResult, RadarRound, type StoredFeed, type StoredResult } from './schema';

/** The tables this capability owns (issue 29): composed into the database by db.ts and into backups by data/tables.ts. */
export const radarTables = {
	/** The wishlist and the alert settings. */
	radarState: { key: 'key', versions: { 10: 'key' }, backup: DocumentRow },
	radarFeeds: { key: 'id', versions: { 10: 'id' }, backup: RadarFeed.extend({ content: z.string().nullable(), etag: z.string().nullable(), lastModified: z.string().nullable() }) },
	radarResults: { key: 'id', versions: { 10: 'id, feedId' }, backup: RadarResult.extend({ keys: z.array(z.string()) }) },
	radarRounds: { key: 'id', versions: { 10: 'id, startedAt' }, backup: RadarRound },
	radarAlerts: { key: 'id', versions: { 10: 'id, createdAt' }, backup: RadarAlert }
} satisfies Record<string, TableSpec>;

declare module '../env' {
	interface CoreTables {
		radarState: EntityTable<DocumentRow, 'key'>;
		radarFeeds: EntityTable<StoredFeed, 'id'>;
		radarResults: EntityTable<StoredResult, 'id'>;
		radarRounds: EntityTable<RadarRound, 'id'>;
		radarAlerts: EntityTable<RadarAlert, 'id'>;
	}
}
