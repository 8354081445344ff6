import type { ResumeExtraction, ResumeList, ResumeSummary, ResumeUpdate } from '$core/resume/schema';

export type { ResumeExtraction, ResumeList, ResumeSummary, ResumeUpdate };
