import { describe, expect, it } from 'vitest';
import { BOARD_PROVIDERS, type BoardProvider, boardName, careersPageUrl, firstPageUrl, MAX_BOARD_PAGES, readBoardPage } from './index';

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
