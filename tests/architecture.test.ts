/**
 * The layering of docs/architecture.md, checked on the import graph (tests/support/architecture.ts).
 * Where today's tree still breaks a rule, the break is listed below with its reason: the test fails
 * on any new break, and on a listed one that is gone (then delete its line) — a ratchet.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
	capabilityWalls,
	COMPOSERS,
	KERNEL_DIRS,
	engineWalls,
	importCycles,
	isTest,
	longFiles,
	longLines,
	ratchet,
	readGraph,
	sourceFiles,
	uiWalls,
	type Graph
} from './support/architecture';

const ROOT = process.cwd();
const FILES = sourceFiles(ROOT, ['worker', 'src', 'cli', 'tests', 'scripts', 'relay', 'extension/src', 'bin']);
const GRAPH = readGraph(ROOT, FILES);

/**
 * (a) Reaches into another capability's files: none today. (The last one, tracker's delete calling
 * interviews' store, became the `application.deleted` event.) A new one needs an event or a door.
 */
const CAPABILITY_REACHES: string[] = [];

/**
 * (c) The bridge: the two files of worker/ the page needs that are neither a door nor the engine.
 * The page starts the core worker (core.worker.ts, by src/lib/platform/core-worker.ts) and shows
 * the build's version (version.ts, in the layout and the settings). Any other reach fails.
 */
const BRIDGE = ['worker/core.worker.ts', 'worker/core/version.ts'];

/**
 * (c) What src/ imports from worker/ beyond schemas, contracts, topics, the engine and the bridge:
 * none today. Types the UI names are re-exported by a contract or a schema (the bridge's
 * `ApiRequest` by http/contract.ts); a value both sides share without zod sits in a zod-free
 * `*-schema.ts` (the AI time-out, the ongoing end date, the refusal words, the evidence codes, the
 * task channel); pure code the page runs as the core does (text folding, a local folder's file
 * rules and secret scan) is the engine's. A new reach needs a schema, a contract or the engine.
 */
const UI_REACHES: string[] = [];

/**
 * (e) Data, not code, and exempt from the size rules: tests and their fixtures, the message
 * dictionaries, the corpus generators (scripts/corpus, skipped by sourceFiles), the skills taxonomy's
 * build, and the demo's spreadsheet (CSV rows in a template string, one row a line).
 */
