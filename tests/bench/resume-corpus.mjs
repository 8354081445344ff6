/**
 * Resume corpus figures (issue 25): every document of the generated corpus of resume layouts
 * (tests/eval/corpus, `npm run corpus`: PDF and DOCX, dev and blind families alike) uploaded one
 * after the other through the service worker (`POST /api/v1/resume/extract`, a multipart form with
 * the file), in real Chromium on the built app: the time each takes to be read and parsed end to end,
 * per file kind, and the whole corpus in one run.
 *
 * Each stored resume is removed again once timed (not timed itself), so every upload meets an empty
 * store: the figures are about reading and parsing the layouts, not about how many resumes the
 * corpus happened to leave behind (with all 530 kept, an upload gets slower as the store grows).
 *
 * Timing only: the blind families are for measuring the parser, so nothing of what a document says
 * or how well it was read is looked at or printed here (tests/eval/corpus-eval.ts scores them).
 * `notRead` counts, over the whole corpus, the uploads answered with anything but 201.
 *
 * Run alone with `node tests/bench/resume-corpus.mjs` (after a build); `npm run bench` runs it with the rest.
 */
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** @typedef {import('@playwright/test').Browser} Browser */
/** @typedef {'pdf' | 'docx'} FileKind */

const round = (/** @type {number} */ v) => Math.round(v * 10) / 10;
/** @param {number[]} values @param {number} q */
const quantile = (values, q) => {
	const sorted = [...values].sort((a, b) => a - b);
	return round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN);
};
/** @param {number[]} values */
const spread = (values) => ({ p50: quantile(values, 0.5), p95: quantile(values, 0.95), n: values.length });

const MIME = /** @type {const} */ ({ pdf: 'application/pdf', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });

/**
 * Every document the corpus index lists, in its order: the path and the file kind, nothing else.
 * @param {string} root the repository
 * @returns {{ path: string, kind: FileKind }[]}
 */
function corpusFiles(root) {
	const dir = join(root, 'tests/eval/corpus');
	/** @type {{ families: { docs: string[] }[] }} */
	const index = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8'));
	return index.families.flatMap((family) =>
		family.docs.map((doc) => {
			const kind = /** @type {FileKind} */ (doc.endsWith('.docx') ? 'docx' : 'pdf');
			return { path: join(dir, doc), kind };
		})
	);
}

/**
 * @param {Browser} browser @param {string} base the built app behind the relay
 * @param {string} root the repository (corpus and build)
 */
export async function benchResumeCorpus(browser, base, root) {
	const files = corpusFiles(root);
	const context = await browser.newContext({ serviceWorkers: 'allow' });
	try {
		const page = await context.newPage();
		await page.goto(`${base}/privacy`);
		await page.waitForFunction(() => !!navigator.serviceWorker?.controller && !!(/** @type {any} */ (globalThis).__rumo), null, { timeout: 30_000 });

		/** @type {Record<FileKind, number[]>} */
		const perKind = { pdf: [], docx: [] };
		/** @type {number[]} */
		const all = [];
		let notRead = 0;
		for (const file of files) {
			const { ms, status } = await page.evaluate(
				async ({ b64, name, type }) => {
					const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
					const t = performance.now();
					const form = new FormData();
					form.set('file', new File([bytes], name, { type }));
					const r = await fetch('/api/v1/resume/extract', { method: 'POST', body: form });
					const body = await r.text();
					const ms = performance.now() - t;
					if (r.status === 201) await fetch(`/api/v1/resume/${encodeURIComponent(JSON.parse(body).id)}`, { method: 'DELETE' });
					return { ms, status: r.status };
				},
				{ b64: readFileSync(file.path).toString('base64'), name: basename(file.path), type: MIME[file.kind] }
			);
			if (status !== 201) notRead++;
			perKind[file.kind].push(ms);
			all.push(ms);
		}
		return {
			documents: files.length,
			totalMs: Math.round(all.reduce((sum, ms) => sum + ms, 0)),
			perKind: { pdf: spread(perKind.pdf), docx: spread(perKind.docx) },
			perDocumentP50: quantile(all, 0.5),
			notRead,
			goal: 'the whole generated corpus read and parsed end to end in one run'
		};
	} finally {
		await context.close();
	}
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
	const { runAlone } = await import('./alone.mjs');
	await runAlone(benchResumeCorpus, 4195);
}
