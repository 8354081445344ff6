import { z } from 'zod';
import { endpoint, returns } from '../http/contract';
import { isFile } from '../http/router';
import { ResumeUpdate, type ResumeExtraction, type ResumeList, type ResumeSummary } from './schema';

/** Pasted text as JSON, or a file as multipart/form-data (`file`). */
export const ResumeExtractRequest = z.union(
	[
		z.strictObject({ text: z.string({ error: 'Paste the resume text.' }) }),
		z.object({ file: z.custom<File>(isFile, 'Attach a PDF, DOCX, TXT or MD file, or a PNG or JPEG scan.') })
	],
	{ error: 'Send the resume as {"text": "..."} or as a file upload.' }
);

const ResumeListQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(50) });

/** The resumes' endpoints (issue 29: declared once; README row and the UI's client come from here). */
export const resumeContract = {
	extract: endpoint('POST', '/resume/extract', {
		summary:
			'(JSON text or multipart file — PDF, DOCX, TXT, MD, or a PNG/JPEG scan read by OCR; the same text again → the stored one, `200`; long: `x-rumo-task`)',
		body: ResumeExtractRequest,
		response: returns<ResumeExtraction>(),
		task: true,
		topics: ['resume']
	}),
	list: endpoint('GET', '/resume', { summary: '(`?limit=1–500`, 50 by default) name, format, language, items, main', query: ResumeListQuery, response: returns<ResumeList>() }),
	get: endpoint('GET', '/resume/:id', { summary: 'one resume as it was read', response: returns<ResumeExtraction>() }),
	update: endpoint('PATCH', '/resume/:id', { summary: '`{ name?, main? }` renames it or makes it the main resume', body: ResumeUpdate, response: returns<ResumeSummary>(), topics: ['resume'] }),
	remove: endpoint('DELETE', '/resume/:id', { summary: '→ `204`', response: returns<void>(), topics: ['resume'] })
};
