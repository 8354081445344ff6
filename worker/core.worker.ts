import * as Comlink from 'comlink';
import { createCore } from './core/app';
import { browserEnv } from './core/platform/browser-env';
import { findSkills } from './core/skills/matcher';
import type { CoreApi, PortRequest, PortReply } from './core/http/types';

const core = createCore(browserEnv());
const encoder = new TextEncoder();

/**
 * The service worker talks to this worker over a plain MessagePort handed to it by the page:
 * one hop instead of two (service worker → page → worker), and no proxy machinery in the way.
 */
function connect(port: MessagePort) {
	port.onmessage = async (event: MessageEvent<PortRequest>) => {
		const { id, request } = event.data;
		const { body, ...rest } = await core.handle(request);
		// Bytes are transferred, not copied: the service worker hands them to a Response untouched.
		const bytes = body === null ? null : (encoder.encode(body).buffer as ArrayBuffer);
		port.postMessage({ id, response: { ...rest, body: bytes } } satisfies PortReply, bytes ? [bytes] : []);
	};
	port.start();
}

const api: CoreApi = { handle: core.handle, connect };
Comlink.expose(api);

// The skill index takes ~100 ms to build; build it while the person is still looking at the
// screen, so the first resume or job they paste is read at full speed.
setTimeout(() => findSkills('warm-up: SQL, Excel, enfermagem'), 1_500);
