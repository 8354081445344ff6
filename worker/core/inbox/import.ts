/**
 * CSV/JSON imports into the inbox: a preview first (nothing stored), then one commit of the whole
 * file in one transaction (all rows or none: a closed tab or a cancel mid-way stores nothing).
 *
 * The preview is kept in this core's memory under its previewId for 30 minutes; a commit plans the
 * rows again against the inbox as it is then (another tab may have added some meanwhile), so what
 * is stored never duplicates what is there. Rows that repeat an item already in the inbox, or an
 * earlier row of the file, are merged into it (its history says so); rows that are already an
 * application are skipped, as are invalid rows.
 */
import { problem } from '../http/problem';
import type { CoreEnv } from '../env';
import type { ReadContext } from '../engine/readers';
import { parseImport, type ImportOptions, type ImportParse, type ImportRecord } from '../engine/csv/import-format';
import { refreshFits } from './fit';
import { keysOf } from '../engine/posting-identity';
import { defaultOrigin, foldInto, newRow, type ItemDraft } from './items';
import type { ImportCommitResult, ImportPreview, StoredInboxItem } from './schema';
import { trackedMatches } from './service';
import { currentIndex, duplicatesOf, readRows, writeItems, type InboxIndex } from './store';

/** Imports take files larger than the API's general limit: the 100,000-row limit governs them. */
export const MAX_IMPORT_BYTES = 64 * 1024 * 1024;
const PREVIEW_TTL_MS = 30 * 60 * 1000;
const MAX_PREVIEWS = 4;
/** Lists in a preview answer stop here (the counts stay whole). */
const MAX_LISTED = 2000;
const IMPORTS_KEY = 'inbox.imports';

type Plan =
	| { kind: 'create'; record: ImportRecord }
	| { kind: 'merge_file'; record: ImportRecord; intoRow: number }
	| { kind: 'merge_inbox'; record: ImportRecord; intoId: string }
	| { kind: 'skip_tracked'; record: ImportRecord; trackerJobId: string };

/** A preview kept for its commit; `keys[i]` are the dedupe keys of `parse.records[i]`, computed once. */
type Held = { id: string; name: string | null; format: 'csv' | 'json'; parse: ImportParse; keys: string[][]; expires: number; committed: ImportCommitResult | null };
const previews = new Map<string, Held>();

function remember(held: Held) {
	const now = Date.now();
	for (const [id, old] of previews) if (old.expires < now) previews.delete(id);
	while (previews.size >= MAX_PREVIEWS) previews.delete(previews.keys().next().value!);
	previews.set(held.id, held);
}

function checkCancel(context: ReadContext) {
	if (context.signal?.aborted) throw problem('cancelled', 'The import was cancelled. Nothing was stored.');
}

const yieldToRequests = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const draftOf = (record: ImportRecord, format: 'csv' | 'json'): ItemDraft => ({
	title: record.cargo,
	company: record.empresa,
	url: record.link || null,
	location: record.local,
	description: record.descricao,
	origin: record.fonte || defaultOrigin(record.link || null, format),
	tags: [],
	notes: record.observacoes,
	status: record.status
});

/**
 * What rows are checked against: the inbox and the applications as stored now. The command line,
 * which keeps no data, previews against NOTHING_STORED.
 */
export type ImportAgainst = {
	index: () => Promise<InboxIndex>;
	tracked: () => Promise<Map<string, { id: string; title: string }>>;
	titles: (ids: string[]) => Promise<Map<string, string>>;
};

const storedData = (env: CoreEnv): ImportAgainst => ({ index: () => currentIndex(env), tracked: () => trackedMatches(env), titles: (ids) => titlesOf(env, ids) });

/** An empty inbox and no applications. */
export const NOTHING_STORED: ImportAgainst = {
	index: async () => ({ revision: 0, entries: new Map(), byKey: new Map(), byLoose: new Map(), ordered: null }),
	tracked: async () => new Map(),
	titles: async () => new Map()
};

/** Decides, row by row, what a commit would do against the inbox and the applications as they are now. */
async function planRows(against: ImportAgainst, parse: ImportParse, allKeys: string[][], context: ReadContext, from: number, to: number): Promise<Plan[]> {
	const index = await against.index();
	const tracked = await against.tracked();
	const inFile = new Map(parse.duplicatesInFile.map((d) => [d.row, d.matches[0]]));
	const plans: Plan[] = [];
	for (let i = 0; i < parse.records.length; i++) {
		const record = parse.records[i];
		const intoRow = inFile.get(record.row);
		const keys = allKeys[i];
		const [intoId] = duplicatesOf(index, keys);
		const application = keys.map((key) => tracked.get(key)).find(Boolean);
		if (intoRow !== undefined) plans.push({ kind: 'merge_file', record, intoRow });
		else if (intoId) plans.push({ kind: 'merge_inbox', record, intoId });
		else if (application) plans.push({ kind: 'skip_tracked', record, trackerJobId: application.id });
		else plans.push({ kind: 'create', record });
		if (i % 5000 === 4999) {
			context.progress?.(from + ((to - from) * i) / parse.records.length);
			await yieldToRequests();
			checkCancel(context);
		}
	}
	return plans;
}

