import { sveltekit } from '@sveltejs/kit/vite';
import { defineConfig } from 'vitest/config';
import { ocrAssets } from './scripts/vite-ocr-assets.mjs';

const mode = process.env.RUMO_MODE === 'demo' ? 'demo' : 'real';

export default defineConfig({
	plugins: [sveltekit(), ocrAssets()],
	define: { __RUMO_MODE__: JSON.stringify(mode) },
	// Module workers: the default 'iife' cannot code-split (pdf.js loads lazily inside the core).
	worker: { format: 'es' },
	// Rolldown's plugin-timing report is advice, not a problem; keep the build output warning-free.
	build: { rolldownOptions: { checks: { pluginTimings: false } } },
	server: { host: '127.0.0.1' },
	test: {
		include: ['src/**/*.test.ts', 'worker/**/*.test.ts', 'extension/src/**/*.test.ts', 'relay/**/*.test.{ts,mjs}', 'tests/eval/**/*.test.ts', 'tests/fixtures/*.test.ts', 'tests/*.test.ts', 'cli/**/*.test.ts'],
		environment: 'node'
	}
});
