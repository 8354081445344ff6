import type { DocumentKind } from './document-kind';

/**
 * What the file's name or declared MIME type says it is. Only a hint: the bytes decide the
 * kind, but a promise the bytes break (".pdf" holding an image) is reported as a broken file.
 */

const BY_EXTENSION: Record<string, DocumentKind> = {
	pdf: 'pdf',
	docx: 'docx',
	docm: 'docx',
	dotx: 'docx',
	txt: 'txt',
	text: 'txt',
	md: 'md',
	markdown: 'md',
	mdown: 'md',
	mkd: 'md',
	png: 'image',
	jpg: 'image',
	jpeg: 'image'
};

const BY_MIME: Record<string, DocumentKind> = {
	'application/pdf': 'pdf',
	'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
	'text/plain': 'txt',
	'text/markdown': 'md',
	'text/x-markdown': 'md',
	'image/png': 'image',
	'image/jpeg': 'image'
};

export const KIND_LABEL: Record<DocumentKind, string> = {
	pdf: 'PDF',
	docx: 'Word document (DOCX)',
	txt: 'text file',
	md: 'Markdown file',
	image: 'PNG or JPEG image'
};

export function extensionKind(fileName?: string | null): DocumentKind | null {
	const extension = /\.([a-z0-9]+)\s*$/i.exec(fileName ?? '')?.[1]?.toLowerCase();
	return extension ? (BY_EXTENSION[extension] ?? null) : null;
}

export function claimedKind(fileName?: string | null, declaredType?: string | null): DocumentKind | null {
	const mime = declaredType?.split(';')[0].trim().toLowerCase() ?? '';
	return extensionKind(fileName) ?? BY_MIME[mime] ?? null;
}
