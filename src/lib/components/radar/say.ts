import { i18n } from '$lib/i18n/i18n.svelte';
import type { Param, RadarWords } from '$lib/state/radar-view.svelte';

function value(param: Param): string | number {
	if (typeof param === 'string') return param;
	if (typeof param === 'number') return i18n.number(param);
	if ('key' in param) return i18n.t(param.key);
	if ('date' in param) return param.date ? i18n.date(param.date, { dateStyle: 'medium', timeStyle: 'short' }) : '';
	try {
		return i18n.number(param.money, { style: 'currency', currency: param.currency, maximumFractionDigits: 0 });
	} catch {
		return `${i18n.number(param.money)} ${param.currency}`;
	}
}

const values = (params: Record<string, Param> = {}) => Object.fromEntries(Object.entries(params).map(([name, param]) => [name, value(param)]));

/** The words of a radar message in the language on screen (read inside markup, so a switch rewrites it). */
export function say(words: RadarWords): string {
	if ('text' in words) return words.text;
	if ('plural' in words) return i18n.tn(words.plural, words.count, values(words.params));
	return i18n.t(words.key, values(words.params));
}
