import type { ResumeExtraction, ResumeList, ResumeSummary, ResumeUpdate } from '$core/resume/schema';
import { withTask } from './tasks';
import { queryString, type Caller } from './client';

export type { ResumeExtraction, ResumeList, ResumeSummary, ResumeUpdate };

export function resumeApi(call: Caller) {
	return {
		/**
		 * Pasted text, or a file (PDF, DOCX, TXT, MD; a PNG or JPEG scan) sent as multipart/form-data. A
		 * document read before answers with the stored resume. `task` names the request so a scan's OCR
		 * reports progress (watchTask) and a long read can be cancelled (api.tasks.cancel).
		 */
		extract: (input: { text: string } | { file: File }, options: { task?: string } = {}) => {
			if ('file' in input) {
				const form = new FormData();
				form.set('file', input.file, input.file.name);
				return call<ResumeExtraction>('POST', '/resume/extract', form, withTask(options.task));
			}
			return call<ResumeExtraction>('POST', '/resume/extract', input, withTask(options.task));
		},
		get: (id: string) => call<ResumeExtraction>('GET', `/resume/${encodeURIComponent(id)}`),
		list: (limit = 50) => call<ResumeList>('GET', `/resume${queryString({ limit })}`),
		/** Rename (`name`) or make it the main resume (`main: true`). */
		update: (id: string, patch: ResumeUpdate) => call<ResumeSummary>('PATCH', `/resume/${encodeURIComponent(id)}`, patch),
		remove: (id: string) => call<void>('DELETE', `/resume/${encodeURIComponent(id)}`)
	};
}
