import { problem } from '../http/problem';
import type { CoreEnv } from '../env';
import { contentHash } from '../engine/text/content-hash';
import { itemsOf, type ResumeRead } from './parse-read';
import { parseOffThread } from './parse-off-thread';
import { readDocument, type ReadContext } from '../engine/readers';
import { readerProblems } from '../engine/readers/reader-problems';
import type { ResumeExtraction, ResumeLabel, ResumeList, ResumeSummary, ResumeUpdate, StoredResume } from './schema';

export const RESUME_TOPIC = 'resume';
/** CONTRACT.md limits. */
export const MAX_TEXT_CHARS = 200_000;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** Fewer readable characters than this cannot be a resume. */
const MIN_TEXT_CHARS = 80;

export type ExtractInput = { text: string; file?: undefined } | { file: File; text?: undefined };

/** An extraction, and whether it was this read that stored it (201) or an earlier one (200). */
export type ExtractOutcome = { resume: ResumeExtraction; created: boolean };

const notFound = (id: string) => problem('not_found', `There is no resume with id "${id}". It may have been deleted; read it again from the Resume screen.`);

/** What reading a file left out, said in the extraction's warnings (the UI writes them from the code). */
function readingWarnings(read: { hiddenWords?: number; macros?: boolean }): ResumeExtraction['warnings'] {
	const warnings: ResumeExtraction['warnings'] = [];
	if (read.hiddenWords)
		warnings.push({
			code: 'hidden_text',
			message: `We ignored ${read.hiddenWords} ${read.hiddenWords === 1 ? 'word' : 'words'} hidden in this file (white, tiny, covered or invisible text) — a recruiter's system may flag them.`,
			params: { count: read.hiddenWords }
		});
	if (read.macros)
		warnings.push({ code: 'macros_ignored', message: 'This document has macros; Rumo read its text only and never ran them.' });
	return warnings;
}

export type { ResumeRead } from './parse-read';
export { parseResumeRead } from './parse-read';

async function textOf(input: ExtractInput, context: ReadContext): Promise<ResumeRead> {
	if (input.file) {
		const file = input.file;
		if (file.size > MAX_FILE_BYTES) throw problem('payload_too_large', 'The file is larger than 10 MB. Export a smaller PDF or paste the text instead.');
		const read = await readDocument(await file.arrayBuffer(), file.name || null, file.type || null, context);
		// The same limit as pasted text, on what the file holds once read: a 1,000,000-character
		// .txt file is no resume, and parsing it would hold every other request up.
		if (read.text.length > MAX_TEXT_CHARS) throw problem('payload_too_large', 'This file holds more than 200,000 characters of text, far more than a resume. Check that it is your resume, or paste only the resume.');
		const source = { kind: read.kind, name: file.name || null, pages: read.pages, ...(read.ocr ? { ocr: true } : {}) };
		return { text: read.text, source, notices: readingWarnings(read), ocrConfidence: read.ocr?.confidence };
	}
	if (input.text.length > MAX_TEXT_CHARS) throw problem('payload_too_large', 'The text is longer than 200,000 characters. Paste only the resume.');
	return { text: input.text.replace(/\r\n?/g, '\n').normalize('NFC'), source: { kind: 'text', name: null, pages: null }, notices: [] };
}

/**
 * The name a resume gets before the person gives one: the file's own name, else what it is and
 * whose it is, in the resume's language (the person can rename it).
 */
export function defaultResumeName(resume: Pick<ResumeExtraction, 'source' | 'language' | 'profile'>): string {
	if (resume.source.name?.trim()) return resume.source.name.trim();
	const pasted = resume.language === 'pt' ? 'Currículo colado' : 'Pasted resume';
	const person = resume.profile.basics.name?.trim();
	return person ? `${pasted} — ${person}` : pasted;
}

/** Rows stored before names existed get theirs on the way out; the stored hash stays inside. */
function present(row: StoredResume): ResumeExtraction {
	const { textHash: _hash, items: _items, ...resume } = row;
	return { ...resume, name: row.name ?? defaultResumeName(row), main: row.main ?? false };
}

/**
 * The stored resume with this text, if any. Rows from before hashes were kept are hashed here once
 * (crypto.subtle cannot run inside a Dexie upgrade) and keep their hash.
 */
async function findByHash(env: CoreEnv, textHash: string): Promise<StoredResume | undefined> {
	const found = await env.db.resumes.where('textHash').equals(textHash).first();
	if (found) return found;
	// Rows without a hash are missing from the textHash index: two counts of keys (no row read) say
	// whether any is left, instead of reading every stored resume's text and profile on each upload.
	if ((await env.db.resumes.orderBy('textHash').count()) === (await env.db.resumes.count())) return undefined;
	const unhashed = await env.db.resumes.filter((row) => !row.textHash).toArray();
	let match: StoredResume | undefined;
	for (const row of unhashed) {
		const hash = await contentHash(row.text);
		await env.db.resumes.update(row.id, { textHash: hash });
		if (hash === textHash) match ??= { ...row, textHash: hash };
	}
	return match;
}

