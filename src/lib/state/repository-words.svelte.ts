import { i18n } from '$lib/i18n/i18n.svelte';
import { termsText, type Words } from './repository-view';

// A line number is a place, not a quantity: "line 1234", never "line 1,234".
const AS_IS = new Set(['line']);
// ISO times shown as a clock time in the person's locale and time zone ("3:45 PM", "15:45").
const TIMES = new Set(['time']);

function value(name: string, raw: string | number): string | number {
	if (typeof raw === 'number') return AS_IS.has(name) ? raw : i18n.number(raw);
	if (TIMES.has(name) && Number.isFinite(Date.parse(raw))) return i18n.date(raw, { timeStyle: 'short' });
	return raw;
}

const values = (params: Record<string, string | number> = {}) => Object.fromEntries(Object.entries(params).map(([name, raw]) => [name, value(name, raw)]));

/** The words of a repository message in the language on screen (read inside markup, so a switch rewrites it). */
export function say(words: Words): string {
	if ('text' in words) return words.text;
	if ('problem' in words) return i18n.problem(words.problem);
	if ('plural' in words) return i18n.tn(words.plural, words.count, values(words.params));
	return i18n.t(words.key, { ...values(words.params), ...termsText(words.terms, i18n.t) });
}

