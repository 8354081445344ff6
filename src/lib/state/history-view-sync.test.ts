import { describe, expect, it } from 'vitest';
import { en, type MessageKey } from '$lib/i18n/en';
import { pt } from '$lib/i18n/pt';
import { format, type PluralKey } from '$lib/i18n/i18n.svelte';
import type { HistoryEntry } from '$lib/api/history';
import { CLEARABLE, clearableCounts, countList, entryText, KINDS, type Words } from './history-view.svelte';

/** A conflict sync resolved, in History (issue 32): the record, its kind of data and what was kept, in both languages. */
function words(messages: Record<string, string>, locale: string): Words {
	const t = (key: MessageKey, params?: Record<string, string | number>) => format(messages[key], params);
	const rules = new Intl.PluralRules(locale);
	const tn = (key: PluralKey, count: number, params?: Record<string, string | number>) => format(messages[`${key}.${rules.select(count)}`] ?? messages[`${key}.other`], { count, ...params });
	return { t, tn, status: (s) => s };
}
const EN = words(en, 'en');
const PT = words(pt, 'pt-BR');

const entry = (params: HistoryEntry['params']): HistoryEntry => ({
	id: 'sync:r1',
	kind: 'sync',
	at: '2026-11-04T15:00:00.000Z',
	title: '',
	detail: '',
	params: { label: 'Enfermeira obstétrica', group: 'applications', table: 'trackerJobs', rule: 'merged', canKeepOther: 0, ...params },
	ref: { kind: 'sync', id: 'r1' },
	href: '/settings#devices-title',
	clearable: false
});

describe('sync resolutions in History', () => {
	it('is a kind of its own, listed last and never cleared', () => {
		expect(KINDS[KINDS.length - 1]).toBe('sync');
		expect(CLEARABLE).not.toContain('sync');
		expect(clearableCounts({ sync: 3, import: 1 }, [])).toEqual([{ kind: 'import', count: 1 }]);
	});

	it('says a merged application in English and in Portuguese', () => {
		expect(entryText(entry({}), EN)).toEqual({
			title: 'Conflict resolved: “Enfermeira obstétrica” (applications)',
			detail: 'Changed on two devices; both stage histories were joined.'
		});
		expect(entryText(entry({}), PT)).toEqual({
			title: 'Conflito resolvido: “Enfermeira obstétrica” (candidaturas)',
			detail: 'Alterado em dois dispositivos; os dois históricos de etapas foram juntados.'
		});
	});

	it('says each rule, and a record without a title', () => {
		expect(entryText(entry({ rule: 'latest', group: 'letters', label: 'Carta' }), PT)).toEqual({
			title: 'Conflito resolvido: “Carta” (cartas de apresentação)',
			detail: 'Alterado em dois dispositivos; a edição mais recente foi mantida.'
		});
		expect(entryText(entry({ rule: 'deleted', group: 'stories', label: '' }), EN)).toEqual({
			title: 'Conflict resolved: an untitled record (story bank)',
			detail: 'Deleted on one device after it was changed on the other; it stays deleted.'
		});
		expect(entryText(entry({ rule: 'deleted', group: 'stories', label: '' }), PT).title).toBe('Conflito resolvido: um registro sem título (banco de histórias)');
		expect(entryText(entry({ rule: 'merged', group: 'inbox', label: '' }), EN).detail).toBe('Changed on two devices; both sets of inbox items were joined.');
		expect(entryText(entry({ rule: 'kept_both', group: 'profile', label: 'Curativos', canKeepOther: 1 }), PT).detail).toBe(
			'Alterado em dois dispositivos; a edição mais recente foi mantida, e a outra versão ainda pode ser escolhida em Configurações → Dispositivos.'
		);
		expect(entryText(entry({ rule: 'kept_both', group: 'profile', label: 'Curativos', canKeepOther: 0 }), EN).detail).toBe(
			'Changed on two devices; the later edit was kept. The other version is no longer offered.'
		);
	});

	it('counts its entries in both languages', () => {
		const list = (items: string[]) => items.join(', ');
		expect(countList([{ kind: 'sync', count: 2 }], EN.tn, list)).toBe('2 conflicts resolved');
		expect(countList([{ kind: 'sync', count: 1 }], PT.tn, list)).toBe('1 conflito resolvido');
	});
});
