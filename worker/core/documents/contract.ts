import { endpoint, returns } from '../http/contract';
import { ProfileExportQuery, ResumeExportQuery } from './schema';

/** Resume and profile files, made on the device (issue 29: declared once; README row and the UI's client come from here). */
export const documentsContract = {
	resume: endpoint('GET', '/resume/:id/export', {
		summary:
			"(`?format=docx|pdf|json|md`; `&tailoringId=` applies that tailoring's accepted suggestions, and only those; `&lang=en|pt-BR` the headings, by default the resume's language; `&paper=a4|letter`, by default A4 for pt-BR headings and Letter for en; `&variant=classic|compact`) → the file with `content-disposition: attachment` (\"Samuel-Reyes_Harborline_Backend.pdf\"); `json` is a JSON Resume (v1) document; made on the device, nothing stored; an unknown format or option → `400 validation_failed`, a resume or tailoring that does not exist (or a tailoring of another resume) → `404 not_found`",
		query: ResumeExportQuery,
		response: returns<string | Uint8Array>(),
		file: 'blob'
	}),
	profile: endpoint('GET', '/profile/export', {
		summary:
			'(`?format=…`, and `lang`, `paper`, `variant` as above) the profile\'s basics and confirmed items as a resume, for someone without a resume file (an empty profile → `missing_input`)',
		query: ProfileExportQuery,
		response: returns<string | Uint8Array>(),
		file: 'blob'
	})
};
