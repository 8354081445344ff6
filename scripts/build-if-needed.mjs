/**
 * `node scripts/build-if-needed.mjs [--demo | --demo-subpath] [--force]`: builds the app only when
 * its sources changed since the last build, so `npm start` and the end-to-end tests start in seconds.
 *
 * Real mode builds into build/, --demo into build-demo/ (RUMO_MODE=demo RUMO_OUT=build-demo), and
 * --demo-subpath the demo for hosting under /rumo/ into build-demo-rumo/ (BASE_PATH=/rumo).
 * After a successful build a stamp in the output folder records the mode, the base path and the
 * newest source time; the next run rebuilds when any differs or the output is incomplete.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
// Everything that can change what the build produces.
const SOURCES = [
	'src',
	'worker',
	'static',
	'svelte.config.js',
	'vite.config.ts',
	'scripts/vite-ocr-assets.mjs',
	'package.json',
	'package-lock.json'
];
// A dot file: the relay refuses to serve dot files, and it is not in the service worker's list.
const STAMP_FILE = '.rumo-build.json';

/** @typedef {'real' | 'demo'} BuildMode */
/** @typedef {{ mode: BuildMode, basePath?: string, sourceMtimeMs: number, builtAt: string }} Stamp */
/** @typedef {{ mode: BuildMode, out: string, basePath: string }} Target */

/** @type {Record<'real' | 'demo' | 'demo-subpath', Target>} */
export const TARGETS = {
	real: { mode: 'real', out: 'build', basePath: '' },
	demo: { mode: 'demo', out: 'build-demo', basePath: '' },
	// The demo as a code host's project pages serve it, under a sub-path (tests/e2e/demo-static.spec.ts).
	'demo-subpath': { mode: 'demo', out: 'build-demo-rumo', basePath: '/rumo' }
};

/**
 * The newest modification time under these paths. Folders count too: deleting or renaming a file
 * changes only its folder's time.
 * @param {string[]} paths absolute; missing ones are skipped
 * @returns {Promise<number>}
 */
export async function newestMtime(paths) {
	let newest = 0;
	for (const path of paths) {
		let info;
		try {
			info = await stat(path);
		} catch {
			continue;
		}
		newest = Math.max(newest, info.mtimeMs);
		if (info.isDirectory()) {
			const entries = await readdir(path);
			newest = Math.max(newest, await newestMtime(entries.map((entry) => join(path, entry))));
		}
	}
	return newest;
}

/**
 * @param {string} outDir
 * @returns {Stamp | null}
 */
function readStamp(outDir) {
	try {
		return JSON.parse(readFileSync(join(outDir, STAMP_FILE), 'utf8'));
	} catch {
		return null;
	}
}

/**
 * Why a build is needed, or null when the output is current.
 * @param {string} outDir
 * @param {Target} target
 * @param {number} sourceMtimeMs
 */
function reasonToBuild(outDir, { mode, basePath }, sourceMtimeMs) {
	if (!existsSync(join(outDir, '200.html'))) return 'no build yet';
	const stamp = readStamp(outDir);
	if (!stamp) return 'the build has no stamp';
	if (stamp.mode !== mode) return `the build is in ${stamp.mode} mode`;
	if ((stamp.basePath ?? '') !== basePath) return `the build is for base path "${stamp.basePath ?? ''}"`;
	// Not just "newer": a file restored with an older time (git checkout, a revert) also changes the build.
	if (stamp.sourceMtimeMs !== sourceMtimeMs) return 'sources changed';
	return null;
}

/**
 * Runs `npx vite build` with the output streamed to this terminal.
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<void>}
 */
function runViteBuild(env) {
	return new Promise((resolvePromise, reject) => {
		const child = spawn('npx', ['vite', 'build'], {
			cwd: REPO_ROOT,
			env,
			stdio: 'inherit',
			// npx is a .cmd script on Windows, which only a shell can start.
			shell: process.platform === 'win32'
		});
		child.on('error', reject);
		child.on('exit', (code, signal) => {
			if (code === 0) resolvePromise();
			else reject(new Error(`vite build failed (${signal ?? `exit code ${code}`}).`));
		});
	});
}

/**
 * @param {{ demo?: boolean, target?: keyof typeof TARGETS, force?: boolean }} [options]
 * @returns {Promise<{ built: boolean, outDir: string }>}
 */
export async function buildIfNeeded({ demo = false, target = demo ? 'demo' : 'real', force = false } = {}) {
	const { mode, out, basePath } = TARGETS[target];
	const outDir = join(REPO_ROOT, out);
	const label = basePath ? `${mode} mode under ${basePath}/` : `${mode} mode`;
	// Measured before building: a file saved during the build is newer than the stamp, so the next run rebuilds.
	const sourceMtimeMs = await newestMtime(SOURCES.map((source) => join(REPO_ROOT, source)));

	const reason = force ? '--force' : reasonToBuild(outDir, TARGETS[target], sourceMtimeMs);
	if (!reason) {
		console.log(`${out}/ is up to date (${label}).`);
		return { built: false, outDir };
	}

	console.log(`Building ${out}/ (${label}): ${reason}.`);
	// Set all three explicitly so a RUMO_MODE, RUMO_OUT or BASE_PATH left in the user's shell cannot mix the builds.
	await runViteBuild({ ...process.env, RUMO_MODE: mode, RUMO_OUT: out, BASE_PATH: basePath });

	/** @type {Stamp} */
	const stamp = { mode, basePath, sourceMtimeMs, builtAt: new Date().toISOString() };
	writeFileSync(join(outDir, STAMP_FILE), `${JSON.stringify(stamp, null, '\t')}\n`);
	return { built: true, outDir };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
	const args = process.argv.slice(2);
	const unknown = args.filter((arg) => !['--demo', '--demo-subpath', '--force'].includes(arg));
	if (unknown.length > 0) {
		console.error(`Unknown option ${unknown.join(' ')}. Usage: node scripts/build-if-needed.mjs [--demo | --demo-subpath] [--force]`);
		process.exit(2);
	}
	/** @type {keyof typeof TARGETS} */
	const target = args.includes('--demo-subpath') ? 'demo-subpath' : args.includes('--demo') ? 'demo' : 'real';
	try {
		await buildIfNeeded({ target, force: args.includes('--force') });
	} catch (error) {
		console.error(error instanceof Error ? error.message : error);
		process.exit(1);
	}
}
