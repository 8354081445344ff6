/** English messages of one area (see ../en.ts): scans and photos read by OCR. pt-BR ones in ocr.pt.ts. */
export const ocrEn = {
	'ocr.progressLabel': 'Reading your scan',
	'ocr.progress': 'Reading your scan… {percent}',
	'ocr.cancel': 'Cancel',
	'ocr.cancelling': 'Cancelling…',
	'ocr.cancelled': 'Reading was cancelled. Nothing was stored.',
	'ocr.format.image': 'Image (OCR)',
	'ocr.kind.image': 'image',
	'resume.warning.ocr': 'Read by OCR — check every item.',
	'problem.cancelled': 'Reading was cancelled. Nothing was stored.',
	'problem.source_unavailable.file':
		'Rumo’s reader for scans could not be loaded: it comes from Rumo itself the first time it is needed. Open Rumo while it is running and try again, or paste the text instead.'
} as const;
