import { describe, expect, it } from 'vitest';
import { testClient, testEnv } from '../testing/env';

describe('drafts', () => {
	it('keeps a screen’s unconfirmed state until it is discarded, one per screen', async () => {
		const api = testClient(testEnv().env);
		expect((await api.get('/drafts/job')).status).toBe(404);
		const saved = await api.call('PUT', '/drafts/job', { value: { text: 'Enfermeira de UTI — Hospital Aurora\nRequisitos: COREN ativo' } });
		expect(saved.status).toBe(200);
		expect((await api.get('/drafts/job')).data).toMatchObject({ screen: 'job', value: { text: expect.stringContaining('COREN') } });
		expect((await api.get('/drafts/resume-review')).status).toBe(404);
		expect((await api.del('/drafts/job')).status).toBe(204);
		expect((await api.get('/drafts/job')).status).toBe(404);
	});

	it('refuses a screen that keeps no drafts and a draft over 1,000,000 characters, keeping the one there', async () => {
		const api = testClient(testEnv().env);
		expect((await api.call('PUT', '/drafts/nowhere', { value: 1 })).status).toBe(404);
		await api.call('PUT', '/drafts/job', { value: { text: 'kept' } });
		const big = await api.call('PUT', '/drafts/job', { value: { text: 'x'.repeat(1_000_001) } });
		expect(big.status).toBe(413);
		expect((await api.get('/drafts/job')).data.value).toEqual({ text: 'kept' });
	});

	it('is about this browser: a backup leaves drafts out', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		await api.call('PUT', '/drafts/job', { value: { text: 'half-typed' } });
		const { createCore } = await import('../app');
		const backup = await createCore(env).handle({ method: 'GET', url: '/api/v1/backup', headers: {}, body: null });
		expect(backup.body).not.toContain('half-typed');
	});
});
