import { z } from 'zod';

/** The backup document (GET /api/v1/backup), one JSON file with everything in this browser's database. */
export const BACKUP_FORMAT = 'rumo-backup';

export const BackupHeader = z.object({
	format: z.literal(BACKUP_FORMAT, { error: 'This is not a Rumo backup file.' }),
	/** How the file is written and what its checksum covers (checksum.ts); absent in format 1. */
	formatVersion: z.number().int().min(1).optional(),
	/** The database schema (Dexie version) the records are in; older ones are migrated on restore. */
	schemaVersion: z.number().int().min(1),
	appVersion: z.string(),
	createdAt: z.string(),
	counts: z.record(z.string(), z.number().int().min(0)),
	/** Tables that could not be read when it was made (a storage that failed its integrity check). */
	unreadable: z.array(z.string()).optional(),
	/**
	 * `sha256:<hex>` of everything else in the file, serialised canonically (format 2, checksum.ts);
	 * in format 1, of JSON.stringify(tables) exactly as written.
	 */
	checksum: z.string().regex(/^sha256:[0-9a-f]{64}$/, 'The checksum is missing or malformed.'),
	tables: z.record(z.string(), z.array(z.unknown()))
});
export type BackupDocument = z.infer<typeof BackupHeader>;

export const RestoreMode = z.enum(['replace', 'merge']);
export type RestoreMode = z.infer<typeof RestoreMode>;
export const RestoreQuery = z.object({ mode: RestoreMode.default('replace') });

/** `restored`: records per table, plus `inboxItems` (the inbox is stored in buckets of items). */
export const RestoreResult = z.object({ restored: z.record(z.string(), z.number().int()), mode: RestoreMode, migratedFrom: z.number().int().nullable() });
export type RestoreResult = z.infer<typeof RestoreResult>;

/** Whether to remind the person to make a backup (Settings → Storage). */
export const BackupStatus = z.object({
	lastBackupAt: z.string().nullable(),
	/** Records created or changed since the last backup (all records when there was none). */
	changedSince: z.number().int(),
	remind: z.boolean()
});
export type BackupStatus = z.infer<typeof BackupStatus>;
