import { problem } from '../problem';
import { cargoBlocks, slug } from './cargos';
import { cargoTables } from './cargo-tables';
import { captionLevels } from './caption-levels';
import { cellTables } from './cell-tables';
import { announcedVacancies, unnamedVacancies } from './one-cargo-vacancies';
import { keyDates } from './dates';
import { labelColumns } from './label-columns';
import { fees } from './fees';
import { groupRequirements } from './group-requirements';
import { header } from './header';
import { ownSpecialties } from './own-specialty';
import { toLines, wordsOf } from './lines';
import { withMonthDays } from './month-days';
import { listedRequirements, namedRequirements, sentenceRequirements } from './named-requirements';
import { giveRequirements, saysMore } from './requirements';
import { structure } from './exam-structure';
import { syllabus } from './syllabus';
import type { Cargo, ExamExtraction, ExtractContext } from './types';

export type * from './types';
export { DATE_KINDS } from './types';
export { pagesOfText } from './lines';
export { applyRetification, changesBetween, isRetification } from './retification';

/** A title's words, without the item numbers a table's first column glues to a name's ends ("1 Médico …", "Contador 5"). */
const looseWordsOf = (title: string) => wordsOf(title).replace(/^\d{1,3} | \d{1,3}$/g, '');

/** The words of a title's last part, after its label or its dash ("… – ESPECIALIDADE: AGENTE SOCIAL" → "agente social"); null for a name of one part. */
const partOf = (title: string) => {
	const m = /(?:[:–—]|\s-\s)\s*([^:–—]+)$/u.exec(title);
	return m && m.index > 0 ? wordsOf(m[1]) || null : null;
};

const sameCargo = (a: Cargo, b: Cargo) => wordsOf(a.title) === wordsOf(b.title) || (a.code !== null && a.code === b.code);

/** How many parts of its vacancies (ampla, PcD, negros) a reading counts. */
const partsOf = (v: Cargo['vacancies']) => [v.ampla, v.pcd, v.negros].filter((n) => n !== null).length;

/**
 * Cargos of the blocks and of the tables, one per title: a table's vacancies fill a block's gaps. A row whose title
 * differs from a block's only by an item number at its ends is that block's, where no other row or block could be.
 */
function mergeCargos(blocks: Cargo[], tables: Cargo[]): Cargo[] {
	const out = [...blocks];
	// The blocks whose vacancies a table's row gave.
	const countedByRows = new Set<Cargo>();
	const tally = (cargos: Cargo[]) => {
		const counts = new Map<string, number>();
		for (const cargo of cargos) counts.set(looseWordsOf(cargo.title), (counts.get(looseWordsOf(cargo.title)) ?? 0) + 1);
		return counts;
	};
	const [inBlocks, inTables] = [tally(blocks), tally(tables)];
	const loose = (cargo: Cargo, row: Cargo) => {
		const key = looseWordsOf(row.title);
		return key === looseWordsOf(cargo.title) && inBlocks.get(key) === 1 && inTables.get(key) === 1;
	};
	// A table may name a block by its part alone ("Agente Social" for "TÉCNICO … (TDAS) – ESPECIALIDADE: AGENTE SOCIAL"), where no other
	// block ends in that part and no other row is named so.
	const byPart = new Map<string, number>();
	for (const block of blocks) if (partOf(block.title)) byPart.set(partOf(block.title)!, (byPart.get(partOf(block.title)!) ?? 0) + 1);
	const part = (cargo: Cargo, row: Cargo) => {
		const key = partOf(cargo.title);
		return key !== null && key === wordsOf(row.title) && byPart.get(key) === 1 && inTables.get(looseWordsOf(row.title)) === 1;
	};
	for (const row of tables) {
		const known =
			out.find((cargo) => sameCargo(cargo, row)) ??
			out.find((cargo) => blocks.includes(cargo) && loose(cargo, row)) ??
			out.find((cargo) => blocks.includes(cargo) && part(cargo, row));
		if (!known) {
			out.push(row);
			continue;
		}
		// The same cargo in another place's table (a hospital's, a state's), counted on another line: its vacancies add to the cargo's,
		// whether the cargo is that table's row or a block whose counts a row gave (not a block that counts its own).
		const [v, w] = [known.vacancies, row.vacancies];
		const counted = !blocks.includes(known) || countedByRows.has(known);
		const elsewhere = counted && v.total !== null && w.total !== null && (v.quote?.page !== w.quote?.page || v.quote?.line !== w.quote?.line);
		const sum = (a: number | null, b: number | null) => (a === null && b === null ? null : (a ?? 0) + (b ?? 0));
		if (elsewhere) known.vacancies = { ...v, total: sum(v.total, w.total), ampla: sum(v.ampla, w.ampla), pcd: sum(v.pcd, w.pcd), negros: sum(v.negros, w.negros) };
		// The same total counted in its parts by the table (ampla, PcD, negros) says more than a block's sentence of it.
		const more = !elsewhere && v.total === w.total && partsOf(w) > partsOf(v);
		if ((v.total === null && w.total !== null) || more) {
			known.vacancies = w;
			countedByRows.add(known);
		}
		if (!known.salary && row.salary) known.salary = row.salary;
		known.weeklyHours ??= row.weeklyHours;
		// A level alone ("ENSINO SUPERIOR COMPLETO" in a table of vacancies) says less than the row that names the course or the
		// council (an annex of requirements): that row's requirements are the cargo's.
		if (saysMore(known.requirements, row.requirements)) known.requirements = row.requirements;
		known.review = known.review.filter((field) => !(field === 'salary' && known.salary) && !(field === 'requirements' && known.requirements.length));
	}
	const ids = new Set<string>();
	for (const cargo of out) {
		let id = cargo.id || slug(cargo.title);
		for (let n = 2; ids.has(id); n++) id = `${cargo.id}-${n}`;
		cargo.id = id;
		ids.add(id);
		if (cargo.vacancies.total === null && !cargo.vacancies.reserve) cargo.review.push('vacancies');
	}
	return out;
}

