/**
 * A folder on the person's own disk as the analysis' input. The page lists every path with its size
 * and sends the texts selectLocalFiles asked for; the core chooses again with the same limits and
 * keeps only texts it chose itself, within the byte budget counted on the texts as received.
 * Nothing here reaches the network: a local folder is private evidence and never leaves the browser.
 */
import { MAX_FILE_BYTES, selectLocalFiles, type SkipReason } from '../engine/repository-files/local-files';
import { inIgnoredDir } from '../engine/repository-files/key-files';
import { MAX_SCAN_BYTES, SecretScanner, type SecretFinding } from '../engine/repository-files/secrets';
import type { RepoInput } from './analysis';
import { LOCAL_LIMITS, type LocalAnalyzeRequest } from './schema';

export type LocalRead = { input: RepoInput; skipped: Record<SkipReason, number> };

const encoder = new TextEncoder();

/** A text over MAX_FILE_BYTES searched for secrets a window at a time, as a streamed pass would. */
function scanLargeText(path: string, text: string): SecretFinding[] {
	const scanner = new SecretScanner(path);
	for (let at = 0; at < text.length && at < MAX_SCAN_BYTES; at += 64 * 1024) scanner.push(text.slice(at, Math.min(at + 64 * 1024, MAX_SCAN_BYTES)));
	return scanner.end();
}

export function readLocalFolder(body: LocalAnalyzeRequest, now: Date): LocalRead {
	const selection = selectLocalFiles(
		body.files.map(({ path, size }) => ({ path, size })),
		LOCAL_LIMITS
	);
	const skipped: Record<SkipReason, number> = { ignored_dir: 0, binary: 0, too_large: 0, over_limit: 0 };
	for (const entry of selection.skipped) skipped[entry.reason]++;

	const texts = new Map<string, string>();
	for (const file of body.files) if (file.text !== undefined) texts.set(file.path, file.text);

	// Files too large to analyse are still searched for secrets: by the page's streamed pass, or
	// here in chunks when the page sent the text all the same.
	// Only what the core chose itself: a text sent for vendored code is no more searched than read.
	const toScan = new Set(selection.scan);
	const chosen = new Set([...selection.read, ...selection.scan]);
	const scannedSecrets: NonNullable<RepoInput['scannedSecrets']> = [];
	for (const file of body.files) {
		if (file.text !== undefined && chosen.has(file.path) && encoder.encode(file.text).byteLength > MAX_FILE_BYTES) {
			for (const finding of scanLargeText(file.path, file.text)) scannedSecrets.push({ ...finding, path: file.path });
		} else if (file.secrets && toScan.has(file.path)) {
			for (const finding of file.secrets) scannedSecrets.push({ ...finding, path: file.path });
		}
	}

	const contents: Record<string, string> = {};
	let bytes = 0;
	for (const path of selection.read) {
		const text = texts.get(path);
		if (text === undefined) continue;
		// The size the page declared chose the file; the text it sent is what counts against the limits.
		const size = encoder.encode(text).byteLength;
		if (size > MAX_FILE_BYTES) {
			skipped.too_large++;
			continue;
		}
		if (bytes + size > LOCAL_LIMITS.maxBytes) {
			skipped.over_limit++;
			continue;
		}
		bytes += size;
		contents[path] = text.replace(/^\uFEFF/, '');
	}

	const listed = body.files.filter((file) => !inIgnoredDir(file.path)).length;
	return {
		input: {
			meta: { host: 'local', owner: '', name: body.name, url: null, description: null, stars: null, license: null, pushedAt: null, archived: false, defaultBranch: null },
			languages: {},
			tree: selection.tree,
			truncated: listed > selection.tree.length,
			contents,
			public: false,
			now: now.toISOString(),
			scannedSecrets
		},
		skipped
	};
}

/**
 * What tells two folders of the same name apart: the names at their top level (`src`, `package.json`,
 * `README.md`…), hashed (FNV-1a). The same project read again keeps its key, so its analysis is
 * replaced; another project that happens to share the folder's name ("app", "site") gets its own.
 */
export function folderFingerprint(paths: readonly string[]): string {
	const top = [...new Set(paths.map((path) => path.split('/')[0]))].sort();
	let hash = 0x811c9dc5;
	for (const char of top.join('\n')) {
		hash ^= char.codePointAt(0)!;
		hash = Math.imul(hash, 0x01000193) >>> 0;
	}
	return hash.toString(16).padStart(8, '0');
}
