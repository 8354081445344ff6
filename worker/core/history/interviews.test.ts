import { describe, expect, it } from 'vitest';
// The test environment first: it installs the in-memory IndexedDB before the core's storage loads.
import { testClient, testEnv } from '../testing/env';

type Entry = { id: string; kind: string; at: string; title: string; params: Record<string, string | number>; ref: { kind: string; id: string }; href: string; clearable: boolean };

/** An interview added, changed and deleted a day apart, on an application. */
async function lived() {
	const { env, advance } = testEnv('2026-11-01T12:00:00.000Z');
	const api = testClient(env);
	const app = (await api.post('/tracker/jobs', { title: 'Enfermeira de UTI', company: 'Hospital Vale do Ipê', status: 'interview' })).data;
	advance(1);
	const made = (await api.post(`/tracker/jobs/${app.id}/interviews`, { startsAt: '2026-11-20T14:00', timeZone: 'America/Sao_Paulo', stage: 'technical' })).data;
	advance(1);
	await api.patch(`/interviews/${made.id}`, { version: 1, startsAt: '2026-11-21T09:00', outcome: 'rescheduled' });
	advance(1);
	await api.del(`/interviews/${made.id}`);
	return { api, app, interviewId: made.id as string };
}

const interviewEntries = async (api: ReturnType<typeof testClient>) => ((await api.get('/history?kind=interview')).data.items as Entry[]);

describe('interviews in history', () => {
	it('lists an interview added, changed and deleted, newest first, each with its application', async () => {
		const { api, app } = await lived();
		const items = await interviewEntries(api);
		expect(items.map((e) => e.params.action)).toEqual(['deleted', 'changed', 'added']);
		for (const entry of items)
			expect(entry).toMatchObject({
				kind: 'interview',
				ref: { kind: 'application', id: app.id },
				href: `/interviews?application=${app.id}`,
				clearable: true,
				params: { jobTitle: 'Enfermeira de UTI', company: 'Hospital Vale do Ipê', stage: 'technical' }
			});
		expect(items[0].title).toBe('Interview deleted for “Enfermeira de UTI” at Hospital Vale do Ipê');
		expect(items[1].params).toMatchObject({ localStart: '2026-11-21T09:00', timeZone: 'America/Sao_Paulo', fields: 'startsAt,outcome' });
		expect(items[2].at).toBe('2026-11-02T12:00:00.000Z');
		const all = (await api.get('/history')).data;
		expect(all.counts.interview).toBe(3);
		expect(all.items.map((e: Entry) => e.kind)).toContain('interview');
	});

	it('clears one line of the record, and a filter clears them all; the application stays', async () => {
		const { api, app } = await lived();
		const [newest] = await interviewEntries(api);
		expect((await api.del(`/history/${encodeURIComponent(newest.id)}`)).status).toBe(204);
		expect((await interviewEntries(api)).length).toBe(2);
		expect((await api.del(`/history/${encodeURIComponent(newest.id)}`)).status).toBe(404);
		const cleared = await api.del('/history?kind=interview');
		expect(cleared.data.cleared).toEqual({ interview: 2 });
		expect(await interviewEntries(api)).toEqual([]);
		expect((await api.get(`/tracker/jobs/${app.id}`)).status).toBe(200);
	});

	it('goes with its application', async () => {
		const { api, app } = await lived();
		await api.post(`/tracker/jobs/${app.id}/interviews`, { startsAt: '2026-12-01T10:00', timeZone: 'UTC' });
		expect((await interviewEntries(api)).length).toBe(4);
		await api.del(`/tracker/jobs/${app.id}`);
		expect(await interviewEntries(api)).toEqual([]);
	});
});
