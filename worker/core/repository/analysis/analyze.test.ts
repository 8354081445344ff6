import { describe, expect, it } from 'vitest';
import { skillByName } from '../../skills/taxonomy';
import { analyzeRepository } from './analyze';
import {
	API_KEY_VALUE,
	AWS_KEY,
	GITHUB_TOKEN,
	PRIVATE_KEY_BODY,
	archivedStale,
	goService,
	leakyRepo,
	pythonData,
	readmeOnly,
	repo,
	springProject,
	svelteApp
} from './fixtures.test-helpers';
import { EVIDENCE_CODES, FILE_EVIDENCE_CODES } from './codes';
import { FILE_RULES } from './file-skills';
import { selectLocalFiles } from './local-files';
import type { RepoAnalysis, RepoInput, ScorecardName } from './types';

const skills = (analysis: RepoAnalysis) => analysis.evidence.map((evidence) => evidence.skill);
const evidenceOf = (analysis: RepoAnalysis, skill: string) => analysis.evidence.find((evidence) => evidence.skill === skill);
const riskCodes = (analysis: RepoAnalysis) => analysis.risks.map((risk) => risk.code);
const score = (analysis: RepoAnalysis, name: ScorecardName) => analysis.scorecards.find((card) => card.name === name)!.score;

const FIXTURES: [string, () => RepoInput][] = [
	['svelte app', svelteApp],
	['python data project', pythonData],
	['go service', goService],
	['spring project', springProject],
	['leaky repository', leakyRepo],
	['readme-only repository', readmeOnly],
	['archived stale repository', archivedStale]
];

describe('languages', () => {
	it('gives shares of the host\'s bytes, largest first, summing to one', () => {
		const { languages } = analyzeRepository(svelteApp());
		expect(languages.map((language) => language.name)).toEqual(['TypeScript', 'Svelte', 'JavaScript', 'CSS', 'HTML']);
		expect(languages[0].share).toBeCloseTo(61000 / 96400, 3);
		expect(languages.reduce((sum, language) => sum + language.share, 0)).toBeCloseTo(1, 3);
	});

	it('counts a local folder\'s languages from extensions and sizes, and notes it', () => {
		const analysis = analyzeRepository(
			repo({ public: false, languages: {}, meta: { pushedAt: null }, files: { 'main.go': 7500, 'web/app.ts': 2500, 'README.md': '# x', 'node_modules/x/index.js': 99999 } })
		);
		expect(analysis.languages).toEqual([
			{ name: 'Go', bytes: 7500, share: 0.75 },
			{ name: 'TypeScript', bytes: 2500, share: 0.25 }
		]);
		expect(analysis.notes).toContain('languages_from_extensions');
	});
});

