/**
 * The Rumo relay as a Hono app: the static build for everything, the relay API under /relay/*.
 * It has no listener of its own (relay/main.mjs binds it), so tests drive it with app.request().
 */
import { Hono } from 'hono';
import { createRelayApi } from './api.mjs';
import { dataDir as defaultDataDir } from './data-dir.mjs';
import { loopbackHostOnly } from './loopback.mjs';
import { problemResponse } from './problem.mjs';
import { serveBuild } from './static.mjs';

/** Sent with every response, errors included. */
const SECURITY_HEADERS = {
	'x-content-type-options': 'nosniff',
	'referrer-policy': 'no-referrer',
	'cross-origin-opener-policy': 'same-origin'
};

/**
 * @param {{ root: string, relayEnabled?: boolean, version: string, dataDir?: string }} options
 *   `root`: the build folder to serve (holding 200.html); `relayEnabled: false` answers every
 *   /relay/* request with 503 relay_unavailable; `version`: reported by /relay/health;
 *   `dataDir`: where captures are kept (default: RUMO_DATA or the platform's, relay/data-dir.mjs).
 * @returns {Hono}
 */
export function createRelay({ root, relayEnabled = true, version, dataDir = defaultDataDir(process.env) }) {
	const app = new Hono();

	app.use('*', async (c, next) => {
		await next();
		for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
	});
	app.use('*', loopbackHostOnly());

	app.route('/relay', createRelayApi({ relayEnabled, version, dataDir }));
	app.all('*', serveBuild(root));

	app.onError((error) => {
		console.error(error);
		return problemResponse(
			'internal_error',
			'Rumo hit an unexpected error; try again, and restart it if this repeats.'
		);
	});
	return app;
}
