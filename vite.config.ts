import { sveltekit } from '@sveltejs/kit/vite';
import { defineConfig, type Plugin } from 'vitest/config';
import { ocrAssets } from './scripts/vite-ocr-assets.mjs';

const mode = process.env.RUMO_MODE === 'demo' ? 'demo' : 'real';

/**
 * Speed on a phone (issue 27): what the first script of every page needs — SvelteKit's start and
 * app, the root layout and the root error page, and all they import — in two chunks (the packages,
 * the app's own frame) instead of about 25 small ones split by which screens share them. All of it
 * loads on every page anyway; Lighthouse's phone (HTTP/1.1: 6 connections, 150 ms a round trip)
 * paid a round trip for every 6 files. Measured (mobile, medians): LCP 2.4–2.7 → 1.8–2.3 s.
 */
function frameChunks(): { plugin: Plugin; inFrame: (id: string) => boolean } {
	const ENTRIES = /\/client-optimized\/(app|nodes\/[01])\.js$|\/runtime\/client\/entry\.js$/;
	const frame = new Set<string>();
	const plugin: Plugin = {
		name: 'rumo:frame-chunks',
		apply: 'build',
		// Every module the frame's entries import statically, once the module graph is complete.
		buildEnd() {
			frame.clear();
			const stack = [...this.getModuleIds()].filter((id) => ENTRIES.test(id)).flatMap((id) => this.getModuleInfo(id)?.importedIds ?? []);
			while (stack.length) {
				const id = stack.pop()!;
				if (frame.has(id) || ENTRIES.test(id)) continue;
				frame.add(id);
				stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
			}
		}
	};
	return { plugin, inFrame: (id) => frame.has(id) };
}
const frame = frameChunks();

export default defineConfig({
	plugins: [sveltekit(), ocrAssets(), frame.plugin],
	define: { __RUMO_MODE__: JSON.stringify(mode) },
	// Module workers: the default 'iife' cannot code-split (pdf.js loads lazily inside the core).
	worker: { format: 'es' },
	build: {
		rolldownOptions: {
			// Rolldown's plugin-timing report is advice, not a problem; keep the build output warning-free.
			checks: { pluginTimings: false },
			output: {
				codeSplitting: {
					groups: [
						{ name: 'runtime', test: (id) => frame.inFrame(id) && /[\\/]node_modules[\\/]/.test(id), priority: 2 },
						{ name: 'frame', test: frame.inFrame, priority: 1 }
					]
				}
			}
		}
	},
	server: { host: '127.0.0.1' },
	test: {
		include: ['src/**/*.test.ts', 'worker/**/*.test.ts', 'extension/src/**/*.test.ts', 'relay/**/*.test.{ts,mjs}', 'tests/eval/**/*.test.ts', 'tests/fixtures/*.test.ts', 'tests/*.test.ts', 'cli/**/*.test.ts'],
		environment: 'node'
	}
});
