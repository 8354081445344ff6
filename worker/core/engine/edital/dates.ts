import { datesIn, MONTH, type Era } from './date-forms';
import { cellKind, type CellKind, opensRange, stacked, tableHeader } from './schedule-cells';
import { segmentsOf } from './table-columns';
import { inPassing } from './dates-in-passing';
import { fold, quoteOf } from './lines';
import type { DateKind, KeyDate, Line } from './types';

export { datesIn } from './date-forms';

/**
 * `not`: words that make a line about something else wherever they stand; `notBefore`: words that do so
 * only before the rule's own words ("Publicação dos locais da prova objetiva" is a publication; "a prova
 * objetiva será em 31/08, em locais a divulgar" is the exam). `latest`: the kind's date is the latest the
 * lines give (the final result is the last one published), not the first.
 */
type Rule = { kinds: [DateKind, DateKind] | [DateKind]; test: RegExp; not: RegExp; notBefore?: RegExp; latest?: boolean };

/** Which key date a line speaks of; the first rule that matches decides. */
const RULES: Rule[] = [
	{ kinds: ['exemption_start', 'exemption_end'], test: /isenc(?:ao|oes)/, not: /resultado|recurso|deferi|homolog|divulga|relacao|situacao|consulta/ },
	{
		kinds: ['registration_start', 'registration_end'],
		// "Os interessados deverão se inscrever … no período de …": the registration told by its verb.
		test: /\binscri(?:coes|cao)\b|\binscrever(?:-se)?\b/,
		notBefore: /isenc(?:ao|oes)/,
		not: new RegExp(
			[
				// "A taxa de inscrição deverá ser paga até …": the fee's due date, not the registration's end.
				...['resultado', 'homolog', 'consult', 'status', 'deferi', 'recurso', 'pagamento', '\\bpag[ao]s?\\b', 'boleto', 'comprovante', 'deficien', 'pcd'],
				...['atendimento', 'confirma', 'cancel', 'alterac', 'devoluc', 'vencimento', 'locais', 'cartao', 'sera eliminad']
			].join('|')
		)
	},
	{
		kinds: ['exam'],
		// "Exame intelectual", a row "Provas Escritas": the written exam of the armed forces' admissions.
		// "Aplicação da avaliação escrita objetiva": the exam as some boards name it.
		// "As provas serão aplicadas na data provável …": the exam told in a sentence, not a schedule's row.
		test: /(?:aplicacao|realizacao) d[ao]s? (?:provas?|avaliac(?:ao|oes) (?:escritas?|objetivas?|tecnicas?|de conhecimentos))|(?:provas?|avaliac(?:ao|oes)) (?:escritas? )?objetivas?|provas? de conhecimentos|data da prova|dia da prova|exame intelectual|^provas? escritas?\b|\bprovas? (?:[a-z]+ ){0,3}(?:sera|serao) (?:aplicadas?|realizadas?)\b/,
		// "de caráter classificatório" describes the exam; a "classificação" is a result. Special conditions (adaptations) are
		// asked for before it; a fee's due date ("até a data de seu vencimento em …") is no exam's, even in a sentence about its day.
		not: /vencimento|gabarito|resultado|recurso|convoca|divulgacao d|consulta|pratica|titulos|aptidao|classificacao|resposta|(?:condic(?:ao|oes)|necessidades?) especia(?:l|is)|adaptac(?:ao|oes)|tratamento diferenciado|atendimentos? (?:especia(?:l|is)|especializados?|diferenciados?)|tempo adicional|lactante|amamenta/,
		notBefore: /\blocais\b|\blocal\b|\bsalas\b|cartao|publicacao|disponibiliza|horarios?\b|ensalamento/
	},
	{
		kinds: ['result'],
		// "Publicação da Classificação Final": the final result, as some boards name it.
		// "Publicação da classificação definitiva": a selection's final list.
		test: /resultados? fina(?:l|is)|classificacao (?:final|definitiva)|resultado definitivo do (?:concurso|certame|processo)/,
		// A stage's final result ("Resultado final da Prova Discursiva") is not the concurso's; its homologation before the
		// result ("Homologação do resultado final") is a later act, but "Resultado Final e homologação do Concurso" is the result.
		not: /recurso|preliminar|provisori|pedidos|isencao|inscri|resultados? fina(?:l|is) d[ao]s? (?:provas?|avaliac|etapas?|fases?|testes?|exames?|discursivas?|redac(?:ao|oes)|objetivas?)\b/,
		notBefore: /homolog/,
		latest: true
	}
];

