/**
 * Inbox import/export records (CONTRACT.md "Inbox, captures, sources"; SPEC.md "Import record").
 * Pure: bytes or text in, a preview-ready parse out. No storage, no routes.
 *
 * Rules (tests/fixtures/imports/expected.json): rows are numbered from 1 after the header, a quoted
 * multi-line CSV record is one row; cargo and empresa are required; link is optional but, when given,
 * must be an absolute http(s) URL; unknown and missing columns are warnings; a CSV record with a
 * different number of fields than the header is rejected; duplicates in the file are reported
 * (the first occurrence is kept) and still count as valid.
 */
import Papa from 'papaparse';
import { problem, type FieldError } from '../problem';
import { CSV_DELIMITERS, inputText, type CsvDelimiter, type ImportInput, type ImportOptions, type ReadEncoding } from './import-input';
import {
	finish,
	IMPORT_COLUMNS,
	matchHeader,
	MAX_IMPORT_ROWS,
	note,
	type Draft,
	type ImportColumn,
	type ImportParse,
	type ImportWarning,
	type RowError
} from './import-records';

export {
	IMPORT_COLUMNS,
	INBOX_IMPORT_STATUSES,
	MAX_IMPORT_ROWS,
	matchHeader,
	type ImportColumn,
	type InboxImportStatus,
	type ImportFields,
	type ImportParse,
	type ImportRecord,
	type ImportWarning,
	type RowError
} from './import-records';
export {
	CSV_DELIMITERS,
	IMPORT_ENCODINGS,
	type CsvDelimiter,
	type ImportEncoding,
	type ImportInput,
	type ImportOptions,
	type ReadEncoding
} from './import-input';

// ---------------------------------------------------------------------------------------------
// Input

function tooMany(rows: number) {
	return problem('payload_too_large', `The file has ${rows.toLocaleString('en')} rows; at most ${MAX_IMPORT_ROWS.toLocaleString('en')} can be imported at once.`, undefined, { reason: 'too_many_rows', rows, max: MAX_IMPORT_ROWS });
}

/** The reverse of the export's formula guard: `'=SUM(…)` comes back as `=SUM(…)`. */
const unguard = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

// ---------------------------------------------------------------------------------------------
// CSV

/** A line with nothing but spaces (or only empty cells, as Excel writes ";;;;") is no row. */
const isBlank = (cells: string[]) => cells.join('').trim() === '';

/** Records read to find the delimiter: the header and the rows after it. */
const DETECT_RECORDS = 21;

/**
 * The delimiter the file's first records agree on. Each candidate is read as CSV (so a delimiter
 * inside quotes, like the comma of `"notas, detalhes"`, does not count), and the one whose header
 * has more than one column and whose rows have the header's count most often wins; then the one
 * with fewer quote errors, then the one giving more columns, then the order comma, semicolon,
 * tab, pipe. Null when no candidate splits the header.
 */
export function detectDelimiter(text: string): CsvDelimiter | null {
	let best: { name: CsvDelimiter; score: number[] } | undefined;
	(Object.keys(CSV_DELIMITERS) as CsvDelimiter[]).forEach((name, order) => {
		// Empty lines count against the preview, so it reads a few more than it needs. A line of
		// separators alone (";;;;", as Excel writes an empty row) is no row, but it shows the separator.
		const parsed = Papa.parse<string[]>(text, { delimiter: CSV_DELIMITERS[name], preview: DETECT_RECORDS * 3, skipEmptyLines: false });
		const records = parsed.data.filter((cells) => cells.length > 1 || cells[0]?.trim()).slice(0, DETECT_RECORDS);
		const columns = records[0]?.length ?? 0;
		if (columns < 2) return;
		const rows = records.length - 1;
		const agreeing = records.slice(1).filter((cells) => cells.length === columns).length;
		const score = [rows ? agreeing / rows : 1, -parsed.errors.length, columns, -order];
		if (!best || outranks(score, best.score)) best = { name, score };
	});
	return best?.name ?? null;
}

/** Compares scores element by element: the first that differs decides. */
function outranks(a: number[], b: number[]): boolean {
	const i = a.findIndex((value, index) => value !== b[index]);
	return i >= 0 && a[i] > b[i];
}

export type CsvRow = { row: number; cells: string[]; error?: RowError };
/**
 * A CSV file read as a table: its header, its data rows numbered from 1 after it (blank lines are no
 * rows), each row with a quote or field-count problem carrying it, the delimiter and encoding used.
 */
export type CsvTable = {
	header: string[];
	/** A quote problem in the header line; `unclosed`: the rest of the file was read into it. */
	headerError: { message: string; unclosed: boolean } | null;
	rows: CsvRow[];
	delimiter: CsvDelimiter;
	encoding: ReadEncoding | null;
	warnings: ImportWarning[];
};

