import { describe, expect, it } from 'vitest';
import type { PortfolioEntry } from '$lib/api/portfolio';
import { deadLinkWhy, filterEntries, isFiltered, kindCounts, NO_FILTERS, originKey } from './portfolio-view';

const entry = (fields: Partial<PortfolioEntry> & Pick<PortfolioEntry, 'id' | 'kind' | 'title'>): PortfolioEntry => ({
	detail: '',
	url: null,
	public: false,
	from: 'profile',
	origin: 'manual',
	host: null,
	profileItemId: null,
	analysisId: null,
	skills: [],
	ambiguous: false,
	helps: [],
	helpsTotal: 0,
	updatedAt: null,
	...fields
});

const ENTRIES = [
	entry({ id: 'analysis:a', kind: 'repository', title: 'ana/ledger', public: true, from: 'repository', origin: null, host: 'github.com', skills: [{ name: 'PostgreSQL', proofs: [], inProfile: false }] }),
	entry({ id: 'analysis:b', kind: 'folder', title: 'thesis-code', from: 'folder', origin: null }),
	entry({ id: 'item:c', kind: 'project', title: 'Enfermagem em foco', detail: 'Blog sobre triagem', origin: 'extracted' }),
	entry({ id: 'link:0', kind: 'link', title: 'https://ana.dev', url: 'https://ana.dev', public: true })
];

describe('the portfolio filters', () => {
	it('keeps code, projects or links, by visibility, and finds a word whatever its case or accents', () => {
		expect(filterEntries(ENTRIES, NO_FILTERS)).toHaveLength(4);
		expect(filterEntries(ENTRIES, { ...NO_FILTERS, kind: 'code' }).map((e) => e.id)).toEqual(['analysis:a', 'analysis:b']);
		expect(filterEntries(ENTRIES, { ...NO_FILTERS, visibility: 'private' }).map((e) => e.id)).toEqual(['analysis:b', 'item:c']);
		expect(filterEntries(ENTRIES, { ...NO_FILTERS, q: 'postgresql' }).map((e) => e.id)).toEqual(['analysis:a']);
		expect(filterEntries(ENTRIES, { ...NO_FILTERS, q: 'TRIAGEM' }).map((e) => e.id)).toEqual(['item:c']);
		expect(filterEntries(ENTRIES, { kind: 'link', visibility: 'private', q: '' })).toEqual([]);
		expect(kindCounts(ENTRIES)).toEqual({ all: 4, code: 2, project: 1, link: 1 });
		expect(isFiltered(NO_FILTERS)).toBe(false);
		expect(isFiltered({ ...NO_FILTERS, q: ' x ' })).toBe(true);
	});
});

describe('the portfolio words', () => {
	it('says where each entry came from', () => {
		expect(ENTRIES.map(originKey)).toEqual(['portfolio.from.repository', 'portfolio.from.folder', 'portfolio.from.extracted', 'portfolio.from.manual']);
	});

	it('explains a dead link by the relay\'s reason', () => {
		expect(deadLinkWhy('status_404').key).toBe('portfolio.link.why.status_404');
		expect(deadLinkWhy('status_403').key).toBe('portfolio.link.why.login');
		expect(deadLinkWhy('tls')).toEqual({ key: 'portfolio.link.why.other', params: { reason: 'tls' } });
	});
});
