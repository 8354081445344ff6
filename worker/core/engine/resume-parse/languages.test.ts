import { describe, expect, it } from 'vitest';
import { findLanguageClaims, readLanguages, readLevel, withDocumentLanguage } from './languages';
import { splitLines } from './text';

describe('readLanguages', () => {
	it('reads names and levels in English and Portuguese, in English', () => {
		expect(readLanguages(splitLines('• English (native)\n• Spanish (conversational)\nPortuguês — nativo\nInglês: avançado (C1)'))).toEqual([
			{ name: 'English', level: 'Native' },
			{ name: 'Spanish', level: 'Conversational' },
			{ name: 'Portuguese', level: 'Native' }
		]);
	});

	it('reads several languages on one line, each with its own level', () => {
		expect(readLanguages(splitLines('Inglês – fluente; Espanhol – básico; Francês'))).toEqual([
			{ name: 'English', level: 'Fluent' },
			{ name: 'Spanish', level: 'Basic' },
			{ name: 'French', level: null }
		]);
	});

	it('keeps CEFR codes', () => {
		expect(readLevel('B2')).toBe('B2');
		expect(readLevel('intermediário (B1)')).toBe('Intermediate (B1)');
	});
});

describe('findLanguageClaims', () => {
	it('takes a language from prose only with a level beside it', () => {
		expect(findLanguageClaims(splitLines('ICU nurse; fluent in Spanish. Cared for Spanish-speaking families and taught English classes.'))).toEqual([
			{ name: 'Spanish', level: 'Fluent' }
		]);
	});
});

describe('withDocumentLanguage', () => {
	it('adds the language the resume is written in when it is not listed', () => {
		expect(withDocumentLanguage([{ name: 'Spanish', level: 'Basic' }], 'pt')).toEqual([
			{ name: 'Spanish', level: 'Basic' },
			{ name: 'Portuguese', level: null }
		]);
		expect(withDocumentLanguage([{ name: 'English', level: 'Native' }], 'en')).toHaveLength(1);
	});
});
