import { z } from 'zod';
import { SECRET_KINDS } from './analysis/codes-schema';
import { validPath } from './hosts/shared';

/**
 * Repository analysis (SPEC.md capability 6; CONTRACT.md "Repository"): a public repository of a
 * code host, or a folder on the person's own disk, read as professional evidence. The analysis
 * itself is pure (analysis/); these are the bodies the API takes and the answers it gives.
 */

export const HostKind = z.enum(['github', 'gitlab', 'gitea']);
export type HostKind = z.infer<typeof HostKind>;

export const AnalyzeRequest = z.strictObject({
	repo: z
		.string('Paste the repository address, or write owner/name.')
		.trim()
		.min(1, 'Paste the repository address, or write owner/name.')
		.max(2048, 'A repository address is shorter than 2,048 characters.'),
	/** The kind of a self-hosted server (and of a bare owner/name: GitHub unless said). */
	host: HostKind.optional()
});
export type AnalyzeRequest = z.infer<typeof AnalyzeRequest>;

// ---------------------------------------------------------------------------------------------
// A local folder

/**
 * What the core reads of a local folder, whatever the page sent: the tree stops at `maxFiles`
 * paths and the texts at `maxBytes` (engine/repository-files/local-files.ts, selectLocalFiles).
 * The page uses the same numbers to choose what to read, so nothing it sends is wasted.
 */
export const LOCAL_LIMITS = { maxFiles: 5000, maxBytes: 20_000_000 } as const;
/** Paths a folder may list (node_modules included: the core skips them, and says so). */
export const MAX_LOCAL_ENTRIES = 100_000;
/** The body of a local analysis: 20 MB of texts and their JSON quoting. */
export const MAX_LOCAL_BODY_BYTES = 25 * 1024 * 1024;

const LocalPath = z
	.string('Give each file its path inside the folder.')
	.max(4096, 'A path is shorter than 4,096 characters.')
	.transform((path) => path.replace(/\\/g, '/').replace(/^(?:\.\/)+/, ''))
	.refine(validPath, 'A path is relative to the chosen folder, without "..", "." or empty parts.');

export const LocalFile = z.strictObject({
	path: LocalPath,
	size: z.number('Give each file its size in bytes.').int('A size is a whole number of bytes.').min(0, 'A size is a whole number of bytes.').max(1e13),
	/** The file's text, for the files selectLocalFiles said to read; left out for the others. */
	text: z.string().optional(),
	/**
	 * For a file selectLocalFiles said to scan (over 1 MB): the secrets the page's streamed pass
	 * found in it (engine/repository-files/secrets.ts, scanSecretsInChunks), kind and line only,
	 * never the value.
	 */
	secrets: z
		.array(z.strictObject({ kind: z.enum(SECRET_KINDS), line: z.number().int().min(1), example: z.literal(true).optional() }))
		.max(1000)
		.optional()
});
export type LocalFile = z.infer<typeof LocalFile>;

export const LocalAnalyzeRequest = z
	.strictObject({
		name: z
			.string('Give the folder its name.')
			.trim()
			.min(1, 'Give the folder its name.')
			.max(200, 'Keep the name under 200 characters.')
			.refine((name) => !/[\u0000-\u001f\u007f]/.test(name), 'The name holds characters a folder name cannot.'),
		files: z
			.array(LocalFile)
			.min(1, 'The folder holds no files. Choose the folder of a project.')
			.max(MAX_LOCAL_ENTRIES, `A folder of more than ${MAX_LOCAL_ENTRIES.toLocaleString('en')} files cannot be analysed. Choose the project's own folder.`)
	})
	.superRefine((body, ctx) => {
		const seen = new Set<string>();
		body.files.forEach((file, i) => {
			if (seen.has(file.path)) ctx.addIssue({ code: 'custom', path: ['files', i, 'path'], message: 'Each path is listed once.' });
			seen.add(file.path);
		});
	});
export type LocalAnalyzeRequest = z.infer<typeof LocalAnalyzeRequest>;

// ---------------------------------------------------------------------------------------------
// The analysis

export const Severity = z.enum(['low', 'medium', 'high']);
/** The values of a code (a reason, an evidence, a risk): words are made of them on the screen. */
const CodeParams = z.record(z.string(), z.union([z.string(), z.number()]));
export const ScorecardName = z.enum(['documentation', 'testing', 'maintenance', 'security', 'community']);
export const SkipReason = z.enum(['ignored_dir', 'binary', 'too_large', 'over_limit']);

/**
 * Notes on how complete the analysis is: the host cut the tree short (`tree_truncated`), a key file
 * could not be read (`files_skipped`), languages were counted from file names
 * (`languages_from_extensions`), only the first 40 skills are listed (`evidence_capped`), and the
 * host said nothing changed since the stored analysis, which was answered as it is (`unchanged_since`).
 */
export const AnalysisNote = z.enum(['tree_truncated', 'files_skipped', 'languages_from_extensions', 'evidence_capped', 'unchanged_since']);
export type AnalysisNote = z.infer<typeof AnalysisNote>;

