import { implement } from '../http/implement';
import { ok } from '../http/router';
import { capturesContract } from './contract';
import { companionSetup, listCaptures, rotateCompanionToken, updateCapture } from './service';

export const captureRoutes = implement(capturesContract, {
	list: async ({ env, query }) => ok(await listCaptures(env, query)),
	setStatus: async ({ env, params, body }) => ok(await updateCapture(env, params.id, body.status)),
	companion: async ({ env }) => ok(await companionSetup(env, env.origin)),
	rotateCompanionToken: async ({ env }) => ok(await rotateCompanionToken(env))
});
