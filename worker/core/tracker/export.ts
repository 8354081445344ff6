/**
 * The application log: every tracked job with its dates and each stage it moved through, as a
 * file a person can hand to an unemployment office or a coach to show their job search. Pure:
 * jobs in, the file's text out.
 */
import Papa from 'papaparse';
import { neutralizeCell } from '../engine/csv/import-format';
import type { TrackerJob } from './schema';

export type LogFormat = 'csv' | 'json';

/** The CSV's header, in this order (README.md lists it). */
export const LOG_COLUMNS = ['title', 'company', 'location', 'source', 'link', 'status', 'created', 'applied', 'history'] as const;

/** `YYYY-MM-DD` of an instant in a time zone: the day the person lived it, not UTC's. */
function dayFormatter(timeZone: string): (iso: string) => string {
	const format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
	return (iso) => {
		const parts = Object.fromEntries(format.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
		return `${parts.year}-${parts.month}-${parts.day}`;
	};
}

/** Oldest first: a log is read in the order things happened. */
const chronological = (a: TrackerJob, b: TrackerJob) => (a.createdAt !== b.createdAt ? (a.createdAt < b.createdAt ? -1 : 1) : a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** One CSV row per job; the stage moves in one cell ("2026-11-01 saved; 2026-11-03 applied"), so every row is one application. */
function csvRow(job: TrackerJob, day: (iso: string) => string): string[] {
	return [
		job.title,
		job.company,
		job.location ?? '',
		job.source ?? '',
		job.url ?? '',
		job.status,
		day(job.createdAt),
		job.appliedAt ? day(job.appliedAt) : '',
		job.history.map((move) => `${day(move.at)} ${move.to}`).join('; ')
	];
}

/** The JSON keeps exact instants; a reader converts them to any zone. The notes stay out of both files: they are private. */
function jsonEntry(job: TrackerJob) {
	return {
		id: job.id,
		title: job.title,
		company: job.company,
		location: job.location,
		source: job.source,
		link: job.url,
		status: job.status,
		created: job.createdAt,
		applied: job.appliedAt,
		history: job.history.map((move) => ({ from: move.from, to: move.to, at: move.at }))
	};
}

export function applicationLog(
	jobs: readonly TrackerJob[],
	format: LogFormat,
	options: { timeZone: string; now: Date }
): { text: string; contentType: string; filename: string } {
	const ordered = [...jobs].sort(chronological);
	const day = dayFormatter(options.timeZone);
	const filename = `rumo-applications-${day(options.now.toISOString())}.${format}`;
	if (format === 'json') {
		const text = JSON.stringify({ exportedAt: options.now.toISOString(), count: ordered.length, applications: ordered.map(jsonEntry) }, null, 2);
		return { text, contentType: 'application/json; charset=utf-8', filename };
	}
	const text = Papa.unparse(
		{ fields: [...LOG_COLUMNS], data: ordered.map((job) => csvRow(job, day).map(neutralizeCell)) },
		// As the inbox export: every cell quoted (spaces and line breaks survive), Windows line ends for Excel.
		{ quotes: true, newline: '\r\n', delimiter: ',', escapeFormulae: false }
	);
	return { text, contentType: 'text/csv; charset=utf-8', filename };
}
