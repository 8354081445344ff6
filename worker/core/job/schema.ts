import { z } from 'zod';
import { JobLanguage, JobMetadata, ListedPosting, ParsedJob } from '../engine/job-parse/schema';

/** The parser's output types live with the parser (engine); the API's request and stored shapes are here. */
export * from '../engine/job-parse/schema';

const HttpUrl = z
	.string()
	.trim()
	.max(2048, 'Use a link of at most 2,048 characters.')
	.refine((value) => /^https?:\/\/[^\s/]+/i.test(value) && URL.canParse(value), 'Use an http(s) link.');

/**
 * `{ text, url? }`, `{ url }` or `{ html, url? }`, each with optional metadata (CONTRACT.md, Job). With
 * text, `url` is the address it was copied from (an inbox item's or a capture's link): kept as the
 * job's link and identity, never fetched.
 */
export const JobExtractRequest = z.union(
	[
		z.strictObject({ text: z.string({ error: 'Paste the job text.' }), url: HttpUrl.optional(), metadata: JobMetadata.optional() }),
		z.strictObject({ url: HttpUrl, metadata: JobMetadata.optional() }),
		z.strictObject({ html: z.string({ error: 'Send the page HTML.' }), url: HttpUrl.optional(), metadata: JobMetadata.optional() })
	],
	{ error: 'Send the job as {"text": "..."}, {"url": "https://..."} or {"html": "...", "url"?: "https://..."}.' }
);
export type JobExtractRequest = z.infer<typeof JobExtractRequest>;

/**
 * `POST /job/extract` on a page that lists several postings (several schema.org JobPostings, or a
 * careers page of job links) → `200` with this instead of a job: nothing is stored; each posting
 * is read on its own. `count` counts every posting found; `postings` holds the first 100.
 */
export const JobListing = z.object({
	listing: z.object({ count: z.number().int().min(2), postings: z.array(ListedPosting) }),
	/** The listing page's address, when it was read from a link or given with the HTML. */
	url: z.string().nullable()
});
export type JobListing = z.infer<typeof JobListing>;

export const JobExtraction = ParsedJob.extend({
	id: z.string(),
	createdAt: z.string(),
	/** When it was last read again or corrected; absent on jobs never changed since their first read. */
	updatedAt: z.string().optional(),
	/** Every change increments it; `PATCH /job/{id}` may send it to refuse a stale edit. */
	version: z.number().int().min(1).optional()
});
export type JobExtraction = z.infer<typeof JobExtraction>;

/**
 * A stored job: how a re-read finds it (its canonical link, its text's hash), what the person said
 * about it (their metadata wins on every later read) and whether they corrected its requirements
 * (then their lists are kept when it is read again).
 */
export type StoredJob = JobExtraction & {
	canonicalUrl?: string | null;
	textHash?: string;
	metadata?: JobMetadata;
	skillsEditedAt?: string;
};

/** A job's analyses, newest first: enough to show the score and open one. */
export const JobAnalysisRef = z.object({ id: z.string(), score: z.number().int().min(0).max(100), createdAt: z.string(), resumeId: z.string().nullable() });
export type JobAnalysisRef = z.infer<typeof JobAnalysisRef>;

/** One line of "Your jobs" (CONTRACT.md, Documents). */
export const JobSummary = z.object({
	id: z.string(),
	title: z.string().nullable(),
	company: z.string().nullable(),
	location: z.string().nullable(),
	url: z.string().nullable(),
	source: z.string().nullable(),
	language: JobLanguage,
	confidence: z.number().min(0).max(1),
	createdAt: z.string(),
	updatedAt: z.string(),
	requiredSkills: z.number().int(),
	niceToHaveSkills: z.number().int(),
	analyses: z.array(JobAnalysisRef)
});
export type JobSummary = z.infer<typeof JobSummary>;

export const JobList = z.object({ items: z.array(JobSummary), total: z.number().int(), nextCursor: z.string().nullable() });
export type JobList = z.infer<typeof JobList>;

// A skill the person names: as text, or as the object the API returned. Its other fields are ignored
// (a quote comes from the stored posting, never from the request) except an AI suggestion's quote
// (`origin: "ai"`, issue 17), which is kept only when the stored posting writes it and it names the skill.
const SkillName = z
	.union([z.string(), z.object({ name: z.string(), evidence: z.string().optional(), origin: z.string().optional() })], {
		error: 'Give each requirement as a name, or as {"name": "..."}.'
	})
	.transform((value, ctx) => {
		const name = (typeof value === 'string' ? value : value.name).trim();
		if (!name) ctx.addIssue({ code: 'custom', message: 'A requirement needs a name.' });
		else if (name.length > 120) ctx.addIssue({ code: 'custom', message: 'Use at most 120 characters for a requirement.' });
		else return { name, aiQuote: typeof value === 'object' && value.origin === 'ai' && value.evidence?.trim() ? value.evidence.trim().slice(0, 4000) : null };
		return z.NEVER;
	});
export type SkillName = z.infer<typeof SkillName>;

/**
 * `PATCH /job/{id}`: the person's corrections of what the posting asks for, as the whole lists, and
 * of its title and company where Rumo read them wrong or could not tell (issue 26). A later analysis
 * compares these; what is made from the job from then on (applications, letters, files) names it so.
 */
export const JobSkillsUpdate = z
	.strictObject({
		requiredSkills: z.array(SkillName).max(200, 'Keep at most 200 required skills.').optional(),
		niceToHaveSkills: z.array(SkillName).max(200, 'Keep at most 200 nice-to-have skills.').optional(),
		title: z.string().trim().min(1, 'Give the job a title.').max(200, 'Use at most 200 characters for the title.').optional(),
		company: z.string().trim().max(200, 'Use at most 200 characters for the company.').optional(),
		version: z.number().int().min(1).optional()
	})
	.refine((patch) => patch.requiredSkills !== undefined || patch.niceToHaveSkills !== undefined || patch.title !== undefined || patch.company !== undefined, {
		error: 'Send "requiredSkills", "niceToHaveSkills", "title" or "company".'
	});
export type JobSkillsUpdate = z.infer<typeof JobSkillsUpdate>;
