import { implement } from '../http/implement';
import { ok } from '../http/router';
import { portfolioContract } from './contract';
import { checkLink, readPortfolio } from './service';

export const portfolioRoutes = implement(portfolioContract, {
	get: async ({ env, query }) => ok(await readPortfolio(env, query)),
	checkLink: async ({ env, body }) => ok(await checkLink(env, body.url))
});
