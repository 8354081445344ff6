import { datesIn, type Era } from './date-forms';
import { fold, quoteOf } from './lines';
import type { DateKind, KeyDate, Line } from './types';

/*
 * Key dates an edital tells in passing, where no line of its own speaks of them (issue 31): read after the schedule and
 * the sentences that name them, only for the kinds they left unset.
 */

/** Those who take the exam on a day: "farão as provas no dia …", "realizarão a prova objetiva em …". */
const EXAM_DAY = /\b(?:farao|realizarao|prestarao) (?:as|a) provas? (?:objetivas? )?(?:no dia|em|na data de) \d/;

/**
 * A sentence that dates a final result ("O edital de resultado final nas provas objetivas … será divulgado …, na data provável
 * de 29 / de maio de 2018."), its date lines below: a result the schedule left out, the latest one told so.
 */
// So does a sentence that opens on the one result a selection publishes ("O resultado será emitido … e publicado até o dia 30 de
// abril de 2021 …").
const RESULT_SENTENCE = /\bresultados? fina(?:l|is)\b|^o resultado\b(?! d[aoe]s? (?:recursos?|isenc|inscric|prova objetiva preliminar))/;
// An appeal is no result; a department of "Recursos Humanos" is no appeal.
const NOT_RESULT = /recursos?\b(?! humanos)|preliminar|provisori|isencao|inscric|imagem|consulta/;

/** A sentence that sets the exemption's request within the registration period ("solicitar a isenção … no período de inscrição"). */
const EXEMPTION_IN_REGISTRATION = /\bisencao\b.{0,160}\bno periodo (?:de|das) inscric(?:ao|oes)\b/;

/** The exemption's window, the final result and the exam's day where the lines left them unset; `floor`: no date before it is the concurso's. */
export function inPassing(lines: readonly Line[], found: Map<DateKind, KeyDate>, floor: string, era?: Era): void {
	// "Para solicitar a isenção …, os candidatos deverão, no período de inscrição estabelecido no cronograma, …": an exemption
	// asked for within the registration window, which has no window of its own, is asked for in that window.
	const registration = [found.get('registration_start'), found.get('registration_end')];
	const unset = !found.has('exemption_start') && !found.has('exemption_end') && registration.every(Boolean);
	const within = unset && lines.find((line, index) => EXEMPTION_IN_REGISTRATION.test(fold(`${line.text} ${lines[index + 1]?.text ?? ''}`)));
	if (within)
		for (const [kind, date] of [['exemption_start', registration[0]!.date], ['exemption_end', registration[1]!.date]] as const) found.set(kind, { kind, date, quote: quoteOf(within), review: true });
	if (!found.has('result'))
		for (const [index, line] of lines.entries()) {
			if (!RESULT_SENTENCE.test(fold(line.text)) || /[.;]$/.test(line.text)) continue;
			// The sentence from its line to its end, a few lines at most; what it says before "resultado final" is no part of it.
			const sentence = [line.text.slice(fold(line.text).search(RESULT_SENTENCE))];
			for (let next = index + 1; next < lines.length && next <= index + 8 && !/[.;]$/.test(sentence.at(-1)!); next++) sentence.push(lines[next].text);
			const text = sentence.join(' ');
			// What the sentence says up to its date says which result it is ("… no campo da inscrição" after the date is a place).
			const upToDate = text.split(/\b\d{1,2}\s*(?:\/\s*\d|de\s+\p{L})/u)[0];
			if (NOT_RESULT.test(fold(upToDate)) || !/[.;]$/.test(text)) continue;
			const date = datesIn(text, era).at(-1);
			if (date && date >= floor && (!found.get('result') || date > found.get('result')!.date)) found.set('result', { kind: 'result', date, quote: quoteOf(line), review: true });
		}
	// "… para os candidatos que farão as provas no dia 26 de outubro de 2025 …": the exam's day told in passing, where no
	// line speaks of it; the first of them.
	if (!found.has('exam'))
		for (const line of lines) {
			const at = EXAM_DAY.exec(fold(line.text));
			const date = at ? datesIn(line.text.slice(at.index + at[0].length - 1), era)[0] : undefined;
			if (date && date >= floor && (!found.get('exam') || date < found.get('exam')!.date)) found.set('exam', { kind: 'exam', date, quote: quoteOf(line) });
		}
}
