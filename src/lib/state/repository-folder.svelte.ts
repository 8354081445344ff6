/**
 * Reading a folder of the person's own disk, in the page: the directory picker where the browser
 * has one, else the files an `<input webkitdirectory>` gave. Only paths and sizes are listed, and
 * only the texts selectLocalFiles asks for are read, a few at a time with pauses between, so a
 * large folder never holds the main thread for long. Nothing here reaches the network.
 */
import type { LocalFile } from '$lib/api/repository';
import { scanSecretsInChunks, type SecretFinding } from '$core/engine/repository-files/secrets';
import { folderName, isIgnoredDir, MAX_LOCAL_ENTRIES, relativePath, type FolderEntry, type ReadPlan } from './repository-view';

// The File System Access API's shapes this module uses (Chromium only; not in TypeScript's DOM types yet).
type FileHandle = { kind: 'file'; name: string; getFile(): Promise<File> };
type DirectoryHandle = { kind: 'directory'; name: string; values(): AsyncIterable<FileHandle | DirectoryHandle> };
type Picker = (options?: { id?: string; mode?: 'read' }) => Promise<DirectoryHandle>;

export type FolderSource = { handle: DirectoryHandle } | { files: File[] };
/** A listed folder: the entries for the core, and where each path's text can be read. */
export type ListedFolder = { name: string; entries: FolderEntry[]; files: Map<string, File> };

/** Why a folder could not be read: the browser refused it, or it holds nothing. */
export class FolderProblem extends Error {
	constructor(readonly reason: 'unreadable' | 'empty') {
		super(reason);
	}
}

export class FolderCancelled extends Error {
	constructor() {
		super('cancelled');
	}
}

// Entries listed, and bytes read, between two pauses that let the page paint and answer clicks.
const LIST_BATCH = 250;
const READ_BATCH_BYTES = 512 * 1024;
const READ_BATCH_FILES = 25;

const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The browser's directory picker, or null (Firefox, Safari): then the `<input webkitdirectory>` is used. */
export function directoryPicker(): (() => Promise<FolderSource | null>) | null {
	const picker = (globalThis as { showDirectoryPicker?: Picker }).showDirectoryPicker;
	if (typeof picker !== 'function') return null;
	return async () => {
		try {
			return { handle: await picker.call(globalThis, { id: 'rumo-repository', mode: 'read' }) };
		} catch (error) {
			// The person closed the picker: nothing to say.
			if ((error as { name?: string })?.name === 'AbortError') return null;
			throw new FolderProblem('unreadable');
		}
	};
}

/** The folder's name, known before it is listed (for the progress words). */
export function sourceName(source: FolderSource): string {
	if ('handle' in source) return folderName(source.handle.name);
	const first = source.files[0];
	return first ? folderName(relativePath(first.webkitRelativePath, first.name).folder) : '';
}

/** Counts what was listed and read, for the progress bar. */
export class FolderReader {
	listed = $state(0);
	done = $state(0);
	total = $state(0);
	bytesDone = $state(0);
	bytesTotal = $state(0);

	/** 0–1 of the bytes to read; null while listing. */
	get fraction(): number | null {
		if (!this.total) return null;
		return this.bytesTotal ? Math.min(1, this.bytesDone / this.bytesTotal) : this.done / this.total;
	}

	reset() {
		this.listed = this.done = this.total = this.bytesDone = this.bytesTotal = 0;
	}

	/** Every path and size of the folder; an ignored folder (node_modules, .git) is not walked, one path stands for it. */
	async list(source: FolderSource, signal: AbortSignal): Promise<ListedFolder> {
		this.reset();
		const listed = 'handle' in source ? await this.#walk(source.handle, signal) : await this.#fromFiles(source.files, signal);
		this.listed = listed.entries.length;
		if (listed.entries.length === 0) throw new FolderProblem('empty');
		return listed;
	}

