import { describe, expect, it } from 'vitest';
import { ApiError } from '$lib/api/errors';
import { SYNC_GROUPS, type SyncStatus } from '$lib/api/sync';
import { syncStatus } from './sync-status.fixture';
import { emptySyncForm, formIssues, isMoving, progressOf, refusedIssues, relativeTime, serverIssue, syncStartOf, toneOf, unreachable } from './sync-form';

const ready = () => ({ ...emptySyncForm(), understood: true, server: 'http://127.0.0.1:5984/rumo', passphrase: 'correct horse', confirm: 'correct horse' });
// Up to date unless a test says otherwise.
const status = (fields: Partial<SyncStatus>): SyncStatus => syncStatus('up_to_date', fields);

describe('the form that turns sync on', () => {
	it('starts with every kind of data chosen and nothing understood yet', () => {
		const form = emptySyncForm();
		expect(form.tables).toEqual([...SYNC_GROUPS]);
		expect(formIssues(form)).toEqual({ understood: 'understood', server: 'server', passphrase: 'passphraseShort' });
	});

	it('goes only once the loss is understood, the address is http(s), the passphrase long enough and confirmed', () => {
		expect(formIssues(ready())).toEqual({});
		expect(formIssues({ ...ready(), understood: false })).toEqual({ understood: 'understood' });
		expect(formIssues({ ...ready(), server: 'couch.example.org/rumo' })).toEqual({ server: 'serverScheme' });
		expect(formIssues({ ...ready(), server: 'ftp://couch.example.org/rumo' })).toEqual({ server: 'serverScheme' });
		expect(formIssues({ ...ready(), passphrase: 'short', confirm: 'short' })).toEqual({ passphrase: 'passphraseShort' });
		expect(formIssues({ ...ready(), confirm: 'correct horsE' })).toEqual({ confirm: 'mismatch' });
		expect(formIssues({ ...ready(), tables: [] })).toEqual({ tables: 'tables' });
	});

	it('counts the passphrase in characters, not UTF-16 units', () => {
		const accented = 'ação'.repeat(2) + 'é'; // 9 characters
		expect(formIssues({ ...ready(), passphrase: accented, confirm: accented }).passphrase).toBe('passphraseShort');
		expect(serverIssue('  https://user:pw@couch.example.org/rumo ')).toBeNull();
	});

	it('sends the address trimmed and the groups in the schema order', () => {
		expect(syncStartOf({ ...ready(), server: ' http://127.0.0.1:5984/rumo ', tables: ['radar', 'profile'] })).toEqual({
			server: 'http://127.0.0.1:5984/rumo',
			passphrase: 'correct horse',
			tables: ['profile', 'radar']
		});
	});

	it('puts the core refusal at its field, and a wrong passphrase at the passphrase', () => {
		const refused = new ApiError({
			status: 400,
			code: 'validation_failed',
			detail: 'Some fields are not valid.',
			errors: [
				{ path: 'passphrase', message: 'Use a passphrase of at least 10 characters.' },
				{ path: 'tables.0', message: 'Invalid option' }
			]
		});
		expect(refusedIssues(refused)).toEqual({ passphrase: 'passphraseShort', tables: 'tables' });
		expect(refusedIssues(new ApiError({ status: 422, code: 'wrong_passphrase', detail: 'Wrong passphrase' }))).toEqual({ passphrase: 'wrongPassphrase' });
		expect(refusedIssues(new Error('boom'))).toEqual({});
		expect(unreachable(new ApiError({ status: 502, code: 'source_unavailable', detail: 'x' }))).toBe(true);
		expect(unreachable(new ApiError({ status: 403, code: 'consent_required', detail: 'x' }))).toBe(false);
	});
});

describe('the status', () => {
	it('polls only while connecting or syncing', () => {
		expect(isMoving(status({ state: 'connecting' }))).toBe(true);
		expect(isMoving(status({ state: 'syncing' }))).toBe(true);
		for (const state of ['off', 'up_to_date', 'offline', 'refused', 'wrong_passphrase'] as const) expect(isMoving(status({ state }))).toBe(false);
		expect(isMoving(null)).toBe(false);
	});

	it('gives each state a tone', () => {
		expect([toneOf('up_to_date'), toneOf('syncing'), toneOf('offline'), toneOf('refused'), toneOf('wrong_passphrase'), toneOf('off')]).toEqual(['ok', 'busy', 'warn', 'danger', 'danger', 'off']);
	});

	it('measures the initial sync, and nothing without a total', () => {
		expect(progressOf(status({ progress: { done: 250, total: 1000 } }))).toBe(0.25);
		expect(progressOf(status({ progress: { done: 5, total: 0 } }))).toBeNull();
		expect(progressOf(status({ progress: null }))).toBeNull();
	});

	it('says when the last sync was, in the screen language', () => {
		const now = Date.parse('2026-11-29T12:00:00Z');
		expect(relativeTime('2026-11-29T11:59:55Z', now, 'en')).toBe('now');
		expect(relativeTime('2026-11-29T12:00:30Z', now, 'en')).toBe('now');
		expect(relativeTime('2026-11-29T11:58:00Z', now, 'en')).toBe('2 minutes ago');
		expect(relativeTime('2026-11-29T09:00:00Z', now, 'pt-BR')).toBe('há 3 horas');
		expect(relativeTime('2026-11-28T12:00:00Z', now, 'pt-BR')).toBe('ontem');
	});
});
