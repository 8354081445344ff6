import { baseName, classifyFile, extensionOf } from './file-kinds';
import { IGNORED_DIRS, keyFiles } from './key-files';
import { languageOf } from './languages';
import type { RepoFile } from './types';

export type SkipReason = 'ignored_dir' | 'binary' | 'too_large' | 'over_limit';

export type LocalSelection = {
	/** Every path the analysis may know (binaries and large files too: their names tell risks). */
	tree: RepoFile[];
	/** Which files to read, key files first, within the byte budget. */
	read: string[];
	/** What was left out and why; an ignored folder is listed once, as "node_modules/". */
	skipped: { path: string; reason: SkipReason }[];
	/**
	 * Text files over MAX_FILE_BYTES, left out of the analysis of the code (and listed as
	 * too_large), that are still searched for secrets in a streamed pass (secrets.ts,
	 * scanSecretsInChunks): a key leaks as well from a 40 MB dump as from a config file.
	 */
	scan: string[];
};

export type LocalLimits = { maxFiles: number; maxBytes: number };

/** A file larger than this is data or a build artefact, not something a person wrote by hand. */
export const MAX_FILE_BYTES = 1_000_000;
/** At most this many large files are searched for secrets, shallow first: a folder of dumps needs no thousand passes. */
export const MAX_SCANNED_FILES = 200;

// Extensions of files that are not text: read, they would be noise to every check.
const BINARY = new Set(
	(
		'png jpg jpeg gif bmp ico webp avif tif tiff psd ai sketch fig heic ' +
		'zip gz tgz tar bz2 xz 7z rar jar war ear apk aab ipa dmg iso deb rpm whl ' +
		'woff woff2 ttf otf eot ' +
		'mp3 mp4 m4a wav ogg flac aac avi mov mkv webm ' +
		'exe dll so dylib bin o a obj lib class pyc pyo wasm node ' +
		'pdf doc docx xls xlsx ppt pptx odt ods odp ' +
		'db sqlite sqlite3 mdb parquet feather pkl pickle h5 onnx pt pth ckpt npy npz ' +
		'p12 pfx jks keystore der'
	).split(' ')
);

// Text that holds configuration (and so, sometimes, a secret) besides the code itself.
const CONFIG = new Set(['sql', 'json', 'yml', 'yaml', 'toml', 'ini', 'cfg', 'conf', 'properties', 'xml', 'gradle', 'tf', 'tfvars', 'md', 'rst', 'txt', 'pem', 'key']);
const CONFIG_NAMES = new Set(['dockerfile', 'makefile', 'jenkinsfile', 'gemfile', 'procfile', 'vagrantfile', '.npmrc', '.pypirc', 'id_rsa', 'id_dsa', 'id_ecdsa', 'id_ed25519', '.netrc']);

/** The first ignored folder on a path, as "a/node_modules/", or null. */
function ignoredFolder(path: string): string | null {
	const segments = path.split('/');
	for (let i = 0; i < segments.length - 1; i++) if (IGNORED_DIRS.has(segments[i])) return segments.slice(0, i + 1).join('/') + '/';
	return null;
}

/**
 * Whether a file is worth reading: code (for secrets written in it) or configuration. Env files
 * stay unread (their path is the risk) and so do lockfiles (what the tools chose, hashes only).
 */
function readable(path: string): boolean {
	const kind = classifyFile(path);
	if (kind === 'env_file' || kind === 'lockfile') return false;
	const name = baseName(path).toLowerCase();
	return kind !== null || CONFIG_NAMES.has(name) || CONFIG.has(extensionOf(name)) || languageOf(path) !== null;
}

const byPath = (a: { path: string }, b: { path: string }) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);

/**
 * For a folder on the person's own disk: which paths make the tree and which to read, so the
 * analysis sees what a host would show and a browser tab does not read gigabytes. Vendored code
 * and build output are ignored, binaries and files over 1 MB are listed but not read, the tree
 * stops at `maxFiles`, and reading stops at `maxBytes` (key files first, then configuration,
 * then code, shallow before deep).
 */
export function selectLocalFiles(entries: { path: string; size: number }[], limits: LocalLimits = { maxFiles: 5000, maxBytes: 20_000_000 }): LocalSelection {
	const skipped: LocalSelection['skipped'] = [];
	const ignored = new Set<string>();
	const kept: { path: string; size: number }[] = [];
	for (const entry of [...entries].sort(byPath)) {
		const path = entry.path.replace(/^\.\//, '').replace(/\\/g, '/');
		const folder = ignoredFolder(path);
		if (folder) {
			if (!ignored.has(folder)) {
				ignored.add(folder);
				skipped.push({ path: folder, reason: 'ignored_dir' });
			}
			continue;
		}
		kept.push({ path, size: entry.size });
	}

	// Shallow paths first, so a cut tree still holds the README, manifests and CI files.
	kept.sort((a, b) => a.path.split('/').length - b.path.split('/').length || byPath(a, b));
	const inTree = kept.slice(0, Math.max(0, limits.maxFiles));
	for (const entry of kept.slice(inTree.length)) skipped.push({ path: entry.path, reason: 'over_limit' });
	const tree: RepoFile[] = inTree.map((entry) => ({ path: entry.path, size: entry.size, kind: 'file' }));

	const candidates: { path: string; size: number; rank: number }[] = [];
	const scan: string[] = [];
	const key = new Set(keyFiles(tree, Number.POSITIVE_INFINITY));
	for (const entry of inTree) {
		if (BINARY.has(extensionOf(entry.path))) skipped.push({ path: entry.path, reason: 'binary' });
		else if (entry.size > MAX_FILE_BYTES) {
			skipped.push({ path: entry.path, reason: 'too_large' });
			// Env files are a risk by their path, lockfiles hold hashes: neither is searched, as when small.
			const kind = classifyFile(entry.path);
			if (kind !== 'env_file' && kind !== 'lockfile' && scan.length < MAX_SCANNED_FILES) scan.push(entry.path);
		}
		else if (key.has(entry.path)) candidates.push({ ...entry, rank: 0 });
		else if (readable(entry.path)) candidates.push({ ...entry, rank: languageOf(entry.path) ? 2 : 1 });
	}
	candidates.sort((a, b) => a.rank - b.rank || a.path.split('/').length - b.path.split('/').length || byPath(a, b));

	const read: string[] = [];
	let bytes = 0;
	for (const candidate of candidates) {
		if (bytes + candidate.size > limits.maxBytes) {
			skipped.push({ path: candidate.path, reason: 'over_limit' });
			continue;
		}
		bytes += candidate.size;
		read.push(candidate.path);
	}
	return { tree, read, skipped, scan };
}
