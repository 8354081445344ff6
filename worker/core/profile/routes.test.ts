import { describe, expect, it } from 'vitest';
import { testClient, testEnv } from '../testing/env';

const setup = () => {
	const t = testEnv();
	return { ...t, api: testClient(t.env) };
};

const RESUME = `Marina Alves
Enfermeira Assistencial
marina.alves@example.com | (81) 90000-0142 | Recife – PE

Experiência Profissional
Enfermeira Assistencial — Hospital Boa Esperança | 03/2019 – atual
- Administração de medicamentos e cuidados com feridas em UTI adulto
- Triagem com protocolo de Manchester

Formação Acadêmica
Bacharelado em Enfermagem — Universidade Federal de Pernambuco | 2014 – 2018

Certificações
COREN-PE 123456
ACLS — American Heart Association, 2022

Idiomas
Inglês — intermediário
`;

describe('profile API', () => {
	it('keeps an end date written as a word for "still going on" as no end, and names a bad date by its item and field', async () => {
		const { api } = setup();
		const job = (title: string, end: string) => ({ type: 'experience', title, organization: 'Hospital Boa Esperança', start: '2020-06', end });
		const added = await api.post('/profile/items', { items: [job('Enfermeira', 'present'), job('Preceptora', 'Atual'), job('Coordenadora', 'até o momento'), job('Supervisora', 'current.')] });
		expect(added.status).toBe(201);
		expect(added.data.items.map((item: { end: string | null }) => item.end)).toEqual([null, null, null, null]);

		const refused = await api.post('/profile/items', { items: [job('Auditora', '2023-05'), job('Gerente', 'soon')] });
		expect(refused.status).toBe(400);
		expect(refused.data.errors).toEqual([expect.objectContaining({ path: 'items.1.end' })]);
		expect((await api.get('/profile/items')).data.items).toHaveLength(4);
	});

	it('starts empty with null basics', async () => {
		const { api } = setup();
		const r = await api.get('/profile');
		expect(r.status).toBe(200);
		expect(r.data).toEqual({ basics: { name: null, headline: null, email: null, phone: null, location: null, summary: null, links: [] }, items: [], updatedAt: null });
	});

	it('saves basics and refuses a malformed email or link with field errors', async () => {
		const { api } = setup();
		const bad = await api.call('PUT', '/profile/basics', { name: 'Marina', email: 'not-an-email', links: ['ftp://x'] });
		expect(bad.status).toBe(400);
		expect(bad.data.errors.map((e: { path: string }) => e.path).sort()).toEqual(['email', 'links.0']);
		const ok = await api.call('PUT', '/profile/basics', { name: 'Marina Alves', email: 'marina@example.com', links: ['https://example.org/marina'] });
		expect(ok.status).toBe(200);
		expect((await api.get('/profile')).data.basics).toMatchObject({ name: 'Marina Alves', email: 'marina@example.com' });
	});

	it('adds a manual item with private evidence by default, edits it and removes it', async () => {
		const { api } = setup();
		const created = await api.post('/profile/items', { type: 'skill', title: 'Wound care', evidence: [{ text: 'Curativos em UTI adulto' }] });
		expect(created.status).toBe(201);
		expect(created.data).toMatchObject({ origin: 'manual', version: 1, evidence: [{ text: 'Curativos em UTI adulto', source: 'manual', public: false, url: null }] });
		const edited = await api.patch(`/profile/items/${created.data.id}`, { evidence: [{ text: 'Curativos em UTI adulto', public: true, url: 'https://example.org/portfolio' }], version: 1 });
		expect(edited.data).toMatchObject({ version: 2, evidence: [{ public: true }] });
		expect((await api.patch(`/profile/items/${created.data.id}`, { title: 'x', version: 1 })).status).toBe(409);
		expect((await api.del(`/profile/items/${created.data.id}`)).status).toBe(204);
		expect((await api.get('/profile/items')).data.items).toEqual([]);
		expect((await api.del(`/profile/items/${created.data.id}`)).status).toBe(404);
	});

	it('filters items by type', async () => {
		const { api } = setup();
		await api.post('/profile/items', { items: [{ type: 'skill', title: 'Triage' }, { type: 'language', title: 'English', detail: 'Intermediate' }] });
		expect((await api.get('/profile/items?type=language')).data.items.map((i: { title: string }) => i.title)).toEqual(['English']);
		expect((await api.get('/profile/items?type=hobby')).status).toBe(400);
	});

	it('import proposes candidates and stores nothing until they are added', async () => {
		const { api } = setup();
		const r = await api.post('/profile/import', { kind: 'resume', text: RESUME });
		expect(r.status).toBe(201);
		const types = new Set(r.data.candidates.map((c: { type: string }) => c.type));
		expect(types).toEqual(expect.objectContaining({}));
		expect([...types]).toEqual(expect.arrayContaining(['skill', 'experience', 'education']));
		for (const c of r.data.candidates) {
			expect(c.id).toBeUndefined();
			expect(c.evidence.length, `${c.type} ${c.title}`).toBeGreaterThan(0);
			// Evidence is always the person's own words, quoted exactly.
			for (const e of c.evidence) for (const line of e.text.split('\n')) expect(RESUME).toContain(line.trim());
		}
		expect((await api.get('/profile')).data.items).toEqual([]);

		const add = await api.post('/profile/items', { items: r.data.candidates });
		expect(add.status).toBe(201);
		expect((await api.get('/profile')).data.items).toHaveLength(r.data.candidates.length);
	});

	it('adding the same item twice merges its evidence instead of duplicating it', async () => {
		const { api } = setup();
		await api.post('/profile/items', { type: 'skill', title: 'Triage', evidence: [{ text: 'Triagem com protocolo de Manchester' }] });
		await api.post('/profile/items', { type: 'skill', title: 'triage', evidence: [{ text: 'Triagem na emergência' }, { text: 'Triagem com protocolo de Manchester' }] });
		const items = (await api.get('/profile/items')).data.items;
		expect(items).toHaveLength(1);
		expect(items[0].evidence.map((e: { text: string }) => e.text)).toEqual(['Triagem com protocolo de Manchester', 'Triagem na emergência']);
	});

	it('a failed bulk add stores nothing', async () => {
		const { api } = setup();
		const r = await api.post('/profile/items', { items: [{ type: 'skill', title: 'Triage' }, { type: 'skill', title: '' }] });
		expect(r.status).toBe(400);
		expect((await api.get('/profile/items')).data.items).toEqual([]);
	});

	it('reads a pasted certificate as a certification with its issuer and year', async () => {
		const { api } = setup();
		const text = 'CERTIFICADO\nCertificamos que Marina Alves concluiu o curso de Suporte Avançado de Vida em Cardiologia, com carga horária de 16 horas, em 10 de março de 2024.\nAmerican Heart Association';
		const r = await api.post('/profile/import', { kind: 'certificate', text });
		const cert = r.data.candidates.find((c: { type: string }) => c.type === 'certification');
		expect(cert).toMatchObject({ title: 'Suporte Avançado de Vida em Cardiologia', end: '2024' });
	});

	it('finds skills and achievements in notes, quoting the note', async () => {
		const { api } = setup();
		const r = await api.post('/profile/import', { kind: 'notes', text: '- Reduzi o tempo de fechamento contábil de 10 para 6 dias usando Excel e Power BI\n- gosto de ler' });
		const titles = r.data.candidates.map((c: { type: string; title: string }) => `${c.type}:${c.title}`);
		expect(titles).toEqual(expect.arrayContaining(['skill:Power BI', 'achievement:Reduzi o tempo de fechamento contábil de 10 para 6 dias usando Excel e Power BI']));
	});

	it('refuses an empty import and an unknown kind', async () => {
		const { api } = setup();
		expect((await api.post('/profile/import', { kind: 'notes', text: '   ' })).status).toBe(400);
		expect((await api.post('/profile/import', { kind: 'diary', text: 'x' })).status).toBe(400);
	});
});

describe('import limits', () => {
	it('answers payload_too_large for text over 200,000 characters, and stores nothing', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		const tooLong = await api.post('/profile/import', { kind: 'notes', text: 'Kafka '.repeat(40_000) });
		expect(tooLong.status).toBe(413);
		expect(tooLong.data.code).toBe('payload_too_large');
		expect((await api.get('/profile/items')).data.items).toEqual([]);
	});
});
