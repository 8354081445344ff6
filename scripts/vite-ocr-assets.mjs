import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const NODE_MODULES = dirname(dirname(require.resolve('tesseract.js/package.json')));
/** @type {{ version: string, files: { name: string, from: string }[] }} */
const MANIFEST = JSON.parse(readFileSync(new URL('../worker/core/engine/readers/ocr/ocr-assets.json', import.meta.url), 'utf8'));
const OCR_DIR = `ocr/${MANIFEST.version}`;

/** @type {Record<string, string>} */
const TYPES = { js: 'text/javascript; charset=utf-8', wasm: 'application/wasm', gz: 'application/octet-stream' };

/**
 * Serves the OCR engine's files from the app itself: copied out of node_modules into the client
 * build at `ocr/<version>/` (stable names, outside Vite's manifest, so the service worker does not
 * precache them), and served from node_modules by the dev server.
 * @returns {import('vite').Plugin}
 */
export function ocrAssets() {
	let ssr = false;
	let base = '/';
	return {
		name: 'rumo-ocr-assets',
		configResolved(config) {
			ssr = Boolean(config.build.ssr);
			base = config.base.startsWith('/') ? config.base : '/';
		},
		buildStart() {
			const installed = /** @type {{ version: string }} */ (require('tesseract.js/package.json')).version;
			if (installed !== MANIFEST.version)
				this.error(`tesseract.js ${installed} is installed; set "version" in worker/core/engine/readers/ocr/ocr-assets.json to it.`);
		},
		generateBundle() {
			if (ssr) return;
			for (const file of MANIFEST.files)
				this.emitFile({ type: 'asset', fileName: `${OCR_DIR}/${file.name}`, source: readFileSync(join(NODE_MODULES, file.from)) });
		},
		configureServer(server) {
			server.middlewares.use((request, response, next) => {
				const path = (request.url ?? '').split('?')[0];
				const file = MANIFEST.files.find((f) => path === `${base}${OCR_DIR}/${f.name}`);
				if (!file) return next();
				response.setHeader('content-type', TYPES[file.name.split('.').pop() ?? ''] ?? 'application/octet-stream');
				response.end(readFileSync(join(NODE_MODULES, file.from)));
			});
		}
	};
}
