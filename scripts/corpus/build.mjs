/**
 * `npm run corpus` — builds the generated resume corpus (issue 25) into tests/eval/corpus/:
 * 10 documents per layout family (HTML families printed by Chromium, DOCX families written with
 * the `docx` package, LaTeX families compiled by pdflatex), each beside its exact truth file, and
 * index.json listing every family with its split (dev or blind).
 *
 *   npm run corpus                      everything
 *   npm run corpus -- --only <family>   one family again (the others stay as they are)
 *
 * The split is fixed: families sorted by id, every 4th (indexes 1, 5, 9, …) is blind, the rest
 * dev; a family already in index.json keeps the split it was given, so adding families later
 * never moves an old one. See tests/eval/corpus/README.md.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { chromium } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { CHROMIUM_ARGS, chromiumPath } from '../../tests/chromium.mjs';
import { PROFESSION_IDS, AS_OF, hashString, personFor, skillMentions, yearsExperience } from './people.mjs';
import { htmlFamilies } from './families-html/index.mjs';

/** @typedef {import('./person.mjs').CorpusPerson} CorpusPerson */
/** @typedef {import('./person.mjs').CorpusFamily} CorpusFamily */
/** @typedef {'dev' | 'blind'} Split */

const HERE = dirname(fileURLToPath(import.meta.url));
export const CORPUS_DIR = join(HERE, '../../tests/eval/corpus');
const DOCS_DIR = join(CORPUS_DIR, 'docs');
const INDEX = join(CORPUS_DIR, 'index.json');
export const DOCS_PER_FAMILY = 10;
/** Every PDF carries this date, so a rebuild gives the same bytes where Chromium allows it. */
const FIXED_DATE = new Date('2026-11-01T00:00:00Z');

/** Loads `name` from a sibling module when the file exists; null (with the reason) when it does not load. @param {string} path @param {string} name */
async function optional(path, name) {
	const file = join(HERE, path);
	if (!existsSync(file)) return { value: null, problem: `${path} does not exist` };
	try {
		const module = await import(pathToFileURL(file).href);
		if (!module[name]) return { value: null, problem: `${path} exports no ${name}` };
		return { value: module[name], problem: null };
	} catch (error) {
		return { value: null, problem: `${path} failed to load: ${error instanceof Error ? error.message : String(error)}` };
	}
}

/** The person of document n of a family: seeded by the family id and n, spread over its languages and the professions. @param {CorpusFamily} family @param {number} n */
export function personOf(family, n) {
	const language = family.languages[n % family.languages.length];
	const profession = PROFESSION_IDS[(hashString(family.id) + n * 5) % PROFESSION_IDS.length];
	return personFor(hashString(`${family.id}#${n}`), { language, profession, id: `${family.id}-${String(n + 1).padStart(2, '0')}` });
}

/**
 * The split of every family: sorted by id, indexes 1, 5, 9, … blind. `previous` (from an earlier
 * index.json) wins for families it knows. When a kind would get no blind family, its first dev
 * family (by id) is moved to blind, and the move is reported.
 * @param {CorpusFamily[]} families @param {Map<string, Split>} previous
 */
export function splitOf(families, previous) {
	const sorted = [...families].sort((a, b) => a.id.localeCompare(b.id));
	/** @type {Map<string, Split>} */
	const split = new Map();
	/** @type {string[]} */
	const moved = [];
	sorted.forEach((family, i) => split.set(family.id, previous.get(family.id) ?? (i % 4 === 1 ? 'blind' : 'dev')));
	for (const kind of new Set(sorted.map((f) => f.kind))) {
		const ofKind = sorted.filter((f) => f.kind === kind);
		if (!ofKind.some((f) => split.get(f.id) === 'blind')) {
			const first = ofKind.find((f) => !previous.has(f.id)) ?? ofKind[0];
			split.set(first.id, 'blind');
			moved.push(first.id);
		}
	}
	return { split, moved };
}

/** @param {CorpusPerson} person */
export function truthOf(person) {
	const skills = [...new Set([...person.skills.map((s) => s.name), ...person.roles.flatMap((r) => r.skills)])];
	return {
		language: person.language,
		name: person.name,
		email: person.email,
		phone: person.phoneTruth,
		location: person.locationTruth,
		links: person.links,
		headline: person.headline,
		years_experience: yearsExperience(person.roles),
		skills,
		experiences: person.roles.map((r) => ({
			title: r.title,
			company: r.company,
			start: r.start,
			end: r.end,
			skills: r.skills,
			...(r.yearOnly ? { date_precision: /** @type {const} */ ('year') } : {}),
			...(r.internship ? { internship_or_academic: true } : {})
		})),
		education: person.education.map((e) => ({ degree: e.degree, institution: e.institution, end: e.end })),
		certifications: person.certifications,
		languages: person.languages.map((l) => l.canonical ?? l.name)
	};
}

