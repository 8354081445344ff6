import { describe, expect, it } from 'vitest';
import { classifyFile, isEnvFile, isTestPath } from './file-kinds';
import { keyFiles } from './key-files';
import type { RepoFile } from './types';

describe('classifyFile', () => {
	it.each([
		['README.md', 'readme'],
		['docs/README.rst', 'readme'],
		['LICENSE', 'license'],
		['LICENSE-MIT', 'license'],
		['COPYING.txt', 'license'],
		['package.json', 'manifest'],
		['requirements-dev.txt', 'manifest'],
		['services/api/go.mod', 'manifest'],
		['src/App/App.csproj', 'manifest'],
		['build.gradle.kts', 'manifest'],
		['pnpm-lock.yaml', 'lockfile'],
		['go.sum', 'lockfile'],
		['Dockerfile', 'container'],
		['docker/Dockerfile.prod', 'container'],
		['docker-compose.yml', 'container'],
		['compose.yaml', 'container'],
		['.github/workflows/ci.yml', 'ci'],
		['.gitlab-ci.yml', 'ci'],
		['.circleci/config.yml', 'ci'],
		['Jenkinsfile', 'ci'],
		['CONTRIBUTING.md', 'contributing'],
		['.github/CODE_OF_CONDUCT.md', 'code_of_conduct'],
		['SECURITY.md', 'security_policy'],
		['CHANGELOG.md', 'changelog'],
		['src/lib/budget.test.ts', 'tests'],
		['tests/e2e/home.spec.ts', 'tests'],
		['internal/orders/handler_test.go', 'tests'],
		['test_model.py', 'tests'],
		['src/test/java/dev/ana/LoanServiceTest.java', 'tests'],
		['__tests__/app.js', 'tests'],
		['spec/models/user_spec.rb', 'tests'],
		['docs/guide/intro.md', 'docs'],
		['mkdocs.yml', 'docs'],
		['.env', 'env_file'],
		['config/.env.production', 'env_file'],
		['.ssh/id_rsa', 'secret_file'],
		['certs/server.pem', 'secret_file'],
		['keystore.p12', 'secret_file'],
		['credentials.json', 'secret_file']
	])('classifies %s as %s', (path, kind) => {
		expect(classifyFile(path)).toBe(kind);
	});

	it.each(['src/index.ts', 'src/contest.ts', 'latest/app.js', 'src/attestation.py', '.env.example', 'id_rsa.pub', 'tsconfig.json'])('leaves ordinary %s unclassified', (path) => {
		expect(classifyFile(path)).toBeNull();
	});
});

describe('env and test paths', () => {
	it('treats templates of environment files as safe to commit', () => {
		expect(['.env', '.env.local', '.env.production', 'app/.env.development'].every(isEnvFile)).toBe(true);
		expect(['.env.example', '.env.sample', '.env.template', 'app/.env.dist', '.envrc', 'env.ts'].some(isEnvFile)).toBe(false);
	});

	it('recognises test folders only as whole path segments', () => {
		expect(isTestPath('src/test/resources/data.json')).toBe(true);
		expect(isTestPath('src/testimonials/list.ts')).toBe(false);
		expect(isTestPath('latest/index.js')).toBe(false);
	});
});

describe('keyFiles', () => {
	const tree = (paths: string[]): RepoFile[] => paths.map((path) => ({ path, size: 100 }));

	it('lists root files before deeper ones and the README first among them', () => {
		const paths = keyFiles(tree(['packages/app/package.json', 'src/index.ts', 'package.json', 'LICENSE', 'README.md', '.github/workflows/ci.yml', 'docs/README.md']));
		expect(paths).toEqual(['README.md', 'LICENSE', 'package.json', '.github/workflows/ci.yml', 'docs/README.md', 'packages/app/package.json']);
	});

	it('never reads inside vendored folders or too deep, and stops at the limit', () => {
		const paths = keyFiles(tree(['node_modules/react/package.json', 'vendor/lib/composer.json', 'a/b/c/d/package.json', 'README.md', 'go.mod', 'Dockerfile']), 2);
		expect(paths).toEqual(['README.md', 'go.mod']);
	});

	it('includes .npmrc (a token may be written in it) and tsconfig.json', () => {
		expect(keyFiles(tree(['.npmrc', 'tsconfig.json', 'src/main.ts']))).toEqual(['.npmrc', 'tsconfig.json']);
	});
});
