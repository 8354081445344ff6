/**
 * The AI provider settings, kept by the relay in the user's data folder:
 *
 * - `<dataDir>/ai-config.json` — `{ provider, baseUrl, model, keyOrigin, updatedAt }`. Never the key.
 *   `keyOrigin` is the origin (`https://host:port`) of the base URL the key was given for: the key
 *   is only ever sent there (relay/ai/provider.mjs), so changing the provider's host needs the key
 *   again (relay/routes/ai.mjs) instead of silently sending it to the new host.
 * - `<dataDir>/ai-key` — the key ALONE, nothing else in the file, mode 0600.
 *
 * Both are written whole (a private temporary file, synced, then renamed over the old one), in a
 * data folder created with mode 0700. The key is never logged and never leaves this module except
 * through `readKey()`, whose only caller hands it to the provider client.
 */
import { randomBytes } from 'node:crypto';
import { open, readFile, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { ensureDataDir } from '../data-dir.mjs';
import { PROVIDERS, originOf } from './base-url.mjs';

export const CONFIG_FILE = 'ai-config.json';
export const KEY_FILE = 'ai-key';
/** Owner-only, for the key and (because it is nobody else's business) the settings. */
export const FILE_MODE = 0o600;
/** What a key may look like: visible ASCII only (it goes into an HTTP header), 1 to 4096 characters. */
export const KEY_SHAPE = /^[\x21-\x7e]{1,4096}$/;

/**
 * @typedef {object} AiConfig
 * @property {import('./base-url.mjs').AiProvider} provider
 * @property {string | null} baseUrl
 * @property {string | null} model
 * @property {string | null} keyOrigin the origin the stored key was given for
 * @property {string | null} updatedAt ISO 8601 UTC, null before the first save
 */

/** @returns {AiConfig} */
function emptyConfig() {
	return { provider: 'none', baseUrl: null, model: null, keyOrigin: null, updatedAt: null };
}

/** @param {unknown} value */
const stringOrNull = (value) => (typeof value === 'string' && value !== '' ? value : null);

/**
 * A stored config as read back; anything unreadable counts as "no provider" (the next save
 * replaces it), so a hand-edited or damaged file can never make the relay send anything.
 * @param {unknown} value
 * @returns {AiConfig}
 */
function parseStoredConfig(value) {
	if (!value || typeof value !== 'object' || Array.isArray(value)) return emptyConfig();
	const stored = /** @type {Record<string, unknown>} */ (value);
	const provider = PROVIDERS.find((name) => name === stored.provider);
	if (!provider) return emptyConfig();
	return {
		provider,
		baseUrl: stringOrNull(stored.baseUrl),
		model: stringOrNull(stored.model),
		keyOrigin: stringOrNull(stored.keyOrigin),
		updatedAt: stringOrNull(stored.updatedAt)
	};
}

/**
 * @param {string} path
 * @returns {Promise<string | null>} null when the file does not exist
 */
async function readIfExists(path) {
	try {
		return await readFile(path, 'utf8');
	} catch (error) {
		if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return null;
		throw error;
	}
}

/** @param {string} path */
async function removeIfExists(path) {
	try {
		await unlink(path);
	} catch (error) {
		if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error;
	}
}

/**
 * Replaces `path` with `text` whole: a reader sees the old file or the new one, never half of
 * either, and the new file is owner-only from its first byte.
 * @param {string} path
 * @param {string} text
 */
async function writeWhole(path, text) {
	const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
	const handle = await open(temporary, 'wx', FILE_MODE);
	try {
		try {
			await handle.writeFile(text);
			await handle.sync();
		} finally {
			await handle.close();
		}
		await rename(temporary, path);
	} catch (error) {
		await unlink(temporary).catch(() => undefined);
		throw error;
	}
}

/**
 * Whether the stored key goes with these settings: there is one, and it was given for this base
 * URL's origin. Only then is it sent (and does GET /relay/ai/config say `hasKey: true`).
 * @param {AiConfig & { keyStored: boolean }} config
 */
export function keyMatches(config) {
	return config.keyStored && config.keyOrigin !== null && config.keyOrigin === originOf(config.baseUrl);
}

/**
 * @param {string} dir the data folder (relay/data-dir.mjs); created on the first save
 */
export function openAiStore(dir) {
	const configPath = join(dir, CONFIG_FILE);
	const keyPath = join(dir, KEY_FILE);

	/** One change at a time, so two saves can never interleave their two files. */
	let queue = Promise.resolve();
	/**
	 * @template T
	 * @param {() => Promise<T>} task
	 * @returns {Promise<T>}
	 */
	function serial(task) {
		const run = queue.then(task);
		queue = run.then(
			() => undefined,
			() => undefined
		);
		return run;
	}

	/** @returns {Promise<string | null>} */
	async function readKey() {
		const text = await readIfExists(keyPath);
		const key = text?.trim();
		return key && KEY_SHAPE.test(key) ? key : null;
	}

	/** @returns {Promise<AiConfig & { keyStored: boolean }>} */
	async function readConfig() {
		const text = await readIfExists(configPath);
		/** @type {unknown} */
		let value = null;
		if (text !== null) {
			try {
				value = JSON.parse(text);
			} catch {
				value = null;
			}
		}
		return { ...parseStoredConfig(value), keyStored: (await readKey()) !== null };
	}

	return {
		configPath,
		keyPath,
		readConfig,

		/**
		 * The stored key, for the provider client only. Never log it, return it or put it in an error.
		 * @returns {Promise<string | null>}
		 */
		readKey,

		/**
		 * The settings and the key to send with them (null when there is none for this address).
		 * @returns {Promise<{ config: AiConfig & { keyStored: boolean }, key: string | null }>}
		 */
		async readForCall() {
			const config = await readConfig();
			return { config, key: keyMatches(config) ? await readKey() : null };
		},

		/**
		 * Saves settings already checked by the caller (relay/ai/input.mjs).
		 * @param {{ provider: import('./base-url.mjs').AiProvider, baseUrl: string | null, model: string | null,
		 *   apiKey?: string | null }} settings `apiKey`: undefined keeps the stored key (and the origin
		 *   it is bound to); '' or null removes it; a string replaces it, bound to `baseUrl`'s origin
		 * @returns {Promise<AiConfig & { keyStored: boolean }>}
		 */
		saveConfig({ provider, baseUrl, model, apiKey }) {
			return serial(async () => {
				await ensureDataDir(dir);
				const previous = await readConfig();
				let keyOrigin = previous.keyStored ? previous.keyOrigin : null;
				if (typeof apiKey === 'string' && apiKey.trim() !== '') {
					const key = apiKey.trim();
					// The caller checked it; checked again so that a bad key never reaches the file.
					if (!KEY_SHAPE.test(key)) throw new Error('The AI key has characters a key never has; it was not saved.');
					await writeWhole(keyPath, key);
					keyOrigin = originOf(baseUrl);
				} else if (apiKey !== undefined) {
					// '' (or only spaces) or null: the person removed the key.
					await removeIfExists(keyPath);
					keyOrigin = null;
				}
				/** @type {AiConfig} */
				const config = { provider, baseUrl, model, keyOrigin, updatedAt: new Date().toISOString() };
				await writeWhole(configPath, `${JSON.stringify(config, null, '\t')}\n`);
				return { ...config, keyStored: (await readKey()) !== null };
			});
		},

		/** Deletes the settings and the key (DELETE /relay/ai/config). */
		removeAll() {
			return serial(async () => {
				await removeIfExists(keyPath);
				await removeIfExists(configPath);
			});
		}
	};
}

/** @typedef {ReturnType<typeof openAiStore>} AiStore */
