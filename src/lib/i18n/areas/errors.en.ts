/**
 * English messages of the problems an action can meet, shared by every screen (i18n.problemFor).
 * See ../en.ts and map.ts; the pt-BR ones are in the .pt.ts beside this file.
 */
export const errorsEn = {
	'problem.payload_too_large.text': 'The text is too long: Rumo reads at most 200,000 characters at a time — about 60 pages. Keep only the part you need and try again.',
	'problem.payload_too_large.file': 'This file is larger than 10 MB, the most Rumo reads. Save it again without images, or paste its text instead.',
	'problem.insufficient_text.text': 'There is too little text here to read a resume from. Include the whole resume — experience, education and skills — and try again.',
	'problem.invalid_file.empty': 'This file is empty: there is nothing in it to read. Check that you chose the right file, or paste the text of your resume instead.',

	// Scans and photos read by OCR.
	'problem.cancelled': 'Reading was cancelled. Nothing was stored.',
	'problem.source_unavailable.file':
		'Rumo’s reader for scans could not be loaded: it comes from Rumo itself the first time it is needed. Open Rumo while it is running and try again, or paste the text instead.',

	'problem.network': 'Rumo could not reach its local engine. Reload the page and try again.',
	'problem.conflict': 'It was changed in another tab or window. Reload to see the latest version, then try again.',
	'problem.not_found': 'It no longer exists; it may have been deleted in another tab.',
	'problem.validation_failed': 'Some fields need attention.',
	'problem.storage_unavailable': 'Local storage could not be opened. Close other Rumo tabs or reload the page, then try again.',
	'problem.storage_corrupted': 'Local storage failed its integrity check. Restore a backup or clear local data in Settings.',
	'problem.payload_too_large': 'That is more than Rumo reads at once: at most 200,000 characters of text (about 60 pages), or a file of up to 10 MB. Keep only the part you need and try again.',
	'problem.invalid_file': 'This file could not be read. It may be damaged, protected by a password, or not what its name says. Save a new copy or paste the text instead.',
	'problem.unsupported_type': 'Rumo reads PDF, DOCX, TXT and MD files. Photos and scans can be PNG or JPEG. Save your resume in one of these formats, or paste the text.',
	'problem.insufficient_text': 'There is not enough text to read. If the file is a scan or a photo, Rumo read it by OCR and found too little: try a sharper scan, or paste the text of your resume instead.',
	'problem.relay_unavailable': 'The local helper is not running. Start Rumo with "npm start" and try again.',
	'problem.consent_required': 'Rumo needs your permission first. Allow it when asked, or in Settings, and try again.',
	'problem.invalid_key': 'The provider refused the key. Check it in Settings → AI and providers.',
	'problem.provider_limit': 'The provider says a usage limit was reached. Try again later.',
	'problem.provider_timeout': 'The provider took too long to answer. Try again later.',
	'problem.provider_unavailable': 'The provider could not be reached. Check the address and that it is running.',
	'problem.key_missing': 'This provider needs an API key.',
	'problem.test_failed': 'The provider answered, but not in a way Rumo understands. Check the address and the model.',
	'problem.short_description': 'The description is too short to analyse. Paste the whole posting: title, requirements and responsibilities.',
	'problem.incomplete_job': 'Rumo could not find a title or any requirement in this text. Paste the whole posting.',
	'problem.page_blocked': 'This page could not be read automatically (it may need a login or block robots). Open it in your browser, copy the job text and paste it here.',
	'problem.source_unavailable': 'The page could not be reached. Check the link, or paste the job text instead.',
	'problem.invalid_url': 'That is not a link Rumo can read. Use a full address starting with https://',
	'problem.missing_input': 'Something is missing: add your resume and the job first.',
	'problem.insufficient_evidence': 'There is not enough in the posting to compare with. Paste the whole posting.',
	'problem.insufficient_keywords': 'The posting names too few skills for a keyword review.',
	'problem.unsupported_claim': 'Rumo only writes what your resume or profile shows. If it is true, add it to your profile with evidence first.',
	'problem.internal_error': 'Something went wrong inside Rumo. Nothing was changed; reload the page and try again.',
	'problem.method_not_allowed': 'This action is not available here. Reload the page and try again.',
	'problem.generic': 'Something went wrong. Nothing was changed; try again.'
} as const;
