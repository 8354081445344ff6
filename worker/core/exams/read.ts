import type { CoreEnv } from '../env';
import { Problem, problem } from '../http/problem';
import { relayFetch } from '../platform/relay-fetch';
import { readDocument } from '../engine/readers';
import { pagesOfText } from '../engine/edital';
import { isPdf, readPdfPages } from '../engine/edital/pdf-pages';
import type { ExtractContext } from '../engine/edital';
import type { ExamExtractRequest, ExamRecord } from './schema';

/** CONTRACT.md's upload limit; pasted text may be a whole edital (200 pages ≈ 600,000 characters), so its own limit is higher than a resume's. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_TEXT_CHARS = 1_000_000;
/** Fewer readable characters than this cannot be an edital; a retification may be a single sentence. */
const MIN_TEXT_CHARS = 200;
const MIN_RETIFICATION_CHARS = 30;

const RELAY_DOWN = 'Reading a link needs the local relay, which is not running. Start Rumo with npm start, or download the edital and upload the file.';

export type ReadEdital = { pages: string[]; source: ExamRecord['source'] };

/** The readers speak of a resume; the same sentence about an edital. */
function aboutEdital(error: unknown): never {
	if (!(error instanceof Problem)) throw error;
	const detail = error.message.replace(/\byour resume\b/g, 'the edital').replace(/\bthe resume\b/g, 'the edital').replace(/\bresume\b/g, 'edital');
	throw new Problem(error.code, detail, error.errors, error.params);
}

async function fromFile(file: File, context: ExtractContext): Promise<ReadEdital> {
	if (file.size > MAX_FILE_BYTES) {
		const size = (file.size / 1048576).toFixed(1);
		throw problem('payload_too_large', `This file is ${size} MB and the limit is 10 MB. Upload the edital without its annexes of images, or paste its text.`);
	}
	if (/^image\//i.test(file.type)) throw problem('unsupported_type', 'An edital must be a PDF, DOCX or TXT file. Download the edital’s PDF, or paste its text.');
	const bytes = new Uint8Array(await file.arrayBuffer());
	if (!bytes.length) throw problem('invalid_file', 'This file is empty (0 bytes). Choose the edital’s file again, or paste its text.');
	if (isPdf(bytes)) {
		const { pages, pageCount } = await readPdfPages(bytes, { signal: context.signal, progress: (f) => context.progress?.(f * 0.8) });
		return { pages, source: { kind: 'pdf', name: file.name || null, url: null, pages: pageCount } };
	}
	const read = await readDocument(bytes.buffer as ArrayBuffer, file.name || null, file.type || null).catch(aboutEdital);
	if (read.kind === 'image' || read.kind === 'pdf') throw problem('unsupported_type', 'An edital must be a PDF, DOCX or TXT file. Download the edital’s PDF, or paste its text.');
	return { pages: pagesOfText(read.text), source: { kind: read.kind, name: file.name || null, url: null, pages: 1 } };
}

async function fromUrl(env: CoreEnv, url: string): Promise<ReadEdital> {
	const page = await relayFetch(env, url, { consent: 'relay-fetch', relayDown: RELAY_DOWN }).catch((error: unknown) => {
		if (error instanceof Problem && error.code === 'page_blocked' && /content_type/.test(String(error.params?.reason ?? '')))
			throw problem('page_blocked', 'This link is a file the relay does not fetch (a PDF). Download the edital and upload the file instead.', undefined, error.params);
		throw error;
	});
	let text = page.body;
	if (/html|xml/i.test(page.contentType) || /^\s*</.test(text)) {
		const [{ parseHtml }, { docxHtmlToText }] = await Promise.all([import('../engine/readers/html-tree'), import('../engine/readers/docx-html-to-text')]);
		text = docxHtmlToText(parseHtml(text));
	}
	return { pages: pagesOfText(text), source: { kind: 'url', name: null, url: page.url || url, pages: 1 } };
}

/** A file, pasted text or a public link (through the relay, with consent) → the edital's pages; throws when it is too little to be one. */
export async function readEdital(env: CoreEnv, request: ExamExtractRequest, context: ExtractContext): Promise<ReadEdital> {
	let read: ReadEdital;
	if ('file' in request && request.file) read = await fromFile(request.file, context);
	else if ('url' in request && request.url) read = await fromUrl(env, request.url);
	else {
		const text = (request as { text: string }).text;
		if (text.length > MAX_TEXT_CHARS) throw problem('payload_too_large', 'The text is longer than 1,000,000 characters. Paste the edital without its annexes of forms, or upload its PDF.');
		read = { pages: pagesOfText(text), source: { kind: 'text', name: null, url: null, pages: 1 } };
		read.source.pages = read.pages.length;
	}
	if (read.pages.join('').length > MAX_TEXT_CHARS)
		throw problem('payload_too_large', 'This document holds more than 1,000,000 characters of text, far more than an edital. Check that it is the edital.');
	if (read.pages.join('').replace(/\s+/g, '').length < (request.examId ? MIN_RETIFICATION_CHARS : MIN_TEXT_CHARS))
		throw problem(
			'insufficient_text',
			read.source.kind === 'text'
				? 'There is too little text to read an edital from. Paste the whole edital.'
				: 'This document has too little readable text. If it is a scan, paste the edital’s text instead.',
			read.source.kind === 'text' ? [{ path: 'text', message: 'Paste the whole edital.' }] : undefined
		);
	return read;
}
