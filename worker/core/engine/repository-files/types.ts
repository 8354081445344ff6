/**
 * The words of a repository's file rules: a path of its tree, the kind of a file of note, a
 * language's share, and the kinds of secret the scan names. Plain types and one list, no zod and
 * no imports: the page runs these rules on a local folder before anything is sent (and reads
 * SECRET_KINDS through repository/analysis/codes-schema.ts), the core runs them on every repository.
 */

/** One path of the repository; `size` in bytes when the host tells it. */
export type RepoFile = { path: string; size: number | null; kind?: 'file' | 'dir' };

export type FileKind =
	| 'readme'
	| 'license'
	| 'manifest'
	| 'lockfile'
	| 'container'
	| 'ci'
	| 'tests'
	| 'docs'
	| 'contributing'
	| 'code_of_conduct'
	| 'security_policy'
	| 'changelog'
	| 'env_file'
	| 'secret_file';

export type RepoLanguage = { name: string; bytes: number; share: number };

/** What kind of secret was found: the only thing a risk says of it, with its file and line. */
export const SECRET_KINDS = [
	'aws_access_key',
	'aws_secret_key',
	'github_token',
	'slack_token',
	'slack_webhook',
	'stripe_key',
	'npm_token',
	'private_key',
	'api_key'
] as const;
export type SecretKind = (typeof SECRET_KINDS)[number];
