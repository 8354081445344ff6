import { z } from 'zod';

/** `YYYY-MM`, or `YYYY` when the document shows only the year. */
export const MonthOrYear = z.string().regex(/^\d{4}(-(0[1-9]|1[0-2]))?$/, 'Use YYYY-MM or YYYY');

export const Evidence = z.object({ text: z.string(), section: z.string() });

export const ResumeSkill = z.object({
	name: z.string(),
	category: z.string(),
	evidence: z.array(Evidence)
});

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
	internship: z.boolean().default(false)
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

export const Warning = z.object({ code: z.string(), message: z.string() });
export type Warning = z.infer<typeof Warning>;

export const FieldConfidence = z.object({
	basics: z.number().min(0).max(1),
	skills: z.number().min(0).max(1),
	experiences: z.number().min(0).max(1),
	education: z.number().min(0).max(1)
});

/** What the pure parser returns for a text; the route adds id, source and storage. */
export const ParsedResume = z.object({
	language: z.enum(['en', 'pt']),
	confidence: z.number().min(0).max(1),
	warnings: z.array(Warning),
	profile: ExtractedProfile,
	fieldConfidence: FieldConfidence,
	yearsExperience: z.number().nullable()
});
export type ParsedResume = z.infer<typeof ParsedResume>;

export const SourceKind = z.enum(['text', 'pdf', 'docx', 'txt', 'md']);
export const ResumeSource = z.object({ kind: SourceKind, name: z.string().nullable(), pages: z.number().int().nullable() });

export const ResumeExtraction = ParsedResume.extend({
	id: z.string(),
	text: z.string(),
	source: ResumeSource,
	createdAt: z.string()
});
export type ResumeExtraction = z.infer<typeof ResumeExtraction>;

export type ResumeSummary = Pick<ResumeExtraction, 'id' | 'createdAt' | 'language' | 'confidence' | 'source'> & {
	name: string | null;
	headline: string | null;
};
