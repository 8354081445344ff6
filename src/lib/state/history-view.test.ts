import { describe, expect, it } from 'vitest';
import { en, type MessageKey } from '$lib/i18n/en';
import { pt } from '$lib/i18n/pt';
import { format, type PluralKey } from '$lib/i18n/i18n.svelte';
import { ApiError } from '$lib/api/errors';
import type { HistoryEntry } from '$lib/api/history';
import { apiFilter, clearableCounts, countList, DEFAULT_FILTERS, entryText, groupByDay, localDay, relativeDay, storageTrouble, type Words } from './history-view.svelte';

function words(messages: Record<string, string>, locale: string): Words {
	const t = (key: MessageKey, params?: Record<string, string | number>) => format(messages[key], params);
	const rules = new Intl.PluralRules(locale);
	const tn = (key: PluralKey, count: number, params?: Record<string, string | number>) => format(messages[`${key}.${rules.select(count)}`] ?? messages[`${key}.other`], { count, ...params });
	const labels: Record<string, string> = locale === 'en' ? { saved: 'Saved', applied: 'Applied' } : { saved: 'Salva', applied: 'Candidatura enviada' };
	return { t, tn, status: (s) => labels[s] ?? s };
}
const EN = words(en, 'en');
const PT = words(pt, 'pt-BR');
const list = (locale: string) => (items: string[]) => new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items);

const entry = (kind: HistoryEntry['kind'], params: HistoryEntry['params'], at = '2026-11-04T15:00:00.000Z'): HistoryEntry => ({
	id: `${kind}:x`,
	kind,
	at,
	title: '',
	detail: '',
	params,
	ref: { kind: kind === 'move' || kind === 'interview' ? 'application' : kind, id: 'x' },
	href: '/',
	clearable: kind !== 'move'
});

describe('the history filters', () => {
	it('ask for every kind when none is chosen, in the screen’s order when some are', () => {
		expect(apiFilter(DEFAULT_FILTERS)).toEqual({ kinds: undefined, from: undefined, to: undefined });
		expect(apiFilter({ ...DEFAULT_FILTERS, kinds: ['move', 'analysis'] }).kinds).toEqual(['analysis', 'move']);
	});

	it('send the person’s own days as exact instants, from the first to the last millisecond', () => {
		const { from, to } = apiFilter({ kinds: [], from: '2026-11-03', to: '2026-11-04' });
		expect(new Date(from!).getTime()).toBe(new Date(2026, 10, 3).getTime());
		expect(new Date(to!).getTime()).toBe(new Date(2026, 10, 4, 23, 59, 59, 999).getTime());
	});

	it('ask for no period while its end comes before its start', () => {
		expect(apiFilter({ kinds: [], from: '2026-11-05', to: '2026-11-01' })).toEqual({ kinds: undefined, from: undefined, to: undefined });
	});
});

describe('history by day', () => {
	it('groups runs of the same local day, keeping the order', () => {
		const a = entry('job', {}, new Date(2026, 10, 4, 18).toISOString());
		const b = entry('resume', {}, new Date(2026, 10, 4, 9).toISOString());
		const c = entry('import', {}, new Date(2026, 10, 2, 23).toISOString());
		expect(groupByDay([a, b, c]).map((g) => [g.day, g.entries.length])).toEqual([
			['2026-11-04', 2],
			['2026-11-02', 1]
		]);
	});

	it('names today and yesterday, and leaves older days to their date', () => {
		const now = new Date(2026, 10, 4, 10);
		expect(relativeDay(localDay(now.toISOString()), now)).toBe('history.today');
		expect(relativeDay('2026-11-03', now)).toBe('history.yesterday');
		expect(relativeDay('2026-11-01', now)).toBeNull();
	});
});

