import type { Dependency, ReadOther } from './manifest-types';
import { splitLines } from './text-lines';
import { headerStarts, readToml, stringAt, type TomlEntry, type TomlValue } from './toml-lines';

/**
 * A PEP 508 requirement: the name, optional extras (`sqlalchemy[asyncio]`), then a version
 * specifier (bare or in brackets) or a direct reference (`name @ git+https://…`), then markers
 * after ";". A string that is none (a path, "-e .", a URL alone) gives null.
 */
const REQUIREMENT = /^\s*([A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?)\s*(\[[^\]]*\])?\s*(.*)$/s;

export function requirement(spec: string, line: number, dev: boolean): Dependency | null {
	const match = REQUIREMENT.exec(spec);
	if (!match) return null;
	const rest = match[3].split(';')[0].trim();
	if (rest.startsWith('@')) return { ecosystem: 'pypi', name: match[1], version: null, line, dev };
	// What follows a name is a version specifier or nothing: "./path" or "foo.whl" is no name at all.
	if (rest && !/^\(?\s*(?:[<>=!~]=?|===)/.test(rest)) return null;
	const version = rest.replace(/^\(\s*|\s*\)$/g, '').trim();
	return { ecosystem: 'pypi', name: match[1], version: version || null, line, dev };
}

/** The string items of a TOML array that are requirements (PEP 735's `{ include-group = … }` is none). */
function requirementsOf(value: TomlValue, dev: boolean): Dependency[] {
	if (value.type !== 'array') return [];
	const found: Dependency[] = [];
	for (const item of value.items) {
		if (item.type !== 'string') continue;
		const dependency = requirement(item.value, item.line, dev);
		if (dependency) found.push(dependency);
	}
	return found;
}

// Names of optional-dependency groups and dependency groups that are for development, not for users.
const DEV_GROUP = /^(?:dev|develop|development|test|tests|testing|lint|linting|typing|types|mypy|doc|docs|documentation|coverage|cov|style|format|check|ci|bench|benchmarks?|debug|tools?)(?:[-_].*)?$/i;

/** A Poetry dependency table's entries: `name = "^1.0"`, `name = { version = "…" }`, `name = [{…}, {…}]`. */
function poetryEntries(entries: TomlEntry[], dev: boolean, found: Dependency[]): void {
	const seen = new Set<string>();
	for (const entry of entries) {
		const name = entry.key[0];
		if (name.toLowerCase() === 'python' || seen.has(name)) continue;
		seen.add(name);
		// `name.version = "…"` (dotted keys) says what `name = { version = "…" }` says.
		const own = entries.filter((other) => other.key[0] === name);
		const version = entry.key.length === 1 && entry.value.type === 'string' ? entry.value.value : stringAt(own, name, 'version');
		found.push({ ecosystem: 'pypi', name, version: version === '*' ? null : version, line: entry.line, dev });
	}
}

/**
 * pyproject.toml in every dialect that declares dependencies:
 * - PEP 621 `[project] dependencies` (runtime) and `[project.optional-dependencies]` (runtime
 *   extras, except groups named for development: test, docs, lint…);
 * - PEP 735 `[dependency-groups]` (development);
 * - Poetry `[tool.poetry.dependencies]`, `[tool.poetry.dev-dependencies]`,
 *   `[tool.poetry.group.<name>.dependencies]` (development unless "main"), and the one-table-a-
 *   dependency form `[tool.poetry.dependencies.requests]`;
 * - PDM `[tool.pdm.dev-dependencies]` and uv `[tool.uv] dev-dependencies` (development).
 * `[build-system] requires` is how the package is built, not what it uses: left out.
 */
function readPyproject(text: string): Dependency[] {
	const found: Dependency[] = [];
	for (const section of readToml(text)) {
		const { header } = section;
		const key = header.join('.');
		for (const entry of section.entries) {
			const full = [...header, ...entry.key];
			const path = full.join('.');
			if (path === 'project.dependencies') found.push(...requirementsOf(entry.value, false));
			else if (full.length === 3 && headerStarts(full, 'project', 'optional-dependencies')) found.push(...requirementsOf(entry.value, DEV_GROUP.test(full[2])));
			else if (full.length === 2 && full[0] === 'dependency-groups') found.push(...requirementsOf(entry.value, true));
			else if (full.length === 4 && headerStarts(full, 'tool', 'pdm', 'dev-dependencies')) found.push(...requirementsOf(entry.value, true));
			else if (path === 'tool.uv.dev-dependencies') found.push(...requirementsOf(entry.value, true));
		}
		const poetry = /^tool\.poetry\.(?:(dev-)?dependencies|group\.([^.]+)\.dependencies)(?:\.([^.]+))?$/.exec(key);
		if (!poetry) continue;
		const dev = Boolean(poetry[1]) || (poetry[2] !== undefined && poetry[2] !== 'main');
		if (poetry[3] === undefined) poetryEntries(section.entries, dev, found);
		else if (poetry[3].toLowerCase() !== 'python') {
			const version = stringAt(section.entries, 'version');
			found.push({ ecosystem: 'pypi', name: header[header.length - 1], version: version === '*' ? null : version, line: section.line, dev });
		}
	}
	return found;
}

/** Where a requirements file's `-r other.txt` points, inside the repository; null outside it or for a URL. */
export function includedPath(from: string, target: string): string | null {
	if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('/') || target.startsWith('\\')) return null;
	const parts = from.split('/').slice(0, -1);
	for (const part of target.replace(/\\/g, '/').split('/')) {
		if (part === '' || part === '.') continue;
		if (part === '..') {
			if (parts.length === 0) return null;
			parts.pop();
		} else parts.push(part);
	}
	return parts.join('/') || null;
}

