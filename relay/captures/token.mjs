/**
 * The per-install companion token: the secret the bookmarklet or extension sends with each capture,
 * so that no other web page can add captures. 32 random bytes, base64url, kept in
 * `<dataDir>/companion-token` (mode 0600), created the first time Settings asks for it. It only
 * lets its holder add captures; reading them (GET /relay/captures) is for the Rumo page only.
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
	 * Writes a new token whole: to a private temporary file first, then linked into place (which
	 * fails rather than replace a token another relay just made), or renamed over an unusable one.
	 * @returns {Promise<string>}
	 */
	async function create() {
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
