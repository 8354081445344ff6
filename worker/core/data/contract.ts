import { endpoint, returns } from '../http/contract';
import { RestoreQuery, type BackupStatus, type RestoreResult } from './schema';

/** Backups are as large as the person's data; the request limit of other routes does not apply. */
const MAX_BACKUP_BYTES = 512 * 1024 * 1024;

/** The person's data as one file (issue 29: declared once; README row and the UI's client come from here). */
export const dataContract = {
	backup: endpoint('GET', '/backup', {
		summary: '(every table in one JSON file with its schema and app version, when it was made and a SHA-256 of all of it but the checksum)',
		response: returns<string>(),
		file: true
	}),
	status: endpoint('GET', '/backup/status', { summary: '(`lastBackupAt`, `changedSince`, `remind`)', response: returns<BackupStatus>() }),
	restore: endpoint('POST', '/backup', {
		summary:
			'(`?mode=replace|merge`; the file’s bytes — JSON or gzip — or a multipart `file`; checked whole, '
			+ 'then written in one transaction → `{ restored, mode, migratedFrom }`; a refused file → `400 invalid_file`, nothing changed)',
		query: RestoreQuery,
		upload: true,
		maxBytes: MAX_BACKUP_BYTES,
		response: returns<RestoreResult>()
	}),
	clear: endpoint('DELETE', '/data', { summary: '(everything, `204`)', response: returns<void>() })
};
