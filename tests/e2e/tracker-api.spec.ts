import { expect, test } from '@playwright/test';
import { api, openApp } from './helpers';

test.beforeEach(async ({ page }) => openApp(page, '/'));

test('every tracker endpoint answers through the service worker', async ({ page }) => {
	const statuses = await api(page, 'GET', '/tracker/statuses');
	expect(statuses.fromServiceWorker).toBe(true);
	expect(statuses.data.items.map((s: { status: string }) => s.status)).toEqual(['saved', 'applied', 'screening', 'interview', 'offer', 'accepted', 'rejected', 'withdrawn']);

	const created = await api(page, 'POST', '/tracker/jobs', { title: 'Advogada Trabalhista', company: 'Lima & Souza', url: 'https://example.org/v', source: 'Indicação' });
	expect(created).toMatchObject({ status: 201, fromServiceWorker: true, data: { version: 1, status: 'saved' } });
	const id = created.data.id;

	const read = await api(page, 'GET', `/tracker/jobs/${id}`);
	expect(read.data).toEqual(created.data);

	const moved = await api(page, 'PATCH', `/tracker/jobs/${id}`, { status: 'applied', version: 1 });
	expect(moved.status).toBe(200);
	expect(moved.data.version).toBe(2);
	expect(moved.data.history.map((h: { to: string }) => h.to)).toEqual(['saved', 'applied']);
	expect(moved.data.appliedAt).not.toBeNull();

	const list = await api(page, 'GET', '/tracker/jobs?status=applied&q=trabalhista');
	expect(list.data).toMatchObject({ total: 1, nextCursor: null });

	const metrics = await api(page, 'GET', '/tracker/metrics');
	expect(metrics.data).toMatchObject({ total: 1, active: 1, applied: 1, responseRate: 0 });
	for (const path of ['/tracker/funnel', '/tracker/sources', '/tracker/timeline']) {
		const r = await api(page, 'GET', path);
		expect(r.status, path).toBe(200);
		expect(r.fromServiceWorker, path).toBe(true);
	}
	expect((await api(page, 'GET', '/tracker/sources')).data.items[0]).toMatchObject({ source: 'Indicação', applied: 1 });

	const removed = await api(page, 'DELETE', `/tracker/jobs/${id}`);
	expect(removed.status).toBe(204);
	expect((await api(page, 'GET', `/tracker/jobs/${id}`)).status).toBe(404);
});

test('a stale version gets 409 conflict and leaves the job as it was', async ({ page }) => {
	const { data: job } = await api(page, 'POST', '/tracker/jobs', { title: 'Engenheira Civil' });
	await api(page, 'PATCH', `/tracker/jobs/${job.id}`, { notes: 'from tab A', version: 1 });
	const stale = await api(page, 'PATCH', `/tracker/jobs/${job.id}`, { notes: 'from tab B', version: 1 });
	expect(stale.status).toBe(409);
	expect(stale.contentType).toBe('application/problem+json');
	expect(stale.data).toMatchObject({ type: 'about:blank', status: 409, code: 'conflict' });
	expect(stale.data.detail).toMatch(/Reload/);
	expect((await api(page, 'GET', `/tracker/jobs/${job.id}`)).data).toMatchObject({ notes: 'from tab A', version: 2 });
});

test('an unknown id gets 404 not_found on read, update and delete', async ({ page }) => {
	for (const [method, body] of [['GET'], ['PATCH', { notes: 'x', version: 1 }], ['DELETE']] as const) {
		const r = await api(page, method, '/tracker/jobs/does-not-exist', body);
		expect(r.status, method).toBe(404);
		expect(r.data.code).toBe('not_found');
	}
});

test('bad input gets 400 with an error per field, and nothing is stored', async ({ page }) => {
	const r = await api(page, 'POST', '/tracker/jobs', { title: '', url: 'javascript:alert(1)', status: 'hired', appliedAt: 'yesterday' });
	expect(r.status).toBe(400);
	expect(r.data.code).toBe('validation_failed');
	const paths = r.data.errors.map((e: { path: string }) => e.path).sort();
	expect(paths).toEqual(['appliedAt', 'status', 'title', 'url']);
	expect((await api(page, 'GET', '/tracker/jobs')).data.total).toBe(0);
	const badQuery = await api(page, 'GET', '/tracker/jobs?limit=0');
	expect(badQuery.status).toBe(400);
	expect(badQuery.data.errors[0].path).toBe('query.limit');
});

test('a body over 15 MB gets 413 payload_too_large', async ({ page }) => {
	const r = await page.evaluate(async () => {
		const res = await fetch('/api/v1/tracker/jobs', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ title: 'x', notes: 'y'.repeat(16 * 1024 * 1024) }) });
		return { status: res.status, body: await res.json() };
	});
	expect(r.status).toBe(413);
	expect(r.body.code).toBe('payload_too_large');
});

test('pages through many jobs with a cursor without repeats', async ({ page }) => {
	for (let i = 0; i < 7; i++) await api(page, 'POST', '/tracker/jobs', { title: `Job ${i}` });
	const seen = new Set<string>();
	let cursor: string | null = null;
	do {
		const r: { data: { items: { id: string }[]; nextCursor: string | null } } = await api(page, 'GET', `/tracker/jobs?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
		for (const job of r.data.items) seen.add(job.id);
		cursor = r.data.nextCursor;
	} while (cursor);
	expect(seen.size).toBe(7);
});
