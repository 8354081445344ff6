import type { Ecosystem } from './dependency-skills';
import { baseName } from './file-kinds';
import { readJvmManifest } from './jvm-manifests';
import { readPythonManifest } from './python-manifests';
import { escapeRegExp, lineMatching, splitLines } from './text-lines';

/** A dependency as a manifest declares it, with the 1-based line that names it. */
export type Dependency = {
	ecosystem: Ecosystem;
	/** As written in the manifest, so the line can be shown and checked. */
	name: string;
	version: string | null;
	line: number;
	/** Declared for development or tests only. */
	dev: boolean;
};

/**
 * Dependencies of a JSON manifest (package.json, composer.json), each found on the line of its
 * key inside its own section, so "react" in "scripts" or "keywords" is not taken for it.
 */
function readJsonManifest(text: string, ecosystem: Ecosystem, sections: Record<string, boolean>): Dependency[] {
	let data: unknown;
	try {
		data = JSON.parse(text);
	} catch {
		return [];
	}
	if (!data || typeof data !== 'object') return [];
	const lines = splitLines(text);
	const found: Dependency[] = [];
	for (const [section, dev] of Object.entries(sections)) {
		const block = (data as Record<string, unknown>)[section];
		if (!block || typeof block !== 'object' || Array.isArray(block)) continue;
		const start = (lineMatching(lines, new RegExp(`"${escapeRegExp(section)}"\\s*:`)) ?? 1) - 1;
		for (const [name, version] of Object.entries(block as Record<string, unknown>)) {
			if (ecosystem === 'composer' && (name === 'php' || name.startsWith('ext-'))) continue;
			const line = lineMatching(lines, new RegExp(`"${escapeRegExp(name)}"\\s*:`), start);
			if (line === null) continue;
			found.push({ ecosystem, name, version: typeof version === 'string' ? version : null, line, dev });
		}
	}
	return found;
}

/** go.mod: the `require` lines and blocks; indirect requirements are someone else's choice, not the author's. */
function readGoMod(text: string): Dependency[] {
	const found: Dependency[] = [];
	let inBlock = false;
	splitLines(text).forEach((raw, i) => {
		const line = raw.replace(/\/\/.*$/, '').trim();
		if (inBlock && line.startsWith(')')) inBlock = false;
		else if (/^require\s*\($/.test(line)) inBlock = true;
		else {
			const match = (inBlock ? /^(\S+)\s+(v\S+)$/ : /^require\s+(\S+)\s+(v\S+)$/).exec(line);
			if (match && !/\/\/\s*indirect/.test(raw)) found.push({ ecosystem: 'go', name: match[1], version: match[2], line: i + 1, dev: false });
		}
	});
	return found;
}

/** Cargo.toml: `name = "1.0"` or `name = { version = "1.0" }` under a dependencies table, or a `[dependencies.name]` table. */
function readCargo(text: string): Dependency[] {
	const found: Dependency[] = [];
	let section: { dev: boolean } | null = null;
	splitLines(text).forEach((raw, i) => {
		const line = raw.trim();
		const header = /^\[([^\]]+)\]$/.exec(line);
		if (header) {
			const name = header[1].trim();
			const table = /(?:^|\.)((?:dev-|build-)?dependencies)\.([\w-]+)$/.exec(name);
			if (table) found.push({ ecosystem: 'cargo', name: table[2], version: null, line: i + 1, dev: table[1] !== 'dependencies' });
			section = /(?:^|\.)(?:dev-|build-)?dependencies$/.test(name) ? { dev: /(?:dev|build)-dependencies$/.test(name) } : null;
			return;
		}
		const entry = section && /^([\w-]+)\s*=\s*(.+)$/.exec(line);
		if (!section || !entry) return;
		const version = /^"([^"]*)"/.exec(entry[2])?.[1] ?? /version\s*=\s*"([^"]*)"/.exec(entry[2])?.[1] ?? null;
		found.push({ ecosystem: 'cargo', name: entry[1], version, line: i + 1, dev: section.dev });
	});
	return found;
}

