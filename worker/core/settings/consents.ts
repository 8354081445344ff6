import { problem } from '../http/problem';
import type { CoreEnv } from '../env';
import { INTEGRATIONS, type Consent, type Integration } from './schema';

export const SETTINGS_TOPIC = 'settings';
const key = (integration: Integration) => `consent.${integration}`;

const WHAT: Record<Integration, string> = {
	'relay-fetch': 'read public pages and feeds through the local relay',
	codehost: 'ask the code host about a public repository',
	ai: 'send text to the AI provider you chose',
	sync: 'send your encrypted data to the sync server you chose'
};

export async function listConsents(env: CoreEnv): Promise<Consent[]> {
	const rows = await env.db.settings.bulkGet(INTEGRATIONS.map(key));
	return INTEGRATIONS.map((integration, i) => {
		const value = rows[i]?.value as { granted: boolean; at: string } | undefined;
		return { integration, granted: value?.granted ?? false, at: value?.at ?? null };
	});
}

/** Records the answer; every change is kept with its time so the UI can say when it was given. */
export async function setConsent(env: CoreEnv, integration: Integration, granted: boolean): Promise<Consent> {
	const at = env.now().toISOString();
	await env.db.settings.put({ key: key(integration), value: { granted, at }, updatedAt: at });
	env.notify(SETTINGS_TOPIC);
	return { integration, granted, at };
}

/**
 * The gate every outside call passes first (SPEC.md: nothing is sent out without explicit
 * consent). Capabilities call this before they reach the relay, a code host or an AI provider.
 */
export async function requireConsent(env: CoreEnv, integration: Integration): Promise<void> {
	const row = await env.db.settings.get(key(integration));
	if ((row?.value as { granted?: boolean } | undefined)?.granted) return;
	throw problem('consent_required', `Rumo needs your permission to ${WHAT[integration]}. Allow it when asked, or in Settings, and try again.`);
}
