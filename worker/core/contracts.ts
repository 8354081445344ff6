import { trackerContract } from './tracker/contract';
import { settingsContract } from './settings/contract';
import { aiContract } from './settings/ai-contract';
import { profileContract } from './profile/contract';
import { resumeContract } from './resume/contract';
import { jobContract } from './job/contract';
import { matchContract } from './match/contract';
import { atsContract } from './ats/contract';
import { tailorContract } from './tailor/contract';
import { documentsContract } from './documents/contract';
import { coverLetterContract } from './cover-letter/contract';
import { aiAssistContract } from './ai/contract';
import { aiWritingContract } from './ai/writing-contract';
import { healthContract } from './health/contract';
import { sourcesContract } from './sources/contract';
import { capturesContract } from './captures/contract';
import { portfolioContract } from './portfolio/contract';
import { historyContract } from './history/contract';
import { dataContract } from './data/contract';
import { draftsContract } from './drafts/contract';
import { repositoryContract } from './repository/contract';
import { inboxContract } from './inbox/contract';
import { radarContract } from './radar/contract';
import { tasksContract } from './tasks/contract';
import { interviewsContract } from './interviews/contract';
import { storiesContract } from './stories/contract';
import { examsContract } from './exams/contract';
import { syncContract } from './sync/contract';

/**
 * Every capability's contract by the name the UI's client uses (`api.tracker.list`), composed at the
 * edge like the route table. tests/contracts.test.ts writes src/lib/api/endpoints.generated.ts and
 * the README's API rows from these, and fails when either is stale. Capabilities not listed here
 * still declare their routes by hand (issue 29 moves them over one by one).
 */
export const contracts = {
	tracker: trackerContract,
	settings: settingsContract,
	ai: aiContract,
	profile: profileContract,
	resume: resumeContract,
	job: jobContract,
	match: matchContract,
	ats: atsContract,
	tailor: tailorContract,
	documents: documentsContract,
	coverLetter: coverLetterContract,
	aiAssist: aiAssistContract,
	aiWriting: aiWritingContract,
	health: healthContract,
	sources: sourcesContract,
	captures: capturesContract,
	portfolio: portfolioContract,
	history: historyContract,
	data: dataContract,
	drafts: draftsContract,
	repository: repositoryContract,
	inbox: inboxContract,
	radar: radarContract,
	tasks: tasksContract,
	interviews: interviewsContract,
	sync: syncContract,
	stories: storiesContract,
	exams: examsContract
};
