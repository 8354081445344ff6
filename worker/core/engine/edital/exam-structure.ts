import { SECTION } from './cargos';
import { fold } from './lines';
import { syllabusStart } from './syllabus';
import { scopeOf } from './syllabus-scope';
import type { Cargo, Line, Subject } from './types';

const wordsOf = (text: string) => text.trim().split(/\s+/).length;

/**
 * The exam's structure: for each subject, the number of questions and the weight, read from the lines
 * before the syllabus that name the subject followed by numbers ("Língua Portuguesa 10 1,0").
 */
export function structure(lines: readonly Line[], subjects: Subject[], cargos: readonly Cargo[]): void {
	const start = syllabusStart(lines);
	const end = start < 0 ? lines.length : start;
	const names = [...new Set(subjects.map((s) => s.name))].sort((a, b) => b.length - a.length);
	let scope: string[] | null = null;
	const seen = new Set<string>();
	for (let index = 0; index < end; index++) {
		const text = lines[index].text;
		const folded = fold(text);
		const name = names.find((n) => folded.startsWith(fold(n)) || folded.includes(` ${fold(n)} `));
		if (!name) {
			if (SECTION.test(text)) scope = null;
			else if (wordsOf(text) <= 12 && !/[.;]$/.test(text)) scope = scopeOf(text, cargos) ?? scope;
			continue;
		}
		const after = folded.slice(folded.indexOf(fold(name)) + fold(name).length);
		const m = /^[^\d]{0,20}?(\d{1,3})\s*(?:questoes|itens)?\s+(?:peso\s*)?(\d{1,2}(?:,\d{1,2})?)\b/.exec(after);
		if (!m) continue;
		const questions = Number(m[1]);
		const weight = Number(m[2].replace(',', '.'));
		for (const subject of subjects) {
			if (subject.name !== name || (scope && !scope.includes(subject.cargoId))) continue;
			const key = `${subject.cargoId}|${name}`;
			if (seen.has(key)) continue;
			seen.add(key);
			subject.questions = questions;
			subject.weight = weight;
		}
	}
}
