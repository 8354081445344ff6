/** The import's records: columns and statuses, one row read into a record or its errors, duplicates within the file. */

import { dedupeKeys } from '../posting-identity';
import { foldText } from '../text/normalize';
import type { CsvDelimiter, ReadEncoding } from './import-input';

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
export const note = (code: string, message: string, params: Record<string, string | number> = {}): ImportWarning => ({ code, message, params });

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

export type Draft = Partial<Record<ImportColumn, string>>;

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

export function finish(drafts: { row: number; draft?: Draft; errors?: RowError[] }[], warnings: ImportWarning[]): ImportParse {
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
