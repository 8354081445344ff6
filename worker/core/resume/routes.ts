import { z } from 'zod';
import { created, get, ok, post } from '../http/router';
import { extractResume, getResume, listResumes } from './service';

const isFile = (v: unknown): v is File => typeof v === 'object' && v !== null && typeof (v as File).arrayBuffer === 'function' && 'size' in v;

/** Pasted text as JSON, or a file as multipart/form-data (`file`). */
export const ResumeExtractRequest = z.union(
	[
		z.strictObject({ text: z.string({ error: 'Paste the resume text.' }) }),
		z.object({ file: z.custom<File>(isFile, 'Attach a PDF, DOCX, TXT or MD file.') })
	],
	{ error: 'Send the resume as {"text": "..."} or as a file upload.' }
);

const ListQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(50) });

export const resumeRoutes = [
	post('/resume/extract', { body: ResumeExtractRequest }, async ({ env, body }) =>
		created(await extractResume(env, 'file' in body && body.file ? { file: body.file } : { text: (body as { text: string }).text }))
	),
	get('/resume', { query: ListQuery }, async ({ env, query }) => ok(await listResumes(env, query.limit))),
	get('/resume/:id', {}, async ({ env, params }) => ok(await getResume(env, params.id)))
];
