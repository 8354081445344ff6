import { describe, expect, it } from 'vitest';
// The test environment first: it installs the in-memory IndexedDB before the core's storage loads.
import { testClient, testEnv } from '../testing/env';
import { correctReadCargo } from './corrections';
import type { Cargo } from './schema';

const EDITAL = `PREFEITURA MUNICIPAL DE PEDRA AZUL DO SUL
SECRETARIA MUNICIPAL DE EDUCAÇÃO
EDITAL Nº 3/2026
A Secretaria Municipal de Educação torna pública a realização de concurso público, executado pelo Instituto Quadrix.
2 DOS CARGOS
2.1 CARGO 1: PROFESSOR DE MATEMÁTICA
2.1.1 REQUISITO: licenciatura em Matemática.
2.1.2 REMUNERAÇÃO: R$ 4.200,00.
2.1.3 VAGAS: 6.
2.2 CARGO 2: NUTRICIONISTA
2.2.1 REQUISITO: graduação em Nutrição e registro no Conselho Regional de Nutricionistas (CRN).
2.2.2 VAGAS: 1.
3 DAS INSCRIÇÕES
3.1 As inscrições serão realizadas de 2 de dezembro de 2026 a 15 de janeiro de 2027.
3.2 A prova objetiva será aplicada em 7 de março de 2027.
ANEXO I – CONTEÚDO PROGRAMÁTICO
CARGO 1: PROFESSOR DE MATEMÁTICA
CONHECIMENTOS ESPECÍFICOS: 1 Álgebra. 2 Geometria plana. 3 Didática da matemática.
`;

type Row = { id: string; title: string; by?: string; corrected?: string[]; requirements: { text: string; kind: string; quote: unknown; by?: string }[]; vacancies: Record<string, unknown> };

async function setup() {
	const t = testEnv('2026-11-20T12:00:00.000Z');
	const api = testClient(t.env);
	const made = await api.post('/exams/extract', { text: EDITAL });
	expect(made.status).toBe(201);
	const id: string = made.data.id;
	const cargo = (record: { exam: { cargos: Row[] } }, cargoId: string) => record.exam.cargos.find((c) => c.id === cargoId);
	return { ...t, api, id, read: made.data, cargo };
}

