import { localIso, offsetMinutes } from './time';

/*
 * An iCalendar file (RFC 5545) of interviews and reminders, for any calendar app. Times in a named
 * zone are written as local times with TZID and a VTIMEZONE that lists the zone's real offset
 * changes over the events' years (read from the platform's Intl, so it needs no tz database of its
 * own); UTC ones with "Z". Text is escaped (§3.3.11), lines folded at 75 octets without splitting a
 * character (§3.1), every line ends in CRLF. Pure.
 */

export type CalendarEvent = {
	uid: string;
	/** UTC instants. */
	start: number;
	end: number;
	/** The zone the event was set in; UTC (or none) writes UTC times. */
	timeZone: string | null;
	summary: string;
	description?: string | null;
	location?: string | null;
	url?: string | null;
	/** Minutes before the start to remind (a display alarm). */
	alarmMinutes?: number | null;
	created?: number;
	lastModified?: number;
	/** Bumped on every edit, so an imported event is updated instead of duplicated. */
	sequence?: number;
};

const CRLF = '\r\n';
const encoder = new TextEncoder();

/** TEXT escaping of §3.3.11: backslash, semicolon, comma, and line breaks as \n. */
export function escapeText(value: string): string {
	return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line at 75 octets (§3.1): the continuation starts with one space; a UTF-8 character is never cut. */
export function foldLine(line: string): string {
	if (encoder.encode(line).length <= 75) return line;
	const out: string[] = [];
	let current = '';
	let size = 0;
	let limit = 75;
	for (const char of line) {
		const bytes = encoder.encode(char).length;
		if (size + bytes > limit) {
			out.push(current);
			current = '';
			size = 0;
			// Continuation lines begin with a space, which counts toward their 75 octets.
			limit = 74;
		}
		current += char;
		size += bytes;
	}
	out.push(current);
	return out.join(`${CRLF} `);
}

const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');

/** `20261120T170000Z`. */
export const utcStamp = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
/** `20261120T140000` as the zone's clocks read it. */
const localStamp = (ms: number, timeZone: string) => localIso(ms, timeZone).replace(/[-:]/g, '');
/** `-0300`. */
const utcOffset = (minutes: number) => `${minutes < 0 ? '-' : '+'}${pad(Math.trunc(minutes / 60))}${pad(minutes % 60)}`;

const isUtc = (zone: string | null): zone is null => !zone || zone === 'UTC' || zone === 'Etc/UTC' || zone === 'GMT';

/** The instants a zone changed its offset within [from, to): found by day, then to the minute. */
export function offsetChanges(timeZone: string, from: number, to: number): { at: number; before: number; after: number }[] {
	const changes: { at: number; before: number; after: number }[] = [];
	const HOUR = 3_600_000;
	let previous = offsetMinutes(from, timeZone);
	for (let t = from + 24 * HOUR; t < to + 24 * HOUR; t += 24 * HOUR) {
		const current = offsetMinutes(t, timeZone);
		if (current === previous) continue;
		let lo = t - 24 * HOUR;
		let hi = t;
		while (hi - lo > 60_000) {
			const mid = lo + Math.floor((hi - lo) / 2 / 60_000) * 60_000;
			if (offsetMinutes(mid, timeZone) === previous) lo = mid;
			else hi = mid;
		}
		changes.push({ at: hi, before: previous, after: current });
		previous = current;
	}
	return changes;
}

/**
 * A VTIMEZONE for the years the events span: the offset in force at the start, then each change.
 * A change to a larger offset than the zone's smallest in that span is DAYLIGHT, the others STANDARD.
 */
export function vtimezone(timeZone: string, from: number, to: number): string[] {
	const start = Date.UTC(new Date(from).getUTCFullYear() - 1, 0, 1);
	const end = Date.UTC(new Date(to).getUTCFullYear() + 2, 0, 1);
	const first = offsetMinutes(start, timeZone);
	const changes = offsetChanges(timeZone, start, end);
	const smallest = Math.min(first, ...changes.map((c) => c.after));
	const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
	const part = (kind: string, at: string, before: number, after: number) => [
		`BEGIN:${kind}`,
		`DTSTART:${at}`,
		`TZOFFSETFROM:${utcOffset(before)}`,
		`TZOFFSETTO:${utcOffset(after)}`,
		`END:${kind}`
	];
	lines.push(...part(first > smallest ? 'DAYLIGHT' : 'STANDARD', '19700101T000000', first, first));
	// DTSTART of an onset is the local time just before the change (§3.6.5), as the old offset reads it.
	for (const change of changes) lines.push(...part(change.after > smallest ? 'DAYLIGHT' : 'STANDARD', localStampAt(change.at, change.before), change.before, change.after));
	lines.push('END:VTIMEZONE');
	return lines;
}

function localStampAt(ms: number, offset: number): string {
	return utcStamp(ms + offset * 60_000).replace(/Z$/, '');
}

function timeLine(name: string, ms: number, zone: string | null): string {
	return isUtc(zone) ? `${name}:${utcStamp(ms)}` : `${name};TZID=${zone}:${localStamp(ms, zone)}`;
}

/** The whole file: one VCALENDAR with a VTIMEZONE per zone used and one VEVENT per event. */
export function calendarFile(events: readonly CalendarEvent[], options: { now: number; name?: string }): string {
	const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Rumo//Interviews and reminders//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
	if (options.name) lines.push(`X-WR-CALNAME:${escapeText(options.name)}`);
	const zones = new Map<string, { from: number; to: number }>();
	for (const event of events) {
		if (isUtc(event.timeZone)) continue;
		const known = zones.get(event.timeZone);
		zones.set(event.timeZone, { from: Math.min(known?.from ?? Infinity, event.start), to: Math.max(known?.to ?? -Infinity, event.end) });
	}
	for (const [zone, span] of zones) lines.push(...vtimezone(zone, span.from, span.to));
	const stamp = utcStamp(options.now);
	for (const event of events) {
		lines.push('BEGIN:VEVENT', `UID:${event.uid}`, `DTSTAMP:${stamp}`, timeLine('DTSTART', event.start, event.timeZone), timeLine('DTEND', event.end, event.timeZone));
		if (event.created !== undefined) lines.push(`CREATED:${utcStamp(event.created)}`);
		if (event.lastModified !== undefined) lines.push(`LAST-MODIFIED:${utcStamp(event.lastModified)}`);
		if (event.sequence !== undefined) lines.push(`SEQUENCE:${event.sequence}`);
		lines.push(`SUMMARY:${escapeText(event.summary)}`);
		if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
		if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
		if (event.url) lines.push(`URL:${event.url.replace(/[\r\n]/g, '')}`);
		if (event.alarmMinutes) {
			lines.push('BEGIN:VALARM', 'ACTION:DISPLAY', `DESCRIPTION:${escapeText(event.summary)}`, `TRIGGER:-PT${event.alarmMinutes}M`, 'END:VALARM');
		}
		lines.push('END:VEVENT');
	}
	lines.push('END:VCALENDAR');
	return lines.map(foldLine).join(CRLF) + CRLF;
}