describe('evidence', () => {
	it.each<[string, () => RepoInput, string[]]>([
		['svelte app', svelteApp, ['Svelte', 'SvelteKit', 'TypeScript', 'Vitest', 'Playwright', 'Tailwind CSS', 'GitHub Actions', 'CI/CD']],
		['python data project', pythonData, ['pandas', 'NumPy', 'scikit-learn', 'Matplotlib', 'Flask', 'pytest', 'Jupyter', 'Python']],
		['go service', goService, ['Gin', 'PostgreSQL', 'Prometheus', 'Docker', 'GitLab CI', 'Kubernetes', 'Go']],
		['spring project', springProject, ['Spring Boot', 'PostgreSQL', 'JUnit', 'Maven', 'Java']],
		['leaky repository', leakyRepo, ['Express', 'Node.js', 'JavaScript']]
	])('the %s shows its stack', (_name, fixture, expected) => {
		expect(skills(analyzeRepository(fixture()))).toEqual(expect.arrayContaining(expected));
	});

	it.each(FIXTURES)('every evidence of the %s points at a line that names the dependency or word', (_name, fixture) => {
		const input = fixture();
		for (const evidence of analyzeRepository(input).evidence) {
			if (evidence.line === null) continue;
			const quoted = /"([^"]+)"/.exec(evidence.detail)![1];
			// The code's params name the same thing as the English detail, on the same file and line.
			expect(evidence.params.name ?? evidence.params.surface).toBe(quoted);
			expect([evidence.params.path, evidence.params.line]).toEqual([evidence.path, evidence.line]);
			// Maven coordinates are written as groupId and artifactId on separate lines.
			const written = quoted.includes(':') ? quoted.split(':').pop()! : quoted;
			const line = input.contents[evidence.path].split('\n')[evidence.line - 1];
			expect(line, `${evidence.skill} in ${evidence.path}:${evidence.line}`).toContain(written);
		}
	});

	it.each(FIXTURES)('gives every evidence of the %s a known code with the params its words need', (_name, fixture) => {
		const needs: Record<string, string[]> = {
			dependency: ['name', 'ecosystem', 'path', 'line'],
			dev_dependency: ['name', 'ecosystem', 'path', 'line'],
			readme_mention: ['surface', 'path', 'line'],
			language_share: ['language', 'percent']
		};
		for (const evidence of analyzeRepository(fixture()).evidence) {
			expect(EVIDENCE_CODES, evidence.detail).toContain(evidence.code);
			expect(Object.keys(evidence.params), evidence.detail).toEqual(expect.arrayContaining(needs[evidence.code] ?? ['path']));
		}
	});

	it.each(FIXTURES)('names only canonical taxonomy skills, each once, for the %s', (_name, fixture) => {
		const found = skills(analyzeRepository(fixture()));
		expect(found.filter((skill) => !skillByName(skill))).toEqual([]);
		expect(new Set(found).size).toBe(found.length);
	});

	it('keeps the strongest evidence of a skill: the manifest over the config file, the README and the language', () => {
		const analysis = analyzeRepository(svelteApp());
		expect(evidenceOf(analysis, 'TypeScript')).toEqual({
			skill: 'TypeScript',
			code: 'dev_dependency',
			path: 'package.json',
			detail: 'dev dependency "typescript" ^5.5.0 in package.json',
			line: 18,
			params: { name: 'typescript', ecosystem: 'npm', path: 'package.json', line: 18, version: '^5.5.0' }
		});
		expect(evidenceOf(analysis, 'Svelte')?.path).toBe('package.json');
	});

	it('says which dependency and version showed a skill', () => {
		const pandas = evidenceOf(analyzeRepository(pythonData()), 'pandas');
		expect(pandas?.detail).toBe('dependency "pandas" ==2.2.0 in requirements.txt');
		expect(pandas).toMatchObject({ code: 'dependency', params: { name: 'pandas', ecosystem: 'pypi', path: 'requirements.txt', version: '==2.2.0' } });
		const gin = evidenceOf(analyzeRepository(goService()), 'Gin');
		expect(gin?.detail).toBe('dependency "github.com/gin-gonic/gin" v1.10.0 in go.mod');
		expect(gin).toMatchObject({ code: 'dependency', params: { name: 'github.com/gin-gonic/gin', ecosystem: 'go', path: 'go.mod', version: 'v1.10.0' } });
	});

	it('names a file that shows a skill by the kind of file it is', () => {
		const go = analyzeRepository(goService());
		expect(evidenceOf(go, 'Docker')).toEqual({ skill: 'Docker', code: 'dockerfile', path: 'Dockerfile', detail: 'a container image build in Dockerfile', line: null, params: { path: 'Dockerfile' } });
		expect(evidenceOf(go, 'GitLab CI')).toMatchObject({ code: 'gitlab_ci_pipeline', detail: 'a GitLab CI pipeline in .gitlab-ci.yml', params: { path: '.gitlab-ci.yml' } });
		expect(evidenceOf(analyzeRepository(svelteApp()), 'GitHub Actions')).toMatchObject({ code: 'github_actions_workflow', params: { path: '.github/workflows/ci.yml' } });
	});

	it('gives every file rule a code of its own', () => {
		expect(FILE_RULES.map((rule) => rule.code).sort()).toEqual([...FILE_EVIDENCE_CODES].sort());
	});

	it('reads the README for skills on their own line, but not the host named in badge URLs', () => {
		const analysis = analyzeRepository(svelteApp());
		expect(evidenceOf(analysis, 'Docker')).toEqual({
			skill: 'Docker',
			code: 'readme_mention',
			path: 'README.md',
			detail: 'README.md mentions "Docker"',
			line: 15,
			params: { surface: 'Docker', path: 'README.md', line: 15 }
		});
		expect(skills(analysis)).not.toContain('GitHub');
	});

	it('reads the README\'s prose, not its badges, images and addresses', () => {
		const text = '# Tool\n\n[![npm version](https://img.shields.io/npm/v/tool.svg)](https://npmjs.com/tool) <img alt="Docker pulls" src="https://img.shields.io/docker/pulls/x">\n\nSee [the guide](https://docs.docker.com/get-started/).\n\nhttps://example.org/guides/kubernetes/redis\n';
		expect(analyzeRepository(repo({ files: { 'README.md': text } })).evidence).toEqual([]);
	});

	it('takes a language as a skill only at 5 % of the code or more', () => {
		const analysis = analyzeRepository(svelteApp());
		expect(skills(analysis)).not.toContain('JavaScript');
		expect(evidenceOf(analyzeRepository(goService()), 'Go')).toBeDefined();
	});

	it('points a language\'s evidence at its largest file', () => {
		expect(evidenceOf(analyzeRepository(springProject()), 'Java')).toEqual({
			skill: 'Java',
			code: 'language_share',
			path: 'src/main/java/dev/ana/library/LoanService.java',
			detail: 'Java is 100% of the code',
			line: null,
			params: { language: 'Java', percent: 100 }
		});
	});

	it('leaves indirect Go requirements out', () => {
		expect(analyzeRepository(goService()).evidence.some((evidence) => evidence.detail.includes('golang.org/x/sync'))).toBe(false);
	});

	it('caps the evidence at 40 skills and notes it', () => {
		const names = ['react', 'vue', 'svelte', 'express', 'fastify', 'koa', 'typescript', 'jest', 'vitest', 'mocha', 'cypress', 'playwright', 'webpack', 'vite', 'eslint', 'prettier', 'sass', 'tailwindcss', 'redux', 'graphql', 'mongoose', 'prisma', 'pg', 'mysql2', 'ioredis', 'socket.io', 'electron', 'd3', 'three', 'jquery', 'bootstrap', 'rxjs', 'pinia', 'zustand', 'mobx', 'puppeteer', 'kafkajs', 'amqplib', 'bullmq', 'firebase', 'next', 'nuxt', 'gatsby', 'astro', 'preact', 'storybook'];
		const text = `{\n  "dependencies": {\n${names.map((name) => `    "${name}": "1.0.0"`).join(',\n')}\n  }\n}`;
		const analysis = analyzeRepository(repo({ files: { 'package.json': text } }));
		expect(analysis.evidence).toHaveLength(40);
		expect(analysis.notes).toContain('evidence_capped');
	});
});

