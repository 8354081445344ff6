import type { RepoFacts } from './facts';
import { isLocalEnvFile } from '../../engine/repository-files/file-kinds';
import { languageOf } from '../../engine/repository-files/languages';
import { lineAt } from './text-lines';
import type { RepoInput, Scorecard, ScorecardName } from './types';

/**
 * Points of each criterion; each card's weights sum to 100. A criterion that cannot apply (no
 * push date for a local folder, stars for a private one, no code to test) is left out of the
 * card and the card is scaled to what applies, so a local folder is neither punished nor
 * rewarded for what only a host can tell.
 */
export const WEIGHTS = {
	documentation: { readme: 30, readmeLength: 15, installSection: 15, usageSection: 10, docs: 15, contributing: 5, changelog: 10 },
	testing: { testFiles: 40, testShare: 30, ciRunsTests: 30 },
	maintenance: { recentPush: 40, notArchived: 15, ci: 20, lockfile: 15, dependencyUpdates: 10 },
	security: { noSecrets: 40, noEnvFiles: 20, securityPolicy: 10, lockfile: 15, license: 5, dependencyUpdates: 10 },
	community: { license: 30, contributing: 15, codeOfConduct: 10, description: 15, stars: 30 }
} as const;

/** A README this long (characters) explains a project; half the points from the shorter bound. */
export const README_FULL_CHARS = 1500;
export const README_SHORT_CHARS = 300;

/** Shares of test files among code files and the part of the points each earns. */
const TEST_SHARE_STEPS: readonly [number, number][] = [
	[0.2, 1],
	[0.1, 0.7],
	[0.05, 0.4],
	[0, 0.2]
];

/** Days since the last push and the part of the points each earns (a year, two years…). */
const PUSH_STEPS: readonly [number, number][] = [
	[180, 1],
	[365, 0.6],
	[730, 0.3]
];

/** Stars earn full points at 1000 (log scale: 10 stars earn a third). */
const STARS_FULL = 1000;

const INSTALL_HEADING = /install|set ?up|getting started|quick ?start|prerequisites|requirements|instala|como rodar|build/i;
const USAGE_HEADING = /usage|how to use|examples?|running|\brun\b|commands|api\b|uso\b|como usar|exemplos?/i;
const INSTALL_COMMAND = /^\s*(?:\$\s*)?(?:npm (?:i|install|ci)|pnpm (?:i|install)|yarn(?: install)?$|pip3? install|poetry install|go (?:install|get)|cargo (?:install|build)|docker (?:run|compose up)|make install|gem install|composer install|bundle install|mvn (?:install|package)|\.\/gradlew build)\b/im;

type Criterion = { code: string; points: number; max: number; params?: Record<string, string | number> };

const part = (weight: number, fraction: number) => Math.round(weight * fraction);

/** A card from its criteria: the share of applicable points, 0–100, and every criterion as a reason. */
function card(name: ScorecardName, criteria: Criterion[]): Scorecard {
	const max = criteria.reduce((sum, criterion) => sum + criterion.max, 0);
	const points = criteria.reduce((sum, criterion) => sum + criterion.points, 0);
	return {
		name,
		score: max > 0 ? Math.round((100 * points) / max) : 0,
		reasons: criteria.map((criterion) => ({ code: criterion.code, params: { ...criterion.params, points: criterion.points, max: criterion.max } }))
	};
}

/** Headings of a Markdown or reStructuredText README, with their 1-based lines. */
function headings(text: string): { title: string; line: number }[] {
	const lines = text.split(/\r?\n/);
	const found: { title: string; line: number }[] = [];
	lines.forEach((line, i) => {
		const atx = /^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
		if (atx) found.push({ title: atx[1], line: i + 1 });
		else if (i > 0 && /^\s*(?:=+|-+|~+)\s*$/.test(line) && lines[i - 1].trim() && !/^\s*[-=~]+\s*$/.test(lines[i - 1])) found.push({ title: lines[i - 1].trim(), line: i });
		else if (/^\s*(?:\*\*|__)[^*_]{2,60}(?:\*\*|__)\s*:?\s*$/.test(line)) found.push({ title: line.replace(/[*_:]/g, '').trim(), line: i + 1 });
	});
	return found;
}

