// Generated from worker/core/contracts.ts by tests/contracts.test.ts
// (RUMO_WRITE_CONTRACTS=1 npx vitest run tests/contracts.test.ts). Do not edit by hand.
import type { EndpointAddress } from '$core/http/contract';

/** Each contract endpoint's method and path: all the UI's client needs at run time (no zod). */
export const ENDPOINTS = {
	tracker: {
		statuses: { method: 'GET', path: '/tracker/statuses' },
		list: { method: 'GET', path: '/tracker/jobs' },
		create: { method: 'POST', path: '/tracker/jobs' },
		get: { method: 'GET', path: '/tracker/jobs/:id' },
		update: { method: 'PATCH', path: '/tracker/jobs/:id' },
		remove: { method: 'DELETE', path: '/tracker/jobs/:id' },
		metrics: { method: 'GET', path: '/tracker/metrics' },
		funnel: { method: 'GET', path: '/tracker/funnel' },
		sources: { method: 'GET', path: '/tracker/sources' },
		requirements: { method: 'GET', path: '/tracker/requirements' },
		timeline: { method: 'GET', path: '/tracker/timeline' },
		responseTimes: { method: 'GET', path: '/tracker/response-times' },
		exportLog: { method: 'GET', path: '/tracker/export', file: true }
	},
	settings: {
		consents: { method: 'GET', path: '/settings/consents' },
		setConsent: { method: 'PUT', path: '/settings/consents/:integration' }
	},
	ai: {
		get: { method: 'GET', path: '/settings/ai' },
		status: { method: 'GET', path: '/settings/ai/status' },
		save: { method: 'POST', path: '/settings/ai' },
		test: { method: 'POST', path: '/settings/ai/test' },
		remove: { method: 'DELETE', path: '/settings/ai' }
	},
	profile: {
		get: { method: 'GET', path: '/profile' },
		putBasics: { method: 'PUT', path: '/profile/basics' },
		items: { method: 'GET', path: '/profile/items' },
		addItems: { method: 'POST', path: '/profile/items' },
		updateItem: { method: 'PATCH', path: '/profile/items/:id' },
		removeItem: { method: 'DELETE', path: '/profile/items/:id' },
		import: { method: 'POST', path: '/profile/import' }
	},
	resume: {
		extract: { method: 'POST', path: '/resume/extract' },
		list: { method: 'GET', path: '/resume' },
		get: { method: 'GET', path: '/resume/:id' },
		update: { method: 'PATCH', path: '/resume/:id' },
		remove: { method: 'DELETE', path: '/resume/:id' }
	},
	job: {
		extract: { method: 'POST', path: '/job/extract' },
		list: { method: 'GET', path: '/job' },
		get: { method: 'GET', path: '/job/:id' },
		updateSkills: { method: 'PATCH', path: '/job/:id' },
		remove: { method: 'DELETE', path: '/job/:id' }
	},
	match: {
		list: { method: 'GET', path: '/match' },
		analyze: { method: 'POST', path: '/match/analyze' },
		get: { method: 'GET', path: '/match/:id' },
		remove: { method: 'DELETE', path: '/match/:id' }
	},
	ats: {
		ats: { method: 'POST', path: '/ats/analyze' }
	},
	tailor: {
		create: { method: 'POST', path: '/resume/tailor' },
		latest: { method: 'GET', path: '/resume/tailor' },
		list: { method: 'GET', path: '/resume/tailorings' },
		get: { method: 'GET', path: '/resume/tailor/:id' },
		decide: { method: 'PATCH', path: '/resume/tailor/:id/suggestions/:suggestionId' }
	},
	documents: {
		resume: { method: 'GET', path: '/resume/:id/export', file: 'blob' },
		profile: { method: 'GET', path: '/profile/export', file: 'blob' }
	},
	coverLetter: {
		draft: { method: 'POST', path: '/job/:id/cover-letter/draft' },
		get: { method: 'GET', path: '/job/:id/cover-letter' },
		save: { method: 'PUT', path: '/job/:id/cover-letter' },
		remove: { method: 'DELETE', path: '/job/:id/cover-letter' },
		download: { method: 'GET', path: '/job/:id/cover-letter/export', file: 'blob' }
	},
	aiAssist: {
		resume: { method: 'POST', path: '/resume/:id/ai-suggestions' },
		job: { method: 'POST', path: '/job/:id/ai-suggestions' },
		profileImport: { method: 'POST', path: '/profile/import/ai-suggestions' }
	},
	aiWriting: {
		rewrite: { method: 'POST', path: '/resume/tailor/:id/ai-rewrite' },
		accept: { method: 'POST', path: '/resume/tailor/:id/ai-rewrite/accept' },
		explain: { method: 'POST', path: '/match/:id/ai-explanation' }
	},
	health: {
		get: { method: 'GET', path: '/health' }
	},
	sources: {
		directory: { method: 'GET', path: '/sources' }
	},
	captures: {
		list: { method: 'GET', path: '/captures' },
		setStatus: { method: 'PATCH', path: '/captures/:id' },
		companion: { method: 'GET', path: '/captures/companion' },
		rotateCompanionToken: { method: 'POST', path: '/captures/companion/token' }
	},
	portfolio: {
		get: { method: 'GET', path: '/portfolio' },
		checkLink: { method: 'POST', path: '/portfolio/links/check' }
	},
	history: {
		list: { method: 'GET', path: '/history' },
		summary: { method: 'GET', path: '/history/summary' },
		clear: { method: 'DELETE', path: '/history/:id' },
		clearAll: { method: 'DELETE', path: '/history' }
	},
	data: {
		backup: { method: 'GET', path: '/backup', file: true },
		status: { method: 'GET', path: '/backup/status' },
		restore: { method: 'POST', path: '/backup' },
		clear: { method: 'DELETE', path: '/data' }
	},
	drafts: {
		get: { method: 'GET', path: '/drafts/:screen' },
		save: { method: 'PUT', path: '/drafts/:screen' },
		discard: { method: 'DELETE', path: '/drafts/:screen' }
	},
	repository: {
		analyze: { method: 'POST', path: '/codehost/repo/analyze' },
		analyzeLocal: { method: 'POST', path: '/codehost/local/analyze' },
		analyses: { method: 'GET', path: '/codehost/repo/analyses' },
		get: { method: 'GET', path: '/codehost/repo/analyses/:id' },
		remove: { method: 'DELETE', path: '/codehost/repo/analyses/:id' },
		account: { method: 'GET', path: '/codehost/accounts/:owner/repos' }
	},
	inbox: {
		list: { method: 'GET', path: '/inbox/items' },
		create: { method: 'POST', path: '/inbox/items' },
		bulk: { method: 'POST', path: '/inbox/items/bulk' },
		get: { method: 'GET', path: '/inbox/items/:id' },
		update: { method: 'PATCH', path: '/inbox/items/:id' },
		merge: { method: 'POST', path: '/inbox/items/:id/merge' },
		openAsJob: { method: 'POST', path: '/inbox/items/:id/job' },
		track: { method: 'POST', path: '/inbox/items/:id/track' },
		preview: { method: 'POST', path: '/inbox/import/preview' },
		commit: { method: 'POST', path: '/inbox/import/commit' },
		export: { method: 'GET', path: '/inbox/export', file: true },
		exportSelected: { method: 'POST', path: '/inbox/export', file: true }
	},
	radar: {
		wishlist: { method: 'GET', path: '/radar/wishlist' },
		saveWishlist: { method: 'PUT', path: '/radar/wishlist' },
		feeds: { method: 'GET', path: '/radar/feeds' },
		addFeed: { method: 'POST', path: '/radar/feeds' },
		renameFeed: { method: 'PATCH', path: '/radar/feeds/:id' },
		removeFeed: { method: 'DELETE', path: '/radar/feeds/:id' },
		runRound: { method: 'POST', path: '/radar/rounds' },
		rounds: { method: 'GET', path: '/radar/rounds' },
		results: { method: 'GET', path: '/radar/results' },
		result: { method: 'GET', path: '/radar/results/:id' },
		setResultStatus: { method: 'PATCH', path: '/radar/results/:id' },
		saveResult: { method: 'POST', path: '/radar/results/:id/save' },
		alerts: { method: 'GET', path: '/radar/alerts' },
		alertSettings: { method: 'GET', path: '/radar/alerts/settings' },
		saveAlertSettings: { method: 'PUT', path: '/radar/alerts/settings' },
		readAllAlerts: { method: 'POST', path: '/radar/alerts/read' },
		updateAlert: { method: 'PATCH', path: '/radar/alerts/:id' }
	},
	tasks: {
		cancel: { method: 'DELETE', path: '/tasks/:id' }
	},
	interviews: {
		list: { method: 'GET', path: '/tracker/jobs/:id/interviews' },
		create: { method: 'POST', path: '/tracker/jobs/:id/interviews' },
		update: { method: 'PATCH', path: '/interviews/:id' },
		remove: { method: 'DELETE', path: '/interviews/:id' },
		followUps: { method: 'GET', path: '/tracker/jobs/:id/follow-ups' },
		draftFollowUp: { method: 'POST', path: '/tracker/jobs/:id/follow-ups' },
		updateFollowUp: { method: 'PATCH', path: '/follow-ups/:id' },
		phraseFollowUp: { method: 'POST', path: '/follow-ups/:id/phrase' },
		removeFollowUp: { method: 'DELETE', path: '/follow-ups/:id' },
		reminders: { method: 'GET', path: '/reminders' },
		createReminder: { method: 'POST', path: '/reminders' },
		updateReminder: { method: 'PATCH', path: '/reminders/:id' },
		removeReminder: { method: 'DELETE', path: '/reminders/:id' },
		due: { method: 'GET', path: '/reminders/due' },
		nextSteps: { method: 'GET', path: '/next-steps' },
		calendar: { method: 'GET', path: '/calendar.ics', file: 'blob' }
	},
	sync: {
		status: { method: 'GET', path: '/sync' },
		start: { method: 'PUT', path: '/sync' },
		now: { method: 'POST', path: '/sync/now' },
		restored: { method: 'POST', path: '/sync/restored' },
		keepOther: { method: 'POST', path: '/sync/resolutions/:id/keep-other' },
		stop: { method: 'DELETE', path: '/sync' }
	},
	stories: {
		draft: { method: 'POST', path: '/stories/draft' },
		phrase: { method: 'POST', path: '/stories/phrase' },
		list: { method: 'GET', path: '/stories' },
		create: { method: 'POST', path: '/stories' },
		get: { method: 'GET', path: '/stories/:id' },
		update: { method: 'PATCH', path: '/stories/:id' },
		remove: { method: 'DELETE', path: '/stories/:id' },
		questions: { method: 'GET', path: '/tracker/jobs/:id/questions' }
	},
	exams: {
		extract: { method: 'POST', path: '/exams/extract' },
		list: { method: 'GET', path: '/exams' },
		get: { method: 'GET', path: '/exams/:id' },
		remove: { method: 'DELETE', path: '/exams/:id' },
		correct: { method: 'PATCH', path: '/exams/:id' },
		addCargo: { method: 'POST', path: '/exams/:id/cargos' },
		correctCargo: { method: 'PATCH', path: '/exams/:id/cargos/:cargoId' },
		removeCargo: { method: 'DELETE', path: '/exams/:id/cargos/:cargoId' },
		undoCorrections: { method: 'DELETE', path: '/exams/:id/corrections' },
		fit: { method: 'GET', path: '/exams/:id/fit' },
		plan: { method: 'POST', path: '/exams/:id/plan' },
		getPlan: { method: 'GET', path: '/exams/:id/plan' },
		setTopic: { method: 'PATCH', path: '/exams/:id/plan/topics/:topicId' },
		calendar: { method: 'GET', path: '/exams/:id/plan.ics', file: 'blob' },
		planPdf: { method: 'GET', path: '/exams/:id/plan.pdf', file: 'blob' },
		track: { method: 'POST', path: '/exams/:id/track' }
	}
} as const satisfies Record<string, Record<string, EndpointAddress>>;
