import type { JobAnalysisRef, JobExtraction, JobList, JobListing, JobMetadata, JobSkill, JobSummary, ListedPosting } from '$core/job/schema';
import { queryString, type Caller } from './client';

export type { JobAnalysisRef, JobExtraction, JobList, JobListing, JobMetadata, JobSkill, JobSummary, ListedPosting };
/** With text, `url` is where it was copied from: kept as the job's link, never fetched. */
export type JobInput = { text: string; url?: string } | { url: string } | { html: string; url?: string } | { file: File };
/** The person's corrections: whole lists of skill names; `version` refuses a stale edit. */
export type JobSkillsPatch = { requiredSkills?: string[]; niceToHaveSkills?: string[]; title?: string; company?: string; version?: number };

/** Whether a read answered a page's list of postings rather than a job. */
export const isListing = (answer: JobExtraction | JobListing): answer is JobListing => 'listing' in answer;

export function jobApi(call: Caller) {
	/**
	 * A posting read before (same link or same text) answers with the stored job, updated. A posting
	 * file (PDF, DOCX…) goes as multipart/form-data and is read by the document readers. A page (a
	 * link, HTML, an HTML file) that lists several postings answers that list: nothing is stored.
	 */
	function extract(input: { text: string; url?: string }, metadata?: JobMetadata): Promise<JobExtraction>;
	function extract(input: JobInput, metadata?: JobMetadata): Promise<JobExtraction | JobListing>;
	function extract(input: JobInput, metadata?: JobMetadata): Promise<JobExtraction | JobListing> {
		if ('file' in input) {
			const form = new FormData();
			form.set('file', input.file, input.file.name);
			if (metadata) form.set('metadata', JSON.stringify(metadata));
			return call<JobExtraction | JobListing>('POST', '/job/extract', form);
		}
		return call<JobExtraction | JobListing>('POST', '/job/extract', metadata ? { ...input, metadata } : input);
	}
	return {
		extract,
		get: (id: string) => call<JobExtraction>('GET', `/job/${encodeURIComponent(id)}`),
		list: (limit = 50) => call<JobList>('GET', `/job${queryString({ limit })}`),
		updateSkills: (id: string, patch: JobSkillsPatch) => call<JobExtraction>('PATCH', `/job/${encodeURIComponent(id)}`, patch),
		remove: (id: string) => call<void>('DELETE', `/job/${encodeURIComponent(id)}`)
	};
}
