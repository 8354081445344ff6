/**
 * Everything under /relay/*: the guards every relay route shares, then the routes, then a 404.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { companionCors, isCompanionRequest } from './captures/cors.mjs';
import { jsonBodiesOnly, ownOriginOnly } from './loopback.mjs';
import { problemResponse } from './problem.mjs';
import { mountRoutes } from './routes/index.mjs';

/** The contract's request body limit (CONTRACT.md "Limits"). */
export const MAX_BODY_BYTES = 15 * 1024 * 1024;

/**
 * @param {{ relayEnabled: boolean, version: string, dataDir: string }} options
 * @returns {Hono}
 */
export function createRelayApi({ relayEnabled, version, dataDir }) {
	const api = new Hono();

	api.use('*', async (c, next) => {
		await next();
		// Relay answers are about this moment (a fetched page, the key status): never cached.
		c.res.headers.set('cache-control', 'no-store');
	});

	if (!relayEnabled) {
		// Answer rather than fall through to the app shell, so the core can tell the user what to do.
		api.all('*', () =>
			problemResponse(
				'relay_unavailable',
				'The local relay is turned off. Start Rumo with npm start (without RUMO_NO_RELAY) ' +
					'to read public pages, use AI and keep captures.'
			)
		);
		return api;
	}

	// The one exception to the Origin guard: POST /relay/captures (and its preflight) from the
	// bookmarklet/extension on other sites, token-protected (relay/captures/cors.mjs).
	api.use('*', companionCors());
	// Every other route is the Rumo page's own: its exact origin, and JSON bodies only.
	const originGuard = ownOriginOnly();
	const jsonGuard = jsonBodiesOnly();
	api.use('*', (c, next) => (isCompanionRequest(c) ? next() : originGuard(c, next)));
	api.use(
		'*',
		bodyLimit({
			maxSize: MAX_BODY_BYTES,
			onError: () =>
				problemResponse(
					'payload_too_large',
					'The request is larger than 15 MB; send a smaller file or less text.'
				)
		})
	);

	api.use('*', (c, next) => (isCompanionRequest(c) ? next() : jsonGuard(c, next)));

	mountRoutes(api, { version, dataDir });

	api.all('*', () => problemResponse('not_found', 'The relay has no such route.'));
	return api;
}
