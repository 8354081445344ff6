import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createCore } from '../app';
import { testClient, testEnv } from '../testing/env';
import { commitImport, previewImport } from './import';

const dir = fileURLToPath(new URL('../../../tests/fixtures/imports/', import.meta.url));
const expected = JSON.parse(readFileSync(dir + 'expected.json', 'utf8')) as {
	files: Record<string, { accepted: number; error?: string; rejected?: { row: number }[]; duplicate_groups?: { kept: number; duplicates: number[] }[] }>;
};
const fixtureFiles = Object.keys(expected.files).filter((name) => !name.includes('generated'));

/** The core called with a multipart upload, as the page sends a chosen file (and the preview's choices). */
async function upload(env: ReturnType<typeof testEnv>['env'], name: string, bytes: Uint8Array, fields: Record<string, string> = {}) {
	const form = new FormData();
	form.set('file', new File([bytes as BlobPart], name), name);
	for (const [key, value] of Object.entries(fields)) form.set(key, value);
	const request = new Request('http://x', { method: 'POST', body: form });
	const response = await createCore(env).handle({
		method: 'POST',
		url: '/api/v1/inbox/import/preview',
		headers: { 'content-type': request.headers.get('content-type') ?? '' },
		body: await request.arrayBuffer()
	});
	return { status: response.status, data: JSON.parse(response.body ?? 'null') };
}

function csv(rows: string[][]) {
	return ['cargo,empresa,link,local,descricao,fonte,status,observacoes', ...rows.map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(','))].join('\n');
}

describe('import through the API: every fixture as expected.json says', () => {
	for (const name of fixtureFiles) {
		it(name, async () => {
			const { env } = testEnv();
			const api = testClient(env);
			const want = expected.files[name];
			const preview = await upload(env, name, new Uint8Array(readFileSync(dir + name)));
			if (want.error) {
				expect(preview.status).toBeGreaterThanOrEqual(400);
				expect(preview.data.detail).toContain(want.error);
				expect(preview.data.detail).toMatch(/Nothing was imported/);
				expect((await api.get('/inbox/items')).data.total).toBe(0);
				return;
			}
			expect(preview.status).toBe(200);
			const duplicates = (want.duplicate_groups ?? []).flatMap((g) => g.duplicates);
			expect(preview.data.invalid.map((r: { row: number }) => r.row)).toEqual((want.rejected ?? []).map((r) => r.row));
			expect(preview.data.duplicates.map((d: { row: number }) => d.row)).toEqual(duplicates);
			expect(preview.data.plan).toEqual({ create: want.accepted, merge: duplicates.length, skip: want.rejected?.length ?? 0 });
			expect((await api.get('/inbox/items')).data.total).toBe(0);
			const committed = await api.post('/inbox/import/commit', { previewId: preview.data.previewId });
			expect(committed.data).toMatchObject({ created: want.accepted, merged: duplicates.length, skipped: want.rejected?.length ?? 0 });
			const list = await api.get('/inbox/items?limit=500');
			expect(list.data.total).toBe(want.accepted);
			expect(list.data.items.every((i: { channel: string }) => i.channel === (name.endsWith('.json') ? 'json' : 'csv'))).toBe(true);
			for (const group of want.duplicate_groups ?? []) {
				const kept = list.data.items.find((i: { history: { detail: string }[] }) => i.history[0].detail.endsWith(`row ${group.kept}`));
				expect(kept.history.filter((h: { event: string }) => h.event === 'imported_again')).toHaveLength(group.duplicates.length);
			}
		});
	}
});

