import { z } from 'zod';
import { ParsedResume, ResumeLanguage } from '../engine/resume-parse/schema';

/** The parser's output types live with the parser (engine); the API's request and stored shapes are here. */
export * from '../engine/resume-parse/schema';

/** `image`: a photo or scan of a resume (PNG, JPEG), read by OCR. */
export const SourceKind = z.enum(['text', 'pdf', 'docx', 'txt', 'md', 'image']);
export const ResumeSource = z.object({
	kind: SourceKind,
	name: z.string().nullable(),
	pages: z.number().int().nullable(),
	/** The text was read from pixels (a PDF without a text layer, or an image): check every item. */
	ocr: z.boolean().optional()
});

export const ResumeExtraction = ParsedResume.extend({
	id: z.string(),
	text: z.string(),
	source: ResumeSource,
	createdAt: z.string(),
	/** The file's name, a name the person gave, or "Pasted resume — <their name>". */
	name: z.string(),
	/** The resume analyses compare by default; exactly one once any resume exists. */
	main: z.boolean()
});
export type ResumeExtraction = z.infer<typeof ResumeExtraction>;

/**
 * A stored resume. `textHash` (SHA-256 of the normalised text) finds a document read before and
 * `items` keeps its count of profile items; rows stored before these existed lack them (and a name).
 */
export type StoredResume = Omit<ResumeExtraction, 'name' | 'main'> & { name?: string; main?: boolean; textHash?: string; items?: number };

/** One line of "Your resumes" (CONTRACT.md, Documents). */
export const ResumeSummary = z.object({
	id: z.string(),
	name: z.string(),
	/** What the text came from: pasted `text`, or the file's kind. */
	format: SourceKind,
	language: ResumeLanguage,
	createdAt: z.string(),
	/** How many profile items the resume yields (what its review lists before anything is filtered). */
	items: z.number().int().min(0),
	main: z.boolean(),
	confidence: z.number().min(0).max(1),
	source: ResumeSource,
	personName: z.string().nullable(),
	headline: z.string().nullable()
});
export type ResumeSummary = z.infer<typeof ResumeSummary>;

export const ResumeList = z.object({ items: z.array(ResumeSummary), total: z.number().int(), nextCursor: z.string().nullable() });
export type ResumeList = z.infer<typeof ResumeList>;

/** `PATCH /resume/{id}`: rename, or make it the main resume (there is no "un-main": choose another). */
export const ResumeUpdate = z
	.strictObject({
		name: z.string().trim().min(1, 'Give the resume a name.').max(200, 'Use at most 200 characters for the name.').optional(),
		main: z.literal(true, { error: 'To change the main resume, set another one as main.' }).optional()
	})
	.refine((patch) => patch.name !== undefined || patch.main !== undefined, { error: 'Send a new "name", or "main": true.' });
export type ResumeUpdate = z.infer<typeof ResumeUpdate>;

/** What other capabilities may learn about a resume (an old analysis names the resume it used). */
export type ResumeLabel = { id: string; name: string; main: boolean };
