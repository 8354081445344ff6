import type { LinkCheck, Portfolio, PortfolioEntry, PortfolioEntryKind, PortfolioHelp, PortfolioProof, PortfolioSkill, PortfolioSkillSummary } from '$core/portfolio/schema';
import { queryString, type Caller } from './client';

export type { LinkCheck, Portfolio, PortfolioEntry, PortfolioEntryKind, PortfolioHelp, PortfolioProof, PortfolioSkill, PortfolioSkillSummary };

/** The portfolio: projects, links, analysed repositories and folders, read from the profile, the analyses and the tracker. */
export function portfolioApi(call: Caller) {
	return {
		get: (query: { kind?: PortfolioEntryKind } = {}) => call<Portfolio>('GET', `/portfolio${queryString(query)}`),
		/** Whether a link still answers, through the relay (needs the `relay-fetch` consent). Stores nothing. */
		checkLink: (url: string) => call<LinkCheck>('POST', '/portfolio/links/check', { url })
	};
}
