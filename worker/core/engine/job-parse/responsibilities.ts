import type { Section } from './sections';
import { stripBullet } from './text';

const MAX_ITEMS = 40;

/**
 * The bullets under "Responsibilities", "What you'll do", "Atribuições"… as written, without
 * their bullets. A section written as sentences instead of a list gives one item per line.
 */
export function readResponsibilities(sections: Section[]): string[] {
	const read = sections
		.filter((section) => section.kind === 'responsibilities')
		.map((section) => {
			const lines = section.lines.map((line) => line.text.trim()).filter(Boolean);
			const bullets = lines.map(stripBullet).filter((line) => line.bullet);
			if (bullets.length) return { items: bullets.map((line) => line.text), list: true };
			if (lines.length === 1) {
				const items = splitList(lines[0]);
				return { items, list: items.length > 1 };
			}
			return { items: lines, list: lines.length > 1 };
		});
	// "The role" in a sentence beside "What you'll do" as a list: the list holds the duties.
	const lists = read.some((section) => section.list) ? read.filter((section) => section.list) : read;
	const items: string[] = [];
	for (const section of lists) for (const item of section.items) if (item && !/:$/.test(item) && !items.includes(item)) items.push(item);
	return items.slice(0, MAX_ITEMS);
}

/** A list written on one line: sentences, or items apart by semicolons or commas (each of two words or more). */
function splitList(line: string): string[] {
	for (const separator of [/(?<=[.!?])\s+(?=\p{Lu})/u, /\s*;\s*/, /\s*,\s+(?=\p{Lu})/u, /\s*,\s*(?:and\s+|e\s+)?/]) {
		const parts = splitOutsideBrackets(line, separator)
			.map((part) => part.trim())
			.filter(Boolean);
		if (parts.length >= 3 && parts.every((part) => part.split(/\s+/).length >= 2)) return parts;
	}
	return [line];
}

/** Splits where the separator matches outside brackets: "(SPED, DCTFWeb, EFD-Reinf)" stays one piece. */
function splitOutsideBrackets(line: string, separator: RegExp): string[] {
	const parts: string[] = [];
	let from = 0;
	const global = new RegExp(separator.source, `${separator.flags.replace('g', '')}g`);
	for (const match of line.matchAll(global)) {
		const at = match.index ?? 0;
		const before = line.slice(0, at);
		const depth = (before.match(/[([]/g)?.length ?? 0) - (before.match(/[)\]]/g)?.length ?? 0);
		if (depth > 0 || match[0].length === 0) continue;
		parts.push(line.slice(from, at));
		from = at + match[0].length;
	}
	parts.push(line.slice(from));
	return parts;
}
