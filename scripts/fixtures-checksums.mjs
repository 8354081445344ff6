/**
 * `node scripts/fixtures-checksums.mjs <specification fixtures folder> [--write]`: the fixtures in
 * tests/fixtures are copies of the specification's. This compares every copy with the folder given
 * and lists what differs, is missing or is extra; with --write it records that folder's SHA-256 in
 * tests/fixtures/checksums.json, which the test suite (tests/fixtures/in-step.test.ts) checks the
 * copies against — so a clone on its own proves its copies are the specification's. Only a
 * maintainer holding the specification runs this; no test does.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CHECKSUMS, copiesHere, filesUnder, GENERATED, sha256 } from '../tests/fixtures/checksums.mjs';
import { FIXTURES } from '../tests/fixtures/paths.mjs';

const folder = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
if (!folder || !existsSync(folder)) {
	process.stderr.write('Give the specification\'s fixtures folder: node scripts/fixtures-checksums.mjs <folder> [--write]\n');
	process.exit(2);
}
const spec = resolve(folder);
const files = filesUnder(spec).filter((file) => !GENERATED.test(file));
const sums = Object.fromEntries(files.map((file) => [file, sha256(join(spec, file))]));
const copies = copiesHere();
const missing = files.filter((file) => !copies.includes(file));
const extra = copies.filter((file) => !files.includes(file));
const differing = copies.filter((file) => files.includes(file) && sha256(join(FIXTURES, file)) !== sums[file]);
if (process.argv.includes('--write')) writeFileSync(CHECKSUMS, `${JSON.stringify(sums, null, '\t')}\n`);
process.stdout.write(`${JSON.stringify({ specification: files.length, missing, extra, differing }, null, 2)}\n`);
process.exit(missing.length || extra.length || differing.length ? 1 : 0);
