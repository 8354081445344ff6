import type { Refusal, Suggestion } from '$core/tailor/schema';
import type { MessageKey } from './en';
import { known, sectionName, type Translate } from './analysis-text';
import { evidenceOrigin } from '$lib/format/evidence-origin';

/**
 * Tailoring suggestions and refusals in the person's language, from the core's `code` and
 * `params`; an unknown code falls back to the English sentence the core sent.
 */

function localParams(params: Record<string, string | number>, t: Translate): Record<string, string | number> {
	const out: Record<string, string | number> = { ...params };
	if (typeof params.section === 'string') {
		out.section = params.section === 'resume' ? t('tailor.source.resume') : sectionName(params.section, t);
	}
	if (typeof params.detail === 'string' && known(`tailor.personal.${params.detail}`)) {
		out.detail = t(`tailor.personal.${params.detail}` as MessageKey);
	}
	return out;
}

/** Why a suggestion is safe and useful. */
export function suggestionReason(suggestion: Pick<Suggestion, 'code' | 'params' | 'reason'>, t: Translate): string {
	const key = `tailor.code.${suggestion.code}`;
	return known(key) ? t(key, localParams(suggestion.params, t)) : suggestion.reason;
}

/** Why a keyword is not written. */
export function refusalReason(refusal: Pick<Refusal, 'code' | 'params' | 'reason'>, t: Translate): string {
	const key = `tailor.refusal.${refusal.code}`;
	return known(key) ? t(key, localParams(refusal.params, t)) : refusal.reason;
}

/** Where a suggestion applies: a section, the personal details, or one role by its title. */
export function suggestionTarget(suggestion: Pick<Suggestion, 'target' | 'params'>, t: Translate): string {
	if (suggestion.target === 'basics') return t('tailor.target.basics');
	if (suggestion.target.startsWith('experience:')) {
		const { title, company } = suggestion.params;
		return title ? (company ? t('tailor.target.role', { title, company }) : String(title)) : sectionName('experience', t);
	}
	return sectionName(suggestion.target, t);
}

/** Where the evidence quotes come from, as a sentence ("From your resume — Skills section"). */
export function evidenceSource(source: string, t: Translate, origin?: string | null): string {
	return evidenceOrigin(source, t, origin);
}
