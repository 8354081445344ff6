import { z } from 'zod';

/** `YYYY-MM`, or `YYYY` when the document shows only the year. */
export const MonthOrYear = z.string().regex(/^\d{4}(-(0[1-9]|1[0-2]))?$/, 'Use YYYY-MM or YYYY');

export const Evidence = z.object({ text: z.string(), section: z.string() });

export const ResumeSkill = z.object({
	name: z.string(),
	category: z.string(),
	evidence: z.array(Evidence)
});

/** Codes of `doubtsAbout` (parse/experience.ts); the review words each in the person's language. */
export const ExperienceDoubt = z.enum(['no_title', 'no_company', 'no_dates', 'title_reads_as_employer', 'reads_as_sentence']);
export type ExperienceDoubt = z.infer<typeof ExperienceDoubt>;

export const Experience = z.object({
	title: z.string(),
	company: z.string(),
	location: z.string().nullable(),
	start: MonthOrYear.nullable(),
	end: MonthOrYear.nullable(),
	current: z.boolean(),
	bullets: z.array(z.string()),
	skills: z.array(z.string()),
	/** An internship, teaching assistantship or other academic role: not counted as paid experience. */
	internship: z.boolean().default(false),
	/** The lines of the document the entry's title, employer, dates and place were read from, as written. */
	lines: z.array(z.string()).optional(),
	/** Why the reader is not sure of the entry (absent when it is): proposed for checking, never pre-selected. */
	doubts: z.array(ExperienceDoubt).optional()
});

export const Education = z.object({
	degree: z.string(),
	institution: z.string(),
	start: MonthOrYear.nullable(),
	end: MonthOrYear.nullable()
});

export const Certification = z.object({ name: z.string(), issuer: z.string().nullable(), year: z.string().nullable() });
export const Language = z.object({ name: z.string(), level: z.string().nullable() });
export const Project = z.object({ name: z.string(), description: z.string(), url: z.string().nullable(), skills: z.array(z.string()) });

export const Basics = z.object({
	name: z.string().nullable(),
	email: z.string().nullable(),
	/** Normalised with its country code, as the truth files write it: `+55 31 90000-0318`, `+1 773-555-0112`. */
	phone: z.string().nullable(),
	location: z.string().nullable(),
	links: z.array(z.string()),
	headline: z.string().nullable(),
	summary: z.string().nullable()
});

export const ExtractedProfile = z.object({
	basics: Basics,
	skills: z.array(ResumeSkill),
	experiences: z.array(Experience),
	education: z.array(Education),
	certifications: z.array(Certification),
	languages: z.array(Language),
	projects: z.array(Project)
});
export type ExtractedProfile = z.infer<typeof ExtractedProfile>;

/** A non-fatal condition; `params` fill the sentence the UI writes from `code`. */
export const Warning = z.object({ code: z.string(), message: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])).optional() });
export type Warning = z.infer<typeof Warning>;

export const FieldConfidence = z.object({
	basics: z.number().min(0).max(1),
	skills: z.number().min(0).max(1),
	experiences: z.number().min(0).max(1),
	education: z.number().min(0).max(1)
});

/** What the pure parser returns for a text; the route adds id, source and storage. */
/** The language a resume is written in; Spanish is read in part (contact, dates, skills). */
export const ResumeLanguage = z.enum(['en', 'pt', 'es']);

export const ParsedResume = z.object({
	language: ResumeLanguage,
	confidence: z.number().min(0).max(1),
	warnings: z.array(Warning),
	profile: ExtractedProfile,
	fieldConfidence: FieldConfidence,
	yearsExperience: z.number().nullable()
});
export type ParsedResume = z.infer<typeof ParsedResume>;
