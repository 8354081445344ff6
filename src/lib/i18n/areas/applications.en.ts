/**
 * English messages of the Applications board on /applications.
 * See ../en.ts and map.ts; the pt-BR ones are in the .pt.ts beside this file.
 */
export const applicationsEn = {
	'apps.title': 'Applications',
	'apps.lead': 'Every job you are considering or applied to, by stage. Drag a card or use its status menu to move it.',
	'apps.new': 'New application',
	'apps.search': 'Search applications',
	'apps.searchPlaceholder': 'Title, company, notes…',
	'apps.empty.title': 'No applications yet',
	'apps.empty.body': 'Add a job you saved or applied to. Rumo keeps its stage, dates, link and notes, and counts your progress for you.',
	'apps.empty.cta': 'Add your first application',
	'apps.noResults': 'No application matches "{q}".',
	'apps.clearSearch': 'Clear search',
	'apps.column.count': '{count} in {status}',
	'apps.column.empty': 'Nothing here',
	'apps.card.status': 'Stage of {title}',
	'apps.card.open': 'Open {title}',
	'apps.card.match': 'Match {score}',
	'apps.card.dragHint': 'Drag to another column',
	'apps.moved': 'Moved "{title}" to {status}.',
	'apps.moveFailed': 'Could not move "{title}": {reason} It is back in {status}.',
	'apps.created': 'Added "{title}".',
	'apps.saved': 'Saved your changes.',
	'apps.deleted': 'Deleted "{title}".',
	'apps.loadError': 'Your applications could not be loaded.',
	'apps.stages.label': 'Stages',
	'apps.stages.scrollHint.one': 'The board scrolls sideways. Pick a stage above to jump to it.',
	'apps.stages.scrollHint.other': 'The board scrolls sideways: all {count} stages are there. Pick a stage above to jump to it.',
	'apps.conflict': 'This application changed in another tab or window. We loaded the latest version; make your change again.',
	'apps.gone': 'This application no longer exists; it may have been deleted in another tab.',

	'apps.card.matchLink': 'Match {score}: open the analysis of {title}'
} as const;
