import { problem } from '../http/problem';
import type { CoreEnv } from '../env';
import { parseResume } from './parse';
import { readDocument } from './readers';
import type { ResumeExtraction, ResumeSummary } from './schema';

export const RESUME_TOPIC = 'resume';
/** CONTRACT.md limits. */
export const MAX_TEXT_CHARS = 200_000;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** Fewer readable characters than this cannot be a resume. */
const MIN_TEXT_CHARS = 80;

export type ExtractInput = { text: string; file?: undefined } | { file: File; text?: undefined };

async function textOf(input: ExtractInput): Promise<{ text: string; source: ResumeExtraction['source'] }> {
	if (input.file) {
		const file = input.file;
		if (file.size > MAX_FILE_BYTES) throw problem('payload_too_large', 'The file is larger than 10 MB. Export a smaller PDF or paste the text instead.');
		const read = await readDocument(await file.arrayBuffer(), file.name || null, file.type || null);
		return { text: read.text, source: { kind: read.kind, name: file.name || null, pages: read.pages } };
	}
	if (input.text.length > MAX_TEXT_CHARS) throw problem('payload_too_large', 'The text is longer than 200,000 characters. Paste only the resume.');
	return { text: input.text.replace(/\r\n?/g, '\n').normalize('NFC'), source: { kind: 'text', name: null, pages: null } };
}

/** Reads, parses and stores one resume. A failure at any step stores nothing. */
export async function extractResume(env: CoreEnv, input: ExtractInput): Promise<ResumeExtraction> {
	const { text, source } = await textOf(input);
	if (text.replace(/\s+/g, '').length < MIN_TEXT_CHARS)
		throw problem(
			'insufficient_text',
			source.kind === 'text'
				? 'There is too little text to read a resume from. Paste the whole resume.'
				: 'This file has too little readable text. If it is a scan, paste the text of your resume instead.'
		);
	const parsed = parseResume(text, { asOf: env.now().toISOString().slice(0, 7) });
	const extraction: ResumeExtraction = { id: env.newId(), ...parsed, text, source, createdAt: env.now().toISOString() };
	await env.db.resumes.add(extraction);
	env.notify(RESUME_TOPIC);
	return extraction;
}

export async function getResume(env: CoreEnv, id: string): Promise<ResumeExtraction> {
	const found = await env.db.resumes.get(id);
	if (!found) throw problem('not_found', `There is no resume with id "${id}". Extract it again from the Resume screen.`);
	return found;
}

export async function listResumes(env: CoreEnv, limit: number): Promise<{ items: ResumeSummary[]; total: number; nextCursor: null }> {
	const all = await env.db.resumes.orderBy('createdAt').reverse().toArray();
	const items = all.slice(0, limit).map((r) => ({
		id: r.id,
		createdAt: r.createdAt,
		language: r.language,
		confidence: r.confidence,
		source: r.source,
		name: r.profile.basics.name,
		headline: r.profile.basics.headline
	}));
	return { items, total: all.length, nextCursor: null };
}
