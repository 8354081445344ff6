import { baseName, classifyFile, depthOf, inTestFolder, isCiPath } from './file-kinds';
import type { FileKind, RepoFile } from './types';

/**
 * Folders whose files are someone else's code or a build's output: nothing in them is evidence of
 * the author's work, and reading them would waste the fetch budget.
 */
export const IGNORED_DIRS = new Set([
	'.git',
	'node_modules',
	'bower_components',
	'vendor',
	'dist',
	'build',
	'out',
	'.venv',
	'venv',
	'__pycache__',
	'.tox',
	'.mypy_cache',
	'.pytest_cache',
	'target',
	'.gradle',
	'.next',
	'.nuxt',
	'.svelte-kit',
	'.terraform',
	'.cache',
	'coverage'
]);

/** Whether a path lies inside one of IGNORED_DIRS. */
export function inIgnoredDir(path: string): boolean {
	return path
		.split('/')
		.slice(0, -1)
		.some((segment) => IGNORED_DIRS.has(segment));
}

// Read first what the analysis learns most from: the README and license decide two risks and
// most of two scorecards, manifests give the strongest evidence, CI files tell whether tests run.
const PRIORITY: Partial<Record<FileKind, number>> = {
	readme: 0,
	license: 1,
	manifest: 2,
	ci: 3,
	container: 4,
	contributing: 5,
	security_policy: 6,
	code_of_conduct: 7,
	changelog: 8
};

// Files with no kind of their own that still feed evidence or a risk. A Gradle version catalog
// names what `libs.x` in a build means, and pnpm's workspace file which package.json are the project's.
const EXTRA = new Map<string, number>([
	['libs.versions.toml', 2],
	['pnpm-workspace.yaml', 2],
	['tsconfig.json', 9],
	['mkdocs.yml', 9],
	['.npmrc', 9]
]);

// A manifest deeper than this is usually an example or a fixture, not the project.
const MAX_DEPTH = 3;

function rankOf(path: string): number | undefined {
	const kind = classifyFile(path);
	// A manifest among tests (e2e/app/package.json, tests/fixtures/x/pyproject.toml) is a fixture's:
	// fetching it would spend the budget on what the facts leave out.
	if (kind === 'manifest' && inTestFolder(path)) return undefined;
	if (kind && PRIORITY[kind] !== undefined) return PRIORITY[kind];
	return EXTRA.get(baseName(path).toLowerCase());
}

/**
 * Which paths to fetch for the analysis: the README, license, manifests, CI and community files,
 * root ones first, then shallower ones, never more than `limit`. CI files count as root files
 * wherever their service keeps them (`.github/workflows/ci.yml`).
 */
export function keyFiles(tree: RepoFile[], limit = 40): string[] {
	const candidates: { path: string; depth: number; rank: number }[] = [];
	for (const file of tree) {
		if (file.kind === 'dir' || inIgnoredDir(file.path)) continue;
		const rank = rankOf(file.path);
		if (rank === undefined) continue;
		const depth = isCiPath(file.path) ? 0 : depthOf(file.path);
		if (depth > MAX_DEPTH) continue;
		candidates.push({ path: file.path, depth, rank });
	}
	candidates.sort((a, b) => a.depth - b.depth || a.rank - b.rank || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
	return candidates.slice(0, Math.max(0, limit)).map((candidate) => candidate.path);
}
