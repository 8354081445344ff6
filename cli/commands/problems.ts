import { Problem } from '$core/http/problem';
import type { MessageKey } from '$lib/i18n/en';
import { BadInput } from '../args';
import type { Words } from '../words';

/**
 * A failure the person can act on, as one sentence in their language: a core problem (the same
 * codes and details as /api/v1) or bad input of the command line. Null for anything else (a bug).
 * In English the core's own detail is said (it names the exact cause); in Portuguese the app's
 * sentence for the code, since the core writes its details in English only.
 */
export function problemSentence(error: unknown, words: Words): { code: string; sentence: string; errors?: { path: string; message: string }[] } | null {
	if (error instanceof BadInput) {
		const sentence = words.lang !== 'en' && error.key && words.has(error.key) ? words.w(error.key, error.params) : error.detail;
		return { code: 'bad_input', sentence };
	}
	if (error instanceof Problem) {
		const key = `problem.${error.code}` as MessageKey;
		const local = words.t(key);
		const sentence = words.lang !== 'en' && local !== key ? local : error.message;
		return { code: error.code, sentence, ...(error.errors?.length ? { errors: error.errors } : {}) };
	}
	return null;
}
