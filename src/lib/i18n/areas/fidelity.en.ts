/** English messages of one area (see ../en.ts); pt-BR ones in fidelity.pt.ts. */
export const fidelityEn = {
	// Dates as a person writes them (src/lib/format/dates.ts).
	'fidelity.period.present': 'present',
	'fidelity.period.until': 'until {date}',

	// A skill titled in the person's words, and the taxonomy's name it is matched by.
	'fidelity.matches': 'matches: {names}',

	// Where a quote comes from (src/lib/format/evidence-origin.ts).
	'fidelity.origin.resume': 'From your resume',
	'fidelity.origin.resume.section': 'From your resume — {section} section',
	'fidelity.origin.academic': 'From your academic record',
	'fidelity.origin.academic.section': 'From your academic record — {section} section',
	'fidelity.origin.portfolio': 'From your portfolio',
	'fidelity.origin.portfolio.section': 'From your portfolio — {section} section',
	'fidelity.origin.json-resume': 'From your JSON Resume file',
	'fidelity.origin.json-resume.section': 'From your JSON Resume file — {section} section',
	'fidelity.origin.certificate': 'From a certificate you pasted',
	'fidelity.origin.notes': 'From your notes',
	'fidelity.origin.manual': 'Added by you',
	'fidelity.origin.ai': 'Suggested by AI from your own text',
	'fidelity.origin.profile': 'From your profile — {item}',
	'fidelity.origin.profile.by': 'From your profile — {item} ({by})',
	'fidelity.origin.other': 'From your own records',
	'fidelity.item.skill': 'a skill',
	'fidelity.item.experience': 'an experience',
	'fidelity.item.education': 'an education entry',
	'fidelity.item.project': 'a project',
	'fidelity.item.certification': 'a certification',
	'fidelity.item.language': 'a language',
	'fidelity.item.link': 'a link',
	'fidelity.item.achievement': 'an achievement',
	'fidelity.item.item': 'an item',
	'fidelity.by.manual': 'added by you',
	'fidelity.by.extracted': 'read from a document, confirmed by you',
	'fidelity.by.imported': 'imported, confirmed by you',
	'fidelity.by.ai': 'suggested by AI, confirmed by you',
	'fidelity.section.publications': 'Publications',
	'fidelity.section.awards': 'Awards and honours',
	'fidelity.section.courses': 'Complementary education',
	'fidelity.section.keywords': 'Keywords',

	// The tailor's inline word diff, for screen readers (struck and added words are not read as such).
	'fidelity.diff.removed': 'removed:',
	'fidelity.diff.added': 'added:',
	'fidelity.review.unsure': 'Check this one: the reader was not sure how to read it.',
	'fidelity.review.readFrom': 'Read from these lines of your resume:',
	'fidelity.review.doubts': 'Check this one — {reasons}.',
	'fidelity.doubt.no_title': 'no job title was found',
	'fidelity.doubt.no_company': 'no employer was found',
	'resume.warning.entries_left_out.one': '1 entry of the experience section did not name a role at an employer (a heading, a table or a course), so it was left out. If it is a job, add it in your profile.',
	'resume.warning.entries_left_out.other': '{count} entries of the experience section did not name a role at an employer (headings, tables or courses), so they were left out. If any is a job, add it in your profile.',
	'fidelity.doubt.no_dates': 'no dates were found',
	'fidelity.doubt.title_reads_as_employer': 'the title reads like an employer’s name',
	'fidelity.doubt.reads_as_sentence': 'this may be part of a sentence rather than a job'
} as const;
