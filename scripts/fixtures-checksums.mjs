/**
 * `node scripts/fixtures-checksums.mjs [--write]`: the fixtures in tests/fixtures are copies of the
 * specification's (../shared/fixtures beside the checkout, where the project is developed). This
 * compares every copy with the shared file and lists what differs, is missing or is extra; with
 * --write it records the shared files' SHA-256 in tests/fixtures/checksums.json, which the test
 * suite (tests/fixtures/in-step.test.ts) checks the copies against — so a clone on its own, without
 * ../shared, still proves its copies are the specification's.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { FIXTURES } from '../tests/fixtures/paths.mjs';

export const CHECKSUMS = join(FIXTURES, 'checksums.json');
/** This folder's own files, not copies. */
export const OWN = new Set(['paths.mjs', 'in-step.test.ts', 'checksums.json']);
/** Generated on demand by imports/gen_large.mjs and never committed (MANIFEST.md). */
export const GENERATED = /^imports\/large_.*\.csv$/;
/**
 * Other projects' own test suites and the project's own documents in the world's formats (issue 28),
 * not the specification's: each folder names its source and licence in its README.md.
 */
export const OTHER_SOURCES = ['feedparser', 'jobposting', 'json-resume', 'linkedin-export', 'europass', 'papaparse', 'manifests', 'exams'];
/** @param {string} file */
export const fromOtherSource = (file) => OTHER_SOURCES.includes(file.split('/')[0]);

/** Every file under `root`, as '/'-separated paths relative to it, sorted. @param {string} root */
export function filesUnder(root) {
	/** @type {string[]} */
	const found = [];
	/** @param {string} dir */
	const walk = (dir) => {
		for (const entry of readdirSync(dir, { withFileTypes: true })) {
			const path = join(dir, entry.name);
			if (entry.isDirectory()) walk(path);
			else found.push(relative(root, path).split(sep).join('/'));
		}
	};
	walk(root);
	return found.sort();
}

/** @param {string} path */
export const sha256 = (path) => createHash('sha256').update(readFileSync(path)).digest('hex');

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split(sep).join('/'))) {
	const shared = join(FIXTURES, '..', '..', '..', 'shared', 'fixtures');
	if (!existsSync(shared)) {
		process.stderr.write(`${shared} is not beside this checkout: nothing to compare with.\n`);
		process.exit(2);
	}
	const files = filesUnder(shared).filter((file) => !GENERATED.test(file));
	const sums = Object.fromEntries(files.map((file) => [file, sha256(join(shared, file))]));
	const copies = filesUnder(FIXTURES).filter((file) => !OWN.has(file) && !GENERATED.test(file) && !fromOtherSource(file));
	const missing = files.filter((file) => !copies.includes(file));
	const extra = copies.filter((file) => !files.includes(file));
	const differing = copies.filter((file) => files.includes(file) && sha256(join(FIXTURES, file)) !== sums[file]);
	if (process.argv.includes('--write')) writeFileSync(CHECKSUMS, `${JSON.stringify(sums, null, '\t')}\n`);
	const report = { shared: files.length, missing, extra, differing };
	process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
	process.exit(missing.length || extra.length || differing.length ? 1 : 0);
}
