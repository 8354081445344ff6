/**
 * English messages of the Download dialog (issue 16) on the tailor, the resume list and the profile.
 * See ../en.ts and map.ts; the pt-BR ones are in the .pt.ts beside this file.
 */
export const downloadEn = {
	'download.open': 'Download resume',
	'download.openRow': 'Download',
	'download.openProfile': 'Download as a resume',
	'download.title': 'Download your resume',
	'download.subject': 'From: {label}',
	'download.note.tailored': 'Only the changes you accepted are included. Suggestions you rejected or have not decided on stay out.',
	'download.note.resume': 'Your resume as Rumo read it, without any tailoring.',
	'download.note.profile': 'Made from what you confirmed in your profile, in one simple layout that applicant tracking systems read well.',
	'download.profileLabel': 'your profile',
	'download.label.tailored': '{resume}, tailored for {job}',

	'download.format.legend': 'Format',
	'download.format.pdf': 'PDF',
	'download.format.pdf.hint': 'Best to send or upload.',
	'download.format.docx': 'Word (.docx)',
	'download.format.docx.hint': 'To edit in Word, LibreOffice or Google Docs.',
	'download.format.json': 'JSON Resume',
	'download.format.json.hint': 'Structured data for other tools (jsonresume.org).',
	'download.format.md': 'Markdown',
	'download.format.md.hint': 'Plain text to paste into application forms.',
	'download.paper.legend': 'Paper size',
	'download.paper.a4': 'A4',
	'download.paper.letter': 'US Letter',
	'download.lang.legend': 'Headings in',
	'download.variant.legend': 'Layout',
	'download.variant.classic': 'Classic',
	'download.variant.classic.hint': 'Roomy, easy to read.',
	'download.variant.compact': 'Compact',
	'download.variant.compact.hint': 'Tighter, fits more on a page.',

	'download.submit': 'Download {format}',
	'download.making': 'Making your {format}…',
	'download.stop': 'Stop',
	'download.saved': 'Downloaded {filename}.',

	'download.preview.show': 'Preview the first page',
	'download.preview.hide': 'Hide the preview',
	'download.preview.making': 'Preparing the preview…',
	'download.preview.alt': 'Preview of the first page of {filename}, {pages}',
	'download.preview.pages.one': '1 page in all',
	'download.preview.pages.other': '{count} pages in all',
	'download.preview.caption': 'Page 1 of {count}',
	'download.preview.failed': 'The preview could not be shown. You can still download the file.',

	'download.error.title': 'The file could not be made.',
	'download.error.notFoundResume': 'This resume no longer exists; it may have been deleted in another tab. Close this and choose a resume from the list.',
	'download.error.notFoundTailored': 'This resume or its tailoring no longer exists; it may have been deleted in another tab. Reload the tailoring and try again.',
	'download.error.option.format': 'Rumo cannot make a file in this format. Choose PDF, Word, JSON Resume or Markdown.',
	'download.error.option.paper': 'This paper size is not available. Choose A4 or US Letter.',
	'download.error.option.lang': 'The headings cannot be written in this language. Choose English or Português (Brasil).',
	'download.error.option.variant': 'This layout is not available. Choose Classic or Compact.',
	'download.error.option.tailoringId': 'This tailoring cannot be used. Reload the tailoring and try again.',
	'download.error.option.other': 'One of the options is not valid. Choose them again and try once more.'
} as const;
