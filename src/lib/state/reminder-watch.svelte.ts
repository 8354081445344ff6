import { api } from '$lib/api';
import { i18n } from '$lib/i18n/i18n.svelte';
import { onDataChange } from '$lib/platform/changes';
import { askNotificationPermission, notificationPermission, type Permission } from '$lib/platform/notifications';
import { readPreference, writePreference } from './preferences';
import { browserTimeZone } from './interviews.svelte';
import { noticesOf, remember, toNotify } from './reminder-notify';

/** The person's "notify me on this device" (a page preference: notifications are this browser's). */
export const NOTIFY_PREFERENCE = 'reminder-notify';
/** The steps already notified (reminder-notify.ts keys), shared by every tab of this browser. */
export const NOTIFIED_PREFERENCE = 'reminder-notified';
/** How often a tab looks for a reminder whose time has come. */
const CHECK_EVERY_MS = 60_000;
/** One tab checks at a time, so two tabs never show the same notification. */
const CHECK_LOCK = 'rumo-reminder-notify';

type Locks = { request: (name: string, options: { ifAvailable?: boolean }, run: (lock: unknown) => Promise<unknown>) => Promise<unknown> };
const locks = (): Locks | null => (typeof navigator !== 'undefined' && 'locks' in navigator ? (navigator.locks as unknown as Locks) : null);

export type ReminderWatchOptions = { /** Brings the person to an application's preparation (a notification was clicked). */ open: (applicationId: string | null) => void; icon?: string };

/**
 * The reminders' system notifications (issue 30), while the app is open, on every screen: when the
 * person turned them on and the browser allows them, each reminder whose time has come (an overdue
 * one too: it was due while Rumo was closed) and each interview in the next 24 hours notifies once,
 * never during the radar's quiet hours (the core says `quiet`; they come after). The list on
 * /interviews and the Dashboard shows them either way: a notification is only a nudge.
 */
class ReminderWatcher {
	enabled = $state(false);
	permission = $state<Permission>(notificationPermission());
	/** The person turned notifications on and the browser said no (or cannot show them). */
	refused = $state(false);

	#users = 0;
	#options: ReminderWatchOptions = { open: () => {} };
	#stop: (() => void) | null = null;
	#checking = false;

	/** Starts watching (once, however many components ask); answers the stop. */
	start(options: ReminderWatchOptions): () => void {
		this.#options = options;
		if (++this.#users === 1) this.#begin();
		return () => {
			if (--this.#users === 0) {
				this.#stop?.();
				this.#stop = null;
			}
		};
	}

	#begin() {
		const stopChanges = onDataChange('interviews', () => void this.check());
		const timer = setInterval(() => void this.check(), CHECK_EVERY_MS);
		this.#stop = () => {
			stopChanges();
			clearInterval(timer);
		};
		void readPreference<boolean>(NOTIFY_PREFERENCE).then((on) => {
			this.enabled = !!on;
			void this.check();
		});
	}

	/**
	 * The switch on /interviews. Turning it on asks the browser's permission (only then, and only if
	 * it was never answered); a refusal turns it back off and says what that means.
	 */
	async setEnabled(on: boolean) {
		this.refused = false;
		if (on) {
			this.permission = await askNotificationPermission();
			if (this.permission !== 'granted') {
				this.refused = true;
				on = false;
			}
		}
		this.enabled = on;
		await writePreference(NOTIFY_PREFERENCE, on);
		if (on) await this.check();
	}

	/** Shows what is due and was not shown yet; one tab at a time. */
	async check() {
		this.permission = notificationPermission();
		if (!this.enabled || this.permission !== 'granted' || this.#checking) return;
		this.#checking = true;
		try {
			const lock = locks();
			if (lock) await lock.request(CHECK_LOCK, { ifAvailable: true }, (held) => (held ? this.#notify() : Promise.resolve()));
			else await this.#notify();
		} catch {
			/* tried again at the next check; the steps stay listed on the screens */
		} finally {
			this.#checking = false;
		}
	}

	async #notify() {
		const due = await api.interviews.due({ query: { tz: browserTimeZone() } });
		// Quiet hours: nothing is shown, and nothing is marked shown, so each comes after them.
		if (due.quiet) return;
		const shown = (await readPreference<string[]>(NOTIFIED_PREFERENCE)) ?? [];
		const fresh = toNotify(due.items, shown);
		if (!fresh.length) return;
		await writePreference(NOTIFIED_PREFERENCE, remember(shown, fresh));
		for (const notice of noticesOf(fresh, i18n.locale === 'pt-BR' ? 'pt-BR' : 'en')) this.#show(notice.title, notice.body, notice.tag, notice.applicationId);
	}

	#show(title: string, body: string, tag: string, applicationId: string | null) {
		try {
			const notification = new Notification(title, { body, tag, icon: this.#options.icon, lang: i18n.locale });
			notification.onclick = () => {
				window.focus();
				notification.close();
				this.#options.open(applicationId);
			};
		} catch {
			/* some browsers show notifications only from a service worker: the step is still listed */
		}
	}
}

export const reminderWatch = new ReminderWatcher();