describe('risks', () => {
	it('finds nothing to flag in a well-kept repository', () => {
		expect(analyzeRepository(svelteApp()).risks).toEqual([]);
	});

	it('flags every committed secret with its file and line, most severe first', () => {
		const analysis = analyzeRepository(leakyRepo());
		const secrets = analysis.risks.filter((risk) => risk.code === 'secret_committed');
		expect(secrets.map((risk) => [risk.path, risk.severity])).toEqual([
			['config/settings.yml', 'high'],
			['deploy/server.pem', 'high'],
			['scripts/publish.js', 'high'],
			['scripts/publish.js', 'high'],
			['.ssh/id_rsa', 'medium']
		]);
		expect(secrets[0].detail).toBe('an AWS access key id on line 3 of config/settings.yml');
		expect(secrets[0].params).toEqual({ kind: 'aws_access_key', path: 'config/settings.yml', line: 3 });
		expect(secrets.map((risk) => risk.params.kind)).toEqual(['aws_access_key', 'private_key', 'github_token', 'api_key', undefined]);
		// A key file that was not read is known by its name alone.
		expect(secrets[4]).toMatchObject({ detail: '.ssh/id_rsa is a kind of file that holds keys or passwords', params: { path: '.ssh/id_rsa' } });
		expect(analysis.risks.map((risk) => risk.severity)).toEqual([...analysis.risks.map((risk) => risk.severity)].sort((a, b) => ['high', 'medium', 'low'].indexOf(a) - ['high', 'medium', 'low'].indexOf(b)));
	});

	it('flags a committed .env but not .env.example', () => {
		const env = analyzeRepository(leakyRepo()).risks.filter((risk) => risk.code === 'env_file_committed');
		expect(env.map((risk) => [risk.path, risk.severity, risk.params])).toEqual([['.env', 'high', { path: '.env' }]]);
	});

	it('clears a key-like file whose text shows no key (a public certificate)', () => {
		const certificate = `-----BEGIN CERTIFICATE-----\n${PRIVATE_KEY_BODY}\n-----END CERTIFICATE-----\n`;
		const input = repo({ meta: { license: 'MIT' }, files: { 'README.md': '# x', 'certs/ca.pem': certificate, 'certs/server.p12': 2400 } });
		expect(analyzeRepository(input).risks.map((risk) => [risk.code, risk.path, risk.severity])).toEqual([['secret_committed', 'certs/server.p12', 'medium']]);
	});

	it('rates an environment file for tests lower than one for production', () => {
		const input = repo({ meta: { license: 'MIT' }, files: { 'README.md': '# x', '.env.test': 80, 'deploy/.env.production': 90 } });
		expect(analyzeRepository(input).risks.map((risk) => [risk.path, risk.severity])).toEqual([
			['deploy/.env.production', 'high'],
			['.env.test', 'medium']
		]);
	});

	it('never puts a secret in any string of the analysis, its codes and params included', () => {
		const analysis = analyzeRepository(leakyRepo());
		const output = JSON.stringify(analysis);
		for (const secret of [AWS_KEY, GITHUB_TOKEN, GITHUB_TOKEN.slice(4), PRIVATE_KEY_BODY, API_KEY_VALUE]) expect(output).not.toContain(secret);
		// A secret's risk holds its kind, file and line: nothing else, so nothing found can slip in.
		for (const risk of analysis.risks.filter((risk) => risk.code === 'secret_committed')) {
			expect(Object.keys(risk.params).every((name) => ['kind', 'path', 'line'].includes(name)), JSON.stringify(risk.params)).toBe(true);
		}
	});

	it('does not leak a token written into a dependency\'s version', () => {
		const text = `{\n  "dependencies": {\n    "react": "git+https://ana:${GITHUB_TOKEN}@github.com/ana/react.git"\n  }\n}`;
		const output = JSON.stringify(analyzeRepository(repo({ files: { 'package.json': text } })));
		expect(output).toContain('dependency \\"react\\" in package.json');
		expect(output).not.toContain(GITHUB_TOKEN);
		expect(analyzeRepository(repo({ files: { 'package.json': text } })).evidence[0].params).toEqual({ name: 'react', ecosystem: 'npm', path: 'package.json', line: 3 });
	});

	it('flags an archived, stale repository without README, license or tests', () => {
		expect(riskCodes(analyzeRepository(archivedStale()))).toEqual(['no_readme', 'no_license', 'no_tests', 'archived', 'stale']);
		const stale = analyzeRepository(archivedStale()).risks.find((risk) => risk.code === 'stale');
		expect(stale?.detail).toBe('No push in 5 years');
		expect(stale?.params).toEqual({ years: 5, days: expect.any(Number) });
		expect(analyzeRepository(archivedStale()).risks.find((risk) => risk.code === 'archived')?.params).toEqual({});
	});

	it('asks for no tests where there is no code, and takes the host\'s license when the file is elsewhere', () => {
		expect(riskCodes(analyzeRepository(readmeOnly()))).toEqual(['no_license']);
		expect(riskCodes(analyzeRepository(repo({ meta: { license: 'MIT' }, files: { 'README.md': '# x', 'main.py': 100, 'test_main.py': 100 } })))).toEqual([]);
	});

	it('is not stale at 23 months', () => {
		const input = repo({ meta: { pushedAt: '2024-06-01T00:00:00Z', license: 'MIT' }, files: { 'README.md': '# x' } });
		expect(riskCodes(analyzeRepository(input))).not.toContain('stale');
	});
});

