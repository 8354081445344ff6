import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '$lib/api/errors';
import type { RepoAnalysis } from '$lib/api/repository';
import { i18n, loadLocale } from '$lib/i18n/i18n.svelte';
import { say } from './repository-words.svelte';
import {
	compactListing,
	fileKindWords,
	folderName,
	hostHint,
	hostWords,
	LOCAL_LIMITS,
	planFolderRead,
	problemWords,
	reasonTone,
	reasonWords,
	relativePath,
	repoAddress,
	scoreTone,
	skippedWords,
	type Words
} from './repository-view';

// Portuguese is a chunk of its own, loaded before a screen first speaks it; here, once for the file.
beforeAll(() => loadLocale('pt-BR'));

afterEach(() => {
	i18n.locale = 'en';
});

const problem = (code: string, params?: Record<string, string | number>, errors?: { path: string; message: string }[]) => new ApiError({ status: 400, code, detail: 'core words', params, errors });
const key = (words: Words) => ('key' in words ? words.key : 'plural' in words ? words.plural : null);

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

describe('scores and their reasons', () => {
	it('colours a score by its band: 70 and up is high, under 40 is low', () => {
		expect([scoreTone(100), scoreTone(70), scoreTone(69), scoreTone(40), scoreTone(39), scoreTone(0)]).toEqual(['high', 'high', 'mid', 'mid', 'low', 'low']);
	});

	it('says whether a reason earned all its points, some, none, or was not counted', () => {
		expect(reasonTone({ code: 'readme', params: { points: 30, max: 30 } })).toBe('met');
		expect(reasonTone({ code: 'recent_push', params: { days: 400, points: 12, max: 40 } })).toBe('partial');
		expect(reasonTone({ code: 'no_ci', params: { points: 0, max: 30 } })).toBe('missed');
		expect(reasonTone({ code: 'no_code', params: { points: 0, max: 0 } })).toBe('note');
	});

	it('has words in both languages for every reason code the core gives', () => {
		const codes = [
			'readme', 'no_readme', 'readme_not_read', 'readme_long', 'readme_short', 'readme_too_short', 'install_section', 'no_install_section', 'usage_section',
			'no_usage_section', 'docs_folder', 'no_docs_folder', 'contributing', 'no_contributing', 'changelog', 'no_changelog', 'test_files', 'no_test_files',
			'no_code', 'test_share', 'ci_runs_tests', 'ci_not_read', 'ci_without_tests', 'no_ci', 'push_unknown', 'recent_push', 'old_push', 'archived',
			'not_archived', 'ci', 'lockfile', 'no_lockfile', 'no_dependencies', 'dependency_updates', 'no_dependency_updates', 'secrets_found', 'key_files_found',
			'no_secrets_found', 'env_files', 'no_env_files', 'security_policy', 'no_security_policy', 'license', 'no_license', 'code_of_conduct',
			'no_code_of_conduct', 'not_public', 'description', 'no_description', 'stars'
		];
		for (const code of codes) {
			const words = reasonWords({ code, params: { points: 0, max: 10, count: 2, days: 3, stars: 4, path: 'x', chars: 5, line: 6, percent: 7 } });
			expect('text' in words, code).toBe(false);
			i18n.locale = 'pt-BR';
			const pt = say(words);
			i18n.locale = 'en';
			expect(say(words), code).not.toBe(pt);
		}
	});

	it('writes the values of a reason into its sentence, in the language on screen', () => {
		const reason = { code: 'test_files', params: { count: 3, points: 40, max: 40 } };
		expect(say(reasonWords(reason))).toBe('3 test files.');
		expect(say(reasonWords({ code: 'test_files', params: { count: 1, points: 40, max: 40 } }))).toBe('1 test file.');
		expect(say(reasonWords({ code: 'install_section', params: { line: 1200, points: 15, max: 15 } }))).toBe('The README says how to install or run it (line 1200).');
		i18n.locale = 'pt-BR';
		expect(say(reasonWords(reason))).toBe('3 arquivos de teste.');
		expect(say(reasonWords({ code: 'readme_short', params: { chars: 1200, points: 8, max: 15 } }))).toContain('1.200 caracteres');
	});

	it('names the license where the card says which one', () => {
		expect(say(reasonWords({ code: 'license', params: { license: 'MIT', points: 30, max: 30 } }))).toBe('Has a license (MIT).');
		expect(say(reasonWords({ code: 'license', params: { points: 5, max: 5 } }))).toBe('Has a license.');
	});

	it('names a reason this screen does not know yet as the core sent it, never blank', () => {
		expect(reasonWords({ code: 'signed_commits', params: { points: 0, max: 5 } })).toEqual({ text: 'signed commits' });
	});
});

describe('files, notes and hosts', () => {
	it('names every file kind of the core', () => {
		for (const kind of ['readme', 'license', 'manifest', 'lockfile', 'container', 'ci', 'tests', 'docs', 'contributing', 'code_of_conduct', 'security_policy', 'changelog', 'env_file', 'secret_file']) {
			expect(key(fileKindWords(kind)), kind).toBe(`repository.kind.${kind}`);
		}
	});

	it('lists only the reasons a local folder left something out', () => {
		const words = skippedWords({ ignored_dir: 2, binary: 0, too_large: 1, over_limit: 0 });
		expect(words.map(say)).toEqual(['2 folders of dependencies, build output or version control (such as node_modules or .git)', '1 file over 1 MB']);
		expect(skippedWords(null)).toEqual([]);
	});

	it('names the host a person knows, and a local folder as this computer', () => {
		expect(say(hostWords(REPO))).toBe('GitHub');
		expect(say(hostWords({ kind: 'gitea', host: 'git.example.org' }))).toBe('git.example.org');
		expect(say(hostWords(LOCAL))).toBe('This computer');
		expect(repoAddress(REPO)).toBe('github.com/ana/site');
	});

	it('sends the kind of a self-hosted server with its address, and nothing for GitHub', () => {
		expect([hostHint('github'), hostHint('gitlab'), hostHint('gitea'), hostHint('local')]).toEqual(['', 'gitlab', 'gitea', '']);
	});
});

