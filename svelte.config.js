import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

const out = process.env.RUMO_OUT ?? 'build';

/** @type {import('@sveltejs/kit').Config} */
const config = {
	preprocess: vitePreprocess(),
	compilerOptions: { runes: true },
	kit: {
		// A single-page app: every unknown path is answered with 200.html.
		adapter: adapter({ pages: out, assets: out, fallback: '200.html', strict: true }),
		// Registered by hand as a module worker (workbox-window): the automatic registration is a
		// classic script and fails on import.meta in bundled code.
		serviceWorker: { register: false },
		alias: { $core: 'worker/core' }
	}
};
export default config;
