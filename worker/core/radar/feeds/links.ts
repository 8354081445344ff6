/*
 * Links from a feed end up as buttons in the app, so only web addresses are kept: a
 * `javascript:`, `data:` or `file:` link, one with a user name or password in it, or a relative
 * one with nothing to resolve it against is no link (null), never a guess.
 */

// Longer than any real posting address; a megabyte "link" is junk or an attack.
const MAX_URL_CHARS = 4096;

/**
 * `reference` as an absolute http(s) address, resolved against `base` when it is relative; null
 * when it is empty, not http(s), carries credentials, or is relative without a usable base.
 */
export function resolveHttpUrl(reference: string | null | undefined, base: string | null | undefined): string | null {
	const raw = (reference ?? '').trim();
	if (!raw || raw.length > MAX_URL_CHARS) return null;
	let url: URL;
	try {
		url = base ? new URL(raw, base) : new URL(raw);
	} catch {
		return null;
	}
	if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || !url.hostname) return null;
	return url.href;
}

/** Whether a value is written as an absolute http(s) address (an RSS guid that can be a permalink). */
export function isAbsoluteHttpUrl(value: string): boolean {
	return /^https?:\/\/[^\s/]/i.test(value.trim());
}
