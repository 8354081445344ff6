/**
 * Which file holds a message: the longest prefix of its key listed here (its first segment, or its
 * first two where a few keys of a segment are shown elsewhere) names its area, and the area's words
 * are in `<area>.en.ts` and `<area>.pt.ts`. An area is a screen, or a part several screens share; a
 * screen whose keys have several first segments lists each of them. areas.test.ts fails when a key is
 * outside its area's file, when an area's two languages hold different keys, or when a file here is
 * missing from this map. The words of an area load when a screen that shows them opens
 * (../screens.ts); the frame's areas (shell, errors, edit-conflict) are in the first script.
 */
export const areaOfPrefix = {
	// Shared by every screen: the frame around it (menu, footer, update banner, toasts, 404 and error
	// pages), the problems an action can meet, and the dialog of an item changed in another tab.
	app: 'shell',
	nav: 'shell',
	footer: 'shell',
	update: 'shell',
	demo: 'shell',
	toast: 'shell',
	notFound: 'shell',
	error: 'shell',
	problem: 'errors',
	edit: 'edit-conflict',
	// The storage's state above every screen (and the clear-data dialog Settings shows too), and the
	// radar's system notifications, sent from any screen: the rest of `data` and `radar` is Settings'
	// and the Radar's.
	'data.state': 'shell',
	'data.saving': 'shell',
	'data.clear': 'shell',
	'radar.notify': 'shell',

	// One screen each, named by its route.
	landing: 'home',
	privacy: 'privacy',
	dashboard: 'dashboard',
	'data.metrics': 'dashboard',
	apps: 'applications',
	job: 'job',
	jobEntry: 'job',
	resume: 'resume',
	review: 'resume',
	ocr: 'resume',
	layouts: 'resume',
	fidelity: 'resume',
	profile: 'profile',
	analysis: 'analysis',
	match: 'analysis',
	evidence: 'analysis',
	basis: 'analysis',
	ats: 'ats',
	tailor: 'tailor',
	aiWriting: 'tailor',
	coverLetter: 'cover-letter',
	settings: 'settings',
	ai: 'settings',
	companion: 'settings',
	sync: 'settings',
	data: 'settings',
	sources: 'sources',
	inbox: 'inbox',
	radar: 'radar',
	history: 'history',
	intelligence: 'intelligence',
	portfolio: 'portfolio',
	repository: 'repository',
	interviews: 'interviews',
	exams: 'exams',

	// Parts several screens show: the resume and job lists (Resume, Job), the Download dialog (Tailor,
	// Resume, Profile), and "Suggest more with AI" (Resume, Job, Profile import).
	documents: 'documents',
	download: 'download',
	aiAssist: 'ai-assist'
} as const;

export type Area = (typeof areaOfPrefix)[keyof typeof areaOfPrefix];

/** The area a message key belongs to (its longest listed prefix), or undefined when no prefix of it is listed. */
export function areaOfKey(key: string): Area | undefined {
	const segments = key.split('.');
	for (let length = Math.min(2, segments.length); length >= 1; length--) {
		const prefix = segments.slice(0, length).join('.');
		if (Object.hasOwn(areaOfPrefix, prefix)) return areaOfPrefix[prefix as keyof typeof areaOfPrefix];
	}
	return undefined;
}
