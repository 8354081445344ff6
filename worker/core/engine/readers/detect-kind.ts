import { extensionKind } from './claimed-kind';
import type { DocumentKind } from './document-kind';
import { looksLikeMarkdown } from './markdown';
import { sniffContent } from './sniff-content';

/** Text is Markdown when its name says so or its structure clearly is. */
export function textKind(text: string, fileName?: string | null, declaredType?: string | null): 'txt' | 'md' {
	const named = extensionKind(fileName);
	if (named === 'md' || /^text\/(x-)?markdown\b/i.test(declaredType ?? '')) return 'md';
	return looksLikeMarkdown(text) ? 'md' : 'txt';
}

/** The kind by content (magic bytes, then text decoding); the name only separates md from txt. */
export function detectKind(bytes: Uint8Array, fileName?: string | null): DocumentKind | 'unsupported' {
	const content = sniffContent(bytes);
	return content.kind === 'text' ? textKind(content.text, fileName) : content.kind;
}
