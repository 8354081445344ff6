import { describe, expect, it } from 'vitest';
import { singular } from './singular';
import { keyOf, tokenize } from './tokens';

const raws = (text: string) => tokenize(text).map((token) => token.raw);
const keys = (text: string) => tokenize(text).map((token) => token.key);

describe('tokenize', () => {
	it('keeps the symbols that are part of a name', () => {
		expect(raws('C++, C#, F#, .NET, Node.js, ASP.NET and CompTIA A+')).toEqual([
			'C++',
			'C#',
			'F#',
			'.NET',
			'Node.js',
			'ASP.NET',
			'and',
			'CompTIA',
			'A+'
		]);
	});

	it('leaves a sentence-ending dot, a hashtag and a joining or "or later" plus out of the word', () => {
		expect(raws('Python. #agile Python+Django ES6+')).toEqual(['Python', 'agile', 'Python', 'Django', 'ES6']);
	});

	it('makes "/" and "&" tokens of their own and reads "&" as "and"', () => {
		expect(raws('CI/CD, P&L')).toEqual(['CI', '/', 'CD', 'P', '&', 'L']);
		expect(keys('P&L')).toEqual(['p', 'and', 'l']);
	});

	it('compares dotted abbreviations without their dots', () => {
		expect(keys('U.S. GAAP')).toEqual(['us', 'gaap']);
	});

	it('folds case and accents into the key but keeps the original in raw', () => {
		const [token] = tokenize('Gestão');
		expect(token).toMatchObject({ raw: 'Gestão', key: 'gestao', start: 0, end: 6 });
	});

	it('marks a token that follows punctuation or a line break', () => {
		expect(tokenize('Google, Cloud\nRun month-end').map((token) => token.afterBreak)).toEqual([
			true,
			true,
			true,
			false,
			false
		]);
	});

	it('skips links and e-mail addresses', () => {
		expect(raws('see https://github.com/acme/react or www.example.com, mail ana@example.com')).toEqual([
			'see',
			'or',
			'mail'
		]);
	});

	it('does not treat short all-capital acronyms as plurals', () => {
		expect(keys('SSRS SSR APIs')).toEqual(['ssrs', 'ssr', 'api']);
	});
});

describe('singular', () => {
	it('maps English plurals and their singulars to one key', () => {
		for (const [plural, single] of [
			['reconciliations', 'reconciliation'],
			['technologies', 'technology'],
			['processes', 'process'],
			['taxes', 'tax'],
			['services', 'service'],
			['apis', 'api']
		]) {
			expect(singular(plural), plural).toBe(singular(single));
		}
	});

	it('maps Portuguese plurals and their singulars to one key', () => {
		for (const [plural, single] of [
			['conciliacoes', 'conciliacao'],
			['contabeis', 'contabil'],
			['anuais', 'anual'],
			['niveis', 'nivel'],
			['mensagens', 'mensagem'],
			['gestores', 'gestor'],
			['testes', 'teste'],
			['redes', 'rede']
		]) {
			expect(singular(plural), plural).toBe(singular(single));
		}
	});

	it('leaves short words and words that only look plural alone', () => {
		expect(singular('aws')).toBe('aws');
		expect(singular('status')).toBe('status');
		expect(singular('business')).toBe('business');
		expect(singular('redes')).not.toBe('red');
	});
});

describe('keyOf, Portuguese contractions', () => {
	it('reads a preposition with its article as the preposition', () => {
		expect(['da', 'do', 'das', 'dos'].map(keyOf)).toEqual(['de', 'de', 'de', 'de']);
		expect(['na', 'nas', 'nos'].map(keyOf)).toEqual(['em', 'em', 'em']);
		expect(['ao', 'aos'].map(keyOf)).toEqual(['a', 'a']);
		expect(keyOf('Dados')).toBe('dado');
	});
});

