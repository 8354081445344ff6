import { api } from '$lib/api';
import type { AlertSettings, RadarAlert } from '$lib/api/radar';
import { i18n } from '$lib/i18n/i18n.svelte';
import { onDataChange } from '$lib/platform/changes';
import { notificationPermission } from './radar-alerts.svelte';
import { radarRound } from './radar-round.svelte';
import { alertsToNotify, companyBesideTitle, MIN_EVERY_MINUTES, nextRoundAt } from './radar-view.svelte';

/** One tab of the app schedules rounds and shows notifications: the one holding this lock. */
const SCHEDULE_LOCK = 'rumo-radar-schedule';
/** How often a tab checks whether a round is due (and whether it may take over from a closed tab). */
const CHECK_EVERY_MS = 60_000;
/** More alerts at once than this become one notification that counts them. */
const MAX_SEPARATE = 3;

type Locks = { request: (name: string, options: { ifAvailable?: boolean }, run: (lock: unknown) => Promise<unknown>) => Promise<unknown> };
const locks = (): Locks | null => (typeof navigator !== 'undefined' && 'locks' in navigator ? (navigator.locks as unknown as Locks) : null);

export type WatchOptions = { /** Brings the person to the radar (a notification was clicked). */ open: () => void; icon?: string };

/**
 * What the radar does while the app is open, on every screen: the unread alert count for the menu,
 * scheduled rounds (every `everyMinutes`, never more often than every 30 minutes, in one tab only)
 * and system notifications for new alerts (when the browser allows them). Nothing runs while Rumo
 * is closed: there is no server to wake it.
 */
class RadarWatcher {
	/** Alerts not read yet, for the badge beside Radar in the menu. */
	unread = $state(0);
	/** This tab holds the schedule (another tab may). */
	leader = $state(false);

	#users = 0;
	#options: WatchOptions = { open: () => {} };
	#settings: AlertSettings | null = null;
	#stop: (() => void) | null = null;
	#release: (() => void) | null = null;
	#shown = new Set<string>();
	#lastScheduled = 0;
	#ticking = false;

	/** Starts watching (once, however many components ask); answers the stop. */
	start(options: WatchOptions): () => void {
		this.#options = options;
		if (++this.#users === 1) this.#begin();
		return () => {
			if (--this.#users === 0) this.#end();
		};
	}

	#begin() {
		const stopChanges = onDataChange('radar', () => void this.refresh());
		const timer = setInterval(() => void this.#tick(), CHECK_EVERY_MS);
		this.#stop = () => {
			stopChanges();
			clearInterval(timer);
		};
		void this.#lead()
			.then(() => this.refresh())
			.then(() => this.#tick());
	}

	#end() {
		this.#stop?.();
		this.#stop = null;
		this.#release?.();
		this.#release = null;
		this.leader = false;
	}

	/** Reads the alerts again: the count, the settings, and notifications due. */
	async refresh() {
		try {
			const list = await api.radar.alerts();
			this.unread = list.unread;
			const scheduleChanged = list.settings.everyMinutes !== this.#settings?.everyMinutes;
			this.#settings = list.settings;
			await this.#notify(list.items);
			if (scheduleChanged && this.#stop) void this.#tick();
		} catch {
			/* the badge keeps its count; the radar screen says what failed */
		}
	}

	/** Takes the schedule when no other tab holds it (a tab that closes lets it go). */
	async #lead() {
		if (this.leader || !this.#stop) return;
		const lock = locks();
		if (!lock) {
			this.leader = true;
			return;
		}
		await new Promise<void>((acquired) => {
			void lock.request(SCHEDULE_LOCK, { ifAvailable: true }, (held) => {
				if (!held || !this.#stop) {
					acquired();
					return Promise.resolve();
				}
				this.leader = true;
				acquired();
				return new Promise<void>((release) => (this.#release = release));
			});
		});
	}

	/** Runs a scheduled round when one is due. */
	async #tick() {
		if (this.#ticking) return;
		this.#ticking = true;
		try {
			await this.#lead();
			const every = this.#settings?.everyMinutes ?? null;
			if (!this.leader || every === null || radarRound.running) return;
			const now = Date.now();
			if (now - this.#lastScheduled < MIN_EVERY_MINUTES * 60_000) return;
			const [rounds, feeds] = await Promise.all([api.radar.rounds(), api.radar.feeds()]);
			const due = nextRoundAt(rounds.items[0]?.startedAt ?? null, every, now);
			if (!feeds.total || due === null || due > now) return;
			this.#lastScheduled = now;
			await radarRound.run('schedule');
		} catch {
			/* tried again at the next check */
		} finally {
			this.#ticking = false;
		}
	}

	/** Shows a system notification for each new alert that asks for one, then records it as shown. */
	async #notify(alerts: readonly RadarAlert[]) {
		if (!this.leader || notificationPermission() !== 'granted') return;
		const due = alertsToNotify(alerts, Date.now()).filter((alert) => !this.#shown.has(alert.id));
		if (!due.length) return;
		for (const alert of due) this.#shown.add(alert.id);
		if (due.length > MAX_SEPARATE) this.#show(i18n.tn('radar.notify.many', due.length), i18n.t('radar.notify.manyBody'), 'rumo-radar');
		else {
			for (const alert of due) {
				const body = [alert.title, companyBesideTitle(alert.title, alert.company)].filter(Boolean).join(' — ');
				this.#show(i18n.t('radar.notify.title', { score: alert.score }), body, `rumo-radar-${alert.id}`);
			}
		}
		await Promise.allSettled(due.map((alert) => api.radar.updateAlert({ params: { id: alert.id }, body: { notified: true } })));
	}

	#show(title: string, body: string, tag: string) {
		try {
			const notification = new Notification(title, { body, tag, icon: this.#options.icon, lang: i18n.locale });
			notification.onclick = () => {
				window.focus();
				notification.close();
				this.#options.open();
			};
		} catch {
			/* some browsers show notifications only from a service worker: the alert is still on the radar */
		}
	}
}

export const radarWatch = new RadarWatcher();
