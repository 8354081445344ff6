import type { Dependency, ReadOther } from './manifest-types';
import { splitLines } from './text-lines';
import { readToml, stringAt, type TomlEntry, type TomlValue } from './toml-lines';

// ---------------------------------------------------------------------------------------------
// Maven

type XmlChild = { text: string; line: number };
type XmlElement = { name: string; line: number; text: string; children: Map<string, XmlChild> };

const XML_TOKEN = /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[([\s\S]*?)\]\]>|<\?[\s\S]*?\?>|<![^>]*>|<\/\s*([\w.:-]+)\s*>|<([\w.:-]+)(?:\s[^>]*?)?(\/?)>|([^<]+)/g;

/**
 * The elements of an XML text in document order as they close, each with the names of its
 * ancestors and the text of its direct children: enough for a pom, where every fact is a child's
 * text. Comments are skipped, so a commented-out `<dependency>` is not read.
 */
function walkXml(text: string, visit: (element: XmlElement, ancestors: string[]) => void): void {
	const stack: XmlElement[] = [];
	let line = 1;
	let counted = 0;
	const lineOf = (offset: number) => {
		for (; counted < offset; counted++) if (text.charCodeAt(counted) === 10) line++;
		return line;
	};
	for (const match of text.matchAll(XML_TOKEN)) {
		const at = match.index ?? 0;
		const top = stack[stack.length - 1];
		if (match[5] !== undefined || match[1] !== undefined) {
			if (top) top.text += match[5] ?? match[1];
		} else if (match[3] !== undefined) {
			const element: XmlElement = { name: match[3].replace(/^.*:/, ''), line: lineOf(at), text: '', children: new Map() };
			if (match[4]) {
				if (top && !top.children.has(element.name)) top.children.set(element.name, { text: '', line: element.line });
				continue;
			}
			stack.push(element);
		} else if (match[2] !== undefined) {
			const name = match[2].replace(/^.*:/, '');
			// A stray end tag closes up to its start tag, or nothing.
			const index = stack.map((element) => element.name).lastIndexOf(name);
			if (index < 0) continue;
			while (stack.length > index + 1) stack.pop();
			const element = stack.pop()!;
			const parent = stack[stack.length - 1];
			if (parent && !parent.children.has(element.name)) parent.children.set(element.name, { text: element.text.trim(), line: element.line });
			visit(element, stack.map((ancestor) => ancestor.name));
		}
	}
}

const childText = (element: XmlElement, name: string): string | null => element.children.get(name)?.text || null;

/** A version as written, or null for a property (`${spring.version}`) Rumo does not resolve. */
const literalVersion = (version: string | null): string | null => (version && !version.includes('${') ? version : null);

/**
 * pom.xml, by where each coordinate sits:
 * - `<dependencies>` of the project or of a profile: dependencies, test scope for development;
 * - `<parent>`: a dependency (spring-boot-starter-parent is how most Spring Boot projects say so);
 * - `<build>` and `<reporting>` plugins, and the dependencies a plugin declares for itself: build
 *   tools, so for development;
 * - `<dependencyManagement>` and `<pluginManagement>`: versions managed for modules that may or may
 *   not use them (a BOM imports hundreds) — no dependency, but the version they manage fills a
 *   dependency that gives none;
 * - anything under a plugin's `<configuration>`: that plugin's settings.
 * Each on the line of its artifactId; a `${property}` version stays unknown.
 */
function readPom(text: string): Dependency[] {
	const found: (Dependency & { key: string })[] = [];
	const managed = new Map<string, string>();
	walkXml(text, (element, ancestors) => {
		if (element.name !== 'dependency' && element.name !== 'plugin' && element.name !== 'parent') return;
		if (ancestors.includes('configuration') || ancestors.includes('exclusions')) return;
		const artifact = childText(element, 'artifactId');
		if (!artifact) return;
		const isPlugin = element.name === 'plugin';
		if (element.name === 'parent' && ancestors.join('/') !== 'project') return;
		// Maven plugins default to this group when they name none.
		const group = childText(element, 'groupId') ?? (isPlugin ? 'org.apache.maven.plugins' : null);
		const key = group ? `${group}:${artifact}` : artifact;
		const version = literalVersion(childText(element, 'version'));
		if (ancestors.includes('dependencyManagement') || ancestors.includes('pluginManagement')) {
			if (version && !managed.has(key)) managed.set(key, version);
			return;
		}
		const buildTool = isPlugin || ancestors.includes('plugin');
		found.push({
			ecosystem: 'maven',
			name: key,
			key,
			version,
			line: element.children.get('artifactId')?.line ?? element.line,
			dev: buildTool || childText(element, 'scope') === 'test'
		});
	});
	return found.map(({ key, ...dependency }) => ({ ...dependency, version: dependency.version ?? managed.get(key) ?? null }));
}

