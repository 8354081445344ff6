import { describe, expect, it } from 'vitest';
import type { SourceEntry } from '$lib/api/sources';
import { DIRECTORY_KINDS, docsLink, entryWarnings, groupDirectory, importTimes, isRecurring, knownOrigin, manualChannel } from './source-directory.svelte';

const entry = (fields: Partial<SourceEntry> & Pick<SourceEntry, 'id' | 'kind' | 'name'>): SourceEntry => ({
	url: null,
	state: 'observed',
	inbox: 0,
	applications: 0,
	lastSeenAt: null,
	detail: {},
	docsUrl: null,
	...fields
});

describe('grouping the source directory', () => {
	it('gives every kind its group, in the order of SPEC.md, even when a group is empty', () => {
		const groups = groupDirectory([entry({ id: 'api:lever', kind: 'official_api', name: 'Lever', state: 'planned' })]);
		expect(groups.map((group) => group.kind)).toEqual([...DIRECTORY_KINDS]);
		expect(groups.find((group) => group.kind === 'feed')?.entries).toEqual([]);
		expect(groups.find((group) => group.kind === 'official_api')?.entries.map((e) => e.id)).toEqual(['api:lever']);
	});

	it("keeps the API's order inside a group", () => {
		const items = [entry({ id: 'site:b', kind: 'job_board', name: 'b' }), entry({ id: 'site:a', kind: 'job_board', name: 'a' })];
		expect(groupDirectory(items)[1].entries.map((e) => e.id)).toEqual(['site:b', 'site:a']);
	});
});

describe('what an entry says', () => {
	it('calls a file imported more than once recurring', () => {
		expect(importTimes(entry({ id: 'import:a', kind: 'import', name: 'a.csv', detail: { times: 3 } }))).toBe(3);
		expect(isRecurring(entry({ id: 'import:a', kind: 'import', name: 'a.csv', detail: { times: 2 } }))).toBe(true);
		expect(isRecurring(entry({ id: 'import:a', kind: 'import', name: 'a.csv', detail: { times: 1 } }))).toBe(false);
		expect(importTimes(entry({ id: 'import:a', kind: 'import', name: 'a.csv' }))).toBe(1);
	});

	it('names the manual channels the inbox records, and nothing else', () => {
		expect(manualChannel(entry({ id: 'manual:text', kind: 'manual', name: 'text', detail: { channel: 'text' } }))).toBe('text');
		expect(manualChannel(entry({ id: 'manual:capture', kind: 'manual', name: 'capture' }))).toBe('capture');
		expect(manualChannel(entry({ id: 'manual:x', kind: 'manual', name: 'fax' }))).toBeNull();
	});

	it("names the origins Rumo writes itself, and leaves a person's own labels as they are", () => {
		expect(knownOrigin('bookmarklet')).toBe('bookmarklet');
		expect(knownOrigin('CSV')).toBe('csv');
		expect(knownOrigin('Indicação da Ana')).toBeNull();
		expect(knownOrigin('linkedin.com')).toBeNull();
	});

	it('links only https documentation', () => {
		expect(docsLink('https://developers.greenhouse.io/job-board.html')).toBe('https://developers.greenhouse.io/job-board.html');
		expect(docsLink('javascript:alert(1)')).toBeNull();
		expect(docsLink(null)).toBeNull();
	});
});

describe('what the radar sources behind an entry had to say', () => {
	const CONTROL = { code: 'control_characters', message: 'This feed holds 1 control character…', count: 1 };
	const CUT = { code: 'items_cut', message: 'This board lists more than 500 postings…', count: 12 };
	const feeds = [
		{ id: 'f1', kind: 'rss' as const, name: 'Vagas de enfermagem', lastWarnings: [CONTROL] },
		{ id: 'f2', kind: 'atom' as const, name: 'Clínicas', lastWarnings: [] },
		{ id: 'b1', kind: 'greenhouse' as const, name: 'Acme', lastWarnings: [CUT] },
		{ id: 'b2', kind: 'greenhouse' as const, name: 'Globex', lastWarnings: [] },
		{ id: 'b3', kind: 'lever' as const, name: 'Initech', lastWarnings: [CUT] }
	];

	it('is a feed’s own warnings, on its entry alone', () => {
		expect(entryWarnings(entry({ id: 'feed:f1', kind: 'feed', name: 'Vagas de enfermagem' }), feeds)).toEqual([{ ...CONTROL, source: null }]);
		expect(entryWarnings(entry({ id: 'feed:f2', kind: 'feed', name: 'Clínicas' }), feeds)).toEqual([]);
		expect(entryWarnings(entry({ id: 'feed:gone', kind: 'feed', name: 'Gone' }), feeds)).toEqual([]);
	});

	it('is every board’s of an API, each naming its board', () => {
		expect(entryWarnings(entry({ id: 'api:greenhouse', kind: 'official_api', name: 'Greenhouse Job Board API' }), feeds)).toEqual([{ ...CUT, source: 'Acme' }]);
		expect(entryWarnings(entry({ id: 'api:ashby', kind: 'official_api', name: 'Ashby' }), feeds)).toEqual([]);
	});

	it('is nothing for what the radar does not read', () => {
		expect(entryWarnings(entry({ id: 'site:vagas.example.org', kind: 'job_board', name: 'vagas.example.org' }), feeds)).toEqual([]);
	});
});