/**
 * The rules a line speaks of: those whose words it has, with none of their `not` words anywhere and none
 * of their `notBefore` words before them ("Período para a solicitação de inscrição e de isenção" gives
 * both windows; "Isenção da taxa de inscrição", only the exemption's).
 */
/** Each rule's words, to find every place a line names them. */
const EVERY = new Map(RULES.map((rule) => [rule, new RegExp(rule.test.source, 'g')]));
function rulesOf(folded: string): Rule[] {
	return RULES.filter((rule) => {
		const at = folded.search(rule.test);
		if (at < 0 || rule.not.test(folded)) return false;
		if (!(rule.notBefore && rule.notBefore.test(folded.slice(0, at)))) return true;
		// A window named again after "e", with none of those words in its own part ("Período de solicitação de isenção da taxa de
		// inscrição e de solicitação de inscrições"): that window too.
		return rule.kinds.length === 2 && [...folded.matchAll(EVERY.get(rule)!)].some((m) => !rule.notBefore!.test(folded.slice(0, m.index).split(/\s+e\s+/).at(-1)!));
	});
}

/** A label line that goes on the row above: it starts in lower case (after the row's number, if any), or with a bracket or a link. */
const CONTINUES = /^(?:\d{1,3}\s+)?[^\p{Lu}\d]/u;

/**
 * The dates a schedule table gives a row whose label matched no date of its own: a two-column cronograma
 * sets each date cell beside the middle of its row, so the cell may stand above the label, below it or
 * between its lines, with notes of the time column around it. The row is the label and the lines that go
 * on it (lower case, or the same event named again); a date cell alone on its line belongs to the row it
 * is nearest to, on the same page, by line number; on a tie, to the row above when a note ("Término",
 * "(23h59min)") stands right over it. Dates at the end of the row's own lines count too.
 */
function cellDates(lines: readonly Line[], index: number, rules: readonly Rule[], era?: Era): { dates: string[]; line: Line } | null {
	const page = lines[index].page;
	// Only the lines around the row are looked at: the read stays linear in the document's length.
	const seen = new Map<number, CellKind | null>();
	const kindAt = (i: number) => {
		if (!seen.has(i)) seen.set(i, i >= 0 && i < lines.length && lines[i].page === page ? cellKind(lines[i].text, era) : null);
		return seen.get(i)!;
	};
	let end = index;
	for (let next = index + 1; next < lines.length && next <= index + 8 && lines[next].page === page; next++) {
		if (kindAt(next) !== 'label') continue;
		const text = lines[next].text;
		const same = rulesOf(fold(text)).some((rule) => rules.includes(rule));
		if (CONTINUES.test(text) || same) end = next;
		else break;
	}
	let above = -1;
	for (let i = index - 1; i >= 0 && i >= index - 8 && lines[i].page === page; i--)
		if (kindAt(i) === 'label') {
			above = i;
			break;
		}
	let below = -1;
	for (let i = end + 1; i < lines.length && i <= end + 8 && lines[i].page === page; i++)
		if (kindAt(i) === 'label') {
			below = i;
			break;
		}
	const at = (i: number) => lines[i].line;
	// A date cell may take more than one line with the time column's notes ("das 10h do dia 04/10 até às" / "23h do dia
	// 06/10/2023"), the row's label between them: the cell is the date with the notes next to it, read as one text (a day
	// with no year takes the year after it); a cell that spans the row's label is the row's.
	const cell = (i: number) => {
		const spread = (step: 1 | -1) => {
			let edge = i;
			for (let j = i + step; Math.abs(j - i) <= 4 && kindAt(j) !== null; j += step)
				if (kindAt(j) === 'note') edge = j;
				else if (!(j === index && kindAt(j + step) === 'note')) break;
			return edge;
		};
		const [first, last] = [spread(-1), spread(1)];
		const texts: string[] = [];
		for (let j = first; j <= last; j++) if (kindAt(j) !== 'label') texts.push(lines[j].text);
		return { straddles: first < index && last > index, text: texts.join(' ') };
	};
	const dates: string[] = [];
	let quote: Line | null = null;
	let quoteAt = -1;
	let ranged = false;
	const lower = above >= 0 ? above + 1 : Math.max(0, index - 8);
	const upper = below >= 0 ? below - 1 : Math.min(lines.length - 1, end + 8);
	// The row's own lines that hold a cell (a label's line with the date column beside it) read with the label's first line,
	// where the cell may start.
	let own = lines[index].raw ? lines[index].text : '';
	for (let i = lower; i <= upper; i++) {
		if (lines[i].page !== page) continue;
		let text: string | null = null;
		if (i >= index && i <= end) {
			if (kindAt(i) === 'date' || (kindAt(i) === 'label' && i > index && lines[i].raw)) text = `${own} ${lines[i].text}`;
			own = '';
		} else if (kindAt(i) === 'date') {
			const { straddles, text: whole } = cell(i);
			const mine = i < index ? at(index) - at(i) : at(i) - at(end);
			const other = i < index ? (above >= 0 ? at(i) - at(above) : Infinity) : below >= 0 ? at(below) - at(i) : Infinity;
			// A range opened right above the row ("20/02/2026 a" over "Recebimento de Inscrições   22/03/2026") is the row's.
			const opening = i === index - 1 && opensRange(lines[i]);
			if (straddles || opening || mine < other || (mine === other && i > end && kindAt(i - 1) === 'note')) text = whole;
			if (opening) ranged = true;
		}
		if (text === null) continue;
		const found = datesIn(text, era).filter((date) => !dates.includes(date));
		if (!found.length) continue;
		dates.push(...found);
		quote ??= lines[i];
		quoteAt = quoteAt < 0 ? i : quoteAt;
	}
	if (dates.length === 1 && quoteAt >= 0) {
		dates.push(...stacked(lines, quoteAt, dates[0], 1, era));
		if (dates.length === 1) dates.unshift(...stacked(lines, quoteAt, dates[0], -1, era));
	}
	// Its end is the first date cell of the row's lines or the next (the label between, a column of notes beside: "… a" /
	// "Período de solicitação de isenção" / "24/02/2026   (Acessar o Menu Concursos)").
	for (let i = index; ranged && dates.length === 1 && i <= index + 2 && i < lines.length && lines[i].page === page; i++) {
		const closing = segmentsOf(lines[i]).find((segment) => cellKind(segment.text, era) === 'date');
		const found = closing ? datesIn(closing.text, era).filter((date) => date > dates[0]) : [];
		if (found.length) dates.push(found[0]);
	}
	return dates.length && quote ? { dates, line: { ...lines[index], text: `${lines[index].text} ${quote.text}` } } : null;
}