export const AnalyzedRepo = z.object({
	/** The code host's name (`github.com`, `gitlab.com`, `codeberg.org`, a self-hosted server's), or `local`. */
	host: z.string(),
	kind: z.enum(['github', 'gitlab', 'gitea', 'local']),
	/** The account or namespace; null for a local folder. */
	owner: z.string().nullable(),
	name: z.string(),
	/** The repository's page; null for a local folder. */
	url: z.string().nullable(),
	description: z.string().nullable(),
	stars: z.number().int().nullable(),
	license: z.string().nullable(),
	pushedAt: z.string().nullable(),
	archived: z.boolean(),
	fork: z.boolean(),
	defaultBranch: z.string().nullable()
});
export type AnalyzedRepo = z.infer<typeof AnalyzedRepo>;

export const RepoAnalysis = z.object({
	id: z.string(),
	repo: AnalyzedRepo,
	/** `bytes` is null where the host gives only percentages (GitLab); `share` is 0–1. */
	languages: z.array(z.object({ name: z.string(), bytes: z.number().int().nullable(), share: z.number() })),
	/**
	 * Data and configuration (SQL, JSON, YAML, CSV…), apart from `languages`: shares of these
	 * files' bytes alone. Missing from analyses stored before it existed.
	 */
	dataLanguages: z.array(z.object({ name: z.string(), bytes: z.number().int().nullable(), share: z.number() })).optional(),
	files: z.array(z.object({ path: z.string(), kind: z.string() })),
	/**
	 * Each skill with the file (`''`: the repository as a whole) and the 1-based line that shows it.
	 * `code` and `params` (analysis/codes-schema.ts) say what the proof is, for words in any language;
	 * `detail` says it in English. Analyses stored before codes existed have only `detail`.
	 */
	evidence: z.array(z.object({ skill: z.string(), code: z.string().optional(), path: z.string(), detail: z.string(), line: z.number().int().nullable(), params: CodeParams.optional() })),
	/**
	 * A secret is named by its kind, file and line only: never its value. `params` as for evidence,
	 * missing from analyses stored before it existed.
	 */
	risks: z.array(z.object({ code: z.string(), severity: Severity, detail: z.string(), path: z.string().nullable(), params: CodeParams.optional() })),
	scorecards: z.array(z.object({ name: ScorecardName, score: z.number().int().min(0).max(100), reasons: z.array(z.object({ code: z.string(), params: CodeParams })) })),
	/** false for a local folder: private evidence, never shown with a link. */
	public: z.boolean(),
	source: z.enum(['host', 'local']),
	/** When the files were read and analysed. */
	analyzedAt: z.string(),
	/** When the host was last asked (later than analyzedAt when it said nothing had changed). */
	checkedAt: z.string(),
	notes: z.array(AnalysisNote),
	/** A local folder: how many paths were left out, by reason; null for a hosted repository. */
	skipped: z.record(SkipReason, z.number().int()).nullable()
});
export type RepoAnalysis = z.infer<typeof RepoAnalysis>;

/** The stored row: the answer, the key it is found by (host/owner/name) and the host's ETag. */
export const StoredRepoAnalysis = RepoAnalysis.extend({ key: z.string(), etag: z.string().nullable() });
export type StoredRepoAnalysis = z.infer<typeof StoredRepoAnalysis>;

export const AnalysisSummary = z.object({
	id: z.string(),
	repo: AnalyzedRepo,
	analyzedAt: z.string(),
	public: z.boolean(),
	source: z.enum(['host', 'local']),
	scores: z.record(ScorecardName, z.number().int()),
	risks: z.record(Severity, z.number().int())
});
export type AnalysisSummary = z.infer<typeof AnalysisSummary>;

export const AnalysesQuery = z.object({
	limit: z.coerce.number().int().min(1).max(500).default(50),
	cursor: z.string().max(100).optional()
});
export type AnalysesQuery = z.output<typeof AnalysesQuery>;

export const AnalysisList = z.object({ items: z.array(AnalysisSummary), total: z.number().int(), nextCursor: z.string().nullable() });
export type AnalysisList = z.infer<typeof AnalysisList>;

// ---------------------------------------------------------------------------------------------
// An account's repositories

export const AccountQuery = z.object({ host: HostKind.optional() });

export const AccountRepoItem = z.object({
	owner: z.string(),
	name: z.string(),
	/** Its page: what to send to /codehost/repo/analyze. */
	url: z.string(),
	description: z.string().nullable(),
	stars: z.number().int().nullable(),
	pushedAt: z.string().nullable(),
	archived: z.boolean(),
	fork: z.boolean(),
	language: z.string().nullable(),
	/** The stored analysis of it, if any. */
	analysisId: z.string().nullable()
});
export type AccountRepoItem = z.infer<typeof AccountRepoItem>;

export const AccountRepos = z.object({
	account: z.object({ host: z.string(), kind: HostKind, owner: z.string(), url: z.string() }),
	items: z.array(AccountRepoItem),
	total: z.number().int(),
	nextCursor: z.null(),
	/** More public repositories than Rumo lists (10 pages of the host). */
	truncated: z.boolean()
});
export type AccountRepos = z.infer<typeof AccountRepos>;
