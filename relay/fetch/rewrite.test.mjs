/**
 * The TEST ONLY rewrite of known API hosts: parsing RUMO_RELAY_REWRITE and joining URLs. Pure; the
 * route (relay/fetch/route.test.mjs) covers the rewrite against a real server.
 */
import { describe, expect, it } from 'vitest';
import { parseRewrites, rewriteUrl } from './rewrite.mjs';

describe('parseRewrites', () => {
	/** @type {Array<[string, string | undefined, Array<{ from: string, to: string }>]>} */
	const cases = [
		['unset', undefined, []],
		['empty', '', []],
		['only commas and spaces', ' , ,', []],
		[
			'the documented example',
			'https://boards-api.greenhouse.io=http://127.0.0.1:4199/greenhouse,https://api.lever.co=http://127.0.0.1:4199/lever',
			[
				{ from: 'https://boards-api.greenhouse.io', to: 'http://127.0.0.1:4199/greenhouse' },
				{ from: 'https://api.lever.co', to: 'http://127.0.0.1:4199/lever' }
			]
		],
		['spaces around entries and the =', '  https://api.lever.co = http://127.0.0.1:4199/lever  ', [{ from: 'https://api.lever.co', to: 'http://127.0.0.1:4199/lever' }]],
		['to without a path prefix', 'https://api.lever.co=http://127.0.0.1:4199', [{ from: 'https://api.lever.co', to: 'http://127.0.0.1:4199' }]],
		['trailing slashes on both sides', 'https://api.lever.co/=http://127.0.0.1:4199/lever//', [{ from: 'https://api.lever.co', to: 'http://127.0.0.1:4199/lever' }]],
		['a deeper prefix', 'https://api.ashbyhq.com=http://127.0.0.1:4199/stand-in/ashby/', [{ from: 'https://api.ashbyhq.com', to: 'http://127.0.0.1:4199/stand-in/ashby' }]],
		['upper case and a default port normalised', 'HTTPS://API.Lever.CO:443=HTTP://127.0.0.1:4199/Lever', [{ from: 'https://api.lever.co', to: 'http://127.0.0.1:4199/Lever' }]],
		['a non-default port kept in from', 'http://jobs.example:8080=http://127.0.0.1:4199', [{ from: 'http://jobs.example:8080', to: 'http://127.0.0.1:4199' }]],
		['IPv6 stand-in', 'https://api.gupy.io=http://[::1]:4199/gupy', [{ from: 'https://api.gupy.io', to: 'http://[::1]:4199/gupy' }]],
		['no =', 'https://api.lever.co', []],
		['empty from', '=http://127.0.0.1:4199', []],
		['empty to', 'https://api.lever.co=', []],
		['from with a path', 'https://api.lever.co/v0=http://127.0.0.1:4199/lever', []],
		['from with a query', 'https://api.lever.co?x=1=http://127.0.0.1:4199/lever', []],
		['from with an empty query', 'https://api.lever.co/?=http://127.0.0.1:4199/lever', []],
		['from with a fragment', 'https://api.lever.co#x=http://127.0.0.1:4199/lever', []],
		['from not a URL', 'api.lever.co=http://127.0.0.1:4199/lever', []],
		['from with credentials', 'https://me:pw@api.lever.co=http://127.0.0.1:4199/lever', []],
		['to with a query', 'https://api.lever.co=http://127.0.0.1:4199/lever?x', []],
		['to with a fragment', 'https://api.lever.co=http://127.0.0.1:4199/lever#x', []],
		['to with credentials', 'https://api.lever.co=http://me:pw@127.0.0.1:4199/lever', []],
		['to not http(s)', 'https://api.lever.co=ftp://127.0.0.1:4199/lever', []],
		['to a file URL', 'https://api.lever.co=file:///etc/passwd', []],
		['from not http(s)', 'ftp://api.lever.co=http://127.0.0.1:4199/lever', []],
		[
			'malformed entries skipped, good ones kept in order',
			'nonsense,https://api.lever.co=http://127.0.0.1:4199/lever,https://x/y=http://127.0.0.1:1,https://api.gupy.io=https://127.0.0.1:4200/',
			[
				{ from: 'https://api.lever.co', to: 'http://127.0.0.1:4199/lever' },
				{ from: 'https://api.gupy.io', to: 'https://127.0.0.1:4200' }
			]
		]
	];
	it.each(cases)('%s', (_name, value, expected) => {
		expect(parseRewrites(value)).toEqual(expected);
	});
});

