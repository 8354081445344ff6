/**
 * Settings → Devices (issue 32): the form that turns sync on, and the words its status needs. Pure,
 * so sync-form.test.ts proves it without a browser. The passphrase is checked here only for its
 * length and its confirmation; it is sent once, in the PUT, and never kept by the page.
 */
import { isApiError } from '$lib/api';
import { SYNC_GROUPS, type SyncGroup, type SyncStart, type SyncState, type SyncStatus } from '$lib/api/sync';

/** The schema's floor (worker/core/sync/schema.ts): the passphrase is the only key to the synced data. */
export { MIN_PASSPHRASE } from '$core/sync/values-schema';
import { MIN_PASSPHRASE } from '$core/sync/values-schema';

export type SyncForm = { server: string; passphrase: string; confirm: string; tables: SyncGroup[]; understood: boolean };

export const emptySyncForm = (): SyncForm => ({ server: '', passphrase: '', confirm: '', tables: [...SYNC_GROUPS], understood: false });

export type SyncField = 'understood' | 'server' | 'passphrase' | 'confirm' | 'tables';
/** The fields in the order the form shows them: the first one wrong takes the focus. */
export const SYNC_FIELDS: readonly SyncField[] = ['understood', 'server', 'passphrase', 'confirm', 'tables'];

/** What is wrong with a field, named by the message that says so (`sync.error.<issue>`). */
export type SyncIssue = 'understood' | 'server' | 'serverScheme' | 'passphraseShort' | 'mismatch' | 'tables' | 'wrongPassphrase';
export type SyncIssues = Partial<Record<SyncField, SyncIssue>>;

/** An address the browser can replicate with: http(s), with a host. */
export function serverIssue(server: string): SyncIssue | null {
	const value = server.trim();
	if (!value) return 'server';
	try {
		const url = new URL(value);
		return url.protocol === 'http:' || url.protocol === 'https:' ? null : 'serverScheme';
	} catch {
		return 'serverScheme';
	}
}

/** What keeps the form from being sent, field by field (empty when it can go). */
export function formIssues(form: SyncForm): SyncIssues {
	const issues: SyncIssues = {};
	if (!form.understood) issues.understood = 'understood';
	const server = serverIssue(form.server);
	if (server) issues.server = server;
	if ([...form.passphrase].length < MIN_PASSPHRASE) issues.passphrase = 'passphraseShort';
	else if (form.confirm !== form.passphrase) issues.confirm = 'mismatch';
	if (!form.tables.length) issues.tables = 'tables';
	return issues;
}

/** The body of PUT /sync: every group chosen is sent (the core's default is all of them, but say so). */
export const syncStartOf = (form: SyncForm): SyncStart => ({
	server: form.server.trim(),
	passphrase: form.passphrase,
	tables: SYNC_GROUPS.filter((group) => form.tables.includes(group))
});

const ISSUE_OF_PATH: Record<string, SyncIssue> = { server: 'serverScheme', passphrase: 'passphraseShort', tables: 'tables' };

/**
 * The fields a refused start names (problem+json `errors`, or the wrong passphrase), each with
 * its issue in this screen's words; empty when the refusal is not about a field.
 */
export function refusedIssues(error: unknown): SyncIssues {
	if (!isApiError(error)) return {};
	if (error.code === 'wrong_passphrase') return { passphrase: 'wrongPassphrase' };
	const issues: SyncIssues = {};
	for (const { path } of error.errors) {
		const field = path.split('.')[0] as SyncField;
		if (Object.hasOwn(ISSUE_OF_PATH, field)) issues[field] = ISSUE_OF_PATH[field];
	}
	return issues;
}

/** The server could not be reached (502, or the page's fetch failing outright). */
export const unreachable = (error: unknown) => isApiError(error) && (error.code === 'source_unavailable' || error.status === 502 || error.status === 504);

/** How a state looks: its colour and icon, shared by every state of one kind. */
export type SyncTone = 'ok' | 'busy' | 'warn' | 'danger' | 'off';
export const toneOf = (state: SyncState): SyncTone =>
	state === 'up_to_date' ? 'ok' : state === 'connecting' || state === 'syncing' ? 'busy' : state === 'offline' ? 'warn' : state === 'off' ? 'off' : 'danger';

/** Sync is moving: the status is asked again every 2 s while it is. */
export const isMoving = (status: SyncStatus | null) => status?.state === 'connecting' || status?.state === 'syncing';

/** The initial sync's share done, 0…1, or null when there is nothing to measure. */
export function progressOf(status: SyncStatus | null): number | null {
	const progress = status?.progress;
	if (!progress || progress.total <= 0) return null;
	return Math.min(1, Math.max(0, progress.done / progress.total));
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
	['year', 365 * 24 * 3600],
	['month', 30 * 24 * 3600],
	['week', 7 * 24 * 3600],
	['day', 24 * 3600],
	['hour', 3600],
	['minute', 60],
	['second', 1]
];

/** "2 minutes ago", "há 2 minutos"; "now" within 10 s (a clock a little ahead counts as now). */
export function relativeTime(iso: string, now: number, locale: string): string {
	const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
	const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
	if (Math.abs(seconds) < 10 || seconds > 0) return format.format(0, 'second');
	const [unit, size] = UNITS.find(([, size]) => Math.abs(seconds) >= size) ?? ['second', 1];
	return format.format(Math.round(seconds / size), unit);
}
