import type { JobAnalysisRef, JobExtraction, JobList, JobMetadata, JobSkill, JobSummary } from '$core/job/schema';
import { queryString, type Caller } from './client';

export type { JobAnalysisRef, JobExtraction, JobList, JobMetadata, JobSkill, JobSummary };
/** With text, `url` is where it was copied from: kept as the job's link, never fetched. */
export type JobInput = { text: string; url?: string } | { url: string } | { html: string; url?: string } | { file: File };
/** The person's corrections: whole lists of skill names; `version` refuses a stale edit. */
export type JobSkillsPatch = { requiredSkills?: string[]; niceToHaveSkills?: string[]; title?: string; company?: string; version?: number };

export function jobApi(call: Caller) {
	return {
		/** A posting read before (same link or same text) answers with the stored job, updated. */
		/** A posting file (PDF, DOCX…) goes as multipart/form-data and is read by the document readers. */
		extract: (input: JobInput, metadata?: JobMetadata) => {
			if ('file' in input) {
				const form = new FormData();
				form.set('file', input.file, input.file.name);
				if (metadata) form.set('metadata', JSON.stringify(metadata));
				return call<JobExtraction>('POST', '/job/extract', form);
			}
			return call<JobExtraction>('POST', '/job/extract', metadata ? { ...input, metadata } : input);
		},
		get: (id: string) => call<JobExtraction>('GET', `/job/${encodeURIComponent(id)}`),
		list: (limit = 50) => call<JobList>('GET', `/job${queryString({ limit })}`),
		updateSkills: (id: string, patch: JobSkillsPatch) => call<JobExtraction>('PATCH', `/job/${encodeURIComponent(id)}`, patch),
		remove: (id: string) => call<void>('DELETE', `/job/${encodeURIComponent(id)}`)
	};
}
