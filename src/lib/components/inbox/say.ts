import { i18n } from '$lib/i18n/i18n.svelte';
import type { Words } from '$lib/state/inbox-view.svelte';

/** The words of a message in the language on screen (read inside markup, so a switch rewrites it). */
export function say(words: Words): string {
	if ('text' in words) return words.text;
	if ('plural' in words) return i18n.tn(words.plural, words.count, words.params);
	return i18n.t(words.key, words.params);
}
