import { describe, expect, it } from 'vitest';
import { testClient, testEnv } from '../testing/env';
import { siteKind } from './catalogue';

describe('source directory', () => {
	it('lists sites, the official APIs the radar reads, imports, manual channels and observed origins with counts and last seen', async () => {
		const { env, advance } = testEnv();
		const api = testClient(env);
		await api.post('/inbox/items', { title: 'Dev', company: 'Foo', url: 'https://www.linkedin.com/jobs/view/1', origin: 'LinkedIn' });
		advance(1);
		await api.post('/inbox/items', { title: 'Nurse', company: 'Care', url: 'https://care.gupy.io/jobs/2', origin: 'Gupy' });
		await api.post('/tracker/jobs', { title: 'Teacher', company: 'School', url: 'https://school.example/careers/3', source: 'linkedin' });
		for (let i = 0; i < 2; i++) {
			const preview = await api.post('/inbox/import/preview', { format: 'csv', content: `cargo,empresa,fonte\nDev ${i},Bar,Planilha`, name: 'weekly.csv' });
			await api.post('/inbox/import/commit', { previewId: preview.data.previewId });
		}
		const { status, data } = await api.get('/sources');
		expect(status).toBe(200);
		const byId = Object.fromEntries(data.items.map((e: { id: string }) => [e.id, e]));
		expect(byId['site:linkedin.com']).toMatchObject({ kind: 'job_board', inbox: 1, applications: 0 });
		expect(byId['site:care.gupy.io']).toMatchObject({ kind: 'career_page', detail: { platform: true } });
		expect(byId['site:school.example']).toMatchObject({ kind: 'career_page', applications: 1, detail: { platform: false } });
		for (const id of ['api:greenhouse', 'api:lever', 'api:ashby', 'api:gupy']) expect(byId[id]).toMatchObject({ kind: 'official_api', state: 'available', detail: { boards: 0 } });
		expect(data.items.some((e: { state: string }) => e.state === 'planned')).toBe(false);
		expect(byId['import:weekly.csv']).toMatchObject({ kind: 'import', inbox: 2, detail: { times: 2, recurring: true } });
		expect(byId['manual:manual']).toMatchObject({ inbox: 2 });
		// One origin whatever its case: the inbox's "LinkedIn" and the application's "linkedin".
		expect(byId['origin:linkedin']).toMatchObject({ kind: 'observed', name: 'LinkedIn', inbox: 1, applications: 1 });
		expect(byId['origin:planilha'].inbox).toBe(2);
		expect(byId['origin:gupy'].lastSeenAt).toBe('2026-11-02T12:00:00.000Z');
	});

	it('lists the radar\'s feeds with their last read, and counts the boards of each API', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		const feed = `<?xml version="1.0"?><rss version="2.0"><channel><title>Vagas de Direito</title><link>https://vagas.example.org/</link><item><title>Advogada Trabalhista — Souza Advogados</title><link>https://vagas.example.org/1</link><description>Requisitos: OAB ativa, direito do trabalho.</description></item></channel></rss>`;
		expect((await api.post('/radar/feeds', { content: feed })).status).toBe(201);
		const { data } = await api.get('/sources');
		const feeds = data.items.filter((e: { kind: string }) => e.kind === 'feed');
		expect(feeds).toHaveLength(1);
		expect(feeds[0]).toMatchObject({ name: 'Vagas de Direito', state: 'not_read', detail: { format: 'rss', status: 'new', pasted: true } });
	});

	it('is empty apart from the official APIs on a first visit', async () => {
		const { env } = testEnv();
		const { data } = await testClient(env).get('/sources');
		expect(data.items.map((e: { kind: string }) => e.kind)).toEqual(['official_api', 'official_api', 'official_api', 'official_api']);
	});

	it('tells job boards from careers pages by site', () => {
		expect(siteKind('br.indeed.com')).toBe('job_board');
		expect(siteKind('acme.gupy.io')).toBe('career_page');
		expect(siteKind('notlinkedin.com')).toBe('career_page');
	});
});
