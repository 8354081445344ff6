import { api, type Health } from '$lib/api';
import type { BackupStatus, RestoreMode, RestoreResult } from '$lib/api/data';
import { onDataChange, type Topic } from '$lib/platform/changes';
import { backupFile, refusalFrom, saveFile, type Refusal } from './storage-files';

/** What the last action of the panel came to; turned into words when shown, so it follows the language. */
export type StorageOutcome =
	| { kind: 'exported'; name: string; size: number; unreadable: string[] }
	| { kind: 'restored'; result: RestoreResult }
	| { kind: 'refused'; refusal: Refusal }
	| { kind: 'cleared' }
	| { kind: 'failed'; error: unknown };

export type PersistResult = 'granted' | 'denied' | 'unsupported';

/** Changes that may move the backup reminder (a restore or a clear notifies them all). */
const WATCHED: readonly Topic[] = ['tracker', 'inbox', 'resume', 'job', 'match', 'profile', 'tailor'];

/** Settings → Storage: space used, keeping the data, backup and restore, clearing everything. */
export class StorageSettings {
	health = $state<Health | null>(null);
	healthFailed = $state(false);
	status = $state<BackupStatus | null>(null);
	persistResult = $state<PersistResult | null>(null);
	busy = $state<'export' | 'restore' | 'clear' | null>(null);
	outcome = $state<StorageOutcome | null>(null);
	/** The file chosen to restore, while the person decides how. */
	chosen = $state<File | null>(null);
	confirmingClear = $state(false);

	async load() {
		await Promise.all([this.loadHealth(), this.loadStatus()]);
	}

	async loadHealth() {
		try {
			this.health = await api.health.get();
			this.healthFailed = false;
		} catch {
			this.healthFailed = true;
		}
	}

	async loadStatus() {
		try {
			this.status = await api.data.status();
		} catch {
			this.status = null;
		}
	}

	/** Keeps the reminder true to what changed here or in another tab. */
	watch(): () => void {
		const stops = WATCHED.map((topic) => onDataChange(topic, () => void this.load()));
		return () => stops.forEach((stop) => stop());
	}

	// Asking for persistent storage is a page-only API (not available to workers).
	async persist() {
		if (!navigator.storage?.persist) {
			this.persistResult = 'unsupported';
			return;
		}
		this.persistResult = (await navigator.storage.persist().catch(() => false)) ? 'granted' : 'denied';
		await this.loadHealth();
	}

	async exportBackup() {
		this.busy = 'export';
		this.outcome = null;
		try {
			const text = await api.data.backup();
			const unreadable = (/"unreadable":\[([^\]]*)\]/.exec(text.slice(0, 4096))?.[1] ?? '').replace(/"/g, '').split(',').filter(Boolean);
			const file = await backupFile(text);
			saveFile(file.blob, file.name);
			this.outcome = { kind: 'exported', name: file.name, size: file.blob.size, unreadable };
			await this.loadStatus();
		} catch (error) {
			this.outcome = { kind: 'failed', error };
		} finally {
			this.busy = null;
		}
	}

	choose(file: File | null) {
		this.outcome = null;
		this.chosen = file;
	}

	async restore(mode: RestoreMode) {
		const file = this.chosen;
		if (!file) return;
		this.chosen = null;
		this.busy = 'restore';
		try {
			this.outcome = { kind: 'restored', result: await api.data.restore({ query: { mode }, body: file }) };
		} catch (error) {
			const refusal = refusalFrom(error);
			this.outcome = refusal ? { kind: 'refused', refusal } : { kind: 'failed', error };
		} finally {
			this.busy = null;
		}
		await this.load();
	}

	async clear() {
		this.confirmingClear = false;
		this.busy = 'clear';
		this.outcome = null;
		try {
			await api.data.clear();
			this.outcome = { kind: 'cleared' };
		} catch (error) {
			this.outcome = { kind: 'failed', error };
		} finally {
			this.busy = null;
		}
		await this.load();
	}
}
