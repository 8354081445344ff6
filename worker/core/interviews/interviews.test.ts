import { describe, expect, it } from 'vitest';
// The test environment first: it installs the in-memory IndexedDB before the core's storage loads.
import { testClient, testEnv } from '../testing/env';

async function setup(start?: string) {
	const t = testEnv(start);
	const api = testClient(t.env);
	const app = (await api.post('/tracker/jobs', { title: 'Enfermeira de UTI', company: 'Hospital Vale do Ipê', status: 'interview' })).data;
	return { ...t, api, app };
}

describe('interviews of an application', () => {
	it('keeps a wall-clock time in its zone and the instant in UTC', async () => {
		const { api, app } = await setup();
		const r = await api.post(`/tracker/jobs/${app.id}/interviews`, { startsAt: '2026-11-20T14:00', timeZone: 'America/Sao_Paulo', stage: 'technical', format: 'in_person', place: 'Rua das Acácias, 100', who: 'Marta (coordenação)' });
		expect(r.status).toBe(201);
		expect(r.data).toMatchObject({ applicationId: app.id, startsAt: '2026-11-20T17:00:00.000Z', localStart: '2026-11-20T14:00', timeZone: 'America/Sao_Paulo', durationMinutes: 60, outcome: 'pending', version: 1 });
		const list = await api.get(`/tracker/jobs/${app.id}/interviews`);
		expect(list.data).toMatchObject({ total: 1, nextCursor: null });
		expect(list.data.items[0].id).toBe(r.data.id);
	});

	it('reads a wall-clock time in a zone with summer time by that day’s offset', async () => {
		const { api, app } = await setup();
		const winter = await api.post(`/tracker/jobs/${app.id}/interviews`, { startsAt: '2027-01-15T09:30', timeZone: 'America/New_York' });
		const summer = await api.post(`/tracker/jobs/${app.id}/interviews`, { startsAt: '2027-07-15T09:30', timeZone: 'America/New_York' });
		expect(winter.data.startsAt).toBe('2027-01-15T14:30:00.000Z');
		expect(summer.data.startsAt).toBe('2027-07-15T13:30:00.000Z');
	});

	it('refuses a stale version with 409 and changes nothing', async () => {
		const { api, app } = await setup();
		const made = (await api.post(`/tracker/jobs/${app.id}/interviews`, { startsAt: '2026-11-20T17:00:00Z', timeZone: 'UTC' })).data;
		const first = await api.patch(`/interviews/${made.id}`, { version: 1, outcome: 'passed' });
		expect(first.status).toBe(200);
		expect(first.data.version).toBe(2);
		const stale = await api.patch(`/interviews/${made.id}`, { version: 1, notes: 'lost edit' });
		expect(stale.status).toBe(409);
		expect(stale.contentType).toBe('application/problem+json');
		expect(stale.data.code).toBe('conflict');
		const now = (await api.get(`/tracker/jobs/${app.id}/interviews`)).data.items[0];
		expect(now).toMatchObject({ version: 2, notes: '', outcome: 'passed' });
	});

	it('keeps the wall-clock time when only the zone changes', async () => {
		const { api, app } = await setup();
		const made = (await api.post(`/tracker/jobs/${app.id}/interviews`, { startsAt: '2026-11-20T14:00', timeZone: 'America/Sao_Paulo' })).data;
		const moved = await api.patch(`/interviews/${made.id}`, { version: 1, timeZone: 'Europe/Lisbon' });
		expect(moved.data).toMatchObject({ localStart: '2026-11-20T14:00', startsAt: '2026-11-20T14:00:00.000Z', timeZone: 'Europe/Lisbon' });
	});

	it('answers validation errors field by field and stores nothing', async () => {
		const { api, app } = await setup();
		const r = await api.post(`/tracker/jobs/${app.id}/interviews`, { startsAt: 'next tuesday', timeZone: 'Mars/Olympus', stage: 'coffee', durationMinutes: 2 });
		expect(r.status).toBe(400);
		expect(r.data.code).toBe('validation_failed');
		expect(r.data.errors.map((e: { path: string }) => e.path).sort()).toEqual(['durationMinutes', 'stage', 'startsAt', 'timeZone']);
		expect((await api.get(`/tracker/jobs/${app.id}/interviews`)).data.total).toBe(0);
		expect((await api.post('/tracker/jobs/nope/interviews', { startsAt: '2026-11-20T14:00', timeZone: 'UTC' })).status).toBe(404);
		expect((await api.del('/interviews/nope')).status).toBe(404);
	});

	it('goes with its application, with its reminders and follow-ups; a story that served it stays', async () => {
		const { api, app, env } = await setup();
		const other = (await api.post('/tracker/jobs', { title: 'Enfermeira Intensivista', company: 'Santa Clara' })).data;
		await api.post(`/tracker/jobs/${app.id}/interviews`, { startsAt: '2026-11-20T14:00', timeZone: 'UTC' });
		await api.post(`/tracker/jobs/${other.id}/interviews`, { startsAt: '2026-11-21T14:00', timeZone: 'UTC' });
		await api.post('/reminders', { applicationId: app.id, title: 'Levar o COREN', dueAt: '2026-11-19T12:00', timeZone: 'UTC' });
		await api.post(`/tracker/jobs/${app.id}/follow-ups`, { kind: 'follow_up' });
		const story = await api.post('/stories', { title: 'Plantão', applicationIds: [app.id, other.id] });
		expect(story.status).toBe(201);
		expect((await api.del(`/tracker/jobs/${app.id}`)).status).toBe(204);
		expect(await env.db.interviews.count()).toBe(1);
		expect(await env.db.reminders.count()).toBe(0);
		expect(await env.db.followUps.count()).toBe(0);
		expect((await api.get(`/stories/${story.data.id}`)).data.applicationIds).toEqual([other.id]);
	});
});

