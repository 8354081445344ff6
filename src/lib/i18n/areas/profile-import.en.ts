/** English of this area (see ../en.ts): importing a JSON Resume, a LinkedIn data export or a Europass CV on the Profile screen, and the details (basics) a file proposes (issue 28). */
export const profileImportEn = {
	'profile.import.kind.europass': 'A Europass CV (its XML or JSON)',
	'profile.import.kind.linkedin': 'Your LinkedIn data export (a ZIP file: choose it below)',
	'profile.import.file': 'Or import a file',
	'profile.import.file.hint': 'A JSON Resume (.json), your LinkedIn data export (.zip) or a Europass CV (.xml or .json). The file is read on this device; nothing is added until you choose.',
	'profile.import.file.reading': 'Reading {name}…',

	// Why a file was refused (the core's params.reason), in words a person can act on.
	'profile.import.problem.not_linkedin': 'This ZIP is not a LinkedIn data export: it has none of its files (Profile.csv, Positions.csv, Skills.csv…). On LinkedIn, go to Settings → Data privacy → Get a copy of your data, then import the ZIP it sends you.',
	'profile.import.problem.damaged_zip': 'This ZIP file is damaged or is not a ZIP archive. Download your LinkedIn data again and import the ZIP as it came.',
	'profile.import.problem.not_europass': 'This is not a Europass CV: it has no SkillsPassport. Export your CV from Europass as XML (or the JSON beside it), then import that file.',
	'profile.import.problem.invalid_xml': 'This XML file cannot be read (it is broken, or declares a DOCTYPE, which Rumo does not read for safety). Export the file again and import it as it was saved.',
	'profile.import.problem.unsupported_file': 'Rumo imports a JSON Resume (.json), a LinkedIn data export (.zip) or a Europass CV (.xml or .json) here. To read a resume in PDF or Word, open the Resume screen.',
	'profile.import.problem.linkedin_is_a_file': 'A LinkedIn data export is a ZIP file: choose the file below instead of pasting text.',

	// What an import cut or left out, said beside the review.
	'profile.import.warning.too_many_skills.one': 'This file lists {count} skill; Rumo proposes the first {max}. Add any other you need by hand.',
	'profile.import.warning.too_many_skills.other': 'This file lists {count} skills; Rumo proposes the first {max}. Add any other you need by hand.',
	'profile.import.warning.too_many_items.one': 'This file holds {count} item; Rumo proposes the first {max}. Import the rest from a smaller file, or add them by hand.',
	'profile.import.warning.too_many_items.other': 'This file holds {count} items; Rumo proposes the first {max}. Import the rest from a smaller file, or add them by hand.',
	'profile.import.warning.too_many_keywords.one': 'An entry of this file lists {count} keyword; Rumo keeps the first {max}.',
	'profile.import.warning.too_many_keywords.other': 'An entry of this file lists {count} keywords; Rumo keeps the first {max}.',
	'profile.import.warning.text_cut': 'Some descriptions in this file are longer than {max} characters; Rumo keeps the beginning of each.',
	'profile.import.warning.url_left_out': 'Left out what is not a web address (starting with http:// or https://): {where}. Add the address in your profile if you need it.',
	'profile.import.warning.email_left_out': 'Left out the email “{email}”: it is not an email address. Type it in your details if it is yours.',

	// The details a file proposes, reviewed before they replace anything.
	'profile.import.basics.title': 'Your details in this file',
	'profile.import.basics.lead': 'Choose the details to use. A detail you already have is only replaced if you tick it.',
	'profile.import.basics.now': 'Now: {value}',
	'profile.import.basics.include': 'Use {field}',
	'profile.import.basics.use': 'Use the selected details',
	'profile.import.basics.used': 'Used',
	'profile.import.basics.links': 'Links',
	'profile.import.basics.linksAdded': 'added to your links',

	// What a file said an item is (JSON Resume's own sections), on its card in the review.
	'profile.item.kind.volunteer': 'Volunteering',
	'profile.item.kind.award': 'Award',
	'profile.item.kind.publication': 'Publication',
	'profile.item.kind.interest': 'Interest',
	'profile.item.kind.reference': 'Reference',

	'fidelity.origin.linkedin': 'From your LinkedIn data',
	'fidelity.origin.linkedin.section': 'From your LinkedIn data — {section} section',
	'fidelity.origin.europass': 'From your Europass CV',
	'fidelity.origin.europass.section': 'From your Europass CV — {section} section',
	'fidelity.section.volunteer': 'Volunteering',
	'fidelity.section.interests': 'Interests',
	'fidelity.section.references': 'References'
} as const;
