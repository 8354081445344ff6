import { fold } from '../engine/skills/tokens';

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first line of a text that names a phrase as whole words (accents and case aside). */
export function lineNaming(text: string, phrase: string): string | null {
	const wanted = fold(phrase.trim());
	if (!wanted) return null;
	const pattern = new RegExp(`(^|[^\\p{L}\\p{N}])${escape(wanted)}($|[^\\p{L}\\p{N}])`, 'u');
	for (const line of text.split(/\r?\n/)) {
		if (pattern.test(fold(line))) return line.trim();
	}
	return null;
}
