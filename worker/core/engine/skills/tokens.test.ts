import { describe, expect, it } from 'vitest';
import { singular } from './singular';
import { findSkills } from './matcher';
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


describe('tokenize: words that are not skills because of where they sit', () => {
	const skillsIn = (text: string) => findSkills(text).map((hit) => hit.name);

	it('skips a URI of another scheme: "javascript:" in a link is not JavaScript, "mailto:" no address words', () => {
		expect(raws('[Contact](javascript:void(0)) or mailto:ana.sql@example.com')).toEqual(['Contact', 'or']);
		expect(skillsIn('<a href="javascript:void(0)">Portfolio</a>')).toEqual([]);
	});

	it('still reads "JavaScript: React, Vue" as a label with its list (a space after the colon)', () => {
		expect(skillsIn('JavaScript: React, Vue')).toEqual(['JavaScript', 'React', 'Vue.js']);
	});

	it('skips a file name: "resume.pdf" is no PDF skill, "python-tips.docx" no Python, "quarterly-metrics.xlsx" no Excel', () => {
		expect(raws('Download sam-resume.PDF and python-tips-for-designers.docx')).toEqual(['Download', 'and']);
		expect(skillsIn('Exported reports to quarterly-metrics.xlsx and notes to changelog.md')).toEqual([]);
	});

	it('skips an e-mail address whatever words it holds: "john.react@example.com" is not React', () => {
		expect(skillsIn('Email: john.react@example.com')).toEqual([]);
	});

	it('skips a web address written without a scheme when it has a hyphen, a second dot or a path', () => {
		expect(skillsIn('sam-react-portfolio.example.com | angular-demo.example.com | github.com/ana/python-tools')).toEqual([]);
	});

	it('keeps names written with a dot: Node.js, ASP.NET, Socket.IO, Vue.js', () => {
		expect(skillsIn('Node.js, ASP.NET, Socket.IO and Vue.js')).toEqual(expect.arrayContaining(['Node.js', 'ASP.NET', 'Vue.js']));
	});
});
