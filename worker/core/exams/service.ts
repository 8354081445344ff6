import type { CoreEnv } from '../env';
import { problem } from '../http/problem';
import { contentHash } from '../engine/text/content-hash';
import { applyRetification, changesBetween, extractEditalAsync, isRetification, type ExtractContext } from '../engine/edital';
import { applyCorrections, summaryOf } from './corrections';
import { readEdital } from './read';
import { followDates } from './reminders';
import type { ExamExtractRequest, ExamRecord, ExamSummary, StoredExam } from './schema';

export const EXAMS_TOPIC = 'exams';

export const notFound = (id: string) => problem('not_found', `There is no edital with id "${id}". It may have been deleted; read it again from the Public exams screen.`);

/** The row as the API shows it: the edital with the person's corrections over it, and a summary of them. */
export const present = (row: StoredExam): ExamRecord => {
	const { pagesText: _pages, textHash: _hash, reading, corrections, ...record } = row;
	return { ...record, version: row.version ?? 1, corrections: summaryOf(reading ?? row.exam, corrections) };
};

const summary = (row: ExamRecord): ExamSummary => ({
	id: row.id,
	body: row.exam.body,
	board: row.exam.board,
	number: row.exam.number,
	cargos: row.exam.cargos.length,
	examDate: row.exam.dates.find((d) => d.kind === 'exam')?.date ?? null,
	createdAt: row.createdAt,
	updatedAt: row.updatedAt
});

export type ExamExtractOutcome = { record: ExamRecord; created: boolean };

/**
 * Reads an edital (file, text or link) and stores what it says; the same text again is the edital
 * already stored (200). With `examId`, the document is a retification of that edital: its edits are
 * applied to the pages stored, the edital read again, and what changed kept with it. Cancelled or
 * failed: nothing stored.
 */
export async function extractExam(env: CoreEnv, request: ExamExtractRequest, context: ExtractContext = {}): Promise<ExamExtractOutcome> {
	const target = request.examId ? await env.db.exams.get(request.examId) : undefined;
	if (request.examId && !target) throw notFound(request.examId);
	const read = await readEdital(env, request, context);
	const tail: ExtractContext = { signal: context.signal, progress: (f) => context.progress?.(0.8 + f * 0.2) };
	if (target) return retify(env, target, read, tail);

	const text = read.pages.join('\f');
	const textHash = await contentHash(text);
	const known = await env.db.exams.where('textHash').equals(textHash).first();
	if (known) return { record: present(known), created: false };
	if (isRetification(text))
		throw problem(
			'validation_failed',
			'This document is a retification: it changes an edital already published. Read the edital first, then add this document to it.',
			[{ path: 'examId', message: 'Choose the edital this retification changes.' }]
		);
	const exam = await extractEditalAsync(read.pages, tail);
	if (!exam.cargos.length && !exam.dates.length)
		throw problem('insufficient_text', 'No cargo and no date could be read from this document: it does not look like an edital. Check that it is the edital of opening (edital de abertura).');
	const at = env.now().toISOString();
	const row: StoredExam = { id: env.newId(), exam, source: read.source, retifications: [], createdAt: at, updatedAt: at, version: 1, pagesText: read.pages, textHash };
	await env.db.exams.add(row);
	env.notify(EXAMS_TOPIC);
	return { record: present(row), created: true };
}

/** A retification read: its edits applied to the pages stored, the edital read again, and the person's corrections applied over the new reading. */
async function retify(env: CoreEnv, target: StoredExam, read: Awaited<ReturnType<typeof readEdital>>, context: ExtractContext): Promise<ExamExtractOutcome> {
	const { pages, applied, missed } = applyRetification(target.pagesText, read.pages.join('\n'));
	if (!applied.length)
		throw problem(
			'insufficient_text',
			missed.length
				? 'None of the changes this retification makes could be found in the edital stored ("onde se lê" texts differ). Check that it retifies this edital.'
				: 'No change could be read from this document: a retification says "onde se lê … leia-se …" or gives an item its new wording.'
		);
	const reading = await extractEditalAsync(pages, context);
	const at = env.now().toISOString();
	const entry = { at, source: read.source, changes: changesBetween(target.reading ?? target.exam, reading, applied), missed: missed.map((m) => m.before ?? m.item ?? m.after) };
	const corrected = target.corrections ? { exam: applyCorrections(reading, target.corrections), reading } : { exam: reading };
	const row: StoredExam = {
		...target,
		...corrected,
		pagesText: pages,
		textHash: await contentHash(pages.join('\f')),
		retifications: [...target.retifications, entry],
		updatedAt: at,
		version: (target.version ?? 1) + 1
	};
	await env.db.exams.put(row);
	env.notify(EXAMS_TOPIC);
	await followDates(env, target.id, target.exam, row.exam);
	return { record: present(row), created: false };
}

export async function listExams(env: CoreEnv): Promise<{ items: ExamSummary[]; total: number }> {
	const rows = await env.db.exams.orderBy('createdAt').reverse().toArray();
	return { items: rows.map((row) => summary(present(row))), total: rows.length };
}

export async function getExam(env: CoreEnv, id: string): Promise<ExamRecord> {
	const row = await env.db.exams.get(id);
	if (!row) throw notFound(id);
	return present(row);
}

/** Deletes an edital and its study plan, in one transaction. */
export async function deleteExam(env: CoreEnv, id: string): Promise<void> {
	await env.db.transaction('rw', env.db.exams, env.db.examPlans, async () => {
		if (!(await env.db.exams.get(id))) throw notFound(id);
		await env.db.exams.delete(id);
		await env.db.examPlans.delete(id);
	});
	env.notify(EXAMS_TOPIC);
}
