import type { FileKind } from './types';

/** The last segment of a path: "src/app/README.md" → "README.md". */
export const baseName = (path: string): string => path.slice(path.lastIndexOf('/') + 1);

/** How many folders deep a path sits: "README.md" is 0, "docs/intro.md" is 1. */
export const depthOf = (path: string): number => path.split('/').length - 1;

/** The lower-case extension without the dot, or '' ("Dockerfile", ".env"). */
export function extensionOf(path: string): string {
	const name = baseName(path);
	const dot = name.lastIndexOf('.');
	return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

const README = /^readme(?:\.[a-z0-9]+)?$/i;
// LICENSE-MIT and LICENSE-APACHE are how dual-licensed Rust crates write it.
const LICENSE = /^(?:licen[cs]e|copying|unlicense)(?:[-._][a-z0-9.-]+)?$/i;
const CONTRIBUTING = /^contributing(?:\.[a-z0-9]+)?$/i;
const CODE_OF_CONDUCT = /^code[-_]of[-_]conduct(?:\.[a-z0-9]+)?$/i;
const SECURITY_POLICY = /^security(?:\.md|\.rst|\.txt)?$/i;
const CHANGELOG = /^(?:changelog|changes|history|releases)(?:\.(?:md|rst|txt|adoc))?$/i;

const MANIFESTS = new Set([
	'package.json',
	'pyproject.toml',
	'pipfile',
	'setup.py',
	'setup.cfg',
	'environment.yml',
	'go.mod',
	'cargo.toml',
	'pom.xml',
	'build.gradle',
	'build.gradle.kts',
	'gemfile',
	'composer.json',
	'pubspec.yaml',
	'mix.exs',
	'package.swift',
	'deno.json'
]);
const REQUIREMENTS = /^requirements(?:[-_.][a-z0-9_-]+)?\.(?:txt|in)$/i;
const PROJECT_FILE = /\.(?:csproj|fsproj|vbproj)$/i;

const LOCKFILES = new Set([
	'package-lock.json',
	'npm-shrinkwrap.json',
	'yarn.lock',
	'pnpm-lock.yaml',
	'bun.lockb',
	'bun.lock',
	'deno.lock',
	'poetry.lock',
	'pipfile.lock',
	'uv.lock',
	'pdm.lock',
	'go.sum',
	'cargo.lock',
	'gemfile.lock',
	'composer.lock',
	'packages.lock.json',
	'gradle.lockfile',
	'pubspec.lock',
	'mix.lock',
	'package.resolved'
]);

const CONTAINER = /^(?:(?:docker|container)file(?:\.[\w.-]+)?|[\w.-]+\.dockerfile|(?:docker-)?compose(?:\.[\w-]+)?\.ya?ml)$/i;

// Gitea and Forgejo run the same workflow format as GitHub, from their own folders.
const CI_WORKFLOW = /^\.(?:github|gitea|forgejo)\/workflows\/[^/]+\.ya?ml$/i;
const CI_FILES = new Set([
	'.gitlab-ci.yml',
	'.circleci/config.yml',
	'jenkinsfile',
	'.travis.yml',
	'azure-pipelines.yml',
	'bitbucket-pipelines.yml',
	'.drone.yml',
	'.woodpecker.yml',
	'appveyor.yml',
	'.appveyor.yml'
]);

/** A continuous-integration configuration at the place its service reads it. */
export function isCiPath(path: string): boolean {
	return CI_WORKFLOW.test(path) || CI_FILES.has(path.toLowerCase()) || /^\.woodpecker\/[^/]+\.ya?ml$/i.test(path);
}

const TEST_DIRS = new Set(['test', 'tests', '__tests__', 'spec', 'specs', 'e2e', 'cypress', 'testing']);
const TEST_FILE = [
	/_test\.(?:go|py|rs|exs|dart|cpp|cc|c)$/i,
	/\.(?:test|spec)\.[cm]?[jt]sx?$/i,
	/\.(?:test|spec)\.(?:svelte|vue)$/i,
	/^test_[^/]+\.py$/i,
	/_spec\.rb$/i,
	/(?:Test|Tests|IT)\.(?:java|kt|scala|groovy|cs|fs)$/,
	/Tests?\.swift$/,
	/Test\.php$/
];

/** Whether a path is a test by the conventions of the common ecosystems (folders or file names). */
export function isTestPath(path: string): boolean {
	const segments = path.split('/');
	const name = segments.pop() ?? '';
	if (segments.some((segment) => TEST_DIRS.has(segment.toLowerCase()))) return true;
	return TEST_FILE.some((pattern) => pattern.test(name));
}

const DOCS_DIRS = new Set(['docs', 'doc', 'documentation', 'wiki']);
const DOCS_SITE = /^(?:mkdocs\.ya?ml|docusaurus\.config\.[cm]?[jt]s|book\.toml|\.readthedocs\.ya?ml|antora\.yml)$/i;

// Templates hold names, not values: they are meant to be committed.
const ENV_TEMPLATE = /\.(?:example|sample|template|dist|defaults|schema)$/i;
const ENV_FILE = /^\.env(?:\.[\w.-]+)?$/i;

/** A committed environment file with real values (".env.local"), not a template (".env.example"). */
export function isEnvFile(path: string): boolean {
	const name = baseName(path);
	return ENV_FILE.test(name) && !ENV_TEMPLATE.test(name);
}

// Values for a developer's own machine or a test run: usually no real credentials, sometimes some.
const LOCAL_ENV = /^\.env\.(?:development|dev|test|testing|ci)$/i;

/** An environment file meant for development or tests (".env.test"), a lesser risk than ".env.production". */
export const isLocalEnvFile = (path: string): boolean => LOCAL_ENV.test(baseName(path));

const SECRET_NAMES = new Set(['id_rsa', 'id_dsa', 'id_ecdsa', 'id_ed25519', 'credentials.json', '.netrc', '.pgpass', '.htpasswd']);
const SECRET_EXTENSIONS = new Set(['pem', 'p12', 'pfx', 'jks', 'keystore', 'ppk']);

/** A file whose very kind holds a key or a password: an SSH key, a certificate store, a credentials file. */
export function isSecretFile(path: string): boolean {
	const name = baseName(path).toLowerCase();
	return SECRET_NAMES.has(name) || SECRET_EXTENSIONS.has(extensionOf(name));
}

// Pip's requirements split by environment in their own folder: requirements/base.txt, requirements/dev.in.
const REQUIREMENTS_FOLDER = /(?:^|\/)requirements\/[\w.-]+\.(?:txt|in)$/i;

/** Whether the path is a dependency manifest (package.json, go.mod, *.csproj…). */
export function isManifest(path: string): boolean {
	const name = baseName(path);
	return MANIFESTS.has(name.toLowerCase()) || REQUIREMENTS.test(name) || REQUIREMENTS_FOLDER.test(path) || PROJECT_FILE.test(name);
}

// Folders of test data: a manifest in them describes a fixture, not the project.
const FIXTURE_DIRS = new Set([...TEST_DIRS, 'fixtures', '__fixtures__', 'testdata', 'test-fixtures', 'test_fixtures', 'test-data', 'test_data']);

/** Whether a path lies inside a folder of tests or test fixtures (tests/, e2e/, fixtures/, testdata/). */
export function inTestFolder(path: string): boolean {
	return path
		.split('/')
		.slice(0, -1)
		.some((segment) => FIXTURE_DIRS.has(segment.toLowerCase()));
}

/**
 * What a file is, for the repository's scorecards and the list of files of note; null for
 * ordinary code. Names outrank folders: "tests/README.md" is a readme, "docs/package.json" a
 * manifest.
 */
export function classifyFile(path: string): FileKind | null {
	const name = baseName(path);
	const lower = name.toLowerCase();
	if (isSecretFile(path)) return 'secret_file';
	if (isEnvFile(path)) return 'env_file';
	if (README.test(name)) return 'readme';
	if (LICENSE.test(name)) return 'license';
	if (isManifest(path)) return 'manifest';
	if (LOCKFILES.has(lower)) return 'lockfile';
	if (CONTAINER.test(name)) return 'container';
	if (isCiPath(path)) return 'ci';
	if (CONTRIBUTING.test(name)) return 'contributing';
	if (CODE_OF_CONDUCT.test(name)) return 'code_of_conduct';
	if (SECURITY_POLICY.test(name)) return 'security_policy';
	if (CHANGELOG.test(name)) return 'changelog';
	if (isTestPath(path)) return 'tests';
	if (DOCS_SITE.test(name) || path.split('/').slice(0, -1).some((segment) => DOCS_DIRS.has(segment.toLowerCase()))) return 'docs';
	return null;
}

/**
 * Where GitHub, GitLab and Gitea look for a community file besides the root: the readme or
 * CONTRIBUTING shown on a repository's page may live in `.github/` or `docs/`.
 */
export function isCommunityPlace(path: string): boolean {
	const folder = path.slice(0, Math.max(0, path.lastIndexOf('/'))).toLowerCase();
	return folder === '' || folder === '.github' || folder === 'docs' || folder === '.gitlab' || folder === '.gitea';
}
