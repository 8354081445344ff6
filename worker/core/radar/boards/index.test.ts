import { describe, expect, it } from 'vitest';
import type { FeedItem } from '../feed-item';
import { DEFAULT_MAX_ITEMS } from '../feeds/parse';
import { BOARD_PROVIDERS, BoardItems, type BoardProvider, boardName, careersPageUrl, firstPageUrl, MAX_BOARD_ITEMS, MAX_BOARD_PAGES, readBoardPage } from './index';

/** [input, expected board name] per provider. */
const GOOD: Record<BoardProvider, Array<[string, string]>> = {
	greenhouse: [
		['acme', 'acme'],
		[' Acme ', 'acme'],
		['acme_corp-2', 'acme_corp-2'],
		['https://boards.greenhouse.io/acme', 'acme'],
		['https://job-boards.greenhouse.io/acme/jobs/123', 'acme'],
		['http://boards.greenhouse.io/acme/', 'acme'],
		['boards.greenhouse.io/acme', 'acme'],
		['https://boards.greenhouse.io/embed/job_board?for=acme', 'acme'],
		['https://boards-api.greenhouse.io/v1/boards/acme/jobs?content=true', 'acme'],
		['https://JOB-BOARDS.greenhouse.io/Acme#top', 'acme']
	],
	lever: [
		['acme', 'acme'],
		[' Acme ', 'acme'],
		['https://jobs.lever.co/acme', 'acme'],
		['https://jobs.lever.co/acme/5f0c1a2e-7b3d-4c11-9a8e-1d2f3a4b5c61/apply', 'acme'],
		['jobs.lever.co/acme-labs', 'acme-labs'],
		['https://api.lever.co/v0/postings/acme?mode=json', 'acme']
	],
	ashby: [
		['acme', 'acme'],
		[' Acme ', 'Acme'],
		['Acme.Labs', 'Acme.Labs'],
		['https://jobs.ashbyhq.com/acme', 'acme'],
		['https://jobs.ashbyhq.com/Acme/0b7f3c2a-51d4-4e8e-9a61-2c3d4e5f6a71', 'Acme'],
		['jobs.ashbyhq.com/acme_co', 'acme_co'],
		['https://api.ashbyhq.com/posting-api/job-board/acme?includeCompensation=true', 'acme']
	],
	gupy: [
		['acme', 'acme'],
		[' Acme ', 'acme'],
		['https://acme.gupy.io/', 'acme'],
		['acme.gupy.io', 'acme'],
		['ACME.GUPY.IO', 'acme'],
		['https://acme-saude.gupy.io/jobs/8123456?jobBoardSource=gupy_public_page', 'acme-saude'],
		['http://acme.gupy.io', 'acme']
	]
};

/** Inputs that are no board of any provider. */
const BAD_EVERYWHERE = [
	'',
	'   ',
	'../etc',
	'..',
	'a b',
	'acme/jobs',
	'%2e%2e',
	'-acme',
	'acme?x=1',
	'https://evil.example/acme',
	'javascript:alert(1)',
	'file:///etc/passwd',
	'<script>',
	'a'.repeat(101)
];

const BAD: Record<BoardProvider, string[]> = {
	greenhouse: [
		'https://boards.greenhouse.io.evil.example/acme',
		'https://user:pw@boards.greenhouse.io/acme',
		'https://boards.greenhouse.io:8443/acme',
		'ftp://boards.greenhouse.io/acme',
		'https://boards.greenhouse.io/',
		'https://boards.greenhouse.io/%2e%2e',
		'https://boards.greenhouse.io/embed/job_board',
		'https://job-boards.eu.greenhouse.io/acme',
		'https://jobs.lever.co/acme',
		'acme.com'
	],
	lever: ['https://jobs.eu.lever.co/acme', 'https://jobs.lever.co/', 'https://api.lever.co/v1/postings/acme', 'https://jobs.ashbyhq.com/acme', 'acme.labs'],
	ashby: ['a..b', '.acme', 'https://jobs.ashbyhq.com/api/non-user-graphql', 'https://jobs.ashbyhq.com/a%20b', 'https://boards.greenhouse.io/acme'],
	gupy: [
		'https://portal.gupy.io/job-search/term=enfermeiro',
		'https://www.gupy.io/',
		'https://a.b.gupy.io/',
		'https://gupy.io/acme',
		'https://acme.gupy.io.evil.example/',
		'https://acme.gupy.io:444/',
		'acme_corp',
		'acme.com',
		'a'.repeat(64)
	]
};

