import { endpoint, returns } from '../http/contract';
import { LinkCheckRequest, PortfolioQuery, type LinkCheck, type Portfolio } from './schema';

/** The portfolio's endpoints (issue 29: declared once; README row and the UI's client come from here). */
export const portfolioContract = {
	get: endpoint('GET', '/portfolio', {
		summary: '(`?kind=project|link|repository|folder`) → `{ entries, skills, openApplications }`',
		query: PortfolioQuery,
		response: returns<Portfolio>()
	}),
	// Not stored: whether a link answers is only true for the moment it was asked.
	checkLink: endpoint('POST', '/portfolio/links/check', {
		summary: '`{ url }` (after the `relay-fetch` consent) → `{ url, available, reason, checkedAt }`, stored nowhere',
		body: LinkCheckRequest,
		response: returns<LinkCheck>()
	})
};
