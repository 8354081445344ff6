/**
 * The AI status after an analysis: a time-out the core itself ran out on, and an answer outside the
 * schema, are remembered like the relay's own errors, so Settings shows "Provider timeout" and
 * "Provider limit/error" after them, and a good answer clears them again.
 */
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { testClient, type testEnv } from '../testing/env';
import { aiCore, useFakeProvider } from './fake-assist.test-helpers';
import { askStructured } from './provider';

const fakeAi = useFakeProvider();

async function setup() {
	const { env, api } = await aiCore(fakeAi.fake, fakeAi.dataDir);
	const status = async () => (await api.get('/settings/ai/status')).data.state as string;
	return { env, status };
}

const Items = z.strictObject({ items: z.array(z.strictObject({ kind: z.literal('skill'), name: z.string(), span: z.string() })) });
const ask = (env: ReturnType<typeof testEnv>['env'], timeoutMs?: number) => askStructured(env, { system: 'List skills.', text: 'Triage and wound care.', schema: Items, timeoutMs });

describe('the AI status after a call', () => {
	it('says "timeout" after the core stopped waiting, and "local" again after a good answer', async () => {
		const t = await setup();
		expect(await t.status()).toBe('local');
		fakeAi.fake.behave({ chat: 'hang' });
		const late = await ask(t.env, 200);
		expect(late).toMatchObject({ ok: false, reason: 'provider_timeout' });
		// The abandoned call winds down in the background ("analyzing" until it has).
		await vi.waitFor(async () => expect(await t.status()).toBe('timeout'));
		fakeAi.fake.behave({ chat: 'items-good' });
		expect(await ask(t.env)).toMatchObject({ ok: true });
		expect(await t.status()).toBe('local');
	});

	it('says "provider_error" after an answer outside the schema', async () => {
		const t = await setup();
		fakeAi.fake.behave({ chat: 'items-prose' });
		expect(await ask(t.env)).toMatchObject({ ok: false, reason: 'garbage' });
		expect(await t.status()).toBe('provider_error');
	});

	it('sends nothing and answers "off" without the consent', async () => {
		const t = await setup();
		const api = testClient(t.env);
		expect((await api.call('PUT', '/settings/consents/ai', { granted: false })).status).toBeLessThan(300);
		fakeAi.fake.requests.length = 0;
		expect(await ask(t.env)).toMatchObject({ ok: false, reason: 'off' });
		expect(fakeAi.fake.requests.filter((request: { path: string }) => request.path.includes('chat'))).toHaveLength(0);
	});
});
