/**
 * The analysis of a code repository: what the code-host adapters (GitHub, GitLab, Gitea) and the
 * local-folder reader hand in, and what `analyzeRepository` gives back. Plain types, no zod: the
 * service that stores and serves the answer owns the schema.
 */
import type { FileKind, RepoFile, RepoLanguage, SecretKind } from '../../engine/repository-files/types';
import type { EvidenceCode, RiskCode } from './codes-schema';

export type { EvidenceCode, FileEvidenceCode, RiskCode, SecretKind } from './codes-schema';
/** The file rules' words (a path, a file's kind, a language's share) live with the rules, in the engine. */
export type { FileKind, RepoFile, RepoLanguage } from '../../engine/repository-files/types';

export type RepoMeta = {
	host: string;
	owner: string;
	name: string;
	url: string | null;
	description: string | null;
	stars: number | null;
	/** SPDX id or name, as the host reports it. */
	license: string | null;
	pushedAt: string | null;
	archived: boolean;
	defaultBranch: string | null;
};

export type RepoInput = {
	meta: RepoMeta;
	/** Bytes by language as the host reports them; `{}` for a local folder (then read from extensions). */
	languages: Record<string, number>;
	/** Every path known. */
	tree: RepoFile[];
	/** The host cut the tree short. */
	truncated: boolean;
	/** Text of the key files that were fetched (path → text). */
	contents: Record<string, string>;
	/** False for a local folder. */
	public: boolean;
	/**
	 * Secrets a streamed pass found in files too large to hand in whole (a local folder's files over
	 * 1 MB, whose texts are not in `contents`): kind and line only, as ever.
	 */
	scannedSecrets?: { path: string; kind: SecretKind; line: number; example?: true }[];
	/** ISO date: the analysis is a function of its input, so "today" is part of it. */
	now: string;
};

export type Severity = 'low' | 'medium' | 'high';

/** The values of a code, for words in any language (codes.ts says which each code has). */
export type CodeParams = Record<string, string | number>;

/**
 * A skill the repository shows: the file (`''` for the repository as a whole) and the 1-based
 * line that names it, null when the file itself is the evidence (a Dockerfile, a language's share).
 * `code` and `params` say what the proof is; `detail` says the same in English.
 */
export type RepoEvidence = { skill: string; code: EvidenceCode; path: string; detail: string; line: number | null; params: CodeParams };

export type RepoRisk = { code: RiskCode; severity: Severity; detail: string; path: string | null; params: CodeParams };

export type ScorecardName = 'documentation' | 'testing' | 'maintenance' | 'security' | 'community';

export type ScoreReason = { code: string; params: CodeParams };

export type Scorecard = { name: ScorecardName; score: number; reasons: ScoreReason[] };

export type AnalysisNote = 'tree_truncated' | 'files_skipped' | 'languages_from_extensions' | 'evidence_capped';

export type RepoAnalysis = {
	/**
	 * The code's languages, share 0–1, largest first, summing to about 1: programming and markup
	 * languages only, without documentation, examples, vendored, built or generated files (the
	 * host's count, or engine/repository-files/languages.ts's for a local folder).
	 */
	languages: RepoLanguage[];
	/**
	 * Data and configuration (SQL, JSON, YAML, CSV…), apart from the code: each share is of these
	 * files' bytes alone, summing to about 1. Counted from the tree where the host gives sizes.
	 */
	dataLanguages: RepoLanguage[];
	/** Files of note. */
	files: { path: string; kind: FileKind }[];
	evidence: RepoEvidence[];
	risks: RepoRisk[];
	scorecards: Scorecard[];
	notes: AnalysisNote[];
};
