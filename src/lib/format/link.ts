/**
 * An address a screen may link to: http(s) with a host only. Whatever a record holds (a restored
 * backup, a capture, a feed), a `javascript:`, `data:` or `file:` address is never rendered as a link.
 */
export function webLink(url: string | null | undefined): string | null {
	const value = url?.trim();
	return value && /^https?:\/\/[^\s/]+/i.test(value) && URL.canParse(value) ? value : null;
}
