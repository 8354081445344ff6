/**
 * Local alerts: a result scoring at or above the person's threshold raises one. It always shows in
 * the app; a system notification is only asked for when the person allowed it and it is not their
 * quiet hours (the page shows it, with the browser's permission). Nothing leaves the device.
 */
import type { CoreEnv } from '../env';
import { problem } from '../http/problem';
import { AlertSettings, type AlertSettingsSave, type RadarAlert, type StoredResult, type VersionedAlertSettings } from './schema';
import { RADAR_TOPIC } from './wishlist';
import { inQuietHours } from '../engine/quiet-hours';

// The rule itself is the engine's, shared with the reminders' notifications (issue 30).
export { inQuietHours };

const SETTINGS_KEY = 'alerts';
/** Alerts kept (the oldest dismissed ones go first). */
const ALERTS_KEPT = 500;

/** The stored row: its `version` beside the value (a row saved before versions has none: it was the first). */
type SettingsRow = { key: string; value: unknown; updatedAt: string; version?: number };
const versionOf = (row: SettingsRow | undefined) => (row ? (row.version ?? 1) : 0);
/** The settings a row holds (the defaults when there is none, or it no longer reads: a hand-edited backup). */
function settingsOf(row: SettingsRow | undefined): AlertSettings {
	const parsed = AlertSettings.safeParse(row?.value ?? {});
	return parsed.success ? parsed.data : AlertSettings.parse({});
}

export async function readAlertSettings(env: CoreEnv): Promise<VersionedAlertSettings> {
	const row: SettingsRow | undefined = await env.db.radarState.get(SETTINGS_KEY);
	return { ...settingsOf(row), version: versionOf(row) };
}

/**
 * Saves the alert settings. With `version`, only the settings sent change, on top of the settings as
 * they are now, and only if nobody saved since that version: another tab's changes to the others
 * stay (issue 27). Without it, what is sent is the whole set (what it leaves out takes its default).
 */
export async function saveAlertSettings(env: CoreEnv, { version, ...sent }: AlertSettingsSave): Promise<VersionedAlertSettings> {
	const changes = Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== undefined)) as Partial<AlertSettings>;
	const at = env.now().toISOString();
	const saved = await env.db.transaction('rw', env.db.radarState, async () => {
		const row: SettingsRow | undefined = await env.db.radarState.get(SETTINGS_KEY);
		const stored = versionOf(row);
		if (version !== undefined && version !== stored)
			throw problem(
				'conflict',
				`The alert settings were changed in another tab or window (version ${stored}, this one was based on ${version}). Reload them to see the latest, then make your change again.`
			);
		const settings: AlertSettings = { ...(version === undefined ? AlertSettings.parse({}) : settingsOf(row)), ...changes };
		const next: SettingsRow = { key: SETTINGS_KEY, value: settings, updatedAt: at, version: stored + 1 };
		await env.db.radarState.put(next);
		return { ...settings, version: stored + 1 };
	});
	env.notify(RADAR_TOPIC);
	return saved;
}

/** The alerts a round's new results raise (excluded ones never do). */
export function raiseAlerts(rows: readonly StoredResult[], settings: AlertSettings, now: Date, newId: () => string): RadarAlert[] {
	const notify = settings.notify && !inQuietHours(settings.quietHours, now);
	return rows
		.filter((row) => row.status === 'new' && row.score !== null && row.score >= settings.threshold)
		.map((row) => ({
			id: newId(),
			resultId: row.id,
			title: row.title,
			company: row.company,
			score: row.score!,
			createdAt: now.toISOString(),
			readAt: null,
			dismissedAt: null,
			notify,
			notifiedAt: null
		}));
}

export async function listAlerts(env: CoreEnv): Promise<{ items: RadarAlert[]; total: number; unread: number; nextCursor: null; settings: VersionedAlertSettings }> {
	const [all, settings] = await Promise.all([env.db.radarAlerts.orderBy('createdAt').reverse().toArray(), readAlertSettings(env)]);
	const items = all.filter((alert) => !alert.dismissedAt);
	return { items, total: items.length, unread: items.filter((alert) => !alert.readAt).length, nextCursor: null, settings };
}

export async function updateAlert(env: CoreEnv, id: string, patch: { read?: boolean; dismissed?: boolean; notified?: boolean }): Promise<RadarAlert> {
	const at = env.now().toISOString();
	const next = await env.db.transaction('rw', env.db.radarAlerts, async () => {
		const alert = await env.db.radarAlerts.get(id);
		if (!alert) throw problem('not_found', `There is no alert with id "${id}". It may have been dismissed in another tab.`);
		const changed: RadarAlert = {
			...alert,
			readAt: patch.read === undefined ? alert.readAt : patch.read ? (alert.readAt ?? at) : null,
			dismissedAt: patch.dismissed === undefined ? alert.dismissedAt : patch.dismissed ? (alert.dismissedAt ?? at) : null,
			notifiedAt: patch.notified ? (alert.notifiedAt ?? at) : alert.notifiedAt
		};
		await env.db.radarAlerts.put(changed);
		const dismissed = await env.db.radarAlerts.filter((row) => row.dismissedAt !== null).sortBy('createdAt');
		const over = (await env.db.radarAlerts.count()) - ALERTS_KEPT;
		if (over > 0) await env.db.radarAlerts.bulkDelete(dismissed.slice(0, over).map((row) => row.id));
		return changed;
	});
	env.notify(RADAR_TOPIC);
	return next;
}

/** Marks every alert read. */
export async function readAllAlerts(env: CoreEnv): Promise<number> {
	const at = env.now().toISOString();
	const unread = await env.db.radarAlerts.filter((alert) => !alert.readAt && !alert.dismissedAt).toArray();
	if (unread.length) await env.db.radarAlerts.bulkPut(unread.map((alert) => ({ ...alert, readAt: at })));
	env.notify(RADAR_TOPIC);
	return unread.length;
}
