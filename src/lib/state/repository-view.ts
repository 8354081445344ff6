/**
 * The repository screen's rules that need no state: how the core's codes (scorecard reasons, file
 * kinds, notes, problems) become words, and which files of a local folder to list and read. The
 * words of evidence and risks, and what "Add to profile" stores, are in repository-evidence-words.ts.
 * Pure (no runes, no api), so repository-view.test.ts proves them without a browser. Words are
 * message keys with their values, turned into text inside the markup (repository-words.svelte.ts),
 * so a language switch rewrites what is on screen. No score is computed here: they all come from
 * the API.
 */
import type { MessageKey, PluralKey } from '$lib/i18n/i18n.svelte';
import type { AnalyzedRepo, RepoAnalysis } from '$lib/api/repository';
import { isApiError } from '$lib/api/errors';
import { IGNORED_DIRS } from '$core/engine/repository-files/key-files';
import { selectLocalFiles, type SkipReason } from '$core/engine/repository-files/local-files';
import type { LOCAL_LIMITS as CORE_LOCAL_LIMITS, MAX_LOCAL_ENTRIES as CORE_MAX_LOCAL_ENTRIES } from '$core/repository/schema';

/**
 * A message to show: a key and its values, a count's words, the core's own words, or a failure.
 * `terms` are values that are words themselves (a secret's kind), said in the same language.
 */
export type Words =
	| { key: MessageKey; params?: Record<string, string | number>; terms?: Record<string, MessageKey> }
	| { plural: PluralKey; count: number; params?: Record<string, string | number> }
	| { text: string }
	| { problem: unknown };

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;
export type RepoEvidence = RepoAnalysis['evidence'][number];
export type RepoRisk = RepoAnalysis['risks'][number];
export type Scorecard = RepoAnalysis['scorecards'][number];
export type ScoreReason = Scorecard['reasons'][number];

// The core's numbers, repeated so the page does not pull zod in; the types fail the check if they drift.
export const LOCAL_LIMITS: typeof CORE_LOCAL_LIMITS = { maxFiles: 5000, maxBytes: 20_000_000 };
export const MAX_LOCAL_ENTRIES: typeof CORE_MAX_LOCAL_ENTRIES = 100_000;

// ---------------------------------------------------------------------------------------------
// Scores

export type Tone = 'high' | 'mid' | 'low';
export const scoreTone = (score: number): Tone => (score >= 70 ? 'high' : score >= 40 ? 'mid' : 'low');

/** Whether a reason earned its points, some of them, none, or is a note that was not counted. */
export type ReasonTone = 'met' | 'partial' | 'missed' | 'note';

export function reasonTone(reason: ScoreReason): ReasonTone {
	const points = Number(reason.params.points ?? 0);
	const max = Number(reason.params.max ?? 0);
	if (max <= 0) return 'note';
	return points >= max ? 'met' : points > 0 ? 'partial' : 'missed';
}

// Reasons whose sentence depends on a count (worker/core/repository/analysis/scorecards.ts).
const COUNTED: Record<string, { plural: PluralKey; param: string }> = {
	test_files: { plural: 'repository.reason.test_files', param: 'count' },
	secrets_found: { plural: 'repository.reason.secrets_found', param: 'count' },
	key_files_found: { plural: 'repository.reason.key_files_found', param: 'count' },
	env_files: { plural: 'repository.reason.env_files', param: 'count' },
	stars: { plural: 'repository.reason.stars', param: 'stars' },
	recent_push: { plural: 'repository.reason.recent_push', param: 'days' },
	old_push: { plural: 'repository.reason.old_push', param: 'days' }
};

const REASONS = new Set([
	'readme', 'no_readme', 'readme_not_read', 'readme_long', 'readme_short', 'readme_too_short', 'install_section', 'no_install_section', 'usage_section',
	'no_usage_section', 'docs_folder', 'no_docs_folder', 'contributing', 'no_contributing', 'changelog', 'no_changelog', 'no_test_files', 'no_code',
	'test_share', 'ci_runs_tests', 'ci_not_read', 'ci_without_tests', 'no_ci', 'push_unknown', 'archived', 'not_archived', 'ci', 'lockfile', 'no_lockfile',
	'no_dependencies', 'dependency_updates', 'no_dependency_updates', 'no_secrets_found', 'no_env_files', 'security_policy', 'no_security_policy',
	'license', 'no_license', 'code_of_conduct', 'no_code_of_conduct', 'not_public', 'description', 'no_description'
]);

