/** `GET /relay/health`: lets the core tell "relay running" from "relay absent or turned off". */
import { Hono } from 'hono';

/**
 * @param {import('./index.mjs').RelayContext} context
 */
export default function healthRoutes({ version }) {
	return new Hono().get('/health', (c) => c.json({ relay: true, version }));
}
