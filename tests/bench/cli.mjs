/**
 * The command line's figure (issue 18): `rumo analyse` of one resume against a folder of 100
 * postings, wall time of the whole process (Node's start-up, loading the bundle, reading every
 * file, ranking), goal ≤ 2 s. The postings are the fixtures' seven, copied round-robin under
 * distinct names; the bundle is built first, so the figure is a run, not a build.
 *
 * Run alone with `node tests/bench/cli.mjs`; `npm run bench` runs it with the rest.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { FIXTURES } from '../fixtures/paths.mjs';

const POSTINGS = 100;
const RUNS = 5;

/** @param {string} root the repository */
export async function benchCli(root) {
	const bin = join(root, 'bin/rumo.mjs');
	const folder = mkdtempSync(join(tmpdir(), 'rumo-bench-cli-'));
	try {
		const texts = readdirSync(join(FIXTURES, 'jobs')).filter((name) => name.endsWith('.txt'));
		for (let i = 0; i < POSTINGS; i++) copyFileSync(join(FIXTURES, 'jobs', texts[i % texts.length]), join(folder, `${String(i).padStart(3, '0')}-${texts[i % texts.length]}`));
		const args = [bin, 'analyse', '--resume', join(FIXTURES, 'resumes/d_en_backend_samuel_reyes.pdf'), '--job', folder, '--json'];
		execFileSync(process.execPath, [bin, '--help'], { stdio: 'ignore' }); // builds the bundle when it is stale
		/** @type {number[]} */
		const times = [];
		let ranked = 0;
		for (let run = 0; run < RUNS; run++) {
			const started = performance.now();
			const out = execFileSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
			times.push(performance.now() - started);
			ranked = JSON.parse(out).ranked.length;
		}
		const sorted = [...times].sort((a, b) => a - b);
		const ms = (/** @type {number} */ v) => Math.round(v);
		return { postings: POSTINGS, ranked, resume: 'PDF, 1 page', wallMs: { p50: ms(sorted[Math.floor(RUNS / 2)]), max: ms(sorted[RUNS - 1]), runs: RUNS }, goal: 'rumo analyse, 1 resume × 100 postings, start-up included <= 2 s' };
	} finally {
		rmSync(folder, { recursive: true, force: true });
	}
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
	console.log(JSON.stringify(await benchCli(join(import.meta.dirname, '../..')), null, 2));
}
