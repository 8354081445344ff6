/**
 * The repository screen's rules that need no state: how the core's codes (scorecard reasons,
 * risks, file kinds, notes, problems) become words, what "Add to profile" stores, and which files
 * of a local folder to list and read. Pure (no runes, no api), so repository-view.test.ts proves
 * them without a browser. Words are message keys with their values, turned into text inside the
 * markup (repository-words.svelte.ts), so a language switch rewrites what is on screen. No score
 * is computed here: they all come from the API.
 */
import type { MessageKey, PluralKey } from '$lib/i18n/i18n.svelte';
import type { AnalyzedRepo, RepoAnalysis } from '$lib/api/repository';
import type { ProfileItemInput } from '$lib/api/profile';
import { isApiError } from '$lib/api/errors';
import { IGNORED_DIRS } from '$core/repository/analysis/key-files';
import { selectLocalFiles, type SkipReason } from '$core/repository/analysis/local-files';
import type { LOCAL_LIMITS as CORE_LOCAL_LIMITS, MAX_LOCAL_ENTRIES as CORE_MAX_LOCAL_ENTRIES } from '$core/repository/schema';

/** A message to show: a key and its values, a count's words, the core's own words, or a failure. */
export type Words =
	| { key: MessageKey; params?: Record<string, string | number> }
	| { plural: PluralKey; count: number; params?: Record<string, string | number> }
	| { text: string }
	| { problem: unknown };

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;
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
// Risks

/** The core's words for each kind of secret (worker/core/repository/analysis/secrets.ts, SECRET_LABELS). */
const SECRET_KINDS: Record<string, MessageKey> = {
	'an AWS access key id': 'repository.secret.aws_access_key',
	'an AWS secret access key': 'repository.secret.aws_secret_key',
	'a GitHub token': 'repository.secret.github_token',
	'a Slack token': 'repository.secret.slack_token',
	'a Slack webhook URL': 'repository.secret.slack_webhook',
	'a Stripe secret key': 'repository.secret.stripe_key',
	'an npm token': 'repository.secret.npm_token',
	'a private key': 'repository.secret.private_key',
	'a hard-coded API key or password': 'repository.secret.api_key'
};

/**
 * A risk in words. The secret itself is never in a risk (the core keeps only its kind, file and
 * line), so these words cannot show it either.
 */
export function riskWords(risk: RepoRisk, t: Translate): Words {
	const path = risk.path ?? '';
	switch (risk.code) {
		case 'secret_committed': {
			const found = /^(.+) on line (\d+) of (.+)$/.exec(risk.detail);
			if (found) {
				const kind = SECRET_KINDS[found[1]];
				return { key: 'repository.risk.secret', params: { what: kind ? t(kind) : t('repository.secret.other'), line: Number(found[2]), path: found[3] } };
			}
			return { key: 'repository.risk.secretFile', params: { path } };
		}
		case 'env_file_committed':
			return { key: 'repository.risk.env_file_committed', params: { path } };
		case 'stale': {
			const years = Number(/(\d+)/.exec(risk.detail)?.[1] ?? 2);
			return { plural: 'repository.risk.stale', count: years };
		}
		case 'no_readme':
		case 'no_license':
		case 'no_tests':
		case 'archived':
			return { key: `repository.risk.${risk.code}` };
		default:
			return { text: risk.detail };
	}
}

export const severityKey = (severity: RepoRisk['severity']): MessageKey => `repository.severity.${severity}`;

// ---------------------------------------------------------------------------------------------
// Files, notes, hosts

const FILE_KINDS = new Set(['readme', 'license', 'manifest', 'lockfile', 'container', 'ci', 'tests', 'docs', 'contributing', 'code_of_conduct', 'security_policy', 'changelog', 'env_file', 'secret_file']);

/** A file kind of worker/core/repository/analysis/file-kinds.ts by its name. */
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
// Evidence

// The core's evidence details (worker/core/repository/analysis/evidence.ts).
const DEPENDENCY = /^(dev dependency|dependency) "([^"]+)"(?: (.+?))? in (.+)$/;
const MENTIONS = /^(.+) mentions "([^"]+)"$/;
const LANGUAGE_SHARE = /^(.+) is (\d+)% of the code$/;

