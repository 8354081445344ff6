/**
 * What the core needs from Node when it runs in a terminal: files read from disk (checked before
 * the core sees them), files written all-or-nothing, and — only with --allow-network — a web read
 * under the relay's own safe-fetch rules (public addresses only, no credentials, size and time
 * limits, a few redirects), called in-process instead of through a relay.
 */
import { randomUUID } from 'node:crypto';
import { open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { problem } from '$core/http/problem';
import type { PageReader } from '$core/job/service';
import { BadInput } from './args';

/** Larger than any file a command reads (an import may be 64 MB); the core applies its own, smaller limits. */
const MAX_READ_BYTES = 70 * 1024 * 1024;

export type InputFile = { path: string; name: string; bytes: Uint8Array };

/** A file's bytes, or one sentence about why it cannot be read. */
export async function readInput(path: string, cwd: string): Promise<InputFile> {
	const full = resolve(cwd, path);
	let info;
	try {
		info = await stat(full);
	} catch {
		throw new BadInput(`There is no file at ${path}. Check the path and try again.`, 'error.missingFile', { path });
	}
	if (info.isDirectory()) throw new BadInput(`${path} is a folder; give a file.`, 'error.isDirectory', { path });
	if (!info.isFile()) throw new BadInput(`${path} is not a regular file.`, 'error.notFile', { path });
	if (info.size > MAX_READ_BYTES) throw new BadInput(`${path} is larger than 70 MB; Rumo does not read files that big.`, 'error.tooLarge', { path });
	try {
		const handle = await open(full, 'r');
		try {
			return { path: full, name: basename(full), bytes: new Uint8Array(await handle.readFile()) };
		} finally {
			await handle.close();
		}
	} catch {
		throw new BadInput(`${path} could not be read: check that you may open it.`, 'error.unreadable', { path });
	}
}

/** The files of a folder, by name, that `accept` takes; bad input when it is no folder. */
export async function listFolder(path: string, cwd: string, accept: (name: string) => boolean): Promise<string[]> {
	const full = resolve(cwd, path);
	let names: string[];
	try {
		names = await readdir(full);
	} catch {
		throw new BadInput(`There is no folder at ${path}. Check the path and try again.`, 'error.missingFolder', { path });
	}
	return names
		.filter((name) => !name.startsWith('.') && accept(name))
		.sort((a, b) => a.localeCompare(b))
		.map((name) => join(full, name));
}

export async function isFolder(path: string, cwd: string): Promise<boolean> {
	return stat(resolve(cwd, path)).then(
		(info) => info.isDirectory(),
		() => false
	);
}

/** A File as the browser would hand the core one. */
export const asFile = (input: InputFile, type = '') => new File([input.bytes as BlobPart], input.name, { type });

/**
 * Writes a file all at once: a temporary file beside it, renamed over the target when complete,
 * so an interrupted run never leaves half a document where the old one was.
 */
export async function writeAtomically(path: string, bytes: Uint8Array | string): Promise<void> {
	const temporary = join(dirname(path), `.${basename(path)}.${process.pid}.${randomUUID().slice(0, 8)}.tmp`);
	try {
		await writeFile(temporary, bytes, { flag: 'wx' });
		await rename(temporary, path);
	} catch (error) {
		await rm(temporary, { force: true });
		throw new BadInput(`${path} could not be written (${(error as NodeJS.ErrnoException).code ?? 'error'}). Check the folder exists and you may write there.`, 'error.write', { path });
	}
}

/** Pages read from the web under the relay's rules; the same allow-list for tests (RUMO_RELAY_ALLOW). */
export function networkPages(env: Record<string, string | undefined>, version: string): PageReader {
	return async (url) => {
		// Loaded only for a link: the relay's modules (and Hono under its route) stay out of every other run.
		const [{ FetchError, safeFetch }, { parseAllowlist }] = await Promise.all([import('../relay/fetch/safe-fetch.mjs'), import('../relay/routes/fetch.mjs')]);
		const allow = parseAllowlist(env.RUMO_RELAY_ALLOW);
		try {
			const page = await safeFetch(url, { allow, userAgent: `Rumo/${version} (local career assistant)` });
			return { url: page.url, body: page.body, contentType: page.contentType };
		} catch (error) {
			if (error instanceof FetchError) {
				throw problem(error.code, error.detail);
			}
			throw error;
		}
	};
}

/** No network: a link is refused before anything leaves the machine. */
export const noNetwork: PageReader = async (url) => {
	throw new BadInput(`Reading ${url} needs the network; add --allow-network to allow it, or save the page and give the file.`, 'error.networkOff', { url });
};
