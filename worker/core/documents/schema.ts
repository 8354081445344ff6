import { z } from 'zod';

/** The export's choices, as the document model names them; the UI reads them from here. */
export type { ExportFormat, HeadingLanguage, Paper, Variant } from './model';

/**
 * The query of `GET /resume/{id}/export` and `GET /profile/export` (CONTRACT.md, Documents).
 * Unknown parameters are ignored; a known one with a value outside its list is refused.
 */
export const ExportFormatParam = z.enum(['docx', 'pdf', 'json', 'md'], { error: 'Choose a format: docx, pdf, json or md.' });

export const ProfileExportQuery = z.object({
	format: ExportFormatParam,
	lang: z.enum(['en', 'pt-BR'], { error: 'Choose the headings language: en or pt-BR.' }).optional(),
	paper: z.enum(['a4', 'letter'], { error: 'Choose the paper: a4 or letter.' }).optional(),
	variant: z.enum(['classic', 'compact'], { error: 'Choose the layout: classic or compact.' }).optional()
});
export type ProfileExportQuery = z.infer<typeof ProfileExportQuery>;

export const ResumeExportQuery = ProfileExportQuery.extend({
	tailoringId: z.string().trim().min(1, 'Give the tailoring id, or leave it out.').max(100, 'That is not a tailoring id.').optional()
});
export type ResumeExportQuery = z.infer<typeof ResumeExportQuery>;

/** What each format is saved as. */
export const CONTENT_TYPES = {
	md: 'text/markdown; charset=utf-8',
	json: 'application/json; charset=utf-8',
	docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
	pdf: 'application/pdf'
} as const;
