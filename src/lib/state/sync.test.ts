import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '$lib/api/errors';
import type { SyncStatus } from '$lib/api/sync';
import { syncStatus } from './sync-status.fixture';

const calls: string[] = [];
let answers: SyncStatus[] = [];
const status = syncStatus;
let startAnswer: () => Promise<SyncStatus> = async () => status('connecting');
vi.mock('$lib/api', async () => ({
	api: {
		sync: {
			status: async () => {
				calls.push('GET /sync');
				return answers.shift() ?? status('up_to_date');
			},
			start: async ({ body }: { body: unknown }) => {
				calls.push(`PUT /sync ${JSON.stringify(body)}`);
				return startAnswer();
			},
			now: async () => (calls.push('POST /sync/now'), status('syncing')),
			restored: async ({ body }: { body: { choice: string } }) => (calls.push(`POST /sync/restored ${body.choice}`), status('syncing', { pending: 12 })),
			keepOther: async ({ params }: { params: { id: string } }) => (calls.push(`POST /sync/resolutions/${params.id}/keep-other`), status('up_to_date')),
			stop: async () => void calls.push('DELETE /sync')
		},
		settings: {
			setConsent: async ({ params, body }: { params: { integration: string }; body: { granted: boolean } }) => {
				calls.push(`PUT /settings/consents/${params.integration} ${body.granted}`);
				return { integration: params.integration, granted: body.granted, at: '2026-11-29T12:00:00Z' };
			}
		}
	},
	isApiError: (await import('$lib/api/errors')).isApiError
}));
const listeners = new Map<string, Set<() => void>>();
vi.mock('$lib/platform/changes', () => ({
	onDataChange: (topic: string, onChange: () => void) => {
		const set = listeners.get(topic) ?? new Set();
		set.add(onChange);
		listeners.set(topic, set);
		return () => set.delete(onChange);
	}
}));

const { SyncSettings, SYNC_POLL_MS } = await import('./sync.svelte');

// The tests run in Node: a document that can be hidden, as a tab in the background is.
class FakeDocument extends EventTarget {
	visibilityState: 'visible' | 'hidden' = 'visible';
}
const doc = new FakeDocument();
const settle = () => vi.advanceTimersByTimeAsync(0);
const gets = () => calls.filter((call) => call === 'GET /sync').length;

beforeEach(() => {
	vi.useFakeTimers();
	vi.stubGlobal('document', doc);
	doc.visibilityState = 'visible';
	calls.length = 0;
	answers = [];
	startAnswer = async () => status('connecting');
});
afterEach(() => {
	vi.useRealTimers();
	vi.unstubAllGlobals();
});

describe('Settings → Devices state', () => {
	it('asks every 2 s while connecting or syncing, and stops once up to date', async () => {
		answers = [status('connecting'), status('syncing', { progress: { done: 10, total: 100 } }), status('up_to_date')];
		const sync = new SyncSettings();
		const hide = sync.show();
		await settle();
		expect(sync.status.value?.state).toBe('connecting');
		await vi.advanceTimersByTimeAsync(SYNC_POLL_MS);
		expect(sync.status.value?.state).toBe('syncing');
		await vi.advanceTimersByTimeAsync(SYNC_POLL_MS);
		expect(sync.status.value?.state).toBe('up_to_date');
		await vi.advanceTimersByTimeAsync(SYNC_POLL_MS * 5);
		expect(gets()).toBe(3);
		hide();
	});

	it('asks nothing once the section is gone or the page hidden, and again when it is back', async () => {
		answers = [status('syncing'), status('syncing'), status('syncing')];
		const sync = new SyncSettings();
		const hide = sync.show();
		await settle();
		doc.visibilityState = 'hidden';
		doc.dispatchEvent(new Event('visibilitychange'));
		await vi.advanceTimersByTimeAsync(SYNC_POLL_MS * 3);
		expect(gets()).toBe(1);
		doc.visibilityState = 'visible';
		doc.dispatchEvent(new Event('visibilitychange'));
		await settle();
		expect(gets()).toBe(2);
		hide();
		await vi.advanceTimersByTimeAsync(SYNC_POLL_MS * 3);
		expect(gets()).toBe(2);
	});

	it('reloads when the core says sync changed', async () => {
		const sync = new SyncSettings();
		const hide = sync.show();
		await settle();
		answers = [status('offline', { pending: 3 })];
		listeners.get('sync')?.forEach((onChange) => onChange());
		await settle();
		expect(sync.status.value).toMatchObject({ state: 'offline', pending: 3 });
		hide();
	});

	it('records the sync consent before it starts, and shows the answer at once', async () => {
		answers = [status('off')];
		const sync = new SyncSettings();
		const hide = sync.show();
		await settle();
		expect(await sync.start({ server: 'http://127.0.0.1:5984/rumo', passphrase: 'correct horse', tables: ['profile'] })).toBe(true);
		expect(calls.slice(1, 3)).toEqual(['PUT /settings/consents/sync true', 'PUT /sync {"server":"http://127.0.0.1:5984/rumo","passphrase":"correct horse","tables":["profile"]}']);
		expect(sync.status.value?.state).toBe('connecting');
		// Connecting: the status is asked again without waiting for a notice.
		await vi.advanceTimersByTimeAsync(SYNC_POLL_MS);
		expect(gets()).toBe(2);
		hide();
	});

	it('keeps a refusal for the form, and the status as it was', async () => {
		answers = [status('off')];
		startAnswer = async () => {
			throw new ApiError({ status: 422, code: 'wrong_passphrase', detail: 'Wrong passphrase' });
		};
		const sync = new SyncSettings();
		const hide = sync.show();
		await settle();
		expect(await sync.start({ server: 'http://127.0.0.1:5984/rumo', passphrase: 'another one!' })).toBe(false);
		expect((sync.startError as ApiError).code).toBe('wrong_passphrase');
		expect(sync.status.value?.state).toBe('off');
		expect(sync.busy).toBeNull();
		hide();
	});

	it('sends a restored backup only when asked, and takes the other version of a kept-both conflict', async () => {
		answers = [status('up_to_date', { restoredAt: '2026-11-29T12:00:00Z' })];
		const sync = new SyncSettings();
		const hide = sync.show();
		await settle();
		await sync.restored('send');
		expect(calls).toEqual(['GET /sync', 'POST /sync/restored send']);
		expect(sync.status.value).toMatchObject({ state: 'syncing', pending: 12, restoredAt: null });
		await sync.keepOther('r1');
		expect(calls.at(-1)).toBe('POST /sync/resolutions/r1/keep-other');
		expect(sync.status.value?.state).toBe('up_to_date');
		expect(sync.actionError).toBeNull();
		hide();
	});

	it('stops and reads the status again', async () => {
		answers = [status('up_to_date'), status('off')];
		const sync = new SyncSettings();
		const hide = sync.show();
		await settle();
		await sync.stop();
		expect(calls).toEqual(['GET /sync', 'DELETE /sync', 'GET /sync']);
		expect(sync.status.value?.state).toBe('off');
		hide();
	});
});
