import { mkdtemp, readdir, readFile, rm, stat, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONFIG_FILE, KEY_FILE, openAiStore } from './store.mjs';

const KEY = 'sk-test-STORE-0123456789abcdefghijklmnopqrstuv';
const REMOTE = { provider: /** @type {const} */ ('openai-compatible'), baseUrl: 'https://api.example.com/v1', model: 'gpt-test' };

/** @type {string} */
let scratch;
/** @type {string} the data folder, not created yet */
let dir;

beforeEach(async () => {
	scratch = await mkdtemp(join(tmpdir(), 'rumo-ai-store-test-'));
	dir = join(scratch, 'data');
});
afterEach(async () => {
	await rm(scratch, { recursive: true, force: true });
});

const readStoredConfig = async () => readFile(join(dir, CONFIG_FILE), 'utf8');
const readStoredKey = async () => readFile(join(dir, KEY_FILE), 'utf8');

describe('the AI settings store', () => {
	it('reads "no provider" before anything was saved, without creating the data folder', async () => {
		const config = await openAiStore(dir).readConfig();
		expect(config).toEqual({ provider: 'none', baseUrl: null, model: null, keyOrigin: null, updatedAt: null, keyStored: false });
		expect(await openAiStore(dir).readKey()).toBeNull();
		await expect(stat(dir)).rejects.toThrow();
	});

	it('keeps the settings in ai-config.json and the key alone in ai-key', async () => {
		const saved = await openAiStore(dir).saveConfig({ ...REMOTE, apiKey: KEY });
		expect(saved).toMatchObject({ ...REMOTE, keyOrigin: 'https://api.example.com', keyStored: true });
		expect(Date.parse(/** @type {string} */ (saved.updatedAt))).not.toBeNaN();

		expect(await readStoredKey()).toBe(KEY);
		const config = await readStoredConfig();
		expect(config).not.toContain(KEY);
		expect(JSON.parse(config)).toEqual({ ...REMOTE, keyOrigin: 'https://api.example.com', updatedAt: saved.updatedAt });
		expect((await readdir(dir)).sort()).toEqual([CONFIG_FILE, KEY_FILE]);

		// A fresh store (a restarted relay) reads the same.
		expect(await openAiStore(dir).readConfig()).toEqual(saved);
		expect(await openAiStore(dir).readKey()).toBe(KEY);
	});

	it.skipIf(process.platform === 'win32')('writes the key and the settings with mode 0600 in a folder created with mode 0700', async () => {
		await openAiStore(dir).saveConfig({ ...REMOTE, apiKey: KEY });
		expect((await stat(join(dir, KEY_FILE))).mode & 0o777).toBe(0o600);
		expect((await stat(join(dir, CONFIG_FILE))).mode & 0o777).toBe(0o600);
		expect((await stat(dir)).mode & 0o777).toBe(0o700);
	});

	it.skipIf(process.platform === 'win32')('replaces a key file that was readable by others with an owner-only one', async () => {
		await mkdir(dir, { recursive: true });
		await writeFile(join(dir, KEY_FILE), 'sk-old-key', { mode: 0o644 });
		await openAiStore(dir).saveConfig({ ...REMOTE, apiKey: KEY });
		expect((await stat(join(dir, KEY_FILE))).mode & 0o777).toBe(0o600);
		expect(await readStoredKey()).toBe(KEY);
	});

	it('keeps the key, and the address it was given for, when a save leaves apiKey out', async () => {
		const store = openAiStore(dir);
		await store.saveConfig({ ...REMOTE, apiKey: KEY });
		const saved = await store.saveConfig({ ...REMOTE, model: 'gpt-other' });
		expect(saved).toMatchObject({ model: 'gpt-other', keyStored: true, keyOrigin: 'https://api.example.com' });
		expect(await readStoredKey()).toBe(KEY);
	});

	it('removes the key when a save sends apiKey "" or null', async () => {
		for (const removal of ['', null]) {
			const store = openAiStore(dir);
			await store.saveConfig({ ...REMOTE, apiKey: KEY });
			const saved = await store.saveConfig({ ...REMOTE, apiKey: removal });
			expect(saved, String(removal)).toMatchObject({ keyStored: false, keyOrigin: null });
			await expect(stat(join(dir, KEY_FILE))).rejects.toThrow();
			expect(await store.readKey()).toBeNull();
		}
	});

	it('deletes both files on removeAll, and does not mind when they are already gone', async () => {
		const store = openAiStore(dir);
		await store.saveConfig({ ...REMOTE, apiKey: KEY });
		await store.removeAll();
		expect(await readdir(dir)).toEqual([]);
		await store.removeAll();
		expect((await store.readConfig()).provider).toBe('none');
	});

	it('never writes a key with characters a key cannot have', async () => {
		const store = openAiStore(dir);
		await expect(store.saveConfig({ ...REMOTE, apiKey: 'sk-a b' })).rejects.toThrow(/not saved/);
		await expect(stat(join(dir, KEY_FILE))).rejects.toThrow();
	});

	it('leaves no temporary files and stays consistent when many saves run at once', async () => {
		const store = openAiStore(dir);
		await Promise.all(
			Array.from({ length: 12 }, (_, index) =>
				store.saveConfig({ ...REMOTE, model: `model-${index}`, apiKey: index % 2 === 0 ? `${KEY}-${index}` : undefined })
			)
		);
		expect((await readdir(dir)).sort()).toEqual([CONFIG_FILE, KEY_FILE]);
		const config = await store.readConfig();
		expect(config.model).toBe('model-11');
		expect(await readStoredKey()).toBe(`${KEY}-10`);
	});

	it('reads a damaged or hand-edited settings file as "no provider"', async () => {
		await mkdir(dir, { recursive: true });
		for (const text of ['{ not json', '[]', '{"provider":"cloud-magic","baseUrl":"https://x.example"}', 'null']) {
			await writeFile(join(dir, CONFIG_FILE), text);
			expect((await openAiStore(dir).readConfig()).provider, text).toBe('none');
		}
	});

	it('ignores a key file whose content cannot be a key', async () => {
		await mkdir(dir, { recursive: true });
		await writeFile(join(dir, KEY_FILE), 'two words\n');
		expect(await openAiStore(dir).readKey()).toBeNull();
		expect((await openAiStore(dir).readConfig()).keyStored).toBe(false);
	});

	it('hands out the key for a call only when it was given for the base URL now saved', async () => {
		const store = openAiStore(dir);
		await store.saveConfig({ ...REMOTE, apiKey: KEY });
		expect((await store.readForCall()).key).toBe(KEY);

		// Someone edits the file to point elsewhere: the key is not sent there.
		const edited = JSON.parse(await readStoredConfig());
		await writeFile(join(dir, CONFIG_FILE), JSON.stringify({ ...edited, baseUrl: 'https://attacker.example/v1' }));
		const { config, key } = await store.readForCall();
		expect(config.baseUrl).toBe('https://attacker.example/v1');
		expect(key).toBeNull();
	});
});
