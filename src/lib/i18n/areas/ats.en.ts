/**
 * English messages of the ATS screen on /ats.
 * See ../en.ts and map.ts; the pt-BR ones are in the .pt.ts beside this file.
 */
export const atsEn = {
	// Where an analysis’s words come from.
	'ats.inProfileOnly': 'in your profile — not yet in this resume',
	'ats.presentProfile': 'Present in your resume or profile',

	'ats.title': 'ATS keywords',
	'ats.present': 'Present in your resume',
	'ats.safeIfTrue': 'Safe if true',
	'ats.safeIfTrueHint': 'Not written in your resume, but close evidence exists. Add them only if they are true.',
	'ats.without': 'Without evidence',
	'ats.withoutHint': 'Nothing in your resume supports these. Do not add them unless you can show them.',
	'ats.coverage': 'Keyword coverage {value}',
	'ats.related': 'Related evidence:',
	'ats.page.title': 'ATS review',
	'ats.page.lead': "Applicant tracking systems search resumes for the job's own words. Here is every keyword of this job, each in exactly one group.",
	'ats.loading': 'Reviewing the keywords…',
	'ats.error': 'The ATS review could not be made.',
	'ats.empty.title': 'Start with a compatibility analysis',
	'ats.empty.body': 'The ATS review reads the keywords of a job you already compared with your resume. Pick an analysis, or make one from the Job screen.',
	'ats.empty.cta': 'Choose an analysis'
} as const;
