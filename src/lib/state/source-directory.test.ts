import { describe, expect, it } from 'vitest';
import type { SourceEntry } from '$lib/api/sources';
import { DIRECTORY_KINDS, docsLink, groupDirectory, importTimes, isRecurring, knownOrigin, manualChannel } from './source-directory.svelte';

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
