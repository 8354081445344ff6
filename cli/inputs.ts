/**
 * Resumes and postings read for a command, through the core's own readers and parsers — the
 * functions POST /resume/extract and POST /job/extract call — without storing anything.
 */
import { readDocument } from '$core/engine/readers';
import { decodeText } from '$core/engine/readers/decode-text';
import { parseResumeRead, readResumeText } from '$core/resume/service';
import { readJob, type PageReader } from '$core/job/service';
import type { ParsedJob } from '$core/job/schema';
import type { ParsedResume, ResumeExtraction } from '$core/resume/schema';
import { BadInput } from './args';
import { asFile, readInput } from './node-env';

/** A resume as the core would store it, less what only storage gives (id, creation time, main). */
export type ReadResume = ParsedResume & Pick<ResumeExtraction, 'text' | 'source'>;

/** YYYY-MM: the month the parser dates "present" by, as the core's clock gives it. */
export const monthOf = (now: Date) => now.toISOString().slice(0, 7);

export async function readResumeFile(path: string, cwd: string, now: Date): Promise<ReadResume> {
	const input = await readInput(path, cwd);
	const read = await readResumeText({ file: asFile(input) });
	return { ...parseResumeRead(read, monthOf(now)), text: read.text, source: read.source };
}

/** What a posting file can be: pasted text, a saved page, or a document. */
export const JOB_FILE = /\.(txt|md|markdown|text|html?|xhtml|pdf|docx)$/i;
const HTML = /\.(html?|xhtml)$/i;
const DOCUMENT = /\.(pdf|docx)$/i;

export const isUrl = (value: string) => /^https?:\/\//i.test(value.trim());

/**
 * A posting from a file (text as if pasted, a page as its HTML, a PDF or DOCX through the resume
 * readers) or from a link (through `pages`).
 */
export async function readJobSource(source: string, cwd: string, pages: PageReader): Promise<ParsedJob> {
	if (isUrl(source)) return readJob(pages, { url: source.trim() });
	if (!JOB_FILE.test(source)) throw new BadInput(`Rumo reads a posting from a .txt, .md, .html, .pdf or .docx file, or from a link; ${source} is none of these.`, 'error.jobType', { path: source });
	const input = await readInput(source, cwd);
	if (DOCUMENT.test(source)) return readJob(pages, { text: (await readDocument(input.bytes.slice().buffer, input.name)).text });
	const text = decodeText(input.bytes);
	if (text === null) throw new BadInput(`${source} is not a text file; save the posting as text, HTML or PDF and try again.`, 'error.notText', { path: source });
	return readJob(pages, HTML.test(source) ? { html: text } : { text });
}
