import { get, ok, post } from '../http/router';
import { LinkCheckRequest, PortfolioQuery } from './schema';
import { checkLink, readPortfolio } from './service';

export const portfolioRoutes = [
	get('/portfolio', { query: PortfolioQuery }, async ({ env, query }) => ok(await readPortfolio(env, query))),
	// Not stored: whether a link answers is only true for the moment it was asked.
	post('/portfolio/links/check', { body: LinkCheckRequest }, async ({ env, body }) => ok(await checkLink(env, body.url)))
];
