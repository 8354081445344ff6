/**
 * Rumo's manifest readers against the manifests of real projects (tests/fixtures/manifests, each
 * folder's source, commit and licence in its README.md). The truth is computed here by real
 * parsers — JSON.parse, smol-toml (TOML 1.0), saxes (XML) — reading the same files by the same
 * rules the readers document; go.mod and Gradle scripts have no parser in JavaScript, so their
 * truth is read by the grammar (go.mod) or from every catalog reference and coordinate the script
 * holds (Gradle), as said at each. Rumo must find at least 99% of every project's dependencies and
 * invent none.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { SaxesParser } from 'saxes';
import { parse as parseToml } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../../../../tests/fixtures/paths.mjs';
import { repositoryFacts } from './facts';
import { manifestFollowUps } from './follow-ups';
import { repo } from './fixtures.test-helpers';
import { keyFiles } from '../../engine/repository-files/key-files';

const ROOT = join(FIXTURES, 'manifests');
const NOT_MANIFESTS = /^(?:LICENSE.*|COPYING|UNLICENSE|README\.md)$/;

/** Every manifest of a project's folder, by its path in the project. */
function filesOf(project: string): Record<string, string> {
	const base = join(ROOT, project);
	const files: Record<string, string> = {};
	const walk = (dir: string) => {
		for (const name of readdirSync(dir).sort()) {
			const path = join(dir, name);
			if (statSync(path).isDirectory()) walk(path);
			else if (!NOT_MANIFESTS.test(name)) files[relative(base, path).split(sep).join('/')] = readFileSync(path, 'utf8');
		}
	};
	walk(base);
	return files;
}

type Table = Record<string, unknown>;
const isTable = (value: unknown): value is Table => typeof value === 'object' && value !== null && !Array.isArray(value);
const tableAt = (data: unknown, ...keys: string[]): Table => {
	let value = data;
	for (const key of keys) value = isTable(value) ? value[key] : undefined;
	return isTable(value) ? value : {};
};

// ---------------------------------------------------------------------------------------------
// The truth, by real parsers

/** package.json: the keys of its four dependency sections. */
function npmTruth(text: string): string[] {
	const data = JSON.parse(text);
	return ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'].flatMap((section) => Object.keys(tableAt(data, section)));
}

/** Cargo.toml: each dependency table's keys, at the root, under `target.<cfg>` and `workspace`; a renamed one by its `package`. */
function cargoTruth(text: string): string[] {
	const data = parseToml(text);
	const tables = ['dependencies', 'dev-dependencies', 'build-dependencies'];
	const found: string[] = [];
	const read = (table: Table) => {
		for (const [key, value] of Object.entries(table)) found.push(isTable(value) && typeof value.package === 'string' ? value.package : key);
	};
	for (const table of tables) read(tableAt(data, table));
	for (const target of Object.values(tableAt(data, 'target'))) for (const table of tables) read(tableAt(target, table));
	read(tableAt(data, 'workspace', 'dependencies'));
	return found;
}

