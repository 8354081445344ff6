/**
 * The door of job: the only file another capability imports (tests/architecture.test.ts).
 * It re-exports what the others use today; anything else in this folder is its own.
 */
export { JobExtraction, Seniority, WorkMode } from './schema';
export type { ExtractedJob, JobSkill, JobSummary, ParsedJob } from './schema';
export { deleteJob, extractJob, getJob, hasJob, jobSkillsByIds, listJobs, readJobPosting } from './service';