describe('boardName', () => {
	for (const provider of BOARD_PROVIDERS) {
		it.each(GOOD[provider])(`${provider}: %j → %j`, (input, expected) => {
			expect(boardName(provider, input)).toBe(expected);
		});
		it.each([...BAD_EVERYWHERE, ...BAD[provider]])(`${provider}: %j → null`, (input) => {
			expect(boardName(provider, input)).toBeNull();
		});
	}

	it('answers null for what is not a string', () => {
		expect(boardName('lever', undefined as unknown as string)).toBeNull();
	});
});

describe('URLs', () => {
	it('names every provider and the page limit', () => {
		expect([...BOARD_PROVIDERS].sort()).toEqual(['ashby', 'greenhouse', 'gupy', 'lever']);
		expect(MAX_BOARD_PAGES).toBe(20);
	});

	it('builds URLs only from canonical board names', () => {
		expect(() => firstPageUrl('greenhouse', 'Acme')).toThrow(TypeError);
		expect(() => firstPageUrl('lever', '../admin')).toThrow(TypeError);
		expect(() => careersPageUrl('gupy', 'evil.example/x')).toThrow(TypeError);
		expect(() => readBoardPage('ashby', 'a b', 'https://api.ashbyhq.com/', '{"jobs": []}')).toThrow(TypeError);
		expect(() => firstPageUrl('monster' as BoardProvider, 'acme')).toThrow(TypeError);
	});

	it('gives each provider its own API host and careers page', () => {
		const hosts = BOARD_PROVIDERS.map((provider) => [new URL(firstPageUrl(provider, 'acme')).host, new URL(careersPageUrl(provider, 'acme')).host]);
		expect(hosts).toEqual([
			['boards-api.greenhouse.io', 'job-boards.greenhouse.io'],
			['api.lever.co', 'jobs.lever.co'],
			['api.ashbyhq.com', 'jobs.ashbyhq.com'],
			['portal.api.gupy.io', 'acme.gupy.io']
		]);
	});

	it('the careers page of a pasted careers URL is that board again', () => {
		for (const provider of BOARD_PROVIDERS) {
			const board = boardName(provider, careersPageUrl(provider, 'acme-labs'));
			expect(board).toBe('acme-labs');
		}
	});
});

describe('the cap on a board’s postings', () => {
	const postings = (count: number, from = 0): FeedItem[] =>
		Array.from({ length: count }, (_, i) => ({
			guid: `p-${from + i}`,
			title: `Vaga ${from + i}`,
			company: 'Acme',
			location: '',
			workMode: null,
			url: `https://boards.example.org/${from + i}`,
			description: '',
			publishedAt: null,
			notes: []
		}));

	it('is the same as a feed’s', () => {
		expect(MAX_BOARD_ITEMS).toBe(DEFAULT_MAX_ITEMS);
	});

	it('keeps every posting of a board under the cap and says nothing', () => {
		const board = new BoardItems();
		expect(board.add(postings(200), true)).toBe(true);
		expect(board.add(postings(100, 200), false)).toBe(true);
		expect(board.items).toHaveLength(300);
		expect(board.warning()).toBeNull();
	});

	it('keeps the first 500 of one long page and says how many it left out', () => {
		const board = new BoardItems();
		expect(board.add(postings(730), false)).toBe(false);
		expect(board.items.map((item) => item.guid)).toEqual(postings(500).map((item) => item.guid));
		expect(board.warning()).toEqual({ code: 'items_cut', count: 230, message: 'This board lists more than 500 postings; Rumo keeps the first 500 and left out 230.' });
	});

	it('stops asking for pages once full, and says the pages after were not read', () => {
		const board = new BoardItems();
		expect(board.add(postings(400), true)).toBe(true);
		expect(board.add(postings(150, 400), true)).toBe(false);
		expect(board.items).toHaveLength(500);
		expect(board.warning()?.message).toBe('This board lists more than 500 postings; Rumo keeps the first 500 and left out 50, and did not read its further pages.');
	});

	it('says so when exactly 500 fill it with pages left', () => {
		const board = new BoardItems();
		expect(board.add(postings(500), true)).toBe(false);
		expect(board.warning()?.message).toBe('This board has more pages after its first 500 postings; Rumo keeps those 500 and did not read the rest.');
	});
});
