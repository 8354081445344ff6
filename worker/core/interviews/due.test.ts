import { describe, expect, it } from 'vitest';
// The test environment first: it installs the in-memory IndexedDB before the core's storage loads.
import { testClient, testEnv } from '../testing/env';

type Step = { id: string; kind: string; at: string; overdue: boolean };

async function setup() {
	const t = testEnv('2026-11-10T12:00:00.000Z');
	const api = testClient(t.env);
	const app = (await api.post('/tracker/jobs', { title: 'Enfermeira de UTI', company: 'Hospital Vale do Ipê', status: 'interview' })).data;
	return { ...t, api, app };
}

const clock = (date: Date, plusMinutes = 0) => {
	const d = new Date(date.getTime() + plusMinutes * 60_000);
	return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
};

describe('what may notify now', () => {
	it('lists reminders whose time has come (overdue ones too) and interviews in the next 24 hours, nothing else', async () => {
		const { api, app, advance } = await setup();
		const past = (await api.post('/reminders', { title: 'Ligar para a Marta', dueAt: '2026-11-08T12:00:00Z', applicationId: app.id })).data;
		await api.post('/reminders', { title: 'Later', dueAt: '2026-11-10T18:00:00Z', applicationId: app.id });
		await api.post('/reminders', { title: 'Done', dueAt: '2026-11-09T12:00:00Z', applicationId: app.id, done: true });
		const tomorrow = (await api.post(`/tracker/jobs/${app.id}/interviews`, { startsAt: '2026-11-11T09:00:00Z', timeZone: 'America/Sao_Paulo' })).data;
		await api.post(`/tracker/jobs/${app.id}/interviews`, { startsAt: '2026-11-12T15:00:00Z', timeZone: 'America/Sao_Paulo' });
		const r = await api.get('/reminders/due?tz=America/Sao_Paulo');
		expect(r.status).toBe(200);
		expect(r.data.quiet).toBe(false);
		expect(r.data.items.map((s: Step) => [s.kind, s.id, s.overdue])).toEqual([
			['reminder', `reminder:${past.id}`, true],
			['interview', `interview:${tomorrow.id}`, false]
		]);
		// Six hours on, the later reminder's time has come too; an interview that started is no longer "coming".
		advance(0.25);
		expect((await api.get('/reminders/due')).data.items.map((s: Step) => s.kind)).toEqual(['reminder', 'reminder', 'interview']);
		advance(1);
		expect((await api.get('/reminders/due')).data.items.map((s: Step) => s.kind)).toEqual(['reminder', 'reminder', 'interview']);
	});

	it('says quiet during the quiet hours set for the radar', async () => {
		const { api, env } = await setup();
		expect((await api.get('/reminders/due')).data.quiet).toBe(false);
		const now = env.now();
		const saved = await api.put('/radar/alerts/settings', { version: 0, quietHours: { from: clock(now, -60), to: clock(now, 60) } });
		expect(saved.status).toBe(200);
		expect((await api.get('/reminders/due')).data.quiet).toBe(true);
		await api.put('/radar/alerts/settings', { version: saved.data.version, quietHours: { from: clock(now, 60), to: clock(now, 120) } });
		expect((await api.get('/reminders/due')).data.quiet).toBe(false);
	});

	it('refuses a zone that is not one', async () => {
		const { api } = await setup();
		const r = await api.get('/reminders/due?tz=Mars/Olympus');
		expect(r.status).toBe(400);
		expect(r.contentType).toBe('application/problem+json');
	});
});
