import { problem } from '../http/problem';
import type { PouchDb, PouchFactory } from '../platform/pouch';
import { deriveKeys, fromBase64, KDF_ITERATIONS, KDF_NAME, open, randomSalt, seal, toBase64, type Sealed, type SyncKeys } from './crypto';

/** The one plain document of the server's copy: how its key is derived (salt, iterations) and a sealed check value. */
export const META_ID = 'rumo-sync';
const CHECK = 'rumo-sync-check';
type MetaDoc = { _id: string; _rev?: string; format: 1; kdf: string; iterations: number; salt: string; check: Sealed };

/** The server's address without its credentials, for the status and the QR code. */
export function publicAddress(server: string): string {
	const url = new URL(server);
	url.username = '';
	url.password = '';
	return url.toString().replace(/\/$/, '');
}

/** An http(s) database address, or a 400 naming the field. */
export function checkAddress(server: string): void {
	let url: URL | null = null;
	try {
		url = new URL(server);
	} catch {
		url = null;
	}
	if (!url || !/^https?:$/.test(url.protocol) || url.pathname.split('/').filter(Boolean).length === 0) {
		throw problem('validation_failed', 'The server address must be an http(s) address ending in the database name, such as https://couch.example.org/rumo.', [
			{ path: 'server', message: 'Give an http(s) address ending in the database name, such as https://couch.example.org/rumo.' }
		]);
	}
}

type PouchError = { status?: number; name?: string; message?: string; reason?: string };

/** A server that could not be reached or refused, as a sentence a person can act on. */
export function serverProblem(error: unknown, address: string): { status: number | null; message: string } {
	const e = (error ?? {}) as PouchError;
	if (e.status === 401 || e.status === 403)
		return { status: e.status, message: `The server at ${address} refused the sign-in (${e.status}). Check the user name and password in the address, and that this user may write to the database.` };
	if (typeof e.status === 'number' && e.status >= 400 && e.status !== 404)
		return { status: e.status, message: `The server at ${address} answered with an error (${e.status}${e.reason ? `: ${e.reason}` : ''}). Check that it is a CouchDB-compatible database.` };
	return { status: null, message: `The server at ${address} cannot be reached. Check the address, that the server is running, and that it allows this page's origin (CORS: see the sync guide).` };
}

/**
 * This device's keys for the server's copy: derived with the copy's own salt, and checked against
 * its sealed value — another passphrase answers `422 wrong_passphrase` before anything is read or
 * written. A database without Rumo's document (new or empty) gets one, with a fresh salt.
 */
export async function keysFor(pouch: PouchFactory, server: string, passphrase: string): Promise<{ remote: PouchDb; keys: SyncKeys; created: boolean }> {
	const remote = pouch(server);
	const address = publicAddress(server);
	let meta: MetaDoc | null = null;
	try {
		meta = (await remote.get(META_ID)) as unknown as MetaDoc;
	} catch (error) {
		const e = error as PouchError;
		if (e.status !== 404) throw problem('source_unavailable', serverProblem(error, address).message);
	}
	if (meta) {
		if (meta.kdf !== KDF_NAME || !meta.salt || !meta.check) throw problem('source_unavailable', `The database at ${address} holds data Rumo did not write. Give Rumo a database of its own.`);
		const keys = await deriveKeys(passphrase, fromBase64(meta.salt), meta.iterations);
		try {
			if ((await open<string>(keys, meta.check, META_ID)) === CHECK) return { remote, keys, created: false };
		} catch {
			// Falls through: a key that cannot open the check value is another passphrase's.
		}
		throw problem('wrong_passphrase', "This server's copy was made with another passphrase. Type the passphrase you set on your other device; nothing was read or changed.");
	}
	const salt = randomSalt();
	const keys = await deriveKeys(passphrase, salt, KDF_ITERATIONS);
	const doc: MetaDoc = { _id: META_ID, format: 1, kdf: KDF_NAME, iterations: KDF_ITERATIONS, salt: toBase64(salt), check: await seal(keys, CHECK, META_ID) };
	try {
		await remote.put(doc as never);
	} catch (error) {
		const e = error as PouchError;
		// Another device set it up a moment ago: its salt is the one to use.
		if (e.status === 409) return keysFor(pouch, server, passphrase);
		throw problem('source_unavailable', serverProblem(error, address).message);
	}
	return { remote, keys, created: true };
}