/** A file or pasted text → the resume's text and where it came from; throws when it holds too little to be a resume. */
export async function readResumeText(input: ExtractInput, context: ReadContext = {}): Promise<ResumeRead> {
	const read = await textOf(input, context);
	if (read.text.replace(/\s+/g, '').length < MIN_TEXT_CHARS)
		throw problem(
			'insufficient_text',
			read.source.kind === 'text'
				? 'There is too little text to read a resume from. Paste the whole resume.'
				: 'This file has too little readable text. If it is a scan, paste the text of your resume instead.'
		);
	return read;
}

/**
 * Reads, parses and stores one resume. The same document read again (same normalised text) is
 * the resume already stored, never a copy. The first resume becomes the main one. A failure at
 * any step stores nothing.
 */
export async function extractResume(env: CoreEnv, input: ExtractInput, context: ReadContext = {}): Promise<ExtractOutcome> {
	const read = await readResumeText(input, context);
	const { text, source } = read;
	const textHash = await contentHash(text);
	const known = await findByHash(env, textHash);
	if (known) return { resume: present(known), created: false };

	// A long text is parsed in a worker of its own, so every other request keeps answering meanwhile.
	const { parsed, items } = await parseOffThread(read, env.now().toISOString().slice(0, 7), context.signal);
	// Cancelled while the text was parsed: stop before anything is stored.
	if (context.signal?.aborted) throw readerProblems.cancelled();
	const table = env.db.resumes;
	const outcome = await env.db.transaction('rw', table, async (): Promise<ExtractOutcome> => {
		// Checked again inside the transaction: two tabs reading the same file at once store it once.
		const raced = await table.where('textHash').equals(textHash).first();
		if (raced) return { resume: present(raced), created: false };
		// The first resume is the main one; an empty table answers without reading any row.
		const main = (await table.count()) === 0 || !(await table.filter((row) => row.main === true).first());
		const draft = { id: env.newId(), ...parsed, text, source, createdAt: env.now().toISOString() };
		const row: StoredResume = { ...draft, name: defaultResumeName(draft), main, textHash, items };
		await table.add(row);
		return { resume: present(row), created: true };
	});
	if (outcome.created) env.notify(RESUME_TOPIC);
	return outcome;
}

/** Every stored resume, whole (for other capabilities, which never open this table: a story may state what any of them shows). */
export async function allResumes(env: CoreEnv): Promise<ResumeExtraction[]> {
	const ids = await env.db.resumes.toCollection().primaryKeys();
	return Promise.all(ids.map((id) => getResume(env, id)));
}

export async function getResume(env: CoreEnv, id: string): Promise<ResumeExtraction> {
	const found = await env.db.resumes.get(id);
	if (!found) throw notFound(id);
	return present(found);
}

/** How many profile items a resume yields: the candidates its review starts from. */
export function countItems(resume: Omit<ResumeExtraction, 'name' | 'main'>): number {
	return itemsOf(resume, resume.text);
}

function summaryOf(row: StoredResume): ResumeSummary {
	const resume = present(row);
	return {
		id: resume.id,
		name: resume.name,
		format: resume.source.kind,
		language: resume.language,
		createdAt: resume.createdAt,
		items: row.items ?? countItems(resume),
		main: resume.main,
		confidence: resume.confidence,
		source: resume.source,
		personName: resume.profile.basics.name,
		headline: resume.profile.basics.headline
	};
}

/** "Your resumes", newest first. */
export async function listResumes(env: CoreEnv, limit: number): Promise<ResumeList> {
	const all = await env.db.resumes.orderBy('createdAt').reverse().toArray();
	return { items: all.slice(0, limit).map(summaryOf), total: all.length, nextCursor: null };
}

/** Renames a resume, or makes it the main one (the previous main stops being main), in one transaction. */
export async function updateResume(env: CoreEnv, id: string, patch: ResumeUpdate): Promise<ResumeSummary> {
	const table = env.db.resumes;
	const updated = await env.db.transaction('rw', table, async () => {
		const row = await table.get(id);
		if (!row) throw notFound(id);
		const next: StoredResume = { ...row, name: patch.name ?? row.name ?? defaultResumeName(row), main: patch.main ?? row.main ?? false };
		if (patch.main) await table.filter((other) => other.main === true && other.id !== id).modify({ main: false });
		await table.put(next);
		return next;
	});
	env.notify(RESUME_TOPIC);
	return summaryOf(updated);
}

/**
 * Deletes a resume. When it was the main one, the newest remaining resume becomes main. Analyses
 * made with it are the match capability's and stay readable.
 */
export async function deleteResume(env: CoreEnv, id: string): Promise<void> {
	const table = env.db.resumes;
	await env.db.transaction('rw', table, async () => {
		const row = await table.get(id);
		if (!row) throw notFound(id);
		await table.delete(id);
		if (!row.main) return;
		const newest = await table.orderBy('createdAt').last();
		if (newest) await table.update(newest.id, { main: true });
	});
	env.notify(RESUME_TOPIC);
}

/** A resume's name and whether it is main, or null when it no longer exists — for other capabilities. */
export async function resumeLabel(env: CoreEnv, id: string): Promise<ResumeLabel | null> {
	const row = await env.db.resumes.get(id);
	if (!row) return null;
	const resume = present(row);
	return { id: resume.id, name: resume.name, main: resume.main };
}

/** The id of the main resume, or null when none is stored. */
export async function mainResumeId(env: CoreEnv): Promise<string | null> {
	return (await env.db.resumes.filter((row) => row.main === true).first())?.id ?? null;
}