describe('reminders', () => {
	it('shows a reminder due in the past as overdue, first, and never drops it', async () => {
		const { api, app, advance } = await setup('2026-11-14T12:00:00.000Z');
		await api.post('/reminders', { applicationId: app.id, title: 'Later', dueAt: '2026-11-30T12:00:00Z' });
		const soon = (await api.post('/reminders', { applicationId: app.id, title: 'Send the documents', dueAt: '2026-11-15T12:00:00Z' })).data;
		expect(soon.overdue).toBe(false);
		advance(30);
		const open = (await api.get('/reminders')).data;
		expect(open.items.map((r: { title: string; overdue: boolean }) => [r.title, r.overdue])).toEqual([
			['Send the documents', true],
			['Later', true]
		]);
		expect((await api.get('/reminders?state=overdue')).data.total).toBe(2);
		const steps = (await api.get('/next-steps?days=1')).data;
		expect(steps.overdue).toBe(2);
		expect(steps.items[0]).toMatchObject({ kind: 'reminder', reminderId: soon.id, overdue: true });
		const done = await api.patch(`/reminders/${soon.id}`, { version: 1, done: true });
		expect(done.data).toMatchObject({ done: true, overdue: false, version: 2 });
		expect((await api.get('/reminders?state=done')).data.items.map((r: { id: string }) => r.id)).toEqual([soon.id]);
	});

	it('refuses a stale reminder edit and an unknown application', async () => {
		const { api } = await setup();
		const made = (await api.post('/reminders', { title: 'Update the resume', dueAt: '2026-11-20T09:00', timeZone: 'America/Sao_Paulo' })).data;
		expect(made).toMatchObject({ applicationId: null, dueAt: '2026-11-20T12:00:00.000Z', kind: 'custom' });
		await api.patch(`/reminders/${made.id}`, { version: 1, title: 'Update the resume today' });
		expect((await api.patch(`/reminders/${made.id}`, { version: 1, done: true })).status).toBe(409);
		const lost = await api.post('/reminders', { applicationId: 'gone', title: 'x', dueAt: '2026-11-20T09:00' });
		expect(lost.status).toBe(404);
		expect((await api.get('/reminders?state=all')).data.total).toBe(1);
		const bad = await api.post('/reminders', { title: '', dueAt: 'tomorrow' });
		expect(bad.status).toBe(400);
		expect(bad.data.errors.map((e: { path: string }) => e.path).sort()).toEqual(['dueAt', 'title']);
	});
});

