import { isApiError } from '$lib/api';
import { t } from '$lib/i18n/i18n.svelte';

const CLAIM = /^"(.+)": none of your evidence shows this (number|employer|title)\b/;

/**
 * A story refused as `unsupported_claim`: the field's words in the screen's language, naming what
 * no evidence shows ("R$ 2 milhões", "Hospital X") and what to do. The core words it in English.
 */
export function unsupportedClaim(failure: unknown, path: string): string | undefined {
	if (!isApiError(failure) || failure.code !== 'unsupported_claim') return undefined;
	const found = failure.errors.filter((e) => e.path === path);
	if (!found.length) return undefined;
	return found
		.map((e) => {
			const match = CLAIM.exec(e.message);
			if (!match) return t('problem.unsupported_claim');
			return t('interviews.draft.unsupported', { value: match[1], kind: t(`interviews.draft.kind.${match[2] as 'number' | 'employer' | 'title'}`) });
		})
		.join(' ');
}
