import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIXTURES as FIXTURES_DIR } from '../../../tests/fixtures/paths.mjs';
import { testClient, testEnv } from '../testing/env';

const FIXTURES = `${FIXTURES_DIR}/`;
const text = (path: string) => readFileSync(`${FIXTURES}${path}`, 'utf8');

async function setup() {
	const { env, advance } = testEnv();
	const api = testClient(env);
	const resume = await api.post('/resume/extract', { text: text('resumes/d_en_backend_samuel_reyes.txt') });
	const job = await api.post('/job/extract', { text: text('jobs/d_job_en_backend_node_harborline.txt') });
	return { env, api, advance, ids: { resumeId: resume.data.id as string, jobId: job.data.id as string } };
}

describe('resume tailor API', () => {
	it('tailors a stored resume for a stored job, stores it, and keeps each decision', async () => {
		const { api, ids, advance } = await setup();
		const first = await api.post('/resume/tailor', ids);
		expect(first.status).toBe(201);
		expect(first.data).toMatchObject(ids);
		expect(first.data.suggestions.length).toBeGreaterThan(0);
		for (const s of first.data.suggestions) {
			expect(s.status).toBe('pending');
			expect(s.evidence.length).toBeGreaterThan(0);
		}
		expect(first.data.refused.map((r: { keyword: string }) => r.keyword)).toContain('Kafka');

		const [a, b] = first.data.suggestions;
		const accepted = await api.patch(`/resume/tailor/${first.data.id}/suggestions/${a.id}`, { status: 'accepted' });
		expect(accepted.status).toBe(200);
		expect(accepted.data.suggestions[0].status).toBe('accepted');
		await api.patch(`/resume/tailor/${first.data.id}/suggestions/${b.id}`, { status: 'rejected' });
		const read = await api.get(`/resume/tailor/${first.data.id}`);
		expect(read.data.suggestions.slice(0, 2).map((s: { status: string }) => s.status)).toEqual(['accepted', 'rejected']);

		// Tailoring again keeps the decisions already taken on the same changes.
		advance(1);
		const again = await api.post('/resume/tailor', ids);
		expect(again.data.id).not.toBe(first.data.id);
		expect(again.data.suggestions.slice(0, 2).map((s: { status: string }) => s.status)).toEqual(['accepted', 'rejected']);
		expect((await api.get(`/resume/tailor?resumeId=${ids.resumeId}&jobId=${ids.jobId}`)).data.id).toBe(again.data.id);
	});

	it('refuses a claim without evidence with 422 unsupported_claim and stores nothing', async () => {
		const { env, api, ids } = await setup();
		const refused = await api.post('/resume/tailor', { ...ids, claims: ['Kafka'] });
		expect(refused.status).toBe(422);
		expect(refused.contentType).toBe('application/problem+json');
		expect(refused.data.code).toBe('unsupported_claim');
		expect(refused.data.detail).toContain('Kafka');
		expect(refused.data.errors).toEqual([{ path: 'claims.0', message: 'No evidence in your resume or profile for Kafka.' }]);
		const mixed = await api.post('/resume/tailor', { ...ids, claims: ['Node.js', 'rust'] });
		expect(mixed.data.errors.map((e: { path: string }) => e.path)).toEqual(['claims.1']);
		expect(mixed.data.detail).toContain('shows rust,');
		expect(await env.db.tailorings.count()).toBe(0);
	});

	it('lists the tailorings of a resume for a job newest first, empty (200) before the first one', async () => {
		const { api, ids, advance } = await setup();
		const query = `resumeId=${ids.resumeId}&jobId=${ids.jobId}`;
		expect((await api.get(`/resume/tailorings?${query}`)).data).toEqual({ items: [], total: 0, nextCursor: null });
		const first = await api.post('/resume/tailor', ids);
		advance(1);
		const second = await api.post('/resume/tailor', ids);
		const list = await api.get(`/resume/tailorings?${query}&limit=5`);
		expect(list.status).toBe(200);
		expect(list.data.total).toBe(2);
		expect(list.data.items.map((t: { id: string }) => t.id)).toEqual([second.data.id, first.data.id]);
		expect((await api.get(`/resume/tailorings?resumeId=${ids.resumeId}`)).status).toBe(400);
	});

	it('answers clear problems for bad input', async () => {
		const { api, ids } = await setup();
		expect((await api.post('/resume/tailor', { resumeId: ids.resumeId })).status).toBe(400);
		expect((await api.post('/resume/tailor', { ...ids, claims: ['x'.repeat(200)] })).data.code).toBe('validation_failed');
		expect((await api.post('/resume/tailor', { ...ids, resumeId: 'nope' })).status).toBe(404);
		expect((await api.get('/resume/tailor/nope')).status).toBe(404);
		expect((await api.get(`/resume/tailor?resumeId=${ids.resumeId}&jobId=${ids.jobId}`)).status).toBe(404);
		const made = await api.post('/resume/tailor', ids);
		expect((await api.patch(`/resume/tailor/${made.data.id}/suggestions/s999`, { status: 'accepted' })).status).toBe(404);
		expect((await api.patch(`/resume/tailor/${made.data.id}/suggestions/s1`, { status: 'maybe' })).status).toBe(400);
		// A resume id is still read by its own route.
		expect((await api.get(`/resume/${ids.resumeId}`)).status).toBe(200);
	});
});