describe('scorecards', () => {
	const cards: ScorecardName[] = ['documentation', 'testing', 'maintenance', 'security', 'community'];

	it.each(cards)('a well-kept repository scores higher on %s than a neglected one', (name) => {
		expect(score(analyzeRepository(svelteApp()), name)).toBeGreaterThan(score(analyzeRepository(archivedStale()), name));
	});

	it('scores a repository that leaks secrets lowest on security', () => {
		const leaky = score(analyzeRepository(leakyRepo()), 'security');
		expect(leaky).toBeLessThan(score(analyzeRepository(springProject()), 'security'));
		expect(leaky).toBeLessThan(score(analyzeRepository(archivedStale()), 'security'));
	});

	it('gives every card a score from 0 to 100 and reasons with points', () => {
		for (const [, fixture] of FIXTURES) {
			for (const card of analyzeRepository(fixture()).scorecards) {
				expect(card.score).toBeGreaterThanOrEqual(0);
				expect(card.score).toBeLessThanOrEqual(100);
				const earned = card.reasons.reduce((sum, reason) => sum + Number(reason.params.points), 0);
				const max = card.reasons.reduce((sum, reason) => sum + Number(reason.params.max), 0);
				expect(card.score).toBe(max ? Math.round((100 * earned) / max) : 0);
			}
		}
	});

	it('credits CI that runs the tests over CI that only builds', () => {
		const builds = svelteApp();
		builds.contents['.github/workflows/ci.yml'] = 'jobs:\n  build:\n    steps:\n      - run: npm ci\n      - run: npm run build\n';
		expect(score(analyzeRepository(builds), 'testing')).toBeLessThan(score(analyzeRepository(svelteApp()), 'testing'));
		expect(analyzeRepository(builds).scorecards[1].reasons.map((reason) => reason.code)).toContain('ci_without_tests');
	});

	it('finds the README\'s install and usage sections and their lines', () => {
		const reasons = analyzeRepository(svelteApp()).scorecards[0].reasons;
		expect(reasons.find((reason) => reason.code === 'install_section')?.params.line).toBe(7);
		expect(reasons.find((reason) => reason.code === 'usage_section')?.params.line).toBe(13);
	});

	it('does not punish a local folder for what only a host can tell (push date, stars, description)', () => {
		const local = { ...svelteApp(), public: false };
		local.meta = { ...local.meta, pushedAt: null, stars: null, description: null };
		const analysis = analyzeRepository(local);
		expect(score(analysis, 'maintenance')).toBe(100);
		expect(score(analysis, 'community')).toBe(100);
	});

	it('gives stars points on a log scale', () => {
		const withStars = (stars: number) => {
			const input = svelteApp();
			input.meta.stars = stars;
			return analyzeRepository(input).scorecards[4].reasons.find((reason) => reason.code === 'stars')!.params.points;
		};
		expect([withStars(0), withStars(9), withStars(99), withStars(999), withStars(50_000)]).toEqual([0, 10, 20, 30, 30]);
	});

	it('is deterministic', () => {
		expect(analyzeRepository(leakyRepo())).toEqual(analyzeRepository(leakyRepo()));
	});
});

