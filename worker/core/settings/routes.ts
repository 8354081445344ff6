import { implement } from '../http/implement';
import { ok } from '../http/router';
import { problem } from '../http/problem';
import { listConsents, setConsent } from './consents';
import { settingsContract } from './contract';
import { Integration } from './schema';

export const settingsRoutes = implement(settingsContract, {
	consents: async ({ env }) => ok({ items: await listConsents(env) }),
	setConsent: async ({ env, params, body }) => {
		const integration = Integration.safeParse(params.integration);
		if (!integration.success) throw problem('not_found', `There is no integration called "${params.integration}". Use relay-fetch, codehost or ai.`);
		return ok(await setConsent(env, integration.data, body.granted));
	}
});
