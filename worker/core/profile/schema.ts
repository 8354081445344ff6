import { z } from 'zod';
import { isFile } from '../http/router';
import { ExperienceDoubt } from '../engine/resume-parse/schema';
import { storedEnd } from './ongoing-schema';

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

const dayDate = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'Use YYYY-MM-DD');
const words = (max: number) => z.array(text(max).min(1)).max(200);

/** What an experience or an achievement is, where the file it came from says (JSON Resume's own sections). */
export const ItemKind = z.enum(['volunteer', 'award', 'publication', 'interest', 'reference']);
export type ItemKind = z.infer<typeof ItemKind>;

/**
 * What a structured file (JSON Resume, a LinkedIn export, a Europass CV) says of an item beyond
 * the fields every item has, kept so that an export gives it back: where a job was, its address,
 * the day of a date, a skill's group and level, a degree's parts, a project's roles, a profile's
 * network. Absent on items typed by hand; every part optional. `startDay`/`endDay` are read only while they fall in
 * the item's `start`/`end` month (an edited date wins); `studyType`/`area` only while the title
 * still says them.
 */
export const ItemFacts = z.strictObject({
	kind: ItemKind.optional(),
	location: text(200).optional(),
	url: httpUrl.optional(),
	startDay: dayDate.optional(),
	endDay: dayDate.optional(),
	level: text(120).optional(),
	group: text(200).optional(),
	keywords: words(200).optional(),
	/** A project's roles ("Team lead", "Designer"). */
	roles: words(120).optional(),
	studyType: text(300).optional(),
	area: text(300).optional(),
	score: text(120).optional(),
	courses: words(300).optional(),
	network: text(120).optional(),
	username: text(200).optional()
});
export type ItemFacts = z.infer<typeof ItemFacts>;

const itemFields = {
	type: ProfileItemType,
	title: text(300).min(1, 'Give the item a title.'),
	detail: text(10_000).default(''),
	organization: text(300).nullable().default(null),
	start: monthOrYear.nullable().default(null),
	end: endDate.default(null),
	skills: z.array(text(120).min(1)).max(200).default([]),
	evidence: z.array(ItemEvidence).max(50).default([]),
	origin: ItemOrigin.default('manual'),
	facts: ItemFacts.optional()
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
		evidence: z.array(ItemEvidence).max(50),
		facts: ItemFacts
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
	facts: ItemFacts.optional(),
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

/**
 * `json-resume`: the text of a JSON Resume file (jsonresume.org), read by its own fields;
 * `europass`: a Europass CV (the XML "SkillsPassport" v3, or its JSON); `linkedin`: LinkedIn's
 * data export, a ZIP — sent as a file, never pasted.
 */
export const ImportKind = z.enum(['resume', 'academic', 'portfolio', 'certificate', 'notes', 'json-resume', 'europass', 'linkedin']);
export type ImportKind = z.infer<typeof ImportKind>;
export const ProfileImportRequest = z.strictObject({
	kind: ImportKind,
	// The 200,000-character limit answers payload_too_large in the route (CONTRACT.md: over a limit → 413).
	text: z.string().refine((v) => v.trim().length > 0, 'Paste the text to import.')
});
/** POST /profile/import: pasted text as JSON, or a file (a JSON Resume, a LinkedIn export ZIP, a Europass XML or JSON) as multipart/form-data `file`, told apart by its content. */
export const ProfileImportBody = z.union(
	[ProfileImportRequest, z.object({ file: z.custom<File>(isFile, 'Attach a JSON Resume (.json), a LinkedIn data export (.zip) or a Europass CV (.xml or .json).') })],
	{ error: 'Send {"kind": "...", "text": "..."} or a file upload.' }
);

/** The basics a file gives (name, headline, contacts, summary, links): proposed for review like the items, never stored by the import. Only the fields the file has. */
export const BasicsProposal = z
	.object({ name: z.string(), headline: z.string(), email: z.string(), phone: z.string(), location: z.string(), summary: z.string(), links: z.array(z.string()) })
	.partial();
export type BasicsProposal = z.infer<typeof BasicsProposal>;

/** A non-fatal condition of an import; `params` let the screen say it in the person's language. */
export const ImportWarning = z.object({ code: z.string(), message: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])).optional() });
export type ImportWarning = z.infer<typeof ImportWarning>;

export const ProfileImportResult = z.object({ candidates: z.array(ProfileCandidate), basics: BasicsProposal.optional(), warnings: z.array(ImportWarning) });
export type ProfileImportResult = z.infer<typeof ProfileImportResult>;

export const ProfileItemsQuery = z.object({ type: ProfileItemType.optional() });
