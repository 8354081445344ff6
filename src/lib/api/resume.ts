import type { ResumeExtraction, ResumeSummary } from '$core/resume/schema';
import { queryString, type Caller } from './client';

export type { ResumeExtraction, ResumeSummary };

export function resumeApi(call: Caller) {
	return {
		/** Pasted text, or a file (PDF, DOCX, TXT, MD) sent as multipart/form-data. */
		extract: (input: { text: string } | { file: File }) => {
			if ('file' in input) {
				const form = new FormData();
				form.set('file', input.file, input.file.name);
				return call<ResumeExtraction>('POST', '/resume/extract', form);
			}
			return call<ResumeExtraction>('POST', '/resume/extract', input);
		},
		get: (id: string) => call<ResumeExtraction>('GET', `/resume/${encodeURIComponent(id)}`),
		list: (limit = 20) => call<{ items: ResumeSummary[]; total: number }>('GET', `/resume${queryString({ limit })}`)
	};
}
