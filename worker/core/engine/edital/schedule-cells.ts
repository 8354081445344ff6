import { ABBREVIATIONS, datesIn, MONTHS, unglued, type Era } from './date-forms';
import { fold } from './lines';
import { segmentsOf } from './table-columns';
import type { Line } from './types';

/*
 * The cells of a schedule table (issue 31): what kind of cell a line holds (a date, a note of the time column, a label), and
 * a date range whose parts stand apart in the date column.
 */

/** What a schedule's time column holds beside its dates: hours, "Início"/"Término", "Até", "a partir das", "(23h59min)". */
const NOTE_WORDS = new RegExp(
	`\\b(?:${[...MONTHS, ...ABBREVIATIONS].join('|')}|das?|dos?|de|do|as|a|e|ate|apos|partir|primeiro|ultimo|dia|horas?|horario|oficial|brasilia|df|inicio|termino|min|previst[ao]s?|\\d+h\\d*(?:min)?|h)\\b`,
	'g'
);
export type CellKind = 'date' | 'note' | 'label';
/** A schedule table's own header ("EVENTOS BÁSICOS   DATA PREVISTA", "Atividade   Prazo"). */
export function tableHeader(text: string): boolean {
	const words = fold(text);
	return !/\d/.test(words) && /\b(?:eventos?|atividades?|etapas?|descricao)\b/.test(words) && /\b(?:datas?|prazos?|periodos?)\b/.test(words);
}
/** A line of a schedule table: a date cell alone ("17/12/2021 a 5/1/2022", "12   13/07/2025" with its row's number), a note of the time column, or a label. */
export function cellKind(text: string, era?: Era): CellKind {
	// The table's own header ("EVENTOS BÁSICOS   DATA PREVISTA", "Atividade   Prazo") heads no row.
	if (tableHeader(text)) return 'note';
	// A link or an address in the schedule's "where" column beside a date ("7   18/05/2026 19/05/2026   <www.idecan.org.br>")
	// is no label; a line of the label's own words that names one ("A impugnação deverá ser dirigida ao e-mail" / "x@y.br") is.
	// A site may be written with no scheme ("sigrh.ufsj.edu.br/sigrh/public/home.jsf").
	const links = /<[^>\s]*>|(?:https?:\/\/|www\.)\S+|\S+@\S+|\b[\w-]+(?:\.[\w-]+)*\.(?:br|com|org|net)\b\S*/g;
	const dated = datesIn(text, era).length > 0;
	const rest = unglued(dated ? text.replace(links, ' ') : text)
		.replace(NOTE_WORDS, ' ')
		.replace(/[\d/.,:;()*º°\s–—-]+/g, '');
	if (rest.length > 0) return 'label';
	return dated ? 'date' : 'note';
}
/**
 * A range stacked in a schedule's date column, other columns' text beside it: one date at a line's end, "a" alone at the end
 * of the line below (or above), the other date below (or above) that ("… (FSI);   13/02/2023" / "1   - Solicitação …   a" /
 * "vagas ou para desistência.   13/03/2023"). The range's other end, if the lines that way hold one so.
 */
export function stacked(lines: readonly Line[], at: number, known: string, step: 1 | -1, era?: Era): string[] {
	const cell = segmentsOf(lines[at]).at(-1)!;
	if (!lines[at].raw || cellKind(cell.text, era) !== 'date') return [];
	// A line of one cell keeps its place on the page by its indent.
	const inColumn = (line: Line | undefined) => {
		const last = line && line.page === lines[at].page && (line.raw || line.indent !== undefined) ? segmentsOf(line).at(-1)! : null;
		return last && Math.abs(last.from - cell.from) <= 12 ? last.text : null;
	};
	for (let joint = at + step; Math.abs(joint - at) <= 2; joint += step) {
		if (!/^(?:a|at[eé])$/iu.test(inColumn(lines[joint]) ?? '')) continue;
		for (let other = joint + step; Math.abs(other - joint) <= 2; other += step) {
			const text = inColumn(lines[other]);
			const found = text && cellKind(text, era) === 'date' ? datesIn(text, era).filter((date) => (step > 0 ? date > known : date < known)) : [];
			if (found.length) return [step > 0 ? found[0] : found.at(-1)!];
		}
	}
	return [];
}

/** A line whose date cell opens a range its next lines close ("20/02/2026 a", "de 10/03/2026 até"). */
export const opensRange = (line: Line) => segmentsOf(line).some((segment) => /\d{1,2}\/\d{1,2}\/\d{2,4}\s*(?:a|at[eé]|[-–—])$/iu.test(segment.text));
