import { escapeRegExp, fold } from './lines';
import { giveRequirements, requirementsOf, saysMore, type Piece } from './requirements';
import { segmentsOf, type Segment as Cell } from './table-columns';
import type { Line, Requirement } from './types';

/**
 * The degrees and registrations an edital's list of conditions for taking office asks per cargo or especialidade
 * ("3.3 … aos seguintes requisitos:" then "r) Para todas as especialidades, exceto …, apresentar Diploma …", "s) Para as
 * especialidades …, apresentar Diploma … em contabilidade …"): only the items that say whose they are. Read where no cargo
 * states its own; the list's other conditions (nationality, age, documents) are no requirement of a cargo.
 */
export function listedRequirements(lines: readonly Line[]): Requirement[] {
	const out: Requirement[] = [];
	for (let index = 0; index < lines.length && !out.length; index++) {
		// The list's heading may wrap before its colon ("… todos os requisitos a seguir estará habilitado à matrícula no EAOAP" / "2024:").
		const heading = /\brequisitos\b[^:]{0,80}:$/iu.test(lines[index].text) || (/\brequisitos\b[^:]{0,80}$/iu.test(lines[index].text) && /^[^:]{0,20}:$/u.test(lines[index + 1]?.text ?? ''));
		if (!heading) continue;
		// A list of one cargo's conditions ("São requisitos para ingresso no cargo de Juiz Federal Substituto:"): the degree it names is that cargo's.
		const oneCargo = /\b(?:no|do|para o) cargo de\s+\p{Lu}/u.test(lines[index].text);
		if (!/:$/.test(lines[index].text)) index++;
		const items: Piece[][] = [];
		let at = index + 1;
		for (; at < lines.length && at - index < 80; at++) {
			const text = lines[at].text;
			if (/^[a-z]\)\s/u.test(text)) items.push([{ text: text.slice(3), line: lines[at] }]);
			else if (!items.length || /^\d+\.(?:\d+\.?)*\s/u.test(text)) break;
			else items.at(-1)!.push({ text, line: lines[at] });
		}
		index = at - 1;
		for (const item of items) {
			const whose = fold(item.map((piece) => piece.text).join(' '));
			// A degree "na especialidade a que concorre" is each cargo's own: its level is every cargo's requirement.
			const own = /\b(?:n[ao] (?:especialidade|cargo|area)) (?:a|para a|ao|para o) que (?:concorre|se candidat)/.test(whose);
			if (own) {
				const level = requirementsOf(item).find((r) => r.kind === 'education' && r.level);
				if (level && !out.some((r) => r.text === level.text)) {
					const { course: _course, ...atLevel } = level;
					out.push(atLevel);
				}
				continue;
			}
			if (oneCargo) {
				for (const requirement of requirementsOf(item))
					if (((requirement.kind === 'education' && requirement.course) || requirement.kind === 'experience') && !out.some((r) => r.text === requirement.text)) out.push(requirement);
				continue;
			}
			if (!/^para (?:o cargo|os cargos|a especialidade|as especialidades|todas as especialidades|todos os cargos)\b/.test(whose)) continue;
			// Asked of some cargos or especialidades only: each cargo's person checks whether it is theirs.
			const some = !/^para (?:todas as especialidades|todos os cargos)\b/.test(whose) || /\bexceto\b/.test(whose);
			for (const requirement of requirementsOf(item))
				if ((requirement.kind === 'education' || requirement.kind === 'registration') && !out.some((r) => r.text === requirement.text)) out.push(some ? { ...requirement, review: true } : requirement);
		}
	}
	return out;
}

