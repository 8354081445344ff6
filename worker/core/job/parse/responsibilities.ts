import type { Section } from './sections';
import { stripBullet } from './text';

const MAX_ITEMS = 40;

/**
 * The bullets under "Responsibilities", "What you'll do", "Atribuições"… as written, without
 * their bullets. A section written as sentences instead of a list gives one item per line.
 */
export function readResponsibilities(sections: Section[]): string[] {
	const items: string[] = [];
	for (const section of sections) {
		if (section.kind !== 'responsibilities') continue;
		const lines = section.lines.map((line) => line.text.trim()).filter(Boolean);
		const bullets = lines.map(stripBullet).filter((line) => line.bullet);
		const chosen = bullets.length ? bullets.map((line) => line.text) : lines.length === 1 ? splitList(lines[0]) : lines;
		for (const item of chosen) if (item && !/:$/.test(item) && !items.includes(item)) items.push(item);
	}
	return items.slice(0, MAX_ITEMS);
}

/** A list written on one line: sentences, or items apart by semicolons or commas (each of two words or more). */
function splitList(line: string): string[] {
	for (const separator of [/(?<=[.!?])\s+(?=\p{Lu})/u, /\s*;\s*/, /\s*,\s*(?:and\s+|e\s+)?/]) {
		const parts = line.split(separator).map((part) => part.trim()).filter(Boolean);
		if (parts.length >= 3 && parts.every((part) => part.split(/\s+/).length >= 2)) return parts;
	}
	return [line];
}