/** Reads CSV as the import does; `options` are the preview's delimiter and encoding, `auto` by default. */
export function readCsvTable(input: ImportInput, options: ImportOptions = {}): CsvTable {
	const { text, encoding } = inputText(input, options.encoding);
	const warnings: ImportWarning[] = [];
	let delimiter: CsvDelimiter;
	if (options.delimiter && options.delimiter !== 'auto') delimiter = options.delimiter;
	else {
		const found = detectDelimiter(text);
		delimiter = found ?? 'comma';
		if (!found) warnings.push(note('delimiter_not_found', 'no delimiter found: the header is one column; read with ","', {}));
		else if (found !== 'comma') {
			const shown = found === 'tab' ? 'tab' : CSV_DELIMITERS[found];
			warnings.push(note('delimiter', `delimiter "${shown}" detected`, { delimiter: shown }));
		}
	}
	// header: false so that field counts per record stay visible (column_count_mismatch). Blank
	// lines are dropped here, not by papaparse, whose error rows would then count them.
	const parsed = Papa.parse<string[]>(text, { delimiter: CSV_DELIMITERS[delimiter], skipEmptyLines: false, header: false });
	const indexOf = new Map<number, number>();
	const records: string[][] = [];
	parsed.data.forEach((cells, index) => {
		if (isBlank(cells)) return;
		indexOf.set(index, records.length);
		records.push(cells);
	});
	// papaparse's own errors are about quotes (an unclosed quote swallows the rest of the file).
	const quoteErrors = new Map<number, { message: string; unclosed: boolean }>();
	for (const error of parsed.errors) {
		const at = error.row === undefined || error.row === null ? undefined : indexOf.get(error.row);
		if (at === undefined || quoteErrors.get(at)?.unclosed) continue;
		const where = at === 0 ? 'the header line' : 'this row';
		const unclosed = error.code === 'MissingQuotes';
		quoteErrors.set(at, {
			unclosed,
			message: unclosed ? `malformed_row: a quote opened in ${where} is never closed, so the rest of the file was read into it` : `malformed_row: ${error.message}`
		});
	}
	const [header = [], ...body] = records;
	const rows = body.map((cells, index): CsvRow => {
		const row = index + 1;
		const quote = quoteErrors.get(row);
		if (quote) return { row, cells, error: { column: '(row)', code: 'malformed_row', message: quote.message } };
		if (cells.length !== header.length) {
			const message = `column_count_mismatch (${cells.length} fields, header has ${header.length})`;
			return { row, cells, error: { column: '(row)', code: 'column_count_mismatch', message } };
		}
		return { row, cells };
	});
	return { header, headerError: quoteErrors.get(0) ?? null, rows, delimiter, encoding, warnings };
}

function parseCsv(input: ImportInput, options: ImportOptions): ImportParse {
	const { header, headerError, rows, delimiter, encoding, warnings } = readCsvTable(input, options);
	if (!header.length || header.every((cell) => !cell.trim())) {
		throw problem('invalid_file', 'The CSV has no header row. The first line must be: ' + IMPORT_COLUMNS.join(','), [
			{ path: 'row 0', message: 'missing header' }
		], { reason: 'no_header', header: IMPORT_COLUMNS.join(',') });
	}
	// An unclosed quote in the header leaves no rows to read; a stray one may only spoil a name (or
	// come from a delimiter chosen by hand that is not the file's), so the preview says so and goes on.
	if (headerError?.unclosed) {
		throw problem('invalid_file', 'A quote opened in the CSV header line is never closed, so the rest of the file was read into it. Fix the first line and try again. Nothing was imported.', [
			{ path: 'row 0', message: headerError.message }
		], { reason: 'malformed_header' });
	}
	if (headerError) warnings.push(note('malformed_header', `the header line has a quote out of place (${headerError.message.replace(/^malformed_row: /, '')}): column names may be read wrong`));
	if (rows.length > MAX_IMPORT_ROWS) throw tooMany(rows.length);
	const columnAt: (ImportColumn | null)[] = header.map((name) => matchHeader(name));
	const seen = new Set<ImportColumn>();
	header.forEach((name, index) => {
		const column = columnAt[index];
		if (!column) warnings.push(note('unknown_column', `unknown column "${name.trim()}" ignored`, { name: name.trim() }));
		else if (seen.has(column)) {
			warnings.push(note('repeated_column', `column "${name.trim()}" repeats ${column}; the first one is used`, { name: name.trim(), column }));
			columnAt[index] = null;
		} else seen.add(column);
	});
	const missing = IMPORT_COLUMNS.filter((column) => !seen.has(column));
	if (missing.length) warnings.push(note('missing_columns', `missing column(s) ${missing.join(', ')}: read as empty`, { columns: missing.join(', ') }));
	const drafts = rows.map(({ row, cells, error }) => {
		if (error) return { row, errors: [error] };
		const draft: Draft = {};
		cells.forEach((cell, i) => {
			const column = columnAt[i];
			if (column) draft[column] = unguard(cell);
		});
		return { row, draft };
	});
	return { ...finish(drafts, warnings), delimiter, columns: header.length, encoding };
}

