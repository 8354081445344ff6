import type { Consent, Integration } from '$core/settings/schema';
import type { Caller } from './client';

export type { Consent, Integration };

export function settingsApi(call: Caller) {
	return {
		consents: () => call<{ items: Consent[] }>('GET', '/settings/consents'),
		setConsent: (integration: Integration, granted: boolean) => call<Consent>('PUT', `/settings/consents/${integration}`, { granted })
	};
}
