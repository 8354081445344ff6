import type { Health } from '$core/health/schema';
import { createCaller, createDownloader } from './client';
import type { trackerContract } from '$core/tracker/contract';
import { contractClient } from './contract-client';
import { ENDPOINTS } from './endpoints.generated';
import { resumeApi } from './resume';
import { profileApi } from './profile';
import { settingsApi } from './settings';
import { aiApi } from './ai';
import { aiAssistApi } from './ai-assist';
import { aiWritingApi } from './ai-writing';
import { capturesApi } from './captures';
import { jobApi } from './job';
import { matchApi } from './match';
import { tailorApi } from './tailor';
import { tasksApi } from './tasks';
import { inboxApi } from './inbox';
import { sourcesApi } from './sources';
import { dataApi } from './data';
import { historyApi } from './history';
import { radarApi } from './radar';
import { repositoryApi } from './repository';
import { portfolioApi } from './portfolio';
import { documentsApi } from './documents';
import { coverLetterApi } from './cover-letter';
import { draftsApi } from './drafts';
import type { Transport } from './transport';

export { ApiError, isApiError } from './errors';
export type { Health };

let transport: Transport | null = null;

/** Set once at start-up by the mode: the real core (service worker or direct) or demo data. */
export function useTransport(next: Transport) {
	transport = next;
}

function current(): Transport {
	if (!transport) throw new Error('The API client was used before the platform started.');
	return transport;
}

const call = createCaller(current);
const download = createDownloader(current);

/** The one typed client: screens and state modules reach data only through this object. */
export const api = {
	health: () => call<Health>('GET', '/health'),
	tracker: contractClient<typeof trackerContract>(ENDPOINTS.tracker, call, download),
	resume: resumeApi(call),
	profile: profileApi(call),
	settings: settingsApi(call),
	ai: aiApi(call),
	aiAssist: aiAssistApi(call),
	aiWriting: aiWritingApi(call),
	captures: capturesApi(call),
	job: jobApi(call),
	match: matchApi(call),
	tailor: tailorApi(call),
	tasks: tasksApi(call),
	inbox: inboxApi(call),
	sources: sourcesApi(call),
	history: historyApi(call),
	data: dataApi(call),
	radar: radarApi(call),
	repository: repositoryApi(call),
	portfolio: portfolioApi(call),
	documents: documentsApi(download),
	coverLetter: coverLetterApi(call, download),
	drafts: draftsApi(call)
};
