/**
 * Whether this version has a message for a code the core sent, asked of whoever holds the words: the
 * app's i18n, for the areas its screen loaded (i18n.svelte.ts sets it), or the command line, for its
 * whole dictionaries (cli/words.ts). A module of its own, naming no message, so that the sentences
 * that ask (analysis-text.ts, tailor-text.ts) load no rune module and the frame loads no screen's words.
 * Until one is set, nothing is known and the core's own English sentence is used.
 */
let lookup: (key: string) => boolean = () => false;

export function setMessageLookup(has: (key: string) => boolean): void {
	lookup = has;
}

export const hasMessage = (key: string): boolean => lookup(key);
