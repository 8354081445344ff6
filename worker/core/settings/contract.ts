import { endpoint, returns } from '../http/contract';
import { ConsentUpdate, type Consent } from './schema';

/** The consents' endpoints (issue 29: declared once; README row and the UI's client come from here). */
export const settingsContract = {
	consents: endpoint('GET', '/settings/consents', { summary: 'each integration with whether it is granted, and when', response: returns<{ items: Consent[] }>() }),
	setConsent: endpoint('PUT', '/settings/consents/:integration', {
		summary: '`{ granted }` (`relay-fetch`, `codehost`, `ai` or `sync`; another name → `404 not_found`)',
		body: ConsentUpdate,
		response: returns<Consent>(),
		topics: ['settings']
	})
};
