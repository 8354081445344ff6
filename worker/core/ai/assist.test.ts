/**
 * AI suggestions for a resume end to end: the core's API → the relay's real AI routes (its input
 * checks, its OpenAI-compatible client) → the test-only fake provider on 127.0.0.1
 * (relay/ai/fake-provider.mjs, whose items-* behaviours answer from the request's own text).
 */
import { describe, expect, it } from 'vitest';
import { NURSE_RESUME as RESUME, NURSE_RESUME_INJECTED as INJECTED } from '../../../relay/ai/fake-resume.mjs';
import { foldText } from '../engine/text/normalize';
import { aiCore, FAKE_MODEL, useFakeProvider } from './fake-assist.test-helpers';
import { askProposals, SYSTEM_PROMPT } from './provider';

/** A profile item the provider must never see: only the text being analysed is sent. */
const PRIVATE_ITEM = { type: 'skill', title: 'Zanzibar cartography', detail: 'From the profile, not the resume.' };

const fakeAi = useFakeProvider();

/** A core whose relay is the real relay's AI routes (in memory), set up for the fake as a local server. */
async function setup(options: { text?: string; timeoutSeconds?: number } = {}) {
	const { env, api } = await aiCore(fakeAi.fake, fakeAi.dataDir, { timeoutSeconds: options.timeoutSeconds });
	expect((await api.post('/profile/items', PRIVATE_ITEM)).status).toBe(201);
	const read = await api.post('/resume/extract', { text: options.text ?? RESUME });
	expect(read.status).toBe(201);
	const id = read.data.id as string;
	const before = (await api.get(`/resume/${id}`)).data;
	fakeAi.fake.requests.length = 0;
	return {
		env,
		api,
		id,
		text: read.data.text as string,
		suggest: (body?: unknown, headers?: Record<string, string>) => api.call('POST', `/resume/${id}/ai-suggestions`, body, headers),
		/** The deterministic resume is exactly what it was before the AI was asked. */
		unchanged: async () => expect((await api.get(`/resume/${id}`)).data).toEqual(before)
	};
}

type Suggestion = { kind: string; name?: string; evidence: { text: string; start: number; end: number }; origin: string };

/** Every suggestion quotes the resume where it says it does, and a skill's name is in its quote. */
function expectGrounded(text: string, suggestions: Suggestion[]) {
	for (const suggestion of suggestions) {
		expect(suggestion.origin).toBe('ai');
		expect(text.slice(suggestion.evidence.start, suggestion.evidence.end)).toBe(suggestion.evidence.text);
		if (suggestion.kind === 'skill') expect(foldText(suggestion.evidence.text)).toContain(foldText(suggestion.name!));
	}
}

const INVENTED = /kubernetes|terraform|quantum|google|harvard|aws|chief medical|phd|acls|python/i;

