import { fold } from './lines';
import { MONTHS } from './date-forms';
import { segmentsOf, type Segment } from './table-columns';
import type { Line } from './types';

/*
 * A schedule that writes each event's day alone, its month and year once in a merged cell beside the days of that month
 * (issue 31): "JANEIRO" / "2026" to the left of "19   INÍCIO DAS INSCRIÇÕES", "19 a 23   Período para solicitação de
 * isenção …". Each day is read with its month: the days of a month run up, and a day lower than the one before starts the
 * next month; each month's name must stand among its own days (centred on them), or nothing is read so.
 */

/** A day alone in its cell, or two ("19 a 23"). */
const DAY_CELL = /^(\d{1,2})(?:\s*(?:a|e|-|–)\s*(\d{1,2}))?$/;
const YEAR = /^(?:19|20)\d{2}$/;
/** Rows of a month stand at most this many lines apart; a month's name this many lines from its first or last day. */
const ROW_GAP = 12;
const SLACK = 3;

type Label = { at: number; month: number; year: number | null };
type Day = { at: number; cell: Segment; from: number; to: number | null };

const monthOf = (text: string) => MONTHS.indexOf(fold(text).replace(/[^a-z]/g, ''));

/**
 * The lines with each day of such a schedule written whole ("19" → "19/01/2026", "19 a 23" → "19/01/2026 a 23/01/2026"),
 * where a line's text is read; every other line as it is. Only text that kept its columns has such a schedule.
 */
export function withMonthDays(lines: readonly Line[]): Line[] {
	const labels: Label[] = [];
	const days: Day[] = [];
	lines.forEach((line, at) => {
		if (!line.raw && line.indent === undefined) return;
		const pieces = segmentsOf(line);
		const [first] = pieces;
		// "JANEIRO", "JANEIRO 2026", "JANEIRO/2026": a month's name first on its line, its year beside it or under it (a line or two
		// apart, the first day's row between).
		const named = /^(\p{L}+)(?:\s*[/ ]\s*((?:19|20)\d{2}))?$/u.exec(first.text);
		if (named && monthOf(named[1]) >= 0 && first.text === first.text.toUpperCase()) {
			const near = [at + 1, at - 1, at + 2, at - 2].map((n) => lines[n]).filter((next) => next && next.page === line.page);
			const year = named[2] ?? near.map((next) => segmentsOf(next)[0]).find((piece) => YEAR.test(piece.text) && piece.from < first.to && piece.to > first.from)?.text;
			labels.push({ at, month: monthOf(named[1]), year: year ? Number(year) : null });
		}
		// A day's cell: first on its line, or right after the year under its month's name ("2026   16").
		const cell = YEAR.test(first.text) ? pieces[1] : first;
		const day = cell && DAY_CELL.exec(cell.text);
		if (day) days.push({ at, cell, from: Number(day[1]), to: day[2] ? Number(day[2]) : null });
	});
	if (labels.length < 2 || days.length < 4) return [...lines];
	const rewritten = new Map<number, Line>();
	// Each run of days near the months' names is one schedule; the days stand in one column.
	const inRun = days.filter((day) => labels.some((label) => Math.abs(label.at - day.at) <= ROW_GAP * 3));
	const column = inRun.map((day) => day.cell.from).sort((a, b) => a - b)[Math.floor(inRun.length / 2)];
	const run = inRun.filter((day) => Math.abs(day.cell.from - column) <= 6);
	if (run.length < 4) return [...lines];
	let month = 0;
	const groups: Day[][] = [[]];
	for (const [index, day] of run.entries()) {
		const previous = run[index - 1];
		if (previous && run[index].at - previous.at > ROW_GAP) return [...lines];
		if (previous && day.from < (previous.to ?? previous.from)) groups[++month] = [];
		groups[month].push(day);
	}
	const ordered = labels.filter((label) => label.at >= run[0].at - ROW_GAP && label.at <= run.at(-1)!.at + ROW_GAP);
	if (ordered.length !== groups.length) return [...lines];
	let year: number | null = null;
	for (const [index, label] of ordered.entries()) {
		const group = groups[index];
		if (label.at < group[0].at - SLACK || label.at > group.at(-1)!.at + SLACK) return [...lines];
		year = label.year ?? (year !== null && index > 0 && label.month < ordered[index - 1].month ? year + 1 : year);
		if (year === null) return [...lines];
		const whole = (day: number) => `${String(day).padStart(2, '0')}/${String(label.month + 1).padStart(2, '0')}/${year}`;
		for (const day of group) {
			const line = lines[day.at];
			const written = day.to ? `${whole(day.from)} a ${whole(day.to)}` : whole(day.from);
			const raw = line.raw ? line.raw.slice(0, day.cell.from) + written + line.raw.slice(day.cell.to) : undefined;
			// A line of one cell is that cell; a line of cells reads as its raw pieces, one space apart.
			const text = raw ? raw.replace(/\s+/g, ' ').trim() : written;
			rewritten.set(day.at, { ...line, text, ...(raw ? { raw } : {}) });
		}
	}
	return lines.map((line, at) => rewritten.get(at) ?? line);
}
