/**
 * Manifests that point at other files: a package.json's `workspaces` (or pnpm-workspace.yaml's
 * `packages`) name the folders whose package.json are the project's own, a requirements file's
 * `-r other.txt` includes another. Which files those are, so the adapters fetch them after the key
 * files and the facts count their dependencies, and no folder of test fixtures is taken for the
 * project.
 */
import { baseName } from '../../engine/repository-files/file-kinds';
import { includedPath, isRequirementsPath } from './python-manifests';
import { splitLines } from './text-lines';
import type { RepoFile } from './types';

/** More files than this named by workspaces or includes are not fetched (a monorepo of 400 packages shows its stack in 100). */
export const MAX_FOLLOW_UPS = 100;

/** The workspace globs a root declares: package.json `workspaces` (a list, or `{ packages }`) or pnpm-workspace.yaml `packages:`. */
export function workspaceGlobs(path: string, text: string): string[] {
	const name = baseName(path).toLowerCase();
	if (name === 'package.json') {
		let data: unknown;
		try {
			data = JSON.parse(text);
		} catch {
			return [];
		}
		const workspaces = (data as { workspaces?: unknown } | null)?.workspaces;
		const list = Array.isArray(workspaces) ? workspaces : (workspaces as { packages?: unknown } | undefined)?.packages;
		return Array.isArray(list) ? list.filter((glob): glob is string => typeof glob === 'string') : [];
	}
	if (name === 'pnpm-workspace.yaml') {
		const globs: string[] = [];
		let inPackages = false;
		for (const line of splitLines(text)) {
			if (/^\S/.test(line)) inPackages = /^packages\s*:/.test(line);
			else if (inPackages) {
				const item = /^\s*-\s*["']?([^"'#]+?)["']?\s*(?:#.*)?$/.exec(line);
				if (item) globs.push(item[1]);
			}
		}
		return globs;
	}
	return [];
}

/** A workspace glob ("packages/*", "apps/**", "!packages/legacy") as a test of a folder path. */
function globTest(root: string, glob: string): RegExp {
	const pattern = glob.replace(/^\.\//, '').replace(/\/+$/, '');
	let source = '';
	for (let i = 0; i < pattern.length; i++) {
		const char = pattern[i];
		if (char === '*' && pattern[i + 1] === '*') {
			source += '.*';
			i++;
			if (pattern[i + 1] === '/') i++;
		} else if (char === '*') source += '[^/]*';
		else if (char === '?') source += '[^/]';
		else source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
	}
	return new RegExp(`^${root ? `${root.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/` : ''}${source}$`);
}

const folderOf = (path: string) => path.slice(0, Math.max(0, path.lastIndexOf('/')));

/** The package.json files of the tree that the fetched workspace roots declare as their workspaces. */
export function workspaceManifests(paths: readonly string[], contents: Readonly<Record<string, string>>): Set<string> {
	const found = new Set<string>();
	const manifests = paths.filter((path) => baseName(path) === 'package.json');
	for (const [rootPath, text] of Object.entries(contents)) {
		const globs = workspaceGlobs(rootPath, text);
		if (globs.length === 0) continue;
		const root = folderOf(rootPath);
		const include = globs.filter((glob) => !glob.startsWith('!')).map((glob) => globTest(root, glob));
		const exclude = globs.filter((glob) => glob.startsWith('!')).map((glob) => globTest(root, glob.slice(1)));
		for (const path of manifests) {
			const folder = folderOf(path);
			if (path !== rootPath && include.some((test) => test.test(folder)) && !exclude.some((test) => test.test(folder))) found.add(path);
		}
	}
	return found;
}

// `-r other.txt`, `--requirement other.txt`, `--requirement=other.txt`.
const INCLUDE_LINE = /^\s*(?:-r|--requirement)(?:\s*=\s*|\s+|(?=\S))(\S+)/;

/** The files fetched requirements files include (`-r other.txt`), inside the repository. */
function requirementIncludes(contents: Readonly<Record<string, string>>): Set<string> {
	const found = new Set<string>();
	for (const [path, text] of Object.entries(contents)) {
		if (!isRequirementsPath(path)) continue;
		for (const line of splitLines(text)) {
			const include = INCLUDE_LINE.exec(line);
			const target = include ? includedPath(path, include[1]) : null;
			if (target) found.add(target);
		}
	}
	return found;
}

/**
 * What to fetch after the key files: the workspaces' package.json and the requirements files the
 * fetched ones include, that are in the tree and not fetched yet, shallow first, at most
 * MAX_FOLLOW_UPS. An included file may include another: the adapters ask again until none is new.
 */
export function manifestFollowUps(tree: readonly RepoFile[], contents: Readonly<Record<string, string>>, limit = MAX_FOLLOW_UPS): string[] {
	const paths = tree.filter((file) => file.kind !== 'dir').map((file) => file.path);
	const inTree = new Set(paths);
	const wanted = new Set([...workspaceManifests(paths, contents), ...requirementIncludes(contents)]);
	return [...wanted]
		.filter((path) => inTree.has(path) && !Object.hasOwn(contents, path))
		.sort((a, b) => a.split('/').length - b.split('/').length || (a < b ? -1 : a > b ? 1 : 0))
		.slice(0, Math.max(0, limit));
}
