import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
// The test environment first: it installs the in-memory IndexedDB before the core's storage loads.
import { relayServing, testClient, testEnv } from '../testing/env';
import { tasks } from '../tasks';

const EDITAL = `PREFEITURA MUNICIPAL DE SERRA DOURADA
SECRETARIA MUNICIPAL DE SAÚDE
EDITAL Nº 7/2026
A Secretaria Municipal de Saúde de Serra Dourada torna pública a realização de concurso público, executado pela Fundação Carlos Chagas (FCC).
2 DOS CARGOS
2.1 CARGO 1: ENFERMEIRO
2.1.1 REQUISITO: graduação em Enfermagem e registro no Conselho Regional de Enfermagem (COREN).
2.1.2 REMUNERAÇÃO: R$ 6.100,00.
2.1.3 JORNADA DE TRABALHO: 30 horas semanais.
2.1.4 VAGAS: 5 (4 de ampla concorrência e 1 para candidatos negros).
2.2 CARGO 2: MÉDICO
2.2.1 REQUISITO: graduação em Medicina e registro no Conselho Regional de Medicina (CRM).
2.2.2 REMUNERAÇÃO: R$ 14.000,00.
2.2.3 VAGAS: 2.
2.3 CARGO 3: MOTORISTA
2.3.1 REQUISITO: ensino fundamental completo e CNH categoria D.
2.3.2 REMUNERAÇÃO: R$ 2.600,00.
2.3.3 VAGAS: 3.
3 DAS INSCRIÇÕES
3.1 As inscrições serão realizadas de 1º de dezembro de 2026 a 8 de janeiro de 2027.
3.2 A taxa de inscrição será de R$ 90,00.
3.3 A prova objetiva será aplicada em 14 de março de 2027.
3.4 O resultado final será publicado em 30 de abril de 2027.
ANEXO I – CONTEÚDO PROGRAMÁTICO
LÍNGUA PORTUGUESA: 1 Compreensão de textos. 2 Ortografia oficial. 3 Crase.
CARGO 1: ENFERMEIRO
CONHECIMENTOS ESPECÍFICOS: 1 Sistematização da assistência de enfermagem. 2 Segurança do paciente. 3 Sepse.
`;

const NURSE = `Helena Duarte
Enfermeira de UTI Adulto
Belo Horizonte, MG · helena.duarte@example.com

EXPERIÊNCIA
Enfermeira Assistencial — Hospital Municipal Lagoa Serena, Belo Horizonte – MG
03/2019 – atual
• Assistência a pacientes críticos em UTI adulto com 20 leitos

FORMAÇÃO
Bacharelado em Enfermagem — Universidade Estadual do Vale do Paraopeba
2012 – 2016

CERTIFICAÇÕES
COREN-MG ativo
`;

function setup() {
	const t = testEnv('2026-11-14T12:00:00.000Z');
	const api = testClient(t.env);
	const upload = async (file: File, fields: Record<string, string> = {}) => {
		const form = new FormData();
		form.set('file', file, file.name);
		for (const [k, v] of Object.entries(fields)) form.set(k, v);
		const request = new Request('http://x', { method: 'POST', body: form });
		return api.call('POST', '/exams/extract', new Uint8Array(await request.arrayBuffer()), { 'content-type': request.headers.get('content-type') ?? '' });
	};
	return { ...t, api, upload };
}

