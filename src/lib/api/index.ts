import type { Health } from '$core/health/schema';
import { createCaller, createDownloader } from './client';
import type { trackerContract } from '$core/tracker/contract';
import type { healthContract } from '$core/health/contract';
import type { sourcesContract } from '$core/sources/contract';
import type { capturesContract } from '$core/captures/contract';
import type { portfolioContract } from '$core/portfolio/contract';
import type { historyContract } from '$core/history/contract';
import type { dataContract } from '$core/data/contract';
import type { draftsContract } from '$core/drafts/contract';
import type { repositoryContract } from '$core/repository/contract';
import type { inboxContract } from '$core/inbox/contract';
import type { radarContract } from '$core/radar/contract';
import type { tasksContract } from '$core/tasks/contract';
import type { settingsContract } from '$core/settings/contract';
import type { aiContract } from '$core/settings/ai-contract';
import type { profileContract } from '$core/profile/contract';
import type { resumeContract } from '$core/resume/contract';
import type { jobContract } from '$core/job/contract';
import type { matchContract } from '$core/match/contract';
import type { atsContract } from '$core/ats/contract';
import type { tailorContract } from '$core/tailor/contract';
import type { documentsContract } from '$core/documents/contract';
import type { coverLetterContract } from '$core/cover-letter/contract';
import type { aiAssistContract } from '$core/ai/contract';
import type { aiWritingContract } from '$core/ai/writing-contract';
import type { interviewsContract } from '$core/interviews/contract';
import type { storiesContract } from '$core/stories/contract';
import type { examsContract } from '$core/exams/contract';
import type { syncContract } from '$core/sync/contract';
import { contractClient } from './contract-client';
import { ENDPOINTS } from './endpoints.generated';
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
	health: contractClient<typeof healthContract>(ENDPOINTS.health, call, download),
	tracker: contractClient<typeof trackerContract>(ENDPOINTS.tracker, call, download),
	resume: contractClient<typeof resumeContract>(ENDPOINTS.resume, call, download),
	profile: contractClient<typeof profileContract>(ENDPOINTS.profile, call, download),
	settings: contractClient<typeof settingsContract>(ENDPOINTS.settings, call, download),
	ai: contractClient<typeof aiContract>(ENDPOINTS.ai, call, download),
	aiAssist: contractClient<typeof aiAssistContract>(ENDPOINTS.aiAssist, call, download),
	aiWriting: contractClient<typeof aiWritingContract>(ENDPOINTS.aiWriting, call, download),
	captures: contractClient<typeof capturesContract>(ENDPOINTS.captures, call, download),
	job: contractClient<typeof jobContract>(ENDPOINTS.job, call, download),
	match: { ...contractClient<typeof matchContract>(ENDPOINTS.match, call, download), ...contractClient<typeof atsContract>(ENDPOINTS.ats, call, download) },
	tailor: contractClient<typeof tailorContract>(ENDPOINTS.tailor, call, download),
	tasks: contractClient<typeof tasksContract>(ENDPOINTS.tasks, call, download),
	inbox: contractClient<typeof inboxContract>(ENDPOINTS.inbox, call, download),
	sources: contractClient<typeof sourcesContract>(ENDPOINTS.sources, call, download),
	history: contractClient<typeof historyContract>(ENDPOINTS.history, call, download),
	data: contractClient<typeof dataContract>(ENDPOINTS.data, call, download),
	radar: contractClient<typeof radarContract>(ENDPOINTS.radar, call, download),
	repository: contractClient<typeof repositoryContract>(ENDPOINTS.repository, call, download),
	portfolio: contractClient<typeof portfolioContract>(ENDPOINTS.portfolio, call, download),
	documents: contractClient<typeof documentsContract>(ENDPOINTS.documents, call, download),
	coverLetter: contractClient<typeof coverLetterContract>(ENDPOINTS.coverLetter, call, download),
	drafts: contractClient<typeof draftsContract>(ENDPOINTS.drafts, call, download),
	interviews: contractClient<typeof interviewsContract>(ENDPOINTS.interviews, call, download),
	stories: contractClient<typeof storiesContract>(ENDPOINTS.stories, call, download),
	exams: contractClient<typeof examsContract>(ENDPOINTS.exams, call, download),
	sync: contractClient<typeof syncContract>(ENDPOINTS.sync, call, download)
};
