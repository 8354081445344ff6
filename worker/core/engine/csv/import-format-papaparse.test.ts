import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CSV_DELIMITERS, readCsvTable, type CsvDelimiter, type CsvTable, type ImportInput } from './import-format';

/**
 * PapaParse's own parsing cases (tests/fixtures/papaparse/, README.md there), run through the
 * reading the CSV import uses. A case's config is mapped where Rumo has the same thing:
 * - `delimiter` → the import's `delimiter` option (the core parser's cases read with a comma, as
 *   `new Papa.Parser()` does; the others, without one, let Rumo detect it);
 * - `header: true` → Rumo's header row: the rows are compared as PapaParse's objects, and a row
 *   with too few or too many fields is PapaParse's TooFewFields/TooManyFields error;
 * - `skipEmptyLines` → Rumo always skips lines with nothing but spaces (PapaParse's 'greedy'), so
 *   every case is compared with the rows 'greedy' would drop left out of its expected output;
 * - `newline` → Rumo finds line endings itself, so the case's newline must be the one it finds.
 * Errors compare by row: PapaParse's Quotes errors are Rumo's malformed_row, its FieldMismatch
 * errors Rumo's column_count_mismatch, and UndetectableDelimiter Rumo's delimiter_not_found note.
 * Each case is read twice: as pasted text and as a UTF-8 file.
 */

type Row = string[] | Record<string, string | string[]>;
type PapaError = { type: string; code: string; row?: number };
type Case = {
	id: string;
	description: string;
	input: string;
	config: { delimiter?: string; header?: boolean; skipEmptyLines?: boolean | 'greedy'; newline?: string };
	expected: { data: Row[]; errors: PapaError[]; delimiter?: string };
};

const file = fileURLToPath(new URL('../../../../tests/fixtures/papaparse/cases.json', import.meta.url));
const corpus = JSON.parse(readFileSync(file, 'utf8')) as { cases: Case[]; leftOut: { id: string }[] };

const delimiterOf = (char: string) => Object.entries(CSV_DELIMITERS).find(([, c]) => c === char)![0] as CsvDelimiter;
const cellsOf = (row: Row) => (Array.isArray(row) ? row : Object.values(row).flat());
/** PapaParse's skipEmptyLines: 'greedy' test. */
const isBlank = (row: Row) => cellsOf(row).join('').trim() === '';

/** What PapaParse's output is with the rows Rumo skips left out, errors renumbered to the rows left. */
function expectedForRumo(test: Case) {
	const kept: number[] = [];
	test.expected.data.forEach((row, index) => {
		if (!isBlank(row)) kept.push(index);
	});
	const data = kept.map((index) => test.expected.data[index]);
	const errors = new Set<string>();
	let undetectable = false;
	for (const error of test.expected.errors) {
		if (error.code === 'UndetectableDelimiter') undetectable = true;
		if (error.row === undefined) continue;
		const at = kept.indexOf(error.row);
		if (at < 0) continue;
		// Without a header row PapaParse numbers data from 0 (the first line); with one, from 0 after it.
		const row = test.config.header ? at + 1 : at;
		errors.add(`${row}:${error.type === 'Quotes' ? 'malformed_row' : 'column_count_mismatch'}`);
	}
	return { data, errors, undetectable };
}

/** Rumo's table in PapaParse's terms: arrays with the header as the first, or objects keyed by it. */
function asPapa(table: CsvTable, header: boolean) {
	const errors = new Set<string>();
	if (table.headerError) errors.add('0:malformed_row');
	for (const row of table.rows) {
		// PapaParse checks field counts only against a header row.
		if (row.error && (header || row.error.code === 'malformed_row')) errors.add(`${row.row}:${row.error.code}`);
	}
	const empty = table.header.length === 0 && table.rows.length === 0;
	const data: Row[] = header
		? table.rows.map(({ cells }) => {
				const object: Record<string, string | string[]> = {};
				table.header.forEach((name, i) => {
					if (i < cells.length) object[name] = cells[i];
				});
				if (cells.length > table.header.length) object.__parsed_extra = cells.slice(table.header.length);
				return object;
			})
		: empty
			? []
			: [table.header, ...table.rows.map((row) => row.cells)];
	return { data, errors, undetectable: table.warnings.some((w) => w.code === 'delimiter_not_found') };
}

describe('PapaParse test cases through the CSV import', () => {
	it('holds the cases that apply and names the ones left out', () => {
		expect(corpus.cases.length).toBe(97);
		expect(corpus.cases.length + corpus.leftOut.length).toBe(160);
	});

	for (const test of corpus.cases) {
		it(`${test.id}: ${test.description}`, () => {
			const want = expectedForRumo(test);
			const delimiter = test.config.delimiter === undefined ? 'auto' : delimiterOf(test.config.delimiter);
			const inputs: [string, ImportInput][] = [
				['text', { text: test.input }],
				['file', { bytes: new TextEncoder().encode(test.input) }]
			];
			for (const [how, input] of inputs) {
				const table = readCsvTable(input, { delimiter });
				const got = asPapa(table, test.config.header === true);
				expect(got.data, `${how}: rows`).toEqual(want.data);
				expect([...got.errors].sort(), `${how}: errors`).toEqual([...want.errors].sort());
				expect(got.undetectable, `${how}: delimiter not found`).toBe(want.undetectable);
				if (test.expected.delimiter) expect(CSV_DELIMITERS[table.delimiter], `${how}: delimiter`).toBe(test.expected.delimiter);
			}
		});
	}
});
