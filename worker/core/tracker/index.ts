/**
 * The door of tracker: the only file another capability imports (tests/architecture.test.ts).
 * It re-exports what the others use today; anything else in this folder is its own.
 */
export { TrackerJob, TrackerJobFields, TrackerStatus } from './schema';
export {
	allApplications,
	createExamApplication,
	createJob,
	deleteJob as deleteApplication,
	examApplications,
	findApplications,
	getJob,
	openApplicationNeeds,
	trackedPostings,
	trackerMoves,
	trackerRequirements
} from './service';
export type { ExamApplicationInput, OpenApplicationNeeds, TrackedMoves } from './service';
export type { ExamLink } from './schema';
export { STATUS_INFO } from './statuses';
