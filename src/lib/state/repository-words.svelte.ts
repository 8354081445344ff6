import { i18n } from '$lib/i18n/i18n.svelte';
import type { Words } from './repository-view';

// A line number is a place, not a quantity: "line 1234", never "line 1,234".
const AS_IS = new Set(['line']);

const values = (params: Record<string, string | number> = {}) =>
	Object.fromEntries(Object.entries(params).map(([name, value]) => [name, typeof value === 'number' && !AS_IS.has(name) ? i18n.number(value) : value]));

/** The words of a repository message in the language on screen (read inside markup, so a switch rewrites it). */
export function say(words: Words): string {
	if ('text' in words) return words.text;
	if ('problem' in words) return i18n.problem(words.problem);
	if ('plural' in words) return i18n.tn(words.plural, words.count, values(words.params));
	return i18n.t(words.key, values(words.params));
}