describe('an entry in the person’s language', () => {
	it('says an analysis with its job, score and resume, or of a pasted job against the profile', () => {
		const stored = entry('analysis', { score: 72, jobId: 'j', jobTitle: 'Backend Engineer', company: 'Harborline', resumeName: 'cv.pdf' });
		expect(entryText(stored, EN)).toEqual({ title: 'Analysis of “Backend Engineer” at Harborline', detail: 'Scored 72/100 against “cv.pdf”.' });
		expect(entryText(stored, PT)).toEqual({ title: 'Análise de “Backend Engineer” — Harborline', detail: 'Nota 72/100 com o currículo “cv.pdf”.' });
		const pasted = entry('analysis', { score: 40, jobId: '', jobTitle: '', company: '', resumeName: '' });
		expect(entryText(pasted, PT)).toEqual({ title: 'Análise de uma vaga colada', detail: 'Nota 40/100 com o seu perfil.' });
	});

	it('says a job read, a resume read and a tailoring with its decisions', () => {
		expect(entryText(entry('job', { jobTitle: 'Enfermeira', company: '', required: 3, niceToHave: 1, source: 'gupy.io' }), PT)).toEqual({
			title: 'Vaga lida: “Enfermeira”',
			detail: 'Habilidades encontradas — obrigatórias: 3; desejáveis: 1. Origem: gupy.io.'
		});
		expect(entryText(entry('resume', { name: 'cv.pdf', items: 1, format: 'pdf' }), EN).detail).toBe('1 item found for your profile.');
		expect(entryText(entry('resume', { name: 'cv.pdf', items: 12, format: 'pdf' }), PT)).toEqual({ title: 'Currículo lido: “cv.pdf”', detail: '12 itens encontrados para o seu perfil.' });
		const tailoring = entry('tailoring', { resumeName: '', jobTitle: '', company: 'Acme', accepted: 2, rejected: 1, pending: 0 });
		expect(entryText(tailoring, EN)).toEqual({ title: 'A deleted resume tailored for a job at Acme', detail: 'Decisions: 2 accepted, 1 rejected, 0 not decided yet.' });
	});

	it('says a move with the tracker’s stage names, and an application added, starting with a capital', () => {
		expect(entryText(entry('move', { jobTitle: 'Analista', company: 'Jabuti', from: 'saved', to: 'applied' }), PT).title).toBe('“Analista” — Jabuti passou de Salva para Candidatura enviada');
		expect(entryText(entry('move', { jobTitle: '', company: 'Acme', from: '', to: 'saved' }), EN).title).toBe('A job at Acme added to Applications as Saved');
	});

	it('says an import with its counts, named or by its format', () => {
		const named = entry('import', { name: 'vagas.csv', format: 'csv', rows: 1, created: 1, merged: 0, skipped: 0 });
		expect(entryText(named, EN)).toEqual({ title: 'Imported “vagas.csv” into the inbox', detail: '1 row: 1 added, 0 merged, 0 skipped.' });
		const unnamed = entry('import', { name: '', format: 'json', rows: 5, created: 3, merged: 1, skipped: 1 });
		expect(entryText(unnamed, PT)).toEqual({
			title: 'Importação de um arquivo JSON para a caixa de oportunidades',
			detail: '5 linhas — adicionadas: 3; mescladas: 1; ignoradas: 1.'
		});
	});
});

describe('the clear-all confirmation', () => {
	const counts = { analysis: 12, job: 0, resume: 0, tailoring: 3, move: 7, import: 2 };

	it('lists what goes, in numbers, leaving the moves out', () => {
		const going = clearableCounts(counts, []);
		expect(going).toEqual([
			{ kind: 'analysis', count: 12 },
			{ kind: 'tailoring', count: 3 },
			{ kind: 'import', count: 2 }
		]);
		expect(countList(going, EN.tn, list('en'))).toBe('12 analyses, 3 tailorings, and 2 import records');
		expect(countList(going, PT.tn, list('pt-BR'))).toBe('12 análises, 3 ajustes do currículo e 2 registros de importação');
	});

	it('counts only the kinds chosen', () => {
		expect(clearableCounts(counts, ['import', 'move'])).toEqual([{ kind: 'import', count: 2 }]);
	});
});

describe('a failed load', () => {
	it('tells storage trouble apart from other failures', () => {
		expect(storageTrouble(new ApiError({ status: 503, code: 'storage_unavailable', detail: '' }))).toBe('unavailable');
		expect(storageTrouble(new ApiError({ status: 500, code: 'storage_corrupted', detail: '' }))).toBe('corrupted');
		expect(storageTrouble(new ApiError({ status: 500, code: 'internal_error', detail: '' }))).toBeNull();
		expect(storageTrouble(new Error('x'))).toBeNull();
	});
});