// Options that take a file or value: the next word is theirs, not a requirement.
const INCLUDE = /^(?:-r|--requirement)(?:\s*=\s*|\s+|(?=\S))(\S+)$/;
const OPTION = /^-/;

/**
 * requirements*.txt as pip reads it: one requirement a line, "\" continues a line, "#" starts a
 * comment at the line's start or after a blank. Options (`-c`, `-i`, `--hash`, `-e`, `--pre`) are
 * no requirements; `-r other.txt` includes another file, read when `read` has it — only inside
 * the repository and each file once, so two files that include each other end.
 */
function readRequirements(path: string, text: string, dev: boolean, read: ReadOther | undefined, visited: Set<string>): Dependency[] {
	visited.add(path);
	const found: Dependency[] = [];
	const lines = splitLines(text);
	for (let i = 0; i < lines.length; i++) {
		const start = i;
		let line = lines[i];
		while (/(^|[^\\])\\$/.test(line) && i + 1 < lines.length) line = line.slice(0, -1) + lines[++i];
		line = line.replace(/(^|\s)#.*$/, '').trim();
		if (!line) continue;
		const include = INCLUDE.exec(line);
		if (include) {
			const target = includedPath(path, include[1]);
			const other = target && !visited.has(target) ? read?.(target) : null;
			if (target && typeof other === 'string') {
				for (const dependency of readRequirements(target, other, dev || isDevRequirements(target), read, visited)) found.push({ ...dependency, path: dependency.path ?? target });
			}
			continue;
		}
		if (OPTION.test(line) || /^[a-z][a-z0-9+.-]*:\/\//i.test(line) || /^[./~]/.test(line)) continue;
		// Options after a requirement (`--hash=sha256:…`) belong to it, not to its version.
		const dependency = requirement(line.replace(/\s+--?[a-z].*$/i, ''), start + 1, dev);
		if (dependency) found.push(dependency);
	}
	return found;
}

/** Pipfile: `name = "*"` under `[packages]` and `[dev-packages]`, or `name = { version = "…" }`. */
function readPipfile(text: string): Dependency[] {
	const found: Dependency[] = [];
	for (const section of readToml(text)) {
		const name = section.header.join('.');
		if (name === 'packages' || name === 'dev-packages') poetryEntries(section.entries, name === 'dev-packages', found);
	}
	return found;
}

/**
 * setup.py: the quoted requirements of `install_requires=[...]`, `tests_require=[...]` and
 * `extras_require={...}` (a requirement is a string not followed by ":", which is a dict key).
 * setup.py is a program; this reads the common literal form and nothing more.
 */
function readSetupPy(text: string): Dependency[] {
	const found: Dependency[] = [];
	let mode: { dev: boolean; closer: string } | null = null;
	splitLines(text).forEach((raw, i) => {
		let line = raw.replace(/(^|\s)#.*$/, '');
		if (!mode) {
			const start = /\b(install_requires|tests_require|extras_require)\s*=\s*([[{])/.exec(line);
			if (!start) return;
			mode = { dev: start[1] !== 'install_requires', closer: start[2] === '[' ? ']' : '}' };
			line = line.slice(start.index + start[0].length);
		}
		for (const match of line.matchAll(/"([^"]+)"\s*(:?)|'([^']+)'\s*(:?)/g)) {
			if (match[2] || match[4]) continue;
			const dependency = requirement(match[1] ?? match[3], i + 1, mode.dev);
			if (dependency) found.push(dependency);
		}
		// The list ends at its closer outside a string: "a[b]" inside quotes is an extra, not the end.
		if (line.replace(/"[^"]*"|'[^']*'/g, '').includes(mode.closer)) mode = null;
	});
	return found;
}

/** setup.cfg: `install_requires =` and `[options.extras_require]` values, inline or on indented lines. */
function readSetupCfg(text: string): Dependency[] {
	const found: Dependency[] = [];
	let section = '';
	let collecting: { dev: boolean } | null = null;
	splitLines(text).forEach((raw, i) => {
		const header = /^\[([^\]]+)\]\s*$/.exec(raw);
		if (header) {
			section = header[1].trim();
			collecting = null;
			return;
		}
		if (collecting && /^\s+\S/.test(raw)) {
			const dependency = requirement(raw.replace(/(^|\s)#.*$/, ''), i + 1, collecting.dev);
			if (dependency) found.push(dependency);
			return;
		}
		collecting = null;
		const entry = /^([\w-]+)\s*=\s*(.*)$/.exec(raw);
		if (!entry) return;
		const isRequirements = (section === 'options' && (entry[1] === 'install_requires' || entry[1] === 'tests_require')) || section === 'options.extras_require';
		if (!isRequirements) return;
		const dev = !(section === 'options' && entry[1] === 'install_requires');
		if (entry[2].trim()) {
			const dependency = requirement(entry[2], i + 1, dev);
			if (dependency) found.push(dependency);
		}
		collecting = { dev };
	});
	return found;
}

/** environment.yml (conda): the items of `dependencies:`, including its nested `pip:` list. */
function readCondaEnvironment(text: string): Dependency[] {
	const found: Dependency[] = [];
	let inDependencies = false;
	splitLines(text).forEach((raw, i) => {
		if (/^\S/.test(raw)) {
			inDependencies = /^dependencies:/.test(raw);
			return;
		}
		const item = inDependencies && /^\s*-\s*([A-Za-z0-9][\w.-]*)\s*(?:[=<>!~]=?\s*([^\s#]+))?/.exec(raw);
		if (!item || item[1] === 'pip' || item[1] === 'python') return;
		found.push({ ecosystem: 'pypi', name: item[1], version: item[2] ?? null, line: i + 1, dev: false });
	});
	return found;
}

// requirements.txt, requirements-dev.in, and any .txt or .in in a folder named requirements/.
const REQUIREMENTS_FILE = /(?:^|\/)(?:requirements(?:[-_.][a-z0-9_-]+)?|requirements\/[\w.-]+)\.(?:txt|in)$/i;

/** Whether the path is a pip requirements file by its name or folder. */
export const isRequirementsPath = (path: string): boolean => REQUIREMENTS_FILE.test(path);

const isDevRequirements = (path: string) => /dev|test|lint|doc|local|ci\b|typing|mypy/i.test(path.slice(path.lastIndexOf('/') + 1));

/** The dependencies of a Python manifest by its path; null when it is none. */
export function readPythonManifest(path: string, text: string, read?: ReadOther): Dependency[] | null {
	if (isRequirementsPath(path)) return readRequirements(path, text, isDevRequirements(path), read, new Set());
	switch (path.slice(path.lastIndexOf('/') + 1).toLowerCase()) {
		case 'pyproject.toml':
			return readPyproject(text);
		case 'pipfile':
			return readPipfile(text);
		case 'setup.py':
			return readSetupPy(text);
		case 'setup.cfg':
			return readSetupCfg(text);
		case 'environment.yml':
			return readCondaEnvironment(text);
	}
	return null;
}
