import * as Comlink from 'comlink';
import { createCore } from './core/app';
import { browserEnv } from './core/platform/browser-env';
import type { CoreApi, PortRequest, PortReply } from './core/http/types';

const core = createCore(browserEnv());

/**
 * The service worker talks to this worker over a plain MessagePort handed to it by the page:
 * one hop instead of two (service worker → page → worker), and no proxy machinery in the way.
 */
function connect(port: MessagePort) {
	port.onmessage = async (event: MessageEvent<PortRequest>) => {
		const { id, request } = event.data;
		const response = await core.handle(request);
		port.postMessage({ id, response } satisfies PortReply);
	};
	port.start();
}

const api: CoreApi = { handle: core.handle, connect };
Comlink.expose(api);
