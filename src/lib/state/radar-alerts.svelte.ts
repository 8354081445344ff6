import { api } from '$lib/api';
import type { AlertSettings, RadarAlert } from '$lib/api/radar';
import type { MessageKey } from '$lib/i18n/i18n.svelte';
import { alertDraft, alertSettings, type AlertDraft } from './radar-view.svelte';

export type Permission = NotificationPermission | 'unsupported';

/** The browser's answer so far about system notifications. */
export function notificationPermission(): Permission {
	return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/**
 * The radar's alerts (results at or above the person's threshold) and their settings. Alerts always
 * show here; a system notification also needs the browser's permission, asked only when the person
 * turns notifications on.
 */
export class RadarAlerts {
	items = $state<RadarAlert[]>([]);
	unread = $state(0);
	settings = $state<AlertSettings | null>(null);
	draft = $state<AlertDraft>(alertDraft({ threshold: 75, notify: false, quietHours: null, everyMinutes: null }));
	status = $state<'loading' | 'ready' | 'error'>('loading');
	error = $state<unknown>(null);
	/** Alerts with an action running. */
	busy = $state<string | null>(null);
	saving = $state(false);
	saveError = $state<unknown>(null);
	invalid = $state<MessageKey | null>(null);
	permission = $state<Permission>(notificationPermission());
	/** The person turned notifications on and the browser said no (or cannot show them). */
	refused = $state(false);

	changed = $derived(this.settings !== null && JSON.stringify(alertSettings(this.draft)) !== JSON.stringify({ settings: this.settings }));

	async load() {
		try {
			const answer = await api.radar.alerts.list();
			this.items = answer.items;
			this.unread = answer.unread;
			// The form follows the saved settings unless the person is editing it.
			if (!this.changed) this.draft = alertDraft(answer.settings);
			this.settings = answer.settings;
			this.status = 'ready';
			this.error = null;
			this.permission = notificationPermission();
		} catch (error) {
			if (this.status !== 'ready') {
				this.error = error;
				this.status = 'error';
			}
		}
	}

	async markRead(id: string, read = true) {
		await this.#update(id, { read });
	}

	async dismiss(id: string) {
		await this.#update(id, { dismissed: true });
	}

	async readAll() {
		this.busy = 'all';
		try {
			await api.radar.alerts.readAll();
			const at = new Date().toISOString();
			this.items = this.items.map((alert) => ({ ...alert, readAt: alert.readAt ?? at }));
			this.unread = 0;
		} finally {
			this.busy = null;
		}
	}

	async #update(id: string, patch: { read?: boolean; dismissed?: boolean }) {
		this.busy = id;
		try {
			const alert = await api.radar.alerts.update(id, patch);
			this.items = alert.dismissedAt ? this.items.filter((item) => item.id !== id) : this.items.map((item) => (item.id === id ? alert : item));
			this.unread = this.items.filter((item) => !item.readAt).length;
		} finally {
			this.busy = null;
		}
	}

	/**
	 * The notifications switch. Turning it on asks the browser's permission (only then, and only if
	 * it was never answered); a refusal turns it back off and says what that means.
	 */
	async setNotify(on: boolean) {
		this.refused = false;
		if (!on) {
			this.draft.notify = false;
			return;
		}
		this.draft.notify = true;
		let permission = notificationPermission();
		if (permission === 'default') {
			try {
				permission = await Notification.requestPermission();
			} catch {
				permission = 'denied';
			}
		}
		this.permission = permission;
		if (permission !== 'granted') {
			this.draft.notify = false;
			this.refused = true;
		}
	}

	/** Saves the settings; answers whether they were saved. */
	async saveSettings(): Promise<boolean> {
		if (this.saving) return false;
		const next = alertSettings(this.draft);
		if (!('settings' in next)) {
			this.invalid = next.key;
			return false;
		}
		this.invalid = null;
		this.saving = true;
		this.saveError = null;
		try {
			this.settings = await api.radar.alerts.saveSettings(next.settings);
			this.draft = alertDraft(this.settings);
			return true;
		} catch (error) {
			this.saveError = error;
			return false;
		} finally {
			this.saving = false;
		}
	}

	resetSettings() {
		if (this.settings) this.draft = alertDraft(this.settings);
		this.invalid = null;
		this.saveError = null;
		this.refused = false;
	}
}
