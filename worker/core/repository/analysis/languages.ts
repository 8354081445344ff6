import { baseName, extensionOf } from './file-kinds';
import type { RepoFile, RepoLanguage } from './types';

/**
 * Language by file extension, named as GitHub's Linguist names them so a local folder's shares
 * read like a hosted repository's. Only programming and markup languages, as Linguist counts:
 * data (JSON, YAML) and prose (Markdown) are no language of the code. Ambiguous extensions take
 * Linguist's most common reading (".m" is Objective-C, ".h" is C).
 */
export const LANGUAGE_BY_EXTENSION: Readonly<Record<string, string>> = {
	ts: 'TypeScript',
	tsx: 'TypeScript',
	mts: 'TypeScript',
	cts: 'TypeScript',
	js: 'JavaScript',
	jsx: 'JavaScript',
	mjs: 'JavaScript',
	cjs: 'JavaScript',
	py: 'Python',
	pyi: 'Python',
	ipynb: 'Jupyter Notebook',
	go: 'Go',
	rs: 'Rust',
	java: 'Java',
	kt: 'Kotlin',
	kts: 'Kotlin',
	scala: 'Scala',
	groovy: 'Groovy',
	rb: 'Ruby',
	php: 'PHP',
	cs: 'C#',
	fs: 'F#',
	vb: 'Visual Basic .NET',
	c: 'C',
	h: 'C',
	cpp: 'C++',
	cc: 'C++',
	cxx: 'C++',
	hpp: 'C++',
	hh: 'C++',
	m: 'Objective-C',
	mm: 'Objective-C++',
	swift: 'Swift',
	dart: 'Dart',
	r: 'R',
	jl: 'Julia',
	lua: 'Lua',
	pl: 'Perl',
	ex: 'Elixir',
	exs: 'Elixir',
	erl: 'Erlang',
	hs: 'Haskell',
	clj: 'Clojure',
	cljs: 'Clojure',
	ml: 'OCaml',
	elm: 'Elm',
	zig: 'Zig',
	sol: 'Solidity',
	sh: 'Shell',
	bash: 'Shell',
	zsh: 'Shell',
	ps1: 'PowerShell',
	sql: 'SQL',
	html: 'HTML',
	htm: 'HTML',
	css: 'CSS',
	scss: 'SCSS',
	sass: 'Sass',
	less: 'Less',
	vue: 'Vue',
	svelte: 'Svelte',
	astro: 'Astro',
	tf: 'HCL',
	hcl: 'HCL',
	vhd: 'VHDL',
	vhdl: 'VHDL',
	sv: 'SystemVerilog',
	asm: 'Assembly'
};

// Files Linguist names by their whole name.
const LANGUAGE_BY_NAME: Readonly<Record<string, string>> = {
	dockerfile: 'Dockerfile',
	containerfile: 'Dockerfile',
	makefile: 'Makefile',
	gnumakefile: 'Makefile'
};

/** The language of a file by its name or extension, or null for data, prose and binaries. */
export function languageOf(path: string): string | null {
	const name = baseName(path).toLowerCase();
	return LANGUAGE_BY_NAME[name] ?? (name.startsWith('dockerfile.') ? 'Dockerfile' : null) ?? LANGUAGE_BY_EXTENSION[extensionOf(name)] ?? null;
}

/** Shares of each language, largest first (ties by name), rounded to four places. */
export function languageShares(bytes: Record<string, number>): RepoLanguage[] {
	const entries = Object.entries(bytes).filter(([, count]) => Number.isFinite(count) && count > 0);
	const total = entries.reduce((sum, [, count]) => sum + count, 0);
	if (total === 0) return [];
	return entries
		.map(([name, count]) => ({ name, bytes: count, share: Math.round((count / total) * 10_000) / 10_000 }))
		.sort((a, b) => b.bytes - a.bytes || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * Bytes by language from the tree, for a local folder (the host is not there to count them).
 * Paths the caller did not skip are all counted; a file without a size counts nothing.
 */
export function bytesByExtension(tree: RepoFile[], skip: (path: string) => boolean = () => false): Record<string, number> {
	const bytes: Record<string, number> = {};
	for (const file of tree) {
		if (file.kind === 'dir' || skip(file.path)) continue;
		const language = languageOf(file.path);
		if (language && file.size) bytes[language] = (bytes[language] ?? 0) + file.size;
	}
	return bytes;
}
