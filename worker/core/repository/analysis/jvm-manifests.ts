import type { Dependency } from './manifests';
import { lineAt, splitLines } from './text-lines';

const tag = (block: string, name: string) => new RegExp(`<${name}>\\s*([^<]+?)\\s*</${name}>`).exec(block)?.[1] ?? null;

/**
 * pom.xml: every `<dependency>`, `<parent>` and `<plugin>` as "groupId:artifactId", on the line
 * of its artifactId. A `<parent>` of spring-boot-starter-parent is how most Spring Boot projects
 * say so; test-scoped dependencies are for development.
 */
function readPom(text: string): Dependency[] {
	const found: Dependency[] = [];
	for (const match of text.matchAll(/<(dependency|parent|plugin)>([\s\S]*?)<\/\1>/g)) {
		const block = match[2];
		const artifact = tag(block, 'artifactId');
		if (!artifact) continue;
		// Maven plugins default to this group when they name none.
		const group = tag(block, 'groupId') ?? (match[1] === 'plugin' ? 'org.apache.maven.plugins' : null);
		const at = (match.index ?? 0) + match[0].indexOf('<artifactId>');
		const version = tag(block, 'version');
		found.push({
			ecosystem: 'maven',
			name: group ? `${group}:${artifact}` : artifact,
			version: version && !version.startsWith('${') ? version : null,
			line: lineAt(text, at),
			dev: tag(block, 'scope') === 'test'
		});
	}
	return found;
}

const CONFIGURATION =
	/^\s*(implementation|api|compile|compileOnly|runtimeOnly|testImplementation|testCompile|testRuntimeOnly|androidTestImplementation|annotationProcessor|kapt|ksp|classpath|developmentOnly)\b\s*\(?\s*(?:platform\s*\(\s*)?(.*)$/;

/**
 * build.gradle and build.gradle.kts: `implementation 'group:artifact:version'` (Groovy or Kotlin
 * quotes, with or without brackets), the map form `group: 'g', name: 'a'`, and plugin ids
 * (`id 'org.springframework.boot' version '3.2.0'`, `id("…")`).
 */
function readGradle(text: string): Dependency[] {
	const found: Dependency[] = [];
	splitLines(text).forEach((raw, i) => {
		const line = raw.replace(/\/\/.*$/, '');
		const configuration = CONFIGURATION.exec(line);
		if (configuration) {
			const dev = /^(?:test|androidTest)/.test(configuration[1]);
			const coordinate = /^["']([\w.-]+):([\w.-]+)(?::([^"'@]+))?/.exec(configuration[2]);
			if (coordinate) {
				found.push({ ecosystem: 'maven', name: `${coordinate[1]}:${coordinate[2]}`, version: coordinate[3] ?? null, line: i + 1, dev });
				return;
			}
			const group = /group\s*[:=]\s*["']([^"']+)["']/.exec(configuration[2]);
			const name = /name\s*[:=]\s*["']([^"']+)["']/.exec(configuration[2]);
			if (group && name) {
				const version = /version\s*[:=]\s*["']([^"']+)["']/.exec(configuration[2])?.[1] ?? null;
				found.push({ ecosystem: 'maven', name: `${group[1]}:${name[1]}`, version, line: i + 1, dev });
			}
			return;
		}
		const plugin = /^\s*(?:id\s*\(?\s*["']([\w.-]+)["']\s*\)?(?:\s*version\s*\(?\s*["']([^"']+)["'])?|apply\s+plugin\s*:\s*["']([\w.-]+)["'])/.exec(line);
		if (plugin) found.push({ ecosystem: 'maven', name: plugin[1] ?? plugin[3], version: plugin[2] ?? null, line: i + 1, dev: false });
	});
	return found;
}

/** The dependencies of a Maven or Gradle build by its (lower-case) file name; null when it is neither. */
export function readJvmManifest(name: string, text: string): Dependency[] | null {
	if (name === 'pom.xml') return readPom(text);
	if (name === 'build.gradle' || name === 'build.gradle.kts') return readGradle(text);
	return null;
}
