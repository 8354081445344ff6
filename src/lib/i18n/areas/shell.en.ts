/**
 * English messages of the frame around every screen: header, menu, footer, update banner, toasts, the not-found and error pages.
 * See ../en.ts and map.ts; the pt-BR ones are in the .pt.ts beside this file.
 */
export const shellEn = {
	'nav.menu': 'Menu',
	'toast.dismiss': 'Dismiss this message',

	'notFound.title': 'This page does not exist',
	'notFound.body': 'Nothing in Rumo lives at {path}. The address may be mistyped, or the page may not exist yet. Everything you saved is still on this device.',
	'notFound.next': 'Where to go from here',
	'notFound.dashboard': 'Open your dashboard',
	'notFound.resume': 'Read your resume',
	'error.title': 'This page could not be shown',
	'error.body': 'Something went wrong while opening it. Nothing you saved was changed. Reload the page, or go to another screen.',
	'error.reload': 'Reload the page',

	'nav.sources': 'Sources',

	'nav.intelligence': 'Intelligence',

	'nav.history': 'History',

	'nav.radar': 'Radar',
	'nav.radarUnread.one': '{count} unread alert',
	'nav.radarUnread.other': '{count} unread alerts',

	'nav.repository': 'Repository',

	'nav.portfolio': 'Portfolio',

	'app.name': 'Rumo',
	'app.tagline': 'Your career compass, on your own machine',
	'app.skip': 'Skip to content',
	'app.loading': 'Loading…',
	'app.retry': 'Try again',
	'app.close': 'Close',
	'app.cancel': 'Cancel',
	'app.save': 'Save',
	'app.delete': 'Delete',
	'app.edit': 'Edit',
	'app.language': 'Language',
	'app.switchLanguage': 'Português',
	'app.switchLanguageLabel': 'Mudar para português',
	'app.version': 'Version {version}',

	'nav.label': 'Main',
	'nav.home': 'Home',
	'nav.dashboard': 'Dashboard',
	'nav.applications': 'Applications',
	'nav.interviews': 'Interviews',
	'nav.settings': 'Settings',

	'footer.local': 'Your data stays in this browser, on this device.',
	'footer.how': 'How Rumo keeps it there',

	'update.waiting': 'A new version of Rumo is ready.',
	'update.reload': 'Reload to update',

	'demo.banner': 'Demo — fictitious data. Nothing you do here is saved.',

	'nav.resume': 'Resume',
	'nav.profile': 'Profile',
	'nav.job': 'Job',
	'nav.analysis': 'Analyses'
} as const;
