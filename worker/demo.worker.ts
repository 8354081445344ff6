import * as Comlink from 'comlink';
import { createCore } from './core/app';
import { demoEnv } from './core/platform/demo-env';
import type { CoreApi } from './core/http/types';
import { DEMO_NOW, seedDemo } from '../src/lib/demo/seed';

/**
 * The demo build's engine: the real core, in its own worker like the real build's, over an
 * in-memory store that the seed fills with the demo's fictitious story when the worker starts.
 * Requests wait for the seed; whatever a visitor then does is kept until the tab closes.
 */
const { env, clock } = demoEnv(self.location.origin);
const core = createCore(env);
const seeded = seedDemo(core.handle, clock.set)
	.catch((error) => console.error('The demo data could not be prepared completely.', error))
	.finally(() => clock.runFrom(DEMO_NOW));

const api: Pick<CoreApi, 'handle'> = {
	handle: async (request) => {
		await seeded;
		const response = await core.handle(request);
		// A binary file's buffer moves to the page instead of being copied.
		return response.bytes ? Comlink.transfer(response, [response.bytes.buffer]) : response;
	}
};
Comlink.expose(api);
