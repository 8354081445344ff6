import * as Comlink from 'comlink';
import { createCore } from './core/app';
import { browserEnv, unopenableDb } from './core/platform/browser-env';
import { findSkills } from './core/engine/skills/matcher';
import { resumeSync } from './core/sync';
import type { ApiResponse, CoreApi, PortRequest, PortReply } from './core/http/types';

const env = browserEnv();
const core = createCore(env);

/**
 * The service worker talks to this worker over a plain MessagePort handed to it by the page:
 * one hop instead of two (service worker → page → worker), and no proxy machinery in the way.
 */
function connect(port: MessagePort) {
	port.onmessage = async (event: MessageEvent<PortRequest>) => {
		const { id, request } = event.data;
		// A string, not transferred bytes: measured faster end to end (Chromium pipes a string-bodied
		// Response to the page more cheaply than an ArrayBuffer one, and no encode step is needed).
		// A binary file (DOCX, PDF) is the exception: its buffer moves instead of being copied.
		const response = await core.handle(request);
		port.postMessage({ id, response } satisfies PortReply, response.bytes ? [response.bytes.buffer] : []);
	};
	port.start();
}

/**
 * The storage states end-to-end tests reach on demand. The page asks for one only when it runs under
 * automation (navigator.webdriver, src/lib/platform/core-worker.ts), before its first request.
 */
function simulate(kind: string) {
	if (kind === 'storage-not-started') env.db = unopenableDb();
}

/** The page's direct line (no service worker yet): a binary file's buffer moves, as on the port. */
async function handle(request: Parameters<CoreApi['handle']>[0]): Promise<ApiResponse> {
	const response = await core.handle(request);
	return response.bytes ? Comlink.transfer(response, [response.bytes.buffer]) : response;
}

export type CoreWorkerApi = CoreApi & { simulate: typeof simulate };
const api: CoreWorkerApi = { handle, connect, simulate };
Comlink.expose(api);

// The skill index takes ~100 ms to build; build it while the person is still looking at the
// screen, so the first resume or job they paste is read at full speed.
setTimeout(() => findSkills('warm-up: SQL, Excel, enfermagem'), 1_500);

// Sync set up on this device carries on (one tab's core runs it: sync/service.ts); nothing loads when it is off.
setTimeout(() => void resumeSync(env).catch(() => undefined), 1_000);
