import { splitEntries, type Entry } from './entries';
import { isCompleteHead } from './experience';
import type { Lang } from './location';
import { isDegreeHead, orgScore, roleScore } from './roles';
import type { Section } from './sections';
import type { Line } from './text';

/**
 * Jobs and degrees of a resume written without headings: after the name, contact and a paragraph
 * about the person come dated entries ("Professora – Escola X\n2019 - hoje\n…",
 * "Licenciatura em Pedagogia – PUC – 2013"). A dated entry whose head names a role or an
 * organisation is a job; one that names a degree and no role is education. Everything else (the
 * name, contact, personal data, a summary, a closing line) stays in the header.
 */
export function untitledSections(header: Line[], lang: Lang): { sections: Section[]; rest: Line[] } {
	const entries = splitEntries(header, lang, isCompleteHead).filter((entry) => entry.range);
	const jobs: Entry[] = [];
	const degrees: Entry[] = [];
	for (const entry of trimmedAtBlankLines(entries)) {
		const head = entry.head.map((line) => line.text).join(' ');
		if (isDegreeHead(head)) degrees.push(entry);
		else if (isCredential(head)) continue;
		else if (roleScore(head) > 0 || orgScore(head) > 0) jobs.push(entry);
	}
	if (jobs.length === 0) return { sections: [], rest: header };
	const taken = new Set([...jobs, ...degrees].flatMap((entry) => entry.lines.map((line) => line.index)));
	const section = (kind: Section['kind'], list: Entry[]): Section => ({
		kind,
		heading: '',
		academic: false,
		lines: list.flatMap((entry) => entry.lines).sort((a, b) => a.index - b.index)
	});
	const sections = [section('experience', jobs)];
	if (degrees.length) sections.push(section('education', degrees));
	return { sections, rest: header.filter((line) => !taken.has(line.index)) };
}

/**
 * Without headings, nothing closes the name and headline block before the first job ("Elementary
 * Teacher — Grades 2–4", blank line, "Grade 3 Teacher, Maplewood Elementary", dates): an entry's
 * head does not reach back across a blank line.
 */
function trimmedAtBlankLines(entries: Entry[]): Entry[] {
	return entries.map((entry) => {
		const anchor = entry.rangeLine ?? entry.head[entry.head.length - 1];
		let from = 0;
		for (let i = 1; i < entry.head.length && entry.head[i].index <= anchor.index; i++) {
			if (entry.head[i].index - entry.head[i - 1].index > 1) from = i;
		}
		if (from === 0) return entry;
		const dropped = new Set(entry.head.slice(0, from).map((line) => line.index));
		return { ...entry, head: entry.head.slice(from), lines: entry.lines.filter((line) => !dropped.has(line.index)) };
	});
}

// A licence or certificate with its year ("Certified Emergency Nurse (CEN) — BCEN, 2021") is not a job.
const CREDENTIAL = /\b(?:certified|certification|certificate|certificado|certifica[cç][aã]o|licen[sc]e|licensure|licen[cç]a|board of|registration|registro)\b/i;

export function isCredential(head: string): boolean {
	return CREDENTIAL.test(head);
}

/**
 * Degrees filed under an experience heading (a resume whose education heading the parser did not
 * know, or that has none): dated entries whose head names a degree move to an education section.
 */
export function degreesOutOfExperience(sections: Section[], lang: Lang): Section[] {
	const out: Section[] = [];
	for (const section of sections) {
		if (section.kind !== 'experience') {
			out.push(section);
			continue;
		}
		const entries = splitEntries(section.lines, lang, isCompleteHead);
		const degrees = entries.filter((entry) => entry.range && isDegreeHead(entry.head.map((line) => line.text).join(' ')));
		if (degrees.length === 0 || degrees.length === entries.length) {
			out.push(section);
			continue;
		}
		const moved = new Set(degrees.flatMap((entry) => entry.lines.map((line) => line.index)));
		out.push({ ...section, lines: section.lines.filter((line) => !moved.has(line.index)) });
		out.push({ kind: 'education', heading: '', academic: false, lines: section.lines.filter((line) => moved.has(line.index)) });
	}
	return out;
}
