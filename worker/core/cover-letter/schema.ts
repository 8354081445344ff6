import { z } from 'zod';
import type { AiRun } from '../ai';

/*
 * A cover letter for one job (issue 17): drafted from the person's own evidence lines (plainly, or
 * by the AI under the claim guard), edited by the person, saved with the job (one per job) and
 * downloaded like the resume.
 */

export const LetterLanguage = z.enum(['en', 'pt-BR'], { error: 'Choose the letter language: en or pt-BR.' });
export type LetterLanguage = z.infer<typeof LetterLanguage>;

export const LetterOrigin = z.enum(['plain', 'ai'], { error: 'Say how the letter was drafted: plain or ai.' });
export type LetterOrigin = z.infer<typeof LetterOrigin>;

export const MAX_LETTER_CHARS = 20_000;

/** `POST /job/{id}/cover-letter/draft`: every field optional. */
export const DraftRequest = z
	.strictObject({
		resumeId: z.string().trim().min(1, 'Give a resume id, or leave it out to use your profile alone.').max(100, 'That is not a resume id.').optional(),
		ai: z.boolean({ error: 'Say true to draft with AI, or leave it out.' }).optional(),
		lang: LetterLanguage.optional()
	})
	.optional();
export type DraftRequest = z.infer<typeof DraftRequest>;

/** `PUT /job/{id}/cover-letter`. */
export const SaveRequest = z.strictObject({
	text: z
		.string({ error: 'Write the letter.' })
		.refine((text) => text.trim().length > 0, 'The letter is empty. Write it, or delete the saved letter instead.')
		.refine((text) => text.length <= MAX_LETTER_CHARS, `The letter is longer than ${MAX_LETTER_CHARS.toLocaleString('en-US')} characters. Shorten it, then save again.`),
	lang: LetterLanguage,
	origin: LetterOrigin,
	version: z.number({ error: 'Send the version you loaded, or leave it out.' }).int().min(1).optional()
});
export type SaveRequest = z.infer<typeof SaveRequest>;

/** `GET /job/{id}/cover-letter/export`. */
export const LetterExportQuery = z.object({
	format: z.enum(['pdf', 'docx', 'md'], { error: 'Choose a format: pdf, docx or md.' }),
	paper: z.enum(['a4', 'letter'], { error: 'Choose the paper: a4 or letter.' }).optional()
});
export type LetterExportQuery = z.infer<typeof LetterExportQuery>;

/** The saved letter of a job (the `coverLetters` table, key `jobId`). */
export const CoverLetter = z.object({
	jobId: z.string(),
	text: z.string(),
	lang: LetterLanguage,
	origin: LetterOrigin,
	createdAt: z.string(),
	updatedAt: z.string(),
	version: z.number().int().min(1)
});
export type CoverLetter = z.infer<typeof CoverLetter>;

/** One sentence of a draft and the person's own lines it rests on (none for a greeting or a closing). */
export type DraftSentence = { text: string; evidence: string[] };

export type LetterDraft = { text: string; lang: LetterLanguage; origin: LetterOrigin; sentences: DraftSentence[] };

/** What the claim guard found in a sentence the AI wrote (ai/claims.ts's UnsupportedClaim). */
export type RemovedClaim = { kind: string; value: string; start: number; end: number; reason: string };

/** A sentence of the AI's draft the guard took out, with the claims no evidence shows and why, in a sentence. */
export type RemovedSentence = { text: string; unsupported: RemovedClaim[]; why: string };

/** The draft's answer: whether AI wrote it (and who), the draft, and what the guard removed. Stores nothing. */
export type DraftAnswer = AiRun & {
	draft: LetterDraft;
	removed: RemovedSentence[];
	/** Exactly the text a draft with AI sends (or sent) to the provider: the posting, the chosen lines, the name. Shown before the first send. */
	aiText: string;
};