/** A PEP 508 requirement's name: the name always comes first. Strings that name nothing (`-e .`) are none. */
const requirementName = (spec: string) => /^\s*([A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?)/.exec(spec)?.[1] ?? null;

/** pyproject.toml: PEP 621, PEP 735, Poetry, PDM and uv, as python-manifests.ts documents them. */
function pyprojectTruth(text: string): string[] {
	const data = parseToml(text);
	const strings = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
	const specs = [
		...strings(tableAt(data, 'project').dependencies),
		...Object.values(tableAt(data, 'project', 'optional-dependencies')).flatMap(strings),
		...Object.values(tableAt(data, 'dependency-groups')).flatMap(strings),
		...Object.values(tableAt(data, 'tool', 'pdm', 'dev-dependencies')).flatMap(strings),
		...strings(tableAt(data, 'tool', 'uv')['dev-dependencies'])
	];
	const poetry = tableAt(data, 'tool', 'poetry');
	const poetryTables = [tableAt(poetry, 'dependencies'), tableAt(poetry, 'dev-dependencies'), ...Object.values(tableAt(poetry, 'group')).map((group) => tableAt(group, 'dependencies'))];
	const names = poetryTables.flatMap((table) => Object.keys(table).filter((name) => name.toLowerCase() !== 'python'));
	return [...specs.map(requirementName).filter((name): name is string => name !== null), ...names];
}

type XmlNode = { name: string; children: XmlNode[]; text: string };

function parseXml(text: string): XmlNode {
	const parser = new SaxesParser({ xmlns: true });
	const root: XmlNode = { name: '#document', children: [], text: '' };
	const stack: XmlNode[] = [root];
	parser.on('opentag', (tag) => {
		const node: XmlNode = { name: tag.local, children: [], text: '' };
		stack[stack.length - 1].children.push(node);
		stack.push(node);
	});
	parser.on('text', (value) => {
		stack[stack.length - 1].text += value;
	});
	parser.on('closetag', () => {
		stack.pop();
	});
	parser.write(text).close();
	return root;
}

const child = (node: XmlNode | undefined, name: string) => node?.children.find((item) => item.name === name);
const children = (node: XmlNode | undefined, ...path: string[]): XmlNode[] => {
	let nodes = node ? [node] : [];
	for (const name of path) nodes = nodes.flatMap((item) => item.children.filter((next) => next.name === name));
	return nodes;
};

/**
 * pom.xml by the decisions jvm-manifests.ts documents: the project's and its profiles'
 * dependencies, its parent, its build and reporting plugins and the dependencies those plugins
 * declare; not `<dependencyManagement>` nor `<pluginManagement>`.
 */
function pomTruth(text: string): string[] {
	const project = child(parseXml(text), 'project');
	const coordinate = (node: XmlNode, plugin: boolean) => {
		const group = child(node, 'groupId')?.text.trim() || (plugin ? 'org.apache.maven.plugins' : '');
		const artifact = child(node, 'artifactId')?.text.trim() ?? '';
		return group ? `${group}:${artifact}` : artifact;
	};
	const scopes = project ? [project, ...children(project, 'profiles', 'profile')] : [];
	const found: string[] = [];
	for (const scope of scopes) {
		for (const dependency of children(scope, 'dependencies', 'dependency')) found.push(coordinate(dependency, false));
		for (const plugin of [...children(scope, 'build', 'plugins', 'plugin'), ...children(scope, 'reporting', 'plugins', 'plugin')]) {
			found.push(coordinate(plugin, true));
			for (const dependency of children(plugin, 'dependencies', 'dependency')) found.push(coordinate(dependency, false));
		}
	}
	const parent = child(project, 'parent');
	if (parent) found.push(coordinate(parent, false));
	return found;
}

/**
 * go.mod by its grammar (golang.org/x/mod/modfile): a `require` verb with one requirement on its
 * line or a parenthesised block of them; a requirement whose comment starts with the word
 * "indirect" is not a direct dependency. Tokens are read one by one, quoted module paths too.
 */
function goTruth(text: string): { direct: string[]; indirect: string[] } {
	const direct: string[] = [];
	const indirect: string[] = [];
	let verb: string | null = null;
	for (const raw of text.split('\n')) {
		const cut = raw.indexOf('//');
		const comment = cut >= 0 ? raw.slice(cut + 2).trim() : '';
		const tokens = (cut >= 0 ? raw.slice(0, cut) : raw).trim().split(/\s+/).filter(Boolean);
		if (tokens.length === 0) continue;
		if (verb) {
			if (tokens[0] === ')') {
				verb = null;
				continue;
			}
		} else if (tokens[tokens.length - 1] === '(') {
			verb = tokens[0];
			continue;
		}
		const requirement = verb === 'require' ? tokens : !verb && tokens[0] === 'require' ? tokens.slice(1) : null;
		if (!requirement || requirement.length !== 2) continue;
		const path = requirement[0].replace(/^"|"$/g, '');
		(/^indirect(?:;|$)/.test(comment) ? indirect : direct).push(path);
	}
	return { direct, indirect };
}

/**
 * Gradle scripts are programs, and JavaScript has no parser for them: the truth is every version
 * catalog reference the script's text holds (`libs.x.y`, `libs.bundles.z`, `alias(libs.plugins.p)`),
 * resolved through gradle/libs.versions.toml as smol-toml parses it, every quoted "group:artifact"
 * coordinate in a call inside a `dependencies { }` block, every `kotlin("x")` dependency and every
 * plugin `id`. Comments are left out first.
 */
function gradleTruth(text: string, catalogText: string | null): string[] {
	const catalog = catalogText ? parseToml(catalogText) : {};
	const accessor = (alias: string) => alias.replace(/[-_]/g, '.');
	const libraries = new Map<string, string>();
	for (const [alias, value] of Object.entries(tableAt(catalog, 'libraries'))) {
		if (typeof value === 'string') libraries.set(accessor(alias), value.split(':').slice(0, 2).join(':'));
		else if (isTable(value)) libraries.set(accessor(alias), typeof value.module === 'string' ? value.module : `${value.group}:${value.name}`);
	}
	const bundles = new Map(Object.entries(tableAt(catalog, 'bundles')).map(([alias, members]) => [accessor(alias), (members as string[]).map(accessor)]));
	const plugins = new Map(Object.entries(tableAt(catalog, 'plugins')).map(([alias, value]) => [accessor(alias), typeof value === 'string' ? value.split(':')[0] : String((value as Table).id)]));
	const longest = <T,>(map: Map<string, T>, reference: string): T | undefined => {
		const parts = reference.split('.');
		for (let length = parts.length; length > 0; length--) if (map.has(parts.slice(0, length).join('.'))) return map.get(parts.slice(0, length).join('.'));
		return undefined;
	};
	const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:"])\/\/.*$/gm, '$1');
	const found: string[] = [];
	for (const match of code.matchAll(/\blibs\.([A-Za-z0-9_.]+)/g)) {
		const reference = match[1];
		if (reference.startsWith('versions.')) continue;
		if (reference.startsWith('plugins.')) {
			const id = longest(plugins, reference.slice(8));
			if (id) found.push(id);
		} else if (reference.startsWith('bundles.')) {
			for (const member of longest(bundles, reference.slice(8)) ?? []) found.push(libraries.get(member)!);
		} else {
			const library = longest(libraries, reference);
			if (library) found.push(library);
		}
	}
	let depth = 0;
	let pluginsBlock = -1;
	const dependencyBlocks: number[] = [];
	for (const line of code.split('\n')) {
		if (dependencyBlocks.length && depth >= dependencyBlocks[dependencyBlocks.length - 1]) {
			const coordinate = /^\s*\w+\s*\(?\s*(?:platform\s*\(\s*)?["']([\w.-]+):([\w.-]+)[:"'@]/.exec(line);
			if (coordinate) found.push(`${coordinate[1]}:${coordinate[2]}`);
			const kotlin = /^\s*\w+\s*\(\s*kotlin\s*\(\s*"([\w.-]+)"/.exec(line);
			if (kotlin) found.push(`org.jetbrains.kotlin:kotlin-${kotlin[1]}`);
		}
		const plugin = /^\s*id\s*\(?\s*["']([\w.-]+)["']/.exec(line);
		if (plugin) found.push(plugin[1]);
		// In `plugins { }`, kotlin("jvm") is the Kotlin DSL's id("org.jetbrains.kotlin.jvm").
		const kotlinPlugin = depth === pluginsBlock ? /^\s*kotlin\s*\(\s*"([\w.-]+)"\s*\)/.exec(line) : null;
		if (kotlinPlugin) found.push(`org.jetbrains.kotlin.${kotlinPlugin[1]}`);
		for (const char of line.replace(/"[^"]*"|'[^']*'/g, '')) {
			if (char === '{') {
				depth++;
				if (/^\s*plugins\s*\{/.test(line)) pluginsBlock = depth;
				if (/\bdependencies\s*\{/.test(line)) dependencyBlocks.push(depth);
			} else if (char === '}') {
				if (dependencyBlocks[dependencyBlocks.length - 1] === depth) dependencyBlocks.pop();
				if (pluginsBlock === depth) pluginsBlock = -1;
				depth--;
			}
		}
	}
	return found;
}

// ---------------------------------------------------------------------------------------------
// The comparison

/** The truth of one manifest, or null for a file that is no manifest here (the catalog). */
function truthOf(path: string, text: string, files: Record<string, string>): string[] | null {
	const name = path.slice(path.lastIndexOf('/') + 1);
	if (name === 'package.json') return npmTruth(text);
	if (name === 'Cargo.toml') return cargoTruth(text);
	if (name === 'pyproject.toml') return pyprojectTruth(text);
	if (name === 'pom.xml') return pomTruth(text);
	if (name === 'go.mod') return goTruth(text).direct;
	if (name === 'build.gradle' || name === 'build.gradle.kts') return gradleTruth(text, files['gradle/libs.versions.toml'] ?? null);
	return null;
}

/** How much of `truth` `found` has, and what `found` has that `truth` has not (both as multisets). */
function compare(truth: string[], found: string[]): { matched: number; invented: string[]; missed: string[] } {
	const left = new Map<string, number>();
	for (const item of truth) left.set(item, (left.get(item) ?? 0) + 1);
	const invented: string[] = [];
	for (const item of found) {
		const count = left.get(item) ?? 0;
		if (count > 0) left.set(item, count - 1);
		else invented.push(item);
	}
	const missed = [...left.entries()].flatMap(([item, count]) => Array.from({ length: count }, () => item));
	return { matched: truth.length - missed.length, invented, missed };
}

/** Rumo's dependencies of a project from the given texts, as "path name". */
function rumoDependencies(files: Record<string, string>, contents: Record<string, string> = files): string[] {
	const input = repo({ files });
	input.contents = contents;
	return repositoryFacts(input).dependencies.map((dependency) => `${dependency.path} ${dependency.name}`);
}

/** The project's manifests a root's workspaces name (jest: packages/*, website, examples/*), by listing folders. */
function workspaceFolders(files: Record<string, string>): Set<string> | null {
	const globs: unknown = JSON.parse(files['package.json'] ?? '{}').workspaces;
	if (!Array.isArray(globs)) return null;
	const folders = new Set<string>(['']);
	const paths = Object.keys(files);
	for (const glob of globs as string[]) {
		const pattern = new RegExp(`^${glob.replace(/\./g, '\\.').replace(/\*/g, '[^/]+')}/package\\.json$`);
		for (const path of paths) if (pattern.test(path)) folders.add(path.slice(0, path.lastIndexOf('/')));
	}
	return folders;
}

const PROJECTS: { folder: string; language: string }[] = [
	{ folder: 'prometheus', language: 'Go' },
	{ folder: 'spring-petclinic', language: 'Java (Maven and Gradle)' },
	{ folder: 'okhttp', language: 'Kotlin (Gradle Kotlin DSL, version catalog)' },
	{ folder: 'ripgrep', language: 'Rust (Cargo workspace)' },
	{ folder: 'fastapi', language: 'Python (PEP 621, PEP 735)' },
	{ folder: 'poetry', language: 'Python (PEP 621, Poetry groups)' },
	{ folder: 'typeorm', language: 'TypeScript' },
	{ folder: 'jest', language: 'TypeScript monorepo (workspaces)' }
];

describe('the manifests of real projects', () => {
	const rows: string[] = [];

	it.each(PROJECTS)('finds at least 99% of the dependencies of $folder ($language) and invents none', ({ folder }) => {
		const files = filesOf(folder);
		const workspaces = workspaceFolders(files);
		const truth: string[] = [];
		for (const [path, text] of Object.entries(files)) {
			// A monorepo's manifests outside its workspaces are test fixtures (jest's e2e/): none of its dependencies.
			if (workspaces && !workspaces.has(path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '')) continue;
			for (const name of truthOf(path, text, files) ?? []) truth.push(`${path} ${name}`);
		}
		const found = rumoDependencies(files);
		const { matched, invented, missed } = compare(truth, found);
		rows.push(`${folder}: ${matched}/${truth.length} found, ${invented.length} invented`);
		expect(truth.length).toBeGreaterThan(0);
		expect(invented, 'invented').toEqual([]);
		expect(matched / truth.length, `missed: ${missed.join(', ')}`).toBeGreaterThanOrEqual(0.99);
	});

	it('reads every workspace of the monorepo as a host would fetch it: the key files, then what they point at', () => {
		const files = filesOf('jest');
		const tree = Object.keys(files).map((path) => ({ path, size: files[path].length, kind: 'file' as const }));
		const contents: Record<string, string> = {};
		for (const path of keyFiles(tree)) contents[path] = files[path];
		for (let more = manifestFollowUps(tree, contents); more.length; more = manifestFollowUps(tree, contents)) for (const path of more) contents[path] = files[path];
		expect(rumoDependencies(files, contents).sort()).toEqual(rumoDependencies(files).sort());
		expect(Object.keys(contents).some((path) => path.startsWith('e2e/'))).toBe(false);
	});

	it('leaves out what go.mod marks indirect, and the module lists it in full', () => {
		const { direct, indirect } = goTruth(filesOf('prometheus')['go.mod']);
		expect(indirect.length).toBeGreaterThan(0);
		const found = rumoDependencies(filesOf('prometheus')).map((item) => item.slice('go.mod '.length));
		expect(found.filter((name) => indirect.includes(name) && !direct.includes(name))).toEqual([]);
		rows.push(`prometheus go.mod: ${direct.length} direct, ${indirect.length} indirect left out`);
		console.info(`Real manifests (tests/fixtures/manifests):\n  ${rows.join('\n  ')}`);
	});
});
