/**
 * `npm run relay` / `node relay/main.mjs`: serves a build and the relay on 127.0.0.1.
 *
 * Environment: PORT (default 5178), ROOT (the build folder, default `build`, relative to the repo
 * root so the command works from any directory), RUMO_NO_RELAY=1 (serve the app only),
 * RUMO_DATA (the folder for the companion's captures; default the platform's user data folder,
 * see relay/data-dir.mjs).
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { createRelay } from './app.mjs';

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const DEFAULT_PORT = 5178;
// Loopback only: the relay holds the AI key and fetches pages for the user; nobody else may ask.
const HOSTNAME = '127.0.0.1';
// How long open requests may take to finish after Ctrl+C before the process exits anyway.
const SHUTDOWN_GRACE_MS = 3000;

/** A startup problem the user can fix; its message is shown as is, without a stack trace. */
export class StartupError extends Error {}

/**
 * @typedef {{ port: number, root: string, relayEnabled: boolean }} RelaySettings
 */

/**
 * @param {NodeJS.ProcessEnv} env
 * @returns {RelaySettings}
 */
export function readSettings(env) {
	const portText = env.PORT?.trim() || String(DEFAULT_PORT);
	const port = Number(portText);
	if (!/^\d+$/.test(portText) || port > 65535) {
		throw new StartupError(`PORT must be a whole number from 0 to 65535, not "${env.PORT}".`);
	}
	const noRelay = (env.RUMO_NO_RELAY ?? '').trim().toLowerCase();
	return {
		port,
		root: resolve(REPO_ROOT, env.ROOT?.trim() || 'build'),
		relayEnabled: !['1', 'true', 'yes'].includes(noRelay)
	};
}

function readVersion() {
	/** @type {{ version: string }} */
	const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8'));
	return pkg.version;
}

/**
 * Starts listening; resolves once the port is bound.
 * @param {RelaySettings} settings
 * @returns {Promise<{ server: import('node:http').Server, url: string }>}
 */
export function startRelay({ port, root, relayEnabled }) {
	if (!existsSync(join(root, '200.html'))) {
		const build = basename(root) === 'build-demo' ? 'npm run build:demo' : 'npm run build';
		throw new StartupError(`There is no Rumo build in ${root}. Run ${build} first (npm start builds it for you).`);
	}
	const app = createRelay({ root, relayEnabled, version: readVersion() });

	return new Promise((resolvePromise, reject) => {
		// Plain HTTP/1.1 server (no serverOptions), so the node:http type is the one we get.
		const server = /** @type {import('node:http').Server} */ (
			serve({ fetch: app.fetch, port, hostname: HOSTNAME }, (info) => {
				server.off('error', onListenError);
				resolvePromise({ server, url: `http://${HOSTNAME}:${info.port}/` });
			})
		);
		/** @param {NodeJS.ErrnoException} error */
		function onListenError(error) {
			if (error.code === 'EADDRINUSE') {
				reject(
					new StartupError(
						`Port ${port} is already in use; Rumo may already be running at http://${HOSTNAME}:${port}/. ` +
							'Close it, or choose another port, e.g. PORT=5179 npm start.'
					)
				);
			} else if (error.code === 'EACCES') {
				reject(new StartupError(`This user may not listen on port ${port}; choose another, e.g. PORT=5179.`));
			} else {
				reject(error);
			}
		}
		server.once('error', onListenError);
	});
}

/**
 * Closes the server on Ctrl+C or a service manager's stop, letting open requests finish first.
 * @param {import('node:http').Server} server
 */
function stopOnSignals(server) {
	let stopping = false;
	/** @param {NodeJS.Signals} signal */
	const stop = (signal) => {
		if (stopping) process.exit(130); // a second Ctrl+C: the user does not want to wait
		stopping = true;
		console.log(`\n${signal}: stopping Rumo…`);
		server.close(() => process.exit(0));
		// Browsers hold idle keep-alive connections open; they would delay close() indefinitely.
		server.closeIdleConnections();
		setTimeout(() => {
			server.closeAllConnections();
			process.exit(0);
		}, SHUTDOWN_GRACE_MS).unref();
	};
	process.on('SIGINT', stop);
	process.on('SIGTERM', stop);
}

/**
 * The command: read the environment, start, report, stop on signals. Exits on a startup problem.
 * @param {NodeJS.ProcessEnv} [env]
 */
export async function main(env = process.env) {
	try {
		const settings = readSettings(env);
		const { server, url } = await startRelay(settings);
		stopOnSignals(server);
		console.log(`Rumo is running at ${url}`);
		console.log(`Serving ${settings.root}`);
		console.log(
			settings.relayEnabled
				? 'Relay: on (reading public pages, AI and captures are available).'
				: 'Relay: off (RUMO_NO_RELAY is set); Rumo works without reading pages, AI or captures.'
		);
		console.log('Press Ctrl+C to stop.');
	} catch (error) {
		if (!(error instanceof StartupError)) throw error;
		console.error(`Rumo cannot start: ${error.message}`);
		process.exit(1);
	}
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
	await main();
}
