import { trackerContract } from './tracker/contract';

/**
 * Every capability's contract by the name the UI's client uses (`api.tracker.list`), composed at the
 * edge like the route table. tests/contracts.test.ts writes src/lib/api/endpoints.generated.ts and
 * the README's API rows from these, and fails when either is stale. Capabilities not listed here
 * still declare their routes by hand (issue 29 moves them over one by one).
 */
export const contracts = {
	tracker: trackerContract
};
