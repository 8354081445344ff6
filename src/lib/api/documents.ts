import type { ExportFormat, HeadingLanguage, Paper, Variant } from '$core/documents/schema';
import type { DownloadedFile } from './client';

export type { DownloadedFile, ExportFormat, HeadingLanguage, Paper, Variant };

/**
 * What an export is asked for (CONTRACT.md, Documents). Left out, `lang` is the language the resume
 * (or the profile) is written in, `paper` follows the headings (A4 for pt-BR, Letter for en) and
 * `variant` is classic; `paper` and `variant` matter only to DOCX and PDF.
 */
export type ExportOptions = { format: ExportFormat; lang?: HeadingLanguage; paper?: Paper; variant?: Variant };
/** `tailoringId`: apply that tailoring's accepted suggestions (it must be a tailoring of this resume). */
export type ResumeExportOptions = ExportOptions & { tailoringId?: string };