/** A scorecard reason in words; a code this screen does not know yet is named as the core sent it. */
export function reasonWords(reason: ScoreReason): Words {
	const { points: _points, max: _max, ...params } = reason.params;
	const counted = COUNTED[reason.code];
	if (counted) return { plural: counted.plural, count: Number(params[counted.param] ?? 0), params };
	// The community card names the license; the security card only says there is one.
	if (reason.code === 'license' && params.license) return { key: 'repository.reason.license_named', params };
	if (REASONS.has(reason.code)) return { key: `repository.reason.${reason.code}` as MessageKey, params };
	return { text: reason.code.replace(/_/g, ' ') };
}

/** "12 of 15 points", or that a note was not counted. */
export function pointsWords(reason: ScoreReason): Words {
	if (reasonTone(reason) === 'note') return { key: 'repository.card.notCounted' };
	return { key: 'repository.card.points', params: { points: Number(reason.params.points ?? 0), max: Number(reason.params.max ?? 0) } };
}

// ---------------------------------------------------------------------------------------------
// Files, notes, hosts

const FILE_KINDS = new Set(['readme', 'license', 'manifest', 'lockfile', 'container', 'ci', 'tests', 'docs', 'contributing', 'code_of_conduct', 'security_policy', 'changelog', 'env_file', 'secret_file']);

/** A file kind of worker/core/engine/repository-files/file-kinds.ts by its name. */
export function fileKindWords(kind: string): Words {
	return FILE_KINDS.has(kind) ? { key: `repository.kind.${kind}` as MessageKey } : { text: kind.replace(/_/g, ' ') };
}

const NOTES = new Set(['tree_truncated', 'files_skipped', 'languages_from_extensions', 'evidence_capped', 'unchanged_since']);

export function noteWords(note: string): Words {
	return NOTES.has(note) ? { key: `repository.note.${note}` as MessageKey } : { text: note.replace(/_/g, ' ') };
}

const SKIPS: Record<SkipReason, PluralKey> = {
	ignored_dir: 'repository.skipped.ignored_dir',
	binary: 'repository.skipped.binary',
	too_large: 'repository.skipped.too_large',
	over_limit: 'repository.skipped.over_limit'
};

/** What a local analysis left out, by reason, in words (only the reasons that left something out). */
export function skippedWords(skipped: RepoAnalysis['skipped']): Words[] {
	if (!skipped) return [];
	return (Object.keys(SKIPS) as SkipReason[]).filter((reason) => (skipped[reason] ?? 0) > 0).map((reason) => ({ plural: SKIPS[reason], count: skipped[reason] }));
}

/** The host to send with a repository's own address: a self-hosted GitLab or Gitea is not known by its name. */
export const hostHint = (kind: string): '' | 'gitlab' | 'gitea' => (kind === 'gitlab' || kind === 'gitea' ? kind : '');

/** "ana-souza/svelte-kanban", or a local folder's name. */
export const repoLabel = (repo: Pick<AnalyzedRepo, 'owner' | 'name'>) => (repo.owner ? `${repo.owner}/${repo.name}` : repo.name);

/** The repository's address without its scheme: "github.com/ana-souza/svelte-kanban". */
export function repoAddress(repo: Pick<AnalyzedRepo, 'url' | 'host' | 'owner' | 'name'>): string {
	if (repo.url) return repo.url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
	return repo.owner ? `${repo.host}/${repo.owner}/${repo.name}` : repo.name;
}

/** The code host's name for a person: GitHub, GitLab, or the server's own name (codeberg.org). */
export function hostWords(repo: Pick<AnalyzedRepo, 'kind' | 'host'>): Words {
	if (repo.kind === 'local') return { key: 'repository.host.local' };
	if (repo.host === 'github.com') return { text: 'GitHub' };
	if (repo.host === 'gitlab.com') return { text: 'GitLab' };
	if (repo.host === 'codeberg.org') return { text: 'Codeberg' };
	return { text: repo.host };
}

// ---------------------------------------------------------------------------------------------
// Words as text

/** The `terms` of words in the language of `t`. */
export const termsText = (terms: Record<string, MessageKey> = {}, t: Translate) => Object.fromEntries(Object.entries(terms).map(([name, key]) => [name, t(key)]));

/** Words as plain text, for what is stored (the profile keeps a sentence, not a key). */
export function wordsText(words: Words, t: Translate): string {
	if ('text' in words) return words.text;
	if ('key' in words) return t(words.key, { ...words.params, ...termsText(words.terms, t) });
	if ('plural' in words) return t(`${words.plural}.other` as MessageKey, { count: words.count, ...words.params });
	return '';
}