/** "at position 812" (Node 20) or "(line 30 column 5)" (newer V8) → line and column. */
function jsonPosition(text: string, message: string): { line: number; column: number } | null {
	const lineCol = /line (\d+) column (\d+)/.exec(message);
	if (lineCol) return { line: Number(lineCol[1]), column: Number(lineCol[2]) };
	const position = /position (\d+)/.exec(message);
	if (!position) return null;
	const before = text.slice(0, Number(position[1]));
	const line = before.split('\n').length;
	return { line, column: before.length - before.lastIndexOf('\n') };
}

function parseJson(text: string): ImportParse {
	let data: unknown;
	try {
		data = JSON.parse(text);
	} catch (error) {
		const message = error instanceof Error ? error.message : String(error);
		const at = jsonPosition(text, message) ?? (text.trim() ? null : { line: 1, column: 1 });
		const where = at ? ` at line ${at.line}, column ${at.column}` : '';
		throw problem('invalid_file', `invalid_json: the file is not valid JSON${where}. Nothing was imported.`, [
			{ path: at ? `$ (line ${at.line}, column ${at.column})` : '$', message: `invalid_json: ${message}` }
		], at ? { reason: 'invalid_json', line: at.line, column: at.column } : { reason: 'invalid_json' });
	}
	if (!Array.isArray(data)) {
		const arrayKey =
			data && typeof data === 'object' ? Object.entries(data).find(([, value]) => Array.isArray(value))?.[0] : undefined;
		const hint = arrayKey ? ` It has an array under "${arrayKey}": export that array alone.` : '';
		throw problem('validation_failed', `expected_array: the top level must be an array of job objects.${hint} Nothing was imported.`, [
			{ path: '$', message: `expected_array: found ${data === null ? 'null' : typeof data}` }
		], arrayKey ? { reason: 'expected_array', key: arrayKey } : { reason: 'expected_array' });
	}
	if (data.length > MAX_IMPORT_ROWS) throw tooMany(data.length);
	const errors: FieldError[] = [];
	const unknownKeys = new Set<string>();
	const drafts = data.map((item, index) => {
		const row = index + 1;
		const draft: Draft = {};
		if (!item || typeof item !== 'object' || Array.isArray(item)) {
			errors.push({ path: `$[${index}]`, message: `expected an object, found ${Array.isArray(item) ? 'array' : item === null ? 'null' : typeof item}` });
			return { row, draft };
		}
		for (const [key, value] of Object.entries(item)) {
			const column = (IMPORT_COLUMNS as readonly string[]).includes(key) ? (key as ImportColumn) : null;
			if (!column) {
				unknownKeys.add(key);
				continue;
			}
			if (value === null || value === undefined) continue; // null reads as empty, like a missing key
			if (typeof value !== 'string') {
				errors.push({ path: `$[${index}].${key}`, message: `expected a string, found ${Array.isArray(value) ? 'array' : typeof value}` });
				continue;
			}
			draft[column] = value;
		}
		return { row, draft };
	});
	if (errors.length) {
		throw problem('validation_failed', `The JSON does not match the import format (${errors.length} problem(s)). Nothing was imported.`, errors.slice(0, 50), { reason: 'json_shape', count: errors.length });
	}
	const keys = [...unknownKeys].map((k) => `"${k}"`).join(', ');
	const warnings = unknownKeys.size ? [note('unknown_keys', `unknown key(s) ${keys} ignored`, { keys })] : [];
	return finish(drafts, warnings);
}

/**
 * Reads an import file. Row-level problems (missing cargo, a bad link, a bad status, a wrong field
 * count) land in `invalid`; a file that is not the format at all throws a Problem and imports nothing.
 */
export function parseImport(input: ImportInput, format: 'csv' | 'json', options: ImportOptions = {}): ImportParse {
	if (format === 'csv') return parseCsv(input, options);
	const { text, encoding } = inputText(input, options.encoding);
	return { ...parseJson(text), encoding };
}

// ---------------------------------------------------------------------------------------------
// Export

/**
 * Spreadsheet formula injection (CSV injection): Excel, LibreOffice and Sheets evaluate a cell that
 * begins with = + - @ (and a leading tab or carriage return can hide one), so such cells are
 * prefixed with a single quote, which makes the spreadsheet show them as literal text.
 * `parseImport` removes that one quote again, so export → import is lossless.
 */
export function neutralizeCell(value: string): string {
	return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function exportRecords(records: readonly Record<ImportColumn, string>[], format: 'csv' | 'json'): string {
	const rows = records.map((record) => IMPORT_COLUMNS.map((column) => record[column] ?? ''));
	if (format === 'json') {
		return JSON.stringify(rows.map((cells) => Object.fromEntries(IMPORT_COLUMNS.map((column, i) => [column, cells[i]]))), null, 2);
	}
	return Papa.unparse(
		{ fields: [...IMPORT_COLUMNS], data: rows.map((cells) => cells.map(neutralizeCell)) },
		// quotes: true keeps leading/trailing spaces and line breaks intact in every spreadsheet.
		{ quotes: true, newline: '\r\n', delimiter: ',', escapeFormulae: false }
	);
}
