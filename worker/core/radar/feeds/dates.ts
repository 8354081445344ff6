/*
 * Feed dates: RFC 822/1123 in RSS (`Mon, 02 Nov 2026 09:00:00 -0300`), RFC 3339 in Atom and JSON
 * Feed, and each found where the other belongs. `Date.parse` is not used for them: engines differ
 * on RFC 822 (zone names, two-digit years, missing weekdays) and read a zone-less time in the
 * machine's zone. These parsers are strict: what they do not understand is no date (null), never
 * a guess.
 */

// Before 1990 or after 2200 a feed's date is a typo or a placeholder, not when something was posted.
const EARLIEST = Date.UTC(1990, 0, 1);
const LATEST = Date.UTC(2200, 0, 1);

// English month names, and the Portuguese ones Brazilian feeds sometimes write (fev, abr, mai…).
const MONTHS: Record<string, number> = {
	jan: 1, feb: 2, fev: 2, mar: 3, apr: 4, abr: 4, may: 5, mai: 5, jun: 6, jul: 7, aug: 8, ago: 8,
	sep: 9, sept: 9, set: 9, oct: 10, out: 10, nov: 11, dec: 12, dez: 12
};

// Zone names in minutes east of UTC: RFC 822's own, and a few that feeds write instead of offsets.
const ZONES: Record<string, number> = {
	GMT: 0, UT: 0, UTC: 0, Z: 0, WET: 0,
	EST: -300, EDT: -240, CST: -360, CDT: -300, MST: -420, MDT: -360, PST: -480, PDT: -420,
	AKST: -540, AKDT: -480, HST: -600,
	BRT: -180, BRST: -120, ART: -180,
	BST: 60, WEST: 60, CET: 60, CEST: 120, EET: 120, EEST: 180, MSK: 180,
	IST: 330, JST: 540, AEST: 600, AEDT: 660
};

/** Minutes east of UTC for a zone as written, or null when it is not one we know. */
function zoneOffset(zone: string | undefined): number | null {
	if (!zone) return 0;
	const numeric = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone);
	if (numeric) {
		const hours = Number(numeric[2]);
		const minutes = Number(numeric[3] ?? '0');
		if (hours > 23 || minutes > 59) return null;
		return (numeric[1] === '-' ? -1 : 1) * (hours * 60 + minutes);
	}
	const upper = zone.toUpperCase();
	if (Object.hasOwn(ZONES, upper)) return ZONES[upper];
	// RFC 822's military letters had their signs reversed in the RFC itself; RFC 2822 says to read them as UTC.
	if (/^[A-IK-Z]$/.test(upper)) return 0;
	return null;
}

function daysInMonth(year: number, month: number): number {
	return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Milliseconds since the epoch for a UTC wall time shifted by `offset` minutes, or null when a field is out of range. */
function instant(year: number, month: number, day: number, hour: number, minute: number, second: number, ms: number, offset: number): number | null {
	if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
	// 24:00:00 is the end of the day (ISO 8601); a leap second is read as the second before it.
	if (hour > 24 || minute > 59 || second > 60 || (hour === 24 && (minute > 0 || second > 0 || ms > 0))) return null;
	const time = Date.UTC(year, month - 1, day, hour, minute, Math.min(second, 59), ms) - offset * 60_000;
	return time >= EARLIEST && time <= LATEST ? time : null;
}

const ISO =
	/^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?\s*([Zz]|[+-]\d{2}(?::?\d{2})?)?)?$/;

/** RFC 3339 / ISO 8601 calendar dates; a date alone is midnight UTC, a time without a zone is UTC. */
export function parseIsoDate(value: string): number | null {
	const match = ISO.exec(value);
	if (!match) return null;
	const [, year, month, day, hour, minute, second, fraction, zone] = match;
	const offset = zoneOffset(zone?.toUpperCase());
	if (offset === null) return null;
	const ms = fraction ? Math.floor(Number(`0.${fraction}`) * 1000) : 0;
	return instant(Number(year), Number(month), Number(day), Number(hour ?? 0), Number(minute ?? 0), Number(second ?? 0), ms, offset);
}

const RFC_822 =
	/^(?:[A-Za-z\u00c0-\u00ff]{2,12}\.?,?\s+)?(\d{1,2})[\s-]+([A-Za-z]{3,9})\.?[\s-]+(\d{4}|\d{2})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s*([A-Za-z]{1,5}|[+-]\d{2}:?\d{2}))?(?:\s*\([^()]*\))?$/;

/** RFC 822 / 1123 / 2822 dates: weekday optional, two- or four-digit year, seconds optional, a named or numeric zone. */
export function parseRfc822Date(value: string): number | null {
	const match = RFC_822.exec(value);
	if (!match) return null;
	const [, day, monthName, yearText, hour, minute, second, zone] = match;
	const month = monthOf(monthName);
	if (month === null) return null;
	let year = Number(yearText);
	// RFC 2822 §4.3: 00–49 are 2000–2049, 50–99 are 1950–1999.
	if (yearText.length === 2) year += year < 50 ? 2000 : 1900;
	// A time without a zone is read as UTC, as RFC 2822 reads "-0000".
	const offset = zoneOffset(zone);
	if (offset === null) return null;
	return instant(year, month, Number(day), Number(hour), Number(minute), Number(second ?? 0), 0, offset);
}

function monthOf(name: string): number | null {
	const key = name.toLowerCase();
	if (Object.hasOwn(MONTHS, key)) return MONTHS[key];
	// Full names: "November", "Novembro", "September".
	const short = key.slice(0, 3);
	return key.length > 3 && Object.hasOwn(MONTHS, short) && isFullMonthName(key) ? MONTHS[short] : null;
}

const FULL_MONTHS = new Set([
	'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
	'janeiro', 'fevereiro', 'marco', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'
]);

function isFullMonthName(name: string): boolean {
	return FULL_MONTHS.has(name);
}

/** A feed date in any of the forms feeds write, as UTC ISO 8601 (`2026-11-02T12:00:00.000Z`), or null. */
export function parseFeedDate(value: string | null | undefined): string | null {
	if (typeof value !== 'string') return null;
	const text = value.trim().replace(/\s+/g, ' ');
	if (!text || text.length > 100) return null;
	const time = /^\d{4}-/.test(text) ? parseIsoDate(text) : parseRfc822Date(text);
	return time === null ? null : new Date(time).toISOString();
}
