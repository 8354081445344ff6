import { describe, expect, it } from 'vitest';
import { createCore } from '../app';
import { testClient, testEnv } from '../testing/env';

// Issue 27, two tabs: tab 2 had the alert settings open; tab 1 saved a change; tab 2 saved its own.
describe('saving the alert settings from two tabs', () => {
	async function saved(fields: Record<string, unknown>) {
		const t = testEnv();
		const api = testClient(t.env);
		const first = (await api.put('/radar/alerts/settings', { version: 0, ...fields })).data;
		return { ...t, api, first };
	}

	it('starts at version 0 and counts every save, in the settings and beside the alerts', async () => {
		const api = testClient(testEnv().env);
		expect((await api.get('/radar/alerts/settings')).data).toEqual({ threshold: 75, notify: false, quietHours: null, everyMinutes: null, version: 0 });
		const first = await api.put('/radar/alerts/settings', { version: 0, threshold: 60 });
		expect(first.data).toEqual({ threshold: 60, notify: false, quietHours: null, everyMinutes: null, version: 1 });
		expect((await api.put('/radar/alerts/settings', { version: 1, notify: true })).data.version).toBe(2);
		expect((await api.get('/radar/alerts/settings')).data).toMatchObject({ threshold: 60, notify: true, version: 2 });
		expect((await api.get('/radar/alerts')).data.settings).toMatchObject({ threshold: 60, notify: true, version: 2 });
	});

	it('changes only the settings a save sends: what another tab saved in the others stays', async () => {
		const { api } = await saved({ threshold: 70, everyMinutes: 60 });
		// Tab 1 sets quiet hours (version 1 → 2).
		await api.put('/radar/alerts/settings', { version: 1, quietHours: { from: '22:00', to: '07:00' } });
		// Tab 2 merges its threshold onto version 2: the quiet hours tab 1 saved are kept.
		const merged = await api.put('/radar/alerts/settings', { version: 2, threshold: 85 });
		expect(merged.status).toBe(200);
		expect(merged.data).toEqual({ threshold: 85, notify: false, quietHours: { from: '22:00', to: '07:00' }, everyMinutes: 60, version: 3 });
		// Turning quiet hours off is a change too (null is sent, not left out).
		expect((await api.put('/radar/alerts/settings', { version: 3, quietHours: null })).data).toMatchObject({ threshold: 85, quietHours: null, everyMinutes: 60, version: 4 });
	});

	it('refuses a save based on an older version with 409 conflict, and stores nothing of it', async () => {
		const { api, notices } = await saved({ threshold: 70 });
		await api.put('/radar/alerts/settings', { version: 1, notify: true });
		const before = notices.length;
		const stale = await api.put('/radar/alerts/settings', { version: 1, threshold: 90 });
		expect(stale.status).toBe(409);
		expect(stale.data).toMatchObject({ code: 'conflict' });
		expect(stale.data.detail).toMatch(/another tab or window/);
		expect(notices.length).toBe(before);
		expect((await api.get('/radar/alerts/settings')).data).toEqual({ threshold: 70, notify: true, quietHours: null, everyMinutes: null, version: 2 });
	});

	it('refuses a first save from a tab that opened before another tab saved', async () => {
		const { api } = await saved({ threshold: 70 });
		expect((await api.put('/radar/alerts/settings', { version: 0, notify: true })).status).toBe(409);
	});

	it('still checks each setting sent with a version', async () => {
		const { api } = await saved({ threshold: 70 });
		expect((await api.put('/radar/alerts/settings', { version: 1, everyMinutes: 10 })).status).toBe(400);
		expect((await api.put('/radar/alerts/settings', { version: -1, threshold: 80 })).status).toBe(400);
		expect((await api.get('/radar/alerts/settings')).data).toMatchObject({ threshold: 70, everyMinutes: null, version: 1 });
	});

	it('reads settings stored before versions as version 1, and still takes a whole set without one', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		await env.db.radarState.put({ key: 'alerts', value: { threshold: 50, notify: true, quietHours: { from: '23:00', to: '06:00' }, everyMinutes: null }, updatedAt: '2026-10-01T12:00:00.000Z' });
		expect((await api.get('/radar/alerts/settings')).data).toMatchObject({ threshold: 50, notify: true, version: 1 });
		// No version: the body is the whole set, as before (settings left out take their defaults).
		const whole = (await api.put('/radar/alerts/settings', { threshold: 65 })).data;
		expect(whole).toEqual({ threshold: 65, notify: false, quietHours: null, everyMinutes: null, version: 2 });
		expect((await api.put('/radar/alerts/settings', { version: 2, notify: true })).data).toMatchObject({ threshold: 65, notify: true, version: 3 });
	});

	it('restores a backup of settings stored before versions, and a versioned save then takes them', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		await env.db.radarState.put({ key: 'alerts', value: { threshold: 55, notify: false, quietHours: null, everyMinutes: 120 }, updatedAt: '2026-10-01T12:00:00.000Z' });
		const backup = (await createCore(env).handle({ method: 'GET', url: '/api/v1/backup', headers: {}, body: null })).body!;
		expect((await api.del('/data')).status).toBe(204);
		expect((await api.get('/radar/alerts/settings')).data).toMatchObject({ threshold: 75, version: 0 });
		expect((await api.call('POST', '/backup?mode=replace', backup)).status).toBe(200);
		expect((await api.get('/radar/alerts/settings')).data).toEqual({ threshold: 55, notify: false, quietHours: null, everyMinutes: 120, version: 1 });
		expect((await api.put('/radar/alerts/settings', { version: 1, threshold: 80 })).data).toMatchObject({ threshold: 80, everyMinutes: 120, version: 2 });

		// A backup of versioned settings keeps its version.
		const again = (await createCore(env).handle({ method: 'GET', url: '/api/v1/backup', headers: {}, body: null })).body!;
		await api.del('/data');
		expect((await api.call('POST', '/backup?mode=replace', again)).status).toBe(200);
		expect((await api.get('/radar/alerts/settings')).data).toMatchObject({ threshold: 80, version: 2 });
	});
});
