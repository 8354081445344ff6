/**
 * End-to-end encryption of synced records (issue 32), with WebCrypto only. A passphrase and a random
 * salt (kept with the server's copy) give, through PBKDF2-SHA-256, two keys: AES-GCM-256 for the
 * records and HMAC-SHA-256 for their ids, so an id (table + key: an application's id, a profile
 * item's) says nothing of the record. Each record is sealed with a fresh 96-bit IV and its document id
 * as additional data: a server that swaps two documents makes both fail to open, not read as each other.
 */
export type SyncKeys = { seal: CryptoKey; ids: CryptoKey };
export type Sealed = { iv: string; c: string };

/** OWASP's figure for PBKDF2-SHA-256 (2023): a guessed passphrase costs the guesser as much. */
export const KDF_ITERATIONS = 600_000;
export const KDF_NAME = 'PBKDF2-SHA-256';

const utf8 = new TextEncoder();

export function toBase64(bytes: Uint8Array): string {
	let text = '';
	for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
	return btoa(text);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
	const raw = atob(text);
	const bytes = new Uint8Array(raw.length);
	for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
	return bytes;
}

export const randomSalt = (): Uint8Array<ArrayBuffer> => crypto.getRandomValues(new Uint8Array(16));

export async function deriveKeys(passphrase: string, salt: Uint8Array<ArrayBuffer>, iterations = KDF_ITERATIONS): Promise<SyncKeys> {
	const base = await crypto.subtle.importKey('raw', utf8.encode(passphrase.normalize('NFC')), 'PBKDF2', false, ['deriveBits']);
	const bits = new Uint8Array(await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, base, 512));
	const [seal, ids] = await Promise.all([
		crypto.subtle.importKey('raw', bits.slice(0, 32), 'AES-GCM', false, ['encrypt', 'decrypt']),
		crypto.subtle.importKey('raw', bits.slice(32), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
	]);
	bits.fill(0);
	return { seal, ids };
}

export async function seal(keys: SyncKeys, value: unknown, boundTo: string): Promise<Sealed> {
	const iv = crypto.getRandomValues(new Uint8Array(12));
	const plain = utf8.encode(JSON.stringify(value));
	const cipher = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: utf8.encode(boundTo) }, keys.seal, plain);
	return { iv: toBase64(iv), c: toBase64(new Uint8Array(cipher)) };
}

/** The sealed value, or a thrown error when the key is not the one it was sealed with (or the text was changed). */
export async function open<T>(keys: SyncKeys, sealed: Sealed, boundTo: string): Promise<T> {
	const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(sealed.iv), additionalData: utf8.encode(boundTo) }, keys.seal, fromBase64(sealed.c));
	return JSON.parse(new TextDecoder().decode(plain)) as T;
}

/** A record's document id: `r` and 43 characters of base64url HMAC of its table and key. */
export async function recordId(keys: SyncKeys, table: string, key: unknown): Promise<string> {
	const mac = new Uint8Array(await crypto.subtle.sign('HMAC', keys.ids, utf8.encode(`${table}\u0000${JSON.stringify(key)}`)));
	return 'r' + toBase64(mac).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