// ---------------------------------------------------------------------------------------------
// Gradle version catalogs

type Catalog = { libraries: Map<string, { name: string; version: string | null }>; bundles: Map<string, string[]>; plugins: Map<string, { id: string; version: string | null }> };

/** A catalog alias as Gradle's accessor spells it: `kotlin-test_junit` is `libs.kotlin.test.junit`. */
const accessor = (alias: string) => alias.replace(/[-_]/g, '.');

function catalogVersion(value: TomlValue | undefined, versions: Map<string, string>): string | null {
	if (!value) return null;
	if (value.type === 'string') return value.value;
	if (value.type !== 'table') return null;
	const ref = stringAt(value.entries, 'ref');
	if (ref !== null) return versions.get(ref) ?? null;
	return stringAt(value.entries, 'strictly') ?? stringAt(value.entries, 'require') ?? stringAt(value.entries, 'prefer');
}

/** The value of `key` among a table's entries, dotted keys folded: `version.ref = "x"` is `version = { ref = "x" }`. */
function valueAt(entries: TomlEntry[], key: string): TomlValue | undefined {
	const folded: TomlEntry[] = [];
	for (const entry of entries) {
		if (entry.key[0] !== key) continue;
		if (entry.key.length === 1) return entry.value;
		folded.push({ ...entry, key: entry.key.slice(1) });
	}
	return folded.length ? { type: 'table', entries: folded, line: folded[0].line } : undefined;
}

/** gradle/libs.versions.toml: its libraries, bundles and plugins by accessor. */
export function readCatalog(text: string): Catalog {
	const catalog: Catalog = { libraries: new Map(), bundles: new Map(), plugins: new Map() };
	const sections = readToml(text);
	const versions = new Map<string, string>();
	const tables = new Map<string, TomlEntry[]>();
	for (const section of sections) {
		if (section.header.length === 0) {
			// Root-level dotted keys: `libraries.okio = "…"`.
			for (const entry of section.entries) if (entry.key.length > 1) tables.set(entry.key[0], [...(tables.get(entry.key[0]) ?? []), { ...entry, key: entry.key.slice(1) }]);
		} else {
			const [table, ...rest] = section.header;
			const entries = rest.length ? section.entries.map((entry) => ({ ...entry, key: [...rest, ...entry.key] })) : section.entries;
			tables.set(table, [...(tables.get(table) ?? []), ...entries]);
		}
	}
	const aliases = (table: string) => [...new Set((tables.get(table) ?? []).map((entry) => entry.key[0]))];
	for (const alias of aliases('versions')) {
		const version = catalogVersion(valueAt(tables.get('versions')!, alias), versions);
		if (version !== null) versions.set(alias, version);
	}
	for (const alias of aliases('libraries')) {
		const value = valueAt(tables.get('libraries')!, alias);
		if (!value) continue;
		if (value.type === 'string') {
			const [group, artifact, version] = value.value.split(':');
			if (group && artifact) catalog.libraries.set(accessor(alias), { name: `${group}:${artifact}`, version: version || null });
			continue;
		}
		if (value.type !== 'table') continue;
		const module = stringAt(value.entries, 'module');
		const group = stringAt(value.entries, 'group');
		const artifact = stringAt(value.entries, 'name');
		const name = module ?? (group && artifact ? `${group}:${artifact}` : null);
		if (name) catalog.libraries.set(accessor(alias), { name, version: catalogVersion(valueAt(value.entries, 'version'), versions) });
	}
	for (const alias of aliases('bundles')) {
		const value = valueAt(tables.get('bundles')!, alias);
		if (value?.type === 'array') catalog.bundles.set(accessor(alias), value.items.flatMap((item) => (item.type === 'string' ? [accessor(item.value)] : [])));
	}
	for (const alias of aliases('plugins')) {
		const value = valueAt(tables.get('plugins')!, alias);
		if (value?.type === 'string') {
			const [id, version] = value.value.split(':');
			catalog.plugins.set(accessor(alias), { id, version: version || null });
		} else if (value?.type === 'table') {
			const id = stringAt(value.entries, 'id');
			if (id) catalog.plugins.set(accessor(alias), { id, version: catalogVersion(valueAt(value.entries, 'version'), versions) });
		}
	}
	return catalog;
}