/** The words a cargo's requirement text starts with after its name and a colon ("Enfermeiro: Diploma …", "a) Psicólogo: Ensino Superior …"). */
const NAMED_START = /^(?:ensino|curso|gradua[cç][aã]o|forma[cç][aã]o|diploma|n[ií]vel|bacharel|licenciatura|certificado|superior completo|m[eé]dio completo|fundamental completo|escolaridade)\b/iu;
/** The label of a cargo's duties, written on in the paragraph of its requirements. */
const DUTIES = /\b(?:ATRIBUI[CÇ](?:[OÕ]ES|[AÃ]O)|Atribui[cç](?:[oõ]es|[aã]o)|DESCRI[CÇ][AÃ]O\s+SUM[AÁ]RIA)\s*:/u;
/** A list item's mark before a name: "a) ", "b) ", "1. ", "2.3 ". */
const ITEM_MARK = /^(?:[a-z]\)\s+|\d+(?:\.\d+)*\.?\s+)/u;

/** A piece of a line where it stands (table-columns' `segmentsOf`); a piece cut at a column keeps only its text and start. */
type Segment = Pick<Cell, 'text' | 'from'>;
/** The pieces of a line right of a column and those left of it; a piece that runs over the column with one space there is cut at it. */
function splitAt(segments: Segment[], column: number): [Segment[], Segment[]] {
	const left: Segment[] = [];
	const right: Segment[] = [];
	for (const segment of segments) {
		const at = column - segment.from;
		if (segment.from >= column - 2) right.push(segment);
		else if (at < segment.text.length - 2 && segment.text[at - 1] === ' ' && segment.text[at] !== ' ') {
			left.push({ text: segment.text.slice(0, at - 1), from: segment.from });
			right.push({ text: segment.text.slice(at), from: column });
		} else left.push(segment);
	}
	return [left, right];
}

/**
 * Requirement texts that open with the cargo's name and a colon, in a list ("a) Cirurgião-Dentista: Ensino Superior
 * Completo – Graduação em …") or in a table's column beside the cargo's code and name ("Código | Especialidade |
 * Requisitos", the cell written "Biólogo: Diploma … de curso de graduação em Biologia …"). The text goes on on the lines
 * right below it, in its column (the cells left of it, a code and a wrapped name, are not its text), up to the next such
 * name, a blank line or another item. A text is given to the cargo of that name, or of the one code written beside it;
 * only to a cargo that states no requirements elsewhere. Linear in the lines.
 */
