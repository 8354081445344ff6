import type { Dependency } from './manifests';
import { splitLines } from './text-lines';

// A PEP 508 requirement: the name, optional extras, then the version specifier up to markers.
const REQUIREMENT = /^\s*([A-Za-z0-9][A-Za-z0-9._-]*)\s*(?:\[[^\]]*\])?\s*([^;#]*)/;

function requirement(spec: string, line: number, dev: boolean): Dependency | null {
	const match = REQUIREMENT.exec(spec);
	if (!match) return null;
	const version = match[2].trim().replace(/^\(|\)$/g, '');
	return { ecosystem: 'pypi', name: match[1], version: version || null, line, dev };
}

const quoted = (line: string) => [...line.matchAll(/["']([^"']+)["']/g)].map((match) => match[1]);

/** requirements*.txt: one requirement a line; options (-r, -e, --hash) and URLs are no names. */
function readRequirements(text: string, dev: boolean): Dependency[] {
	const found: Dependency[] = [];
	splitLines(text).forEach((raw, i) => {
		const line = raw.replace(/(^|\s)#.*$/, '').trim();
		if (!line || line.startsWith('-') || /^[a-z+]+:\/\//i.test(line)) return;
		const dependency = requirement(line, i + 1, dev);
		if (dependency) found.push(dependency);
	});
	return found;
}

/**
 * pyproject.toml, in its three dialects: PEP 621 arrays (`dependencies = [...]`,
 * `[project.optional-dependencies]`), PEP 735 `[dependency-groups]`, and Poetry tables
 * (`[tool.poetry.dependencies]`, `[tool.poetry.group.dev.dependencies]`).
 */
function readPyproject(text: string): Dependency[] {
	const found: Dependency[] = [];
	let section = '';
	let array: { dev: boolean } | null = null;
	splitLines(text).forEach((raw, i) => {
		const line = raw.replace(/(^|\s)#.*$/, '').trim();
		if (array) {
			for (const spec of quoted(line)) {
				const dependency = requirement(spec, i + 1, array.dev);
				if (dependency) found.push(dependency);
			}
			if (line.includes(']')) array = null;
			return;
		}
		const header = /^\[([^\]]+)\]$/.exec(line);
		if (header) {
			section = header[1].trim();
			return;
		}
		const entry = /^([\w.-]+|"[^"]+")\s*=\s*(.*)$/.exec(line);
		if (!entry) return;
		const key = entry[1].replace(/"/g, '');
		const listOfRequirements =
			(section === 'project' && key === 'dependencies') ||
			section === 'project.optional-dependencies' ||
			section === 'dependency-groups' ||
			section === 'tool.pdm.dev-dependencies';
		if (listOfRequirements && entry[2].startsWith('[')) {
			const dev = section !== 'project';
			for (const spec of quoted(entry[2])) {
				const dependency = requirement(spec, i + 1, dev);
				if (dependency) found.push(dependency);
			}
			if (!entry[2].includes(']')) array = { dev };
			return;
		}
		const poetry = /^tool\.poetry\.(?:(dev-)?dependencies|group\.([\w-]+)\.dependencies)$/.exec(section);
		if (poetry && key.toLowerCase() !== 'python') {
			const version = /^"([^"]*)"/.exec(entry[2])?.[1] ?? /version\s*=\s*"([^"]*)"/.exec(entry[2])?.[1] ?? null;
			found.push({ ecosystem: 'pypi', name: key, version, line: i + 1, dev: Boolean(poetry[1]) || (poetry[2] !== undefined && poetry[2] !== 'main') });
		}
	});
	return found;
}

/** Pipfile: `name = "*"` under `[packages]` and `[dev-packages]`. */
function readPipfile(text: string): Dependency[] {
	const found: Dependency[] = [];
	let section: { dev: boolean } | null = null;
	splitLines(text).forEach((raw, i) => {
		const line = raw.replace(/(^|\s)#.*$/, '').trim();
		const header = /^\[([^\]]+)\]$/.exec(line);
		if (header) {
			section = header[1] === 'packages' ? { dev: false } : header[1] === 'dev-packages' ? { dev: true } : null;
			return;
		}
		const entry = section && /^([\w.-]+|"[^"]+")\s*=\s*(.*)$/.exec(line);
		if (!section || !entry) return;
		const version = /^"([^"]*)"/.exec(entry[2])?.[1] ?? /version\s*=\s*"([^"]*)"/.exec(entry[2])?.[1] ?? null;
		found.push({ ecosystem: 'pypi', name: entry[1].replace(/"/g, ''), version: version === '*' ? null : version, line: i + 1, dev: section.dev });
	});
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
		for (const match of line.matchAll(/["']([^"']+)["']\s*(:?)/g)) {
			if (match[2]) continue;
			const dependency = requirement(match[1], i + 1, mode.dev);
			if (dependency) found.push(dependency);
		}
		if (line.includes(mode.closer)) mode = null;
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

/** The dependencies of a Python manifest by its (lower-case) file name; null when it is none. */
export function readPythonManifest(name: string, text: string): Dependency[] | null {
	if (/^requirements(?:[-_.][a-z0-9_-]+)?\.(?:txt|in)$/.test(name)) return readRequirements(text, /dev|test|lint|doc/.test(name));
	switch (name) {
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
