/**
 * `node scripts/build-cli.mjs [--quiet]`: bundles the command line (cli/main.ts and the core modules
 * it imports) into build-cli/rumo.mjs with Vite's SSR build — the same aliases ($core, $lib) and
 * module features (import.meta.glob, `?inline` fonts) the app's build resolves. Packages stay
 * imports of node_modules. Built into a temporary folder and renamed into place, so a run that reads
 * build-cli/ never sees half a bundle. Prints nothing on stdout (bin/rumo.mjs may build before a
 * --json answer).
 */
import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const CLI_OUT = join(ROOT, 'build-cli');
export const CLI_BUNDLE = join(CLI_OUT, 'rumo.mjs');
/** Everything the bundle is made of: a change to any of them makes it out of date. */
export const CLI_SOURCES = ['cli', 'worker/core', 'src/lib/i18n', 'src/lib/format', 'relay/fetch', 'relay/routes/fetch.mjs', 'scripts/build-cli.mjs', 'package.json'].map((path) => join(ROOT, path));

/** @param {{ quiet?: boolean }} [options] */
export async function buildCli({ quiet = false } = {}) {
	const { build } = await import('vite');
	const temporary = `${CLI_OUT}.${process.pid}.tmp`;
	await rm(temporary, { recursive: true, force: true });
	await build({
		configFile: false,
		root: ROOT,
		logLevel: quiet ? 'silent' : 'warn',
		resolve: { alias: { $core: join(ROOT, 'worker/core'), $lib: join(ROOT, 'src/lib') } },
		define: { __RUMO_MODE__: JSON.stringify('real') },
		build: {
			ssr: join(ROOT, 'cli/main.ts'),
			outDir: temporary,
			emptyOutDir: true,
			target: 'node20',
			minify: false,
			sourcemap: false,
			reportCompressedSize: false,
			rolldownOptions: { output: { entryFileNames: 'rumo.mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' }, checks: { pluginTimings: false } }
		}
	});
	const old = `${CLI_OUT}.${process.pid}.old`;
	if (existsSync(CLI_OUT)) await rename(CLI_OUT, old).catch(() => {});
	await rename(temporary, CLI_OUT).catch(async (error) => {
		// Another process put a fresh build in place meanwhile: keep it.
		await rm(temporary, { recursive: true, force: true });
		if (!existsSync(CLI_OUT)) throw error;
	});
	await rm(old, { recursive: true, force: true });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
	await buildCli({ quiet: process.argv.includes('--quiet') });
	process.stderr.write(`Built ${CLI_BUNDLE}\n`);
}