export function namedRequirements(lines: readonly Line[], cargos: readonly { title: string; code: string | null; requirements: Requirement[]; review: string[] }[]): void {
	// The same words in the same order, whatever the dashes and slashes between them ("Radiologia/Radioterapia", "Radiologia - Radioterapia").
	const key = (title: string) => fold(title).replace(/[^a-z0-9]+/g, ' ').trim();
	const byTitle = new Map(cargos.map((cargo) => [key(cargo.title), cargo]));
	const byCode = new Map(cargos.filter((cargo) => cargo.code).map((cargo) => [cargo.code!, cargo]));
	type Block = { title: string; column: number; pieces: Piece[]; codes: Set<string>; last: Line };
	const give = (block: Block) => {
		const codes = [...block.codes];
		const cargo = byTitle.get(key(block.title)) ?? (codes.length === 1 ? byCode.get(codes[0]) : undefined);
		if (!cargo) return;
		// Only to a cargo that states none, or a bare level the text's course or council says more than.
		const requirements = requirementsOf(block.pieces);
		if (saysMore(cargo.requirements, requirements)) giveRequirements(cargo, requirements);
	};
	/** A piece that opens a cargo's requirement text: its name, then a colon and the requirement's first words. */
	const opening = (segment: Segment): { title: string; rest: string } | null => {
		const text = segment.text.replace(ITEM_MARK, '');
		// A name may hold a colon of its own ("Enfermeiro – Área de Atuação: Saúde: Ensino …"): the colon the requirement follows.
		for (let at = text.indexOf(':'); at > 0 && at < 120; at = text.indexOf(':', at + 1)) {
			const rest = text.slice(at + 1).trim();
			if (!NAMED_START.test(rest)) continue;
			// "NUTRICIONISTA: REQUISITOS DE INVESTIDURA: diploma …": the label between the name and its text is no part of the name.
			const title = text.slice(0, at).replace(/\s*:\s*(?:pr[eé]-?)?requisitos?\b[^:]*$/iu, '').trim();
			return /^\p{Lu}/u.test(title) && title.split(' ').length <= 14 ? { title, rest: rest.split(DUTIES)[0] } : null;
		}
		return null;
	};
	const codesIn = (segments: Segment[]) => segments.filter((segment) => /^[A-Z]?\d{2,4}$/.test(segment.text)).map((segment) => segment.text);
	let block: Block | null = null;
	for (const line of lines) {
		const segments = segmentsOf(line);
		// The next line, or the one after it where the table goes on (a code alone on the line between is read as a page number):
		// the other columns hold text, or the text goes on where it stands.
		const gap = block && block.last.page === line.page ? line.line - block.last.line : 0;
		const goesOn = (column: number) => {
			const [left, right] = splitAt(segments, column);
			return left.length > 0 || Math.abs(right[0].from - column) <= 2;
		};
		if (block && !(gap === 1 || (gap === 2 && goesOn(block.column)))) {
			give(block);
			block = null;
		}
		const open = segments.map((segment) => ({ segment, found: opening(segment) })).find((s) => s.found);
		if (open?.found) {
			if (block) give(block);
			block = { title: open.found.title, column: open.segment.from, pieces: [{ text: open.found.rest, line }], codes: new Set(codesIn(splitAt(segments, open.segment.from)[0])), last: line };
			continue;
		}
		if (!block) continue;
		const column = block.column;
		const [left, inColumn] = splitAt(segments, column);
		const text = inColumn.map((segment) => segment.text).join(' ');
		// Another item of the list ("h) …", "2.4 …") where the text's item started ends it.
		if (inColumn[0]?.from === column && /^(?:[a-z]\)\s|\d+(?:\.\d+)*\.?\s+\p{Lu})/u.test(text)) {
			give(block);
			block = null;
			continue;
		}
		for (const code of codesIn(left)) block.codes.add(code);
		// The cargo's duties written on after its requirements, in the same paragraph ("… Conselho de Nutrição. ATRIBUIÇÕES: …"):
		// the requirements end there.
		const [own, ...duties] = text.split(DUTIES);
		if (own.trim()) block.pieces.push({ text: own.trim(), line });
		block.last = line;
		if (duties.length) {
			give(block);
			block = null;
		}
	}
	if (block) give(block);
}

/**
 * A cargo's requirement told in a sentence that names it ("Os candidatos às vagas do cargo de Agente de Trânsito deverão possuir
 * diploma de nível superior em qualquer área de formação, …"), for a cargo that states none elsewhere: the words after the verb,
 * to the sentence's end.
 */
export function sentenceRequirements(lines: readonly Line[], cargos: readonly { title: string; requirements: Requirement[]; review: string[] }[]): void {
	// Each waiting cargo's sentence, its pattern made once.
	const waiting = cargos
		.filter((cargo) => !cargo.requirements.length)
		.map((cargo) => ({ cargo, said: new RegExp(`\\bcargo de ${escapeRegExp(cargo.title)}\\s+(?:dever[aã]o|dever[aá]|devem)\\s+(?:possuir|ter|apresentar)\\s+([^.;]+)`, 'iu') }));
	if (!waiting.length) return;
	for (const [index, line] of lines.entries()) {
		if (!/\bcargo de\b/iu.test(line.text)) continue;
		const text = [line.text, lines[index + 1]?.text ?? '', lines[index + 2]?.text ?? ''].join(' ');
		for (const { cargo, said } of waiting) {
			if (cargo.requirements.length) continue;
			const m = said.exec(text);
			if (!m || m.index >= line.text.length) continue;
			giveRequirements(cargo, requirementsOf([{ text: m[1], line }]));
		}
	}
}
