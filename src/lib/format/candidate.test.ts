import { describe, expect, it } from 'vitest';
import { en, type MessageKey } from '$lib/i18n/en';
import { pt } from '$lib/i18n/pt';
import { format } from '$lib/i18n/i18n.svelte';
import { candidateInput, matchesLabel, preselected } from './candidate';

const translator = (messages: Record<string, string>) => (key: MessageKey, params?: Record<string, string | number>) => format(messages[key], params);

const base = { detail: '', organization: null, start: null, end: null, evidence: [], origin: 'extracted' as const };

describe('candidates in review', () => {
	it('shows the canonical name as a secondary label only when it differs from the person’s words', () => {
		expect(matchesLabel({ type: 'skill', title: 'Pesquisa com usuários', skills: ['User research'] }, translator(en))).toBe('matches: User research');
		expect(matchesLabel({ type: 'skill', title: 'Postgres', skills: ['PostgreSQL'] }, translator(pt))).toBe('corresponde a: PostgreSQL');
		expect(matchesLabel({ type: 'skill', title: 'figma', skills: ['Figma'] }, translator(en))).toBe('');
		expect(matchesLabel({ type: 'experience', title: 'Designer', skills: ['Figma'] }, translator(en))).toBe('');
		// On a Portuguese screen the skill is named by its Portuguese label, and not at all when that is the title.
		const portuguese = (skill: string) => ({ 'User research': 'Pesquisa com usuários', 'Intensive care': 'Terapia intensiva' })[skill] ?? skill;
		expect(matchesLabel({ type: 'skill', title: 'Pesquisa com usuários', skills: ['User research'] }, translator(pt), portuguese)).toBe('');
		expect(matchesLabel({ type: 'skill', title: 'UTI adulto', skills: ['Intensive care'] }, translator(pt), portuguese)).toBe('corresponde a: Terapia intensiva');
	});

	it('does not pre-select an unsure candidate, and sends no reader flag to the profile', () => {
		const unsure = { ...base, type: 'achievement' as const, title: 'Guia', skills: [], unsure: true };
		expect(preselected(unsure)).toBe(false);
		expect(preselected({ ...unsure, unsure: undefined })).toBe(true);
		expect(candidateInput(unsure)).not.toHaveProperty('unsure');
		expect(candidateInput(unsure)).toMatchObject({ type: 'achievement', title: 'Guia' });
	});
});
