import { api, isApiError } from '$lib/api';
import type { AlertSettings, AlertSettingsSave, RadarAlert, VersionedAlertSettings } from '$lib/api/radar';
import type { MessageKey } from '$lib/i18n/i18n.svelte';
import { alertsChanged, alertsConflict, alertsResolution, alertsSave } from './alerts-save';
import { alertDraft, alertSettings, type AlertDraft } from './radar-view.svelte';
import { askNotificationPermission, notificationPermission, type Permission } from '$lib/platform/notifications';

// Shared with the reminders' notifications (issue 30); named here as the radar's screens import them.
export { notificationPermission, type Permission };

/**
 * The radar's alerts (results at or above the person's threshold) and their settings. Alerts always
 * show here; a system notification also needs the browser's permission, asked only when the person
 * turns notifications on.
 *
 * Two tabs (issue 27): the settings form edits its own copy of the settings as they were when the
 * person started (`base`); a save sends that version and only what changed here. When another tab
 * saved meanwhile (409 conflict), `conflict` says what changed where and `settle` takes a way out.
 */
export class RadarAlerts {
	items = $state<RadarAlert[]>([]);
	unread = $state(0);
	/** The settings as the core answered last; follows other tabs' saves. */
	settings = $state<VersionedAlertSettings | null>(null);
	/** What the form started from: saves are based on its version. */
	base = $state<VersionedAlertSettings | null>(null);
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

	/** The form differs from what it started from (a form that does not read counts as changed). */
	changed = $derived.by(() => {
		if (this.base === null) return false;
		const next = alertSettings(this.draft);
		return !('settings' in next) || alertsChanged(this.base, next.settings);
	});
	/** The last save was based on a version another tab has since replaced. */
	isConflict = $derived(isApiError(this.saveError) && this.saveError.code === 'conflict');
	/** What changed there and here, once the other version has been read (null until then). */
	conflict = $derived.by(() => {
		const { base, settings } = this;
		if (!this.isConflict || !base || !settings || settings.version === base.version) return null;
		const next = alertSettings(this.draft);
		return 'settings' in next ? alertsConflict(base, settings, next.settings) : null;
	});

	async load() {
		try {
			const answer = await api.radar.alerts();
			this.items = answer.items;
			this.unread = answer.unread;
			// The form follows the saved settings unless the person is editing it (or deciding a conflict in it).
			const editing = this.base !== null && (this.changed || this.isConflict);
			this.settings = answer.settings;
			if (!editing) this.#start(answer.settings);
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
			await api.radar.readAllAlerts();
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
			const alert = await api.radar.updateAlert({ params: { id }, body: patch });
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
		const permission = await askNotificationPermission();
		this.permission = permission;
		if (permission !== 'granted') {
			this.draft.notify = false;
			this.refused = true;
		}
	}

	#start(settings: VersionedAlertSettings) {
		this.base = settings;
		this.draft = alertDraft(settings);
	}

	/** The form's settings, or null with what needs attention marked. */
	#fields(): AlertSettings | null {
		const next = alertSettings(this.draft);
		if (!('settings' in next)) {
			this.invalid = next.key;
			return null;
		}
		this.invalid = null;
		return next.settings;
	}

	/** Saves the settings; answers whether they were saved (a field to fix, a conflict or a failure says why). */
	async saveSettings(): Promise<boolean> {
		if (this.saving || !this.base) return false;
		const fields = this.#fields();
		if (!fields) return false;
		return this.#send(alertsSave(this.base, fields));
	}

	/**
	 * A way out of a conflict: `merge` saves only what changed here on top of the other version,
	 * `mine` saves every setting as set here, `theirs` puts the other version in the form and saves
	 * nothing. Answers whether something was saved.
	 */
	async settle(way: 'mine' | 'theirs' | 'merge'): Promise<boolean> {
		const { base, settings } = this;
		if (this.saving || !base || !settings) return false;
		const fields = this.#fields();
		if (!fields) return false;
		const body = alertsResolution(way, base, settings, fields);
		this.base = settings;
		if (body === null) {
			this.draft = alertDraft(settings);
			this.saveError = null;
			this.refused = false;
			return false;
		}
		return this.#send(body);
	}

	async #send(body: AlertSettingsSave): Promise<boolean> {
		this.saving = true;
		this.saveError = null;
		try {
			const saved = await api.radar.saveAlertSettings({ body });
			this.settings = saved;
			this.#start(saved);
			return true;
		} catch (error) {
			this.saveError = error;
		} finally {
			this.saving = false;
		}
		if (!this.isConflict) return false;
		// The version saved elsewhere, to say what changed there.
		await this.load();
		// Saved again elsewhere with no setting different: nothing to choose.
		if (this.conflict && !this.conflict.theirs.length) return this.settle('merge');
		return false;
	}

	/** Puts back the settings as stored now. */
	resetSettings() {
		const settings = this.settings ?? this.base;
		if (settings) this.#start(settings);
		this.invalid = null;
		this.saveError = null;
		this.refused = false;
	}
}