const SIZE_EXEMPT = [/^src\/lib\/i18n\/areas\//, /^worker\/core\/engine\/skills\/build\//, /^src\/lib\/demo\/inbox\.ts$/];
const SIZED = new Map(FILES.filter((file) => !isTest(file) && !SIZE_EXEMPT.some((pattern) => pattern.test(file))).map((file) => [file, readFileSync(file, 'utf8')]));

/** (e) Files over 400 lines: none today (a file that grows past it is split along its seams). */
const LONG_FILES: string[] = [];

/**
 * (e) Code lines over 200 characters, counted per file: none today. A file listed here could only
 * lower its count (then lower it here); a new long line fails the rule.
 */
const LONG_LINES: Record<string, number> = {};

/**
 * (f) Tables: each is declared in its owner's tables.ts (platform/table.ts for the kernel's `meta`,
 * which every capability keeps its small state in); a capability's code touches only its own. `data`
 * (backup, restore, storage status) reads every table by design. The reads listed here are today's
 * reaches into another capability's table, each to become a call through the owner's index.ts.
 */
const TABLE_OWNERS: ReadonlyMap<string, string> = new Map(
	FILES.filter((file) => /^worker\/core\/[^/]+\/tables\.ts$|^worker\/core\/platform\/table\.ts$/.test(file)).flatMap((file) => {
		const owner = file.split('/')[2];
		return [...readFileSync(file, 'utf8').matchAll(/^\t(\w+): \{\s*key: '/gm)].map((match) => [match[1], owner] as const);
	})
);
const TABLE_ACCESS = /\bdb\.(\w+)\b|\.table\('(\w+)'\)/g;

function tableReaches(): string[] {
	const found = new Set<string>();
	for (const file of FILES) {
		const capability = /^worker\/core\/([^/]+)\//.exec(file)?.[1];
		if (!capability || KERNEL_DIRS.includes(capability) || capability === 'data' || isTest(file) || !/\.ts$/.test(file)) continue;
		for (const match of readFileSync(file, 'utf8').matchAll(TABLE_ACCESS)) {
			const table = match[1] ?? match[2];
			const owner = TABLE_OWNERS.get(table);
			if (owner && owner !== capability && owner !== 'platform') found.add(`${file} -> ${table}`);
		}
	}
	return [...found].sort();
}

const TABLE_REACHES: string[] = [];

const expectRatchet = (found: readonly string[], allowed: readonly string[]) => expect(ratchet(found, allowed)).toEqual({ added: [], gone: [] });

describe('the architecture of the tree', () => {
	it('reads the tree (a wrong root would pass every rule)', () => {
		expect(GRAPH.size).toBeGreaterThan(500);
		expect(GRAPH.get('worker/core/app.ts')).toContain('worker/core/http/router.ts');
	});

	it('is described by docs/architecture.md: every kernel folder, the bridge and every part of the engine is named there', () => {
		const doc = readFileSync('docs/architecture.md', 'utf8');
		const engine = readdirSync('worker/core/engine', { withFileTypes: true }).map((entry) => (entry.isDirectory() ? `${entry.name}/` : entry.name));
		const named = [
			...KERNEL_DIRS.map((dir) => `${dir}/`),
			...COMPOSERS.map((file) => file.replace('worker/core/', '')),
			...BRIDGE.map((file) => file.slice(file.lastIndexOf('/') + 1)),
			...engine.filter((name) => !/\.test\.ts$|README/.test(name))
		];
		expect(named.filter((name) => !doc.includes(`\`${name}`))).toEqual([]);
	});

	it('(a) lets a capability reach another one only through its index.ts or contract.ts, besides the listed reach', () => {
		expectRatchet(capabilityWalls(GRAPH), CAPABILITY_REACHES);
	});

	it('(b) keeps the engine pure: it imports only the engine and packages', () => {
		expect(engineWalls(GRAPH)).toEqual([]);
	});

	it('(c) gives the UI only schemas, contracts, topics and the engine of the core, and the bridge', () => {
		expectRatchet(uiWalls(GRAPH, BRIDGE), UI_REACHES);
	});

	it('(d) has no import circle, type-only imports included', () => {
		expect(importCycles(GRAPH)).toEqual([]);
	});

	it('(f) lets a capability touch only the tables it declares, besides the listed reaches', () => {
		expect(TABLE_OWNERS.size).toBeGreaterThan(20);
		expectRatchet(tableReaches(), TABLE_REACHES);
	});

	it('(e) keeps source files within 400 lines, besides the listed ones', () => {
		expectRatchet(longFiles(SIZED), LONG_FILES);
	});

	it('(e) keeps code lines within 200 characters, besides the listed counts', () => {
		const found = longLines(SIZED);
		const grown = [...found].filter(([file, count]) => count > (LONG_LINES[file] ?? 0)).map(([file, count]) => `${file}: ${count}`);
		const lowered = Object.entries(LONG_LINES).filter(([file, count]) => (found.get(file) ?? 0) < count).map(([file, count]) => `${file}: ${count} → ${found.get(file) ?? 0}`);
		expect({ grown, lowered }).toEqual({ grown: [], lowered: [] });
	});
});

describe('the checker itself', () => {
	const graph = (edges: Record<string, string[]>): Graph => new Map(Object.entries(edges));

	it('refuses a reach into another capability and takes its index.ts, contract.ts and test helpers', () => {
		const found = capabilityWalls(
			graph({
				'worker/core/radar/rounds.ts': ['worker/core/inbox/fit.ts', 'worker/core/inbox/index.ts', 'worker/core/engine/posting-identity.ts'],
				'worker/core/ats/routes.ts': ['worker/core/match/contract.ts', 'worker/core/ats/service.ts'],
				'worker/core/ats/service.test.ts': ['worker/core/match/fixtures.test-helpers.ts'],
				'worker/core/ats/service.ts': ['worker/core/match/fixtures.test-helpers.ts'],
				'worker/core/platform/web-get.ts': ['worker/core/settings/consents.ts'],
				'worker/core/app.ts': ['worker/core/job/routes.ts']
			})
		);
		expect(found).toEqual([
			'worker/core/radar/rounds.ts -> worker/core/inbox/fit.ts',
			'worker/core/ats/service.ts -> worker/core/match/fixtures.test-helpers.ts',
			'worker/core/platform/web-get.ts -> worker/core/settings/consents.ts'
		]);
	});

	it('refuses an engine file that imports a capability or the kernel', () => {
		const found = engineWalls(
			graph({
				'worker/core/engine/job-parse/index.ts': ['worker/core/engine/problem.ts', 'worker/core/job/schema.ts', 'worker/core/env.ts'],
				'worker/core/engine/skills/matcher.test.ts': ['tests/fixtures/paths.mjs']
			})
		);
		expect(found).toEqual(['worker/core/engine/job-parse/index.ts -> worker/core/job/schema.ts', 'worker/core/engine/job-parse/index.ts -> worker/core/env.ts']);
	});

	it('refuses a screen that imports a service and takes a schema, the topics, the engine and the bridge', () => {
		const found = uiWalls(
			graph({
				'src/lib/api/job.ts': ['worker/core/job/schema.ts', 'worker/core/platform/topics.ts', 'worker/core/settings/ai-schema.ts'],
				'src/lib/state/repository-view.ts': ['worker/core/engine/repository-files/local-files.ts', 'worker/core/engine/text/normalize.ts'],
				'src/lib/platform/core-worker.ts': ['worker/core.worker.ts'],
				'src/routes/+layout.svelte': ['worker/core/version.ts'],
				'src/routes/job/+page.svelte': ['worker/core/job/service.ts'],
				'src/lib/state/inbox.svelte.ts': ['worker/core/inbox/service.ts', 'worker/core/inbox/index.ts', 'worker/core/app.ts'],
				'src/lib/state/radar.svelte.ts': ['worker/core/engine/repository-files/secret-samples.test-helpers.ts', 'worker/core/env.ts'],
				'src/lib/api/job.test.ts': ['worker/core/app.ts']
			}),
			['worker/core.worker.ts', 'worker/core/version.ts']
		);
		expect(found).toEqual([
			'src/routes/job/+page.svelte -> worker/core/job/service.ts',
			'src/lib/state/inbox.svelte.ts -> worker/core/inbox/service.ts',
			'src/lib/state/inbox.svelte.ts -> worker/core/inbox/index.ts',
			'src/lib/state/inbox.svelte.ts -> worker/core/app.ts',
			'src/lib/state/radar.svelte.ts -> worker/core/engine/repository-files/secret-samples.test-helpers.ts',
			'src/lib/state/radar.svelte.ts -> worker/core/env.ts'
		]);
	});

	it('reports a screen that imports a capability service on the real tree', () => {
		const reached = new Map(GRAPH);
		reached.set('src/lib/state/inbox.svelte.ts', [...(GRAPH.get('src/lib/state/inbox.svelte.ts') ?? []), 'worker/core/inbox/service.ts']);
		expect(ratchet(uiWalls(reached, BRIDGE), UI_REACHES).added).toEqual(['src/lib/state/inbox.svelte.ts -> worker/core/inbox/service.ts']);
	});

	it('finds a circle, a type-only one too, and nothing in a tree without one', () => {
		expect(importCycles(graph({ 'a.ts': ['b.ts'], 'b.ts': ['c.ts'], 'c.ts': ['a.ts'], 'd.ts': ['a.ts'] }))).toEqual(['a.ts b.ts c.ts']);
		expect(importCycles(graph({ 'a.ts': ['b.ts'], 'b.ts': ['c.ts'], 'd.ts': ['a.ts', 'c.ts'] }))).toEqual([]);
	});

	it('counts long files and long code lines, and not a long line of data', () => {
		const texts = new Map([
			['big.ts', 'x;\n'.repeat(401)],
			['code.ts', `const value = ${'a + '.repeat(60)}1;\n`],
			['data.ts', `const WORDS = /${'word|'.repeat(60)}end/;\n`]
		]);
		expect(longFiles(texts)).toEqual(['big.ts: 401']);
		expect([...longLines(texts)]).toEqual([['code.ts', 1]]);
	});

	it('reports a new break and a listed break that is gone', () => {
		expect(ratchet(['a', 'b'], ['b', 'c'])).toEqual({ added: ['a'], gone: ['c'] });
	});
});