/**
 * A table whose header names an event per column ("Prova   Realização da Prova   Consulta ao Local de Prova") and whose
 * next row gives a date under some of them ("Objetiva   02/02/2020   27/01/2020"): each date goes to the header cell it
 * stands under, read by that cell's words alone.
 */
function columnDates(lines: readonly Line[], index: number, era?: Era): { rules: Rule[]; dates: string[]; line: Line }[] {
	const head = segmentsOf(lines[index]);
	const next = lines[index + 1];
	if (head.length < 2 || !next?.raw || next.page !== lines[index].page || next.line - lines[index].line > 2) return [];
	const out: { rules: Rule[]; dates: string[]; line: Line }[] = [];
	for (const cell of segmentsOf(next)) {
		if (cellKind(cell.text, era) !== 'date') continue;
		const overlap = (h: (typeof head)[number]) => Math.min(h.to, cell.to) - Math.max(h.from, cell.from);
		const over = head.reduce((best, h) => (overlap(h) > overlap(best) ? h : best));
		const rules = overlap(over) > 0 ? rulesOf(fold(over.text)) : [];
		if (rules.length) out.push({ rules, dates: datesIn(cell.text, era), line: { ...next, text: `${over.text}: ${cell.text} (${next.text})` } });
	}
	return out;
}

const SECTION_START = /^(?:[IVXL]+\.|ANEXO|CAP[IÍ]TULO)\s/u;

/** A line that stops in the middle of a date ("… no período entre 10 horas do dia 19 de"): its sentence goes on below. */
// An hour ("… do dia 16/06/2021 às 23h59min" / "do dia 18/06/2021") waits for its day too.
const OPEN_END = new RegExp(`(?:\\b(?:de|do|dia|entre|a|as|ate|partir|periodo|em|no|das|horas|e)|(?<![\\d/.])\\d{1,2}|\\b\\d{1,2}h(?:\\d{2})?(?:min)?|${MONTH})$`);

/** A line ending on a day and month ("… 09 de novembro"): a whole date in an era, unless its year follows below. */
const DAY_AND_MONTH_END = new RegExp(`\\d{1,2}(?:º|°|o)?\\s+de\\s+(?:${MONTH})$`);

