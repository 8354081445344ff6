import type { MessageKey } from './en';
import { hasMessage } from './message-lookup';

/**
 * The match and ATS analyses in the person's language. The core sends each sentence in English
 * beside a stable `code` and its `params`; these functions write it from the UI's own messages.
 * An unknown code (a newer core, an analysis stored before codes existed) falls back to the
 * English sentence the core sent, so nothing is ever blank.
 */

type Params = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: Params) => string;
/** How numbers are written (2.5 or 2,5); plain `String` when not given. */
export type FormatNumber = (value: number) => string;

interface Coded {
	code?: string;
	params?: Params;
}

// A message for a code the core sent, when this version has one (see message-lookup.ts).
export const known = (key: string): key is MessageKey => hasMessage(key);

/** A resume section code (`skills`, `experience`…) by its name; an unknown one as it came. */
export function sectionName(section: string, t: Translate): string {
	const key = `analysis.section.${section}`;
	return known(key) ? t(key) : section;
}

/** A language code (`en`, `pt`) by its name. */
export function languageName(language: string, t: Translate): string {
	const key = `analysis.language.${language}`;
	return known(key) ? t(key) : language;
}

/** Params as the sentence shows them: sections and languages named, numbers in the locale's way. */
function localParams(params: Params | undefined, t: Translate, number: FormatNumber): Params {
	const out: Params = {};
	for (const [name, value] of Object.entries(params ?? {})) {
		if (typeof value === 'number') out[name] = number(value);
		else if (name === 'section') out[name] = sectionName(value, t);
		else if (name === 'language') out[name] = languageName(value, t);
		else if (name === 'level') out[name] = known(`job.level.${value}`) ? t(`job.level.${value}` as MessageKey).toLowerCase() : value;
		// A quote that ends a sentence of its own would double the sentence's punctuation ("….”.").
		else if (name === 'quote') out[name] = value.replace(/[\s.;:,]+$/u, '');
		else out[name] = value;
	}
	return out;
}

/** A sentence about the profile's words has its own wording where the messages give one (`<key>.profile`). */
function keyFor(key: string, item: Coded): string {
	// A message that counts is a `.one`/`.other` pair: either stands for the sentence.
	const has = (k: string) => known(k) || known(`${k}.other`);
	if (item.params?.source === 'profile' && has(`${key}.profile`)) key = `${key}.profile`;
	else if (item.params?.field !== undefined && has(`${key}.field`)) key = `${key}.field`;
	// Exactly one of what a sentence counts reads in the singular ("about 1 year"); every other number in the plural.
	const counted = item.params?.years ?? item.params?.count;
	if (counted === 1 && known(`${key}.one`)) return `${key}.one`;
	if (!known(key) && known(`${key}.other`)) return `${key}.other`;
	return key;
}

function say(prefix: string, item: Coded, fallback: string, t: Translate, number: FormatNumber = String): string {
	const key = keyFor(`${prefix}.${item.code}`, item);
	return item.code && known(key) ? t(key, localParams(item.params, t, number)) : fallback;
}

/** What a gap's note says. */
export function gapNote(gap: Coded & { note: string }, t: Translate, number?: FormatNumber): string {
	return say('analysis.gap', gap, gap.note, t, number);
}

/** What a gap asks for: a skill by its own name, years, a degree or a language in the person's words. */
export function requirementText(
	gap: { requirement: string; requirementCode?: string; requirementParams?: Params },
	t: Translate,
	number?: FormatNumber,
	/** The skill's name in the screen's language (the taxonomy's key is English). */
	label: (skill: string) => string = (skill) => skill
): string {
	const params = gap.requirementParams ?? {};
	if (gap.requirementCode === 'skill') return label(String(params.skill ?? gap.requirement));
	if (gap.requirementCode === 'language' && typeof params.language === 'string') return languageName(params.language, t);
	return say('analysis.requirement', { code: gap.requirementCode, params }, gap.requirement, t, number);
}

/** A safe action and the reason for it. */
export function safeActionText(
	action: Coded & { action: string; reason: string },
	t: Translate,
	number?: FormatNumber
): { action: string; reason: string } {
	const reasonKey = known(keyFor(`analysis.action.${action.code}`, action) + '.reason')
		? keyFor(`analysis.action.${action.code}`, action) + '.reason'
		: `analysis.action.${action.code}.reason`;
	return {
		action: say('analysis.action', action, action.action, t, number),
		reason: action.code && known(reasonKey) ? t(reasonKey, localParams(action.params, t, number ?? String)) : action.reason
	};
}

/** A warning of the match analysis. */
export function warningText(warning: Coded & { message: string }, t: Translate, number?: FormatNumber): string {
	return say('analysis.warning', warning, warning.message, t, number);
}

/** A warning of the ATS review (its `low_confidence` asks for something else than the match's). */
export function atsWarningText(warning: Coded & { message: string }, t: Translate, number?: FormatNumber): string {
	return say('analysis.atsWarning', warning, warning.message, t, number);
}

/** Why a keyword is safe to add only if it is true. */
export function safeIfTrueReason(keyword: Coded & { reason: string }, t: Translate, number?: FormatNumber): string {
	return say('analysis.safeIfTrue', keyword, keyword.reason, t, number);
}