const checkpoint = (context: ExtractContext, fraction: number) => {
	if (context.signal?.aborted) throw problem('cancelled', 'Reading the edital was cancelled. Nothing was saved.');
	context.progress?.(fraction);
};

/** The reading in steps, each a pass over the lines; the context's signal is checked between them. */
function* steps(pages: readonly string[], context: ExtractContext): Generator<void, ExamExtraction> {
	checkpoint(context, 0);
	const lines = toLines(pages);
	yield checkpoint(context, 0.2);
	const top = header(lines);
	// A block laid out as labels beside their values is read as the labelled lines it stands for.
	const cargos = mergeCargos(cargoBlocks(labelColumns(lines)), [...cargoTables(lines), ...cellTables(lines)]);
	// A cargo whose requirements are written apart, under its name ("a) Psicólogo: Ensino Superior …"), takes them from there.
	namedRequirements(lines, cargos);
	// Or in a sentence that names it ("… do cargo de Agente de Trânsito deverão possuir diploma de nível superior …").
	sentenceRequirements(lines, cargos);
	// Or once for a family of cargos ("REQUISITOS PARA TODOS OS CARGOS DE MÉDICO" over its paragraph).
	groupRequirements(lines, cargos);
	// A table's caption states the level of the cargos under it ("CARGOS DE NÍVEL SUPERIOR").
	captionLevels(lines, cargos);
	// Where no cargo states its requirements, those the conditions for taking office ask per cargo are theirs.
	if (cargos.length && cargos.every((cargo) => !cargo.requirements.length)) {
		const listed = listedRequirements(lines);
		if (listed.length)
			for (const cargo of cargos) giveRequirements(cargo, listed.map((r) => ({ ...r, quote: { ...r.quote } })));
	}
	// A title asked for in the cargo's own specialty ("Residência Médica na especialidade") is in the one its title names.
	ownSpecialties(cargos);
	// An edital of one cargo may count its vacancies in a table that names no cargo, or in the sentence that says what the
	// concurso is for ("… destina-se ao provimento de 50 (cinquenta) vagas …"): they are that cargo's.
	if (cargos.length === 1 && cargos[0].vacancies.total === null) {
		const counts = unnamedVacancies(lines) ?? announcedVacancies(lines, cargos[0].title);
		if (counts) {
			cargos[0].vacancies = counts;
			cargos[0].review = cargos[0].review.filter((field) => field !== 'vacancies');
		}
	}
	yield checkpoint(context, 0.5);
	// A schedule that writes no years speaks of the edital's: the year of its date, or of its number ("Nº 05/2008").
	const year = Number(top.date?.slice(0, 4) ?? /\b((?:19|20)\d{2})\b/.exec(top.number ?? '')?.[1] ?? NaN);
	// A schedule's days written alone beside their month's merged cell are read with it; a date read so quotes the edital's
	// own line, not the line with its day written whole.
	const dated = withMonthDays(lines);
	const dates = keyDates(dated, Number.isFinite(year) ? { year, from: top.date } : undefined);
	const written = lines.flatMap((line, at) => (dated[at] !== line ? [[dated[at].text, line.text] as const] : []));
	for (const date of dates)
		if (date.quote) for (const [whole, own] of written) date.quote.text = date.quote.text.replace(whole, own);
	const feeList = fees(lines);
	yield checkpoint(context, 0.7);
	const subjects = syllabus(lines, cargos);
	structure(lines, subjects, cargos);
	checkpoint(context, 1);
	const review = [...top.review];
	for (const kind of ['registration_start', 'registration_end', 'exam'] as const) if (!dates.some((d) => d.kind === kind)) review.push(`dates.${kind}`);
	if (!cargos.length) review.push('cargos');
	return { body: top.body, board: top.board, number: top.number, date: top.date, cargos, dates, fees: feeList, subjects, review, pages: pages.length };
}

/**
 * An edital's pages (text, in reading order) → what it says: body, board, number, cargos with their
 * requirements, key dates, fees, subjects and syllabus. Pure and linear in the text; the context's
 * signal stops it between steps. Nothing is guessed: a field not found is null (or marked for review).
 */
export function extractEdital(pages: readonly string[], context: ExtractContext = {}): ExamExtraction {
	const run = steps(pages, context);
	for (;;) {
		const step = run.next();
		if (step.done) return step.value;
	}
}

/** The same, giving the thread back between steps: a cancel (or any other request) is heard while a long edital is read. */
export async function extractEditalAsync(pages: readonly string[], context: ExtractContext = {}): Promise<ExamExtraction> {
	const run = steps(pages, context);
	for (;;) {
		const step = run.next();
		if (step.done) return step.value;
		await new Promise((resolve) => setTimeout(resolve, 0));
	}
}
