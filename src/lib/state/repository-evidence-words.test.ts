import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RepoAnalysis } from '$lib/api/repository';
import { en } from '$lib/i18n/en';
import { i18n, loadLocale } from '$lib/i18n/i18n.svelte';
import { EVIDENCE_CODES, FILE_EVIDENCE_CODES, RISK_CODES, SECRET_KINDS } from '$core/repository/analysis/codes-schema';
import { evidencePlace, evidenceText, evidenceWords, profileItems, riskWords } from './repository-evidence-words';
import { wordsText, type RepoEvidence, type RepoRisk, type Words } from './repository-view';
import { say } from './repository-words.svelte';

// Portuguese is a chunk of its own, loaded before a screen first speaks it; here, once for the file.
beforeAll(() => loadLocale('pt-BR'));

afterEach(() => {
	i18n.locale = 'en';
});

const t = i18n.t;

/** The words in English and in Portuguese. */
function bothLanguages(words: Words): [string, string] {
	const english = say(words);
	i18n.locale = 'pt-BR';
	const portuguese = say(words);
	i18n.locale = 'en';
	return [english, portuguese];
}

const REPO: RepoAnalysis['repo'] = {
	host: 'github.com',
	kind: 'github',
	owner: 'ana',
	name: 'site',
	url: 'https://github.com/ana/site',
	description: 'My site in React.',
	stars: 3,
	license: 'MIT',
	pushedAt: '2026-10-01T00:00:00Z',
	archived: false,
	fork: false,
	defaultBranch: 'main'
};

const LOCAL: RepoAnalysis['repo'] = { ...REPO, host: 'local', kind: 'local', owner: null, url: null, description: null, stars: null, license: null, pushedAt: null, defaultBranch: null };

// As the core gives them (worker/core/repository/analysis/evidence.ts).
const EVIDENCE: RepoEvidence[] = [
	{
		skill: 'React',
		code: 'dependency',
		path: 'package.json',
		detail: 'dependency "react" ^18.2.0 in package.json',
		line: 14,
		params: { name: 'react', ecosystem: 'npm', path: 'package.json', line: 14, version: '^18.2.0' }
	},
	{
		skill: 'Vitest',
		code: 'dev_dependency',
		path: 'package.json',
		detail: 'dev dependency "vitest" ^2.1.0 in package.json',
		line: 22,
		params: { name: 'vitest', ecosystem: 'npm', path: 'package.json', line: 22, version: '^2.1.0' }
	},
	{
		skill: 'GitHub Actions',
		code: 'github_actions_workflow',
		path: '.github/workflows/ci.yml',
		detail: 'a GitHub Actions workflow in .github/workflows/ci.yml',
		line: null,
		params: { path: '.github/workflows/ci.yml' }
	},
	{ skill: 'npm', code: 'readme_mention', path: 'README.md', detail: 'README.md mentions "npm"', line: 7, params: { surface: 'npm', path: 'README.md', line: 7 } },
	{ skill: 'JavaScript', code: 'language_share', path: 'src/app.js', detail: 'JavaScript is 9% of the code', line: null, params: { language: 'JavaScript', percent: 9 } }
];

/** A row stored before evidence had codes: only the English detail. */
const OLD_EVIDENCE: RepoEvidence = { skill: 'React', path: 'package.json', detail: 'dependency "react" ^18.2.0 in package.json', line: 14 };

const analysis = (repo = REPO, isPublic = true) => ({ repo, evidence: EVIDENCE, public: isPublic });

