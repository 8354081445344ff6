import { backupBytes, checkBackup } from '$core/data/restore';
import { BackupHeader } from '$core/data/schema';
import { EXIT, onePositional } from '../args';
import type { Command, Context } from '../context';
import { readInput } from '../node-env';
import { toJson } from '../output/json';
import { fields, table } from '../output/table';

export type BackupCheck = {
	valid: true;
	appVersion: string;
	createdAt: string;
	schemaVersion: number;
	/** The schema version the records would be migrated from on restore; null when current. */
	migratedFrom: number | null;
	checksum: string;
	counts: Record<string, number>;
};

/**
 * The schema version this Rumo reads: the database's own declaration. A Dexie object only declares
 * its schema here; it is never opened, so nothing is read from or written to any storage. Dexie is
 * loaded for this command only: every other one starts without it.
 */
const readsVersion = async () => (await import('$core/db')).openDb('rumo-cli-schema').verno;

/** The checks POST /backup makes before restoring — format, version, checksum, counts, every record. */
export async function verifyBackup(bytes: Uint8Array): Promise<BackupCheck> {
	const plain = await backupBytes(bytes);
	const { tables, migratedFrom } = await checkBackup({ db: { verno: await readsVersion() } }, plain);
	// Checked whole above; the header is read again only to report it.
	const header = BackupHeader.parse(JSON.parse(new TextDecoder().decode(plain)));
	const counts = Object.fromEntries(Object.entries(tables).map(([name, rows]) => [name, rows.length]));
	return { valid: true, appVersion: header.appVersion, createdAt: header.createdAt, schemaVersion: header.schemaVersion, migratedFrom, checksum: header.checksum, counts };
}

function renderCheck(check: BackupCheck, context: Context): string {
	const { w } = context.words;
	const rows = Object.entries(check.counts).filter(([, count]) => count > 0);
	return (
		`${context.style.good(w('backup.ok'))}\n\n` +
		fields(
			[
				[w('h.created'), check.createdAt],
				[w('h.appVersion'), check.appVersion],
				[w('h.schema'), check.migratedFrom === null ? String(check.schemaVersion) : w('backup.migrates', { from: check.migratedFrom })],
				[w('h.checksum'), check.checksum]
			],
			context.style.bold
		) +
		'\n' +
		table([{ header: w('h.table') }, { header: w('h.records'), right: true }], rows.map(([name, count]) => [name, context.words.number(count)]), context.style.bold)
	);
}

export const backupVerify: Command = {
	name: 'backup verify',
	summary: 'summary.backupVerify',
	help: 'help.backupVerify',
	options: {},
	async run(context, _values, positionals) {
		const input = await readInput(onePositional(positionals, 'FILE'), context.io.cwd);
		const check = await verifyBackup(input.bytes);
		context.io.stdout(context.json ? toJson(check) : renderCheck(check, context));
		return EXIT.ok;
	}
};
