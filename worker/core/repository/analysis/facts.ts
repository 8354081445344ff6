import { classifyFile, depthOf, inTestFolder, isCommunityPlace, isEnvFile, isSecretFile, isTestPath } from '../../engine/repository-files/file-kinds';
import { workspaceManifests } from './follow-ups';
import { inIgnoredDir } from '../../engine/repository-files/key-files';
import { languageOf } from '../../engine/repository-files/languages';
import { readDependencies, type Dependency } from './manifests';
import { findSecrets, type SecretFinding } from '../../engine/repository-files/secrets';
import type { FileKind, RepoInput } from './types';

/** A dependency with the file its line is in (the manifest, or a file the manifest includes). */
export type ManifestDependency = Dependency & { path: string };

/**
 * What the risks, evidence and scorecards all need to know about a repository, read once.
 * `null` in a fact means "unknown": the file was in the tree but its text was not fetched.
 */
export type RepoFacts = {
	/** Files (no folders), outside folders of vendored code and build output, sorted shallow first. */
	paths: string[];
	kinds: Map<string, FileKind>;
	byKind: (kind: FileKind) => string[];
	/** The repository's own README (root, `.github/` or `docs/`), and its text when fetched. */
	readme: { path: string; text: string | null } | null;
	/** A license file, or the host's license id when it found one the file does not show. */
	license: { path: string | null; id: string | null } | null;
	codeFiles: number;
	testFiles: string[];
	ciFiles: string[];
	/** Whether a CI file that was read runs a test command; null when none was read. */
	ciRunsTests: boolean | null;
	manifests: string[];
	lockfiles: string[];
	/** Whether a requirements file pins every requirement with "==" (pip's lockfile). */
	pinnedRequirements: boolean;
	dependencies: ManifestDependency[];
	envFiles: string[];
	/** Files whose kind holds a key (id_rsa, *.pem), and whether their text was read. */
	secretFiles: { path: string; read: boolean }[];
	secrets: (SecretFinding & { path: string })[];
	/** Dependabot or Renovate keeps the dependencies current. */
	dependencyUpdates: string | null;
	/** A community file where the hosts show it (root, `.github/`, `docs/`). */
	community: (kind: 'contributing' | 'code_of_conduct' | 'security_policy' | 'changelog') => string | null;
	docsFolder: string | null;
	/** Days since the last push, by `now`; null when unknown (a local folder). */
	daysSincePush: number | null;
};

// Commands that run a test suite, in the CI files of the common ecosystems.
const TEST_COMMAND =
	/\b(?:(?:npm|pnpm|yarn|bun)\s+(?:run\s+)?test|npx\s+(?:vitest|jest|playwright)|vitest|jest|pytest|tox|nox|go\s+test|cargo\s+(?:test|nextest)|mvn\b[^\n]*\b(?:test|verify|install)|(?:\.\/)?gradlew?\b[^\n]*\b(?:test|check|build)|rspec|rake\s+test|phpunit|dotnet\s+test|mix\s+test|flutter\s+test|make\s+(?:test|check)|swift\s+test)\b/i;

const DEPENDENCY_UPDATES = /^(?:\.github\/dependabot\.ya?ml|renovate\.json5?|\.renovaterc(?:\.json)?|\.github\/renovate\.json5?)$/i;

const byDepth = (a: string, b: string) => depthOf(a) - depthOf(b) || (a < b ? -1 : a > b ? 1 : 0);

const DAY = 86_400_000;

/**
 * The dependencies the project's own manifests declare: every manifest but a test fixture's
 * (tests/fixtures/app/pyproject.toml, e2e/app/package.json), unless a workspace names it. A
 * dependency read twice (a requirements file on its own and through another's `-r`) counts once,
 * as runtime when either reading says so.
 */
function projectDependencies(manifests: string[], paths: string[], contents: Record<string, string>, text: (path: string) => string | null): ManifestDependency[] {
	const workspaces = workspaceManifests(paths, contents);
	const unique = new Map<string, ManifestDependency>();
	for (const path of manifests) {
		if (inTestFolder(path) && !workspaces.has(path)) continue;
		const body = text(path);
		if (body === null) continue;
		for (const dependency of readDependencies(path, body, text)) {
			const found: ManifestDependency = { ...dependency, path: dependency.path ?? path };
			const key = `${found.path}\u0000${found.line}\u0000${found.name}`;
			const known = unique.get(key);
			if (!known || (known.dev && !found.dev)) unique.set(key, found);
		}
	}
	return [...unique.values()];
}