describe('evidence', () => {
	it('says what each evidence shows, apart from its place', () => {
		expect(EVIDENCE.map((e) => say(evidenceWords(e)))).toEqual([
			'dependency "react" ^18.2.0',
			'dev dependency "vitest" ^2.1.0',
			'a GitHub Actions workflow',
			'mentions "npm"',
			'JavaScript is 9% of the code'
		]);
		expect(EVIDENCE.map((e) => say(evidencePlace(e)))).toEqual(['package.json line 14', 'package.json line 22', '.github/workflows/ci.yml', 'README.md line 7', 'src/app.js']);
		expect(say(evidencePlace({ path: '', line: null }))).toBe('The repository');
	});

	it('says it in Portuguese as a Brazilian would write it', () => {
		i18n.locale = 'pt-BR';
		expect(EVIDENCE.map((e) => say(evidenceWords(e)))).toEqual([
			'dependência "react" ^18.2.0',
			'dependência de desenvolvimento "vitest" ^2.1.0',
			'workflow do GitHub Actions',
			'menciona "npm"',
			'JavaScript é 9% do código'
		]);
		expect(say(evidencePlace(EVIDENCE[0]))).toBe('package.json, linha 14');
		expect(say(evidenceWords({ ...EVIDENCE[0], code: 'dockerfile', params: { path: 'Dockerfile' } }))).toBe('build de imagem de contêiner');
	});

	it('leaves the version out when the core gave none (it may have looked like a token)', () => {
		const bare = { ...EVIDENCE[0], detail: 'dependency "react" in package.json', params: { name: 'react', ecosystem: 'npm', path: 'package.json', line: 14 } };
		expect(bothLanguages(evidenceWords(bare))).toEqual(['dependency "react"', 'dependência "react"']);
	});

	it('has words in both languages for every evidence code the core gives', () => {
		const params = { name: 'react', ecosystem: 'npm', path: 'x', line: 3, surface: 'Docker', language: 'Go', percent: 40 };
		for (const code of EVIDENCE_CODES) {
			for (const version of [{}, { version: '1.0' }] as Record<string, string>[]) {
				const words = evidenceWords({ skill: 'X', code, path: 'x', detail: 'core words', line: null, params: { ...params, ...version } });
				expect('key' in words, code).toBe(true);
				const [english, portuguese] = bothLanguages(words);
				expect(english, code).not.toBe(portuguese);
				expect(english + portuguese, code).not.toMatch(/[{}]|repository\./);
			}
		}
	});

	it('words every kind of file the core knows differently', () => {
		const english = FILE_EVIDENCE_CODES.map((code) => say(evidenceWords({ skill: 'X', code, path: 'x', detail: '', line: null, params: { path: 'x' } })));
		expect(new Set(english).size).toBe(FILE_EVIDENCE_CODES.length);
	});

	it('shows an evidence stored before codes existed with the core’s own words', () => {
		expect(evidenceWords(OLD_EVIDENCE)).toEqual({ text: 'dependency "react" ^18.2.0 in package.json' });
		i18n.locale = 'pt-BR';
		expect(say(evidenceWords(OLD_EVIDENCE))).toBe('dependency "react" ^18.2.0 in package.json');
		expect(say(evidencePlace(OLD_EVIDENCE))).toBe('package.json, linha 14');
	});

	it('keeps the core’s words for a code it does not know, or one without the values its words need', () => {
		expect(evidenceWords({ ...EVIDENCE[0], code: 'module_path', detail: 'module path in go.mod' })).toEqual({ text: 'module path in go.mod' });
		expect(evidenceWords({ ...EVIDENCE[0], params: { path: 'package.json' } })).toEqual({ text: EVIDENCE[0].detail });
		expect(evidenceWords({ ...EVIDENCE[4], params: { language: 'JavaScript' } })).toEqual({ text: EVIDENCE[4].detail });
	});
});

describe('risks', () => {
	const secret = (kind: string): RepoRisk => ({
		code: 'secret_committed',
		severity: 'high',
		detail: 'core words',
		path: '.npmrc',
		params: { kind, path: '.npmrc', line: 1 }
	});

	it('says a committed secret by its kind, file and line, in the person’s language', () => {
		expect(bothLanguages(riskWords(secret('npm_token')))).toEqual([
			'A secret is committed: an npm token on line 1 of .npmrc. Revoke it, then remove it from the history.',
			'Há um segredo gravado: um token do npm na linha 1 de .npmrc. Revogue o segredo e depois tire-o do histórico.'
		]);
		i18n.locale = 'pt-BR';
		expect(wordsText(riskWords(secret('private_key')), t)).toContain('uma chave privada na linha 1');
	});

	it('names every kind of secret the core finds, in both languages, and one it does not know as a secret', () => {
		for (const kind of SECRET_KINDS) {
			const [english, portuguese] = bothLanguages(riskWords(secret(kind)));
			expect(english, kind).not.toContain('a secret on');
			expect(portuguese, kind).not.toContain('um segredo na');
			expect(english, kind).not.toBe(portuguese);
		}
		expect(say(riskWords(secret('quantum_key')))).toContain('a secret on line 1 of .npmrc');
	});

	it('shows nothing of a risk but its kind, file and line', () => {
		const words = say(riskWords({ ...secret('github_token'), params: { kind: 'github_token', path: '.npmrc', line: 1, value: 'ghp_not_shown' } }));
		expect(words).not.toContain('ghp_not_shown');
	});

	it('has words in both languages for every risk code the core gives', () => {
		const params = { kind: 'api_key', path: 'app.py', line: 4, years: 3, days: 1100 };
		for (const code of RISK_CODES) {
			const words = riskWords({ code, severity: 'low', detail: 'core words', path: 'app.py', params });
			expect('text' in words, code).toBe(false);
			const [english, portuguese] = bothLanguages(words);
			expect(english, code).not.toBe(portuguese);
		}
	});

	it('says a file of a kind that holds keys, and an environment file, by their paths', () => {
		const keyFile: RepoRisk = { code: 'secret_committed', severity: 'medium', detail: 'core words', path: 'deploy/id_rsa', params: { path: 'deploy/id_rsa' } };
		expect(bothLanguages(riskWords(keyFile))).toEqual([
			'deploy/id_rsa is a kind of file that holds keys or passwords, and it is committed.',
			'deploy/id_rsa é um tipo de arquivo que guarda chaves ou senhas, e está no repositório.'
		]);
		const env: RepoRisk = { code: 'env_file_committed', severity: 'high', detail: 'core words', path: '.env', params: { path: '.env' } };
		expect(say(riskWords(env))).toBe('.env is committed; environment files usually hold passwords and keys.');
	});

	it('counts the years of a stale repository', () => {
		const stale: RepoRisk = { code: 'stale', severity: 'low', detail: 'No push in 3 years', path: null, params: { years: 3, days: 1100 } };
		expect(bothLanguages(riskWords(stale))).toEqual(['No change in 3 years.', 'Nenhuma alteração há 3 anos.']);
	});

	it('shows a risk stored before params existed with the core’s words, or with its code where that is enough', () => {
		const old = (code: string, detail: string, path: string | null = null): RepoRisk => ({ code, severity: 'high', detail, path });
		expect(riskWords(old('secret_committed', 'an npm token on line 1 of .npmrc', '.npmrc'))).toEqual({ text: 'an npm token on line 1 of .npmrc' });
		expect(riskWords(old('stale', 'No push in 3 years'))).toEqual({ text: 'No push in 3 years' });
		expect(riskWords(old('env_file_committed', '.env is committed', '.env'))).toEqual({ key: 'repository.risk.env_file_committed', params: { path: '.env' } });
		expect(riskWords(old('no_readme', 'No README'))).toEqual({ key: 'repository.risk.no_readme' });
	});

	it('keeps the core’s words for a risk it does not know', () => {
		expect(riskWords({ code: 'huge_binaries', severity: 'low', detail: 'Large binaries are committed', path: null, params: {} })).toEqual({ text: 'Large binaries are committed' });
	});
});

