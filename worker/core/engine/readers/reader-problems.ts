import { problem, type Problem } from '../problem';

/**
 * Every way a resume file can fail to read, each as a sentence that says what to do next.
 * Pasting the text always works, so every message offers it.
 */

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
const SUPPORTED = 'Rumo reads PDF, DOCX, TXT and MD files, and PNG or JPEG scans';

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

export const readerProblems = {
	tooLarge: (bytes: number): Problem =>
		problem(
			'payload_too_large',
			`This file is ${megabytes(bytes)} MB and the limit is 10 MB. Export the resume without images or as plain text, or paste the text instead.`
		),

	empty: (): Problem => problem('invalid_file', 'This file is empty (0 bytes). Choose the resume file again, or paste the text instead.'),

	unsupported: (what: string): Problem =>
		problem('unsupported_type', `This file is ${what}. ${SUPPORTED}: save or export your resume in one of these formats, or paste the text instead.`),

	/** The name or declared type promised one of our formats, and the bytes are something else. */
	notWhatItClaims: (claimed: string, actual: string): Problem =>
		problem(
			'invalid_file',
			`This file is named like a ${claimed} but it is not a real ${claimed}: it is ${actual}. ${SUPPORTED}: export your resume again, or paste the text instead.`
		),

	passwordProtected: (): Problem =>
		problem(
			'invalid_file',
			'This PDF is password-protected, so its text cannot be read. Open it with the password, save an unprotected copy (for example with "Print to PDF") and upload that, or paste the text instead.'
		),

	damagedPdf: (): Problem =>
		problem(
			'invalid_file',
			'This PDF is damaged or incomplete and cannot be read. Download or export it again and upload the new copy, or paste the text instead.'
		),

	damagedDocx: (): Problem =>
		problem(
			'invalid_file',
			'This Word document is damaged and cannot be opened. Save it again from Word (or export it to PDF) and upload that, or paste the text instead.'
		),

	/** No text layer, and OCR found too little (or could not run here: Node has no canvas to draw pages on). */
	scannedPdf: (): Problem =>
		problem(
			'insufficient_text',
			'This PDF has no text layer, and reading its pages as images (OCR) found too little text. Paste the text of your resume instead, or export the PDF again from the original document.'
		),

	unreadableImage: (): Problem =>
		problem(
			'insufficient_text',
			'Reading this image (OCR) found too little text. Take a sharper, straight photo of the whole page in good light, or paste the text instead.'
		),

	damagedImage: (): Problem =>
		problem('invalid_file', 'This image is damaged or incomplete and cannot be read. Save or take it again, or paste the text instead.'),

	cancelled: (): Problem => problem('cancelled', 'Reading was cancelled. Nothing was stored.'),

	ocrUnavailable: (): Problem =>
		problem(
			'source_unavailable',
			"Rumo's reader for scans (OCR) could not be loaded: it is fetched from Rumo's own server the first time it is needed. Open Rumo while it is running and try again, or paste the text instead."
		),

	noText: (): Problem =>
		problem('insufficient_text', 'This file has almost no readable text. Check that it is your resume, or paste the text instead.')
};