/** What an evidence shows, without its place (the place is said apart: file and line). */
export function evidenceWords(evidence: RepoEvidence): Words {
	const dependency = DEPENDENCY.exec(evidence.detail);
	if (dependency) {
		const version = dependency[3] ? ` ${dependency[3]}` : '';
		return { key: dependency[1] === 'dev dependency' ? 'repository.evidence.devDependency' : 'repository.evidence.dependency', params: { name: dependency[2], version } };
	}
	const mentions = MENTIONS.exec(evidence.detail);
	if (mentions && mentions[1] === evidence.path) return { key: 'repository.evidence.mentions', params: { surface: mentions[2] } };
	const share = LANGUAGE_SHARE.exec(evidence.detail);
	if (share) return { key: 'repository.evidence.language', params: { language: share[1], percent: Number(share[2]) } };
	const suffix = ` in ${evidence.path}`;
	if (evidence.path && evidence.detail.endsWith(suffix)) {
		return { key: 'repository.evidence.file', params: { detail: evidence.detail.slice(0, -suffix.length), skill: evidence.skill } };
	}
	return { text: evidence.detail };
}

/** Where an evidence is: "package.json line 14", a file, or the repository as a whole. */
export function evidencePlace(evidence: Pick<RepoEvidence, 'path' | 'line'>): Words {
	if (!evidence.path) return { key: 'repository.evidence.place.repository' };
	if (evidence.line !== null) return { key: 'repository.evidence.place.line', params: { path: evidence.path, line: evidence.line } };
	return { text: evidence.path };
}

/** Words as plain text, for what is stored (the profile keeps a sentence, not a key). */
export function wordsText(words: Words, t: Translate): string {
	if ('text' in words) return words.text;
	if ('key' in words) return t(words.key, words.params);
	if ('plural' in words) return t(`${words.plural}.other` as MessageKey, { count: words.count, ...words.params });
	return '';
}

/**
 * The sentence an evidence is stored with in the profile: its file and line, what it shows and
 * where the repository is — `package.json line 14: dependency "react" ^18.2.0 — github.com/ana/site`.
 * A local folder is named as such, never by a path on the disk.
 */
export function evidenceText(evidence: RepoEvidence, repo: AnalyzedRepo, t: Translate): string {
	const where = repo.kind === 'local' ? t('repository.profile.localWhere', { name: repo.name }) : repoAddress(repo);
	return `${wordsText(evidencePlace(evidence), t)}: ${wordsText(evidenceWords(evidence), t)} — ${where}`;
}

/** Where the profile's evidence came from (lib/format/evidence-origin.ts reads the part before ':'). */
export const EVIDENCE_SOURCE = 'repository';

/**
 * What "Add to profile" stores: one skill per chosen evidence (public with the repository's
 * address, or private without a link for a local folder), and the project itself if asked. Only
 * what was chosen: nothing else of the analysis enters the profile.
 */
export function profileItems(analysis: Pick<RepoAnalysis, 'repo' | 'evidence' | 'public'>, chosen: Iterable<number>, withProject: boolean, t: Translate): ProfileItemInput[] {
	const isPublic = analysis.public && analysis.repo.kind !== 'local';
	const url = isPublic ? analysis.repo.url : null;
	const picked = [...new Set(chosen)].sort((a, b) => a - b).flatMap((index) => (analysis.evidence[index] ? [analysis.evidence[index]] : []));
	const items: ProfileItemInput[] = picked.map((evidence) => ({
		type: 'skill',
		title: evidence.skill,
		evidence: [{ text: evidenceText(evidence, analysis.repo, t), source: EVIDENCE_SOURCE, public: isPublic, url }],
		origin: 'imported'
	}));
	if (withProject) {
		const repo = analysis.repo;
		const text = isPublic ? t('repository.profile.projectPublic', { where: repoAddress(repo) }) : t('repository.profile.projectLocal', { name: repo.name });
		items.push({
			type: 'project',
			title: repo.name,
			detail: repo.description ?? '',
			skills: [...new Set(picked.map((evidence) => evidence.skill))],
			evidence: [{ text, source: EVIDENCE_SOURCE, public: isPublic, url }],
			origin: 'imported'
		});
	}
	return items;
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
			return { key: 'repository.problem.rate_limited' };
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

export type ReadPlan = { files: FolderEntry[]; read: string[]; bytes: number };

/** Which files to list and which to read, as the core will choose them again (selectLocalFiles, same limits). */
export function planFolderRead(entries: FolderEntry[]): ReadPlan {
	const files = compactListing(entries).slice(0, MAX_LOCAL_ENTRIES);
	const { read } = selectLocalFiles(files, LOCAL_LIMITS);
	const sizes = new Map(files.map((file) => [file.path, file.size]));
	const bytes = read.reduce((sum, path) => sum + (sizes.get(path) ?? 0), 0);
	return { files, read, bytes };
}

/** A valid name for the analysis of a local folder (the core refuses control characters and more than 200). */
export function folderName(name: string): string {
	const clean = name.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
	return clean || 'folder';
}
