import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '$lib/api/errors';
import type { AiRun } from '$lib/api/ai-assist';

const settings = { enabled: true, provider: 'openai-compatible', baseUrl: 'http://127.0.0.1:9999/v1', model: 'm1', hasKey: true, consent: true, timeoutSeconds: 20 };
const get = vi.fn(async () => settings);
const cancel = vi.fn(async (_id: string) => {});
let ids = 0;
vi.mock('$lib/api', async () => ({
	api: { ai: { get: () => get() }, tasks: { cancel: ({ params }: { params: { id: string } }) => cancel(params.id) } },
	isApiError: (await import('$lib/api/errors')).isApiError
}));
const stored = new Map<string, unknown>();
vi.mock('./preferences', () => ({
	readPreference: async (key: string) => stored.get(key),
	writePreference: async (key: string, value: unknown) => void stored.set(key, value)
}));
vi.mock('$lib/platform/changes', () => ({ onDataChange: () => () => {} }));

vi.mock('$lib/api/tasks', async (actual) => ({ ...(await actual<typeof import('$lib/api/tasks')>()), newTaskId: () => `task-${++ids}` }));

const { AiAssist, SEEN_PREFERENCE } = await import('./ai-run.svelte');

type Item = { name: string };
const run = (suggestions: Item[], fields: Partial<AiRun> = {}): AiRun & { suggestions: Item[] } => ({
	used: true,
	provider: '127.0.0.1:9999',
	model: 'm1',
	state: 'used',
	reason: null,
	detail: null,
	dropped: { total: 0, byReason: { no_span: 0, span_not_in_text: 0, span_does_not_support: 0, field_not_in_text: 0, duplicate_of_deterministic: 0 } },
	suggestions,
	...fields
});

function assist(ask: (task: string) => Promise<AiRun & { suggestions: Item[] }>, apply = vi.fn(async (_chosen: Item[]) => {})) {
	return { assist: new AiAssist<Item>({ use: 'resume', text: () => 'Triage and wound care', ask, apply }), apply };
}

beforeEach(() => {
	stored.clear();
	cancel.mockClear();
	get.mockImplementation(async () => settings);
});

describe('AiAssist', () => {
	it('shows what will be sent the first time for a provider and use, and sends only after "Send"', async () => {
		const ask = vi.fn(async () => run([{ name: 'Triage' }]));
		const { assist: a } = assist(ask);
		await a.load();
		await a.suggest();
		expect(a.previewOpen).toBe(true);
		expect(a.text).toBe('Triage and wound care');
		expect(ask).not.toHaveBeenCalled();
		await a.send();
		expect(ask).toHaveBeenCalledTimes(1);
		expect(stored.get(SEEN_PREFERENCE)).toEqual({ '127.0.0.1:9999': ['resume'] });
		await a.suggest();
		expect(a.previewOpen).toBe(false);
		expect(ask).toHaveBeenCalledTimes(2);
	});

	it('sends nothing when the preview is cancelled, and asks again next time', async () => {
		const ask = vi.fn(async () => run([]));
		const { assist: a } = assist(ask);
		await a.load();
		await a.suggest();
		a.closePreview();
		expect(ask).not.toHaveBeenCalled();
		await a.suggest();
		expect(a.previewOpen).toBe(true);
	});

	it('offers nothing without consent', async () => {
		get.mockImplementation(async () => ({ ...settings, consent: false }));
		const ask = vi.fn(async () => run([]));
		const { assist: a } = assist(ask);
		await a.load();
		expect(a.ready).toBe(false);
		await a.suggest();
		expect(a.previewOpen).toBe(false);
		expect(ask).not.toHaveBeenCalled();
	});

	it('lists every suggestion unselected, and adds only the chosen ones', async () => {
		stored.set(SEEN_PREFERENCE, { '127.0.0.1:9999': ['resume'] });
		const { assist: a, apply } = assist(async () => run([{ name: 'Triage' }, { name: 'Wound care' }]));
		await a.load();
		await a.suggest();
		expect(a.status).toBe('done');
		expect(a.rows.map((row) => row.selected)).toEqual([false, false]);
		a.rows[1].selected = true;
		expect(await a.add()).toBe(1);
		expect(apply).toHaveBeenCalledWith([{ name: 'Wound care' }]);
		expect(a.rows.map((row) => row.added)).toEqual([false, true]);
	});

	it('keeps a suggestion unadded when storing it fails, and says why', async () => {
		stored.set(SEEN_PREFERENCE, { '127.0.0.1:9999': ['resume'] });
		const failure = new Error('refused');
		const { assist: a } = assist(async () => run([{ name: 'Triage' }]), vi.fn(async () => Promise.reject(failure)));
		await a.load();
		await a.suggest();
		a.rows[0].selected = true;
		expect(await a.add()).toBe(0);
		expect(a.rows[0].added).toBe(false);
		expect(a.saveError).toBe(failure);
	});

	it('cancels the request under its own task id, and says it was cancelled', async () => {
		stored.set(SEEN_PREFERENCE, { '127.0.0.1:9999': ['resume'] });
		let reject!: (error: unknown) => void;
		const ask = vi.fn((_task: string) => new Promise<never>((_, fail) => (reject = fail)));
		const { assist: a } = assist(ask);
		await a.load();
		const running = a.suggest();
		await vi.waitFor(() => expect(a.status).toBe('running'));
		await a.cancel();
		expect(cancel).toHaveBeenCalledWith(ask.mock.calls[0][0]);
		reject(new ApiError({ status: 409, code: 'cancelled', detail: 'The AI request was cancelled.' }));
		await running;
		expect(a.status).toBe('cancelled');
		expect(a.rows).toEqual([]);
	});

	it('keeps a fallback as an answer: no suggestions, the reason kept for the screen', async () => {
		stored.set(SEEN_PREFERENCE, { '127.0.0.1:9999': ['resume'] });
		const { assist: a } = assist(async () => run([], { used: false, state: 'fallback', reason: 'provider_timeout', detail: 'No answer in 20 s.' }));
		await a.load();
		await a.suggest();
		expect(a.status).toBe('done');
		expect(a.answer).toMatchObject({ state: 'fallback', reason: 'provider_timeout' });
	});
});
