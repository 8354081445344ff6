import { describe, expect, it } from 'vitest';
import { extractEdital, pagesOfText } from '.';

/*
 * Issue 31: a university's calendar that writes each event's day alone, its month and year once in a merged cell at the
 * left, centred on that month's days. Look-alikes with invented events and dates.
 */
const row = (day: string, event: string) => `${' '.repeat(28 - day.length)}${day}${' '.repeat(20)}${event}`;
const month = (name: string) => `       ${name}`;
const CALENDAR = [
	'EDITAL Nº 14/2026',
	'                                            CRONOGRAMA DO CONCURSO',
	'',
	'                    DATA                                        PROCEDIMENTOS',
	'',
	month('NOVEMBRO'),
	row('28', 'Publicação do Edital'),
	'          2026',
	'',
	'',
	row('7', 'Data final para recursos contra o Edital'),
	month('DEZEMBRO'),
	row('9', 'INÍCIO DAS INSCRIÇÕES'),
	'          2026',
	row('9 a 14', 'Período para solicitação de isenção da taxa de inscrição'),
	row('21', 'Divulgação do resultado dos pedidos de isenção'),
	'',
	'',
	row('8', 'TÉRMINO DAS INSCRIÇÕES'),
	row('12', 'Data final para o pagamento do boleto'),
	month('JANEIRO'),
	'          2027',
	row('25', 'Aplicação da prova objetiva'),
	'',
	'',
	row('3', 'Divulgação do gabarito preliminar'),
	month('MARÇO'),
	'          2027',
	row('19', 'Divulgação do RESULTADO FINAL')
];
const datesOf = (lines: string[]) => Object.fromEntries(extractEdital(pagesOfText(lines.join('\n'))).dates.map((d) => [d.kind, [d.date, d.quote?.text]]));

describe('a calendar of days beside their months’ merged cells', () => {
	const dates = datesOf(CALENDAR);
	it('reads each day with its month and year', () =>
		expect(Object.fromEntries(Object.entries(dates).map(([kind, [date]]) => [kind, date]))).toEqual({
			registration_start: '2026-12-09',
			exemption_start: '2026-12-09',
			exemption_end: '2026-12-14',
			registration_end: '2027-01-08',
			exam: '2027-01-25',
			result: '2027-03-19'
		}));
	it('quotes the edital’s own line, its day as written', () => expect(dates.exemption_end[1]).toBe('9 a 14 Período para solicitação de isenção da taxa de inscrição'));
	it('reads no day whose month’s name stands away from it', () => {
		// The months' names all written over the calendar: none stands among its days, and no day is read with one.
		const days = CALENDAR.filter((line) => !/^\s+(?:[A-ZÇ]{4,}|20\d\d)$/.test(line));
		const apart = [...days.slice(0, 4), ...['NOVEMBRO 2026', 'DEZEMBRO 2026', 'JANEIRO 2027', 'MARÇO 2027'].map(month), ...days.slice(4)];
		expect(datesOf(apart)).toEqual({});
	});
});

describe('months’ names with no days beside them', () => {
	it('read nothing and break nothing', () => {
		const far = ['EDITAL Nº 2/2026', month('JANEIRO'), month('FEVEREIRO'), ...Array.from({ length: 40 }, (_, n) => `Linha ${n} do texto do edital.`), ...['1', '2', '3', '4'].map((day) => row(day, 'Item da lista'))];
		expect(() => datesOf(far)).not.toThrow();
	});
});
