/** Lines of a text, whatever its line endings. */
export const splitLines = (text: string): string[] => text.split(/\r?\n/);

export const escapeRegExp = (value: string): string => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The 1-based number of the first line at or after `from` (0-based) that matches, or null. */
export function lineMatching(lines: string[], pattern: RegExp, from = 0): number | null {
	for (let i = Math.max(0, from); i < lines.length; i++) if (pattern.test(lines[i])) return i + 1;
	return null;
}

/** The 1-based line of a character offset. */
export function lineAt(text: string, offset: number): number {
	let line = 1;
	for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
	return line;
}
