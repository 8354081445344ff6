/**
 * Builds the browser extension (extension/) into build-extension/, the folder a person loads with
 * "Load unpacked" in chrome://extensions. `npm run build:extension`.
 *
 * Bundled with rolldown, which vite already brings (esbuild is not installed since vite 8): one
 * self-contained file per entry, no chunks to keep in step, not minified so a person can read what
 * the extension does before loading it.
 */
import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = join(ROOT, 'extension');
export const EXTENSION_DIR = join(ROOT, 'build-extension');

/** Entry points, each bundled alone: the service worker and the options page's script. */
const ENTRIES = ['background', 'options'];

/** Copied as they are. */
const STATIC_FILES = ['options.html', 'options.css', '_locales'];

/**
 * @param {string} path
 * @returns {Promise<number>} bytes of a file, or of everything under a folder
 */
async function sizeOf(path) {
	const info = await stat(path);
	if (!info.isDirectory()) return info.size;
	let total = 0;
	for (const name of await readdir(path)) total += await sizeOf(join(path, name));
	return total;
}

/**
 * @param {{ outDir?: string }} [options]
 * @returns {Promise<{ dir: string, bytes: number }>}
 */
export async function buildExtension({ outDir = EXTENSION_DIR } = {}) {
	await rm(outDir, { recursive: true, force: true });
	await mkdir(join(outDir, 'icons'), { recursive: true });

	for (const entry of ENTRIES) {
		await build({
			input: join(SOURCE, 'src', `${entry}.ts`),
			platform: 'browser',
			// The manifest's minimum_chrome_version: nothing to lower, so the page function that
			// chrome.scripting serialises (src/read-page.ts) stays as written, without helpers.
			transform: { target: 'chrome120' },
			logLevel: 'warn',
			output: { file: join(outDir, `${entry}.js`), format: 'esm', codeSplitting: false }
		});
	}

	for (const name of STATIC_FILES) await cp(join(SOURCE, name), join(outDir, name), { recursive: true });
	await cp(join(ROOT, 'static', 'icons', 'icon-192.png'), join(outDir, 'icons', 'icon-192.png'));

	// One version for the app and its extension: the manifest's follows package.json.
	const { version } = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8'));
	const manifest = JSON.parse(await readFile(join(SOURCE, 'manifest.json'), 'utf8'));
	await writeFile(join(outDir, 'manifest.json'), `${JSON.stringify({ ...manifest, version }, null, '\t')}\n`);

	return { dir: outDir, bytes: await sizeOf(outDir) };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
	const { dir, bytes } = await buildExtension();
	console.log(`Built the extension in ${dir} (${(bytes / 1024).toFixed(1)} KB). Load it with "Load unpacked" in chrome://extensions.`);
}
