import { fold, wordsOf as plainWords } from './lines';
import { nextTo } from './layout-header';
import type { Cargo, Line } from './types';

/** Whose a part of the syllabus is (issue 31): the cargos a heading names, by title, by level, or in a list in brackets. */

export const LEVELS: [string, RegExp][] = [
	['superior', /nivel superior/],
	['medio', /nivel medio|nivel tecnico/],
	['fundamental', /nivel fundamental/]
];

/** The cargos a heading line speaks of: by title, by schooling level, or all of them. */
export function scopeOf(text: string, cargos: readonly Cargo[]): string[] | null {
	const folded = fold(text);
	if (/todos os (?:cargos|empregos)|todas as (?:funcoes|especialidades)|comum a todos|comuns a todos/.test(folded)) return cargos.map((c) => c.id);
	// "CARGOS 301 e 302: …": the cargos of those codes.
	const coded = /^(?:cargos?|empregos?)\s+(?:n[ºo°.]*\s*)?(\d{1,4}(?:\s*(?:,|e|a)\s*\d{1,4})*)\s*[:–—-]/.exec(folded);
	const codes = coded ? coded[1].split(/\s*(?:,|e|a)\s*/).map(Number) : [];
	const byCode = cargos.filter((c) => c.code !== null && codes.includes(Number(c.code)));
	if (byCode.length) return byCode.map((c) => c.id);
	const named = cargos
		.filter((c) => folded.includes(fold(c.title)))
		// "Técnico em Enfermagem" also contains "Enfermagem": the longest title named wins over one it contains.
		.filter((c, _, all) => !all.some((other) => other !== c && fold(other.title).includes(fold(c.title)) && folded.includes(fold(other.title))));
	if (named.length) return named.map((c) => c.id);
	for (const [level, re] of LEVELS) {
		if (!re.test(folded)) continue;
		const atLevel = (r: Cargo['requirements'][number]) => r.level === level || (level === 'medio' && r.level === 'tecnico') || (level === 'superior' && r.level === 'pos');
		const matching = cargos.filter((c) => c.requirements.some((r) => r.kind === 'education' && atLevel(r)));
		if (matching.length) return matching.map((c) => c.id);
	}
	return null;
}

/** A list of cargos in brackets from line `from` ("(Analista; Arquiteto;" … "Médico Pediatra)"): the cargos it names and its last line. */
export function bracketedCargos(lines: readonly Line[], from: number, cargos: readonly Cargo[]): { scope: string[]; end: number } | null {
	let end = from;
	while (end < lines.length - 1 && end - from < 12 && !lines[end].text.includes(')') && nextTo(lines[end], lines[end + 1])) end++;
	if (!lines[end].text.includes(')')) return null;
	const names = lines
		.slice(from, end + 1)
		.map((line) => line.text)
		.join(' ')
		.replace(/^\(|\).*$/g, '')
		.split(/[;,]/)
		.map(plainWords)
		.filter(Boolean);
	const scope = cargos.filter((cargo) => names.includes(plainWords(cargo.title))).map((cargo) => cargo.id);
	// Two cargos named at least, and most of the list cargos: a list of something else (topics in brackets) is none.
	return scope.length >= 2 && scope.length * 2 >= names.length ? { scope, end } : null;
}

/**
 * The cargo a heading names as the one whose part of the syllabus follows ("1.6.2 – TÉCNICO EM ENFERMAGEM:", "CONHECIMENTOS
 * ESPECÍFICOS: ASSISTENTE EXECUTIVO …"): by its words, or one title holding the other's at its start ("TÉCNICO EM PATOLOGIA" read,
 * "… PATOLOGIA CLÍNICA" here) where only one does; the edital's one cargo whatever the name. None where no cargo is read so: a
 * cargo not read takes its part with it, to nobody else.
 */
export function ownCargo(name: string, cargos: readonly Cargo[]): string[] {
	const words = plainWords(name);
	const exact = cargos.filter((cargo) => plainWords(cargo.title) === words);
	const loose = cargos.filter((cargo) => `${words} `.startsWith(`${plainWords(cargo.title)} `) || `${plainWords(cargo.title)} `.startsWith(`${words} `));
	const own = exact.length === 1 ? exact : loose.length === 1 ? loose : cargos.length === 1 ? cargos : [];
	return own.map((cargo) => cargo.id);
}
