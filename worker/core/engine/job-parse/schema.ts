import { z } from 'zod';

/** Longest pasted posting the parser takes (CONTRACT.md: pasted text 200,000 characters → 413). */
export const MAX_TEXT_CHARS = 200_000;

// Metadata the user typed: trimmed, bounded, and an empty field means "not given".
const field = (max: number, what: string) =>
	z
		.string()
		.trim()
		.max(max, `Use at most ${max} characters for the ${what}.`)
		.transform((value) => value || undefined)
		.optional();

/** What the user says about a posting; each given field wins over what the parser reads. */
export const JobMetadata = z.strictObject({
	title: field(200, 'title'),
	company: field(200, 'company'),
	location: field(200, 'location'),
	source: field(100, 'source')
});
export type JobMetadata = z.infer<typeof JobMetadata>;

export const WorkMode = z.enum(['remote', 'hybrid', 'onsite']);
export type WorkMode = z.infer<typeof WorkMode>;

export const Seniority = z.enum(['intern', 'junior', 'mid', 'senior', 'lead', 'principal']);
export type Seniority = z.infer<typeof Seniority>;

/** CLT counts as full-time and PJ as contract (MANIFEST.md); the Brazilian regime is kept in `contractRegime`. */
export const EmploymentType = z.enum(['full-time', 'part-time', 'contract', 'internship', 'temporary']);
export type EmploymentType = z.infer<typeof EmploymentType>;

export const ContractRegime = z.enum(['clt', 'pj']);
export type ContractRegime = z.infer<typeof ContractRegime>;

/**
 * `unknown`: the page gives an amount and no period (schema.org's `baseSalary` with no `unitText`):
 * the amount is kept, and nothing compares it with pay per month or per year.
 */
export const SalaryPeriod = z.enum(['hour', 'day', 'week', 'month', 'year', 'unknown']);
export type SalaryPeriod = z.infer<typeof SalaryPeriod>;

/**
 * Pay as the posting states it: plain numbers (`R$ 7 mil` → 7000), an ISO 4217 currency and the
 * period. "Up to 5,000" has only `max`, "from 3,000" only `min`; a single figure sets both.
 */
export const Salary = z
	.object({
		min: z.number().nonnegative().nullable(),
		max: z.number().nonnegative().nullable(),
		currency: z.string().regex(/^[A-Z]{3}$/, 'Use an ISO 4217 currency code.'),
		period: SalaryPeriod
	})
	.refine((salary) => salary.min !== null || salary.max !== null, 'A salary needs a minimum or a maximum.')
	.refine((salary) => salary.min === null || salary.max === null || salary.min <= salary.max, 'The minimum is above the maximum.');
export type Salary = z.infer<typeof Salary>;

/**
 * A canonical skill (the taxonomy's name) and the line of the posting that asks for it, quoted
 * exactly. A requirement the person added themselves has `origin: "person"` and no quote to show;
 * one the AI read in the posting and the person added (issue 17) has `origin: "ai"` and the line it
 * quotes, checked against the stored posting when it is added.
 */
export const JobSkill = z.object({ name: z.string(), evidence: z.string(), origin: z.enum(['posting', 'person', 'ai']).optional() });
export type JobSkill = z.infer<typeof JobSkill>;

export const InferredFact = z.enum(['seniority', 'workMode']);
export type InferredFact = z.infer<typeof InferredFact>;

export const ExtractedJob = z.object({
	title: z.string().nullable(),
	company: z.string().nullable(),
	location: z.string().nullable(),
	workMode: WorkMode.nullable(),
	seniority: Seniority.nullable(),
	employmentType: EmploymentType.nullable(),
	contractRegime: ContractRegime.nullable(),
	salary: Salary.nullable(),
	requiredSkills: z.array(JobSkill),
	niceToHaveSkills: z.array(JobSkill),
	/**
	 * Skills the posting names in its duties or its introduction, beside a requirements list that
	 * does not repeat them ("You will build services with FastAPI"): what the job works with, counted
	 * below what it asks for. Absent on jobs stored before it existed.
	 */
	mentionedSkills: z.array(JobSkill).optional(),
	minYearsExperience: z.number().int().min(0).max(60).nullable(),
	responsibilities: z.array(z.string()),
	url: z.string().nullable(),
	source: z.string().nullable(),
	/**
	 * The facts the posting does not state but Rumo assumed (a level from the years asked or the
	 * usual one, on-site from a city with no word about remote work): shown as "not stated —
	 * assumed". Absent on jobs stored before it existed.
	 */
	inferred: z.array(InferredFact).optional(),
	/**
	 * When the posting was published and until when it takes applications, as its page declares them
	 * (schema.org `datePosted`, `validThrough`): `YYYY-MM-DD`, or an ISO 8601 UTC time when the page
	 * gives a time with its zone. Absent when the page does not say, and on jobs stored before.
	 */
	datePosted: z.string().nullable().optional(),
	validThrough: z.string().nullable().optional(),
	/** Where applicants must live, as the page names it (schema.org `applicantLocationRequirements`: "USA", "São Paulo"). Absent when it does not say. */
	applicantLocations: z.array(z.string()).optional()
});
export type ExtractedJob = z.infer<typeof ExtractedJob>;

/**
 * What a page says about its posting in structured form (schema.org JobPosting, meta tags):
 * it wins over what the parser reads from the text, and loses to the user's metadata.
 */
export const JobHints = ExtractedJob.partial();
export type JobHints = z.infer<typeof JobHints>;

export const Warning = z.object({ code: z.string(), message: z.string() });
export type Warning = z.infer<typeof Warning>;

export const JobLanguage = z.enum(['en', 'pt']);

/** What the pure parser returns for a text; the route adds id and createdAt and stores it. */
export const ParsedJob = z.object({
	language: JobLanguage,
	confidence: z.number().min(0).max(1),
	warnings: z.array(Warning),
	job: ExtractedJob,
	/** The posting as plain text, normalised: what the evidence quotes. */
	text: z.string()
});
export type ParsedJob = z.infer<typeof ParsedJob>;

/** One posting a page lists: its title and, when the page links it, its address (to read it as a job). */
export const ListedPosting = z.object({ title: z.string(), url: z.string().nullable(), company: z.string().nullable(), location: z.string().nullable() });
export type ListedPosting = z.infer<typeof ListedPosting>;