describe('public exams: reading an edital', () => {
	it('reads a pasted edital, stores it once, lists, gets and deletes it with its plan', async () => {
		const { api, notices } = setup();
		const first = await api.post('/exams/extract', { text: EDITAL });
		expect(first.status).toBe(201);
		expect(first.data.exam).toMatchObject({ board: 'FCC', number: '7/2026', body: 'SECRETARIA MUNICIPAL DE SAÚDE' });
		expect(first.data.exam.cargos.map((c: { id: string }) => c.id)).toEqual(['enfermeiro', 'medico', 'motorista']);
		expect(first.data.exam.cargos[0].requirements[1]).toMatchObject({ kind: 'registration', council: 'COREN', quote: { page: 1, line: 7 } });
		expect(first.data.exam.dates.find((d: { kind: string }) => d.kind === 'exam').date).toBe('2027-03-14');
		expect(notices).toContain('exams');
		const again = await api.post('/exams/extract', { text: EDITAL });
		expect(again.status).toBe(200);
		expect(again.data.id).toBe(first.data.id);
		const list = await api.get('/exams');
		expect(list.data).toMatchObject({ total: 1, items: [{ id: first.data.id, board: 'FCC', cargos: 3, examDate: '2027-03-14' }] });
		expect((await api.get(`/exams/${first.data.id}`)).data.exam.fees).toMatchObject([{ amount: 90 }]);
		await api.post(`/exams/${first.data.id}/plan`, { cargoId: 'enfermeiro', hoursByWeekday: { mon: 2 } });
		expect((await api.del(`/exams/${first.data.id}`)).status).toBe(204);
		expect((await api.get(`/exams/${first.data.id}`)).status).toBe(404);
		expect((await api.get(`/exams/${first.data.id}/plan`)).status).toBe(404);
		expect((await api.del(`/exams/${first.data.id}`)).data.code).toBe('not_found');
	});

	it('answers problem+json for empty text, a text too long, a bad file, an image, and a document with no cargo nor date', async () => {
		const { api, upload } = setup();
		const empty = await api.post('/exams/extract', { text: '   ' });
		expect(empty.status).toBe(422);
		expect(empty.contentType).toBe('application/problem+json');
		expect(empty.data.code).toBe('insufficient_text');
		const long = await api.post('/exams/extract', { text: 'a '.repeat(600_000) });
		expect(long.status).toBe(413);
		expect(long.data.code).toBe('payload_too_large');
		const fake = await upload(new File(['not a pdf at all'], 'edital.pdf', { type: 'application/pdf' }));
		expect(fake.status).toBe(400);
		expect(fake.data.code).toBe('invalid_file');
		expect(fake.data.detail).not.toMatch(/resume/);
		const image = await upload(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'edital.png', { type: 'image/png' }));
		expect(image.status).toBe(415);
		const none = await api.post('/exams/extract', { text: 'Uma carta qualquer que não é edital. '.repeat(20) });
		expect(none.status).toBe(422);
		expect(none.data.code).toBe('insufficient_text');
		const wrong = await api.post('/exams/extract', { html: '<p>x</p>' });
		expect(wrong.status).toBe(400);
		expect(wrong.data.code).toBe('validation_failed');
		expect((await api.get('/exams')).data.total).toBe(0);
	});

	it('stops a long read when the person cancels it (DELETE /tasks/{id}), storing nothing', async () => {
		const { api } = setup();
		const long = EDITAL + '\n' + 'O candidato deverá observar as normas deste edital e de seus anexos.\n'.repeat(8000);
		const pending = api.call('POST', '/exams/extract', { text: long }, { 'x-rumo-task': 'task-edital-0001' });
		while (!tasks.isRunning('task-edital-0001')) await new Promise((resolve) => setTimeout(resolve, 1));
		expect((await api.del('/tasks/task-edital-0001')).status).toBe(204);
		expect(await pending).toMatchObject({ status: 409, data: { code: 'cancelled' } });
		expect((await api.get('/exams')).data.total).toBe(0);
		expect((await api.post('/exams/extract', { text: long })).status).toBe(201);
	});

	it('reads an uploaded text file', async () => {
		const { upload } = setup();
		const r = await upload(new File([EDITAL], 'edital.txt', { type: 'text/plain' }));
		expect(r.status).toBe(201);
		expect(r.data.source).toMatchObject({ kind: 'txt', name: 'edital.txt' });
	});

	it('reads a public link only through the relay and with consent', async () => {
		const { api, env } = setup();
		const refused = await api.post('/exams/extract', { url: 'https://concursos.example/edital-7' });
		expect(refused.status).toBe(403);
		expect(refused.data.code).toBe('consent_required');
		await api.call('PUT', '/settings/consents/relay-fetch', { granted: true });
		const html = `<html><body>${EDITAL.split('\n').map((l) => `<p>${l}</p>`).join('')}</body></html>`;
		const asked = relayServing(env, { status: 200, body: { url: 'https://concursos.example/edital-7', body: html, contentType: 'text/html', etag: null, lastModified: null } });
		const read = await api.post('/exams/extract', { url: 'https://concursos.example/edital-7' });
		expect(read.status).toBe(201);
		expect(asked[0]).toMatch(/^\/relay\/fetch .*edital-7/);
		expect(read.data.source).toMatchObject({ kind: 'url', url: 'https://concursos.example/edital-7' });
		expect(read.data.exam.cargos).toHaveLength(3);
	});

	it('applies a retification to the edital it names and keeps what changed', async () => {
		const { api } = setup();
		const made = (await api.post('/exams/extract', { text: EDITAL })).data;
		const retification = 'RETIFICAÇÃO Nº 1 DO EDITAL Nº 7/2026\n1. No subitem 3.3, onde se lê: "14 de março de 2027", leia-se: "21 de março de 2027".';
		const alone = await api.post('/exams/extract', { text: retification.repeat(3) });
		expect(alone.status).toBe(400);
		expect(alone.data.errors[0].path).toBe('examId');
		const r = await api.post('/exams/extract', { text: retification, examId: made.id });
		expect(r.status).toBe(200);
		expect(r.data.exam.dates.find((d: { kind: string }) => d.kind === 'exam').date).toBe('2027-03-21');
		expect(r.data.retifications[0].changes).toMatchObject([{ field: 'dates.exam', before: '2027-03-14', after: '2027-03-21' }]);
		expect((await api.post('/exams/extract', { text: retification, examId: 'nope' })).status).toBe(404);
	});
});

