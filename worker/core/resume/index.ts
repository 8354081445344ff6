/**
 * The door of resume: the only file another capability imports (tests/architecture.test.ts).
 * It re-exports what the others use today; anything else in this folder is its own.
 */
export { ExperienceDoubt, ResumeExtraction } from './schema';
export type { ExtractedProfile, ParsedResume, ResumeSummary } from './schema';
export { allResumes, deleteResume, getResume, listResumes, mainResumeId } from './service';