/** Gemfile: `gem "name", "~> 1.0"`, inside or outside `group :test do … end`. */
function readGemfile(text: string): Dependency[] {
	const found: Dependency[] = [];
	const groups: boolean[] = [];
	splitLines(text).forEach((raw, i) => {
		const line = raw.replace(/#.*$/, '').trim();
		const group = /^group\s+(.+?)\s+do$/.exec(line);
		if (group) {
			groups.push(/:(?:test|development)\b/.test(group[1]) && !/:production\b/.test(group[1]));
			return;
		}
		if (line === 'end') {
			groups.pop();
			return;
		}
		const gem = /^gem\s+['"]([^'"]+)['"](?:\s*,\s*['"]([^'"]+)['"])?/.exec(line);
		if (gem) found.push({ ecosystem: 'rubygems', name: gem[1], version: gem[2] ?? null, line: i + 1, dev: groups.some(Boolean) });
	});
	return found;
}

/** *.csproj: `<PackageReference Include="Name" Version="1.0" />`. */
function readProjectFile(text: string): Dependency[] {
	const found: Dependency[] = [];
	splitLines(text).forEach((raw, i) => {
		const reference = /<PackageReference\s+Include="([^"]+)"(?:\s+Version="([^"]*)")?/i.exec(raw);
		if (reference) found.push({ ecosystem: 'nuget', name: reference[1], version: reference[2] ?? null, line: i + 1, dev: false });
	});
	return found;
}

/** pubspec.yaml: the keys directly under `dependencies:` and `dev_dependencies:`. */
function readPubspec(text: string): Dependency[] {
	const found: Dependency[] = [];
	let section: { dev: boolean } | null = null;
	splitLines(text).forEach((raw, i) => {
		if (/^\S/.test(raw)) {
			section = /^dependencies:/.test(raw) ? { dev: false } : /^dev_dependencies:/.test(raw) ? { dev: true } : null;
			return;
		}
		const entry = section && /^ {2}([a-z_][\w]*):\s*(.*)$/.exec(raw);
		if (section && entry) found.push({ ecosystem: 'pub', name: entry[1], version: entry[2].trim() || null, line: i + 1, dev: section.dev });
	});
	return found;
}

/** mix.exs: `{:phoenix, "~> 1.7"}` tuples in `deps`. */
function readMix(text: string): Dependency[] {
	const found: Dependency[] = [];
	splitLines(text).forEach((raw, i) => {
		for (const match of raw.matchAll(/\{:(\w+),\s*"([^"]*)"([^}]*)\}/g)) {
			found.push({ ecosystem: 'hex', name: match[1], version: match[2], line: i + 1, dev: /only:\s*(?::test|:dev|\[)/.test(match[3]) });
		}
	});
	return found;
}

/**
 * The dependencies a manifest declares, by the manifest's file name; [] for a file this does not
 * read or cannot parse. Only declared dependencies: lockfiles list what the tools chose.
 */
export function readDependencies(path: string, text: string): Dependency[] {
	const name = baseName(path).toLowerCase();
	switch (name) {
		case 'package.json':
			return readJsonManifest(text, 'npm', { dependencies: false, peerDependencies: false, optionalDependencies: false, devDependencies: true });
		case 'composer.json':
			return readJsonManifest(text, 'composer', { require: false, 'require-dev': true });
		case 'go.mod':
			return readGoMod(text);
		case 'cargo.toml':
			return readCargo(text);
		case 'gemfile':
			return readGemfile(text);
		case 'pubspec.yaml':
			return readPubspec(text);
		case 'mix.exs':
			return readMix(text);
	}
	if (/\.(?:csproj|fsproj|vbproj)$/.test(name)) return readProjectFile(text);
	return readJvmManifest(name, text) ?? readPythonManifest(name, text) ?? [];
}
