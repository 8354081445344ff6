import { pagesOfText, toLines } from './lines';
import { requirementsOf } from './requirements';
import type { Cargo, Line } from './types';

/*
 * What the edital reader's look-alike tests share (issue 31): documents written as pages of lines, and requirements keyed
 * as the real editais' truth files key them. Used by the tests only.
 */

/** Pages of lines (each page its lines) → the reader's lines, the pages parted by form feeds as a PDF's text is. */
export const linesOf = (...pages: string[][]): Line[] => toLines(pagesOfText(pages.map((page) => page.join('\n')).join('\f')));

/** A line with no text: the quote a requirement's clause is read with where the test has no document. */
export const NO_LINE: Line = { text: '', page: 1, line: 1 };

/** A requirement's key as the truth files write it: its course, else its level, else its council ("" when it names none). */
export const keyOf = (r: Cargo['requirements'][number]) => `${r.kind}:${r.course ?? r.level ?? r.council ?? ''}`;

/** One requirement text → its requirements' keys. */
export const requirementKeys = (text: string) => requirementsOf([{ text, line: NO_LINE }]).map(keyOf);

/** A line laid out by position: each text at its column, at least two spaces after the one before (a table's row as a PDF's text sets it). */
export const placed = (cells: [number, string][]) => cells.reduce((line, [col, text]) => line.padEnd(Math.max(col, line ? line.length + 2 : col)) + text, '');