	async #walk(root: DirectoryHandle, signal: AbortSignal): Promise<ListedFolder> {
		const entries: FolderEntry[] = [];
		const files = new Map<string, File>();
		const stack: { dir: DirectoryHandle; prefix: string }[] = [{ dir: root, prefix: '' }];
		try {
			while (stack.length && entries.length < MAX_LOCAL_ENTRIES) {
				const { dir, prefix } = stack.pop()!;
				for await (const entry of dir.values()) {
					if (signal.aborted) throw new FolderCancelled();
					const path = prefix + entry.name;
					if (entry.kind === 'directory') {
						if (!isIgnoredDir(entry.name)) stack.push({ dir: entry, prefix: `${path}/` });
						else {
							// The core counts ignored folders by a path inside them; walking 80,000 files of node_modules would tell it nothing more.
							for await (const child of entry.values()) {
								entries.push({ path: `${path}/${child.name}`, size: 0 });
								break;
							}
						}
					} else {
						const file = await entry.getFile();
						entries.push({ path, size: file.size });
						files.set(path, file);
					}
					if (entries.length % LIST_BATCH === 0) {
						this.listed = entries.length;
						await pause();
					}
				}
			}
		} catch (error) {
			if (error instanceof FolderCancelled) throw error;
			throw new FolderProblem('unreadable');
		}
		return { name: folderName(root.name), entries, files };
	}

	async #fromFiles(list: File[], signal: AbortSignal): Promise<ListedFolder> {
		const entries: FolderEntry[] = [];
		const files = new Map<string, File>();
		let name = '';
		for (const [i, file] of list.entries()) {
			const place = relativePath(file.webkitRelativePath, file.name);
			name ||= place.folder;
			entries.push({ path: place.path, size: file.size });
			files.set(place.path, file);
			if (i % (LIST_BATCH * 8) === 0) {
				if (signal.aborted) throw new FolderCancelled();
				this.listed = entries.length;
				await pause();
			}
		}
		return { name: folderName(name), entries, files };
	}

	/** The files to send: every listed path with its size, and the text of those the plan reads. */
	async read(folder: ListedFolder, plan: ReadPlan, signal: AbortSignal): Promise<LocalFile[]> {
		this.total = plan.read.length;
		this.bytesTotal = plan.bytes;
		this.done = this.bytesDone = 0;
		const texts = new Map<string, string>();
		let sincePause = 0;
		for (const path of plan.read) {
			if (signal.aborted) throw new FolderCancelled();
			const file = folder.files.get(path);
			if (file) {
				try {
					texts.set(path, await file.text());
				} catch {
					// A file that vanished or is locked is left out, as the core leaves out what it cannot read.
				}
				this.bytesDone += file.size;
				sincePause += file.size;
			}
			this.done++;
			if (sincePause >= READ_BATCH_BYTES || this.done % READ_BATCH_FILES === 0) {
				sincePause = 0;
				await pause();
			}
		}
		// Files too large to send are searched for secrets here, streamed: only kinds and lines go to the core.
		const secrets = new Map<string, SecretFinding[]>();
		for (const path of plan.scan) {
			const file = folder.files.get(path);
			if (!file) continue;
			try {
				secrets.set(path, (await scanSecretsInChunks(path, textChunks(file, signal))).slice(0, 1000));
			} catch (error) {
				if (error instanceof FolderCancelled) throw error;
				// A file that cannot be read is left unsearched, as a text that cannot be read is left out.
			}
		}
		return plan.files.map((entry) => {
			const text = texts.get(entry.path);
			const found = secrets.get(entry.path);
			return text !== undefined ? { ...entry, text } : found?.length ? { ...entry, secrets: found } : entry;
		});
	}
}

/** A file's text as it streams off the disk, decoded, pausing now and then so the page stays responsive. */
async function* textChunks(file: File, signal: AbortSignal): AsyncGenerator<string> {
	const reader = file.stream().pipeThrough(new TextDecoderStream()).getReader();
	let sincePause = 0;
	try {
		for (;;) {
			if (signal.aborted) throw new FolderCancelled();
			const { done, value } = await reader.read();
			if (done) return;
			yield value;
			sincePause += value.length;
			if (sincePause >= READ_BATCH_BYTES) {
				sincePause = 0;
				await pause();
			}
		}
	} finally {
		reader.cancel().catch(() => undefined);
	}
}