describe('the preview\'s delimiter and encoding', () => {
	const semicolon = 'cargo;empresa;local;"notas, detalhes"\r\nAnalista;Acme;São Paulo, SP;"ligar, 10h"\r\nDev;Beta;Remoto;\r\n';

	it('a file is read with the delimiter and encoding sent, and the answer says which were used', async () => {
		const { env } = testEnv();
		const bytes = new TextEncoder().encode(semicolon);
		const auto = await upload(env, 'vagas.csv', bytes);
		expect(auto.data).toMatchObject({ rows: 2, valid: 2, delimiter: 'semicolon', columns: 4, encoding: 'utf-8' });
		const comma = await upload(env, 'vagas.csv', bytes, { delimiter: 'comma', encoding: 'windows-1252' });
		expect(comma.status).toBe(200);
		expect(comma.data).toMatchObject({ delimiter: 'comma', columns: 2, encoding: 'windows-1252', valid: 0 });
		// The commit stores what the preview read.
		const back = await upload(env, 'vagas.csv', bytes, { delimiter: 'semicolon', encoding: 'auto' });
		const done = await testClient(env).post('/inbox/import/commit', { previewId: back.data.previewId });
		expect(done.data).toMatchObject({ created: 2 });
		const items = (await testClient(env).get('/inbox/items?sort=oldest')).data.items;
		expect(items.map((i: { location: string }) => i.location)).toEqual(['São Paulo, SP', 'Remoto']);
	});

	it('pasted content takes a delimiter; JSON has none', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		const pasted = await api.post('/inbox/import/preview', { format: 'csv', content: semicolon, delimiter: 'pipe' });
		expect(pasted.data).toMatchObject({ delimiter: 'pipe', columns: 1, encoding: null });
		const json = await api.post('/inbox/import/preview', { format: 'json', content: '[{"cargo":"Dev","empresa":"Acme"}]' });
		expect(json.data).toMatchObject({ delimiter: null, columns: null, encoding: null });
	});

	it('an unknown delimiter or encoding is a validation error', async () => {
		const { env } = testEnv();
		const bytes = new TextEncoder().encode(semicolon);
		expect((await upload(env, 'vagas.csv', bytes, { delimiter: ':' })).status).toBe(400);
		expect((await upload(env, 'vagas.csv', bytes, { encoding: 'ebcdic' })).status).toBe(400);
		expect((await testClient(env).post('/inbox/import/preview', { format: 'csv', content: semicolon, delimiter: 'colon' })).status).toBe(400);
	});
});

describe('import against what is stored', () => {
	it('merges rows already in the inbox, skips rows already tracked, and a second commit is refused', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		await api.post('/inbox/items', { title: 'Dev', company: 'Foo', url: 'https://foo.example/jobs/1' });
		await api.post('/tracker/jobs', { title: 'Nurse', company: 'Care', url: 'https://care.example/7' });
		const content = csv([
			['Dev', 'Foo', 'https://foo.example/jobs/1?utm_source=mail', '', 'Python e SQL', 'newsletter', 'nova', ''],
			['Nurse', 'Care', 'https://care.example/7', '', '', '', '', ''],
			['Teacher', 'School', '', 'Recife, PE', '', 'Gupy', 'salva', 'call']
		]);
		const preview = await api.post('/inbox/import/preview', { format: 'csv', content, name: 'weekly.csv' });
		expect(preview.data.duplicates).toEqual([
			{ row: 1, matches: [{ kind: 'inbox', row: null, id: expect.any(String), title: 'Dev' }] },
			{ row: 2, matches: [{ kind: 'tracker', row: null, id: expect.any(String), title: '' }] }
		]);
		expect(preview.data.plan).toEqual({ create: 1, merge: 1, skip: 1 });
		const done = await api.post('/inbox/import/commit', { previewId: preview.data.previewId });
		expect(done.data).toMatchObject({ created: 1, merged: 1, skipped: 1 });
		const items = (await api.get('/inbox/items')).data.items;
		expect(items.map((i: { title: string; status: string; origin: string }) => [i.title, i.status, i.origin])).toEqual([
			['Teacher', 'saved', 'Gupy'],
			['Dev', 'new', 'foo.example']
		]);
		expect(items[1]).toMatchObject({ description: 'Python e SQL' });
		expect(items[1].history.at(-1)).toMatchObject({ event: 'imported_again', detail: 'weekly.csv · row 1' });
		expect((await api.post('/inbox/import/commit', { previewId: preview.data.previewId })).status).toBe(409);
		expect((await api.post('/inbox/import/commit', { previewId: 'unknown' })).data.code).toBe('not_found');
	});

	it('refuses a file over 100,000 rows and a file with no rows, storing nothing', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		const big = 'cargo,empresa\n' + 'Dev,Foo\n'.repeat(100_001);
		expect((await api.post('/inbox/import/preview', { format: 'csv', content: big })).data.code).toBe('payload_too_large');
		expect((await api.post('/inbox/import/preview', { format: 'csv', content: 'cargo,empresa\n' })).status).toBe(400);
		expect((await api.get('/inbox/items')).data.total).toBe(0);
	});

	it('commits all rows or none: a cancel during the writes leaves the inbox as it was', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		await api.post('/inbox/items', { title: 'Kept', company: 'Before' });
		const rows = Array.from({ length: 12_000 }, (_, i) => [`Dev ${i}`, `Company ${i}`, `https://jobs.example/${i}`, '', '', '', '', '']);
		const preview = await previewImport(env, { format: 'csv', content: csv(rows) });
		expect(preview.plan.create).toBe(12_000);
		const controller = new AbortController();
		const seen: number[] = [];
		const cancelled = commitImport(env, preview.previewId, {
			signal: controller.signal,
			progress: (fraction) => {
				seen.push(fraction);
				if (fraction > 0.3) controller.abort();
			}
		});
		await expect(cancelled).rejects.toMatchObject({ code: 'cancelled' });
		expect(seen.some((f) => f > 0.2 && f < 1)).toBe(true);
		const list = await api.get('/inbox/items');
		expect(list.data.total).toBe(1);
		// The same preview can still be committed after a cancel.
		expect((await api.post('/inbox/import/commit', { previewId: preview.previewId })).data.created).toBe(12_000);
		expect((await api.get('/inbox/items')).data.total).toBe(12_001);
	});
});

