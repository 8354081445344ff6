import { resolve } from '$app/paths';
import { api } from '$lib/api';
import { deleteLocalDatabase } from '$lib/platform/local-database';
import { pendingWrites } from '$lib/platform/pending-writes';
import { onStorageProblem } from '$lib/platform/storage-signal';
import { backupFile, saveFile, storageTroubleOf, type StorageTrouble } from './storage-files';

/** While blocked by another tab, how often to look whether it let go. */
const BLOCKED_POLL_MS = 2_000;
/** A write shorter than this shows no "Saving…" (and so is not announced to screen readers). */
const SAVING_AFTER_MS = 400;

export type StorageNote = 'recovered' | 'resetFailed' | 'exportFailed' | 'exported';

/**
 * The storage as the whole app sees it (the layout's StorageState): checked once at start (GET
 * /health → storage.state) and again when any call fails for a storage reason; blocked by another
 * tab, it looks again until that tab lets go. Also whether a write is pending ("Saving…").
 */
class StorageHealth {
	trouble = $state<StorageTrouble | null>(null);
	problems = $state<{ table: string; message: string }[]>([]);
	busy = $state<'export' | 'reset' | 'check' | null>(null);
	note = $state<StorageNote | null>(null);
	confirmingReset = $state(false);
	saving = $state(false);
	#poll: ReturnType<typeof setTimeout> | undefined;
	#started = false;

	/** Starts watching; the function returned stops it. */
	start(): () => void {
		if (this.#started) return () => {};
		this.#started = true;
		void this.check();
		let timer: ReturnType<typeof setTimeout> | undefined;
		const stopWrites = pendingWrites.subscribe((count) => {
			clearTimeout(timer);
			if (count === 0) this.saving = false;
			else if (!this.saving) timer = setTimeout(() => (this.saving = pendingWrites.count > 0), SAVING_AFTER_MS);
		});
		const stopProblems = onStorageProblem((error) => {
			const trouble = storageTroubleOf(error);
			// A full disk is told by the failed write itself; the others are confirmed by a check.
			if (trouble === 'full') this.trouble = 'full';
			else void this.check();
		});
		return () => {
			this.#started = false;
			clearTimeout(timer);
			clearTimeout(this.#poll);
			stopWrites();
			stopProblems();
		};
	}

	async check() {
		clearTimeout(this.#poll);
		const before = this.trouble;
		try {
			const { storage } = await api.health.get();
			this.trouble = storage.ok ? null : (storage.state as StorageTrouble);
			this.problems = storage.problems ?? [];
		} catch {
			// The engine did not answer at all: the screens say so; nothing to add here.
			return;
		}
		if (this.trouble === 'blocked') this.#poll = setTimeout(() => void this.check(), BLOCKED_POLL_MS);
		if (before && before !== 'full' && !this.trouble) this.note = 'recovered';
	}

	async recheck() {
		this.busy = 'check';
		this.note = null;
		await this.check();
		this.busy = null;
	}

	dismiss() {
		this.trouble = null;
		this.note = null;
	}

	async exportReadable() {
		this.busy = 'export';
		this.note = null;
		try {
			const file = await backupFile(await api.data.backup());
			saveFile(file.blob, file.name);
			this.note = 'exported';
		} catch {
			this.note = 'exportFailed';
		} finally {
			this.busy = null;
		}
	}

	/**
	 * Clears everything through the API; when even that fails (the database will not open), deletes
	 * the database itself and starts the app again on a fresh one.
	 */
	async reset() {
		this.confirmingReset = false;
		this.busy = 'reset';
		this.note = null;
		try {
			await api.data.clear();
			await this.check();
			this.busy = null;
			return;
		} catch {
			/* the storage cannot be cleared: deleted whole below */
		}
		if (await deleteLocalDatabase()) {
			// Back to a clean start (without any test's ?rumo-simulate=): a new core worker, a new database.
			location.replace(resolve('/'));
			return;
		}
		this.busy = null;
		this.note = 'resetFailed';
	}
}

export const storageHealth = new StorageHealth();
