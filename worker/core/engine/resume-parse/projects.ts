import { findLinks } from './links';
import { isProse } from './entries';
import { stripBullet, tidy, type Line } from './text';

export interface ProjectFound {
	name: string;
	description: string;
	url: string | null;
	lines: Line[];
}

// "Recipe Box — React app…", "Tip Splitter: vanilla JS…", "Bootcamp capstone | Node.js…"
const NAME_AND_TEXT = /^(.{2,60}?)(?:\s+[—–-]\s+|:\s+|\s+\|\s+)(.+)$/;

/**
 * Projects: one per "Name — description" line, or a short name line followed by description lines.
 */
export function readProjects(lines: Line[]): ProjectFound[] {
	const found: ProjectFound[] = [];
	let current: ProjectFound | null = null;
	for (const line of lines) {
		const raw = line.text.trim();
		if (!raw) {
			current = null;
			continue;
		}
		const { bullet, text } = stripBullet(raw);
		const url = findLinks(text, true)[0]?.url ?? null;
		const split = NAME_AND_TEXT.exec(text);
		const shortName = !isProse(text) && text.split(/\s+/).length <= 6 && !/[.;]$/.test(text);
		if (current && (bullet || isProse(text)) && !(split && !bullet && current.description)) {
			current.description = tidy(`${current.description} ${text}`);
			current.url ??= url;
			current.lines.push(line);
			continue;
		}
		if (split && split[1].split(/\s+/).length <= 7) {
			current = { name: tidy(split[1]), description: tidy(split[2]), url, lines: [line] };
		} else if (shortName) {
			current = { name: tidy(text.replace(/https?:\/\/\S+/g, '')), description: '', url, lines: [line] };
		} else {
			current = { name: tidy(text.split(/[.;]/)[0]).slice(0, 60), description: tidy(text), url, lines: [line] };
		}
		found.push(current);
	}
	return found.filter((project) => project.name);
}