describe('export', () => {
	it('writes all, filtered or selected items in the import format, formula-safe, and re-imports to the same items', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		const content = readFileSync(dir + 'formula_xss.csv', 'utf8');
		const preview = await api.post('/inbox/import/preview', { format: 'csv', content });
		await api.post('/inbox/import/commit', { previewId: preview.data.previewId });
		const core = createCore(env);
		const get = async (path: string) => {
			const r = await core.handle({ method: 'GET', url: `/api/v1${path}`, headers: {}, body: null });
			return { status: r.status, type: r.headers['content-type'], disposition: r.headers['content-disposition'], text: r.body ?? '' };
		};
		const exported = await get('/inbox/export?format=csv');
		expect(exported.type).toMatch(/text\/csv/);
		expect(exported.disposition).toMatch(/rumo-inbox-2026-11-01\.csv/);
		const lines = exported.text.split('\r\n');
		expect(lines[0]).toBe('"cargo","empresa","link","local","descricao","fonte","status","observacoes"');
		for (const line of lines.slice(1)) expect(line).not.toMatch(/(^|,)"[=+\-@]/);
		const before = (await api.get('/inbox/items?sort=oldest&limit=500')).data.items;
		// Round trip: the export read back into a fresh inbox gives the same items.
		for (const format of ['csv', 'json'] as const) {
			const file = (await get(`/inbox/export?format=${format}`)).text;
			const fresh = testEnv().env;
			const other = testClient(fresh);
			const again = await other.post('/inbox/import/preview', { format, content: file });
			expect(again.data.invalid).toEqual([]);
			await other.post('/inbox/import/commit', { previewId: again.data.previewId });
			const after = (await other.get('/inbox/items?limit=500')).data.items;
			const fields = (i: Record<string, unknown>) => [i.title, i.company, i.url, i.location, i.description, i.origin, i.status, i.notes];
			expect(after.map(fields).sort()).toEqual(before.map(fields).sort());
		}
		const selected = await get(`/inbox/export?format=json&ids=${before[0].id}`);
		expect(JSON.parse(selected.text)).toHaveLength(1);
		const filtered = await get(`/inbox/export?format=json&q=${encodeURIComponent(before[1].title.slice(0, 8))}`);
		expect(JSON.parse(filtered.text).length).toBeGreaterThanOrEqual(1);
	});
});
