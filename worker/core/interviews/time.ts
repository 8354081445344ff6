/*
 * Wall-clock times in a named IANA time zone, without a time-zone library: the platform's Intl
 * knows every zone and its rules. An interview is kept as its instant (UTC) and the zone it was
 * given in, so a calendar file can say "14:00 in São Paulo" and a move across zones keeps the
 * instant. Pure.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
	let known = formatters.get(timeZone);
	if (!known) {
		known = new Intl.DateTimeFormat('en-US', {
			timeZone,
			hourCycle: 'h23',
			year: 'numeric',
			month: '2-digit',
			day: '2-digit',
			hour: '2-digit',
			minute: '2-digit',
			second: '2-digit'
		});
		formatters.set(timeZone, known);
	}
	return known;
}

/** Whether the platform knows the zone (`America/Sao_Paulo`, `UTC`). */
export function isTimeZone(value: string): boolean {
	try {
		formatter(value);
		return true;
	} catch {
		return false;
	}
}

export type WallTime = { year: number; month: number; day: number; hour: number; minute: number; second: number };

/** The wall-clock reading of an instant in a zone. */
export function wallTime(ms: number, timeZone: string): WallTime {
	const parts: Record<string, number> = {};
	for (const part of formatter(timeZone).formatToParts(new Date(ms))) if (part.type !== 'literal') parts[part.type] = Number(part.value);
	return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour % 24, minute: parts.minute, second: parts.second };
}

/** Minutes the zone is ahead of UTC at an instant (−180 for São Paulo). */
export function offsetMinutes(ms: number, timeZone: string): number {
	const t = wallTime(ms, timeZone);
	const asUtc = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);
	return Math.round((asUtc - Math.floor(ms / 1000) * 1000) / 60_000);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYY-MM-DDTHH:mm:ss` as the zone's clocks read at the instant. */
export function localIso(ms: number, timeZone: string): string {
	const t = wallTime(ms, timeZone);
	return `${pad(t.year, 4)}-${pad(t.month)}-${pad(t.day)}T${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}`;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Whether a text is a wall-clock time with no offset (`2026-11-20T14:00`). */
export const isLocalDateTime = (value: string) => LOCAL.test(value);

/**
 * The instant a zone's clocks show a wall-clock time. A time the clocks skip (a spring-forward gap)
 * is read with the offset before the change, as calendar apps do; a repeated hour, its first time.
 */
export function zonedToUtc(local: string, timeZone: string): number {
	const m = LOCAL.exec(local);
	if (!m) throw new RangeError(`Not a local date-time: ${local}`);
	const wall = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +(m[6] ?? 0));
	const first = wall - offsetMinutes(wall, timeZone) * 60_000;
	const second = wall - offsetMinutes(first, timeZone) * 60_000;
	if (second === first) return first;
	// Two candidates: keep the earlier one whose wall time reads back the same, else the earlier.
	const fits = [first, second].filter((at) => localIso(at, timeZone).slice(0, 19) === `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6] ?? '00'}`);
	return Math.min(...(fits.length ? fits : [first, second]));
}

/** Whole days from `from` to `to` on the calendar of a zone (tomorrow → 1, yesterday → −1). */
export function calendarDaysBetween(fromMs: number, toMs: number, timeZone = 'UTC'): number {
	const a = wallTime(fromMs, timeZone);
	const b = wallTime(toMs, timeZone);
	return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);
}
