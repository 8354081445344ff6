/**
 * The import graph of the repository and the rules docs/architecture.md states, as pure functions
 * over that graph, so tests/architecture.test.ts can run them on the real tree and on tiny graphs
 * built by hand (to prove each rule can fail).
 *
 * Imports are read with TypeScript's own pre-processor: `import`, `import type`, `export … from`,
 * `import()` and `require()` — type-only ones included, since a type-only circle still ties files.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import ts from 'typescript';

/** File → the repository files it imports (packages are left out). Paths are repository-relative, with '/'. */
export type Graph = Map<string, string[]>;

const SOURCE = /\.(ts|mts|mjs|js|svelte)$/;
const SKIP_DIRS = new Set(['node_modules', 'build', 'build-demo', 'fixtures', 'testdata', 'corpus']);

export function sourceFiles(root: string, dirs: readonly string[]): string[] {
	const out: string[] = [];
	const walk = (dir: string) => {
		for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
			if (entry.name.startsWith('.') || SKIP_DIRS.has(entry.name)) continue;
			const path = `${dir}/${entry.name}`;
			if (entry.isDirectory()) walk(path);
			else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path);
		}
	};
	for (const dir of dirs) if (existsSync(join(root, dir))) walk(dir);
	return out.sort();
}

/** The module specifiers a file names; a .svelte file's `<script>` blocks only. */
export function specifiersOf(path: string, text: string): string[] {
	const code = path.endsWith('.svelte') ? [...text.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n') : text;
	return ts.preProcessFile(code, true, true).importedFiles.map((file) => file.fileName);
}

const ALIASES: [string, string][] = [
	['$lib/', 'src/lib/'],
	['$core/', 'worker/core/']
];

/** The repository file a specifier names, or null for a package (or a virtual module such as `$app/…`). */
export function resolveSpecifier(from: string, specifier: string, isFile: (path: string) => boolean): string | null {
	const bare = specifier.replace(/\?.*$/, '');
	let base: string | null = null;
	for (const [alias, dir] of ALIASES) if (bare.startsWith(alias)) base = dir + bare.slice(alias.length);
	if (bare.startsWith('.')) base = normalize(join(dirname(from), bare)).replaceAll('\\', '/');
	if (base === null) return null;
	const candidates = [base, `${base}.ts`, `${base}.svelte.ts`, base.replace(/\.js$/, '.ts'), `${base}/index.ts`, `${base}.js`, `${base}.mjs`];
	return candidates.find(isFile) ?? base;
}

export function readGraph(root: string, files: readonly string[]): Graph {
	const isFile = (path: string) => existsSync(join(root, path)) && statSync(join(root, path)).isFile();
	const graph: Graph = new Map();
	for (const file of files) {
		const targets = specifiersOf(file, readFileSync(join(root, file), 'utf8'))
			.map((specifier) => resolveSpecifier(file, specifier, isFile))
			.filter((target): target is string => target !== null);
		graph.set(file, [...new Set(targets)]);
	}
	return graph;
}

const edges = (graph: Graph, from: (file: string) => boolean) =>
	[...graph].filter(([file]) => from(file)).flatMap(([file, targets]) => targets.map((target) => [file, target] as const));

export const isTest = (file: string) => /\.(test|spec)\.[a-z]+$|\.test-helpers\.ts$|\/testdata\//.test(file) || file.startsWith('tests/');

// ------------------------------------------------------------------------------------------------
// (a) Walls between capabilities

/** Folders of worker/core that are the kernel, not capabilities: anyone may import their files. */
export const KERNEL_DIRS = ['engine', 'http', 'platform', 'testing'];
/** Files at worker/core's root: the kernel's env and version, and the composers. */
export const COMPOSERS = ['worker/core/app.ts', 'worker/core/db.ts', 'worker/core/tables.ts'];

/** The capability a worker/core path belongs to, or null for the kernel, the composers and anything else. */
export function capabilityOf(path: string): string | null {
	const match = /^worker\/core\/([^/]+)\//.exec(path);
	return match && !KERNEL_DIRS.includes(match[1]) ? match[1] : null;
}

/** A capability's doors: its index.ts and contract.ts; a test may also use its `*.test-helpers.ts`. */
function isDoor(target: string, capability: string, fromTest: boolean): boolean {
	const inside = target.slice(`worker/core/${capability}/`.length);
	return inside === 'index.ts' || inside === 'contract.ts' || /^[a-z-]+-contract\.ts$/.test(inside) || (fromTest && /\.test-helpers\.ts$/.test(inside));
}

/**
 * Every file of worker/ (kernel included) reaches another capability through its door only; the
 * composers (app.ts takes every capability's routes, db.ts every row type) are exempt.
 */
export function capabilityWalls(graph: Graph): string[] {
	return edges(graph, (file) => file.startsWith('worker/') && !COMPOSERS.includes(file))
		.filter(([file, target]) => {
			const to = capabilityOf(target);
			return to !== null && to !== capabilityOf(file) && !isDoor(target, to, isTest(file));
		})
		.map(([file, target]) => `${file} -> ${target}`);
}

// ------------------------------------------------------------------------------------------------
// (b) The engine is pure

/** engine/** imports engine/** and packages; its tests may also read the shared fixtures. */
export function engineWalls(graph: Graph): string[] {
	return edges(graph, (file) => file.startsWith('worker/core/engine/'))
		.filter(([file, target]) => !target.startsWith('worker/core/engine/') && !(isTest(file) && target.startsWith('tests/fixtures/')))
		.map(([file, target]) => `${file} -> ${target}`);
}

// ------------------------------------------------------------------------------------------------
// (c) The UI takes the core's schemas, contracts, topics and engine only, and the bridge

/**
 * What src/ may import from worker/: schemas (`schema.ts`, `*-schema.ts`), contracts, the change
 * topics, and the engine's code (not its test helpers): pure by rule (b) — no storage, no env, no
 * capability — so shared code by definition; the page runs the same text folding and the same file
 * rules (which files of a local folder to read, the secret scan) as the core.
 */
export const isUiDoor = (target: string) =>
	/^worker\/core\/.+\/(schema|contract|[a-z-]+-schema|[a-z-]+-contract)\.ts$/.test(target) ||
	target === 'worker/core/platform/topics.ts' ||
	(target.startsWith('worker/core/engine/') && !isTest(target));

/**
 * src/ files other than tests (a test may run the real core) that import any other file of worker/
 * than a door or one of the `bridge` files (the edge the page starts the core through).
 */
export function uiWalls(graph: Graph, bridge: readonly string[]): string[] {
	return edges(graph, (file) => file.startsWith('src/') && !isTest(file))
		.filter(([, target]) => target.startsWith('worker/') && !isUiDoor(target) && !bridge.includes(target))
		.map(([file, target]) => `${file} -> ${target}`);
}

// ------------------------------------------------------------------------------------------------
// (d) No import circles

/** The strongly connected groups of two or more files (Tarjan), each as its sorted files joined by ' '. */
export function importCycles(graph: Graph): string[] {
	let next = 0;
	const index = new Map<string, number>();
	const low = new Map<string, number>();
	const stack: string[] = [];
	const onStack = new Set<string>();
	const found: string[] = [];
	const visit = (file: string) => {
		index.set(file, next);
		low.set(file, next++);
		stack.push(file);
		onStack.add(file);
		for (const target of graph.get(file) ?? []) {
			if (!index.has(target)) {
				visit(target);
				low.set(file, Math.min(low.get(file)!, low.get(target)!));
			} else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
		}
		if (low.get(file) !== index.get(file)) return;
		const group: string[] = [];
		let member: string;
		do {
			member = stack.pop()!;
			onStack.delete(member);
			group.push(member);
		} while (member !== file);
		if (group.length > 1) found.push(group.sort().join(' '));
	};
	for (const file of graph.keys()) if (!index.has(file)) visit(file);
	return found.sort();
}

// ------------------------------------------------------------------------------------------------
// (e) Sizes

export const MAX_FILE_LINES = 400;
export const MAX_LINE_CHARS = 200;

/** Files longer than MAX_FILE_LINES, as `path: lines`. */
export function longFiles(texts: ReadonlyMap<string, string>): string[] {
	return [...texts]
		.map(([path, text]) => [path, text.split('\n').length - (text.endsWith('\n') ? 1 : 0)] as const)
		.filter(([, lines]) => lines > MAX_FILE_LINES)
		.map(([path, lines]) => `${path}: ${lines}`);
}

/**
 * A line that is data rather than code: most of it (over 60%) sits inside string or regular
 * expression literals — a word list, an alternation of titles, a sample posting.
 */
export function isDataLine(line: string): boolean {
	const text = line.trim();
	const literals = [...text.matchAll(/'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`|\/(?:[^/\\\n]|\\.)+\/[a-z]*/g)];
	return literals.reduce((sum, match) => sum + match[0].length, 0) / text.length > 0.6;
}

/** Per file, how many of its lines are longer than MAX_LINE_CHARS and not data. */
export function longLines(texts: ReadonlyMap<string, string>): Map<string, number> {
	const counts = new Map<string, number>();
	for (const [path, text] of texts) {
		const count = text.split('\n').filter((line) => line.length > MAX_LINE_CHARS && !isDataLine(line)).length;
		if (count) counts.set(path, count);
	}
	return counts;
}

/** What differs between today's violations and an allowlist: new ones, and entries that no longer occur. */
export function ratchet(found: readonly string[], allowed: readonly string[]): { added: string[]; gone: string[] } {
	const foundSet = new Set(found);
	const allowedSet = new Set(allowed);
	return { added: found.filter((entry) => !allowedSet.has(entry)), gone: allowed.filter((entry) => !foundSet.has(entry)) };
}
