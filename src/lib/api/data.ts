import type { BackupStatus, RestoreMode, RestoreResult } from '$core/data/schema';
import type { Caller } from './client';

export type { BackupStatus, RestoreMode, RestoreResult };

/** The person's data as one file: backup, restore, the reminder's status, and clearing everything. */
export function dataApi(call: Caller) {
	return {
		/** The backup document's text, exactly as made (its checksum covers its bytes): save it as it is. */
		backup: () => call<string>('GET', '/backup', undefined, undefined, { text: true }),
		status: () => call<BackupStatus>('GET', '/backup/status'),
		/**
		 * Restores a backup file (.json or .json.gz, sent as its own bytes: no copy into a form) or a
		 * document's text. The core checks all of it first; a refused file throws `invalid_file`.
		 */
		restore: (file: Blob | string, mode: RestoreMode) =>
			call<RestoreResult>('POST', `/backup?mode=${mode}`, typeof file === 'string' ? new Blob([file], { type: 'application/json' }) : file),
		/** Everything in this browser's database, gone (the language preference stays). */
		clear: () => call<void>('DELETE', '/data')
	};
}
