import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { en } from './en';
import { pt } from './pt';
import { ApiError } from '$lib/api/errors';
import { i18n, loadLocale } from './i18n.svelte';

// Portuguese is a chunk of its own, loaded before a screen first speaks it; here, once for the file.
beforeAll(() => loadLocale('pt-BR'));

afterEach(() => {
	i18n.locale = 'en';
});

describe('tn: messages that depend on a count', () => {
	it('says "1 page" and "2 pages" in English', () => {
		expect(i18n.tn('resume.result.pages', 1)).toBe(', 1 page');
		expect(i18n.tn('resume.result.pages', 2)).toBe(', 2 pages');
		expect(i18n.tn('resume.result.pages', 0)).toBe(', 0 pages');
	});

	it('says "1 página" and "2 páginas" in Portuguese', () => {
		i18n.locale = 'pt-BR';
		expect(i18n.tn('resume.result.pages', 1)).toBe(', 1 página');
		expect(i18n.tn('resume.result.pages', 2)).toBe(', 2 páginas');
	});

	// Issue 27: "0 resultado novo", "0 dia" — CLDR files 0 under "one" in Portuguese; Brazilians write the plural.
	it('says "0 páginas" in Portuguese: zero takes the plural', () => {
		i18n.locale = 'pt-BR';
		expect(i18n.tn('resume.result.pages', 0)).toBe(', 0 páginas');
		expect(i18n.tn('radar.section.alertsUnread', 1)).toBe('Alertas (1 não lido)');
		expect(i18n.tn('inbox.fit.met', 1, { met: '1' })).toBe('1 de 1 competência comprovada');
	});

	// A count written before a noun needs a plural rule: a message that puts {count} before a word
	// ("{count} records") must be a `.one`/`.other` pair, in both languages, so that 1 reads right.
	it('has plural forms for every message that writes a count before a word, in both languages', () => {
		for (const messages of [en, pt] as Record<string, string>[]) {
			const bare = Object.entries(messages).filter(([key, text]) => /\{count\}\s+(?!(?:of|de|em|in)\b)\p{L}/u.test(text) && !/\.(one|other)$/.test(key));
			expect(bare.map(([key]) => key)).toEqual([]);
			const stems = Object.keys(messages).filter((key) => key.endsWith('.one')).map((key) => key.slice(0, -4));
			expect(stems.filter((stem) => !(`${stem}.other` in messages))).toEqual([]);
		}
	});

	it('writes the count in the locale’s digits and keeps the other params', () => {
		i18n.locale = 'pt-BR';
		expect(i18n.tn('dashboard.requirements.jobs', 1200)).toBe('1.200 vagas');
		expect(i18n.tn('dashboard.next.saved', 1)).toBe('Você tem 1 vaga salva para a qual ainda não se candidatou.');
	});

	it('picks `stem.one` / `stem.other` too', () => {
		expect(i18n.tn('basis.items', 1)).toBe('1 item');
		expect(i18n.tn('basis.items', 3)).toBe('3 items');
	});

	it('leaves no "(s)" in any message, in either language', () => {
		for (const messages of [en, pt] as Record<string, string>[]) {
			const left = Object.entries(messages).filter(([, text]) => /\((s|es|ns|a|as)\)/.test(text));
			expect(left).toEqual([]);
		}
	});

	it('has the plural beside every singular, in both languages', () => {
		for (const key of Object.keys(en).filter((k) => k.endsWith('.one'))) {
			expect(Object.keys(en)).toContain(`${key.slice(0, -'.one'.length)}.other`);
			expect(pt[key as keyof typeof pt]).toBeTruthy();
		}
	});
});

describe('skill: a skill by the words of the screen', () => {
	it('shows the taxonomy\'s Portuguese label on a Portuguese screen and the canonical name on an English one', () => {
		i18n.locale = 'pt-BR';
		expect(i18n.skill('Intensive care')).toBe('Terapia intensiva');
		expect(i18n.skill('Docker')).toBe('Docker');
		expect(i18n.skill('Something no taxonomy has')).toBe('Something no taxonomy has');
		i18n.locale = 'en';
		expect(i18n.skill('Intensive care')).toBe('Intensive care');
	});

	it('writes the skills a sentence names in Portuguese, one or a list', () => {
		i18n.locale = 'pt-BR';
		expect(i18n.t('tailor.code.reorder_skills', { skills: 'Intensive care, Docker, Accounts payable' })).toContain('Terapia intensiva, Docker, Contas a pagar');
		expect(i18n.t('tailor.code.add_keyword_stated', { keyword: 'Intensive care' })).toContain('Terapia intensiva');
		i18n.locale = 'en';
		expect(i18n.t('tailor.code.add_keyword_stated', { keyword: 'Intensive care' })).toContain('Intensive care');
	});
});

describe('list: items read as a sentence', () => {
	it('joins with "and" in English and "e" in Portuguese', () => {
		expect(i18n.list(['Excel', 'SAP', 'Power BI'])).toBe('Excel, SAP, and Power BI');
		i18n.locale = 'pt-BR';
		expect(i18n.list(['Excel', 'SAP', 'Power BI'])).toBe('Excel, SAP e Power BI');
		expect(i18n.list(['Excel', 'SAP'])).toBe('Excel e SAP');
	});

	it('leaves one item alone and an empty list empty', () => {
		expect(i18n.list(['Excel'])).toBe('Excel');
		expect(i18n.list([])).toBe('');
	});
});

describe('problemFor: errors that say what to do', () => {
	const error = (code: string, detail = '') => new ApiError({ status: 400, code, detail });

	it('names the pasted-text limit, and tells a person who pasted nothing about pasting', () => {
		expect(i18n.problemFor(error('payload_too_large'), 'text')).toContain('at most 200,000 characters at a time — about 60 pages');
		expect(i18n.problemFor(error('insufficient_text'), 'text')).not.toMatch(/paste/i);
	});

	it('calls an empty file empty, not damaged', () => {
		const empty = error('invalid_file', 'This file is empty (0 bytes). Choose the resume file again, or paste the text instead.');
		expect(i18n.problemFor(empty, 'file')).toMatch(/^This file is empty/);
		expect(i18n.problemFor(error('invalid_file', 'This PDF is damaged.'), 'file')).toBe(en['problem.invalid_file']);
	});

	it('falls back to the general message of the code', () => {
		expect(i18n.problemFor(error('unsupported_type'), 'file')).toBe(en['problem.unsupported_type']);
		expect(i18n.problemFor(new Error('boom'), 'text')).toBe(en['problem.generic']);
	});
});
