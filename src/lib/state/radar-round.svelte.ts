import { api, isApiError } from '$lib/api';
import type { RadarRound } from '$lib/api/radar';
import { Latest } from './resource.svelte';
import { TaskRun } from './task-run.svelte';

/** Held while a round runs in any tab: two rounds at once would each keep what the other found. */
const ROUND_LOCK = 'rumo-radar-round';

type Locks = { request: (name: string, options: { ifAvailable?: boolean }, run: (lock: unknown) => Promise<unknown>) => Promise<unknown> };
const locks = (): Locks | null => (typeof navigator !== 'undefined' && 'locks' in navigator ? (navigator.locks as unknown as Locks) : null);

/**
 * Running a round: one at a time, with its progress (reported by the core under a task id) and a
 * cancel. One runner for the whole app, so the screen shows a scheduled round's progress too and
 * a scheduled round never starts while one is running. The last round stays for the screen's
 * per-source summary.
 */
export class RoundRunner {
	running = $state<RadarRound['trigger'] | null>(null);
	/** The latest round (from the list, or the one just run). */
	last = $state<RadarRound | null>(null);
	/** How many rounds the core keeps (0: none ever ran). */
	count = $state(0);
	loaded = $state(false);
	/** Why the last run failed as a whole (no source, cancelled before any source); per-source problems are in `last`. */
	error = $state<unknown>(null);
	readonly #task = new TaskRun();
	readonly #latest = new Latest();

	/** 0–1 as the core reports it; null before its first report. */
	get progress(): number | null {
		return this.#task.progress;
	}

	get cancelling(): boolean {
		return this.#task.cancelling;
	}

	async loadLast() {
		const current = this.#latest.next();
		try {
			const { items } = await api.radar.rounds();
			if (!current() || this.running) return;
			this.last = items[0] ?? null;
			this.count = items.length;
		} catch {
			/* the summary waits for the next change; the results say what failed */
		} finally {
			if (current()) this.loaded = true;
		}
	}

	/**
	 * Runs a round over every source; answers it, or null when it could not start or failed. A
	 * scheduled round is skipped when one is running here or in another tab; one the person asks
	 * for waits for a running one in another tab.
	 */
	async run(trigger: RadarRound['trigger'] = 'manual'): Promise<RadarRound | null> {
		if (this.running) return null;
		const lock = locks();
		if (!lock) return this.#run(trigger);
		let outcome: RadarRound | null = null;
		await lock.request(ROUND_LOCK, { ifAvailable: trigger === 'schedule' }, async (held) => {
			if (held) outcome = await this.#run(trigger);
		});
		return outcome;
	}

	async #run(trigger: RadarRound['trigger']): Promise<RadarRound | null> {
		if (this.running) return null;
		this.running = trigger;
		this.error = null;
		try {
			const round = await this.#task.run((task) => api.radar.runRound({ body: { trigger }, task }));
			this.last = round;
			this.count = Math.max(this.count, 0) + 1;
			this.#latest.drop();
			return round;
		} catch (error) {
			this.error = error;
			return null;
		} finally {
			this.running = null;
		}
	}

	/** Records the person's yes for reading public addresses (Settings shows it); a round then reads them. */
	async allowReading() {
		await api.settings.setConsent({ params: { integration: 'relay-fetch' }, body: { granted: true } });
	}

	/** Stops the round: the sources already read keep their results, and the round says it was cancelled. */
	async cancel() {
		await this.#task.cancel().catch(() => {});
	}

	/** The person stopped it before any source finished: said as a notice, not as a failure. */
	get cancelled(): boolean {
		return (isApiError(this.error) && this.error.code === 'cancelled') || !!this.last?.cancelled;
	}
}

export const radarRound = new RoundRunner();
