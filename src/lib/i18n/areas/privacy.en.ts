/**
 * English messages of the Privacy screen on /privacy.
 * See ../en.ts and map.ts; the pt-BR ones are in the .pt.ts beside this file.
 */
export const privacyEn = {
	'privacy.title': 'Privacy and where your data lives',
	'privacy.lead': 'Rumo is local-first: it works on your computer, with your data kept on your computer.',
	'privacy.where.title': 'Where your data stays',
	'privacy.where.body':
		'Your resume, profile, analyses and applications are stored in this browser’s own database (IndexedDB), on this device. Rumo has no account and no server that receives them. Another browser or another computer does not see them.',
	'privacy.engine.title': 'Who does the work',
	'privacy.engine.body':
		'Reading resumes, comparing them with jobs and computing your numbers happen inside this browser tab. It works offline once you have opened it.',
	'privacy.optional.title': 'What is optional',
	'privacy.optional.body':
		'Only two things need to leave your browser: reading public job pages (a link you give, or the feeds and job boards you add to your job radar), and an AI provider you choose. Each one is off until you turn it on, and Rumo asks you first. Reading a public page or feed sends only its address, never anything of yours. An AI key you give is kept by the local helper in a file only you can read, never in the browser. When you turn on an external AI provider, the text you analyse is sent to that provider, so your privacy is no longer absolute.',
	'privacy.never.title': 'What Rumo never does',
	'privacy.never.body':
		'It never invents experience, skills, titles or companies, never applies to jobs for you, never logs into sites in your name and never bypasses a login or CAPTCHA.',
	'privacy.control.title': 'You stay in control',
	'privacy.control.body':
		'You can see how much space Rumo uses and ask the browser to keep it from automatic cleanup in Settings. Clearing this site’s data in your browser removes everything Rumo stored.',
	'privacy.demo':
		'The demo on a static website stores nothing: its fictitious data, and whatever you try, live only in this tab’s memory and are gone when you reload or close it.'
} as const;