describe('notes and files', () => {
	it('notes a truncated tree and key files that were not fetched', () => {
		const input = repo({ truncated: true, files: { 'README.md': 4000, 'package.json': '{}' } });
		expect(analyzeRepository(input).notes).toEqual(expect.arrayContaining(['tree_truncated', 'files_skipped']));
		expect(analyzeRepository(svelteApp()).notes).toEqual([]);
	});

	it('lists files of note with their kinds, not ordinary code', () => {
		const files = analyzeRepository(goService()).files;
		expect(files).toEqual(expect.arrayContaining([
			{ path: 'go.mod', kind: 'manifest' },
			{ path: 'go.sum', kind: 'lockfile' },
			{ path: 'Dockerfile', kind: 'container' },
			{ path: '.gitlab-ci.yml', kind: 'ci' },
			{ path: 'internal/orders/handler_test.go', kind: 'tests' }
		]));
		expect(files.some((file) => file.path === 'cmd/orders/main.go')).toBe(false);
	});
});

describe('a local folder end to end', () => {
	it('analyses what selectLocalFiles keeps, as a host would show it', () => {
		const listing = [
			{ path: 'README.md', size: 60 },
			{ path: 'pyproject.toml', size: 80 },
			{ path: 'app/main.py', size: 6000 },
			{ path: 'tests/test_main.py', size: 2000 },
			{ path: '.venv/lib/site.py', size: 500_000 },
			{ path: '.git/config', size: 300 },
			{ path: 'docs/diagram.png', size: 80_000 }
		];
		const texts: Record<string, string> = {
			'README.md': '# Tool\n\nA command line tool written with FastAPI.\n',
			'pyproject.toml': '[project]\nname = "tool"\ndependencies = ["fastapi>=0.110"]\n',
			'app/main.py': 'from fastapi import FastAPI\napp = FastAPI()\n',
			'tests/test_main.py': 'def test_root():\n    assert True\n'
		};
		const { tree, read } = selectLocalFiles(listing);
		const input: RepoInput = {
			meta: { host: 'local', owner: '', name: 'tool', url: null, description: null, stars: null, license: null, pushedAt: null, archived: false, defaultBranch: null },
			languages: {},
			tree,
			truncated: false,
			contents: Object.fromEntries(read.map((path) => [path, texts[path]])),
			public: false,
			now: '2026-05-01T00:00:00Z'
		};
		const analysis = analyzeRepository(input);
		expect(analysis.languages).toEqual([{ name: 'Python', bytes: 8000, share: 1 }]);
		expect(evidenceOf(analysis, 'FastAPI')).toMatchObject({ path: 'pyproject.toml', line: 3 });
		expect(riskCodes(analysis)).toEqual(['no_license']);
	});
});
