#!/usr/bin/env node
/**
 * `rumo` (npx rumo, npm run rumo --): runs the bundled command line, building it first when it is
 * missing or older than its sources — a fresh clone works right after `npm ci`. The build prints
 * nothing on stdout, so `--json` stays the only thing there.
 */
import { readFileSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CLI_BUNDLE, CLI_SOURCES, buildCli } from '../scripts/build-cli.mjs';

/** @param {string} path @returns {number} the newest modification time under path (folders count: a deleted file changes its folder's) */
function newest(path) {
	let info;
	try {
		info = statSync(path);
	} catch {
		return 0;
	}
	let time = info.mtimeMs;
	if (info.isDirectory()) for (const entry of readdirSync(path)) time = Math.max(time, newest(join(path, entry)));
	return time;
}

const builtAt = (() => {
	try {
		return statSync(CLI_BUNDLE).mtimeMs;
	} catch {
		return 0;
	}
})();
if (builtAt === 0 || Math.max(...CLI_SOURCES.map(newest)) > builtAt) {
	try {
		await buildCli({ quiet: true });
	} catch (error) {
		process.stderr.write(`rumo: the command line could not be built (${error instanceof Error ? error.message : error}). Run npm ci, then try again.\n`);
		process.exit(2);
	}
}

// A reader that stops early (`rumo analyse … --json | head`) closes the pipe: end quietly with 0,
// as Unix tools do, instead of an unhandled EPIPE stack trace.
for (const stream of [process.stdout, process.stderr]) {
	stream.on('error', (/** @type {NodeJS.ErrnoException} */ error) => {
		if (error.code === 'EPIPE') process.exit(0);
		throw error;
	});
}

const { main } = await import(pathToFileURL(CLI_BUNDLE).href);
const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const code = await main(process.argv.slice(2), {
	stdout: (/** @type {string} */ text) => process.stdout.write(text),
	stderr: (/** @type {string} */ text) => process.stderr.write(text),
	isTTY: process.stdout.isTTY === true,
	env: process.env,
	cwd: process.cwd(),
	now: () => new Date(),
	version
});
// Let stdout drain (a pipe may be slower than the exit), then leave with the command's code.
process.exitCode = code;