function documentation(facts: RepoFacts): Scorecard {
	const w = WEIGHTS.documentation;
	const readme = facts.readme;
	const criteria: Criterion[] = [readme ? { code: 'readme', points: w.readme, max: w.readme, params: { path: readme.path } } : { code: 'no_readme', points: 0, max: w.readme }];
	if (readme && readme.text === null) criteria.push({ code: 'readme_not_read', points: 0, max: 0, params: { path: readme.path } });
	else {
		const text = readme?.text ?? '';
		const chars = text.trim().length;
		const lengthPart = chars >= README_FULL_CHARS ? 1 : chars >= README_SHORT_CHARS ? 0.5 : 0;
		criteria.push({ code: lengthPart === 1 ? 'readme_long' : lengthPart > 0 ? 'readme_short' : 'readme_too_short', points: part(w.readmeLength, lengthPart), max: w.readmeLength, params: { chars } });
		const titles = headings(text);
		const install = titles.find((heading) => INSTALL_HEADING.test(heading.title));
		const command = INSTALL_COMMAND.exec(text);
		const installLine = install?.line ?? (command ? lineAt(text, command.index + command[0].search(/\S/)) : null);
		criteria.push(
			installLine
				? { code: 'install_section', points: w.installSection, max: w.installSection, params: { line: installLine } }
				: { code: 'no_install_section', points: 0, max: w.installSection }
		);
		const usage = titles.find((heading) => USAGE_HEADING.test(heading.title) && heading !== install);
		criteria.push(usage ? { code: 'usage_section', points: w.usageSection, max: w.usageSection, params: { line: usage.line } } : { code: 'no_usage_section', points: 0, max: w.usageSection });
	}
	criteria.push(facts.docsFolder ? { code: 'docs_folder', points: w.docs, max: w.docs, params: { path: facts.docsFolder } } : { code: 'no_docs_folder', points: 0, max: w.docs });
	const contributing = facts.community('contributing');
	criteria.push(contributing ? { code: 'contributing', points: w.contributing, max: w.contributing, params: { path: contributing } } : { code: 'no_contributing', points: 0, max: w.contributing });
	const changelog = facts.community('changelog');
	criteria.push(changelog ? { code: 'changelog', points: w.changelog, max: w.changelog, params: { path: changelog } } : { code: 'no_changelog', points: 0, max: w.changelog });
	return card('documentation', criteria);
}

function testing(facts: RepoFacts): Scorecard {
	const w = WEIGHTS.testing;
	const tests = facts.testFiles.length;
	const criteria: Criterion[] = [tests > 0 ? { code: 'test_files', points: w.testFiles, max: w.testFiles, params: { count: tests } } : { code: 'no_test_files', points: 0, max: w.testFiles }];
	const testCode = facts.testFiles.filter((path) => languageOf(path) !== null).length;
	if (facts.codeFiles === 0) criteria.push({ code: 'no_code', points: 0, max: 0 });
	else {
		const share = Math.min(1, testCode / facts.codeFiles);
		const step = TEST_SHARE_STEPS.find(([least]) => (least === 0 ? share > 0 : share >= least));
		criteria.push({ code: 'test_share', points: part(w.testShare, step?.[1] ?? 0), max: w.testShare, params: { percent: Math.round(share * 100) } });
	}
	if (facts.ciRunsTests === true) criteria.push({ code: 'ci_runs_tests', points: w.ciRunsTests, max: w.ciRunsTests, params: { path: facts.ciFiles[0] } });
	else if (facts.ciFiles.length > 0 && facts.ciRunsTests === null) criteria.push({ code: 'ci_not_read', points: part(w.ciRunsTests, 0.5), max: w.ciRunsTests, params: { path: facts.ciFiles[0] } });
	else criteria.push({ code: facts.ciFiles.length > 0 ? 'ci_without_tests' : 'no_ci', points: 0, max: w.ciRunsTests });
	return card('testing', criteria);
}

/** Whether dependencies are locked: a lockfile, or requirements pinned with "==". Null when there is nothing to lock. */
function locked(facts: RepoFacts): boolean | null {
	const manifestsRead = facts.dependencies.length > 0 || facts.manifests.length === 0;
	if (facts.manifests.length === 0 || (manifestsRead && facts.dependencies.length === 0)) return facts.lockfiles.length > 0 ? true : null;
	return facts.lockfiles.length > 0 || facts.pinnedRequirements;
}

function lockCriterion(facts: RepoFacts, weight: number): Criterion {
	const state = locked(facts);
	if (state === null) return { code: 'no_dependencies', points: 0, max: 0 };
	return state ? { code: 'lockfile', points: weight, max: weight, params: { path: facts.lockfiles[0] ?? facts.manifests[0] } } : { code: 'no_lockfile', points: 0, max: weight };
}

