/**
 * The portfolio: one view of what the person can show — projects and links from the profile, and
 * repositories and folders analysed on /repository — each with where it came from, whether it is
 * public, the skills it proves (quoted, a repository's by file and line) and which open
 * applications in the tracker ask for those skills. Read-only: it stores nothing of its own, so it
 * can never disagree with the profile, the analyses or the tracker it is read from.
 */
import { z } from 'zod';
import { TrackerStatus } from '../tracker';

export const PortfolioEntryKind = z.enum(['project', 'link', 'repository', 'folder']);
export type PortfolioEntryKind = z.infer<typeof PortfolioEntryKind>;

/**
 * One quote that shows a skill: a profile item's words, or a repository's file and line. A
 * repository's proof keeps the analysis' `code` and `params`, so the screen says it in the
 * person's language; `text` is the English sentence (and the words of a profile quote).
 */
export const PortfolioProof = z.object({
	text: z.string(),
	path: z.string().nullable(),
	line: z.number().int().nullable(),
	code: z.string().nullable(),
	params: z.record(z.string(), z.union([z.string(), z.number()]))
});
export type PortfolioProof = z.infer<typeof PortfolioProof>;

export const PortfolioSkill = z.object({
	name: z.string(),
	proofs: z.array(PortfolioProof),
	/** For a repository or folder: whether the person already added this skill to the profile from it. */
	inProfile: z.boolean()
});
export type PortfolioSkill = z.infer<typeof PortfolioSkill>;

/** An open application the entry helps with: the skills it asks for that the entry proves. */
export const PortfolioHelp = z.object({
	trackerJobId: z.string(),
	title: z.string(),
	company: z.string(),
	status: TrackerStatus,
	skills: z.array(z.string()),
	/** Whether one of those skills is required (not only nice to have). */
	required: z.boolean()
});
export type PortfolioHelp = z.infer<typeof PortfolioHelp>;

export const PortfolioEntry = z.object({
	/** `item:<profile item id>`, `link:<n>` (a link of the profile's basics) or `analysis:<analysis id>`. */
	id: z.string(),
	kind: PortfolioEntryKind,
	title: z.string(),
	detail: z.string(),
	url: z.string().nullable(),
	/** Whether it may be shown to others: a local folder and evidence the person marked private are not. */
	public: z.boolean(),
	/** Where it came from: the profile (with the item's origin) or an analysis (a code host, a local folder). */
	from: z.enum(['profile', 'repository', 'folder']),
	origin: z.enum(['manual', 'extracted', 'imported', 'ai']).nullable(),
	host: z.string().nullable(),
	profileItemId: z.string().nullable(),
	analysisId: z.string().nullable(),
	skills: z.array(PortfolioSkill),
	/** A project or repository whose words name no skill Rumo can read: it proves nothing until the person says what. */
	ambiguous: z.boolean(),
	/** The open applications it helps with, those with a required skill first; at most MAX_HELPS. */
	helps: z.array(PortfolioHelp),
	helpsTotal: z.number().int(),
	/** When it last changed (the item's update, the analysis' reading). */
	updatedAt: z.string().nullable()
});
export type PortfolioEntry = z.infer<typeof PortfolioEntry>;

/** A skill the portfolio proves, across entries: reusable evidence for any application. */
export const PortfolioSkillSummary = z.object({
	name: z.string(),
	/** Ids of the entries that prove it. */
	entries: z.array(z.string()),
	/** Whether at least one public entry proves it. */
	public: z.boolean(),
	/** Open applications that ask for it. */
	jobs: z.number().int()
});
export type PortfolioSkillSummary = z.infer<typeof PortfolioSkillSummary>;

export const Portfolio = z.object({
	entries: z.array(PortfolioEntry),
	skills: z.array(PortfolioSkillSummary),
	/** How many open applications were compared. */
	openApplications: z.number().int()
});
export type Portfolio = z.infer<typeof Portfolio>;

export const MAX_HELPS = 20;

export const PortfolioQuery = z.object({ kind: PortfolioEntryKind.optional() });
export type PortfolioQuery = z.output<typeof PortfolioQuery>;

const webAddress = z
	.string()
	.trim()
	.max(2048, 'At most 2,048 characters.')
	.refine((v) => /^https?:\/\//i.test(v) && URL.canParse(v), 'Give the full address, starting with https://.');

export const LinkCheckRequest = z.strictObject({ url: webAddress });

/** Whether a portfolio link still answers: a page, or the reason it does not (`status_404`, `timeout`…). */
export const LinkCheck = z.object({ url: z.string(), available: z.boolean(), reason: z.string().nullable(), checkedAt: z.string() });
export type LinkCheck = z.infer<typeof LinkCheck>;
