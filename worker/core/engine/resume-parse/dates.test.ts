import { describe, expect, it } from 'vitest';
import { findDateRange, findSingleDate, monthIndex, withoutRange } from './dates';

const range = (text: string, lang: 'en' | 'pt' = 'en') => {
	const found = findDateRange(text, lang);
	return found && { start: found.start, end: found.end, current: found.current };
};

describe('findDateRange', () => {
	it("reads 'Jan 2020 – Present' as current from 2020-01", () => {
		expect(range('Jan 2020 – Present')).toEqual({ start: '2020-01', end: null, current: true });
	});

	it("reads 'January 2020 - Current' and 'Sept. 2019 to date'", () => {
		expect(range('January 2020 - Current')).toEqual({ start: '2020-01', end: null, current: true });
		expect(range('Sept. 2019 to date')).toEqual({ start: '2019-09', end: null, current: true });
	});

	it('reads dates written with their day, before or after the month, and "till date" for now', () => {
		expect(range('Admissão: 01 de março de 2019 – Demissão: 15 de maio de 2021', 'pt')).toEqual({ start: '2019-03', end: '2021-05', current: false });
		expect(range('1º de março de 2019 até o momento', 'pt')).toEqual({ start: '2019-03', end: null, current: true });
		expect(range('15 March 2019 – 2 May 2021')).toEqual({ start: '2019-03', end: '2021-05', current: false });
		expect(range('March 15, 2019 - May 2, 2021')).toEqual({ start: '2019-03', end: '2021-05', current: false });
		expect(range('Nov 2024 to Till Date')).toEqual({ start: '2024-11', end: null, current: true });
		expect(range('Mar 2019 until now')).toEqual({ start: '2019-03', end: null, current: true });
		expect(range('From: March 2019 – To: May 2021')).toEqual({ start: '2019-03', end: '2021-05', current: false });
		expect(range('De 03/2019 Até 05/2021', 'pt')).toEqual({ start: '2019-03', end: '2021-05', current: false });
		// A form's start field alone: a start, its end unknown.
		expect(range('Admissão: 01 de março de 2019', 'pt')).toEqual({ start: '2019-03', end: null, current: false });
		expect(range('Start date: March 2019')).toEqual({ start: '2019-03', end: null, current: false });
	});

	it("reads '03/2019 - 12/2021' as two months", () => {
		expect(range('03/2019 - 12/2021')).toEqual({ start: '2019-03', end: '2021-12', current: false });
	});

	it("reads 'Sept ’17 – present' with a typeset apostrophe, and '2016/12-2023/11' with no space around its dash", () => {
		expect(findDateRange('Linux kernel engineer Sept ’17 – present')).toMatchObject({ start: '2017-09', end: null, current: true });
		expect(findDateRange('Dec ’15 – Jan ’16')).toMatchObject({ start: '2015-12', end: '2016-01' });
		expect(findDateRange('Senior Software Engineer 2016/12-2023/11')).toMatchObject({ start: '2016-12', end: '2023-11' });
		// A day after the month is an ISO date, not the start of a range.
		expect(findDateRange('2019-03-15 – 2020-01-10')?.start).not.toBe('2019-03');
	});

	it("keeps year precision for '2018–2020' and '2014 to 2019'", () => {
		expect(range('2018–2020')).toEqual({ start: '2018', end: '2020', current: false });
		expect(range('2018-2020')).toEqual({ start: '2018', end: '2020', current: false });
		expect(range('2014 to 2019')).toEqual({ start: '2014', end: '2019', current: false });
	});

	it("reads '05/2022 – atual' and 'mar/2023 – presente' as current", () => {
		expect(range('05/2022 – atual', 'pt')).toEqual({ start: '2022-05', end: null, current: true });
		expect(range('mar/2023 – presente', 'pt')).toEqual({ start: '2023-03', end: null, current: true });
	});

	it("reads the month in brackets after its year: '2020 (setembro) – 2024 (junho)'", () => {
		expect(range('2020 (setembro) – 2024 (junho)', 'pt')).toEqual({ start: '2020-09', end: '2024-06', current: false });
		expect(range('2019 (Mar.) – atual', 'pt')).toEqual({ start: '2019-03', end: null, current: true });
	});

	it("reads 'jan. de 2020 – atual' as current from 2020-01", () => {
		expect(range('jan. de 2020 – atual', 'pt')).toEqual({ start: '2020-01', end: null, current: true });
	});

	it("reads 'jan 2020 – o momento', 'fev/2015 até o momento' and 'Março de 2019 – Atualmente'", () => {
		expect(range('jan 2020 – o momento', 'pt')).toEqual({ start: '2020-01', end: null, current: true });
		expect(range('fev/2015 até o momento', 'pt')).toEqual({ start: '2015-02', end: null, current: true });
		expect(range('Março de 2019 – Atualmente', 'pt')).toEqual({ start: '2019-03', end: null, current: true });
		expect(range('2019 até hoje', 'pt')).toEqual({ start: '2019', end: null, current: true });
	});

	it("reads 'desde 2021' and 'Since March 2020' as open ranges", () => {
		expect(range('desde 2021', 'pt')).toEqual({ start: '2021', end: null, current: true });
		expect(range('Since March 2020')).toEqual({ start: '2020-03', end: null, current: true });
	});

	it("joins dates with 'a', 'até', 'to' and arrows", () => {
		expect(range('mar/2012 a dez/2014', 'pt')).toEqual({ start: '2012-03', end: '2014-12', current: false });
		expect(range('jan/2019 até dez/2020', 'pt')).toEqual({ start: '2019-01', end: '2020-12', current: false });
		expect(range('Jun 2018 → Dec 2019')).toEqual({ start: '2018-06', end: '2019-12', current: false });
	});

	it('reads a range inside a job line and in brackets', () => {
		expect(range('Biology Teacher at Lincoln High School (Aug 2017 – Present)')).toEqual({ start: '2017-08', end: null, current: true });
		expect(range('Advogada Sênior – Mendes & Rocha (jan. de 2019 – atual)', 'pt')).toEqual({ start: '2019-01', end: null, current: true });
	});

	it('reads day-first dates in Portuguese and month-first in English', () => {
		expect(range('15/03/2020 – 10/01/2022', 'pt')).toEqual({ start: '2020-03', end: '2022-01', current: false });
		expect(range('03/15/2020 – 01/10/2022', 'en')).toEqual({ start: '2020-03', end: '2022-01', current: false });
	});

	it('reads a range whose end is labelled: "Admissão: 02/2019 · Desligamento: 03/2021"', () => {
		expect(range('Admissão: 02/2019 · Desligamento: 03/2021', 'pt')).toEqual({ start: '2019-02', end: '2021-03', current: false });
		expect(range('Início: fev/2019 — Término: mar/2021', 'pt')).toEqual({ start: '2019-02', end: '2021-03', current: false });
		expect(range('Start: Jan 2020, End: Mar 2022')).toEqual({ start: '2020-01', end: '2022-03', current: false });
	});

	it('reads both ends of a range in the order one of them shows', () => {
		expect(range('18/09/2022–10/05/2026', 'en')).toEqual({ start: '2022-09', end: '2026-05', current: false });
		expect(range('09/07/2014 – 21/02/2018', 'en')).toEqual({ start: '2014-07', end: '2018-02', current: false });
		expect(range('03/15/2019 – 04/10/2021', 'pt')).toEqual({ start: '2019-03', end: '2021-04', current: false });
		expect(range('04/10/2019 – 05/06/2021', 'en')).toEqual({ start: '2019-04', end: '2021-05', current: false });
	});

	it("reads seasons by their year and 'MM/YY' only as a range", () => {
		expect(range('Fall 2019 – Spring 2021')).toEqual({ start: '2019', end: '2021', current: false });
		expect(range('03/19 – 12/21', 'pt')).toEqual({ start: '2019-03', end: '2021-12', current: false });
		expect(range('03/19 – atual', 'pt')).toEqual({ start: '2019-03', end: null, current: true });
		expect(range('Available 24/7, 10/10 reviews')).toBeNull();
	});

	it('treats a dangling dash as an ongoing range', () => {
		expect(range('2021 –')).toEqual({ start: '2021', end: null, current: true });
	});

	it('does not read phone numbers, amounts or a backwards pair as ranges', () => {
		expect(range('(512) 555-2019')).toBeNull();
		expect(range('Cut costs by $2019 – 2020k')).toBeNull();
		expect(range('2021 – 2019')).toBeNull();
	});

	it('cuts the range and a duration out of a line', () => {
		const line = 'Senior Accountant | Jan 2020 – Present (5 yrs 10 mos)';
		expect(withoutRange(line, findDateRange(line)!).trim()).toBe('Senior Accountant |');
	});
});

