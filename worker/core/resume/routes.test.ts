import { describe, expect, it } from 'vitest';
import { testClient, testEnv } from '../testing/env';
import { resumeLabel } from './service';

// Two people's resumes, written here so the tests need no fixture folder.
const ANA = `Ana Ribeiro
Backend Engineer
ana.ribeiro@example.com · +55 11 98888-1234 · São Paulo, SP

Summary
Backend engineer building payment APIs with Python and PostgreSQL for six years.

Experience
Senior Backend Engineer — Pagafacil
2021-03 – present
- Built payment APIs in Python and Django serving 2 million requests a day.
- Moved reporting queries to PostgreSQL read replicas.

Backend Developer — Loja Azul
2018-01 – 2021-02
- Wrote REST services in Python and Flask.

Education
BSc Computer Science — Universidade de São Paulo, 2014 – 2017

Skills
Python, Django, Flask, PostgreSQL, Docker, REST APIs
`;

const BRUNO = `Bruno Costa
Data Analyst
bruno.costa@example.com · Belo Horizonte, MG

Experience
Data Analyst — Mercado Verde
2020-05 – present
- Built Power BI dashboards on SQL Server data for the sales team.
- Automated weekly reports with Python and pandas.

Education
BSc Statistics — UFMG, 2015 – 2019

Skills
SQL, Power BI, Python, pandas, Excel
`;

const file = (name: string, text: string, type = 'text/plain') => new File([text], name, { type });

/** The whole core, plus multipart uploads as the browser sends them. */
function setup() {
	const { env, advance } = testEnv();
	const api = testClient(env);
	const upload = async (f: File) => {
		const form = new FormData();
		form.set('file', f, f.name);
		const request = new Request('http://x', { method: 'POST', body: form });
		const body = await request.arrayBuffer();
		return api.call('POST', '/resume/extract', new TextDecoder().decode(body), { 'content-type': request.headers.get('content-type') ?? '' });
	};
	return { env, api, advance, upload };
}