describe('public exams: the person corrects the reading', () => {
	it('corrects the header and key dates, marks them as the person’s, and undoes one given back the reading’s value', async () => {
		const { api, id, read } = await setup();
		expect(read.corrections).toBeNull();
		const fixed = await api.patch(`/exams/${id}`, { body: 'Prefeitura Municipal de Pedra Azul do Sul', dates: { exam: '2027-03-14', result: '2027-05-02' } });
		expect(fixed.status).toBe(200);
		expect(fixed.data.exam).toMatchObject({ body: 'Prefeitura Municipal de Pedra Azul do Sul', board: read.exam.board, corrected: ['body'] });
		const exam = fixed.data.exam.dates.find((d: { kind: string }) => d.kind === 'exam');
		expect(exam).toMatchObject({ date: '2027-03-14', quote: null, by: 'person' });
		expect(fixed.data.exam.dates.map((d: { kind: string }) => d.kind)).toEqual(['registration_start', 'registration_end', 'exam', 'result']);
		expect(fixed.data.corrections.fields).toEqual(['body', 'dates.exam', 'dates.result']);
		// The plan counts to the exam day the person gave.
		const plan = await api.post(`/exams/${id}/plan`, { cargoId: 'professor-de-matematica', hoursByWeekday: { mon: 2, sat: 2 } });
		expect(plan.data.examDate).toBe('2027-03-14');
		// The reading's own value again is no correction; null says the edital gives none.
		const back = await api.patch(`/exams/${id}`, { dates: { exam: '2027-03-07', registration_start: null } });
		expect(back.data.exam.dates.find((d: { kind: string }) => d.kind === 'exam')).toMatchObject({ date: '2027-03-07', quote: { page: 1 } });
		expect(back.data.exam.dates.some((d: { kind: string }) => d.kind === 'registration_start')).toBe(false);
		expect(back.data.corrections.fields).toEqual(['body', 'dates.registration_start', 'dates.result']);
		expect((await api.get(`/exams/${id}`)).data).toEqual(back.data);
	});

	it('refuses a bad correction with problem+json and changes nothing', async () => {
		const { api, id, env, read } = await setup();
		const before = await env.db.exams.get(id);
		const bad = [
			await api.patch(`/exams/${id}`, {}),
			await api.patch(`/exams/${id}`, { dates: { exam: '2027-02-30' } }),
			await api.patch(`/exams/${id}`, { dates: { someday: '2027-02-03' } }),
			await api.patch(`/exams/${id}/cargos/nutricionista`, { vacancies: { total: -1 } }),
			await api.patch(`/exams/${id}/cargos/nutricionista`, { requirements: [{ text: 'CNH', kind: 'license', category: 'Z' }] }),
			await api.post(`/exams/${id}/cargos`, { title: '  ' }),
			await api.post(`/exams/${id}/cargos`, { title: 'nutricionista' }),
			await api.post(`/exams/${id}/cargos`, { title: 'Orientador educacional', syllabusFrom: 'nope' })
		];
		for (const answer of bad) {
			expect(answer.status).toBe(400);
			expect(answer.data).toMatchObject({ code: 'validation_failed', errors: [expect.objectContaining({ path: expect.any(String) })] });
		}
		expect((await api.patch(`/exams/${id}/cargos/nope`, { title: 'X' })).data.code).toBe('not_found');
		expect((await api.del(`/exams/${id}/cargos/nope`)).status).toBe(404);
		expect((await api.patch(`/exams/nope`, { body: 'X' })).status).toBe(404);
		expect(await env.db.exams.get(id)).toEqual(before);
		expect((await api.get(`/exams/${id}`)).data).toEqual(read);
	});

	it('corrects a cargo: a requirement the edital states keeps its quote, the person’s has none, and the fit reads the corrected list', async () => {
		const { api, id, read, cargo } = await setup();
		const nutritionist = cargo(read, 'nutricionista')!;
		const answer = await api.patch(`/exams/${id}/cargos/nutricionista`, {
			title: 'Nutricionista Escolar',
			vacancies: { total: 2, ampla: 2 },
			salary: 5100,
			requirements: [
				{ ...nutritionist.requirements[0], quote: undefined },
				{ text: 'experiência de 1 ano em alimentação escolar', kind: 'experience', years: 1 }
			].map(({ quote: _q, review: _r, ...r }: Record<string, unknown>) => r)
		});
		expect(answer.status).toBe(200);
		const corrected = cargo(answer.data, 'nutricionista')!;
		expect(corrected).toMatchObject({ title: 'Nutricionista Escolar', corrected: ['title', 'requirements', 'vacancies', 'salary'], vacancies: { total: 2, ampla: 2, quote: null } });
		expect(corrected.requirements[0]).toMatchObject({ text: nutritionist.requirements[0].text, quote: nutritionist.requirements[0].quote });
		expect(corrected.requirements[0].by).toBeUndefined();
		expect(corrected.requirements[1]).toMatchObject({ kind: 'experience', years: 1, quote: null, by: 'person' });
		// The registration the person left out is no longer asked.
		expect(corrected.requirements.some((r) => r.kind === 'registration')).toBe(false);
		await api.post('/resume/extract', { text: 'Lia Campos\nNutricionista\n\nFORMAÇÃO\nBacharelado em Nutrição — Universidade Federal\n2015 – 2019\n' });
		const fit = (await api.get(`/exams/${id}/fit`)).data.cargos.find((c: { cargoId: string }) => c.cargoId === 'nutricionista');
		expect(fit.title).toBe('Nutricionista Escolar');
		expect([...fit.met, ...fit.partly, ...fit.notMet].map((r: { requirement: { kind: string } }) => r.requirement.kind).sort()).toEqual(['education', 'experience']);
		// The title written back as it was read is no correction of the title.
		const again = await api.patch(`/exams/${id}/cargos/nutricionista`, { title: nutritionist.title });
		expect(cargo(again.data, 'nutricionista')!.corrected).toEqual(['requirements', 'vacancies', 'salary']);
	});

	it('adds a cargo the reading missed, sharing a syllabus, plans for it, and removes it', async () => {
		const { api, id } = await setup();
		const added = await api.post(`/exams/${id}/cargos`, {
			title: 'Professor de Física',
			requirements: [{ text: 'licenciatura em Física', kind: 'education', level: 'superior', course: 'Física' }],
			vacancies: { total: 2 },
			syllabusFrom: 'professor-de-matematica'
		});
		expect(added.status).toBe(201);
		const mine = added.data.exam.cargos.at(-1);
		expect(mine).toMatchObject({ title: 'Professor de Física', by: 'person', quote: null, vacancies: { total: 2, ampla: null }, requirements: [{ by: 'person', quote: null }] });
		const subjects = added.data.exam.subjects.filter((s: { cargoId: string }) => s.cargoId === mine.id);
		expect(subjects.map((s: { topics: string[] }) => s.topics.length)).toEqual(
			added.data.exam.subjects.filter((s: { cargoId: string }) => s.cargoId === 'professor-de-matematica').map((s: { topics: string[] }) => s.topics.length)
		);
		expect(added.data.corrections.fields).toEqual([`cargos.${mine.id}`]);
		const plan = await api.post(`/exams/${id}/plan`, { cargoId: mine.id, hoursByWeekday: { tue: 2 } });
		expect(plan.status).toBe(201);
		expect(plan.data.topics.length).toBeGreaterThan(0);
		const edited = await api.patch(`/exams/${id}/cargos/${mine.id}`, { vacancies: { pcd: 1 } });
		expect(edited.data.exam.cargos.at(-1).vacancies).toMatchObject({ total: 2, pcd: 1 });
		expect((await api.del(`/exams/${id}/cargos/${mine.id}`)).status).toBe(204);
		const after = (await api.get(`/exams/${id}`)).data;
		expect(after.exam.cargos.map((c: Row) => c.id)).toEqual(['professor-de-matematica', 'nutricionista']);
		expect(after.corrections).toBeNull();
	});

	it('hides a cargo read by mistake and brings it back; undoing everything leaves the reading alone', async () => {
		const { api, id, env, read } = await setup();
		expect((await api.del(`/exams/${id}/cargos/nutricionista`)).status).toBe(204);
		const hidden = (await api.get(`/exams/${id}`)).data;
		expect(hidden.exam.cargos.map((c: Row) => c.id)).toEqual(['professor-de-matematica']);
		expect(hidden.corrections.removed).toEqual([{ id: 'nutricionista', title: 'NUTRICIONISTA' }]);
		expect((await api.patch(`/exams/${id}/cargos/nutricionista`, { title: 'X' })).status).toBe(404);
		const back = await api.del(`/exams/${id}/corrections?cargoId=nutricionista`);
		expect(back.status).toBe(200);
		expect(back.data.exam.cargos.map((c: Row) => c.id)).toEqual(['professor-de-matematica', 'nutricionista']);
		await api.patch(`/exams/${id}`, { board: 'Quadrix' });
		await api.del(`/exams/${id}/cargos/nutricionista`);
		const reset = await api.del(`/exams/${id}/corrections`);
		expect(reset.data.exam).toEqual(read.exam);
		expect(reset.data.corrections).toBeNull();
		const row = await env.db.exams.get(id);
		expect(row && ('reading' in row || 'corrections' in row)).toBe(false);
	});

	it('keeps the person’s corrections over the reading a retification brings, and reports what the retification changed', async () => {
		const { api, id } = await setup();
		await api.patch(`/exams/${id}/cargos/professor-de-matematica`, { vacancies: { total: 8 } });
		await api.patch(`/exams/${id}`, { dates: { result: '2027-05-02' } });
		const retification = 'RETIFICAÇÃO Nº 1 DO EDITAL Nº 3/2026\n1. No subitem 3.2, onde se lê: "7 de março de 2027", leia-se: "28 de março de 2027".';
		const r = await api.post('/exams/extract', { text: retification, examId: id });
		expect(r.status).toBe(200);
		expect(r.data.retifications[0].changes).toMatchObject([{ field: 'dates.exam', before: '2027-03-07', after: '2027-03-28' }]);
		expect(r.data.exam.dates.find((d: { kind: string }) => d.kind === 'exam')).toMatchObject({ date: '2027-03-28', quote: { page: 1 } });
		expect(r.data.exam.dates.find((d: { kind: string }) => d.kind === 'result')).toMatchObject({ date: '2027-05-02', by: 'person' });
		expect(r.data.exam.cargos[0].vacancies.total).toBe(8);
		expect(r.data.corrections.fields).toEqual(['dates.result', 'cargos.professor-de-matematica.vacancies']);
	});

	it('refuses a correction of a version changed since (another tab, a retification) with 409, changing nothing', async () => {
		const { api, id, env, read } = await setup();
		expect(read.version).toBe(1);
		// The first tab corrects version 1; the edital is version 2 now.
		const first = await api.patch(`/exams/${id}/cargos/nutricionista`, { vacancies: { total: 2 }, version: 1 });
		expect(first.data.version).toBe(2);
		const stored = await env.db.exams.get(id);
		// The second tab still shows version 1: every kind of correction it sends is refused.
		const stale = [
			await api.patch(`/exams/${id}`, { body: 'Outra', version: 1 }),
			await api.patch(`/exams/${id}/cargos/nutricionista`, { vacancies: { total: 3 }, version: 1 }),
			await api.post(`/exams/${id}/cargos`, { title: 'Orientador educacional', version: 1 }),
			await api.del(`/exams/${id}/cargos/nutricionista?version=1`),
			await api.del(`/exams/${id}/corrections?version=1`)
		];
		for (const answer of stale) expect(answer).toMatchObject({ status: 409, data: { code: 'conflict', detail: expect.stringContaining('version 2') } });
		expect(await env.db.exams.get(id)).toEqual(stored);
		// A version alone corrects nothing; the version shown now is taken, and a retification makes another.
		expect((await api.patch(`/exams/${id}`, { version: 2 })).status).toBe(400);
		expect((await api.patch(`/exams/${id}`, { board: 'Quadrix', version: 2 })).data.version).toBe(3);
		const retified = await api.post('/exams/extract', { text: 'RETIFICAÇÃO Nº 1 DO EDITAL Nº 3/2026\n1. No subitem 2.2.2, onde se lê: "1", leia-se: "2".', examId: id });
		expect(retified.data.version).toBe(4);
		expect((await api.patch(`/exams/${id}`, { board: 'Outra', version: 3 })).status).toBe(409);
		// An older row, stored before editais had versions, is version 1.
		await env.db.exams.put({ ...(await env.db.exams.get(id))!, version: undefined });
		expect((await api.get(`/exams/${id}`)).data.version).toBe(1);
		expect((await api.patch(`/exams/${id}`, { board: 'Outra', version: 1 })).data.version).toBe(2);
	});

	it('rewrites a cargo’s syllabus: the plan studies the person’s topics, and the syllabus as read again is no correction', async () => {
		const { api, id, read } = await setup();
		const asRead = read.exam.subjects.filter((s: { cargoId: string }) => s.cargoId === 'professor-de-matematica');
		expect(asRead.length).toBeGreaterThan(0);
		const mine = [
			{ name: 'Língua Portuguesa', questions: 10, weight: 1, topics: ['Interpretação de textos', 'Crase'] },
			{ name: 'Conhecimentos Específicos', questions: 30, weight: 2, topics: ['Álgebra', 'Geometria plana', 'Didática da matemática', 'Estatística'] }
		];
		const fixed = await api.patch(`/exams/${id}/cargos/professor-de-matematica`, { subjects: mine });
		expect(fixed.status).toBe(200);
		const subjects = fixed.data.exam.subjects.filter((s: { cargoId: string }) => s.cargoId === 'professor-de-matematica');
		expect(subjects).toMatchObject(mine.map((s) => ({ ...s, by: 'person', quote: null })));
		expect(fixed.data.exam.cargos[0].corrected).toEqual(['subjects']);
		const plan = (await api.post(`/exams/${id}/plan`, { cargoId: 'professor-de-matematica', hoursByWeekday: { mon: 2, sat: 3 } })).data;
		expect(plan.topics.map((t: { text: string }) => t.text).sort()).toEqual(mine.flatMap((s) => s.topics).sort());
		expect(plan.topics.find((t: { text: string }) => t.text === 'Estatística').weight).toBeGreaterThan(plan.topics.find((t: { text: string }) => t.text === 'Crase').weight);
		const back = await api.patch(`/exams/${id}/cargos/professor-de-matematica`, {
			subjects: asRead.map(({ name, questions, weight, topics }: { name: string; questions: number | null; weight: number | null; topics: string[] }) => ({ name, questions, weight, topics }))
		});
		expect(back.data.corrections).toBeNull();
		expect(back.data.exam.subjects).toEqual(read.exam.subjects);
		const bad = await api.patch(`/exams/${id}/cargos/professor-de-matematica`, { subjects: [{ name: '', topics: [] }] });
		expect(bad.status).toBe(400);
		expect(bad.data.errors[0].path).toBe('subjects.0.name');
	});

	it('carries the corrections through a backup and a restore', async () => {
		const { api, id, env } = await setup();
		await api.post(`/exams/${id}/cargos`, { title: 'Merendeira', requirements: [{ text: 'ensino fundamental completo', kind: 'education', level: 'fundamental' }] });
		const { createCore } = await import('../app');
		const backup = await createCore(env).handle({ method: 'GET', url: '/api/v1/backup', headers: {}, body: null });
		const before = await env.db.exams.toArray();
		await api.del('/data');
		expect((await api.call('POST', '/backup?mode=replace', backup.body!)).status).toBe(200);
		expect(await env.db.exams.toArray()).toEqual(before);
		expect((await api.get(`/exams/${id}`)).data.exam.cargos.at(-1)).toMatchObject({ title: 'Merendeira', by: 'person' });
	});
});

describe('a cargo correction, pure', () => {
	const read: Cargo = {
		id: 'x',
		title: 'Agente',
		code: null,
		requirements: [],
		vacancies: { total: 3, ampla: 2, pcd: 1, negros: null, quote: null },
		salary: null,
		weeklyHours: 40,
		workplace: null,
		quote: null,
		review: ['vacancies']
	};
	it('keeps only what differs from the reading, count by count', () => {
		expect(correctReadCargo(read, [], undefined, { vacancies: { total: 3, negros: 1 }, weeklyHours: 40, salary: null })).toEqual({ vacancies: { negros: 1 } });
		expect(correctReadCargo(read, [], { vacancies: { negros: 1 } }, { vacancies: { negros: null } })).toBeUndefined();
		expect(correctReadCargo(read, [], { title: 'Agente de Saúde' }, { workplace: 'Sede' })).toEqual({ title: 'Agente de Saúde', workplace: 'Sede' });
	});
});
