/**
 * The per-install companion token: the secret the bookmarklet or extension sends with each capture,
 * so that no other web page can add captures. 32 random bytes, base64url, kept in
 * `<dataDir>/companion-token` (mode 0600), created the first time Settings asks for it. It only
 * lets its holder add captures; reading them (GET /relay/captures) is for the Rumo page only.
 *
 * Rotating it (Settings, when a token may have leaked: a bookmarklet runs inside pages that can
 * read it) replaces the file whole and the old token is refused from that moment, since captures
 * are checked against the token this relay holds in memory. One relay per data folder: another
 * relay on the same folder would keep accepting the old token until it restarts.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { link, open, readFile, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { ensureDataDir } from '../data-dir.mjs';

export const TOKEN_FILE = 'companion-token';
export const TOKEN_FILE_MODE = 0o600;
/** What a usable token looks like: base64url, at least 32 characters (ours have 43). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32,512}$/;

export function newToken() {
	return randomBytes(32).toString('base64url');
}

/**
 * Equal in constant time (for strings of any length: both are hashed to 32 bytes first).
 * @param {string} presented
 * @param {string} expected
 */
export function tokensMatch(presented, expected) {
	const digest = (/** @type {string} */ value) => createHash('sha256').update(value, 'utf8').digest();
	return timingSafeEqual(digest(presented), digest(expected));
}

/**
 * @param {string} dir the data folder
 */
export function companionToken(dir) {
	const path = join(dir, TOKEN_FILE);
	/** @type {string | null} */
	let cached = null;
	/** @type {Promise<string> | null} */
	let creating = null;
	/** @type {Promise<unknown>} rotations run one after another */
	let rotations = Promise.resolve();

	/** @returns {Promise<string | null>} the stored token, or null when there is none (or it is unusable) */
	async function readStored() {
		if (cached) return cached;
		try {
			const value = (await readFile(path, 'utf8')).trim();
			if (TOKEN_SHAPE.test(value)) cached = value;
		} catch (error) {
			if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error;
		}
		return cached;
	}

	/**
	 * A new token in a private temporary file beside the token file, on disk before it is used.
	 * @returns {Promise<{ token: string, temporary: string }>}
	 */
	async function writeTemporary() {
		await ensureDataDir(dir);
		const token = newToken();
		const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
		const handle = await open(temporary, 'wx', TOKEN_FILE_MODE);
		try {
			await handle.writeFile(`${token}\n`);
			await handle.sync();
		} finally {
			await handle.close();
		}
		return { token, temporary };
	}

	/**
	 * Writes a new token whole: to a private temporary file first, then linked into place (which
	 * fails rather than replace a token another relay just made), or renamed over an unusable one.
	 * @returns {Promise<string>}
	 */
	async function create() {
		const { token, temporary } = await writeTemporary();
		try {
			await link(temporary, path);
		} catch (error) {
			const code = /** @type {NodeJS.ErrnoException} */ (error).code;
			if (code === 'EEXIST') {
				const existing = await readStored();
				if (existing) return existing;
			}
			// An unusable file is in the way, or this file system has no hard links.
			await rename(temporary, path);
			cached = token;
			return token;
		} finally {
			await unlink(temporary).catch(() => undefined);
		}
		cached = token;
		return token;
	}

	/**
	 * Replaces the token whole (a rename is atomic: the file always holds one complete token); the
	 * new one is used only once it is in place.
	 * @returns {Promise<string>}
	 */
	async function replace() {
		// A first token still being made would otherwise land after this one.
		if (creating) await creating.catch(() => undefined);
		const { token, temporary } = await writeTemporary();
		try {
			await rename(temporary, path);
		} catch (error) {
			await unlink(temporary).catch(() => undefined);
			throw error;
		}
		cached = token;
		return token;
	}

	return {
		path,

		/**
		 * The token, created on first use (for Settings to show).
		 * @returns {Promise<string>}
		 */
		async get() {
			const stored = await readStored();
			if (stored) return stored;
			creating ??= create().finally(() => {
				creating = null;
			});
			return creating;
		},

		/**
		 * A new token in place of the old one, which stops matching at once.
		 * @returns {Promise<string>}
		 */
		rotate() {
			const run = rotations.then(replace);
			rotations = run.catch(() => undefined);
			return run;
		},

		/**
		 * Whether `presented` is the token. Never creates one: with no token yet, nothing matches.
		 * @param {string | undefined} presented
		 */
		async matches(presented) {
			if (!presented) return false;
			const stored = await readStored();
			return stored !== null && tokensMatch(presented, stored);
		}
	};
}

/** @typedef {ReturnType<typeof companionToken>} CompanionToken */
