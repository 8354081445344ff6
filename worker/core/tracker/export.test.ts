import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
// The test environment first: it installs the in-memory IndexedDB before the core's storage loads.
import { testClient, testEnv } from '../testing/env';
import { createCore } from '../app';
import { applicationLog, LOG_COLUMNS } from './export';

/** Reads a file reply (the test client parses only JSON). */
async function download(env: ReturnType<typeof testEnv>['env'], path: string) {
	const r = await createCore(env).handle({ method: 'GET', url: `/api/v1${path}`, headers: {}, body: null });
	return { status: r.status, type: r.headers['content-type'], disposition: r.headers['content-disposition'], text: r.body ?? '' };
}

/** The reverse of the formula guard, as a spreadsheet shows the cell. */
const shown = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

const TRICKY = {
	title: '=HYPERLINK("https://evil.example","Click")',
	company: '+55 Serviços',
	location: '-Remote',
	source: '@indicação',
	url: 'https://vagas.example/1?a=1,2',
	notes: 'private: salary 9000'
};

describe('the application log', () => {
	it('writes every job with its dates and stage moves as CSV, oldest first, formula cells guarded', async () => {
		const { env, advance } = testEnv('2026-11-02T01:30:00.000Z'); // 22:30 on 1 November in São Paulo
		const api = testClient(env);
		const first = (await api.post('/tracker/jobs', { ...TRICKY, status: 'saved' })).data;
		advance(2);
		await api.patch(`/tracker/jobs/${first.id}`, { status: 'applied', version: 1 });
		advance(5);
		await api.patch(`/tracker/jobs/${first.id}`, { status: 'interview', version: 2 });
		await api.post('/tracker/jobs', { title: 'Tab\tand "quotes"\nand a line', company: '-', status: 'applied' });

		const file = await download(env, '/tracker/export?format=csv&tz=America/Sao_Paulo');
		expect(file.status).toBe(200);
		expect(file.type).toMatch(/^text\/csv/);
		expect(file.disposition).toBe('attachment; filename="rumo-applications-2026-11-08.csv"');
		const lines = file.text.split('\r\n');
		expect(lines[0]).toBe(LOG_COLUMNS.map((c) => `"${c}"`).join(','));
		expect(lines[0]).toBe('"title","company","location","source","link","status","created","applied","history"');
		// No cell starts with something a spreadsheet would run.
		const rows = Papa.parse<string[]>(file.text, { skipEmptyLines: true }).data.slice(1);
		for (const cell of rows.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);

		expect(rows).toHaveLength(2);
		// The days are the person's (São Paulo), not UTC's: created late on 1 November.
		expect(rows[0].map(shown)).toEqual([
			TRICKY.title,
			TRICKY.company,
			TRICKY.location,
			TRICKY.source,
			TRICKY.url,
			'interview',
			'2026-11-01',
			'2026-11-03',
			'2026-11-01 saved; 2026-11-03 applied; 2026-11-08 interview'
		]);
		expect(rows[0][0]).toBe(`'${TRICKY.title}`);
		expect(rows[1].map(shown).slice(0, 2)).toEqual(['Tab\tand "quotes"\nand a line', '-']);
		expect(file.text).not.toContain('salary');
	});

	it('guards a cell that a tab or a carriage return would hide a formula behind', () => {
		const job = { id: 'x', title: '\t=1+1', company: '\r@SUM(A1)', location: null, source: null, url: null, status: 'saved', notes: '', match: null, jobId: null } as const;
		const at = '2026-11-01T12:00:00.000Z';
		const { text } = applicationLog([{ ...job, createdAt: at, updatedAt: at, appliedAt: null, history: [{ from: null, to: 'saved', at }], version: 1 }], 'csv', { timeZone: 'UTC', now: new Date(at) });
		const [, row] = Papa.parse<string[]>(text).data;
		expect(row.slice(0, 2)).toEqual(["'\t=1+1", "'\r@SUM(A1)"]);
		expect(row.slice(0, 2).map(shown)).toEqual(['\t=1+1', '\r@SUM(A1)']);
	});

	it('writes the same jobs as JSON with exact instants and every move', async () => {
		const { env, advance } = testEnv();
		const api = testClient(env);
		const job = (await api.post('/tracker/jobs', { ...TRICKY, status: 'applied' })).data;
		advance(3);
		await api.patch(`/tracker/jobs/${job.id}`, { status: 'rejected', version: 1 });
		const file = await download(env, '/tracker/export?format=json');
		expect(file.type).toMatch(/^application\/json/);
		expect(file.disposition).toBe('attachment; filename="rumo-applications-2026-11-04.json"');
		const log = JSON.parse(file.text);
		expect(log).toEqual({
			exportedAt: '2026-11-04T12:00:00.000Z',
			count: 1,
			applications: [
				{
					id: job.id,
					title: TRICKY.title, // JSON is data, not a spreadsheet: kept as written
					company: TRICKY.company,
					location: TRICKY.location,
					source: TRICKY.source,
					link: TRICKY.url,
					status: 'rejected',
					created: '2026-11-01T12:00:00.000Z',
					applied: '2026-11-01T12:00:00.000Z',
					history: [
						{ from: null, to: 'applied', at: '2026-11-01T12:00:00.000Z' },
						{ from: 'applied', to: 'rejected', at: '2026-11-04T12:00:00.000Z' }
					]
				}
			]
		});
	});

	it('answers an empty log with only the header, and refuses an unknown format or time zone', async () => {
		const { env } = testEnv();
		expect((await download(env, '/tracker/export?format=csv')).text.trim()).toBe(LOG_COLUMNS.map((c) => `"${c}"`).join(','));
		expect(JSON.parse((await download(env, '/tracker/export?format=json')).text)).toMatchObject({ count: 0, applications: [] });
		const api = testClient(env);
		for (const [q, path] of [
			['format=xlsx', 'query.format'],
			['', 'query.format'],
			['format=csv&tz=Mars/Olympus', 'query.tz']
		]) {
			const r = await api.get(`/tracker/export?${q}`);
			expect(r.status).toBe(400);
			expect(r.data.errors[0].path).toBe(path);
		}
	});
});