describe('follow-ups', () => {
	it('drafts a thank-you from the interview in the person’s language, and never as sent', async () => {
		const { api, app, advance } = await setup();
		await api.put('/profile/basics', { name: 'Helena Duarte' });
		const interview = (await api.post(`/tracker/jobs/${app.id}/interviews`, { startsAt: '2026-11-02T14:00', timeZone: 'America/Sao_Paulo', who: 'Marta' })).data;
		advance(2);
		const r = await api.post(`/tracker/jobs/${app.id}/follow-ups`, { kind: 'thank_you', lang: 'pt-BR', discussed: 'o protocolo de sepse da UTI' });
		expect(r.status).toBe(201);
		expect(r.data).toMatchObject({ interviewId: interview.id, state: 'draft', lang: 'pt-BR', to: null });
		expect(r.data.text).toContain('Olá, Marta,');
		expect(r.data.text).toContain('2 de novembro');
		expect(r.data.text).toContain('o protocolo de sepse da UTI');
		expect(r.data.text).toContain('Enfermeira de UTI — Hospital Vale do Ipê');
		expect(r.data.text.trim().endsWith('Helena Duarte')).toBe(true);
	});

	it('moves draft → reviewed → copied → sent → archived, and keeps a sent message as it was', async () => {
		const { api, app } = await setup();
		let note = (await api.post(`/tracker/jobs/${app.id}/follow-ups`, { kind: 'follow_up' })).data;
		for (const state of ['reviewed', 'copied', 'sent']) {
			const r = await api.patch(`/follow-ups/${note.id}`, { version: note.version, state });
			expect(r.status).toBe(200);
			note = r.data;
		}
		expect(note.states.map((s: { state: string }) => s.state)).toEqual(['draft', 'reviewed', 'copied', 'sent']);
		const edit = await api.patch(`/follow-ups/${note.id}`, { version: note.version, text: 'changed after sending' });
		expect(edit.status).toBe(400);
		const back = await api.patch(`/follow-ups/${note.id}`, { version: note.version, state: 'draft' });
		expect(back.status).toBe(400);
		expect(back.data.errors[0].path).toBe('state');
		const archived = await api.patch(`/follow-ups/${note.id}`, { version: note.version, state: 'archived' });
		expect(archived.data.state).toBe('archived');
		expect((await api.patch(`/follow-ups/${note.id}`, { version: archived.data.version - 1, state: 'archived' })).status).toBe(409);
	});
});

describe('backups', () => {
	it('carry interviews, reminders, follow-ups and stories through a clear and a restore', async () => {
		const { api, app, env } = await setup();
		await api.post(`/tracker/jobs/${app.id}/interviews`, { startsAt: '2026-11-20T14:00', timeZone: 'America/Sao_Paulo', who: 'Marta' });
		await api.post('/reminders', { applicationId: app.id, title: 'Levar o COREN', dueAt: '2026-11-19T12:00' });
		await api.post(`/tracker/jobs/${app.id}/follow-ups`, { kind: 'follow_up' });
		await api.post('/stories', { title: 'Plantão', applicationIds: [app.id] });
		const { createCore } = await import('../app');
		const backup = await createCore(env).handle({ method: 'GET', url: '/api/v1/backup', headers: {}, body: null });
		expect(backup.status).toBe(200);
		const before = await Promise.all([env.db.interviews.toArray(), env.db.reminders.toArray(), env.db.followUps.toArray(), env.db.stories.toArray()]);
		expect((await api.del('/data')).status).toBe(204);
		expect(await env.db.interviews.count()).toBe(0);
		const restored = await api.call('POST', '/backup?mode=replace', backup.body!);
		expect(restored.status).toBe(200);
		expect(restored.data.restored).toMatchObject({ interviews: 1, reminders: 1, followUps: 1, stories: 1 });
		expect(await Promise.all([env.db.interviews.toArray(), env.db.reminders.toArray(), env.db.followUps.toArray(), env.db.stories.toArray()])).toEqual(before);
	});
});
