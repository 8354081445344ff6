import type { Ecosystem } from './dependency-skills';
import type { Dependency, ReadOther } from './manifest-types';
import { baseName } from '../../engine/repository-files/file-kinds';
import { readJvmManifest } from './jvm-manifests';
import { readPythonManifest } from './python-manifests';
import { escapeRegExp, lineMatching, splitLines } from './text-lines';
import { readToml, stringAt, type TomlEntry } from './toml-lines';

export type { Dependency, ReadOther } from './manifest-types';

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

/**
 * go.mod: the `require` lines and `require ( … )` blocks. A requirement marked `// indirect` is
 * there for a dependency's sake (go mod tidy writes it), not the author's choice: left out, as a
 * lockfile's entries are. Module paths may be quoted; other blocks (replace, exclude, retract,
 * tool, godebug) name no requirement.
 */
function readGoMod(text: string): Dependency[] {
	const found: Dependency[] = [];
	let block: string | null = null;
	const unquote = (token: string) => token.replace(/^"(.*)"$|^`(.*)`$/, '$1$2');
	splitLines(text).forEach((raw, i) => {
		const comment = /\/\/(.*)$/.exec(raw)?.[1] ?? '';
		const line = raw.replace(/\/\/.*$/, '').trim();
		if (block !== null) {
			if (line.startsWith(')')) {
				block = null;
				return;
			}
			if (block !== 'require') return;
		}
		const opens = /^(\w+)\s*\($/.exec(line);
		if (opens) {
			block = opens[1];
			return;
		}
		const match = (block === 'require' ? /^("[^"]+"|`[^`]+`|\S+)\s+(v\S+)$/ : /^require\s+("[^"]+"|`[^`]+`|\S+)\s+(v\S+)$/).exec(line);
		if (match && !/^\s*indirect\b/.test(comment.split(';')[0])) found.push({ ecosystem: 'go', name: unquote(match[1]), version: match[2], line: i + 1, dev: false });
	});
	return found;
}

const CARGO_TABLE = /^(?:dev|build)?[-_]?dependencies$/;

/** Whether a table is one of Cargo's dependency tables; `dev` for dev- and build-dependencies. */
function cargoTable(parts: string[]): { dev: boolean } | null {
	const last = parts[parts.length - 1];
	const placed = parts.length === 1 || (parts.length === 3 && parts[0] === 'target') || (parts.length === 2 && parts[0] === 'workspace' && last === 'dependencies');
	return placed && CARGO_TABLE.test(last ?? '') ? { dev: last !== 'dependencies' } : null;
}

/**
 * Cargo.toml: `[dependencies]`, `[dev-dependencies]`, `[build-dependencies]`, the same under
 * `[target.'cfg(…)'.…]`, and `[workspace.dependencies]` (the versions a workspace shares, for
 * its members to use); `name = "1.0"`, `name = { version = "1.0" }`, dotted
 * `name.workspace = true`, or a `[dependencies.name]` table. A renamed dependency
 * (`package = "real"`) is named as the crate it is. `[[bin]]`, `[[test]]`, `[[bench]]` and
 * `[[example]]` are the crate's own targets, not dependencies.
 */
function readCargo(text: string): Dependency[] {
	const found: Dependency[] = [];
	const add = (key: string, entries: TomlEntry[], direct: string | null, line: number, dev: boolean) => {
		found.push({ ecosystem: 'cargo', name: stringAt(entries, 'package') ?? key, version: direct ?? stringAt(entries, 'version'), line, dev });
	};
	for (const section of readToml(text)) {
		if (section.arrayOfTables) continue;
		const { header, entries } = section;
		const parent = header.length > 1 ? cargoTable(header.slice(0, -1)) : null;
		if (parent) {
			add(header[header.length - 1], entries, null, section.line, parent.dev);
			continue;
		}
		const table = cargoTable(header);
		if (!table) continue;
		const seen = new Set<string>();
		for (const entry of entries) {
			const name = entry.key[0];
			if (seen.has(name)) continue;
			seen.add(name);
			if (entry.key.length === 1 && entry.value.type === 'string') add(name, [], entry.value.value, entry.line, table.dev);
			else if (entry.key.length === 1 && entry.value.type === 'table') add(name, entry.value.entries, null, entry.line, table.dev);
			else {
				// Dotted keys: `serde.version = "1"`, `serde.workspace = true`.
				const own = entries.filter((other) => other.key[0] === name && other.key.length > 1).map((other) => ({ ...other, key: other.key.slice(1) }));
				add(name, own, null, entry.line, table.dev);
			}
		}
	}
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
 * The dependencies a manifest declares, by the manifest's path; [] for a file this does not read
 * or cannot parse. Only declared dependencies: lockfiles list what the tools chose. `read` gives
 * other files of the repository, for a requirements file's includes and a Gradle build's version
 * catalog; without it those are not followed.
 */
export function readDependencies(path: string, text: string, read?: ReadOther): Dependency[] {
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
	return readJvmManifest(path, text, read) ?? readPythonManifest(path, text, read) ?? [];
}