/** Reads the facts of a repository from the adapters' input. */
export function repositoryFacts(input: RepoInput): RepoFacts {
	const paths = input.tree
		.filter((file) => file.kind !== 'dir' && !inIgnoredDir(file.path))
		.map((file) => file.path)
		.sort(byDepth);
	const kinds = new Map<string, FileKind>();
	const grouped = new Map<FileKind, string[]>();
	for (const path of paths) {
		const kind = classifyFile(path);
		if (!kind) continue;
		kinds.set(path, kind);
		const group = grouped.get(kind);
		if (group) group.push(path);
		else grouped.set(kind, [path]);
	}
	const byKind = (kind: FileKind) => grouped.get(kind) ?? [];
	const text = (path: string): string | null => (Object.hasOwn(input.contents, path) ? input.contents[path] : null);

	const readmePath = byKind('readme').find(isCommunityPlace) ?? null;
	const licensePath = byKind('license').find(isCommunityPlace) ?? null;
	const hostLicense = input.meta.license && !/^(?:NOASSERTION|NONE)$/i.test(input.meta.license) ? input.meta.license : null;

	const ciFiles = byKind('ci');
	const ciTexts = ciFiles.map(text).filter((value): value is string => value !== null);

	const manifests = byKind('manifest');
	const dependencies = projectDependencies(manifests, paths, input.contents, text);
	const requirements = dependencies.filter((dependency) => /requirements[^/]*\.(?:txt|in)$/i.test(dependency.path));

	// Secrets are searched in every text the adapters fetched, whatever its kind: a key is as
	// leaked in config/settings.yml as in .env. Lockfiles are left out: their hashes are noise.
	const secrets = [
		...Object.entries(input.contents)
			.filter(([path]) => classifyFile(path) !== 'lockfile')
			.flatMap(([path, body]) => findSecrets(path, body).map((finding) => ({ ...finding, path }))),
		// What a streamed pass found in files too large to hand in (their texts are not in contents).
		...(input.scannedSecrets ?? []).filter((finding) => !Object.hasOwn(input.contents, finding.path))
	].sort((a, b) => byDepth(a.path, b.path) || a.line - b.line);

	const community = (kind: 'contributing' | 'code_of_conduct' | 'security_policy' | 'changelog') => byKind(kind).find(isCommunityPlace) ?? null;
	const pushed = input.meta.pushedAt ? Date.parse(input.meta.pushedAt) : NaN;
	const now = Date.parse(input.now);

	return {
		paths,
		kinds,
		byKind,
		readme: readmePath ? { path: readmePath, text: text(readmePath) } : null,
		license: licensePath || hostLicense ? { path: licensePath, id: hostLicense } : null,
		codeFiles: paths.filter((path) => languageOf(path) !== null).length,
		testFiles: paths.filter(isTestPath),
		ciFiles,
		ciRunsTests: ciTexts.length > 0 ? ciTexts.some((body) => TEST_COMMAND.test(body)) : null,
		manifests,
		lockfiles: byKind('lockfile'),
		pinnedRequirements: requirements.length > 0 && requirements.every((dependency) => /^==[^*]+$/.test(dependency.version ?? '')),
		dependencies,
		// Env and key files count wherever they sit, also in vendored folders: a leak is a leak.
		envFiles: input.tree.filter((file) => file.kind !== 'dir' && isEnvFile(file.path)).map((file) => file.path),
		secretFiles: input.tree
			.filter((file) => file.kind !== 'dir' && isSecretFile(file.path))
			.map((file) => ({ path: file.path, read: text(file.path) !== null })),
		secrets,
		dependencyUpdates: paths.find((path) => DEPENDENCY_UPDATES.test(path)) ?? null,
		community,
		docsFolder: byKind('docs')[0] ?? null,
		daysSincePush: Number.isFinite(pushed) && Number.isFinite(now) ? Math.max(0, Math.floor((now - pushed) / DAY)) : null
	};
}
