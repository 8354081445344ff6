/**
 * Which file holds a message: the first segment of its key, looked up here, names its area, and the
 * area's words are in `<area>.en.ts` and `<area>.pt.ts`. An area is a screen, or a part several screens
 * share; a screen whose keys have several first segments lists each of them. areas.test.ts fails when a
 * key is outside its area's file, when an area's two languages hold different keys, or when a file here
 * is missing from this map.
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

	// One screen each, named by its route.
	landing: 'home',
	privacy: 'privacy',
	dashboard: 'dashboard',
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
	data: 'settings',
	sources: 'sources',
	inbox: 'inbox',
	radar: 'radar',
	history: 'history',
	intelligence: 'intelligence',
	portfolio: 'portfolio',
	repository: 'repository',
	interviews: 'interviews',

	// Parts several screens show: the resume and job lists (Resume, Job), the Download dialog (Tailor,
	// Resume, Profile), and "Suggest more with AI" (Resume, Job, Profile import).
	documents: 'documents',
	download: 'download',
	aiAssist: 'ai-assist'
} as const;

export type Area = (typeof areaOfPrefix)[keyof typeof areaOfPrefix];

/** The area a message key belongs to, or undefined when its first segment is in no area yet. */
export function areaOfKey(key: string): Area | undefined {
	const prefix = key.split('.')[0];
	return Object.hasOwn(areaOfPrefix, prefix) ? areaOfPrefix[prefix as keyof typeof areaOfPrefix] : undefined;
}
