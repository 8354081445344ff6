import { config } from 'zod';
import type { CoreEnv } from './env';
import { createRouter } from './http/router';
import './subscriptions';
import { healthRoutes } from './health/routes';
import { trackerRoutes } from './tracker/routes';
import { resumeRoutes } from './resume/routes';
import { profileRoutes } from './profile/routes';
import { settingsRoutes } from './settings/routes';
import { aiRoutes } from './settings/ai-routes';
import { captureRoutes } from './captures/routes';
import { jobRoutes } from './job/routes';
import { matchRoutes } from './match/routes';
import { atsRoutes } from './ats/routes';
import { tailorRoutes } from './tailor/routes';
import { taskRoutes } from './tasks/routes';
import { inboxRoutes } from './inbox/routes';
import { sourceRoutes } from './sources/routes';
import { dataRoutes } from './data/routes';
import { historyRoutes } from './history/routes';
import { radarRoutes } from './radar/routes';
import { repositoryRoutes } from './repository/routes';
import { portfolioRoutes } from './portfolio/routes';
import { documentRoutes } from './documents/routes';
import { aiAssistRoutes } from './ai/routes';
import { coverLetterRoutes } from './cover-letter/routes';
import { draftRoutes } from './drafts/routes';
import { aiWritingRoutes } from './ai/writing-routes';
import { interviewRoutes } from './interviews/routes';
import { storyRoutes } from './stories/routes';
import { examRoutes } from './exams/routes';
import { syncRoutes } from './sync/routes';

// The app's Content-Security-Policy forbids eval, so zod's compiled fast path can never run; without
// this its probe for it (new Function) is reported as a CSP violation on every start.
config({ jitless: true });

/** Every route of the API in one list: the table of contents of the core. */
export const routes = [
	...healthRoutes,
	...syncRoutes,
	...trackerRoutes,
	...tailorRoutes,
	...aiWritingRoutes,
	...resumeRoutes,
	...documentRoutes,
	...profileRoutes,
	...settingsRoutes,
	...aiRoutes,
	...aiAssistRoutes,
	...captureRoutes,
	...jobRoutes,
	...matchRoutes,
	...atsRoutes,
	...taskRoutes,
	...inboxRoutes,
	...sourceRoutes,
	...dataRoutes,
	...historyRoutes,
	...radarRoutes,
	...repositoryRoutes,
	...portfolioRoutes,
	...coverLetterRoutes,
	...draftRoutes,
	...interviewRoutes,
	...storyRoutes,
	...examRoutes
];

export function createCore(env: CoreEnv) {
	return { handle: createRouter(routes, env) };
}
