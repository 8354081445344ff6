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
import { dedupeKeys } from '../posting-identity';
import { decodeText, decodeWindows1252, looksLikeText } from '../readers/decode-text';
import { foldText } from '../text/normalize';

export const IMPORT_COLUMNS = ['cargo', 'empresa', 'link', 'local', 'descricao', 'fonte', 'status', 'observacoes'] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

export const INBOX_IMPORT_STATUSES = ['new', 'reviewed', 'saved', 'archived', 'ignored'] as const;
export type InboxImportStatus = (typeof INBOX_IMPORT_STATUSES)[number];

/** CONTRACT.md limit: CSV/JSON import 100,000 rows; over it → 413 payload_too_large. */
export const MAX_IMPORT_ROWS = 100_000;

export type ImportFields = Record<Exclude<ImportColumn, 'status'>, string> & { status: InboxImportStatus };
export type ImportRecord = ImportFields & { row: number };
export type RowError = { column: ImportColumn | '(row)'; code: string; message: string };
export type ImportParse = {
	rows: number;
	/** Rows that would be stored, duplicates included (CONTRACT.md preview `valid`). */
	valid: number;
	records: ImportRecord[];
	invalid: { row: number; errors: RowError[] }[];
	/** Later rows that repeat an earlier one; `matches` are the kept rows (first occurrences). */
	duplicatesInFile: { row: number; matches: number[] }[];
	warnings: ImportWarning[];
	/** How a CSV was read (null for JSON): its delimiter and the header's number of columns. */
	delimiter: CsvDelimiter | null;
	columns: number | null;
	/** What a file's bytes were read as (null for pasted text). */
	encoding: ReadEncoding | null;
};
/** A note about the whole file: `code` and `params` for the screen, `message` in English. */
export type ImportWarning = { code: string; message: string; params: Record<string, string | number> };
const note = (code: string, message: string, params: Record<string, string | number> = {}): ImportWarning => ({ code, message, params });
export type ImportInput = { bytes: Uint8Array } | { text: string };

// ---------------------------------------------------------------------------------------------
// Header and status vocabulary

const HEADER_ALIASES: Record<string, ImportColumn> = {
	cargo: 'cargo', titulo: 'cargo', title: 'cargo', vaga: 'cargo', 'job title': 'cargo',
	empresa: 'empresa', company: 'empresa',
	link: 'link', url: 'link',
	local: 'local', localizacao: 'local', location: 'local',
	descricao: 'descricao', description: 'descricao',
	fonte: 'fonte', origem: 'fonte', source: 'fonte', origin: 'fonte',
	status: 'status', situacao: 'status',
	observacoes: 'observacoes', observacao: 'observacoes', obs: 'observacoes', notas: 'observacoes', notes: 'observacoes'
};

/** "Descrição ", "OBSERVAÇÕES", "job_title" → a known column, or null. */
export function matchHeader(name: string): ImportColumn | null {
	const key = foldText(name.replace(/^\ufeff/, '')).replace(/[_\s-]+/g, ' ').trim();
	return HEADER_ALIASES[key] ?? null;
}

const STATUS_WORDS: Record<string, InboxImportStatus> = {
	'': 'new', nova: 'new', novo: 'new', new: 'new',
	revisada: 'reviewed', revisado: 'reviewed', vista: 'reviewed', reviewed: 'reviewed',
	salva: 'saved', salvo: 'saved', saved: 'saved',
	arquivada: 'archived', arquivado: 'archived', archived: 'archived',
	ignorada: 'ignored', ignorado: 'ignored', descartada: 'ignored', descartado: 'ignored', ignored: 'ignored'
};
/**
 * Job-tracker statuses (pt/en). They are not inbox statuses, but exports from spreadsheets and
 * other trackers carry them (every fixture does), so the row is kept as `new` and a warning says so.
 */
const TRACKER_WORDS = new Set([
	'aplicada', 'aplicado', 'candidatura enviada', 'candidatada', 'enviada', 'triagem', 'entrevista', 'proposta', 'oferta',
	'aceita', 'contratada', 'contratado', 'recusada', 'rejeitada', 'reprovada', 'nao seguiu', 'desisti', 'encerrada',
	'applied', 'screening', 'interview', 'offer', 'accepted', 'rejected', 'withdrawn', 'merged'
]);

// ---------------------------------------------------------------------------------------------
// One row → a record or its errors

function checkLink(link: string): RowError | null {
	if (!link) return null;
	const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(link)?.[1]?.toLowerCase();
	if (!scheme) return { column: 'link', code: 'invalid_link', message: 'invalid_link: not an absolute URL' };
	if (scheme !== 'http' && scheme !== 'https') {
		return { column: 'link', code: 'invalid_link', message: `invalid_link: scheme ${scheme} (only http and https links are kept)` };
	}
	try {
		const url = new URL(link);
		if (!url.hostname) throw new Error('no host');
	} catch {
		return { column: 'link', code: 'invalid_link', message: 'invalid_link: not an absolute URL' };
	}
	return null;
}

type Draft = Partial<Record<ImportColumn, string>>;