describe('rewriteUrl', () => {
	const rewrites = parseRewrites(
		'https://boards-api.greenhouse.io=http://127.0.0.1:4199/greenhouse,https://api.lever.co=http://127.0.0.1:4199/lever/,https://api.gupy.io=http://127.0.0.1:4199'
	);
	/** @type {Array<[string, string, string]>} */
	const cases = [
		['the documented example', 'https://api.lever.co/v0/postings/acme?mode=json', 'http://127.0.0.1:4199/lever/v0/postings/acme?mode=json'],
		['the root path', 'https://api.lever.co/', 'http://127.0.0.1:4199/lever/'],
		['no path at all', 'https://api.lever.co', 'http://127.0.0.1:4199/lever/'],
		['a query on the root', 'https://api.lever.co?mode=json', 'http://127.0.0.1:4199/lever/?mode=json'],
		['a trailing slash in the path kept', 'https://boards-api.greenhouse.io/v1/boards/acme/jobs/', 'http://127.0.0.1:4199/greenhouse/v1/boards/acme/jobs/'],
		['a query with an encoded URL', 'https://boards-api.greenhouse.io/v1/boards/acme/jobs?content=true&ref=https%3A%2F%2Fx', 'http://127.0.0.1:4199/greenhouse/v1/boards/acme/jobs?content=true&ref=https%3A%2F%2Fx'],
		['a fragment kept (safeFetch drops it)', 'https://api.lever.co/v0/postings/acme#top', 'http://127.0.0.1:4199/lever/v0/postings/acme#top'],
		['to without a prefix', 'https://api.gupy.io/api/v1/jobs?name=dados', 'http://127.0.0.1:4199/api/v1/jobs?name=dados'],
		['an upper-case host matches', 'https://API.LEVER.CO/v0/postings/acme', 'http://127.0.0.1:4199/lever/v0/postings/acme'],
		['the default port written out matches', 'https://api.lever.co:443/v0', 'http://127.0.0.1:4199/lever/v0'],
		['surrounding spaces', '  https://api.lever.co/v0  ', 'http://127.0.0.1:4199/lever/v0'],
		// Unchanged:
		['another scheme', 'http://api.lever.co/v0/postings/acme', 'http://api.lever.co/v0/postings/acme'],
		['another port', 'https://api.lever.co:8443/v0', 'https://api.lever.co:8443/v0'],
		['a host that starts with the same letters', 'https://api.lever.com/v0/postings/acme', 'https://api.lever.com/v0/postings/acme'],
		['a longer host with the same start', 'https://api.lever.co.evil.example/v0', 'https://api.lever.co.evil.example/v0'],
		['a subdomain', 'https://eu.api.lever.co/v0', 'https://eu.api.lever.co/v0'],
		['a parent domain', 'https://lever.co/v0', 'https://lever.co/v0'],
		['a trailing dot', 'https://api.lever.co./v0', 'https://api.lever.co./v0'],
		['the from origin as a path elsewhere', 'https://evil.example/https://api.lever.co/v0', 'https://evil.example/https://api.lever.co/v0'],
		['credentials (refused later, never made valid)', 'https://me:pw@api.lever.co/v0', 'https://me:pw@api.lever.co/v0'],
		['not a URL', 'api.lever.co/v0', 'api.lever.co/v0'],
		['empty', '', '']
	];
	it.each(cases)('%s', (_name, url, expected) => {
		expect(rewriteUrl(url, rewrites)).toBe(expected);
	});

	it('returns every URL unchanged when there are no rewrites', () => {
		expect(rewriteUrl('https://api.lever.co/v0', [])).toBe('https://api.lever.co/v0');
		expect(rewriteUrl('https://api.lever.co/v0', parseRewrites(undefined))).toBe('https://api.lever.co/v0');
	});

	it('uses the first rewrite for an origin named twice', () => {
		const twice = parseRewrites('https://api.lever.co=http://127.0.0.1:1/a,https://api.lever.co=http://127.0.0.1:2/b');
		expect(rewriteUrl('https://api.lever.co/x', twice)).toBe('http://127.0.0.1:1/a/x');
	});
});
