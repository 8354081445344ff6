import { endpoint, returns } from '../http/contract';
import { DraftRequest, LetterExportQuery, SaveRequest, type CoverLetter, type DraftAnswer } from './schema';

/** A job's cover letter (issue 29: declared once; README row and the UI's client, `api.coverLetter`, come from here). */
export const coverLetterContract = {
	draft: endpoint('POST', '/job/:id/cover-letter/draft', {
		summary:
			'`{ ai?, lang?, resumeId? }` → `{ draft: { text, origin, sentences: [{ text, evidence }] }, removed, aiText, used, state, reason }` (stores nothing; `aiText` is exactly what an AI draft sends; long: `x-rumo-task`)',
		body: DraftRequest,
		response: returns<DraftAnswer>(),
		task: true
	}),
	get: endpoint('GET', '/job/:id/cover-letter', { summary: 'the saved letter (an unknown job, or a job with no letter → `404 not_found`)', response: returns<CoverLetter>() }),
	save: endpoint('PUT', '/job/:id/cover-letter', {
		summary: '`{ text, lang, origin, version? }`, a stale `version` → `409 conflict`',
		body: SaveRequest,
		response: returns<CoverLetter>(),
		topics: ['cover-letter']
	}),
	remove: endpoint('DELETE', '/job/:id/cover-letter', { summary: '→ `204`', response: returns<void>(), topics: ['cover-letter'] }),
	download: endpoint('GET', '/job/:id/cover-letter/export', {
		summary: '(`?format=pdf|docx|md&paper=a4|letter`) the saved letter as a file',
		query: LetterExportQuery,
		response: returns<string | Uint8Array>(),
		file: 'blob'
	})
};
