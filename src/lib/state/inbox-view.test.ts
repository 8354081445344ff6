import { describe, expect, it } from 'vitest';
import { ApiError } from '$lib/api/errors';
import {
	allCount,
	createdWords,
	DEFAULT_FILTERS,
	exportFileName,
	exportSelection,
	fitView,
	historyView,
	importProblemWords,
	inboxHasItems,
	isFiltered,
	linkTrouble,
	listQuery,
	originWords,
	parseTags,
	rowErrorWords,
	warningWords
} from './inbox-view.svelte';

const problem = (code: string, detail = '', params?: Record<string, string | number>) => new ApiError({ status: 400, code, detail, params });

describe('the inbox filters', () => {
	it('ask for no status under "All", so the API leaves merged items out', () => {
		expect(listQuery(DEFAULT_FILTERS)).toEqual({ status: undefined, origin: undefined, q: undefined, sort: 'newest', limit: 50, cursor: undefined });
	});

	it('send one status, the origin, a trimmed search, the sort and the page', () => {
		const filters = { status: 'merged' as const, origin: 'LinkedIn', q: '  logistica ', sort: 'fit' as const };
		expect(listQuery(filters, { limit: 120, cursor: 'abc' })).toEqual({ status: ['merged'], origin: 'LinkedIn', q: 'logistica', sort: 'fit', limit: 120, cursor: 'abc' });
	});

	it('count as filtered only what narrows the list (a sort does not)', () => {
		expect(isFiltered({ ...DEFAULT_FILTERS, sort: 'fit' })).toBe(false);
		expect(isFiltered({ ...DEFAULT_FILTERS, q: '   ' })).toBe(false);
		expect(isFiltered({ ...DEFAULT_FILTERS, origin: 'csv' })).toBe(true);
	});

	it('count "All" without merged items, and see an inbox of only merged items as not empty', () => {
		expect(allCount({ new: 3, archived: 2, merged: 4 })).toBe(5);
		expect(inboxHasItems({ status: { merged: 1 }, origin: {} })).toBe(true);
		expect(inboxHasItems({ status: {}, origin: {} })).toBe(false);
	});

	it('export the selected ids, the view as filtered, or everything', () => {
		const filters = { status: 'archived' as const, origin: '', q: 'dados', sort: 'fit' as const };
		expect(exportSelection('selected', filters, ['a', 'b'])).toEqual({ ids: ['a', 'b'] });
		expect(exportSelection('view', filters, ['a'])).toEqual({ status: ['archived'], origin: undefined, q: 'dados' });
		expect(exportSelection('all', filters, ['a'])).toEqual({});
	});
});