/**
 * The dates a line's sentence gives: its own, those of the lines its sentence wraps onto (up to two,
 * while they are no new item), or, in a two-column table, those standing alone on the next lines.
 */
function datesNear(lines: readonly Line[], index: number, era?: Era): { dates: string[]; line: Line } {
	let joined = lines[index].text;
	for (let next = index + 1; next <= index + 2 && next < lines.length; next++) {
		const text = lines[next].text;
		const open = OPEN_END.test(fold(joined));
		// A sentence stopped mid-date goes on below even when the line starts with a number: the year ("… 3 de fevereiro
		// de" / "2026 e …") or the day ("… às 23:59 horas do dia" / "07 de julho de 2013").
		// In an era, a day and month are a whole date unless the year follows ("09 de novembro" / "Publicação …").
		if (era && DAY_AND_MONTH_END.test(fold(joined)) && !/^(?:de\s+)?(?:19|20)\d{2}\b/.test(text)) break;
		const year = open && /^(?:(?:19|20)\d{2}|\d{1,2}(?:º|°|o)?\s+de\s|\d{1,2}\/\d{1,2}|\d{1,2}\.\d{1,2}\.(?:19|20)\d{2})/.test(text);
		// A numbered schedule sets a row's number on its middle line, beside its date ("Aplicação das provas" / "17   Turno
		// matutino: …   06/09/2026"): that line goes on the label above, which has no number of its own.
		const middle = next === index + 1 && /^\d{1,3}\s+\p{Lu}/u.test(text) && !/^\d/.test(joined) && Boolean(lines[next].raw) && cellKind(segmentsOf(lines[next]).at(-1)!.text, era) === 'date';
		if ((!year && !middle && /^(?:\d+(?:\.\d+)*\.?|[a-z]\))\s/.test(text)) || SECTION_START.test(text) || /[.;:]$/.test(lines[next - 1].text)) break;
		if (!open && (datesIn(joined, era).length || cellKind(text, era) === 'note')) break;
		// Another event named on the next line starts a sentence of its own, unless this one stops mid-date or the line goes
		// on this one's words in lower case ("… no site do IBFC" / "www.ibfc.org.br, na aba “Inscrição …” e" / "abertas a partir …").
		if (!open && /^[\p{Lu}\d]/u.test(text) && RULES.some((rule) => rule.test.test(fold(text)))) break;
		// Nor does a schedule's caption ("PROVA OBJETIVA E DISCURSIVA") take the next row, its date in a cell of its own
		// ("Divulgação do Edital de horário e local da prova   24/11/2025").
		if (!open && /^\p{Lu}/u.test(text) && lines[next].raw && cellKind(segmentsOf(lines[next]).at(-1)!.text, era) === 'date') break;
		joined = `${joined} ${text}`;
	}
	const own = datesIn(joined, era);
	// The quote is the whole sentence (or the label and its cell), at the line it starts on.
	if (own.length) return { dates: own, line: { ...lines[index], text: joined } };
	// A date cell alone right above the row too: which one is the row's, the cells' layout says (cellDates).
	const between = index > 0 && lines[index - 1].page === lines[index].page && cellKind(lines[index - 1].text, era) === 'date';
	for (let next = index + 1; !between && next <= index + 2 && next < lines.length; next++) {
		const dates = datesIn(lines[next].text, era);
		const words = fold(lines[next].text).replace(/\d+|de|a|ate|e|[^a-z]/g, ' ').replace(new RegExp(MONTH, 'g'), ' ').trim();
		if (dates.length && words.length < 12) return { dates, line: lines[next] };
		// A note of a schedule's time column ("Das 10 horas do primeiro dia às") stands inside a row of its own layout: cellDates reads it.
		if (RULES.some((rule) => rule.test.test(fold(lines[next].text))) || cellKind(lines[next].text, era) === 'note') break;
	}
	return { dates: [], line: lines[index] };
}

/** Past this length a line is a paragraph (an extract in the Diário Oficial prints the whole act as one). */
const PARAGRAPH = 240;
/** Where a paragraph's sentences and numbered items part: after ". " or "; " (not an item's own "3. "), or ": " before an item number. */
const SENTENCE_END = /(?<=[.;])(?<!(?:^|\s)\d{1,3}\.)\s+(?=\d{1,2}\.?\s+\p{Lu}|\p{Lu})|(?<=:)\s+(?=\d{1,2}\.?\s+\p{Lu})/u;

