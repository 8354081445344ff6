import { z } from 'zod';

/**
 * The source directory (SPEC.md "Source directory"; CONTRACT.md `GET /api/v1/sources`): where
 * postings can come from and where the person's have come from.
 * - career_page: a company's own careers site or a careers platform (Gupy, Greenhouse, Lever…) seen in their links;
 * - job_board: a job board seen in their links (LinkedIn, Indeed…);
 * - official_api: a documented public job API the radar reads (`working`: its adapter is built; `detail.boards`: boards added);
 * - import: a CSV/JSON file imported, by name (imported more than once = recurring);
 * - manual: postings pasted, links saved, items typed in;
 * - observed: every origin label in the inbox and the applications, with counts.
 * - feed: an RSS, Atom or JSON feed the radar reads, with its last status.
 */
export const SourceKind = z.enum(['career_page', 'job_board', 'feed', 'official_api', 'import', 'manual', 'observed']);
export type SourceKind = z.infer<typeof SourceKind>;
/**
 * `working`: read and its last read went well; `failing`: its last read failed; `not_read`: added,
 * not read yet; `available`: Rumo can read it, nothing is set up (an API with no board added);
 * `planned`: not built yet; `observed`: seen in the person's data, nothing to read.
 */
export const SourceState = z.enum(['working', 'failing', 'not_read', 'available', 'planned', 'observed']);

export const SourceEntry = z.object({
	id: z.string(),
	kind: SourceKind,
	name: z.string(),
	url: z.string().nullable(),
	state: SourceState,
	/** Items in the inbox (merged ones not counted) and applications from it. */
	inbox: z.number().int(),
	applications: z.number().int(),
	lastSeenAt: z.string().nullable(),
	/** import: how many times a file of this name was imported; manual: the channel (text, link, manual). */
	detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
	/** A documented API's reference, for official_api. */
	docsUrl: z.string().nullable()
});
export type SourceEntry = z.infer<typeof SourceEntry>;

export const SourceDirectory = z.object({ items: z.array(SourceEntry), total: z.number().int(), nextCursor: z.null() });
export type SourceDirectory = z.infer<typeof SourceDirectory>;
