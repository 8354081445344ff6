/** English of this area (see ../en.ts): the Sources and Capture screen, its extension panel and source directory. */
export const sourcesEn = {
	'nav.sources': 'Sources',
	'sources.title': 'Sources and capture',
	'sources.intro': 'Bring postings into Rumo: paste one, save a link, import a spreadsheet, or capture a page you opened with the browser extension. Everything stays on this computer.',
	'sources.jump': 'On this page',
	'sources.section.inbox': 'Inbox',
	'sources.section.extension': 'Browser extension',
	'sources.section.directory': 'Source directory'
} as const;
