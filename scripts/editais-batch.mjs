/**
 * `npm run editais:batch -- --set fresh-4 [--from DIR] [--first-sight OUT]` — takes a batch of hand-written edital truths
 * into the repository (issue 31; tests/eval/editais/README.md says how they are written).
 *
 * The truths are written outside the repository, each beside its document (<slug>.truth.json in DIR, default
 * RUMO_EDITAIS or /work/editais), each document's source on a line of a sources-*.tsv there (slug, repository, path,
 * commit, sha256, pages, note). A truth the repository does not hold yet is new to this batch: it gets the batch's name
 * (`set`) and its blind flag from its name alone (the slug's sha256 is a multiple of three), never from a look at how the
 * reader does on it. Truths already taken are left as they are, so a document's place in the split never moves.
 *
 * `--first-sight OUT` writes the batch's truths into OUT instead, all of them blind, and touches nothing in the
 * repository: `RUMO_EDITAIS_TRUTH=OUT npm run eval:editais` then scores the batch once, before anything is tuned on it.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const HERE = dirname(fileURLToPath(import.meta.url));
const REPO_TRUTHS = join(HERE, '../tests/eval/editais');
const SOURCES_HEADER = '# slug\trepository\tpath\tcommit\tsha256\tpages\tnote';

const { values } = parseArgs({
	options: {
		set: { type: 'string' },
		from: { type: 'string', default: process.env.RUMO_EDITAIS ?? '/work/editais' },
		'first-sight': { type: 'string' }
	}
});
if (!values.set) {
	console.error('usage: npm run editais:batch -- --set <batch name> [--from DIR] [--first-sight OUT]');
	process.exit(2);
}

/** @param {string} slug */
const blindByName = (slug) => BigInt(`0x${createHash('sha256').update(slug).digest('hex')}`) % 3n === 0n;

/**
 * Each source line of the helpers' sources-*.tsv files, by slug: the seven fields of sources.tsv.
 * @param {string} dir
 */
function helperSources(dir) {
	/** @type {Map<string, string[]>} */
	const bySlug = new Map();
	for (const name of readdirSync(dir).filter((f) => /^sources-.*\.tsv$/.test(f)).sort()) {
		for (const line of readFileSync(join(dir, name), 'utf8').split('\n')) {
			const fields = line.split('\t');
			if (fields.length < 5 || !fields[0] || line.startsWith('#')) continue;
			bySlug.set(fields[0], [...fields.slice(0, 7), ...Array(Math.max(0, 7 - fields.length)).fill('')]);
		}
	}
	return bySlug;
}

const sources = helperSources(values.from);
const taken = new Set(readdirSync(REPO_TRUTHS).filter((f) => f.endsWith('.truth.json')));
const batch = readdirSync(values.from)
	.filter((f) => f.endsWith('.truth.json') && !taken.has(f))
	.map((f) => f.replace(/\.truth\.json$/, ''))
	.sort();

const out = values['first-sight'] ?? REPO_TRUTHS;
mkdirSync(out, { recursive: true });
const added = [];
for (const slug of batch) {
	if (!sources.has(slug)) {
		console.error(`${slug}: no line in any sources-*.tsv; left out`);
		continue;
	}
	const truth = JSON.parse(readFileSync(join(values.from, `${slug}.truth.json`), 'utf8'));
	truth.set = values.set;
	truth.blind = values['first-sight'] ? true : blindByName(slug);
	writeFileSync(join(out, `${slug}.truth.json`), JSON.stringify(truth, null, 2) + '\n');
	added.push(slug);
}

if (!values['first-sight'] && added.length) {
	const file = join(REPO_TRUTHS, 'sources.tsv');
	const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter((l) => l.trim() && l !== SOURCES_HEADER) : [];
	for (const slug of added) lines.push(/** @type {string[]} */ (sources.get(slug)).join('\t'));
	lines.sort();
	writeFileSync(file, [SOURCES_HEADER, ...lines].join('\n') + '\n');
}
const blind = added.filter((slug) => blindByName(slug));
console.log(`${added.length} truths of ${values.set} written to ${out}` + (values['first-sight'] ? ' (all blind)' : `, ${blind.length} blind by name`));
