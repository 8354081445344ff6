import { get, ok, put } from '../http/router';
import { problem } from '../http/problem';
import { listConsents, setConsent } from './consents';
import { ConsentUpdate, Integration } from './schema';

export const settingsRoutes = [
	get('/settings/consents', {}, async ({ env }) => ok({ items: await listConsents(env) })),
	put('/settings/consents/:integration', { body: ConsentUpdate }, async ({ env, params, body }) => {
		const integration = Integration.safeParse(params.integration);
		if (!integration.success) throw problem('not_found', `There is no integration called "${params.integration}". Use relay-fetch, codehost or ai.`);
		return ok(await setConsent(env, integration.data, body.granted));
	})
];
