import { api } from '$lib/api';
import type { SyncStart, SyncStatus } from '$lib/api/sync';
import { Resource, watchTopics } from './resource.svelte';
import { isMoving } from './sync-form';

/** How often the status is asked again while sync is connecting or moving changes. */
export const SYNC_POLL_MS = 2_000;

/**
 * Settings → Devices (issue 32): where sync stands, and turning it on, now and off. The status
 * reloads when the core says sync changed (this tab or another) and, while it is connecting or
 * syncing, every 2 s — only while the section is on screen and the page is visible, so a tab left
 * open in the background asks nothing.
 */
export class SyncSettings {
	readonly status = new Resource<SyncStatus>(() => api.sync.status(), { topics: ['sync'] });
	busy = $state<'start' | 'now' | 'stop' | 'restored' | 'keepOther' | null>(null);
	/** Why turning sync on failed: the form turns it into words at its fields. */
	startError = $state<unknown>(null);
	/** Why "Sync now", "Stop", the choice after a restore or taking the other version failed. */
	actionError = $state<unknown>(null);
	#timer: ReturnType<typeof setTimeout> | undefined;
	#shown = false;

	/** Loads the status and keeps it current while the section is shown; answers the stop. */
	show(): () => void {
		this.#shown = true;
		void this.refresh({ keep: false });
		const stopWatching = watchTopics(['sync'], () => void this.refresh());
		const onVisibility = () => (document.visibilityState === 'visible' ? void this.refresh() : this.#clear());
		document.addEventListener('visibilitychange', onVisibility);
		return () => {
			this.#shown = false;
			this.#clear();
			stopWatching();
			document.removeEventListener('visibilitychange', onVisibility);
		};
	}

	/** Reads the status again (keeping what is shown), then polls again if sync is still moving. */
	async refresh({ keep = true }: { keep?: boolean } = {}) {
		this.#clear();
		await this.status.load({ keep });
		this.#schedule();
	}

	/** Records the `sync` consent, then starts syncing; answers whether it started. */
	async start(body: SyncStart): Promise<boolean> {
		this.busy = 'start';
		this.startError = null;
		try {
			// The permission comes first: the core refuses PUT /sync without it (403 consent_required).
			await api.settings.setConsent({ params: { integration: 'sync' }, body: { granted: true } });
			this.#take(await api.sync.start({ body }));
			return true;
		} catch (error) {
			this.startError = error;
			return false;
		} finally {
			this.busy = null;
		}
	}

	async now() {
		await this.#act('now', async () => this.#take(await api.sync.now()));
	}

	/** After a backup was restored here while syncing: `send` it to the other devices, or `keep` it here only. */
	async restored(choice: 'send' | 'keep') {
		await this.#act('restored', async () => this.#take(await api.sync.restored({ body: { choice } })));
	}

	/** A profile item edited on two devices: the version Rumo did not keep replaces the one it kept. */
	async keepOther(id: string) {
		await this.#act('keepOther', async () => this.#take(await api.sync.keepOther({ params: { id } })));
	}

	/** Stops syncing here and forgets the key on this device; the server's copy stays. */
	async stop() {
		await this.#act('stop', async () => {
			await api.sync.stop();
			this.startError = null;
			await this.refresh();
		});
	}

	async #act(kind: 'now' | 'stop' | 'restored' | 'keepOther', action: () => Promise<void>) {
		this.busy = kind;
		this.actionError = null;
		try {
			await action();
		} catch (error) {
			this.actionError = error;
			await this.refresh();
		} finally {
			this.busy = null;
		}
	}

	/** An answer that carries the status: shown at once, and any older load on its way dropped. */
	#take(status: SyncStatus) {
		this.status.drop();
		this.status.value = status;
		this.status.status = 'ready';
		this.status.error = null;
		this.#schedule();
	}

	#schedule() {
		this.#clear();
		const hidden = typeof document !== 'undefined' && document.visibilityState === 'hidden';
		if (this.#shown && !hidden && isMoving(this.status.value)) this.#timer = setTimeout(() => void this.refresh(), SYNC_POLL_MS);
	}

	#clear() {
		clearTimeout(this.#timer);
		this.#timer = undefined;
	}
}
