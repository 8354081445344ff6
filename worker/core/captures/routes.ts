import { get, ok, patch, post } from '../http/router';
import { CaptureUpdate, CapturesQuery } from './schema';
import { companionSetup, listCaptures, rotateCompanionToken, updateCapture } from './service';

export const captureRoutes = [
	get('/captures/companion', {}, async ({ env }) => ok(await companionSetup(env, env.origin))),
	post('/captures/companion/token', {}, async ({ env }) => ok(await rotateCompanionToken(env))),
	get('/captures', { query: CapturesQuery }, async ({ env, query }) => ok(await listCaptures(env, query))),
	patch('/captures/:id', { body: CaptureUpdate }, async ({ env, params, body }) => ok(await updateCapture(env, params.id, body.status)))
];
