import { splitRun } from './centred-rows';
import { isFieldLine } from './cargos';
import { segmentsOf } from './table-columns';
import type { Line } from './types';

/*
 * A cargo's block laid out as two columns, its labels on the left and their values on the right (issue 31):
 *
 *   Cargo 05                               ADMINISTRADOR
 *                                          Diploma de conclusão de curso de graduação em
 *                                          Administração de Empresas, expedido por instituição de
 *   Requisitos para Investidura no Cargo   ensino superior credenciada pelo MEC, e registro no órgão de
 *                                          classe.
 *
 * each label set beside the middle of its value. Read as lines, a value's first lines go to the label above. The block is
 * written again as the labelled lines the blocks' reader knows ("Requisitos para Investidura no Cargo: Diploma …"), each
 * value's lines keeping their page and line, so every quote still points at the edital's own line.
 */

/** A label of a cargo's block, as the blocks' reader knows them, or the cargo's own ("Cargo 05"). */
const isLabel = (text: string) => /^(?:cargo|emprego|fun[cç][aã]o)\s+(?:n[º°o.]*\s*)?[A-Z]?\d{1,4}$/iu.test(text) || (text.split(' ').length <= 6 && isFieldLine(`${text}: x`));

/** The lines with every block of labels and values written again as labelled lines; other lines as they are. */
export function labelColumns(lines: readonly Line[]): readonly Line[] {
	const out: Line[] = [];
	let index = 0;
	while (index < lines.length) {
		const region = regionAt(lines, index);
		if (!region) {
			out.push(lines[index++]);
			continue;
		}
		out.push(...relabelled(lines.slice(index, region.end), region.valueAt));
		index = region.end;
	}
	return out;
}

/** Where the values start on a line (one label and its value, or a value alone), or null for any other line. */
function valueStart(line: Line, valueAt: number | null): { label: string | null; from: number } | null {
	const pieces = segmentsOf(line);
	if ((!line.raw && line.indent === undefined) || !pieces.length) return null;
	const near = (from: number) => valueAt === null || Math.abs(from - valueAt) <= 2;
	// Inside a block, any short label in capitals at the left delimits a value ("Nível de Escolaridade   Superior"), known or not.
	const labelled = () => (valueAt === null ? isLabel(pieces[0].text) : pieces[0].text.split(' ').length <= 6 && /^\p{Lu}/u.test(pieces[0].text) && pieces[0].from < valueAt - 3);
	if (pieces.length >= 2 && pieces[0].from < pieces[1].from - 3 && near(pieces[1].from) && labelled()) return { label: pieces[0].text, from: pieces[1].from };
	if (valueAt !== null && near(pieces[0].from) && pieces[0].from >= 15) return { label: null, from: pieces[0].from };
	return null;
}

/** A run of lines from `from` of labels and values in two columns, two labels at least, with no blank line inside. */
function regionAt(lines: readonly Line[], from: number): { end: number; valueAt: number } | null {
	const first = valueStart(lines[from], null);
	if (!first?.label || first.from < 15) return null;
	let end = from + 1;
	let labels = 1;
	while (end < lines.length && lines[end].page === lines[end - 1].page && lines[end].line === lines[end - 1].line + 1) {
		const next = valueStart(lines[end], first.from);
		if (!next) break;
		if (next.label) labels++;
		end++;
	}
	return labels >= 2 ? { end, valueAt: first.from } : null;
}

/** A region's lines as labelled lines: each label's value parted from the next where the text allows it, as centred cells are. */
function relabelled(region: readonly Line[], valueAt: number): Line[] {
	// Each line's label and value, read once: the parting below asks for them again and again.
	const cells = new Map(
		region.map((line) => {
			const start = valueStart(line, valueAt);
			const value = start ? segmentsOf(line).filter((piece) => piece.from >= start.from - 2).map((piece) => piece.text).join(' ') : '';
			return [line, { label: start?.label ?? '', value }];
		})
	);
	const labelOf = (line: Line) => cells.get(line)!.label;
	const valueOf = (line: Line) => cells.get(line)!.value;
	const anchors = region.flatMap((line, at) => (labelOf(line) ? [at] : []));
	const out: Line[] = [];
	for (const row of splitRun(region, anchors, { name: labelOf, requirement: valueOf })) {
		const label = row.map(labelOf).find(Boolean) ?? '';
		row.forEach((line, at) => {
			const value = valueOf(line);
			out.push({ text: at === 0 ? `${label}: ${value}` : value, page: line.page, line: line.line });
		});
	}
	return out;
}
