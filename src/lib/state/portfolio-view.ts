/**
 * The portfolio screen's rules that need no state: which entries a filter keeps, how an entry's
 * origin is named, and the counts of the summary line. Pure (no runes, no api), so
 * portfolio-view.test.ts proves them without a browser. Every skill, proof and "helps with" comes
 * from the API: nothing is matched or scored here.
 */
import type { MessageKey } from '$lib/i18n/i18n.svelte';
import type { PortfolioEntry } from '$lib/api/portfolio';
import { foldText } from '$core/engine/text/normalize';

export type KindFilter = 'all' | 'code' | 'project' | 'link';
export type VisibilityFilter = 'all' | 'public' | 'private';
export type PortfolioFilters = { kind: KindFilter; visibility: VisibilityFilter; q: string };

export const NO_FILTERS: PortfolioFilters = { kind: 'all', visibility: 'all', q: '' };

export const isFiltered = (filters: PortfolioFilters) => filters.kind !== 'all' || filters.visibility !== 'all' || filters.q.trim() !== '';

const KIND_GROUP: Record<PortfolioEntry['kind'], Exclude<KindFilter, 'all'>> = { repository: 'code', folder: 'code', project: 'project', link: 'link' };

/** The words an entry is found by: its title, detail, address and skills. */
function haystack(entry: PortfolioEntry): string {
	return foldText([entry.title, entry.detail, entry.url ?? '', ...entry.skills.map((s) => s.name)].join(' \u0000 '));
}

export function filterEntries(entries: readonly PortfolioEntry[], filters: PortfolioFilters): PortfolioEntry[] {
	const needle = foldText(filters.q.trim());
	return entries.filter(
		(entry) =>
			(filters.kind === 'all' || KIND_GROUP[entry.kind] === filters.kind) &&
			(filters.visibility === 'all' || (filters.visibility === 'public') === entry.public) &&
			(!needle || haystack(entry).includes(needle))
	);
}

/** How many entries of each group, for the filter's labels. */
export function kindCounts(entries: readonly PortfolioEntry[]): Record<KindFilter, number> {
	const counts: Record<KindFilter, number> = { all: entries.length, code: 0, project: 0, link: 0 };
	for (const entry of entries) counts[KIND_GROUP[entry.kind]]++;
	return counts;
}

/** Where an entry came from, in words: the code host, a folder on this computer, or the profile (and who put it there). */
export function originKey(entry: PortfolioEntry): MessageKey {
	if (entry.from === 'folder') return 'portfolio.from.folder';
	if (entry.from === 'repository') return 'portfolio.from.repository';
	switch (entry.origin) {
		case 'extracted':
			return 'portfolio.from.extracted';
		case 'imported':
			return 'portfolio.from.imported';
		case 'ai':
			return 'portfolio.from.ai';
		default:
			return 'portfolio.from.manual';
	}
}

/** The code host's name for a person: GitHub, GitLab, or the server's own name. */
export function hostName(host: string | null): string {
	if (!host) return '';
	if (host === 'github.com') return 'GitHub';
	if (host === 'gitlab.com') return 'GitLab';
	return host;
}

/** Where the screen sends the person to change an entry: the analysis, or the profile. */
export function entryHref(entry: PortfolioEntry): { path: '/repository' | '/profile'; id: string | null } {
	return entry.analysisId ? { path: '/repository', id: entry.analysisId } : { path: '/profile', id: null };
}

/** Why a link did not answer, from the relay's reason (`status_404`, `timeout`, `dns`…). */
export function deadLinkWhy(reason: string | null): { key: MessageKey; params?: Record<string, string> } {
	switch (reason) {
		case 'status_404':
		case 'status_410':
		case 'login':
		case 'timeout':
		case 'dns':
			return { key: `portfolio.link.why.${reason}` };
		case 'status_401':
		case 'status_403':
			return { key: 'portfolio.link.why.login' };
		default:
			return { key: 'portfolio.link.why.other', params: { reason: (reason ?? '').replace(/_/g, ' ') } };
	}
}
