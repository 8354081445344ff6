import { describe, expect, it } from 'vitest';
import { repositoryFacts } from './facts';
import { manifestFollowUps, workspaceGlobs, workspaceManifests } from './follow-ups';
import { repo } from './fixtures.test-helpers';
import { keyFiles } from '../../engine/repository-files/key-files';

const pkg = (name: string, dependencies: Record<string, string>, extra: Record<string, unknown> = {}) => JSON.stringify({ name, ...extra, dependencies }, null, 2);

describe('workspaces', () => {
	it('reads the globs of package.json (a list or { packages }) and of pnpm-workspace.yaml', () => {
		expect(workspaceGlobs('package.json', '{"workspaces": ["packages/*", "website"]}')).toEqual(['packages/*', 'website']);
		expect(workspaceGlobs('web/package.json', '{"workspaces": {"packages": ["apps/**"], "nohoist": ["**/x"]}}')).toEqual(['apps/**']);
		expect(workspaceGlobs('pnpm-workspace.yaml', "packages:\n  - 'packages/*'\n  - \"!packages/legacy\"\ncatalog:\n  react: ^18\n")).toEqual(['packages/*', '!packages/legacy']);
		expect(workspaceGlobs('package.json', 'not json')).toEqual([]);
	});

	it('names the package.json of each workspace, relative to the root that declares them, minus the negated ones', () => {
		const paths = ['web/ui/package.json', 'web/ui/module/a/package.json', 'web/ui/module/b/package.json', 'web/ui/module/old/package.json', 'module/c/package.json'];
		const contents = { 'web/ui/package.json': '{"workspaces": ["module/*", "!module/old"]}' };
		expect([...workspaceManifests(paths, contents)].sort()).toEqual(['web/ui/module/a/package.json', 'web/ui/module/b/package.json']);
	});

	it('reads the dependencies of every workspace of a monorepo, and none of its test fixtures', () => {
		const files: Record<string, string> = {
			'package.json': pkg('monorepo', {}, { private: true, workspaces: ['packages/*'], devDependencies: { typescript: '^5.5.0' } }),
			'packages/api/package.json': pkg('@m/api', { express: '^4.19.2' }),
			'packages/web/package.json': pkg('@m/web', { react: '^18.3.1' }),
			'e2e/fixture-app/package.json': pkg('fixture', { 'left-pad': '1.3.0' }),
			'tests/fixtures/old/pyproject.toml': '[project]\ndependencies = ["django"]\n'
		};
		const names = repositoryFacts(repo({ files })).dependencies.map((dependency) => `${dependency.path} ${dependency.name}`);
		expect(names).toEqual(['package.json typescript', 'packages/api/package.json express', 'packages/web/package.json react']);
		// A workspace that sits among tests counts when the root names it.
		const named = { 'package.json': pkg('root', {}, { workspaces: ['e2e'] }), 'e2e/package.json': pkg('e2e', { '@playwright/test': '^1.45.0' }) };
		expect(repositoryFacts(repo({ files: named })).dependencies.map((dependency) => dependency.name)).toEqual(['@playwright/test']);
	});
});

describe('what to fetch after the key files', () => {
	const tree = (paths: string[]) => paths.map((path) => ({ path, size: 100, kind: 'file' as const }));

	it('does not spend the key-file budget on manifests of test fixtures', () => {
		const paths = keyFiles(tree(['README.md', 'package.json', 'e2e/app/package.json', 'tests/fixtures/x/pyproject.toml', 'packages/a/package.json']));
		expect(paths).toEqual(['README.md', 'package.json', 'packages/a/package.json']);
	});

	it('fetches a Gradle version catalog and pnpm\'s workspace file with the manifests', () => {
		expect(keyFiles(tree(['src/Main.kt', 'gradle/libs.versions.toml', 'pnpm-workspace.yaml', 'build.gradle.kts']))).toEqual(['build.gradle.kts', 'pnpm-workspace.yaml', 'gradle/libs.versions.toml']);
	});

	it('lists the workspaces\' package.json and the included requirements files not fetched yet, shallow first', () => {
		const all = tree(['package.json', 'packages/a/package.json', 'packages/b/package.json', 'requirements.txt', 'deps/common.txt', 'deps/absent.txt']);
		const contents = { 'package.json': '{"workspaces": ["packages/*"]}', 'packages/a/package.json': '{}', 'requirements.txt': '-r deps/common.txt\n-r deps/missing.txt\n' };
		expect(manifestFollowUps(all, contents)).toEqual(['deps/common.txt', 'packages/b/package.json']);
		expect(manifestFollowUps(all, contents, 1)).toEqual(['deps/common.txt']);
	});
});