/** `delimiter` and `encoding`: what the person chose in the preview (`auto`, the default, detects them). */
type ImportInput = { format?: 'csv' | 'json'; content?: string; file?: File; name?: string } & ImportOptions;

export function previewImport(env: CoreEnv, input: ImportInput, context: ReadContext = {}): Promise<ImportPreview> {
	return previewImportAgainst(storedData(env), env.newId, input, context);
}

/** The preview of an import against the given data; `newId` names the preview kept for its commit. */
export async function previewImportAgainst(against: ImportAgainst, newId: () => string, input: ImportInput, context: ReadContext = {}): Promise<ImportPreview> {
	context.progress?.(0.02);
	let parse: ImportParse;
	let name: string | null;
	let format: 'csv' | 'json';
	const options: ImportOptions = { delimiter: input.delimiter, encoding: input.encoding };
	if (input.file) {
		if (input.file.size > MAX_IMPORT_BYTES) {
			throw problem('payload_too_large', 'The file is larger than 64 MB. Split it into smaller files and import each one.', undefined, { reason: 'too_large_file', max: 64 });
		}
		name = input.file.name || null;
		if (name && !input.format && !/\.(csv|json|txt|tsv)$/i.test(name)) throw problem('unsupported_type', 'Import a .csv or .json file (a spreadsheet saved as CSV works).');
		format = input.format ?? (/\.json$/i.test(name ?? '') || /json/.test(input.file.type) ? 'json' : 'csv');
		parse = parseImport({ bytes: new Uint8Array(await input.file.arrayBuffer()) }, format, options);
	} else {
		name = input.name ?? null;
		format = input.format ?? 'csv';
		parse = parseImport({ text: input.content ?? '' }, format, options);
	}
	if (parse.rows === 0) throw problem('validation_failed', 'The file has a header but no rows to import.', [{ path: 'file', message: 'no data rows' }], { reason: 'no_rows' });
	checkCancel(context);
	context.progress?.(0.4);
	const keys = parse.records.map((record) => keysOf(draftOf(record, format)));
	const plans = await planRows(against, parse, keys, context, 0.4, 0.95);
	const held: Held = { id: newId(), name, format, parse, keys, expires: Date.now() + PREVIEW_TTL_MS, committed: null };
	remember(held);

	const titles = await against.titles(plans.flatMap((p) => (p.kind === 'merge_inbox' ? [p.intoId] : [])).slice(0, MAX_LISTED));
	const byRow = new Map(parse.records.map((r) => [r.row, r]));
	const duplicates = plans
		.filter((p) => p.kind !== 'create')
		.slice(0, MAX_LISTED)
		.map((p) => ({
			row: p.record.row,
			matches: [
				p.kind === 'merge_file'
					? { kind: 'file' as const, row: p.intoRow, id: null, title: byRow.get(p.intoRow)?.cargo ?? '' }
					: p.kind === 'merge_inbox'
						? { kind: 'inbox' as const, row: null, id: p.intoId, title: titles.get(p.intoId) ?? '' }
						: { kind: 'tracker' as const, row: null, id: (p as { trackerJobId: string }).trackerJobId, title: '' }
			]
		}));
	const count = (kind: Plan['kind']) => plans.filter((p) => p.kind === kind).length;
	context.progress?.(1);
	return {
		previewId: held.id,
		name,
		format,
		rows: parse.rows,
		valid: parse.valid,
		invalid: parse.invalid.slice(0, MAX_LISTED),
		invalidCount: parse.invalid.length,
		duplicateCount: plans.filter((p) => p.kind !== 'create').length,
		duplicates,
		sample: parse.records.slice(0, 20).map((r) => {
			const d = draftOf(r, format);
			return { row: r.row, title: d.title, company: d.company, url: d.url, location: d.location, origin: d.origin, status: d.status };
		}),
		plan: { create: count('create'), merge: count('merge_file') + count('merge_inbox'), skip: count('skip_tracked') + parse.invalid.length },
		warnings: parse.warnings,
		delimiter: parse.delimiter,
		columns: parse.columns,
		encoding: parse.encoding,
		expiresAt: new Date(held.expires).toISOString()
	};
}