describe('the words of the inbox', () => {
	it('translate channel origins and keep any other origin as written', () => {
		expect(originWords('csv')).toEqual({ key: 'inbox.channel.csv' });
		expect(originWords('LinkedIn')).toEqual({ text: 'LinkedIn' });
	});

	it('show a score with met/of, a pending item its previous score, and an honest label otherwise', () => {
		const fit = { score: 72, met: 5, of: 7, at: '2026-01-01' };
		expect(fitView({ fit, fitState: 'ready' })).toEqual({ kind: 'score', score: 72, met: 5, of: 7, short: [] });
		// The parts below full marks explain a score the skills alone do not ("1 of 1 skills shown" at 54%).
		const breakdown = { skills: 100, experience: 20, seniority: 100, education: 30, language: 100 };
		expect(fitView({ fit: { ...fit, score: 54, met: 1, of: 1, breakdown }, fitState: 'ready' })).toMatchObject({
			score: 54,
			short: [
				{ part: 'experience', value: 20 },
				{ part: 'education', value: 30 }
			]
		});
		expect(fitView({ fit, fitState: 'pending' })).toMatchObject({ kind: 'score', score: 72 });
		expect(fitView({ fit: null, fitState: 'pending' })).toEqual({ kind: 'state', key: 'inbox.fit.pending', state: 'pending' });
		expect(fitView({ fit: null, fitState: 'no_profile' })).toEqual({ kind: 'state', key: 'inbox.fit.no_profile', state: 'no_profile' });
	});

	it('say why each row was refused, with its column and counts, in the language of the screen', () => {
		expect(rowErrorWords({ column: 'cargo', code: 'missing_required_field', message: 'missing_required_field: cargo' })).toEqual({ key: 'inbox.rowError.missing_required_field', params: { column: 'cargo' } });
		expect(rowErrorWords({ column: 'link', code: 'invalid_link', message: 'invalid_link: scheme ftp' })).toEqual({ key: 'inbox.rowError.invalid_link' });
		expect(rowErrorWords({ column: 'status', code: 'invalid_status', message: 'invalid_status: "talvez" (use …)' })).toEqual({ key: 'inbox.rowError.invalid_status', params: { value: 'talvez' } });
		expect(rowErrorWords({ column: '(row)', code: 'column_count_mismatch', message: 'column_count_mismatch (6 fields, header has 7)' })).toEqual({
			key: 'inbox.rowError.column_count_mismatch',
			params: { found: 6, expected: 7 }
		});
		expect(rowErrorWords({ column: '(row)', code: 'malformed_row', message: 'malformed_row: a quote opened in this row is never closed' })).toEqual({ key: 'inbox.rowError.malformed_row' });
		expect(rowErrorWords({ column: 'x', code: 'something_new', message: 'Something new.' })).toEqual({ text: 'Something new.' });
	});

	it('read the file notes of a preview by their codes, and keep a note it does not know as written', () => {
		const note = (code: string, params: Record<string, string | number>) => ({ code, message: 'English', params });
		expect(warningWords(note('delimiter', { delimiter: ';' }))).toEqual({ key: 'inbox.warning.delimiter', params: { delimiter: ';' } });
		expect(warningWords(note('delimiter_not_found', {}))).toEqual({ key: 'inbox.warning.delimiterNotFound' });
		expect(warningWords(note('malformed_header', {}))).toEqual({ key: 'inbox.warning.malformedHeader' });
		expect(warningWords(note('unknown_column', { name: 'salario_pretendido' }))).toEqual({ key: 'inbox.warning.unknownColumn', params: { name: 'salario_pretendido' } });
		expect(warningWords(note('missing_columns', { columns: 'fonte, observacoes' }))).toEqual({ key: 'inbox.warning.missingColumns', params: { columns: 'fonte, observacoes' } });
		expect(warningWords(note('tracker_status', { value: 'aplicada', count: 3 }))).toEqual({ plural: 'inbox.warning.trackerStatus', count: 3, params: { value: 'aplicada' } });
		expect(warningWords({ code: 'brand_new', message: 'a brand new note' })).toEqual({ text: 'a brand new note' });
	});

	it('tell apart the reasons a whole file is refused, by the problem reason', () => {
		expect(importProblemWords(problem('invalid_file', 'x', { reason: 'invalid_json', line: 3, column: 5 }))).toEqual({
			key: 'inbox.importProblem.invalid_json_at',
			params: { line: 3, column: 5 }
		});
		expect(importProblemWords(problem('validation_failed', 'x', { reason: 'expected_array', key: 'vagas' }))).toEqual({
			key: 'inbox.importProblem.expected_array_key',
			params: { key: 'vagas' }
		});
		expect(importProblemWords(problem('validation_failed', 'x', { reason: 'no_rows' }))).toEqual({ key: 'inbox.importProblem.no_rows' });
		expect(importProblemWords(problem('invalid_file', 'x', { reason: 'malformed_header' }))).toEqual({ key: 'inbox.importProblem.malformed_header' });
		expect(importProblemWords(problem('cancelled'))).toEqual({ key: 'inbox.import.cancelled' });
		expect(importProblemWords(problem('payload_too_large'))).toEqual({ key: 'inbox.importProblem.too_large' });
		expect(importProblemWords(problem('validation_failed', 'Some other field.'))).toBeNull();
		expect(importProblemWords(new Error('boom'))).toBeNull();
	});

	it('ask for consent when a link needs it, and to paste the text when the page cannot be read', () => {
		expect(linkTrouble(problem('consent_required'))).toBe('consent');
		expect(linkTrouble(problem('page_blocked'))).toBe('paste');
		expect(linkTrouble(problem('relay_unavailable'))).toBe('paste');
		expect(linkTrouble(problem('invalid_url'))).toBeNull();
	});

	it('say a posting was already in the inbox or in Applications instead of just "added"', () => {
		expect(createdWords([], 'Analista')).toEqual([{ key: 'inbox.add.added', params: { title: 'Analista' } }]);
		expect(createdWords([{ code: 'duplicate' }, { code: 'already_tracked' }], 'Analista')).toEqual([
			{ key: 'inbox.add.duplicate', params: { title: 'Analista' } },
			{ key: 'inbox.add.alreadyTracked' }
		]);
	});
});

