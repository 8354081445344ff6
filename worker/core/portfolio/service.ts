import type { CoreEnv } from '../env';
import { Problem, problem } from '../http/problem';
import { relayFetch } from '../platform/relay-fetch';
import { getProfile } from '../profile';
import { analysesForPortfolio } from '../repository';
import { openApplicationNeeds } from '../tracker';
import { buildPortfolio } from './build';
import type { LinkCheck, Portfolio, PortfolioQuery } from './schema';

/** The portfolio read afresh from the profile, the analyses and the tracker (see schema.ts). */
export async function readPortfolio(env: CoreEnv, query: PortfolioQuery = {}): Promise<Portfolio> {
	const [profile, analyses, applications] = await Promise.all([getProfile(env), analysesForPortfolio(env), openApplicationNeeds(env)]);
	const portfolio = buildPortfolio({ basics: profile.basics, items: profile.items, analyses, applications });
	return query.kind ? { ...portfolio, entries: portfolio.entries.filter((entry) => entry.kind === query.kind) } : portfolio;
}

const RELAY_DOWN = 'Checking a link needs the local relay, which is not running. Start Rumo with npm start and check again.';

/**
 * The relay's reasons that still mean the page is there: it answered, in a form Rumo does not read
 * (a PDF, an image) or too large to read whole. A portfolio link to a PDF is a working link.
 */
const ANSWERED = new Set(['content_type', 'too_large', 'encoding']);

/**
 * Whether a portfolio link still answers, read once through the relay's safe fetch (consent
 * `relay-fetch`: the address leaves the device). A dead link is an answer (`available: false`
 * with the reason), not an error; only no consent, no relay or a bad address are problems.
 */
export async function checkLink(env: CoreEnv, url: string): Promise<LinkCheck> {
	const checkedAt = env.now().toISOString();
	try {
		await relayFetch(env, url, { consent: 'relay-fetch', relayDown: RELAY_DOWN });
		return { url, available: true, reason: null, checkedAt };
	} catch (error) {
		if (!(error instanceof Problem)) throw error;
		if (error.code === 'consent_required' || error.code === 'relay_unavailable' || error.code === 'invalid_url') throw error;
		const reason = typeof error.params?.reason === 'string' ? error.params.reason : error.code;
		// The relay refuses private addresses (page_blocked for the address itself); a login wall or a 401/403 is the site's own answer.
		if (error.code === 'page_blocked' && !/^(login|status_)/.test(reason)) {
			throw problem('page_blocked', 'That address is on a private network: Rumo checks only public pages.', undefined, { reason });
		}
		return { url, available: ANSWERED.has(reason), reason: ANSWERED.has(reason) ? null : reason, checkedAt };
	}
}