/** The catalog a build file sees: gradle/libs.versions.toml in its folder or the nearest one above. */
function catalogFor(path: string, read: ReadOther | undefined): Catalog | null {
	if (!read) return null;
	const folders = path.split('/').slice(0, -1);
	for (let depth = folders.length; depth >= 0; depth--) {
		const text = read([...folders.slice(0, depth), 'gradle', 'libs.versions.toml'].join('/'));
		if (typeof text === 'string') return readCatalog(text);
	}
	return null;
}

/** The longest accessor of `map` that `reference` ("kotlin.test.junit.get") starts with. */
function lookup<T>(map: Map<string, T>, reference: string): T | null {
	const parts = reference.split('.');
	for (let length = parts.length; length > 0; length--) {
		const found = map.get(parts.slice(0, length).join('.'));
		if (found) return found;
	}
	return null;
}

// ---------------------------------------------------------------------------------------------
// Gradle builds

// The configurations a dependency is declared in: Java's, Android's and Kotlin's, prefixed by a
// source set or variant (`testImplementation`, `debugApi`, `jvmMainImplementation`, `kaptTest`).
const CONFIGURATION =
	/^(?:implementation|api|compileOnly|compileOnlyApi|runtimeOnly|compile|runtime|testCompile|testRuntime|annotationProcessor|kapt|ksp|classpath|developmentOnly|testAndDevelopmentOnly|providedCompile|providedRuntime|lintChecks|lintPublish|coreLibraryDesugaring|detektPlugins|errorprone|[a-z]\w*(?:Implementation|Api|CompileOnly|CompileOnlyApi|RuntimeOnly|AnnotationProcessor)|(?:kapt|ksp)[A-Z]\w*)$/;
// Tools that check or build the code rather than run in it; plugins add configurations of their
// own (checkstyle, pmd, spotbugs, jacocoAgent), read inside a `dependencies { }` block.
const TOOL_CONFIGURATION =
	/^(?:lintChecks|lintPublish|detektPlugins|errorprone|annotationProcessor|kapt|ksp|classpath|developmentOnly|testAndDevelopmentOnly|coreLibraryDesugaring)$|check|lint|detekt|pmd|spotbugs|jacoco|ktlint|spotless|agent/i;
// Calls in a `dependencies { }` block that are no configuration.
const NOT_CONFIGURATION = /^(?:constraints|components|modules|add|project|files|fileTree|platform|enforcedPlatform|kotlin|testFixtures|exclude|because|version|if|else|for|when|val|var|def|println)$/;

