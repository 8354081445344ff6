/**
 * Two reads of one document are the same document when their text differs only in spacing,
 * line breaks or Unicode form (a PDF re-exported, a paste with other line endings).
 */
export function normalizeForHash(text: string): string {
	return text.normalize('NFC').replace(/\s+/g, ' ').trim();
}

/** SHA-256 (hex) of the normalised text; crypto.subtle exists in workers and in Node alike. */
export async function contentHash(text: string): Promise<string> {
	const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(normalizeForHash(text)));
	return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
