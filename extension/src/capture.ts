/**
 * The body of `POST /relay/captures` (relay/captures/capture.mjs is the contract), built from what
 * read-page.ts read in the tab. Pure.
 */
import { findJobPosting, type JsonObject } from './job-posting';
import type { PageReading } from './read-page';

/** The relay's limits (relay/captures/capture.mjs LIMITS), in UTF-16 code units like String.length. */
export const LIMITS = { text: 200_000, title: 500 } as const;

export type CaptureType = 'job' | 'selection' | 'page';

export type CaptureBody = {
	url: string;
	title: string;
	text: string;
	captureType: CaptureType;
	origin: 'extension';
	capturedAt: string;
	/** The page's own JSON-LD object; the relay keeps the fields it knows. */
	jobPosting?: JsonObject;
};

/** Cuts to `max` characters without leaving half of a surrogate pair (an emoji) at the end. */
export function capText(text: string, max: number): string {
	if (text.length <= max) return text;
	const cut = text.slice(0, max);
	return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** A recognised posting wins over a selection: the relay files it as a job, selection or not. */
export function chooseCaptureType(hasJobPosting: boolean, selection: string): CaptureType {
	if (hasJobPosting) return 'job';
	return selection.trim() ? 'selection' : 'page';
}

/**
 * @param page what readPage returned
 * @param now when the person clicked
 */
export function buildCapture(page: PageReading, now: Date): CaptureBody {
	const jobPosting = findJobPosting(page.jsonLd);
	const selection = page.selection.trim();
	return {
		url: page.url,
		title: capText(page.title.trim(), LIMITS.title),
		text: capText(selection || page.text, LIMITS.text),
		captureType: chooseCaptureType(jobPosting !== undefined, selection),
		origin: 'extension',
		capturedAt: now.toISOString(),
		...(jobPosting ? { jobPosting } : {})
	};
}
