import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

const out = process.env.RUMO_OUT ?? 'build';
const demo = process.env.RUMO_MODE === 'demo';
// Only the demo is hosted under a sub-path (BASE_PATH=/rumo npm run build:demo); the real app is
// always served at / by the relay, whose service worker answers /api/v1 at the origin's root.
const base = demo ? (process.env.BASE_PATH ?? '').replace(/\/+$/, '') : '';

/** The app's screens: every folder of src/routes without a parameter or a group in its name. */
const SCREENS = readdirSync('src/routes', { withFileTypes: true })
	.filter((entry) => entry.isDirectory() && !/[[\]()]/.test(entry.name))
	.map((entry) => entry.name);

/**
 * adapter-static, plus what a plain static host needs for the demo: `index.html` for the site's
 * root, `<screen>/index.html` for every screen — so a deep link or a reload works on a host that
 * knows no fallback (python3 -m http.server) — and `404.html`, which other hosts answer unknown
 * paths with. All are the same shell as 200.html; the app routes on the client.
 * @param {import('@sveltejs/adapter-static').AdapterOptions & { pages: string, fallback: string }} options
 * @returns {import('@sveltejs/kit').Adapter}
 */
function staticSite(options) {
	const inner = adapter(options);
	return {
		...inner,
		async adapt(builder) {
			await inner.adapt(builder);
			if (!demo) return;
			for (const page of ['index.html', '404.html']) copyFileSync(join(options.pages, options.fallback), join(options.pages, page));
			for (const screen of SCREENS) {
				mkdirSync(join(options.pages, screen), { recursive: true });
				copyFileSync(join(options.pages, options.fallback), join(options.pages, screen, 'index.html'));
			}
		}
	};
}

/** @type {import('@sveltejs/kit').Config} */
const config = {
	preprocess: vitePreprocess(),
	compilerOptions: { runes: true },
	kit: {
		// A single-page app: every unknown path is answered with 200.html.
		adapter: staticSite({ pages: out, assets: out, fallback: '200.html', strict: true }),
		paths: { base },
		// Registered by hand as a module worker (workbox-window): the automatic registration is a
		// classic script and fails on import.meta in bundled code.
		serviceWorker: { register: false },
		alias: { $core: 'worker/core' },
		typescript: {
			config(tsconfig) {
				// Copies of the specification's fixtures, kept byte for byte: not this project's code to type-check.
				tsconfig.exclude.push('../tests/fixtures/*/**');
			}
		}
	}
};
export default config;