function toRecord(draft: Draft, unknownStatuses: Map<string, number>): { fields?: ImportFields; errors: RowError[] } {
	const get = (column: ImportColumn) => (draft[column] ?? '').trim();
	const errors: RowError[] = [];
	for (const column of ['cargo', 'empresa'] as const) {
		if (!get(column)) errors.push({ column, code: 'missing_required_field', message: `missing_required_field: ${column}` });
	}
	const linkError = checkLink(get('link'));
	if (linkError) errors.push(linkError);
	const rawStatus = get('status');
	const statusKey = foldText(rawStatus).replace(/\s+/g, ' ');
	let status = STATUS_WORDS[statusKey];
	if (!status && TRACKER_WORDS.has(statusKey)) {
		status = 'new';
		unknownStatuses.set(rawStatus, (unknownStatuses.get(rawStatus) ?? 0) + 1);
	}
	if (!status) {
		errors.push({
			column: 'status',
			code: 'invalid_status',
			message: `invalid_status: "${rawStatus}" (use nova, new, reviewed, saved, archived or ignored)`
		});
	}
	if (errors.length || !status) return { errors };
	return {
		errors,
		fields: {
			cargo: get('cargo'), empresa: get('empresa'), link: get('link'), local: get('local'),
			// descricao and observacoes keep their inner line breaks; only the ends are trimmed.
			descricao: get('descricao'), fonte: get('fonte'), status, observacoes: get('observacoes')
		}
	};
}

// ---------------------------------------------------------------------------------------------
// Dedupe inside the file

function findDuplicates(records: ImportRecord[]): ImportParse['duplicatesInFile'] {
	const firstByKey = new Map<string, number>();
	const out: ImportParse['duplicatesInFile'] = [];
	for (const record of records) {
		const keys = dedupeKeys(record);
		const matches = [...new Set(keys.map((key) => firstByKey.get(key)).filter((row): row is number => row !== undefined))];
		if (matches.length) out.push({ row: record.row, matches: matches.sort((a, b) => a - b) });
		// Only first occurrences are kept rows; a duplicate points at them, never at another duplicate.
		else for (const key of keys) firstByKey.set(key, record.row);
	}
	return out;
}

function finish(drafts: { row: number; draft?: Draft; errors?: RowError[] }[], warnings: ImportWarning[]): ImportParse {
	const unknownStatuses = new Map<string, number>();
	const records: ImportRecord[] = [];
	const invalid: ImportParse['invalid'] = [];
	for (const { row, draft, errors } of drafts) {
		if (errors?.length || !draft) {
			invalid.push({ row, errors: errors ?? [] });
			continue;
		}
		const result = toRecord(draft, unknownStatuses);
		if (result.fields) records.push({ row, ...result.fields });
		else invalid.push({ row, errors: result.errors });
	}
	for (const [value, count] of unknownStatuses) {
		warnings.push(note('tracker_status', `status "${value}" is a job-tracker status, not an inbox status: ${count} row(s) imported as new`, { value, count }));
	}
	return { rows: drafts.length, valid: records.length, records, invalid, duplicatesInFile: findDuplicates(records), warnings, delimiter: null, columns: null, encoding: null };
}

// ---------------------------------------------------------------------------------------------
// Input

/** What a file's bytes were read as: `auto` finds it (a BOM, UTF-16's zeros, else UTF-8 unless invalid). */
export const IMPORT_ENCODINGS = ['utf-8', 'windows-1252'] as const;
export type ImportEncoding = (typeof IMPORT_ENCODINGS)[number];
export type ReadEncoding = ImportEncoding | 'utf-16';
/** The separators a spreadsheet saves CSV with: Excel in Brazil writes ";", other tools "|" or tabs. */
export const CSV_DELIMITERS = { comma: ',', semicolon: ';', tab: '\t', pipe: '|' } as const;
export type CsvDelimiter = keyof typeof CSV_DELIMITERS;
/** Chosen by the person in the preview; `auto` (the default) detects them. */
export type ImportOptions = { delimiter?: CsvDelimiter | 'auto'; encoding?: ImportEncoding | 'auto' };

const UTF8_BOM = (bytes: Uint8Array) => bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;

/** The encoding decodeText settled on, named for the preview. */
function detectedEncoding(bytes: Uint8Array, text: string): ReadEncoding {
	if (UTF8_BOM(bytes)) return 'utf-8';
	if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return 'utf-16';
	const sample = bytes.subarray(0, 4096);
	// Text in UTF-8 or a code page has no NUL (decodeText refuses it); UTF-16 has one in every other byte.
	if (sample.filter((byte) => byte === 0).length > sample.length * 0.3) return 'utf-16';
	// Windows-1252 gives one character per byte; UTF-8 fewer as soon as a byte is above 0x7F.
	return text.length === bytes.length && bytes.some((byte) => byte > 0x7f) ? 'windows-1252' : 'utf-8';
}

function notText(): never {
	throw problem('invalid_file', 'The file is not text: save it as CSV (UTF-8) or JSON and try again.', undefined, { reason: 'not_text' });
}

function inputText(input: ImportInput, encoding: ImportEncoding | 'auto' = 'auto'): { text: string; encoding: ReadEncoding | null } {
	if ('text' in input) return { text: input.text.replace(/^\ufeff/, ''), encoding: null };
	const { bytes } = input;
	if (encoding === 'auto') {
		// decodeText strips a UTF-8/UTF-16 BOM and falls back to Windows-1252 (a superset of Latin-1).
		const text = decodeText(bytes);
		if (text === null) notText();
		return { text, encoding: detectedEncoding(bytes, text) };
	}
	// Chosen by hand: read as asked, even where it shows wrong letters (the person sees them and can switch back).
	const text =
		encoding === 'utf-8' ? new TextDecoder('utf-8').decode(UTF8_BOM(bytes) ? bytes.subarray(3) : bytes) : decodeWindows1252(bytes);
	if (!looksLikeText(text)) notText();
	return { text: text.replace(/^\ufeff/, ''), encoding };
}

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
