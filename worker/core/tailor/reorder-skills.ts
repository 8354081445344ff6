import { findSkills } from '../engine/skills/matcher';

/** One entry of a skills list as the resume writes it, with the canonical skills it names. */
interface Entry {
	text: string;
	skills: string[];
}

/** Splits a list line on its separators, never inside brackets ("AWS (EC2, EKS, RDS)" is one entry). */
export function splitEntries(line: string): { label: string; entries: string[]; separator: string } {
	const labelled = /^([^:,;()]{2,40}):\s*(.+)$/u.exec(line);
	const label = labelled ? `${labelled[1]}: ` : '';
	const body = labelled ? labelled[2] : line;
	const separator = body.includes(';') && !body.includes(',') ? '; ' : body.includes(' | ') ? ' | ' : body.includes(' · ') ? ' · ' : ', ';
	const entries: string[] = [];
	let depth = 0;
	let current = '';
	for (const char of body) {
		if ('([{'.includes(char)) depth++;
		if (')]}'.includes(char)) depth = Math.max(0, depth - 1);
		if (depth === 0 && (char === ',' || char === ';' || char === '|' || char === '·')) {
			entries.push(current.trim());
			current = '';
		} else current += char;
	}
	entries.push(current.trim());
	return { label, entries: entries.filter(Boolean), separator };
}

/** The entries in their order, those that name a wanted skill first (by the job's order), the rest as they were. */
function reordered(entries: Entry[], rank: (name: string) => number | undefined): Entry[] {
	const best = (entry: Entry) => Math.min(...entry.skills.map((s) => rank(s) ?? Infinity));
	return entries
		.map((entry, at) => ({ entry, at, best: best(entry) }))
		.sort((a, b) => (a.best === b.best ? a.at - b.at : a.best - b.best))
		.map((x) => x.entry);
}

const entriesOf = (texts: string[]): Entry[] => texts.map((text) => ({ text, skills: findSkills(text).map((hit) => hit.name) }));

/**
 * The skills list with the job's skills first, written exactly as the resume writes it: entries
 * keep their own words, brackets and language ("Nginx, redes TCP/IP" stays as it is). A list of
 * several lines moves whole lines; a one-line list moves its entries. Null when nothing would move.
 */
export function reorderSkillsList(lines: readonly string[], rank: (name: string) => number | undefined): { before: string; after: string; moved: string[] } | null {
	if (!lines.length) return null;
	if (lines.length === 1) {
		const { label, entries, separator } = splitEntries(lines[0]);
		if (entries.length < 4) return null;
		const list = entriesOf(entries);
		const next = reordered(list, rank);
		if (next.every((entry, i) => entry === list[i])) return null;
		const moved = next.filter((entry, i) => list.indexOf(entry) > i).map((entry) => entry.text);
		return { before: lines[0], after: `${label}${next.map((e) => e.text).join(separator)}`, moved };
	}
	const list = entriesOf([...lines]);
	const next = reordered(list, rank);
	if (next.every((entry, i) => entry === list[i])) return null;
	const moved = next.filter((entry, i) => list.indexOf(entry) > i).map((entry) => entry.text);
	return { before: lines.join('\n'), after: next.map((e) => e.text).join('\n'), moved };
}