describe('findSingleDate', () => {
	it("reads 'Summer 2015' as a one-off role", () => {
		expect(findSingleDate('Summer 2015')).toMatchObject({ start: '2015', end: '2015', current: false, single: true, from: 0 });
	});
});

describe('monthIndex', () => {
	it('counts a bare year from January, or to December at the end of a range', () => {
		expect(monthIndex('2020-03') - monthIndex('2020')).toBe(2);
		expect(monthIndex('2020', true) - monthIndex('2020')).toBe(11);
	});
});

describe('findDateRange, two years joined by "e"/"and"', () => {
	it('reads "entre 2019 e 2021" as a range, "em 2024 e 2025" as two years', () => {
		expect(range('Consultoria entre 2019 e 2021', 'pt')).toEqual({ start: '2019', end: '2021', current: false });
		expect(range('115% da meta anual em 2024 e 2025.', 'pt')).toBeNull();
	});

	it('does not read a year inside a word ("ES2022", "FY2025")', () => {
		expect(findSingleDate('JavaScript (ES2022), React')).toBeNull();
		expect(findSingleDate('118% net revenue retention in FY2025')).toBeNull();
	});
});

describe('findDateRange in Spanish', () => {
	it('reads Spanish months and "actualidad", "presente", "hasta"', () => {
		expect(range('ene. 2020 – actualidad')).toEqual({ start: '2020-01', end: null, current: true });
		expect(range('sept. 2017 – dic. 2019')).toEqual({ start: '2017-09', end: '2019-12', current: false });
		expect(range('marzo 2015 - febrero 2019')).toEqual({ start: '2015-03', end: '2019-02', current: false });
		expect(range('2019 - presente')).toEqual({ start: '2019', end: null, current: true });
		expect(range('enero de 2018 hasta la actualidad')).toEqual({ start: '2018-01', end: null, current: true });
	});
});
