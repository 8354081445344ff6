import { fold, quoteOf, wordsOf } from './lines';
import { nextTo } from './layout-header';
import type { Line, Vacancies } from './types';

/*
 * The vacancies of an edital of one cargo, counted where no table names it (issue 31): a table of the lists' names alone, or
 * the sentence that says what the concurso is for.
 */

/** A column name a vacancy table's header writes alone: "AC", "PcD", "PPIQ", "Negros", "Total". */
const COUNT_NAME: [Exclude<keyof Vacancies, 'reserve' | 'quote'>, RegExp][] = [
	['ampla', /^(?:ac|ampla)$/],
	['pcd', /^(?:pcd|pcds|pne)$/],
	['negros', /^(?:negros?|pn|cn|ppp|ppi|ppiq)$/],
	['total', /^total$/]
];

/**
 * The counts of a vacancy table that names no cargo ("AC PCD PPIQ Total" over "7 1 2 10"): a line of column names
 * alone, then a line of counts alone. The first run of names up to its "Total" is read (the immediate vacancies,
 * written before the reserve's); null when there is none. It can only be the edital's one cargo's.
 */
export function unnamedVacancies(lines: readonly Line[]): Vacancies | null {
	for (let index = 0; index + 1 < lines.length; index++) {
		const words = fold(lines[index].text).replace(/\*+/g, '').split(' ');
		const kinds: (typeof COUNT_NAME)[number][0][] = [];
		for (const word of words) {
			const kind = COUNT_NAME.find(([, re]) => re.test(word))?.[0];
			if (!kind || kinds.includes(kind)) break;
			kinds.push(kind);
			if (kind === 'total') break;
		}
		if (kinds.length < 3 || !kinds.includes('total')) continue;
		const next = lines[index + 1];
		const counts = next.text.split(' ');
		if (!nextTo(lines[index], next) || counts.length < kinds.length || !counts.every((c) => /^(?:\d{1,4}|-|\*)$/.test(c))) continue;
		const value = (kind: (typeof kinds)[number]) => {
			const at = kinds.indexOf(kind);
			return at >= 0 && /^\d/.test(counts[at]) ? Number(counts[at]) : null;
		};
		const vacancies: Vacancies = { total: value('total'), ampla: value('ampla'), pcd: value('pcd'), negros: value('negros'), quote: quoteOf(next) };
		// The parts add up to the total, or the columns were not read as written.
		if (vacancies.total !== (vacancies.ampla ?? 0) + (vacancies.pcd ?? 0) + (vacancies.negros ?? 0)) continue;
		return vacancies;
	}
	return null;
}

/**
 * The vacancies the edital's opening says it fills ("O Concurso destina-se ao provimento de 50 (cinquenta) vagas e à formação
 * de cadastro de reserva …", "… visando ao provimento de 1.000 vagas"): their total only, from the first such sentence near
 * the top, where the sentence names the cargo; null when none does. It can only be the edital's one cargo's.
 */
export function announcedVacancies(lines: readonly Line[], title: string): Vacancies | null {
	const name = wordsOf(title);
	for (const [at, line] of lines.slice(0, 300).entries()) {
		const text = `${line.text} ${lines[at + 1]?.text ?? ''} ${lines[at + 2]?.text ?? ''}`;
		const m = /\bprovimento\s+de\s+(\d{1,3}(?:\.\d{3})*|\d+)\s*(?:\([\p{L}\s-]+\)\s*)?vagas?\b/iu.exec(text);
		if (!m || m.index >= line.text.length) continue;
		// The sentence names the cargo: a reader that missed the edital's other cargos never gives this one all the vacancies.
		const sentence = text.slice(m.index).split(/\.(?:\s|$)/)[0];
		if (!name || !` ${wordsOf(sentence)} `.includes(` ${name} `)) return null;
		return { total: Number(m[1].replace(/\./g, '')), ampla: null, pcd: null, negros: null, quote: quoteOf(line) };
	}
	return null;
}
