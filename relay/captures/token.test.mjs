import { mkdtemp, readdir, readFile, rm, stat, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TOKEN_FILE, companionToken, tokensMatch } from './token.mjs';

/** @type {string} */
let scratch;
/** @type {string} the data folder, not created yet */
let dir;

beforeEach(async () => {
	scratch = await mkdtemp(join(tmpdir(), 'rumo-captures-token-test-'));
	dir = join(scratch, 'data');
});
afterEach(async () => {
	await rm(scratch, { recursive: true, force: true });
});

describe('the companion token', () => {
	it('is 32 random bytes in base64url, created once and the same after a restart', async () => {
		const token = await companionToken(dir).get();
		expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
		expect(Buffer.from(token, 'base64url')).toHaveLength(32);
		expect(await companionToken(dir).get()).toBe(token);
		expect((await readFile(join(dir, TOKEN_FILE), 'utf8')).trim()).toBe(token);
	});

	it('differs from one install to another', async () => {
		const other = join(scratch, 'other');
		expect(await companionToken(dir).get()).not.toBe(await companionToken(other).get());
	});

	it('is created only once when asked for many times at once, leaving no temporary files', async () => {
		const store = companionToken(dir);
		const tokens = await Promise.all(Array.from({ length: 10 }, () => store.get()));
		expect(new Set(tokens).size).toBe(1);
		expect(await readdir(dir)).toEqual([TOKEN_FILE]);
	});

	it.skipIf(process.platform === 'win32')('is stored with mode 0600 in a data folder created with mode 0700', async () => {
		await companionToken(dir).get();
		expect((await stat(join(dir, TOKEN_FILE))).mode & 0o777).toBe(0o600);
		expect((await stat(dir)).mode & 0o777).toBe(0o700);
	});

	it('matches only the exact token', async () => {
		const store = companionToken(dir);
		const token = await store.get();
		expect(await store.matches(token)).toBe(true);
		expect(await companionToken(dir).matches(token)).toBe(true);
		for (const wrong of [undefined, '', token.slice(0, -1), `${token}x`, token.toUpperCase(), 'x'.repeat(43)]) {
			expect(await store.matches(wrong), String(wrong)).toBe(false);
		}
	});

	it('matches nothing and creates nothing when no token was made yet', async () => {
		expect(await companionToken(dir).matches('x'.repeat(43))).toBe(false);
		await expect(stat(dir)).rejects.toThrow();
	});

	it('replaces an unusable token file with a new token', async () => {
		await mkdir(dir, { recursive: true });
		await writeFile(join(dir, TOKEN_FILE), '\n');
		const store = companionToken(dir);
		expect(await store.matches('')).toBe(false);
		const token = await store.get();
		expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
		expect((await readFile(join(dir, TOKEN_FILE), 'utf8')).trim()).toBe(token);
	});

	it('compares tokens of different lengths without throwing', () => {
		expect(tokensMatch('short', 'a much longer token value')).toBe(false);
		expect(tokensMatch('same', 'same')).toBe(true);
	});

	it('rotates to a fresh token: the old one stops matching at once, and the new one is kept after a restart', async () => {
		const store = companionToken(dir);
		const old = await store.get();
		const fresh = await store.rotate();
		expect(fresh).toMatch(/^[A-Za-z0-9_-]{43}$/);
		expect(fresh).not.toBe(old);
		expect(await store.matches(old)).toBe(false);
		expect(await store.matches(fresh)).toBe(true);
		expect(await store.get()).toBe(fresh);
		expect((await readFile(join(dir, TOKEN_FILE), 'utf8')).trim()).toBe(fresh);
		const restarted = companionToken(dir);
		expect(await restarted.matches(old)).toBe(false);
		expect(await restarted.get()).toBe(fresh);
	});

	it.skipIf(process.platform === 'win32')('writes the rotated token with mode 0600, leaving no temporary files', async () => {
		const store = companionToken(dir);
		await store.get();
		await store.rotate();
		expect(await readdir(dir)).toEqual([TOKEN_FILE]);
		expect((await stat(join(dir, TOKEN_FILE))).mode & 0o777).toBe(0o600);
	});

	it('rotates one after another when asked many times at once, ending with the last token in the file', async () => {
		const store = companionToken(dir);
		const first = await store.get();
		const tokens = await Promise.all(Array.from({ length: 5 }, () => store.rotate()));
		expect(new Set([first, ...tokens]).size).toBe(6);
		const last = tokens[tokens.length - 1];
		expect((await readFile(join(dir, TOKEN_FILE), 'utf8')).trim()).toBe(last);
		expect(await store.get()).toBe(last);
		for (const old of [first, ...tokens.slice(0, -1)]) expect(await store.matches(old)).toBe(false);
		expect(await readdir(dir)).toEqual([TOKEN_FILE]);
	});

	it('makes a token when rotated before one existed', async () => {
		const token = await companionToken(dir).rotate();
		expect(await companionToken(dir).get()).toBe(token);
	});
});
