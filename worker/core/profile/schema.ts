import { z } from 'zod';
import { ExperienceDoubt } from '../resume/schema';
import { storedEnd } from './ongoing';

export const PROFILE_ITEM_TYPES = ['skill', 'experience', 'education', 'project', 'certification', 'language', 'link', 'achievement'] as const;
export const ProfileItemType = z.enum(PROFILE_ITEM_TYPES);
export type ProfileItemType = z.infer<typeof ProfileItemType>;

export const ItemOrigin = z.enum(['manual', 'extracted', 'imported', 'ai']);

const monthOrYear = z.string().regex(/^\d{4}(-(0[1-9]|1[0-2]))?$/, 'Use YYYY-MM or YYYY');
/** An end date: YYYY-MM or YYYY, or a word for "still going on" ("present", "atual"), kept as no end. */
const endDate = z.preprocess((value) => (typeof value === 'string' ? storedEnd(value) : value), monthOrYear.nullable());
const text = (max: number) => z.string().trim().max(max);

const httpUrl = z
	.string()
	.trim()
	.max(2048)
	.refine((v) => /^https?:\/\//i.test(v) && URL.canParse(v), 'Use a full web address starting with https://');

/** Where a profile item comes from. `public` evidence may be shown to others; private stays local. */
export const ItemEvidence = z.object({
	text: text(4000).min(1, 'Quote the evidence.'),
	source: text(200).default('manual'),
	public: z.boolean().default(false),
	url: httpUrl.nullable().default(null)
});
export type ItemEvidence = z.infer<typeof ItemEvidence>;

const itemFields = {
	type: ProfileItemType,
	title: text(300).min(1, 'Give the item a title.'),
	detail: text(10_000).default(''),
	organization: text(300).nullable().default(null),
	start: monthOrYear.nullable().default(null),
	end: endDate.default(null),
	skills: z.array(text(120).min(1)).max(200).default([]),
	evidence: z.array(ItemEvidence).max(50).default([]),
	origin: ItemOrigin.default('manual')
};

export const ProfileItemInput = z.strictObject(itemFields);
export type ProfileItemInput = z.input<typeof ProfileItemInput>;

/** One item, or several reviewed candidates added together in one transaction. */
export const ProfileItemsCreate = z.union([ProfileItemInput, z.strictObject({ items: z.array(ProfileItemInput).min(1).max(1000) })]);

export const ProfileItemUpdate = z
	.strictObject({
		type: itemFields.type,
		title: itemFields.title,
		detail: text(10_000),
		organization: text(300).nullable(),
		start: monthOrYear.nullable(),
		end: endDate,
		skills: z.array(text(120).min(1)).max(200),
		evidence: z.array(ItemEvidence).max(50)
	})
	.partial()
	.extend({ version: z.number().int().min(1).optional() });

export const ProfileItem = z.object({
	id: z.string(),
	type: ProfileItemType,
	title: z.string(),
	detail: z.string(),
	organization: z.string().nullable(),
	start: z.string().nullable(),
	end: z.string().nullable(),
	skills: z.array(z.string()),
	evidence: z.array(z.object({ text: z.string(), source: z.string(), public: z.boolean(), url: z.string().nullable() })),
	origin: ItemOrigin,
	createdAt: z.string(),
	updatedAt: z.string(),
	version: z.number().int()
});
export type ProfileItem = z.infer<typeof ProfileItem>;

/** A proposed item from an import: the same shape without id or dates, never stored by itself. */
export const ProfileCandidate = ProfileItem.omit({ id: true, createdAt: true, updatedAt: true, version: true }).extend({
	/** The reader could not tell this part apart for sure (a citation it could not split, a role with no title): not pre-selected for review. */
	unsure: z.boolean().optional(),
	/** What the reader doubts about an experience (codes the review words): why it is `unsure`. */
	doubts: z.array(ExperienceDoubt).optional()
});
export type ProfileCandidate = z.infer<typeof ProfileCandidate>;

export const ProfileBasics = z.strictObject({
	name: text(200).nullable().default(null),
	headline: text(300).nullable().default(null),
	email: z.union([z.literal(''), z.email('Use an email like name@example.com')]).nullable().default(null),
	phone: text(60).nullable().default(null),
	location: text(200).nullable().default(null),
	summary: text(5000).nullable().default(null),
	links: z.array(httpUrl).max(20).default([])
});
export type ProfileBasics = z.infer<typeof ProfileBasics>;

export const Profile = z.object({ basics: ProfileBasics, items: z.array(ProfileItem), updatedAt: z.string().nullable() });
export type Profile = z.infer<typeof Profile>;

/** `json-resume`: the text of a JSON Resume file (jsonresume.org), read by its own fields. */
export const ImportKind = z.enum(['resume', 'academic', 'portfolio', 'certificate', 'notes', 'json-resume']);
export type ImportKind = z.infer<typeof ImportKind>;
export const ProfileImportRequest = z.strictObject({
	kind: ImportKind,
	// The 200,000-character limit answers payload_too_large in the route (CONTRACT.md: over a limit → 413).
	text: z.string().refine((v) => v.trim().length > 0, 'Paste the text to import.')
});
export const ProfileImportResult = z.object({ candidates: z.array(ProfileCandidate), warnings: z.array(z.object({ code: z.string(), message: z.string() })) });
export type ProfileImportResult = z.infer<typeof ProfileImportResult>;

export const ProfileItemsQuery = z.object({ type: ProfileItemType.optional() });
