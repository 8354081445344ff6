import { fileForm } from './form';
import type { JobAnalysisRef, JobExtraction, JobList, JobListing, JobMetadata, JobSkill, JobSummary, ListedPosting } from '$core/job/schema';

export type { JobAnalysisRef, JobExtraction, JobList, JobListing, JobMetadata, JobSkill, JobSummary, ListedPosting };
/** With text, `url` is where it was copied from: kept as the job's link, never fetched. */
export type JobInput = { text: string; url?: string } | { url: string } | { html: string; url?: string } | { file: File };
/** The person's corrections: whole lists of skill names; `version` refuses a stale edit. */
export type JobSkillsPatch = { requiredSkills?: string[]; niceToHaveSkills?: string[]; title?: string; company?: string; version?: number };

/** Whether a read answered a page's list of postings rather than a job. */
export const isListing = (answer: JobExtraction | JobListing): answer is JobListing => 'listing' in answer;

/** What POST /job/extract takes: the JSON input with its metadata, or a posting file as multipart/form-data. */
export function jobBody(input: JobInput, metadata?: JobMetadata) {
	if ('file' in input) return fileForm(input.file, { metadata: metadata ? JSON.stringify(metadata) : undefined });
	return metadata ? { ...input, metadata } : input;
}
