/*
 * Quiet hours (issue 22's radar, reused by issue 30's reminders): the span of the day, in the device's
 * local time, in which Rumo shows no system notification. Pure, so the radar's alerts and the
 * reminders read the one rule.
 */

/** `{ from: 'HH:MM', to: 'HH:MM' }`; null for none. */
export type QuietHours = { from: string; to: string } | null;

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** Whether a local time falls in the quiet hours (which may cross midnight: 22:00–07:00). */
export function inQuietHours(quiet: QuietHours, at: Date): boolean {
	if (!quiet) return false;
	const now = at.getHours() * 60 + at.getMinutes();
	const from = minutesOf(quiet.from);
	const to = minutesOf(quiet.to);
	if (from === to) return false;
	return from < to ? now >= from && now < to : now >= from || now < to;
}
