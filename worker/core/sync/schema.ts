import { z } from 'zod';
import { MIN_PASSPHRASE, SYNC_GROUPS, SYNC_RULES, SYNC_STATES } from './values-schema';

export { MIN_PASSPHRASE, SYNC_GROUPS, SYNC_RULES, SYNC_STATES };

export const SyncGroup = z.enum(SYNC_GROUPS);
export type SyncGroup = z.infer<typeof SyncGroup>;

export type SyncState = (typeof SYNC_STATES)[number];

/** One conflict Rumo resolved: which record (by its kind and label, never its content), how, and when. */
export type SyncResolution = {
	id: string;
	at: string;
	group: SyncGroup;
	table: string;
	/** A short label of the record as this device shows it (an application's title), or null. */
	label: string | null;
	/** How it was resolved: `latest` (the later edit kept), `merged` (histories or items joined), `deleted` (deleted last), `kept_both` (the other version kept for the person). */
	rule: (typeof SYNC_RULES)[number];
	/** For `kept_both`: whether the version not kept can still be taken instead (POST /sync/resolutions/{id}/keep-other). */
	canKeepOther: boolean;
};

export type SyncStatus = {
	state: SyncState;
	/** The server's database address, credentials removed; null when sync is off. */
	server: string | null;
	lastSyncAt: string | null;
	/** Local changes not yet sent. */
	pending: number;
	/** The groups that sync (empty when off). */
	tables: SyncGroup[];
	/** Every group a person can choose. */
	groups: readonly SyncGroup[];
	/** Why sync cannot run in this build (the demo), or null. */
	unavailable: string | null;
	/** The initial sync's progress: records sent and received so far, of how many. */
	progress: { done: number; total: number } | null;
	/** Why the server refused or cannot be reached, in a sentence a person can act on. */
	error: { status: number | null; message: string } | null;
	/** The latest conflicts resolved, newest first. */
	resolved: SyncResolution[];
	/** When a backup was restored on this device while sync was on: it was not sent, and the person chooses (POST /sync/restored). */
	restoredAt: string | null;
};

export const RestoredChoice = z.strictObject({
	choice: z.enum(['send', 'keep'], { error: 'Choose `send` (this device\'s data goes to the other devices) or `keep` (nothing is sent).' })
});
export type RestoredChoice = z.infer<typeof RestoredChoice>;

const Passphrase = z
	.string({ error: 'Type the passphrase.' })
	.min(MIN_PASSPHRASE, { error: `Use a passphrase of at least ${MIN_PASSPHRASE} characters: it is the only key to your synced data.` })
	.max(1_000);

export const SyncStart = z.strictObject({
	/** The CouchDB-compatible database's address, e.g. `https://user:password@couch.example.org/rumo` or `http://127.0.0.1:5984/rumo`. */
	server: z.string({ error: 'Give the address of your CouchDB database.' }).trim().min(1, { error: 'Give the address of your CouchDB database.' }).max(2_000),
	passphrase: Passphrase,
	tables: z.array(SyncGroup).min(1, { error: 'Choose at least one kind of data to sync.' }).optional()
});
export type SyncStart = z.infer<typeof SyncStart>;
