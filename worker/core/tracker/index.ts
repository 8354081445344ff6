/**
 * The door of tracker: the only file another capability imports (tests/architecture.test.ts).
 * It re-exports what the others use today; anything else in this folder is its own.
 */
export { TrackerJob, TrackerJobFields, TrackerStatus } from './schema';
export { allApplications, createJob, findApplications, getJob, openApplicationNeeds, trackedPostings, trackerMoves, trackerRequirements } from './service';
export type { OpenApplicationNeeds, TrackedMoves } from './service';
export { STATUS_INFO } from './statuses';
