import { describe, expect, it } from 'vitest';
import { testClient, testEnv } from '../testing/env';
import { requireConsent } from './consents';

describe('consents', () => {
	it('start refused for every integration', async () => {
		const { env } = testEnv();
		const r = await testClient(env).get('/settings/consents');
		expect(r.data.items).toEqual([
			{ integration: 'relay-fetch', granted: false, at: null },
			{ integration: 'codehost', granted: false, at: null },
			{ integration: 'ai', granted: false, at: null },
			{ integration: 'sync', granted: false, at: null }
		]);
	});

	it('records a grant with its time, and a withdrawal', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		const granted = await api.call('PUT', '/settings/consents/relay-fetch', { granted: true });
		expect(granted.data).toEqual({ integration: 'relay-fetch', granted: true, at: '2026-11-01T12:00:00.000Z' });
		await expect(requireConsent(env, 'relay-fetch')).resolves.toBeUndefined();
		await api.call('PUT', '/settings/consents/relay-fetch', { granted: false });
		await expect(requireConsent(env, 'relay-fetch')).rejects.toMatchObject({ code: 'consent_required', status: 403 });
	});

	it('refuses an unknown integration and a body without an answer', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		expect((await api.call('PUT', '/settings/consents/telemetry', { granted: true })).status).toBe(404);
		expect((await api.call('PUT', '/settings/consents/ai', {})).status).toBe(400);
	});
});