function maintenance(facts: RepoFacts, input: RepoInput): Scorecard {
	const w = WEIGHTS.maintenance;
	const days = facts.daysSincePush;
	const criteria: Criterion[] = [];
	if (days === null) criteria.push({ code: 'push_unknown', points: 0, max: 0 });
	else {
		const fraction = PUSH_STEPS.find(([most]) => days <= most)?.[1] ?? 0;
		criteria.push({ code: fraction > 0 ? 'recent_push' : 'old_push', points: part(w.recentPush, fraction), max: w.recentPush, params: { days } });
	}
	criteria.push(input.meta.archived ? { code: 'archived', points: 0, max: w.notArchived } : { code: 'not_archived', points: w.notArchived, max: w.notArchived });
	criteria.push(facts.ciFiles.length > 0 ? { code: 'ci', points: w.ci, max: w.ci, params: { path: facts.ciFiles[0] } } : { code: 'no_ci', points: 0, max: w.ci });
	criteria.push(lockCriterion(facts, w.lockfile));
	criteria.push(dependencyUpdates(facts, w.dependencyUpdates));
	return card('maintenance', criteria);
}

function dependencyUpdates(facts: RepoFacts, weight: number): Criterion {
	return facts.dependencyUpdates ? { code: 'dependency_updates', points: weight, max: weight, params: { path: facts.dependencyUpdates } } : { code: 'no_dependency_updates', points: 0, max: weight };
}

function security(facts: RepoFacts): Scorecard {
	const w = WEIGHTS.security;
	const criteria: Criterion[] = [];
	// A secret that looks like an example (a README's placeholder) costs nothing: its risk says so, low.
	const confirmed = facts.secrets.filter((secret) => !secret.example).length;
	const suspected = facts.secretFiles.filter((file) => !file.read).length;
	if (confirmed > 0) criteria.push({ code: 'secrets_found', points: 0, max: w.noSecrets, params: { count: confirmed } });
	else if (suspected > 0) criteria.push({ code: 'key_files_found', points: part(w.noSecrets, 0.5), max: w.noSecrets, params: { count: suspected } });
	else criteria.push({ code: 'no_secrets_found', points: w.noSecrets, max: w.noSecrets });
	const env = facts.envFiles.length;
	const localOnly = facts.envFiles.every(isLocalEnvFile);
	criteria.push(
		env === 0
			? { code: 'no_env_files', points: w.noEnvFiles, max: w.noEnvFiles }
			: { code: 'env_files', points: localOnly ? part(w.noEnvFiles, 0.5) : 0, max: w.noEnvFiles, params: { count: env } }
	);
	const policy = facts.community('security_policy');
	criteria.push(policy ? { code: 'security_policy', points: w.securityPolicy, max: w.securityPolicy, params: { path: policy } } : { code: 'no_security_policy', points: 0, max: w.securityPolicy });
	criteria.push(lockCriterion(facts, w.lockfile));
	criteria.push(facts.license ? { code: 'license', points: w.license, max: w.license } : { code: 'no_license', points: 0, max: w.license });
	criteria.push(dependencyUpdates(facts, w.dependencyUpdates));
	return card('security', criteria);
}

function community(facts: RepoFacts, input: RepoInput): Scorecard {
	const w = WEIGHTS.community;
	const license = facts.license;
	const criteria: Criterion[] = [
		license ? { code: 'license', points: w.license, max: w.license, params: { license: license.id ?? license.path ?? '' } } : { code: 'no_license', points: 0, max: w.license }
	];
	const contributing = facts.community('contributing');
	criteria.push(contributing ? { code: 'contributing', points: w.contributing, max: w.contributing, params: { path: contributing } } : { code: 'no_contributing', points: 0, max: w.contributing });
	const conduct = facts.community('code_of_conduct');
	criteria.push(conduct ? { code: 'code_of_conduct', points: w.codeOfConduct, max: w.codeOfConduct, params: { path: conduct } } : { code: 'no_code_of_conduct', points: 0, max: w.codeOfConduct });
	// A local folder has no description or stars of its own: those criteria apply to hosted repositories.
	if (!input.public) criteria.push({ code: 'not_public', points: 0, max: 0 });
	else {
		const description = input.meta.description?.trim() ?? '';
		criteria.push(description ? { code: 'description', points: w.description, max: w.description } : { code: 'no_description', points: 0, max: w.description });
		const stars = Math.max(0, input.meta.stars ?? 0);
		const fraction = Math.min(1, Math.log10(stars + 1) / Math.log10(STARS_FULL));
		criteria.push({ code: 'stars', points: part(w.stars, fraction), max: w.stars, params: { stars } });
	}
	return card('community', criteria);
}

/** The five scorecards, each 0–100 with the reasons that made it. */
export function scoreRepository(facts: RepoFacts, input: RepoInput): Scorecard[] {
	return [documentation(facts), testing(facts), maintenance(facts, input), security(facts), community(facts, input)];
}