describe('the history of an item', () => {
	const at = '2026-05-01T10:00:00.000Z';

	it('names how an item came in, and its origin only when that says more', () => {
		expect(historyView({ at, event: 'created', detail: 'text: text', params: { channel: 'text', origin: 'text' } }).source).toEqual({ how: { key: 'inbox.channel.text' }, origin: null });
		expect(historyView({ at, event: 'added_again', detail: 'x', params: { channel: 'link', origin: 'jobs.example.org' } }).source).toEqual({ how: { key: 'inbox.channel.link' }, origin: 'jobs.example.org' });
	});

	it('reads the file and row of an import', () => {
		expect(historyView({ at, event: 'imported', detail: 'x', params: { file: 'clean.csv', row: 3 } })).toMatchObject({ key: 'inbox.history.imported', params: { file: 'clean.csv', row: 3 } });
	});

	it('translates status changes and edited fields', () => {
		expect(historyView({ at, event: 'status', detail: 'x', params: { from: 'new', to: 'archived' } }).statuses).toEqual(['inbox.status.new', 'inbox.status.archived']);
		expect(historyView({ at, event: 'edited', detail: 'x', params: { fields: 'title,tags' } }).fields).toEqual(['inbox.field.title', 'inbox.field.tags']);
	});

	it('names a merge by the other item, without its id', () => {
		expect(historyView({ at, event: 'merged', detail: 'x', params: { id: '0193-abc', title: 'Analista de Dados', origin: 'csv' } })).toMatchObject({ key: 'inbox.history.merged', params: { label: 'Analista de Dados (csv)' } });
	});

	it('links the job it was read into and Applications', () => {
		expect(historyView({ at, event: 'opened_in_job', detail: 'job-1', params: { jobId: 'job-1' } }).link).toEqual({ to: 'job', id: 'job-1' });
		expect(historyView({ at, event: 'saved_to_applications', detail: 'app-1', params: { trackerJobId: 'app-1' } }).link).toEqual({ to: 'applications', id: 'app-1' });
	});

	it('keeps an event it does not know, as the core wrote it', () => {
		expect(historyView({ at, event: 'unmerged_fields', detail: 'location' })).toEqual({ key: 'inbox.history.other', params: { event: 'unmerged_fields', detail: 'location' } });
	});
});

describe('small rules', () => {
	it('names the export file by the local day', () => {
		expect(exportFileName('csv', new Date(2026, 4, 3, 23, 30))).toBe('rumo-inbox-2026-05-03.csv');
		expect(exportFileName('json', new Date(2026, 11, 31))).toBe('rumo-inbox-2026-12-31.json');
	});

	it('reads tags separated by commas, each once', () => {
		expect(parseTags(' remoto, dados,, remoto ,')).toEqual(['remoto', 'dados']);
	});
});
