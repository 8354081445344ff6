/**
 * The one place where /relay/* routes are mounted. A route module default-exports a function that
 * takes the RelayContext and returns a Hono app whose paths are relative to /relay
 * (e.g. `.get('/health', …)` answers `GET /relay/health`). To add one, import it and list it below.
 */
import aiRoutes from './ai.mjs';
import captureRoutes from './captures.mjs';
import fetchRoutes from './fetch.mjs';
import healthRoutes from './health.mjs';

/**
 * What every route module may use. Grows as routes need more (a data folder, the AI settings…).
 * `dataDir`: the user's data folder (relay/data-dir.mjs), created on the first write.
 * @typedef {{ version: string, dataDir: string }} RelayContext
 */

/** @type {Array<(context: RelayContext) => import('hono').Hono>} */
const ROUTE_MODULES = [healthRoutes, fetchRoutes, captureRoutes, aiRoutes];

/**
 * @param {import('hono').Hono} api the app mounted at /relay
 * @param {RelayContext} context
 */
export function mountRoutes(api, context) {
	for (const routes of ROUTE_MODULES) api.route('/', routes(context));
}
