import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { canonicalSkill, skillByName } from '../../worker/core/engine/skills/taxonomy';
import { CORPUS_INDEX, corpusDocs, readCorpusText, readCorpusTruth } from './corpus-eval';
import { norm } from './resume-eval';

// The generator's truth describes its documents (issue 25): skills are canonical taxonomy names,
// dates are YYYY-MM (or null, or "present" for an end), and every experience's title and company
// can be found in the document's text as Rumo reads it.

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * Whether `value` is in the (normalised) text: as written with the spaces taken out (letter-spaced
 * and wrapped text keep their letters in order), or word by word in order with at most 60
 * characters between words (a line wrapped beside a right-aligned date column reads
 * "Prefeitura Municipal de Monte jan 2019 – ago Verde").
 */
function appears(value: string, text: string): boolean {
	const words = norm(value).split(' ').filter(Boolean);
	if (!words.length || text.replace(/\s+/g, '').includes(words.join(''))) return true;
	const at = (word: string, from: number) => {
		const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'gu');
		pattern.lastIndex = from;
		const found = pattern.exec(text);
		return found ? found.index : -1;
	};
	for (let start = at(words[0], 0); start >= 0; start = at(words[0], start + 1)) {
		let end = start + words[0].length;
		let ok = true;
		for (const word of words.slice(1)) {
			const next = at(word, end);
			if (next < 0 || next - end > 60) {
				ok = false;
				break;
			}
			end = next + word.length;
		}
		if (ok) return true;
	}
	return false;
}

describe.skipIf(!existsSync(CORPUS_INDEX))('the generated corpus truth', { timeout: 240_000 }, async () => {
	const docs = corpusDocs();
	const texts = new Map<string, string>();
	for (const doc of docs) texts.set(doc.path, norm(await readCorpusText(doc)));

	it('names skills only by canonical taxonomy names', () => {
		const bad: string[] = [];
		for (const doc of docs) {
			const truth = readCorpusTruth(doc);
			for (const skill of [...truth.skills, ...truth.experiences.flatMap((e) => e.skills)])
				if (!skillByName(skill) || canonicalSkill(skill)?.name !== skill) bad.push(`${doc.path}: ${skill}`);
		}
		expect(bad).toEqual([]);
	});

	it('writes dates as YYYY-MM, null for undated roles and "present" only as an end', () => {
		const bad: string[] = [];
		for (const doc of docs) {
			for (const e of readCorpusTruth(doc).experiences) {
				const ok = e.start === null ? e.end === null : MONTH.test(e.start) && (e.end === 'present' || (typeof e.end === 'string' && MONTH.test(e.end) && e.end >= e.start));
				if (!ok) bad.push(`${doc.path}: ${e.title} ${e.start}–${e.end}`);
				if (e.date_precision === 'year' && e.start && (!e.start.endsWith('-01') || (e.end !== 'present' && !e.end?.endsWith('-12')))) bad.push(`${doc.path}: year-only ${e.start}–${e.end}`);
			}
		}
		expect(bad).toEqual([]);
	});

	it("finds each experience's title and company in the document's text as read", () => {
		const bad: string[] = [];
		for (const doc of docs) {
			const text = texts.get(doc.path) ?? '';
			const truth = readCorpusTruth(doc);
			for (const e of truth.experiences) for (const value of [e.title, e.company]) if (!appears(value, text)) bad.push(`${doc.path}: "${value}"`);
		}
		expect(bad).toEqual([]);
	});
});
