import { z } from 'zod';

export const CaptureType = z.enum(['selection', 'page', 'link', 'job']);
/** Review state kept in this browser; the relay's file only ever grows. */
export const CaptureStatus = z.enum(['new', 'reviewed', 'archived', 'ignored']);
export type CaptureStatus = z.infer<typeof CaptureStatus>;

/**
 * The page's schema.org JobPosting as the relay reduced it (relay/captures/capture.mjs): each field
 * a string or null, `description` possibly HTML, `remote` true only for TELECOMMUTE.
 */
export const CaptureJobPosting = z.object({
	title: z.string().nullable().default(null),
	description: z.string().nullable().default(null),
	company: z.string().nullable().default(null),
	location: z.string().nullable().default(null),
	employmentType: z.string().nullable().default(null),
	datePosted: z.string().nullable().default(null),
	validThrough: z.string().nullable().default(null),
	remote: z.boolean().nullable().default(null)
});
export type CaptureJobPosting = z.infer<typeof CaptureJobPosting>;

/** A capture as the relay stores it (relay/captures/capture.mjs). */
export const RelayCapture = z.object({
	id: z.string(),
	seq: z.number().int(),
	url: z.string(),
	title: z.string().nullable().default(null),
	text: z.string().nullable().default(null),
	captureType: CaptureType,
	origin: z.string(),
	capturedAt: z.string(),
	receivedAt: z.string(),
	/** Null when the page had none, and for captures from before relays sent it. */
	jobPosting: CaptureJobPosting.nullable().default(null)
});

export const Capture = RelayCapture.extend({ status: CaptureStatus, statusAt: z.string().nullable() });
export type Capture = z.infer<typeof Capture>;

export const CapturesQuery = z.object({
	status: CaptureStatus.optional(),
	limit: z.coerce.number().int().min(1).max(500).default(50)
});

export const CaptureUpdate = z.strictObject({
	status: z.enum(['reviewed', 'archived', 'ignored'], { error: 'Use reviewed, archived or ignored.' })
});

export const CaptureList = z.object({
	items: z.array(Capture),
	total: z.number().int(),
	nextCursor: z.null(),
	sync: z.object({ relay: z.boolean(), lastSyncAt: z.string().nullable(), added: z.number().int(), corrupted: z.number().int() }),
	warnings: z.array(z.object({ code: z.string(), message: z.string() }))
});
export type CaptureList = z.infer<typeof CaptureList>;

/** What Settings needs to set up the bookmarklet or extension. */
export type CompanionSetup = { endpoint: string; token: string };
