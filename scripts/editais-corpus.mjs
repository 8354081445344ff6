/**
 * `npm run editais:corpus` — lays out the real editais the exams evaluation reads (issue 31) from the public repositories
 * they were found in, so a new machine gets the same documents back. The hand-written truths live in the repository
 * (tests/eval/editais/*.truth.json) with each document's source in tests/eval/editais/sources.tsv (slug, repository,
 * path, commit, sha256, pages, note); the documents themselves, third-party files, never do.
 *
 * For each source it reads the PDF out of the repository's snapshot (the `fetch` tool leaves it as a bare git directory in
 * /work/.mirror/<owner>+<name>/repo, or MIRROR), checks its sha256, and writes <slug>.pdf into <dir>/pdf and its
 * `pdftotext -layout` text as <dir>/<slug>.txt (<dir>: RUMO_EDITAIS, default /work/editais). A source whose snapshot is
 * not on the machine is listed, with the repositories to fetch; nothing else is touched.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const TRUTH_DIR = join(HERE, '../tests/eval/editais');
const OUT = process.env.RUMO_EDITAIS ?? '/work/editais';
const MIRROR = process.env.MIRROR ?? '/work/.mirror';

const sources = readFileSync(join(TRUTH_DIR, 'sources.tsv'), 'utf8')
	.split('\n')
	.filter((line) => line.trim() && !line.startsWith('#'))
	.map((line) => {
		const [slug, repo, path, commit, sha256] = line.split('\t');
		return { slug, repo, path, commit, sha256 };
	});

mkdirSync(join(OUT, 'pdf'), { recursive: true });
const missing = new Set();
let written = 0;
for (const { slug, repo, path, commit, sha256 } of sources) {
	const gitDir = join(MIRROR, repo.replace('/', '+'), 'repo');
	if (!existsSync(gitDir)) {
		missing.add(repo);
		continue;
	}
	let pdf;
	try {
		// A file kept with Git LFS or moved since reads as absent: the commit pins the version the truth was written on.
		pdf = execFileSync('git', ['--git-dir', gitDir, 'show', `${commit}:${path}`], { maxBuffer: 256 * 1024 * 1024 });
	} catch {
		console.error(`${slug}: ${path} is not in ${repo} at ${commit}`);
		continue;
	}
	const got = createHash('sha256').update(pdf).digest('hex');
	if (got !== sha256) {
		console.error(`${slug}: sha256 ${got} is not the one its truth was written on (${sha256})`);
		continue;
	}
	const pdfPath = join(OUT, 'pdf', `${slug}.pdf`);
	writeFileSync(pdfPath, pdf);
	execFileSync('pdftotext', ['-layout', pdfPath, join(OUT, `${slug}.txt`)]);
	written++;
}
console.log(`${written} of ${sources.length} editais laid out in ${OUT}`);
if (missing.size) console.log(`not on this machine (fetch them, then run this again): ${[...missing].map((r) => `github:${r}`).join(' ')}`);