describe('add to profile', () => {
	it('stores the file, the line and where the repository is', () => {
		expect(evidenceText(EVIDENCE[0], REPO, t)).toBe('package.json line 14: dependency "react" ^18.2.0 — github.com/ana/site');
		expect(evidenceText(EVIDENCE[0], LOCAL, t)).toBe('package.json line 14: dependency "react" ^18.2.0 — local folder "site"');
		expect(evidenceText(OLD_EVIDENCE, REPO, t)).toBe('package.json line 14: dependency "react" ^18.2.0 in package.json — github.com/ana/site');
	});

	it('adds only the chosen evidence, each as a public skill with the repository’s link', () => {
		const items = profileItems(analysis(), [3, 0], false, t);
		expect(items).toEqual([
			{
				type: 'skill',
				title: 'React',
				evidence: [{ text: 'package.json line 14: dependency "react" ^18.2.0 — github.com/ana/site', source: 'repository', public: true, url: 'https://github.com/ana/site' }],
				origin: 'imported'
			},
			{ type: 'skill', title: 'npm', evidence: [{ text: 'README.md line 7: mentions "npm" — github.com/ana/site', source: 'repository', public: true, url: 'https://github.com/ana/site' }], origin: 'imported' }
		]);
	});

	it('adds nothing when nothing is chosen', () => {
		expect(profileItems(analysis(), [], false, t)).toEqual([]);
		expect(profileItems(analysis(), [99], false, t)).toEqual([]);
	});

	it('keeps a local folder’s evidence private and without a link', () => {
		const [item] = profileItems(analysis(LOCAL, false), [1], false, t);
		expect(item.evidence).toEqual([{ text: 'package.json line 22: dev dependency "vitest" ^2.1.0 — local folder "site"', source: 'repository', public: false, url: null }]);
	});

	it('adds the project itself when asked, with its description, link and the chosen skills', () => {
		const items = profileItems(analysis(), [0, 1], true, t);
		expect(items.at(-1)).toEqual({
			type: 'project',
			title: 'site',
			detail: 'My site in React.',
			skills: ['React', 'Vitest'],
			evidence: [{ text: 'Public repository github.com/ana/site, analysed by Rumo.', source: 'repository', public: true, url: 'https://github.com/ana/site' }],
			origin: 'imported'
		});
		expect(profileItems(analysis(LOCAL, false), [], true, t)[0].evidence?.[0]).toEqual({ text: 'Local folder "site", analysed by Rumo on this device.', source: 'repository', public: false, url: null });
	});

	it('writes the evidence in the language on screen', () => {
		i18n.locale = 'pt-BR';
		const texts = profileItems(analysis(), [0, 2, 4], false, t).map((item) => item.evidence?.[0]?.text);
		expect(texts).toEqual([
			'package.json, linha 14: dependência "react" ^18.2.0 — github.com/ana/site',
			'.github/workflows/ci.yml: workflow do GitHub Actions — github.com/ana/site',
			'src/app.js: JavaScript é 9% do código — github.com/ana/site'
		]);
	});

	it('is shown as coming from a repository in the profile', () => {
		expect(en['fidelity.origin.repository']).toBeTruthy();
	});
});
