/**
 * The document an export writes (issue 16): what the person's resume (or confirmed profile) says,
 * with a tailoring's accepted suggestions applied, laid out as one ATS-safe column. Built by
 * compose.ts; written by the renderers (markdown, JSON Resume, DOCX, PDF), which add no words of
 * their own but the section headings and the date format of `language`.
 */

export type HeadingLanguage = 'en' | 'pt-BR';
export type Paper = 'a4' | 'letter';
/** `classic`: roomy; `compact`: tighter spacing and smaller type, for a resume that should fit fewer pages. */
export type Variant = 'classic' | 'compact';

export type DatedEntry = {
	/** YYYY-MM or YYYY, as the resume gave it; the renderers format it for `language`. */
	start: string | null;
	end: string | null;
	/** "Present" / "atual" instead of an end date. */
	current: boolean;
};

export type ExperienceEntry = DatedEntry & { title: string; company: string; location: string | null; bullets: string[] };
export type EducationEntry = DatedEntry & { degree: string; institution: string };
export type ProjectEntry = { name: string; description: string; url: string | null };

export type DocumentSection =
	| { kind: 'summary'; text: string }
	| { kind: 'experience'; entries: ExperienceEntry[] }
	| { kind: 'education'; entries: EducationEntry[] }
	| { kind: 'skills'; items: string[] }
	| { kind: 'certifications'; items: string[] }
	| { kind: 'languages'; items: string[] }
	| { kind: 'projects'; entries: ProjectEntry[] }
	/** Lines of the resume no structured section holds (awards, volunteering…), kept as written under their own heading. */
	| { kind: 'other'; heading: string; lines: string[] };

export type ResumeDocument = {
	name: string;
	headline: string | null;
	/** Email, phone, location and links, in that order: only those the person kept. */
	contact: string[];
	sections: DocumentSection[];
	/** The language of the headings and of "Present"; the content stays in its own words. */
	language: HeadingLanguage;
	/**
	 * The contact items one by one, for structured formats (JSON Resume): the same items `contact`
	 * shows, as Rumo reads them (the phone with its country code, the place with its country, links
	 * with https://). Absent when a document is built by hand; page renderers need only `contact`.
	 */
	basics?: { email: string | null; phone: string | null; location: string | null; links: string[] };
	/** The file's title when it is not "<name> — Resume" (a cover letter, letter.ts). */
	title?: string;
};

export type RenderOptions = { paper: Paper; variant: Variant };

export type ExportFormat = 'docx' | 'pdf' | 'json' | 'md';