/** Text of an HTML document, one piece per tag, for the skill check. @param {string} html */
function htmlText(html) {
	return html
		.replace(/<style[\s\S]*?<\/style>/g, '\n')
		.replace(/<title>[\s\S]*?<\/title>/g, '\n')
		.replace(/<[^>]+>/g, '\n')
		.replace(/&lt;/g, '<')
		.replace(/&gt;/g, '>')
		.replace(/&quot;/g, '"')
		.replace(/&#39;/g, "'")
		.replace(/&amp;/g, '&');
}

/**
 * Whatever a document says beyond the person (labels, extra lines of a family) must name no skill
 * the truth does not hold: throws with the words found.
 * @param {string} family @param {string} text @param {CorpusPerson} person @param {string[]} skills
 */
function checkNoStraySkills(family, text, person, skills) {
	const allowed = new Set(skills);
	const cleaned = [person.email, ...person.links].reduce((s, x) => s.split(x).join('\n'), text);
	const stray = skillMentions(cleaned).filter((m) => !allowed.has(m.skill));
	if (stray.length) throw new Error(`${family}/${person.id}: the document names skills the truth does not hold: ${stray.map((m) => `${m.skill} ("${m.written}")`).join(', ')}`);
}

/** Chromium's PDF with fixed metadata. @param {Uint8Array} bytes @param {CorpusPerson} person */
async function stablePdf(bytes, person) {
	const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
	pdf.setTitle(person.name);
	pdf.setAuthor('');
	pdf.setSubject('');
	pdf.setKeywords([]);
	pdf.setProducer('Rumo resume corpus');
	pdf.setCreator('Chromium');
	pdf.setCreationDate(FIXED_DATE);
	pdf.setModificationDate(FIXED_DATE);
	return pdf.save({ useObjectStreams: true });
}

/** Runs `work` over `items` with `parallel` workers; `work` gets the worker's number. @template T @param {T[]} items @param {number} parallel @param {(item: T, worker: number) => Promise<void>} work */
async function pool(items, parallel, work) {
	let next = 0;
	await Promise.all(
		Array.from({ length: Math.min(parallel, items.length) }, async (_, worker) => {
			while (next < items.length) await work(items[next++], worker);
		})
	);
}

async function main() {
	const args = process.argv.slice(2);
	const onlyAt = args.indexOf('--only');
	const only = onlyAt >= 0 ? args[onlyAt + 1] : null;
	if (onlyAt >= 0 && !only) throw new Error('--only needs a family id');

	const started = performance.now();
	const docx = await optional('families-docx/index.mjs', 'docxFamilies');
	const latex = await optional('families-latex/index.mjs', 'latexFamilies');
	const compiler = await optional('latex.mjs', 'compileLatex');
	for (const [what, loaded] of [['DOCX families', docx], ['LaTeX families', latex], ['compileLatex', compiler]]) if (/** @type {{ problem: string | null }} */ (loaded).problem) console.warn(`corpus: no ${what}: ${/** @type {{ problem: string }} */ (loaded).problem}`);
	/** @type {CorpusFamily[]} */
	const families = [...htmlFamilies, ...(docx.value ?? []), ...(latex.value && compiler.value ? latex.value : [])];
	const ids = new Set();
	for (const family of families) {
		if (ids.has(family.id)) throw new Error(`corpus: two families are called ${family.id}`);
		ids.add(family.id);
	}
	/** @type {(source: string) => Promise<Uint8Array>} */
	const compileLatex = compiler.value;

	/** @type {{ families?: { id: string, kind: string, description: string, languages: string[], split: Split, docs: string[] }[] }} */
	const previousIndex = existsSync(INDEX) ? JSON.parse(readFileSync(INDEX, 'utf8')) : {};
	const previous = new Map((previousIndex.families ?? []).map((f) => [f.id, f.split]));
	const { split, moved } = splitOf(families, previous);
	if (moved.length) console.warn(`corpus: moved to blind so that every kind has one: ${moved.join(', ')}`);

	const targets = only ? families.filter((f) => f.id === only) : families;
	if (only && !targets.length) throw new Error(`corpus: no family ${only} (have: ${[...ids].join(', ')})`);

	/** @type {{ family: CorpusFamily, n: number, person: CorpusPerson, base: string, dir: string }[]} */
	const jobs = [];
	for (const family of targets) {
		const dir = join(DOCS_DIR, family.id);
		rmSync(dir, { recursive: true, force: true });
		mkdirSync(dir, { recursive: true });
		for (let n = 0; n < DOCS_PER_FAMILY; n++) {
			const person = personOf(family, n);
			jobs.push({ family, n, person, base: `${family.id}-${String(n + 1).padStart(2, '0')}`, dir });
		}
	}

	/** @type {Record<string, number>} */
	const msByKind = {};
	/** @param {(typeof jobs)[number]} job @param {Uint8Array} bytes @param {'pdf' | 'docx'} ext */
	const write = (job, bytes, ext) => {
		writeFileSync(join(job.dir, `${job.base}.${ext}`), bytes);
		const truth = { ...truthOf(job.person), family: job.family.id, split: split.get(job.family.id), profession: job.person.profession };
		writeFileSync(join(job.dir, `${job.base}.truth.json`), JSON.stringify(truth, null, 2) + '\n');
	};

	// HTML → PDF with two Chromium pages.
	const htmlJobs = jobs.filter((j) => j.family.kind === 'html');
	if (htmlJobs.length) {
		const t0 = performance.now();
		const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
		try {
			const context = await browser.newContext({ offline: true, locale: 'en-US', timezoneId: 'UTC' });
			await context.route('**/*', (route) => (route.request().url().startsWith('data:') ? route.continue() : route.abort()));
			const pages = [await context.newPage(), await context.newPage()];
			await pool(htmlJobs, 2, async (job, worker) => {
				const family = /** @type {import('./person.mjs').HtmlFamily} */ (job.family);
				const html = family.html(job.person);
				checkNoStraySkills(family.id, htmlText(html), job.person, truthOf(job.person).skills);
				const page = pages[worker];
				await page.setContent(html, { waitUntil: 'load' });
				const pdf = await page.pdf({ format: family.paper, printBackground: true, preferCSSPageSize: true, displayHeaderFooter: false, tagged: false, outline: false });
				write(job, await stablePdf(pdf, job.person), 'pdf');
			});
		} finally {
			await browser.close();
		}
		msByKind.html = performance.now() - t0;
	}

	const docxJobs = jobs.filter((j) => j.family.kind === 'docx');
	if (docxJobs.length) {
		const t0 = performance.now();
		for (const job of docxJobs) write(job, await /** @type {import('./person.mjs').DocxFamily} */ (job.family).docx(job.person), 'docx');
		msByKind.docx = performance.now() - t0;
	}

	const latexJobs = jobs.filter((j) => j.family.kind === 'latex');
	if (latexJobs.length) {
		const t0 = performance.now();
		await pool(latexJobs, 2, async (job) => {
			write(job, await compileLatex(/** @type {import('./person.mjs').LatexFamily} */ (job.family).latex(job.person)), 'pdf');
		});
		msByKind.latex = performance.now() - t0;
	}

	// index.json: every family, with the documents it has on disk.
	const built = new Map(targets.map((f) => [f.id, f]));
	const entries = families
		.filter((f) => built.has(f.id) || (previousIndex.families ?? []).some((p) => p.id === f.id))
		.sort((a, b) => a.id.localeCompare(b.id))
		.map((f) => {
			const ext = f.kind === 'docx' ? 'docx' : 'pdf';
			return {
				id: f.id,
				kind: f.kind,
				description: f.description,
				languages: f.languages,
				split: /** @type {Split} */ (split.get(f.id)),
				docs: Array.from({ length: DOCS_PER_FAMILY }, (_, n) => `docs/${f.id}/${f.id}-${String(n + 1).padStart(2, '0')}.${ext}`)
			};
		});
	mkdirSync(CORPUS_DIR, { recursive: true });
	writeFileSync(INDEX, JSON.stringify({ asOf: AS_OF, docsPerFamily: DOCS_PER_FAMILY, movedToBlind: moved, families: entries }, null, 2) + '\n');

	const count = (/** @type {string} */ kind) => targets.filter((f) => f.kind === kind).length;
	for (const kind of ['html', 'docx', 'latex'])
		if (count(kind)) console.log(`corpus: ${kind.padEnd(5)} ${String(count(kind)).padStart(2)} families, ${count(kind) * DOCS_PER_FAMILY} documents in ${((msByKind[kind] ?? 0) / 1000).toFixed(1)} s`);
	const blind = entries.filter((e) => e.split === 'blind');
	console.log(`corpus: ${entries.length} families in index.json (${blind.length} blind: ${['html', 'docx', 'latex'].map((k) => `${k} ${blind.filter((e) => e.kind === k).length}`).join(', ')}); total ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
	main().catch((error) => {
		console.error(error instanceof Error ? error.stack : error);
		process.exit(1);
	});
}