describe('problems', () => {
	it('gives each code host failure a sentence a person can act on', () => {
		expect(key(problemWords(problem('invalid_url', { reason: 'invalid_url' }), 'repository'))).toBe('repository.problem.invalid_url');
		expect(key(problemWords(problem('invalid_url', { reason: 'unsupported_host' }), 'repository'))).toBe('repository.problem.unsupported_host');
		expect(say(problemWords(problem('private_repository', { reason: 'status_404' }), 'repository', 'ana/missing'))).toMatch(/^ana\/missing was not found: it may be private/);
		expect(say(problemWords(problem('private_repository'), 'account', 'nobody'))).toMatch(/^No account called nobody/);
		expect(say(problemWords(problem('rate_limited', { reason: 'status_403' }), 'repository'))).toMatch(/Wait a few minutes/);
		expect(key(problemWords(problem('source_unavailable'), 'repository'))).toBe('repository.problem.source_unavailable');
		expect(say(problemWords(problem('relay_unavailable'), 'repository'))).toMatch(/npm start/);
		expect(key(problemWords(problem('cancelled'), 'repository'))).toBe('repository.cancelled');
	});

	it('says when a rate limit ends, in the person’s language and local time, when the core knows it', () => {
		const resetAt = '2026-11-25T15:45:00.000Z';
		const limited = problemWords(problem('rate_limited', { reason: 'status_403', resetAt }), 'repository');
		expect(key(limited)).toBe('repository.problem.rate_limitedUntil');
		const clock = (locale: string) => new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(new Date(resetAt));
		expect(say(limited)).toBe(`The code host is limiting how often Rumo may ask without signing in. Try again after ${clock('en')}; the analyses already made stay here.`);
		i18n.locale = 'pt-BR';
		expect(say(limited)).toBe(`O serviço de código está limitando quantas vezes o Rumo pode consultar sem login. Tente de novo a partir das ${clock('pt-BR')}; as análises já feitas continuam aqui.`);
	});

	it('tells an empty repository from a folder of dependencies only', () => {
		expect(key(problemWords(problem('insufficient_evidence'), 'repository'))).toBe('repository.problem.empty');
		expect(key(problemWords(problem('insufficient_evidence'), 'folder'))).toBe('repository.problem.folderNothing');
		expect(key(problemWords(problem('payload_too_large'), 'folder'))).toBe('repository.problem.folderTooLarge');
	});

	it('keeps the core’s sentence for a field it refused, and the general words for anything else', () => {
		expect(problemWords(problem('validation_failed', {}, [{ path: 'files', message: 'The folder holds no files.' }]), 'folder')).toEqual({ text: 'The folder holds no files.' });
		const other = new Error('boom');
		expect(problemWords(other, 'repository')).toEqual({ problem: other });
	});
});

describe('a local folder', () => {
	it('reads the path inside the chosen folder from an input’s relative path', () => {
		expect(relativePath('site/src/app.js', 'app.js')).toEqual({ folder: 'site', path: 'src/app.js' });
		expect(relativePath('', 'loose.txt')).toEqual({ folder: '', path: 'loose.txt' });
	});

	it('lets one path stand for each ignored folder, so node_modules costs one line', () => {
		const entries = [
			{ path: 'package.json', size: 100 },
			{ path: 'node_modules/react/index.js', size: 10 },
			{ path: 'node_modules/react/package.json', size: 10 },
			{ path: '.git/HEAD', size: 5 },
			{ path: '.git/objects/ab/cd', size: 5 },
			{ path: 'web/node_modules/x.js', size: 1 },
			{ path: 'src/app.js', size: 50 }
		];
		expect(compactListing(entries).map((e) => e.path)).toEqual(['package.json', 'node_modules/react/index.js', '.git/HEAD', 'web/node_modules/x.js', 'src/app.js']);
	});

	it('reads only what the core will read: key files and code, never dependencies, binaries or large files', () => {
		const plan = planFolderRead([
			{ path: 'README.md', size: 200 },
			{ path: 'package.json', size: 300 },
			{ path: 'src/app.js', size: 400 },
			{ path: 'logo.png', size: 5000 },
			{ path: 'data/dump.json', size: 5_000_000 },
			{ path: '.env', size: 40 },
			{ path: 'node_modules/react/index.js', size: 10 }
		]);
		expect(plan.read.sort()).toEqual(['README.md', 'package.json', 'src/app.js']);
		expect(plan.bytes).toBe(900);
		expect(plan.files).toHaveLength(7);
	});

	it('uses the core’s limits', () => {
		expect(LOCAL_LIMITS).toEqual({ maxFiles: 5000, maxBytes: 20_000_000 });
	});

	it('gives a folder a name the core accepts', () => {
		expect(folderName('  my\u0007site ')).toBe('mysite');
		expect(folderName('')).toBe('folder');
		expect(folderName('x'.repeat(300))).toHaveLength(200);
	});
});
