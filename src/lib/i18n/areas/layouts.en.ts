/** English messages of one area (see ../en.ts); pt-BR ones in layouts.pt.ts. Resumes of other layouts and languages. */
export const layoutsEn = {
	// A resume written in Spanish: what Rumo read of it (warning code "language_partial").
	'layouts.warning.language_partial': 'This resume is in Spanish: Rumo read its contact details, dates and skills; the rest of the analysis is tuned for English and Portuguese.',
	'layouts.lang.es': 'Spanish'
} as const;