// ---------------------------------------------------------------------------------------------
// Problems

export type ProblemFrom = 'repository' | 'account' | 'folder';

/** A failure in a sentence a person can act on, for what they were doing. */
export function problemWords(error: unknown, from: ProblemFrom, subject = ''): Words {
	if (!isApiError(error)) return { problem: error };
	const reason = String(error.params.reason ?? '');
	switch (error.code) {
		case 'invalid_url':
			return { key: reason === 'unsupported_host' ? 'repository.problem.unsupported_host' : 'repository.problem.invalid_url' };
		case 'private_repository':
			return from === 'account' ? { key: 'repository.problem.accountMissing', params: { owner: subject } } : { key: 'repository.problem.private', params: { repo: subject } };
		case 'rate_limited':
			// params.resetAt (ISO) when the host's headers said when it answers again; say() shows it in local time.
			return typeof error.params.resetAt === 'string' ? { key: 'repository.problem.rate_limitedUntil', params: { time: error.params.resetAt } } : { key: 'repository.problem.rate_limited' };
		case 'source_unavailable':
			return { key: 'repository.problem.source_unavailable' };
		case 'relay_unavailable':
			return { key: 'repository.problem.relay_unavailable' };
		case 'consent_required':
			return { key: 'repository.problem.consent' };
		case 'cancelled':
			return { key: 'repository.cancelled' };
		case 'insufficient_evidence':
			return { key: from === 'folder' ? 'repository.problem.folderNothing' : 'repository.problem.empty' };
		case 'payload_too_large':
			return { key: 'repository.problem.folderTooLarge' };
		case 'not_found':
			return { key: 'repository.problem.not_found' };
		case 'validation_failed':
			// The core's sentence names the field that is wrong (a folder of too many files, an empty one).
			return error.errors[0]?.message ? { text: error.errors[0].message } : { problem: error };
		default:
			return { problem: error };
	}
}

// ---------------------------------------------------------------------------------------------
// A local folder

export type FolderEntry = { path: string; size: number };

/** The first ignored folder on a path ("a/node_modules/"), or null: the same rule as the core's. */
export function ignoredFolderOf(path: string): string | null {
	const segments = path.split('/');
	for (let i = 0; i < segments.length - 1; i++) if (IGNORED_DIRS.has(segments[i])) return segments.slice(0, i + 1).join('/') + '/';
	return null;
}

/** Whether a folder's contents are skipped whole (node_modules, .git, build output…). */
export const isIgnoredDir = (name: string) => IGNORED_DIRS.has(name);

/**
 * The listing to send: one path per ignored folder stands for all of it (the core counts ignored
 * folders, not their files), so a node_modules of 80,000 files costs one line, not 8 MB of JSON.
 */
export function compactListing(entries: FolderEntry[]): FolderEntry[] {
	const seen = new Set<string>();
	const kept: FolderEntry[] = [];
	for (const entry of entries) {
		const folder = ignoredFolderOf(entry.path);
		if (folder) {
			if (seen.has(folder)) continue;
			seen.add(folder);
		}
		kept.push(entry);
	}
	return kept;
}

/** A path inside the chosen folder, from an `<input webkitdirectory>` file's "folder/a/b.txt". */
export function relativePath(webkitRelativePath: string, name: string): { folder: string; path: string } {
	const clean = webkitRelativePath.replace(/\\/g, '/');
	const cut = clean.indexOf('/');
	return cut < 0 ? { folder: '', path: clean || name } : { folder: clean.slice(0, cut), path: clean.slice(cut + 1) };
}

/** `scan`: files too large to read, searched for secrets in a streamed pass instead. */
export type ReadPlan = { files: FolderEntry[]; read: string[]; bytes: number; scan: string[] };

/** Which files to list, read and scan, as the core will choose them again (selectLocalFiles, same limits). */
export function planFolderRead(entries: FolderEntry[]): ReadPlan {
	const files = compactListing(entries).slice(0, MAX_LOCAL_ENTRIES);
	const { read, scan } = selectLocalFiles(files, LOCAL_LIMITS);
	const sizes = new Map(files.map((file) => [file.path, file.size]));
	const bytes = read.reduce((sum, path) => sum + (sizes.get(path) ?? 0), 0);
	return { files, read, bytes, scan };
}

/** A valid name for the analysis of a local folder (the core refuses control characters and more than 200). */
export function folderName(name: string): string {
	const clean = name.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
	return clean || 'folder';
}
