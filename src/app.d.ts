// See https://svelte.dev/docs/kit/types#app.d.ts
declare global {
	/** 'real' runs the in-browser core; 'demo' (npm run build:demo) shows fictitious data only. */
	const __RUMO_MODE__: 'real' | 'demo';
	namespace App {}
}

export {};
