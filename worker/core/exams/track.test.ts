import { describe, expect, it } from 'vitest';
// The test environment first: it installs the in-memory IndexedDB before the core's storage loads.
import { testClient, testEnv } from '../testing/env';
import { DEMO_EDITAL } from '../../../src/lib/demo/exams';

type Reminder = { title: string; dueAt: string; timeZone: string; notes: string; applicationId: string; kind: string };

async function setup(start = '2026-11-14T12:00:00.000Z') {
	const t = testEnv(start);
	const api = testClient(t.env);
	const read = await api.post('/exams/extract', { text: DEMO_EDITAL });
	expect(read.status).toBe(201);
	return { ...t, api, examId: read.data.id as string, exam: read.data.exam };
}

describe('public exams: a cargo saved to Applications (issue 31, "Track it")', () => {
	it('creates an exam-track application at its first stage, linked to the edital, with the key dates as reminders', async () => {
		const { api, examId, notices } = await setup();
		notices.length = 0;
		const r = await api.post(`/exams/${examId}/track`, { cargoId: 'enfermeiro' });
		expect(r.status).toBe(201);
		expect(r.data.application).toMatchObject({
			title: 'ENFERMEIRO',
			company: 'SECRETARIA MUNICIPAL DE SAÚDE',
			status: 'registered',
			track: 'exam',
			appliedAt: null,
			exam: { examId, cargoId: 'enfermeiro', board: 'Quadrix', number: '02/2026' }
		});
		expect(r.data.application.history).toEqual([{ from: null, to: 'registered', at: '2026-11-14T12:00:00.000Z' }]);
		expect(notices).toEqual(expect.arrayContaining(['tracker', 'interviews']));

		// Every key date still ahead, due at 09:00 in Brasília (12:00 UTC), titled in Portuguese by default, quoting the edital.
		const reminders: Reminder[] = r.data.reminders;
		expect(reminders.map((x) => [x.dueAt, x.title])).toEqual([
			['2026-12-01T12:00:00.000Z', 'Abrem as inscrições: ENFERMEIRO (SECRETARIA MUNICIPAL DE SAÚDE)'],
			['2026-12-01T12:00:00.000Z', 'Começa o pedido de isenção da taxa: ENFERMEIRO (SECRETARIA MUNICIPAL DE SAÚDE)'],
			['2026-12-04T12:00:00.000Z', 'Último dia para pedir isenção da taxa: ENFERMEIRO (SECRETARIA MUNICIPAL DE SAÚDE)'],
			['2027-01-08T12:00:00.000Z', 'Último dia de inscrição: ENFERMEIRO (SECRETARIA MUNICIPAL DE SAÚDE)'],
			['2027-03-14T12:00:00.000Z', 'Dia da prova: ENFERMEIRO (SECRETARIA MUNICIPAL DE SAÚDE)'],
			['2027-04-30T12:00:00.000Z', 'Resultado previsto: ENFERMEIRO (SECRETARIA MUNICIPAL DE SAÚDE)']
		]);
		expect(reminders.every((x) => x.applicationId === r.data.application.id && x.timeZone === 'America/Sao_Paulo')).toBe(true);
		expect(reminders.find((x) => x.title.startsWith('Dia da prova'))!.notes).toMatch(/^Edital, p\. 1, linha \d+: “.*14 de março de 2027/);

		// The same reminders as any other: listed for the application, in the next steps once near.
		const listed = await api.get(`/reminders?applicationId=${r.data.application.id}`);
		expect(listed.data.total).toBe(6);
		const exams = await api.get(`/tracker/jobs?examId=${examId}`);
		expect(exams.data.items.map((j: { id: string }) => j.id)).toEqual([r.data.application.id]);
	});

	it('moves the application’s dates and the reminders they became when the person corrects a date, then when a retification changes it', async () => {
		const { api, examId } = await setup();
		const saved = (await api.post(`/exams/${examId}/track`, { cargoId: 'enfermeiro', lang: 'en' })).data;
		const reminderOf = async (start: string) =>
			(await api.get(`/reminders?applicationId=${saved.application.id}&state=all`)).data.items.find((x: Reminder) => x.title.startsWith(start)) as Reminder & { version: number };
		const before = await reminderOf('Exam day');

		await api.patch(`/exams/${examId}`, { dates: { exam: '2027-03-21' } });
		const job = (await api.get(`/tracker/jobs/${saved.application.id}`)).data;
		expect(job.exam.dates.find((d: { kind: string }) => d.kind === 'exam').date).toBe('2027-03-21');
		const moved = await reminderOf('Exam day');
		expect(moved).toMatchObject({ dueAt: '2027-03-21T12:00:00.000Z', notes: 'A date you corrected (not read from the edital).', title: before.title });
		expect(moved.version).toBe(before.version + 1);
		// Another date, untouched, stays as it was.
		expect((await reminderOf('Result expected')).dueAt).toBe('2027-04-30T12:00:00.000Z');

		// The person's correction undone, then a retification moving the exam: the reminder follows the edital again.
		await api.del(`/exams/${examId}/corrections`);
		expect((await reminderOf('Exam day')).dueAt).toBe('2027-03-14T12:00:00.000Z');
		const retification = 'RETIFICAÇÃO Nº 1 DO EDITAL Nº 02/2026\n1. No subitem 4.2, onde se lê: "14 de março de 2027", leia-se: "28 de março de 2027".';
		expect((await api.post('/exams/extract', { text: retification, examId })).status).toBe(200);
		expect(await reminderOf('Exam day')).toMatchObject({ dueAt: '2027-03-28T12:00:00.000Z', notes: expect.stringMatching(/^Edital, page 1, line \d+: “.*28 de março de 2027/) });
		expect((await api.get(`/tracker/jobs/${saved.application.id}`)).data.exam.dates.find((d: { kind: string }) => d.kind === 'exam').date).toBe('2027-03-28');
	});

	it('still finds the reminders it wrote when the body or the cargo’s title were corrected after saving', async () => {
		const { api, examId } = await setup();
		const saved = (await api.post(`/exams/${examId}/track`, { cargoId: 'enfermeiro', lang: 'pt' })).data;
		const exam = async () =>
			(await api.get(`/reminders?applicationId=${saved.application.id}&state=all`)).data.items.find((x: Reminder) => x.title.startsWith('Dia da prova')) as Reminder;
		const written = await exam();
		// The body and the cargo's title corrected first: the reminders keep the words they were written with.
		await api.patch(`/exams/${examId}`, { body: 'Secretaria Municipal de Saúde de Vale Claro (corrigido)' });
		await api.patch(`/exams/${examId}/cargos/enfermeiro`, { title: 'Enfermeiro Plantonista' });
		await api.patch(`/exams/${examId}`, { dates: { exam: '2027-03-21' } });
		expect(await exam()).toMatchObject({ title: written.title, dueAt: '2027-03-21T12:00:00.000Z', notes: 'Data corrigida por você (não lida do edital).' });
	});

	it('writes the reminders in English when asked, and skips the dates already past', async () => {
		const { api, examId } = await setup('2026-12-02T15:00:00.000Z');
		const r = await api.post(`/exams/${examId}/track`, { cargoId: 'enfermeiro', lang: 'en' });
		expect(r.status).toBe(201);
		expect(r.data.reminders.map((x: Reminder) => x.title.split(':')[0])).toEqual(['Last day to request the fee exemption', 'Last day to register', 'Exam day', 'Result expected']);
		expect(r.data.application.exam.dates).toHaveLength(6);
	});

	it('moves only through the exam stages, and stays out of the job metrics and funnel', async () => {
		const { api, examId } = await setup();
		await api.post('/tracker/jobs', { title: 'Enfermeira UTI', company: 'Hospital Boa Vista', status: 'applied' });
		const saved = (await api.post(`/exams/${examId}/track`, { cargoId: 'enfermeiro' })).data.application;

		const wrong = await api.patch(`/tracker/jobs/${saved.id}`, { status: 'interview', version: 1 });
		expect(wrong.status).toBe(400);
		expect(wrong.contentType).toBe('application/problem+json');
		expect(wrong.data.errors[0].path).toBe('status');
		const moved = await api.patch(`/tracker/jobs/${saved.id}`, { status: 'exemption_requested', version: 1 });
		expect(moved.status).toBe(200);
		const exam = await api.patch(`/tracker/jobs/${saved.id}`, { status: 'exam', version: 2 });
		expect(exam.data.history.map((h: { to: string }) => h.to)).toEqual(['registered', 'exemption_requested', 'exam']);
		expect(exam.data.appliedAt).toBeNull();

		// A job application may not take an exam stage, created or moved.
		expect((await api.post('/tracker/jobs', { title: 'X', status: 'result' })).status).toBe(400);

		const metrics = (await api.get('/tracker/metrics')).data;
		expect(metrics).toMatchObject({ total: 1, applied: 1 });
		expect(metrics.byStatus.applied).toBe(1);
		const funnel = (await api.get('/tracker/funnel')).data;
		expect(funnel.stages.find((s: { status: string }) => s.status === 'saved').count).toBe(1);
		const statuses = (await api.get('/tracker/statuses')).data;
		expect(statuses.items.map((s: { status: string }) => s.status)).toEqual(['saved', 'applied', 'screening', 'interview', 'offer', 'accepted', 'rejected', 'withdrawn']);
		expect(statuses.exam.map((s: { status: string; label: { pt: string } }) => [s.status, s.label.pt])).toEqual([
			['registered', 'Inscrito'],
			['exemption_requested', 'Isenção pedida'],
			['exam', 'Prova'],
			['result', 'Resultado'],
			['called_up', 'Convocação']
		]);

		// Deleted, it leaves the metrics as they were, and its reminders go with it.
		expect((await api.del(`/tracker/jobs/${saved.id}`)).status).toBe(204);
		expect((await api.get('/tracker/metrics')).data).toMatchObject({ total: 1, applied: 1 });
		expect((await api.get('/reminders?state=all')).data.total).toBe(0);
	});

	it('answers the application already saved for the same cargo, without new reminders', async () => {
		const { api, examId } = await setup();
		const first = await api.post(`/exams/${examId}/track`, { cargoId: 'enfermeiro' });
		const again = await api.post(`/exams/${examId}/track`, { cargoId: 'enfermeiro' });
		expect(again.status).toBe(200);
		expect(again.data.application.id).toBe(first.data.application.id);
		expect(again.data.reminders).toHaveLength(6);
		expect((await api.get('/reminders?state=all')).data.total).toBe(6);
		// Another cargo of the same edital is another application.
		const other = await api.post(`/exams/${examId}/track`, { cargoId: 'farmaceutico' });
		expect(other.status).toBe(201);
		expect((await api.get(`/tracker/jobs?examId=${examId}`)).data.total).toBe(2);
	});

	it('answers 404 problem+json for an unknown edital or cargo, 400 for no cargo, and stores nothing', async () => {
		const { api, examId } = await setup();
		const noExam = await api.post('/exams/nope/track', { cargoId: 'enfermeiro' });
		expect(noExam.status).toBe(404);
		expect(noExam.contentType).toBe('application/problem+json');
		expect(noExam.data.code).toBe('not_found');
		const noCargo = await api.post(`/exams/${examId}/track`, { cargoId: 'astronauta' });
		expect(noCargo.status).toBe(404);
		expect(noCargo.data.code).toBe('not_found');
		expect(noCargo.data.detail).toContain('enfermeiro');
		const empty = await api.post(`/exams/${examId}/track`, {});
		expect(empty.status).toBe(400);
		expect(empty.data.errors[0].path).toBe('cargoId');
		expect((await api.get('/tracker/jobs')).data.total).toBe(0);
		expect((await api.get('/reminders?state=all')).data.total).toBe(0);
	});

	it('goes through a backup and a restore with its track, its link and its reminders, still left out of the job metrics', async () => {
		const { api, env, examId } = await setup();
		await api.post('/tracker/jobs', { title: 'Enfermeira UTI', company: 'Hospital Boa Vista' });
		const saved = (await api.post(`/exams/${examId}/track`, { cargoId: 'enfermeiro' })).data.application;
		await api.patch(`/tracker/jobs/${saved.id}`, { status: 'result', version: 1 });
		const { createCore } = await import('../app');
		const backup = await createCore(env).handle({ method: 'GET', url: '/api/v1/backup', headers: {}, body: null });
		expect(backup.status).toBe(200);
		const before = await env.db.trackerJobs.get(saved.id);
		expect((await api.del('/data')).status).toBe(204);
		const restored = await api.call('POST', '/backup?mode=replace', backup.body!);
		expect(restored.status).toBe(200);
		expect(await env.db.trackerJobs.get(saved.id)).toEqual(before);
		expect(before).toMatchObject({ track: 'exam', status: 'result', exam: { examId, cargoId: 'enfermeiro' } });
		expect((await api.get(`/reminders?applicationId=${saved.id}&state=all`)).data.total).toBe(6);
		// The ledger is rebuilt after a restore: still one job, the concurso not counted.
		expect((await api.get('/tracker/metrics')).data).toMatchObject({ total: 1 });
	});
});
