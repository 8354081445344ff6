import { api, isApiError } from '$lib/api';
import type { RadarRound } from '$lib/api/radar';
import { watchTask } from '$lib/api/tasks';

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
	/** 0–1 as the core reports it; null before its first report. */
	progress = $state<number | null>(null);
	cancelling = $state(false);
	/** The latest round (from the list, or the one just run). */
	last = $state<RadarRound | null>(null);
	/** How many rounds the core keeps (0: none ever ran). */
	count = $state(0);
	loaded = $state(false);
	/** Why the last run failed as a whole (no source, cancelled before any source); per-source problems are in `last`. */
	error = $state<unknown>(null);
	#task: string | null = null;
	#seq = 0;

	async loadLast() {
		const seq = ++this.#seq;
		try {
			const { items } = await api.radar.rounds.list();
			if (seq !== this.#seq || this.running) return;
			this.last = items[0] ?? null;
			this.count = items.length;
		} catch {
			/* the summary waits for the next change; the results say what failed */
		} finally {
			if (seq === this.#seq) this.loaded = true;
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
		const task = api.tasks.newId();
		this.#task = task;
		this.running = trigger;
		this.progress = null;
		this.error = null;
		const unwatch = watchTask(task, (fraction) => {
			// Reports may arrive out of order across channels: the bar only moves forward.
			if (this.#task === task) this.progress = Math.max(this.progress ?? 0, fraction);
		});
		try {
			const round = await api.radar.rounds.run({ trigger }, { task });
			this.last = round;
			this.count = Math.max(this.count, 0) + 1;
			this.#seq++;
			return round;
		} catch (error) {
			this.error = error;
			return null;
		} finally {
			unwatch();
			this.#task = null;
			this.running = null;
			this.progress = null;
			this.cancelling = false;
		}
	}

	/** Records the person's yes for reading public addresses (Settings shows it); a round then reads them. */
	async allowReading() {
		await api.settings.setConsent('relay-fetch', true);
	}

	/** Stops the round: the sources already read keep their results, and the round says it was cancelled. */
	async cancel() {
		if (!this.#task || this.cancelling) return;
		this.cancelling = true;
		try {
			await api.tasks.cancel(this.#task);
		} catch {
			this.cancelling = false;
		}
	}

	/** The person stopped it before any source finished: said as a notice, not as a failure. */
	get cancelled(): boolean {
		return (isApiError(this.error) && this.error.code === 'cancelled') || !!this.last?.cancelled;
	}
}

export const radarRound = new RoundRunner();