describe('resume documents', () => {
	it('a file holding more than 200,000 characters of text is refused as pasted text is, and nothing is stored', async () => {
		const { api, upload } = setup();
		const long = ANA + '\n' + 'Managed PostgreSQL and Kubernetes for the data team. '.repeat(4000);
		expect(long.length).toBeGreaterThan(200_000);
		const refused = await upload(file('cv.txt', long));
		expect(refused.status).toBe(413);
		expect(refused.data.code).toBe('payload_too_large');
		expect(refused.data.detail).toMatch(/more than 200,000 characters/);
		expect((await api.get('/resume')).data.total).toBe(0);
		expect((await upload(file('cv.txt', ANA))).status).toBe(201);
	});

	it('reading the same text again returns the stored resume with 200, not a copy', async () => {
		const { api } = setup();
		const first = await api.post('/resume/extract', { text: ANA });
		expect(first.status).toBe(201);
		// Other line endings and spacing are still the same document.
		const again = await api.post('/resume/extract', { text: ANA.replace(/\n/g, '\r\n  ') });
		expect(again.status).toBe(200);
		expect(again.data.id).toBe(first.data.id);
		expect((await api.get('/resume')).data.total).toBe(1);
	});

	it('a file with the same text as a pasted resume is the same resume', async () => {
		const { api, upload } = setup();
		const pasted = await api.post('/resume/extract', { text: ANA });
		const uploaded = await upload(file('ana.txt', ANA));
		expect(uploaded.status).toBe(200);
		expect(uploaded.data.id).toBe(pasted.data.id);
	});

	it('lists each resume with its name, format, language, date, item count and main flag', async () => {
		const { api, advance, upload } = setup();
		await api.post('/resume/extract', { text: ANA });
		advance(1);
		await upload(file('bruno-cv.md', `# ${BRUNO}`, 'text/markdown'));
		const { items, total } = (await api.get('/resume')).data;
		expect(total).toBe(2);
		expect(items.map((r: { name: string }) => r.name)).toEqual(['bruno-cv.md', 'Pasted resume — Ana Ribeiro']);
		expect(items[0]).toMatchObject({ format: 'md', language: 'en', main: false, personName: 'Bruno Costa' });
		expect(items[1]).toMatchObject({ format: 'text', language: 'en', main: true, createdAt: '2026-11-01T12:00:00.000Z' });
		for (const item of items) expect(item.items).toBeGreaterThan(3);
	});

	it('the item count is the number of candidates the review starts from', async () => {
		const { api } = setup();
		const resume = (await api.post('/resume/extract', { text: ANA })).data;
		const { candidates } = (await api.post('/profile/import', { kind: 'resume', text: resume.text })).data;
		expect((await api.get('/resume')).data.items[0].items).toBe(candidates.length);
	});

	it('the first resume read is the main one, and only one resume is ever main', async () => {
		const { api, advance } = setup();
		const ana = (await api.post('/resume/extract', { text: ANA })).data;
		expect(ana.main).toBe(true);
		advance(1);
		const bruno = (await api.post('/resume/extract', { text: BRUNO })).data;
		expect(bruno.main).toBe(false);
		const set = await api.patch(`/resume/${bruno.id}`, { main: true });
		expect(set).toMatchObject({ status: 200, data: { id: bruno.id, main: true } });
		const mains = (await api.get('/resume')).data.items.filter((r: { main: boolean }) => r.main);
		expect(mains.map((r: { id: string }) => r.id)).toEqual([bruno.id]);
	});

	it('renames a resume, and refuses an empty name or un-setting main with the field named', async () => {
		const { api } = setup();
		const ana = (await api.post('/resume/extract', { text: ANA })).data;
		expect((await api.patch(`/resume/${ana.id}`, { name: '  Ana — backend 2026 ' })).data.name).toBe('Ana — backend 2026');
		expect((await api.get(`/resume/${ana.id}`)).data.name).toBe('Ana — backend 2026');
		const empty = await api.patch(`/resume/${ana.id}`, { name: ' ' });
		expect(empty).toMatchObject({ status: 400, data: { code: 'validation_failed' } });
		expect(empty.data.errors[0].path).toBe('name');
		expect((await api.patch(`/resume/${ana.id}`, { main: false })).data.code).toBe('validation_failed');
		expect((await api.patch(`/resume/${ana.id}`, {})).data.code).toBe('validation_failed');
		expect((await api.get(`/resume/${ana.id}`)).data).toMatchObject({ name: 'Ana — backend 2026', main: true });
	});

	it('deleting the main resume makes the newest remaining one main', async () => {
		const { api, advance, upload } = setup();
		const ana = (await api.post('/resume/extract', { text: ANA })).data;
		advance(1);
		const bruno = (await api.post('/resume/extract', { text: BRUNO })).data;
		advance(1);
		const brunoMd = (await upload(file('bruno.md', `# ${BRUNO}\nLinks\nhttps://bruno.example`, 'text/markdown'))).data;
		expect((await api.del(`/resume/${ana.id}`)).status).toBe(204);
		const items = (await api.get('/resume')).data.items;
		expect(items.map((r: { id: string; main: boolean }) => [r.id, r.main])).toEqual([
			[brunoMd.id, true],
			[bruno.id, false]
		]);
	});

	it('deleting a resume that is not main leaves the main one alone; an unknown id is not_found', async () => {
		const { api, advance } = setup();
		const ana = (await api.post('/resume/extract', { text: ANA })).data;
		advance(1);
		const bruno = (await api.post('/resume/extract', { text: BRUNO })).data;
		expect((await api.del(`/resume/${bruno.id}`)).status).toBe(204);
		expect((await api.get('/resume')).data.items).toMatchObject([{ id: ana.id, main: true }]);
		expect((await api.del(`/resume/${bruno.id}`)).data.code).toBe('not_found');
		expect((await api.patch('/resume/nope', { name: 'x' })).status).toBe(404);
		expect((await api.get(`/resume/${bruno.id}`)).status).toBe(404);
	});

	it('a deleted resume can be read again as a new one, and becomes main when it is the only one', async () => {
		const { api } = setup();
		const ana = (await api.post('/resume/extract', { text: ANA })).data;
		await api.del(`/resume/${ana.id}`);
		const again = await api.post('/resume/extract', { text: ANA });
		expect(again.status).toBe(201);
		expect(again.data.id).not.toBe(ana.id);
		expect(again.data.main).toBe(true);
	});

	it('tells other capabilities a resume’s name, and null once it is deleted', async () => {
		const { env, api } = setup();
		const ana = (await api.post('/resume/extract', { text: ANA })).data;
		expect(await resumeLabel(env, ana.id)).toEqual({ id: ana.id, name: 'Pasted resume — Ana Ribeiro', main: true });
		await api.del(`/resume/${ana.id}`);
		expect(await resumeLabel(env, ana.id)).toBeNull();
	});

	it('a resume too short to read stores nothing', async () => {
		const { api } = setup();
		expect((await api.post('/resume/extract', { text: 'Ana Ribeiro, engineer' })).data.code).toBe('insufficient_text');
		expect((await api.get('/resume')).data.total).toBe(0);
	});
});