/**
 * A schedule row's date cell at the line's start: a range ("21/09 a 30/09/2026   especial durante …", "14 e 15/10/2026"), or
 * a range's first date with the end on the line below ("27.03.2026 a   • Emissão do boleto").
 */
const DATE_CELL = String.raw`(?:\d{1,2}(?:[./]\d{1,2}(?:[./]\d{2,4})?)?\s+(?:a|e|até)\s+)?\d{1,2}[./]\d{1,2}(?:[./]\d{2,4})?(?:\s+(?:a|e|até))?\s+`;
const LEADING_DATES = new RegExp(`^${DATE_CELL}`, 'u');

/** A line of a bulleted list, after the date cell it may share its line with. */
const BULLET = new RegExp(`^(?:${DATE_CELL})?[•▪◦●-]\\s`, 'u');

/**
 * The dates of a schedule's row whose events are a bulleted list under its label ("Período para:" / "• Inscrição pela
 * internet;" / "27.03.2026 a   • Emissão do boleto;" / "23.04.2026   • Recebimento …"): the date cells at the start of the
 * list's lines, or a date cell alone right above the list. Each event of the list has the row's dates.
 */
function bulletDates(lines: readonly Line[], index: number, era?: Era): { dates: string[]; line: Line } | null {
	const page = lines[index].page;
	let first = index;
	while (first > 0 && lines[first - 1].page === page && BULLET.test(lines[first - 1].text)) first--;
	let last = index;
	while (last + 1 < lines.length && lines[last + 1].page === page && BULLET.test(lines[last + 1].text)) last++;
	const cells = lines.slice(first, last + 1).map((line) => /^[^•▪◦●-]*/u.exec(line.text)![0]).join(' ');
	let dates = datesIn(cells, era);
	// A date cell alone between the list's label and the list ("Publicação:" / "19.06.2026" / "• Resultado definitivo …").
	if (!dates.length && first > 0 && lines[first - 1].page === page && cellKind(lines[first - 1].text, era) === 'date') dates = datesIn(lines[first - 1].text, era);
	return dates.length ? { dates, line: lines[index] } : null;
}

/** A paragraph's sentences, each read as a line of its own (and quoted as such, at the paragraph's line). */
const sentencesOf = (lines: readonly Line[]): Line[] =>
	lines.flatMap((line) => (line.text.length > PARAGRAPH ? line.text.split(SENTENCE_END).map((text) => ({ ...line, text })) : [line]));

/**
 * The key dates: registration and exemption windows, the exam and the final result, each with the
 * line it came from. The first line that gives a kind wins; a later line giving another date for
 * it (a prose summary against the schedule's table) marks it for review. A paragraph is read sentence
 * by sentence: one rule per sentence, as per line.
 */