describe('POST /resume/{id}/ai-suggestions', () => {
	it('returns the good answer’s items grounded in the resume, marked as AI, beside the deterministic result', async () => {
		const t = await setup();
		fakeAi.fake.behave({ chat: 'items-good' });
		const answer = await t.suggest();
		expect(answer.status).toBe(200);
		expect(answer.data).toMatchObject({ used: true, state: 'used', reason: null, provider: fakeAi.fake.host, model: FAKE_MODEL });
		const names = answer.data.suggestions.map((s: Suggestion) => s.name);
		expect(names).toEqual(expect.arrayContaining(['Catheter insertion']));
		expectGrounded(t.text, answer.data.suggestions);
		// What the deterministic engine already found comes back as dropped duplicates, not twice.
		const deterministic = (await t.api.get(`/resume/${t.id}`)).data.profile.skills.map((s: { name: string }) => s.name.toLowerCase());
		for (const name of names) expect(deterministic).not.toContain(name.toLowerCase());
		expect(answer.data.dropped.total).toBe(answer.data.dropped.byReason.duplicate_of_deterministic);
		await t.unchanged();
	});

	it('sends the resume text and the schema, and nothing of the profile', async () => {
		const t = await setup();
		fakeAi.fake.behave({ chat: 'items-good' });
		await t.suggest();
		expect(fakeAi.fake.requests).toHaveLength(1);
		const sent = fakeAi.fake.requests[0].body;
		expect(sent.messages).toEqual([
			{ role: 'system', content: SYSTEM_PROMPT },
			{ role: 'user', content: t.text }
		]);
		expect(sent.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'rumo_items', strict: true } });
		expect(sent.response_format.json_schema.schema).not.toHaveProperty('$schema');
		expect(JSON.stringify(sent)).not.toContain('Zanzibar');
	});

	it.each([
		['items-invent', 'invents skills, employers, dates, degrees and certifications'],
		['items-misquote', 'quotes spans that are not in the text']
	] as const)('lets no invented item through when the provider %s (%s)', async (behaviour, _what) => {
		const t = await setup();
		fakeAi.fake.behave({ chat: behaviour });
		const answer = await t.suggest();
		expect(answer.data).toMatchObject({ used: true, state: 'used', suggestions: [] });
		expect(answer.data.dropped.total).toBe(behaviour === 'items-invent' ? 5 : 3);
		if (behaviour === 'items-misquote') expect(answer.data.dropped.byReason.span_not_in_text).toBe(3);
		expect(JSON.stringify(answer.data.suggestions)).not.toMatch(INVENTED);
		await t.unchanged();
	});

	it('lets nothing through that a line addressing the AI asked for', async () => {
		const t = await setup({ text: INJECTED });
		fakeAi.fake.behave({ chat: 'items-injected' });
		const answer = await t.suggest();
		expect(answer.status).toBe(200);
		expect(answer.data.suggestions).toEqual([]);
		expect(answer.data.dropped.total).toBe(3);
		expect(JSON.stringify(answer.data)).not.toMatch(/kubernetes|terraform/i);
		await t.unchanged();
	});

	it('falls back with provider_timeout after the person’s time-out when the provider hangs', async () => {
		const t = await setup({ timeoutSeconds: 5 });
		fakeAi.fake.behave({ chat: 'hang' });
		const started = Date.now();
		const answer = await t.suggest();
		expect(Date.now() - started).toBeLessThan(7000);
		expect(answer).toMatchObject({ status: 200, data: { used: false, state: 'fallback', reason: 'provider_timeout', suggestions: [] } });
		await t.unchanged();
	}, 15_000);

	it.each(['items-prose', 'items-wrong-shape'] as const)('falls back with garbage when the provider answers %s', async (behaviour) => {
		const t = await setup();
		fakeAi.fake.behave({ chat: behaviour });
		const answer = await t.suggest();
		expect(answer).toMatchObject({ status: 200, data: { used: false, state: 'fallback', reason: 'garbage', suggestions: [] } });
		await t.unchanged();
	});

	it.each([
		[401, 'invalid_key'],
		[429, 'provider_limit'],
		[500, 'provider_error']
	] as const)('falls back when the provider answers %s, with the reason %s', async (status, reason) => {
		const t = await setup();
		fakeAi.fake.behave({ chat: status });
		const answer = await t.suggest();
		expect(answer).toMatchObject({ status: 200, data: { state: 'fallback', reason } });
		await t.unchanged();
	});

	it('falls back as off and sends nothing without the ai consent', async () => {
		const t = await setup();
		fakeAi.fake.behave({ chat: 'items-good' });
		expect((await t.api.put('/settings/consents/ai', { granted: false })).status).toBe(200);
		const answer = await t.suggest();
		expect(answer).toMatchObject({ status: 200, data: { used: false, state: 'fallback', reason: 'off', suggestions: [] } });
		expect(fakeAi.fake.requests).toEqual([]);
	});

	it('falls back as off when no provider is set up', async () => {
		const t = await setup();
		await t.api.del('/settings/ai');
		const answer = await t.suggest();
		expect(answer.data).toMatchObject({ state: 'fallback', reason: 'off', provider: null });
		expect(fakeAi.fake.requests).toEqual([]);
	});

	it('answers cancelled when the person stops it (DELETE /tasks/{id}), storing nothing', async () => {
		const t = await setup();
		fakeAi.fake.behave({ chat: 'hang' });
		const pending = t.suggest(undefined, { 'x-rumo-task': 'task-ai-0001' });
		while (fakeAi.fake.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
		expect((await t.api.del('/tasks/task-ai-0001')).status).toBe(204);
		expect(await pending).toMatchObject({ status: 409, data: { code: 'cancelled' } });
		await t.unchanged();
	});

	it('answers 404 for a missing resume and 400 for a bad body', async () => {
		const t = await setup();
		expect((await t.api.post('/resume/nope/ai-suggestions')).data.code).toBe('not_found');
		const bad = await t.suggest({ kinds: ['requirement'] });
		expect(bad).toMatchObject({ status: 400, data: { code: 'validation_failed' } });
		expect((await t.suggest({ extra: true })).status).toBe(400);
		expect(fakeAi.fake.requests).toEqual([]);
	});
});

describe('askProposals', () => {
	it('stops waiting at its own time-out', async () => {
		const t = await setup();
		fakeAi.fake.behave({ chat: 'hang' });
		const started = Date.now();
		const answer = await askProposals(t.env, { text: t.text, kinds: ['skill'], timeoutMs: 300 });
		expect(answer).toMatchObject({ ok: false, reason: 'provider_timeout' });
		expect(Date.now() - started).toBeLessThan(2000);
	});

	it('asks only for the kinds given', async () => {
		const t = await setup();
		fakeAi.fake.behave({ chat: 'items-good' });
		const answer = await askProposals(t.env, { text: t.text, kinds: ['skill'] });
		expect(answer.ok).toBe(true);
		const schema = JSON.stringify(fakeAi.fake.requests[0].body.response_format.json_schema.schema);
		expect(schema).toContain('"const":"skill"');
		expect(schema).not.toContain('"const":"experience"');
	});
});
