/**
 * GET /portfolio reads the profile, the stored analyses and the tracker through their own
 * services, and POST /portfolio/links/check asks the relay once, with consent, storing nothing.
 */
import { describe, expect, it } from 'vitest';
import { relayServing, testClient, testEnv } from '../testing/env';

const FOLDER = [
	{ path: 'README.md', size: 60, text: '# clinic-queue\n\nA triage queue for a small clinic.\n' },
	{ path: 'package.json', size: 90, text: '{\n  "name": "clinic-queue",\n  "dependencies": {\n    "react": "^18.3.0"\n  }\n}\n' },
	{ path: 'src/App.jsx', size: 40 }
];

async function setup() {
	const { env } = testEnv();
	const api = testClient(env);
	const analysed = await api.post('/codehost/local/analyze', { name: 'clinic-queue', files: FOLDER });
	expect(analysed.status).toBe(201);
	return { env, api, analysisId: analysed.data.id as string };
}

describe('GET /portfolio', () => {
	it('answers the analyses and the profile\'s projects and links, with the open applications each helps', async () => {
		const { api, analysisId } = await setup();
		await api.put('/profile/basics', { links: ['https://ana.dev'] });
		await api.post('/profile/items', { type: 'project', title: 'Shift planner', detail: 'A React app that plans nursing shifts.', evidence: [{ text: 'A React app that plans nursing shifts.', public: true, url: 'https://ana.dev/shifts' }] });
		await api.post('/tracker/jobs', { title: 'React Developer', company: 'Acme' });
		const closed = await api.post('/tracker/jobs', { title: 'Frontend Developer (React)', company: 'Old Co', status: 'rejected' });
		expect(closed.status).toBe(201);

		const answer = await api.get('/portfolio');
		expect(answer.status).toBe(200);
		const byId = Object.fromEntries(answer.data.entries.map((e: { id: string }) => [e.id, e]));
		expect(byId[`analysis:${analysisId}`]).toMatchObject({ kind: 'folder', public: false, title: 'clinic-queue', helpsTotal: 1 });
		expect(byId[`analysis:${analysisId}`].skills.find((s: { name: string }) => s.name === 'React').proofs[0]).toMatchObject({ path: 'package.json', line: 4 });
		// Only open applications: the rejected one is not helped any more.
		expect(byId[`analysis:${analysisId}`].helps.map((h: { title: string }) => h.title)).toEqual(['React Developer']);
		const project = answer.data.entries.find((e: { kind: string }) => e.kind === 'project');
		expect(project).toMatchObject({ title: 'Shift planner', from: 'profile', origin: 'manual', public: true, url: 'https://ana.dev/shifts', helpsTotal: 1 });
		expect(answer.data.entries.filter((e: { kind: string }) => e.kind === 'link').map((e: { url: string }) => e.url)).toEqual(['https://ana.dev']);
		expect(answer.data.openApplications).toBe(1);

		const onlyLinks = await api.get('/portfolio?kind=link');
		expect(onlyLinks.data.entries.map((e: { kind: string }) => e.kind)).toEqual(['link']);
	});

	it('answers an empty portfolio when there is nothing yet, and refuses an unknown kind', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		expect((await api.get('/portfolio')).data).toEqual({ entries: [], skills: [], openApplications: 0 });
		const bad = await api.get('/portfolio?kind=poem');
		expect(bad.status).toBe(400);
		expect(bad.data.code).toBe('validation_failed');
	});

	it('follows the analyses: a deleted analysis leaves the portfolio', async () => {
		const { api, analysisId } = await setup();
		expect((await api.get('/portfolio')).data.entries).toHaveLength(1);
		await api.del(`/codehost/repo/analyses/${analysisId}`);
		expect((await api.get('/portfolio')).data.entries).toEqual([]);
	});
});

describe('POST /portfolio/links/check', () => {
	it('asks for the relay-fetch consent first and sends nothing without it', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		const asked = relayServing(env, { status: 200, body: { url: 'https://ana.dev', body: '<html></html>', etag: null, lastModified: null, notModified: false } });
		const answer = await api.post('/portfolio/links/check', { url: 'https://ana.dev' });
		expect(answer.status).toBe(403);
		expect(answer.data.code).toBe('consent_required');
		expect(asked).toEqual([]);
	});

	it('says a link answers, or why it does not; a PDF is a working link', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		await api.put('/settings/consents/relay-fetch', { granted: true });
		relayServing(env, { status: 200, body: { url: 'https://ana.dev', body: '<html></html>', etag: null, lastModified: null, notModified: false } });
		expect((await api.post('/portfolio/links/check', { url: 'https://ana.dev' })).data).toEqual({ url: 'https://ana.dev', available: true, reason: null, checkedAt: '2026-11-01T12:00:00.000Z' });

		relayServing(env, { status: 502, body: { code: 'source_unavailable', detail: 'Not found', params: { reason: 'status_404' } } });
		expect((await api.post('/portfolio/links/check', { url: 'https://ana.dev/gone' })).data).toMatchObject({ available: false, reason: 'status_404' });

		relayServing(env, { status: 502, body: { code: 'source_unavailable', detail: 'Not a page', params: { reason: 'content_type' } } });
		expect((await api.post('/portfolio/links/check', { url: 'https://ana.dev/cv.pdf' })).data).toMatchObject({ available: true, reason: null });
	});

	it('refuses a private address and a bad one, and says when the relay is not running', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		await api.put('/settings/consents/relay-fetch', { granted: true });
		const bad = await api.post('/portfolio/links/check', { url: 'ana.dev' });
		expect(bad.status).toBe(400);
		expect(bad.data.code).toBe('validation_failed');

		const down = await api.post('/portfolio/links/check', { url: 'https://ana.dev' });
		expect(down.status).toBe(503);
		expect(down.data.code).toBe('relay_unavailable');

		relayServing(env, { status: 422, body: { code: 'page_blocked', detail: 'private', params: { reason: 'loopback' } } });
		const blocked = await api.post('/portfolio/links/check', { url: 'http://127.0.0.1:8080' });
		expect(blocked.status).toBe(422);
		expect(blocked.data.code).toBe('page_blocked');
	});
});