describe('public exams: fit, plan and calendar', () => {
	it('ranks the cargos the nurse can apply to, with her evidence, and shows what blocks the others', async () => {
		const { api } = setup();
		const exam = (await api.post('/exams/extract', { text: EDITAL })).data;
		const noProfile = await api.get(`/exams/${exam.id}/fit`);
		expect(noProfile.status).toBe(422);
		expect(noProfile.data.code).toBe('missing_input');
		await api.post('/resume/extract', { text: NURSE });
		const fit = (await api.get(`/exams/${exam.id}/fit`)).data;
		const nurse = fit.cargos.find((c: { cargoId: string }) => c.cargoId === 'enfermeiro');
		expect(nurse).toMatchObject({ eligible: true, rank: 1, notMet: [], blockers: [] });
		expect(nurse.met.map((m: { requirement: { kind: string } }) => m.requirement.kind)).toEqual(['education', 'registration']);
		expect(nurse.met[0].evidence[0].text).toMatch(/Bacharelado em Enfermagem/);
		expect(nurse.met[1].evidence[0].text).toMatch(/COREN/);
		const doctor = fit.cargos.find((c: { cargoId: string }) => c.cargoId === 'medico');
		expect(doctor).toMatchObject({ eligible: false, rank: null });
		expect(doctor.blockers.map((b: { requirement: { kind: string } }) => b.requirement.kind)).toEqual(['education', 'registration']);
		const driver = fit.cargos.find((c: { cargoId: string }) => c.cargoId === 'motorista');
		// A licence can be earned before taking office: learnable, not a blocker.
		expect(driver.learnable.map((b: { requirement: { kind: string } }) => b.requirement.kind)).toEqual(['license']);
		expect(driver.blockers).toEqual([]);
		expect(fit.cargos[0].cargoId).toBe('enfermeiro');
	});

	it('makes a plan to the exam, marks topics, re-flows with progress kept, and exports the calendar', async () => {
		const { api, advance, env } = setup();
		const exam = (await api.post('/exams/extract', { text: EDITAL })).data;
		const bad = await api.post(`/exams/${exam.id}/plan`, { cargoId: 'astronauta', hoursByWeekday: { mon: 2 } });
		expect(bad.status).toBe(400);
		expect((await api.post(`/exams/${exam.id}/plan`, { cargoId: 'enfermeiro', hoursByWeekday: { mon: 0 } })).status).toBe(400);
		const past = await api.post(`/exams/${exam.id}/plan`, { cargoId: 'enfermeiro', hoursByWeekday: { mon: 2 }, examDate: '2026-11-01' });
		expect(past.data.errors[0].path).toBe('examDate');
		const plan = await api.post(`/exams/${exam.id}/plan`, { cargoId: 'enfermeiro', hoursByWeekday: { mon: 2, wed: 2, sat: 3 }, known: ['conhecimentos-especificos-3'] });
		expect(plan.status).toBe(201);
		expect(plan.data).toMatchObject({ from: '2026-11-14', examDate: '2027-03-14', behind: 0, version: 1 });
		expect(plan.data.topics.map((t: { id: string }) => t.id)).toContain('lingua-portuguesa-1');
		expect(plan.data.topics.find((t: { id: string }) => t.id === 'conhecimentos-especificos-3').known).toBe(true);
		expect(plan.data.sessions.some((s: { kind: string }) => s.kind === 'review')).toBe(true);
		const marked = await api.patch(`/exams/${exam.id}/plan/topics/lingua-portuguesa-1`, { status: 'reviewed' });
		expect(marked.data.progress.find((p: { subject: string }) => p.subject === 'LÍNGUA PORTUGUESA')).toMatchObject({ topics: 3, reviewed: 1 });
		expect((await api.patch(`/exams/${exam.id}/plan/topics/nope`, { status: 'reviewed' })).status).toBe(404);
		expect((await api.patch(`/exams/${exam.id}/plan/topics/lingua-portuguesa-1`, { status: 'done' })).status).toBe(400);
		advance(30);
		expect((await api.get(`/exams/${exam.id}/plan`)).data.behind).toBeGreaterThan(0);
		const reflowed = await api.post(`/exams/${exam.id}/plan`, { cargoId: 'enfermeiro', hoursByWeekday: { mon: 3, sat: 4 } });
		expect(reflowed.data).toMatchObject({ from: '2026-12-14', behind: 0, version: 3 });
		expect(reflowed.data.topics.find((t: { id: string }) => t.id === 'lingua-portuguesa-1').status).toBe('reviewed');
		expect(reflowed.data.topics.find((t: { id: string }) => t.id === 'conhecimentos-especificos-3').known).toBe(true);
		expect(reflowed.data.sessions.filter((s: { topicId: string; kind: string }) => s.topicId === 'lingua-portuguesa-1' && s.kind === 'study')).toEqual([]);
		const { createCore } = await import('../app');
		const ics = await createCore(env).handle({ method: 'GET', url: `/api/v1/exams/${exam.id}/plan.ics?lang=pt`, headers: {}, body: null });
		expect(ics.status).toBe(200);
		expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
		expect(ics.headers['content-disposition']).toContain('concurso-7-2026.ics');
		const events = ICAL.Component.fromString(ics.body!).getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
		expect(events.find((e) => e.summary.startsWith('Dia da prova'))?.startDate.toString()).toBe('2027-03-14');
		const studyDays = events.filter((e) => /^(Estudo|Revisão) \(/.test(e.summary));
		expect(studyDays.length).toBeGreaterThan(10);
		expect(studyDays.every((e) => e.startDate.isDate)).toBe(true);
		expect(studyDays[0].description).toMatch(/LÍNGUA PORTUGUESA|CONHECIMENTOS ESPECÍFICOS/);
	});
});

describe('backups', () => {
	it('carry the editais and their plans through a clear and a restore', async () => {
		const { api, env } = setup();
		const exam = (await api.post('/exams/extract', { text: EDITAL })).data;
		await api.post(`/exams/${exam.id}/plan`, { cargoId: 'enfermeiro', hoursByWeekday: { mon: 2, sat: 3 } });
		const { createCore } = await import('../app');
		const backup = await createCore(env).handle({ method: 'GET', url: '/api/v1/backup', headers: {}, body: null });
		expect(backup.status).toBe(200);
		const before = await Promise.all([env.db.exams.toArray(), env.db.examPlans.toArray()]);
		expect((await api.del('/data')).status).toBe(204);
		expect(await env.db.exams.count()).toBe(0);
		const restored = await api.call('POST', '/backup?mode=replace', backup.body!);
		expect(restored.status).toBe(200);
		expect(restored.data.restored).toMatchObject({ exams: 1, examPlans: 1 });
		expect(await Promise.all([env.db.exams.toArray(), env.db.examPlans.toArray()])).toEqual(before);
	});
});