export function keyDates(all: readonly Line[], era?: Era): KeyDate[] {
	const found = new Map<DateKind, KeyDate>();
	// A concurso's dates follow its edital: one more than a year before the edital's own date is another act's.
	const floor = era?.from ? `${Number(era.from.slice(0, 4)) - 1}${era.from.slice(4)}` : '';
	const lines = sentencesOf(all);
	// An item that ends announcing what follows ("7.4.8.3 A isenção deverá ser solicitada da seguinte forma:") speaks for
	// the items it announces: their words ("a) por meio de requerimento, disponível no aplicativo de inscrição, … no período
	// entre …") are about its event. It announces its lettered items, or, when it announces a procedure ("deverá proceder da
	// seguinte forma:"), the one numbered item after it. Each announced item's first line is read so.
	let item = '';
	let intro: { rules: Rule[]; procedure: boolean; lettered: boolean } | null = null;
	lines.forEach((line, index) => {
		const numbered = /^\d+(?:\.\d+)*\.?(?:\s|$)/.test(line.text);
		const lettered = /^[a-z]\)\s/.test(line.text);
		let announced: Rule[] | null = null;
		if (intro && numbered) {
			announced = intro.procedure && !intro.lettered ? intro.rules : null;
			intro = null;
		} else if (intro && lettered) {
			intro.lettered = true;
			announced = intro.rules;
		}
		// An item's last few lines are enough to say what it announces; the read stays linear in the document.
		const before = item;
		item = numbered ? line.text : lettered ? item : `${item} ${line.text}`.slice(-600);
		if (!lettered && line.text.endsWith(':')) {
			const rules = rulesOf(fold(item));
			intro = rules.length ? { rules, procedure: /\b(?:seguinte forma|procedimentos?):$/.test(fold(item)), lettered: false } : null;
		}
		const folded = fold(line.text);
		const columns = line.raw && !datesIn(line.text, era).length ? columnDates(lines, index, era) : [];
		for (const { rules, dates, line: source } of columns) for (const rule of rules) assignRule(rule, fold(source.text), dates, source);
		if (columns.length) return;
		// A line that goes on the sentence above ("… por meio de boleto bancário gerado no período de / inscrições,
		// … até o dia 13 de maio") is about what that sentence is about.
		// So is a row's label that goes on below its date cell ("Período para … requerer atendimento" / "21/09 a 30/09/2026
		// especial durante a aplicação das provas"): the label's two lines are read as one.
		// A row's number before it ("5   da solicitação de isenção …") is no word of its label.
		const label = line.text.replace(LEADING_DATES, '').replace(/^\d{1,3}\s+(?=\p{Ll})/u, '');
		// Its sentence may have started lines above ("10.10 Fica assegurado à candidata lactante …" / "desde que …" / "(seis) meses
		// … na data de realização da prova (16 de setembro de 2026)."): the words since that sentence's start are read with it.
		const sentence = () => (numbered || lettered ? '' : (before.split(/[.;]\s+(?=\p{Lu})/u).at(-1) ?? ''));
		const goesOn = index > 0 && /^[^\p{Lu}\d]/u.test(label) ? [sentence(), lines[index - 1].text].reduce((a, b) => (a.length >= b.length ? a : b)) : '';
		const above = goesOn ? fold(goesOn) : '';
		const joined = `${above} ${fold(label)}`;
		const rules = announced ?? rulesOf(folded).filter((rule) => !above || !(rule.not.test(joined) || rule.notBefore?.test(above)));
		if (!rules.length) return;
		let { dates, line: source } = BULLET.test(line.text) ? (bulletDates(lines, index, era) ?? datesNear(lines, index, era)) : datesNear(lines, index, era);
		// A window with one date of its own ("Inscrição no Concurso   Início / 06/04/2026") may have its end in the row's cells.
		if (dates.length < 2) {
			// An announced item's dates are its own sentence's, never a table's cells.
			// A title over a table ("ISENÇÃO DA TAXA DE INSCRIÇÃO" above "EVENTO   DATAS/HORÁRIOS") is no row of it.
			const title = index + 1 < lines.length && tableHeader(lines[index + 1].text);
			const cells = announced || title ? null : cellDates(lines, index, rules, era);
			if (cells && (!dates.length || (cells.dates.length >= 2 && rules.some((rule) => rule.kinds.length === 2)))) {
				({ dates, line: source } = cells);
				// A row's label that goes on below in small letters may name another window ("Período de solicitação de inscrição
				// e de solicitação" / "de isenção da taxa de inscrição"): the row's cells are that window's too.
				// (A note of the date column may stand between the label's lines.)
				const rest = lines.slice(index + 1, index + 3).find((next) => next.page === line.page && cellKind(next.text, era) === 'label');
				if (rest && /^[^\p{Lu}\d(]/u.test(rest.text)) rules.push(...rulesOf(fold(`${line.text} ${rest.text}`)).filter((rule) => !rules.includes(rule) && rule.kinds.length === 2));
			}
		}
		if (!dates.length) return;
		for (const rule of rules) assignRule(rule, fold(source.text), dates, source);
	});
	function assignRule(rule: Rule, folded: string, dates: string[], source: Line) {
		const [startKind, endKind] = rule.kinds;
		const assign = (kind: DateKind, date: string) => {
			if (date < floor) return;
			const known = found.get(kind);
			if (!known) found.set(kind, { kind, date, quote: quoteOf(source) });
			else if (rule.latest && date > known.date) found.set(kind, { kind, date, quote: quoteOf(source) });
			else if (known.date !== date && !rule.latest) known.review = true;
		};
		if (!endKind) return assign(startKind, dates[0]);
		if (dates.length >= 2) {
			assign(startKind, dates[0]);
			assign(endKind, dates[1]);
		} else if (/\bate\b|encerra|termino|ultimo dia|final/.test(folded)) assign(endKind, dates[0]);
		else if (/inicio|a partir/.test(folded)) assign(startKind, dates[0]);
	}
	inPassing(lines, found, floor, era);
	return [...found.values()];
}
