import { describe, expect, it } from 'vitest';
import { en, type MessageKey } from '$lib/i18n/en';
import { pt } from '$lib/i18n/pt';
import { format, type PluralKey } from '$lib/i18n/i18n.svelte';
import type { HistoryEntry } from '$lib/api/history';
import { CLEARABLE, entryText, KINDS, type Words } from './history-view.svelte';

/** An interview added, changed or deleted in History (issue 30): the application, its stage and time, in both languages. */
function words(messages: Record<string, string>, locale: string): Words {
	const t = (key: MessageKey, params?: Record<string, string | number>) => format(messages[key], params);
	const rules = new Intl.PluralRules(locale);
	const tn = (key: PluralKey, count: number, params?: Record<string, string | number>) => format(messages[`${key}.${rules.select(count)}`] ?? messages[`${key}.other`], { count, ...params });
	return { t, tn, status: (s) => s };
}

const entry = (params: HistoryEntry['params']): HistoryEntry => ({
	id: 'interview:x',
	kind: 'interview',
	at: '2026-11-04T15:00:00.000Z',
	title: '',
	detail: '',
	params: { jobTitle: 'Enfermeira de UTI', company: 'Hospital Vale do Ipê', stage: 'technical', localStart: '2026-11-21T09:00', timeZone: 'America/Sao_Paulo', fields: '', ...params },
	ref: { kind: 'application', id: 'a' },
	href: '/interviews?application=a',
	clearable: true
});

describe('interviews in History', () => {
	it('is a kind of its own, listed and clearable', () => {
		expect(KINDS).toContain('interview');
		expect(CLEARABLE).toContain('interview');
	});

	it('says what happened to which application, with the stage and the wall-clock time in its zone', () => {
		expect(entryText(entry({ action: 'added' }), words(en, 'en'))).toEqual({
			title: 'Interview added for “Enfermeira de UTI” at Hospital Vale do Ipê',
			detail: 'Technical interview, 11/21/2026 at 09:00 (America/Sao_Paulo).'
		});
		expect(entryText(entry({ action: 'deleted' }), words(pt, 'pt-BR')).title).toBe('Entrevista excluída de “Enfermeira de UTI” — Hospital Vale do Ipê');
		expect(entryText(entry({ action: 'added' }), words(pt, 'pt-BR')).detail).toBe('Etapa: Técnica — 21/11/2026, às 09:00 (America/Sao_Paulo).');
	});

	it('names the fields a change touched, in the screen’s language, and ignores unknown ones', () => {
		expect(entryText(entry({ action: 'changed', fields: 'startsAt,outcome,bogus' }), words(en, 'en')).detail).toBe(
			'Technical interview, 11/21/2026 at 09:00 (America/Sao_Paulo). Changed: date and time, outcome.'
		);
		expect(entryText(entry({ action: 'changed', fields: 'who' }), words(pt, 'pt-BR')).detail).toMatch(/Alterado: .+\.$/);
	});
});