async function titlesOf(env: CoreEnv, ids: string[]): Promise<Map<string, string>> {
	const rows = await readRows(env, [...new Set(ids)]);
	return new Map(rows.map((r) => [r.id, r.title]));
}

export async function commitImport(env: CoreEnv, previewId: string, context: ReadContext = {}): Promise<ImportCommitResult> {
	const held = previews.get(previewId);
	if (!held || held.expires < Date.now())
		throw problem('not_found', 'This preview is no longer here (it lasts 30 minutes and ends when the tab is closed). Choose the file again.');
	if (held.committed) throw problem('conflict', 'This file was already imported. Its items are in your inbox.');
	context.progress?.(0.02);
	const plans = await planRows(storedData(env), held.parse, held.keys, context, 0.02, 0.2);
	const keysOfRow = new Map(held.parse.records.map((record, i) => [record.row, held.keys[i]]));
	const at = env.now().toISOString();
	const importId = env.newId();
	const label = held.name ?? held.format.toUpperCase();
	const created = new Map<number, StoredInboxItem>();
	const existing = new Map((await readRows(env, [...new Set(plans.flatMap((p) => (p.kind === 'merge_inbox' ? [p.intoId] : [])))])).map((r) => [r.id, r]));
	let merged = 0;
	let skipped = held.parse.invalid.length;
	const foldRow = (into: StoredInboxItem, record: ImportRecord) =>
		foldInto(into, draftOf(record, held.format), { at, event: 'imported_again', detail: `${label} · row ${record.row}`, params: { file: label, row: record.row } }, at);
	for (const plan of plans) {
		const { record } = plan;
		if (plan.kind === 'create') {
			const keys = keysOfRow.get(record.row);
			const event = { at, event: 'imported', detail: `${label} · row ${record.row}`, params: { file: label, row: record.row } } as const;
			created.set(record.row, newRow(draftOf(record, held.format), held.format, env.newId(), at, event, keys ? { keys } : {}));
		} else if (plan.kind === 'merge_inbox') {
			const into = existing.get(plan.intoId);
			if (into) existing.set(into.id, foldRow(into, record));
			merged++;
		} else if (plan.kind === 'merge_file') {
			const first = created.get(plan.intoRow);
			if (first) created.set(plan.intoRow, foldRow(first, record));
			else {
				// The first occurrence itself went into an inbox item (or was an application): follow it.
				const firstPlan = plans.find((p) => p.record.row === plan.intoRow);
				const into = firstPlan?.kind === 'merge_inbox' ? existing.get(firstPlan.intoId) : undefined;
				if (into) existing.set(into.id, foldRow(into, record));
				else {
					skipped++;
					continue;
				}
			}
			merged++;
		} else skipped++;
	}
	checkCancel(context);
	const rows = [...created.values(), ...existing.values()];
	const result: ImportCommitResult = { created: created.size, merged, skipped, importId };
	const log = { id: importId, name: held.name, format: held.format, at, rows: held.parse.rows, ...result };
	await writeItems(env, {
		rows,
		chunk: (done, total) => {
			context.progress?.(0.2 + (0.8 * done) / total);
			checkCancel(context);
		},
		also: async () => {
			const before = ((await env.db.meta.get(IMPORTS_KEY))?.value as (typeof log)[] | undefined) ?? [];
			await env.db.meta.put({ key: IMPORTS_KEY, value: [log, ...before].slice(0, 200) });
		}
	});
	held.committed = result;
	context.progress?.(1);
	void refreshFits(env);
	return result;
}

export type ImportLog = { id: string; name: string | null; format: 'csv' | 'json'; at: string; rows: number; created: number; merged: number; skipped: number };

/** The imports made so far, newest first (the source directory lists them). */
export async function importLog(env: CoreEnv): Promise<ImportLog[]> {
	return ((await env.db.meta.get(IMPORTS_KEY))?.value as ImportLog[] | undefined) ?? [];
}

/** Forgets one import's record (History → clear); the items it brought stay in the inbox. False when there was none. */
export async function forgetImport(env: CoreEnv, id: string): Promise<boolean> {
	return env.db.transaction('rw', env.db.meta, async () => {
		const log = await importLog(env);
		const kept = log.filter((entry) => entry.id !== id);
		if (kept.length === log.length) return false;
		await env.db.meta.put({ key: IMPORTS_KEY, value: kept });
		return true;
	});
}
