/**
 * The door of tracker: the only file another capability imports (tests/architecture.test.ts).
 * It re-exports what the others use today; anything else in this folder is its own.
 */
export { TrackerJob, TrackerJobFields, TrackerStatus } from './schema';
export {
	allApplications,
	createJob,
	deleteJob as deleteApplication,
	findApplications,
	getJob,
	openApplicationNeeds,
	trackedPostings,
	trackerMoves,
	trackerRequirements
} from './service';
export type { OpenApplicationNeeds, TrackedMoves } from './service';
export { createExamApplication, examApplications, setExamDates } from './exam-track';
export type { ExamApplicationInput } from './exam-track';
export type { ExamLink } from './schema';
export { STATUS_INFO } from './statuses';
