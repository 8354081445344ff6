/**
 * A screen's words load before it is drawn (screens.ts, awaited by the root layout's load) and t()
 * is synchronous, so a message of an area the route does not list would be drawn empty. Read from
 * the code: every file a route's page imports (type-only imports left out, dynamic ones in), and
 * every message key written in them — whole ('radar.title'), or the fixed start of one built from a
 * code (`radar.reason.${code}`, 'nav.'). The frame (root layout, error page) holds the frame's words.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveSpecifier } from '../../../tests/support/architecture';
import { en } from './en';
import { areaOfKey, type Area } from './areas/map';
import { FRAME_AREAS, SCREEN_AREAS } from './screens';

const ROOT = process.cwd();
const isFile = (path: string) => existsSync(join(ROOT, path)) && statSync(join(ROOT, path)).isFile();
const KEYS = Object.keys(en);
// The dictionaries themselves: every key is written there, and nothing there is shown by being imported.
const DICTIONARIES = /^src\/lib\/i18n\/(en|pt)\.ts$|^src\/lib\/i18n\/areas\/|\.json$/;

/**
 * Files the frame reaches for something else than words, whose messages (and their imports') are a
 * screen's: the radar's view module gives the menu's watcher its schedule and notification rules
 * (radar-watch.svelte.ts), while its sentences are the Radar's and the Sources'.
 */
const FRAME_BORROWS = ['src/lib/state/radar-view.svelte.ts'];

/** The repository files a file imports for their code: `import type` and `export type` left out. */
function imports(path: string, text: string): string[] {
	const code = path.endsWith('.svelte') ? [...text.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n') : text;
	const specifiers = [
		...[...code.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)].map((m) => m[1]),
		...[...code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1])
	];
	return specifiers.map((specifier) => resolveSpecifier(path, specifier, isFile)).filter((target): target is string => target !== null && isFile(target));
}

/** Every file `entries` reach, themselves included (not through `borrowed` files, left out). */
function reach(entries: string[], borrowed: readonly string[] = []): string[] {
	const seen = new Set<string>();
	const stack = entries.filter(isFile);
	while (stack.length) {
		const file = stack.pop()!;
		if (seen.has(file) || DICTIONARIES.test(file) || borrowed.includes(file)) continue;
		seen.add(file);
		stack.push(...imports(file, readFileSync(join(ROOT, file), 'utf8')));
	}
	return [...seen].sort();
}

/** The message keys a text names: a whole key, or the start of keys it builds ('nav.', `radar.reason.${…}`). */
function keysNamed(text: string): string[] {
	const starts = new Set<string>();
	for (const m of text.matchAll(/['"`]([A-Za-z][\w-]*(?:\.[\w-]+)+\.?)['"`]/g)) starts.add(m[1]);
	for (const m of text.matchAll(/`([A-Za-z][\w-]*(?:\.[\w-]*)*\.)\$\{/g)) starts.add(m[1]);
	return KEYS.filter((key) => [...starts].some((start) => key === start || key.startsWith(start.endsWith('.') ? start : `${start}.`)));
}

type Use = { area: Area; file: string; key: string };
/** The areas whose messages these files name, with one key and file for each (what a failure shows). */
function areasUsed(files: string[]): Map<Area, Use> {
	const used = new Map<Area, Use>();
	for (const file of files) {
		for (const key of keysNamed(readFileSync(join(ROOT, file), 'utf8'))) {
			const area = areaOfKey(key);
			if (area && !used.has(area)) used.set(area, { area, file, key });
		}
	}
	return used;
}

/** Each route of src/routes with a page: its id and the files that draw it (page, and layouts below the root). */
function routes(): { id: string; entries: string[] }[] {
	const found: { id: string; entries: string[] }[] = [];
	const walk = (dir: string, layouts: string[]) => {
		const here = [...layouts, ...(dir === 'src/routes' ? [] : [`${dir}/+layout.svelte`, `${dir}/+layout.ts`].filter(isFile))];
		if (isFile(`${dir}/+page.svelte`)) found.push({ id: `/${relative('src/routes', dir)}`, entries: [...here, `${dir}/+page.svelte`, `${dir}/+page.ts`].filter(isFile) });
		for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) if (entry.isDirectory()) walk(`${dir}/${entry.name}`, here);
	};
	walk('src/routes', []);
	return found;
}

const FRAME: readonly Area[] = FRAME_AREAS;
const ROUTES = routes();

describe('every screen loads the words it shows before it is drawn', () => {
	it('reads the routes and their code (a wrong root would pass every rule)', () => {
		expect(ROUTES.map((route) => route.id)).toEqual(expect.arrayContaining(['/', '/dashboard', '/applications', '/resume']));
		const dashboard = reach(ROUTES.find((route) => route.id === '/dashboard')!.entries);
		expect(dashboard).toContain('src/lib/components/dashboard/NextStepsCard.svelte');
		expect(areasUsed(dashboard.filter((file) => file.startsWith('src/routes/'))).get('dashboard')?.key).toMatch(/^dashboard\./);
	});

	it('names every route in screens.ts, and no route that is gone', () => {
		expect(Object.keys(SCREEN_AREAS).sort()).toEqual(ROUTES.map((route) => route.id).sort());
	});

	it('keeps the frame (root layout, error page) to the frame’s words', () => {
		const frame = reach(['src/routes/+layout.svelte', 'src/routes/+layout.ts', 'src/routes/+error.svelte', 'src/hooks.client.ts'], FRAME_BORROWS);
		expect(frame).toContain('src/lib/components/SiteHeader.svelte');
		const outside = [...areasUsed(frame).values()].filter((use) => !FRAME.includes(use.area));
		expect(outside.map((use) => `${use.file} shows ${use.key} (area ${use.area}), which is not the frame's`)).toEqual([]);
	});

	it.each(ROUTES.map((route) => [route.id, route.entries] as const))('%s lists exactly the areas its page shows', (id, entries) => {
		const used = areasUsed(reach(entries));
		const listed: readonly Area[] = SCREEN_AREAS[id as keyof typeof SCREEN_AREAS] ?? [];
		const missing = [...used.values()].filter((use) => !FRAME.includes(use.area) && !listed.includes(use.area));
		expect(missing.map((use) => `${use.file} shows ${use.key}: add '${use.area}' to SCREEN_AREAS['${id}']`)).toEqual([]);
		// An area listed and never shown costs the screen its bytes on every first visit.
		expect(listed.filter((area) => !used.has(area)), `areas SCREEN_AREAS['${id}'] lists but its page never shows`).toEqual([]);
	});

	it('keeps the whole dictionaries out of the app: only their types are imported', () => {
		const app = reach(ROUTES.flatMap((route) => route.entries).concat('src/routes/+layout.svelte', 'src/routes/+layout.ts', 'src/routes/+error.svelte'));
		const whole = app.filter((file) => /^\s*import\s+(?!type\s)[^;]*?from\s+['"](?:\$lib\/i18n|\.\.?)\/(?:en|pt)['"]/m.test(readFileSync(join(ROOT, file), 'utf8')));
		expect(whole).toEqual([]);
	});
});
