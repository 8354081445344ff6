import type { CoverLetter, DraftAnswer, DraftSentence, LetterDraft, LetterLanguage, LetterOrigin, RemovedClaim, RemovedSentence } from '$core/cover-letter/schema';
import type { Paper } from '$core/documents/model';
import { withTask } from './tasks';
import { queryString, type Caller, type DownloadedFile, type Downloader } from './client';

export type { CoverLetter, DraftAnswer, DraftSentence, LetterDraft, LetterLanguage, LetterOrigin, Paper, RemovedClaim, RemovedSentence };

export type LetterFormat = 'pdf' | 'docx' | 'md';

/**
 * A job's cover letter (issue 17): a draft (plain, or by the AI under the claim guard; stores
 * nothing), the saved letter (one per job), and the letter as a file made on this device. A draft
 * with `ai` sends the posting and the chosen evidence lines to the person's provider, after the `ai`
 * consent; `task` names it for its cancel (DELETE /tasks/{id}).
 */
export function coverLetterApi(call: Caller, download: Downloader) {
	const base = (jobId: string) => `/job/${encodeURIComponent(jobId)}/cover-letter`;
	return {
		get: (jobId: string) => call<CoverLetter>('GET', base(jobId)),
		draft: (jobId: string, body: { resumeId?: string; ai?: boolean; lang?: LetterLanguage } = {}, options: { task?: string } = {}) =>
			call<DraftAnswer>('POST', `${base(jobId)}/draft`, body, withTask(options.task)),
		save: (jobId: string, body: { text: string; lang: LetterLanguage; origin: LetterOrigin; version?: number }) => call<CoverLetter>('PUT', base(jobId), body),
		remove: (jobId: string) => call<void>('DELETE', base(jobId)),
		download: (jobId: string, options: { format: LetterFormat; paper?: Paper }): Promise<DownloadedFile> =>
			download(`${base(jobId)}/export${queryString({ format: options.format, paper: options.paper })}`, `cover-letter.${options.format}`)
	};
}
