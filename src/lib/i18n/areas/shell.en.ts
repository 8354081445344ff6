/**
 * English messages of the frame around every screen: header, menu, footer, update banner, toasts, the not-found and error pages,
 * the storage's state and the radar's notifications. In the first script every page loads (../i18n.svelte.ts).
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
	'nav.exams': 'Public exams',
	'nav.settings': 'Settings',

	'footer.local': 'Your data stays in this browser, on this device.',
	'footer.how': 'How Rumo keeps it there',

	'update.waiting': 'A new version of Rumo is ready.',
	'update.reload': 'Reload to update',

	'demo.banner': 'Demo — fictitious data. Nothing you do here is saved.',

	'nav.resume': 'Resume',
	'nav.profile': 'Profile',
	'nav.job': 'Job',
	'nav.analysis': 'Analyses',

	// The storage's state above every screen (and the clear-data dialog it shares with Settings).
	'data.clear.title': 'Clear all data',
	'data.clear.lead': 'Removes everything Rumo keeps in this browser. Export a backup first if you may want it back.',
	'data.clear.button': 'Clear all data',
	'data.clear.dialog': 'Clear all data?',
	'data.clear.body': 'Applications, resumes, jobs, analyses, your profile, the inbox and your permissions will be deleted from this browser. This cannot be undone.',
	'data.clear.word': 'DELETE',
	'data.clear.type': 'Type {word} to confirm',
	'data.clear.confirm': 'Clear all data',
	'data.clear.working': 'Clearing…',
	'data.clear.done': 'All data was cleared. Rumo is empty, as on the first day.',
	'data.state.not_started.title': 'Storage not started',
	'data.state.not_started.body': 'Rumo could not open its storage in this browser, so nothing can be read or saved right now. Reload the page; if this keeps happening, reset the local data (export first whatever can be read).',
	'data.state.blocked.title': 'Waiting for another Rumo tab',
	'data.state.blocked.body': 'Another tab has an older version of Rumo open and holds its storage. Close the other Rumo tabs, or reload them; this one carries on by itself.',
	'data.state.corrupted.title': 'Storage corrupted',
	'data.state.corrupted.body': 'Some of the data Rumo keeps failed its integrity check. Export what can be read, then restore a backup (Settings → Storage) or reset the local data.',
	'data.state.full.title': 'Storage full',
	'data.state.full.body': 'Your browser storage is full: the last change was not saved, and nothing half-written was kept. Export a backup, then free space — delete what you no longer need here, or clear other sites’ data.',
	'data.state.details': 'What was found',
	'data.state.export': 'Export what can be read',
	'data.state.reset': 'Reset local data',
	'data.state.check': 'Check again',
	'data.state.dismiss': 'Dismiss',
	'data.state.recovered': 'Storage is working again.',
	'data.state.resetFailed': 'The local data could not be reset. Close the other Rumo tabs and try again.',
	'data.state.exportFailed': 'Nothing could be read right now.',
	'data.saving': 'Saving…',

	// The radar's system notifications, sent from any screen while the app is open.
	'radar.notify.title': 'Radar: a posting scored {score}',
	'radar.notify.many.one': 'Radar: {count} new alert',
	'radar.notify.many.other': 'Radar: {count} new alerts',
	'radar.notify.manyBody': 'Open Rumo to see them on the radar.'
} as const;
