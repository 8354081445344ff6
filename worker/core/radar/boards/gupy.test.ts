import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FeedError } from '../feed-item';
import { careersPageUrl, firstPageUrl, readBoardPage } from './index';

const sample = readFileSync(new URL('../../../../tests/support/boards/gupy.json', import.meta.url), 'utf8');
const read = (body: string, pageUrl = firstPageUrl('gupy', 'hospitalaurora'), board = 'hospitalaurora') =>
	readBoardPage('gupy', board, pageUrl, body);
const page = (offset: number, limit: number) => `https://portal.api.gupy.io/api/v1/jobs?careerPageName=hospitalaurora&limit=${limit}&offset=${offset}`;
const jobs = (count: number, board = 'hospitalaurora') =>
	Array.from({ length: count }, (_, i) => ({ id: i + 1, name: `Vaga ${i + 1}`, careerPageUrl: `https://${board}.gupy.io/` }));

describe('Gupy career page listing', () => {
	it('asks the portal listing for the career page, and links the career page', () => {
		expect(firstPageUrl('gupy', 'hospitalaurora')).toBe(page(0, 100));
		expect(careersPageUrl('gupy', 'hospitalaurora')).toBe('https://hospitalaurora.gupy.io/');
	});

	it("maps the career page's jobs and leaves out another career page's", () => {
		const { items, next, company } = read(sample);
		expect(next).toBeNull();
		expect(company).toBe('Hospital Aurora');
		expect(items.map((item) => item.guid)).toEqual(['gupy:8123456', 'gupy:8123457', 'gupy:8123458']);
		expect(items[0]).toMatchObject({
			title: 'Enfermeiro(a) UTI Adulto',
			company: 'Hospital Aurora',
			location: 'São Paulo, SP, Brasil',
			workMode: 'onsite',
			url: 'https://hospitalaurora.gupy.io/jobs/8123456?jobBoardSource=gupy_public_page',
			publishedAt: '2026-10-29T12:30:00.000Z',
			notes: []
		});
		expect(items[0].description).toBe(
			'O Hospital Aurora busca enfermeiro(a) para a UTI adulto (20 leitos).\n\nRequisitos:\n\n- COREN ativo\n- Especialização em terapia intensiva\n- BLS/ACLS'
		);
		expect(items[1].description).toBe('Conferência de contas médicas & glosas.');
	});

	it('reads workplaceType, else isRemoteWork, and notes what is missing', () => {
		const items = read(sample).items;
		expect(items.map((item) => item.workMode)).toEqual(['onsite', 'hybrid', 'remote']);
		expect(items[2]).toMatchObject({ location: 'Brasil', publishedAt: null, description: '', notes: ['missing_date', 'missing_description'] });
	});

	it('pages with offset while the total says there is more', () => {
		const body = (count: number, offset: number, total: number) => JSON.stringify({ data: jobs(count), pagination: { offset, limit: 2, total } });
		expect(read(body(2, 0, 5), page(0, 2)).next).toBe(page(2, 2));
		expect(read(body(2, 2, 5), page(2, 2)).next).toBe(page(4, 2));
		expect(read(body(1, 4, 5), page(4, 2)).next).toBeNull();
		expect(read(body(0, 6, 5), page(6, 2)).next).toBeNull();
		// Without pagination: a full page may have more, a short one is the last.
		expect(read(JSON.stringify({ data: jobs(2) }), page(0, 2)).next).toBe(page(2, 2));
		expect(read(JSON.stringify({ data: jobs(1) }), page(2, 2)).next).toBeNull();
	});

	it('counts the jobs of other career pages when paging, though it does not show them', () => {
		const body = JSON.stringify({ data: [...jobs(1), ...jobs(1, 'outra')], pagination: { offset: 0, limit: 2, total: 3 } });
		const { items, next } = read(body, page(0, 2));
		expect(items).toHaveLength(1);
		expect(next).toBe(page(2, 2));
	});

	it.each([
		['{"results": [], "totalResults": 0}', 'not_a_feed'],
		['{"data": {"jobs": []}}', 'not_a_feed'],
		['[]', 'not_a_feed'],
		['<!DOCTYPE html><html></html>', 'malformed']
	])('refuses %s as %s', (body, reason) => {
		try {
			read(body);
			expect.unreachable('should have thrown');
		} catch (error) {
			expect(error).toBeInstanceOf(FeedError);
			expect((error as FeedError).reason).toBe(reason);
			expect((error as FeedError).detail).toMatch(/Gupy/);
		}
	});
});

// Issue 27: "São Paulo, SP, BR" was shown as the board gave it.
describe('a board address', () => {
	it('is written as a person writes a place, country codes included', async () => {
		const { boardPlace } = await import('./place');
		expect(boardPlace(['São Paulo', 'SP', 'BR'])).toBe('São Paulo, SP, Brasil');
		expect(boardPlace(['Denver', 'CO', 'US'])).toBe('Denver, CO, USA');
		expect(boardPlace(['Natal', 'RN', 'Brazil'])).toBe('Natal, RN, Brazil');
		expect(boardPlace([null, '', undefined])).toBe('');
	});
});
