import { splitEntries } from '../tailor';
import type { Suggestion } from '../tailor';
import { simplify } from '../engine/resume-parse/text';
import type { DocumentSection, ResumeDocument } from './model';

/**
 * A tailoring's accepted suggestions written into a document (tailor/suggest.ts says what each
 * kind's `before` and `after` hold). Pending and rejected ones are never applied; a suggestion
 * whose `before` the document no longer shows is left out rather than guessed at. Suggestions
 * touch the summary, bullets, skills and personal details only: never a title, an employer or a
 * date. Pure: the document given is not changed.
 */
export function applyAccepted(document: ResumeDocument, suggestions: readonly Suggestion[]): ResumeDocument {
	const doc: ResumeDocument = structuredClone(document);
	const accepted = suggestions.filter((s) => s.status === 'accepted');
	const of = (kind: Suggestion['kind']) => accepted.filter((s) => s.kind === kind);
	// Order matters: the summary grows before a rephrase looks for its sentence in it; whole lines
	// move before a word inside them changes; keywords are added to the list as it then reads.
	for (const s of of('emphasize')) emphasize(doc, s);
	for (const s of of('reorder')) reorder(doc, s);
	for (const s of of('rephrase')) rephrase(doc, s);
	for (const s of of('add_keyword')) addKeyword(doc, s.after.trim());
	for (const s of of('remove')) removeLine(doc, s.before.trim());
	doc.sections = doc.sections.filter((section) => !isEmpty(section));
	return doc;
}

const section = <K extends DocumentSection['kind']>(doc: ResumeDocument, kind: K) =>
	doc.sections.find((s): s is Extract<DocumentSection, { kind: K }> => s.kind === kind);

/** `before` → `after` in the summary; a summary the resume did not have is started. */
function emphasize(doc: ResumeDocument, s: Suggestion) {
	const before = s.before.trim();
	const summary = section(doc, 'summary');
	if (!summary) {
		if (!before) doc.sections.unshift({ kind: 'summary', text: s.after.trim() });
		return;
	}
	if (!before) summary.text = `${summary.text} ${s.after.trim()}`;
	else if (summary.text.includes(before)) summary.text = summary.text.replace(before, s.after.trim());
}

/** The lines of `before` where they stand, in the order of `after`; other lines keep their places. */
function moveLines(list: string[], before: string[], after: string[]): string[] {
	if (before.length !== after.length) return list;
	const key = (text: string) => simplify(text);
	const places: number[] = [];
	for (const line of before) {
		const at = list.findIndex((item, i) => !places.includes(i) && key(item) === key(line));
		if (at < 0) return list;
		places.push(at);
	}
	const next = [...list];
	[...places].sort((a, b) => a - b).forEach((place, i) => (next[place] = after[i]));
	return next;
}

function reorder(doc: ResumeDocument, s: Suggestion) {
	const before = s.before.split('\n');
	const after = s.after.split('\n');
	if (s.target === 'skills') {
		const skills = section(doc, 'skills');
		if (skills) skills.items = moveLines(skills.items, before, after);
		return;
	}
	const job = /^experience:(\d+)$/.exec(s.target);
	const entry = job ? section(doc, 'experience')?.entries[Number(job[1])] : undefined;
	if (entry) entry.bullets = moveLines(entry.bullets, before, after);
}

/** Every text a suggestion may change, with a way to write it back: never titles, employers or dates. */
function texts(doc: ResumeDocument): { area: string; get: () => string; set: (text: string) => void }[] {
	return doc.sections.flatMap((s) => {
		if (s.kind === 'summary') return [{ area: 'summary', get: () => s.text, set: (text: string) => (s.text = text) }];
		if (s.kind === 'experience')
			return s.entries.flatMap((entry) => entry.bullets.map((_, i) => ({ area: 'experience', get: () => entry.bullets[i], set: (text: string) => (entry.bullets[i] = text) })));
		if (s.kind === 'projects') return s.entries.map((entry) => ({ area: 'projects', get: () => entry.description, set: (text: string) => (entry.description = text) }));
		if (s.kind === 'skills' || s.kind === 'certifications' || s.kind === 'languages')
			return s.items.map((_, i) => ({ area: s.kind, get: () => s.items[i], set: (text: string) => (s.items[i] = text) }));
		if (s.kind === 'other') return s.lines.map((_, i) => ({ area: 'other', get: () => s.lines[i], set: (text: string) => (s.lines[i] = text) }));
		return [];
	});
}

/** A quote cut short ("…the words…") is a plain part of its line without the marks. */
const unquoted = (text: string) => text.trim().replace(/^…/, '').replace(/…$/, '');

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The line with the job's word in place of the resume's. The line may have moved or grown since
 * it was quoted (a reorder, an emphasis): then the same word is changed in the same place.
 */
function rephrase(doc: ResumeDocument, s: Suggestion) {
	const before = unquoted(s.before);
	const after = unquoted(s.after);
	const all = texts(doc);
	const area = s.target.split(':')[0];
	const ordered = [...all.filter((t) => t.area === area), ...all.filter((t) => t.area !== area)];
	const line = before ? ordered.find((t) => t.get().includes(before)) : undefined;
	if (line) return line.set(line.get().replace(before, after));
	const from = typeof s.params.from === 'string' ? s.params.from : null;
	const to = typeof s.params.to === 'string' ? s.params.to : null;
	if (!from || !to) return;
	const word = new RegExp(`(?<![\\p{L}\\p{N}])${escape(from)}(?![\\p{L}\\p{N}])`, 'u');
	const near = all.find((t) => t.area === area && word.test(t.get()));
	near?.set(near.get().replace(word, to));
}

/** A keyword the tailor found evidence for, added to the skills list unless the list already names it. */
function addKeyword(doc: ResumeDocument, keyword: string) {
	if (!keyword) return;
	let skills = section(doc, 'skills');
	if (!skills) {
		skills = { kind: 'skills', items: [] };
		const after = doc.sections.findIndex((s) => s.kind === 'education' || s.kind === 'experience' || s.kind === 'summary');
		doc.sections.splice(after < 0 ? doc.sections.length : after + 1, 0, skills);
	}
	const named = skills.items.some((item) => simplify(item) === simplify(keyword) || splitEntries(item).entries.some((entry) => simplify(entry) === simplify(keyword)));
	if (!named) skills.items.push(keyword);
}

/** A personal detail the person chose to leave out: gone from the contact lines and from any text. */
function removeLine(doc: ResumeDocument, line: string) {
	if (!line) return;
	const key = simplify(line);
	doc.contact = doc.contact.filter((item) => simplify(item) !== key);
	for (const text of texts(doc)) {
		if (!text.get().includes(line)) continue;
		text.set(
			text
				.get()
				.replace(line, ' ')
				.replace(/\s{2,}/g, ' ')
				.trim()
		);
	}
	for (const s of doc.sections) if (s.kind === 'other') s.lines = s.lines.filter(Boolean);
	for (const s of doc.sections) if (s.kind === 'skills' || s.kind === 'languages' || s.kind === 'certifications') s.items = s.items.filter(Boolean);
}

function isEmpty(s: DocumentSection): boolean {
	if (s.kind === 'summary') return !s.text.trim();
	if (s.kind === 'other') return s.lines.length === 0;
	if ('items' in s) return s.items.length === 0;
	return s.entries.length === 0;
}
