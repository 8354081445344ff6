/**
 * What the alert settings form sends, and the ways out of a save that another tab overtook
 * (issue 27). Pure, so alerts-save.test.ts proves it without a browser.
 */
import type { AlertSettings, AlertSettingsSave, VersionedAlertSettings } from '$lib/api/radar';
import { changedFields, changesOf, conflictOf, resolution, type Conflict } from './edit-conflict';
import { alertDraft, alertSettings } from './radar-view.svelte';

/** The settings as the form would send them (no version), so stored ones and typed ones compare alike. */
export function alertFieldsOf(settings: AlertSettings): AlertSettings {
	const read = alertSettings(alertDraft(settings));
	if ('settings' in read) return read.settings;
	const { threshold, notify, quietHours, everyMinutes } = settings;
	return { threshold, notify, quietHours, everyMinutes };
}

/** Whether the form (its settings, as read) differs from the version it started from. */
export function alertsChanged(base: VersionedAlertSettings, draft: AlertSettings): boolean {
	return changedFields(alertFieldsOf(base), draft).length > 0;
}

/** Save: the version the form started from, and only the settings changed here. */
export function alertsSave(base: VersionedAlertSettings, draft: AlertSettings): AlertSettingsSave {
	return { version: base.version, ...changesOf(alertFieldsOf(base), draft) };
}

/** What changed in the other tab (`latest`) and here (`draft`) since the form started from `base`. */
export function alertsConflict(base: VersionedAlertSettings, latest: VersionedAlertSettings, draft: AlertSettings): Conflict<AlertSettings> {
	return conflictOf(alertFieldsOf(base), alertFieldsOf(latest), draft);
}

/** A way out of the conflict as the save to send on top of `latest`, or null: take the other version, save nothing. */
export function alertsResolution(way: 'mine' | 'theirs' | 'merge', base: VersionedAlertSettings, latest: VersionedAlertSettings, draft: AlertSettings): AlertSettingsSave | null {
	const changes = resolution(way, alertFieldsOf(base), alertFieldsOf(latest), draft);
	return changes === null ? null : { version: latest.version, ...changes };
}
