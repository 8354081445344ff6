/**
 * English messages of the home page on /.
 * See ../en.ts and map.ts; the pt-BR ones are in the .pt.ts beside this file.
 */
export const homeEn = {
	'landing.start': 'Start with your resume',

	'landing.title': 'Know where you stand before you apply.',
	'landing.lead':
		'Rumo reads your resume and a job posting and tells you, honestly, how well you fit: what matches, what is missing, and what you can truthfully say. It tracks your applications and keeps everything on your own computer.',
	'landing.open': 'Open the dashboard',
	'landing.track': 'Track an application',
	'landing.feature.fit.title': 'An honest fit',
	'landing.feature.fit.body': 'A score with evidence from your own words and the gaps that matter. No invented skills, ever.',
	'landing.feature.track.title': 'Applications in one board',
	'landing.feature.track.body': 'Move each application from saved to offer and see real numbers: response rate, interviews, time to answer.',
	'landing.feature.local.title': 'Local first',
	'landing.feature.local.body': 'Rumo runs in your browser. Your resume and your applications are stored on this device, not on a server.',
	'landing.feature.everyone.title': 'For every profession',
	'landing.feature.everyone.body': 'Nurses, lawyers, teachers, accountants, designers and developers, in English and Portuguese.',
	'landing.hosting.title': 'Where Rumo runs',
	'landing.hosting.real':
		'Rumo runs inside this browser tab, on your own computer: your resume and your applications are stored here, on this device. It goes online only when you ask, to read a job posting from its link or to use an AI provider you chose.',
	'landing.hosting.demo':
		'This is a demo served from a static website. Rumo’s engine runs here, in your browser, over a fictitious person’s data kept only in this tab’s memory: read a resume, analyse a job or move an application, and reloading the page starts the demo over. A static host has no relay, so nothing is read from other sites and there is no AI. To use Rumo with your own resume and applications, install it on your own computer.'
} as const;