const CALL = /^\s*([A-Za-z]\w*)\s*(?:\(\s*|\s+(?=["'[(]|libs\.|rootProject\.libs\.|kotlin\(|platform\(|group\s*:))(.*)$/;
const WRAPPERS = /^(?:(?:platform|enforcedPlatform|testFixtures|variantOf)\s*\(\s*)+/;
const COORDINATE = /^["']([\w.-]+):([\w.-]+)(?::([^"'@:]+))?[^"']*["']/;

/** A version as written, or null for one read from a variable (`"…:$kotlinVersion"`). */
const plainVersion = (version: string | null | undefined): string | null => (version && !/[$]/.test(version) ? version : null);

/** The text of a line without its comment, `block` telling whether a /* comment is still open. */
function stripComments(line: string, block: { open: boolean }): string {
	let out = '';
	let quote: string | null = null;
	for (let i = 0; i < line.length; i++) {
		const char = line[i];
		if (block.open) {
			if (line.startsWith('*/', i)) {
				block.open = false;
				i++;
			}
			continue;
		}
		if (quote) {
			out += char;
			if (char === '\\') out += line[++i] ?? '';
			else if (char === quote) quote = null;
			continue;
		}
		if (char === '"' || char === "'") quote = char;
		else if (line.startsWith('//', i)) break;
		else if (line.startsWith('/*', i)) {
			block.open = true;
			i++;
			continue;
		}
		out += char;
	}
	return out;
}

/**
 * build.gradle and build.gradle.kts: dependency declarations (`implementation 'g:a:v'`,
 * `implementation("g:a:v")`, `api(platform("g:a:v"))`, `kotlin("test")`, the map form
 * `group: 'g', name: 'a'`), catalog references (`implementation(libs.okio)`, `libs.bundles.x`,
 * `alias(libs.plugins.x)`), resolved through gradle/libs.versions.toml when `read` has it, and
 * plugin ids (`id("org.springframework.boot") version "3.2.0"`, `kotlin("jvm")`). A declaration
 * inside a test source set's block (`commonTest { dependencies { … } }`) is for development, as
 * is one in a test or tool configuration. Project references (`project(":core")`, `projects.x`)
 * are the build's own modules, not dependencies.
 */
function readGradle(path: string, text: string, read: ReadOther | undefined): Dependency[] {
	const found: Dependency[] = [];
	let catalog: Catalog | null | undefined;
	const theCatalog = () => (catalog === undefined ? (catalog = catalogFor(path, read)) : catalog);
	const blocks: string[] = [];
	const comment = { open: false };
	splitLines(text).forEach((raw, i) => {
		const line = stripComments(raw, comment);
		const lineNumber = i + 1;
		const inTest = blocks.some((label) => /test/i.test(label));
		const inPlugins = blocks[blocks.length - 1] === 'plugins';
		const add = (name: string, version: string | null, dev: boolean) => found.push({ ecosystem: 'maven', name, version, line: lineNumber, dev });

		const call = CALL.exec(line);
		const inDependencies = /(?:^|\.)dependencies$/.test(blocks[blocks.length - 1] ?? '');
		if (call && (CONFIGURATION.test(call[1]) || (inDependencies && !NOT_CONFIGURATION.test(call[1])))) {
			const dev = inTest || /test/i.test(call[1]) || TOOL_CONFIGURATION.test(call[1]);
			const args = call[2].replace(WRAPPERS, '');
			const coordinate = COORDINATE.exec(args);
			const kotlin = /^kotlin\s*\(\s*["']([\w.-]+)["'](?:\s*,\s*["']([^"']+)["'])?/.exec(args);
			const reference = /^(?:rootProject\.)?libs\.([\w.]+)/.exec(args);
			if (coordinate) add(`${coordinate[1]}:${coordinate[2]}`, plainVersion(coordinate[3]), dev);
			else if (kotlin) add(`org.jetbrains.kotlin:kotlin-${kotlin[1]}`, plainVersion(kotlin[2]), dev);
			else if (reference && !/^(?:versions|plugins)\./.test(reference[1])) {
				const bundle = reference[1].startsWith('bundles.') ? lookup(theCatalog()?.bundles ?? new Map<string, string[]>(), reference[1].slice(8)) : null;
				const members = bundle ?? [reference[1]];
				for (const member of members) {
					const library = lookup(theCatalog()?.libraries ?? new Map(), member);
					if (library) add(library.name, library.version, dev);
				}
			} else {
				const group = /group\s*[:=]\s*["']([^"']+)["']/.exec(args);
				const name = /name\s*[:=]\s*["']([^"']+)["']/.exec(args);
				if (group && name) add(`${group[1]}:${name[1]}`, plainVersion(/version\s*[:=]\s*["']([^"']+)["']/.exec(args)?.[1]), dev);
			}
		} else {
			const plugin = /^\s*(?:id\s*\(?\s*["']([\w.-]+)["']\s*\)?(?:\s*version\s*\(?\s*["']([^"']+)["'])?|apply\s+plugin\s*:\s*["']([\w.-]+)["'])/.exec(line);
			const alias = /^\s*alias\s*\(\s*(?:rootProject\.)?libs\.plugins\.([\w.]+)\s*\)/.exec(line);
			const kotlinPlugin = inPlugins ? /^\s*kotlin\s*\(\s*["']([\w.-]+)["']\s*\)(?:\s*version\s*\(?\s*["']([^"']+)["'])?/.exec(line) : null;
			if (plugin) add(plugin[1] ?? plugin[3], plugin[2] ?? null, false);
			else if (kotlinPlugin) add(`org.jetbrains.kotlin.${kotlinPlugin[1]}`, plainVersion(kotlinPlugin[2]), false);
			else if (alias) {
				const catalogPlugin = lookup(theCatalog()?.plugins ?? new Map(), alias[1]);
				if (catalogPlugin) add(catalogPlugin.id, catalogPlugin.version, false);
			}
		}

		// Blocks opened and closed on this line, outside strings, labelled by what stands before "{".
		const bare = line.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""');
		let from = 0;
		for (let at = 0; at < bare.length; at++) {
			if (bare[at] === '{') {
				const label = /([\w.]+)\s*(?:\([^)]*\))?\s*(?:by\s+\w+\s*)?$/.exec(bare.slice(from, at))?.[1] ?? '';
				const named = /^val\s+(\w+)/.exec(bare.slice(from, at).trim())?.[1];
				blocks.push(named ?? label);
				from = at + 1;
			} else if (bare[at] === '}') {
				blocks.pop();
				from = at + 1;
			}
		}
	});
	return found;
}

/** The dependencies of a Maven or Gradle build by its path; null when it is neither. */
export function readJvmManifest(path: string, text: string, read?: ReadOther): Dependency[] | null {
	const name = path.slice(path.lastIndexOf('/') + 1).toLowerCase();
	if (name === 'pom.xml') return readPom(text);
	if (name === 'build.gradle' || name === 'build.gradle.kts') return readGradle(path, text, read);
	return null;
}
