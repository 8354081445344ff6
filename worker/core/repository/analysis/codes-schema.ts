/**
 * The codes an analysis speaks in, as lists: the screen has words for every one in each language
 * (src/lib/state/repository-evidence-words.ts), and its tests walk these lists, so a code added
 * here without words fails a test. No zod and no taxonomy: the page reads this module as it is.
 * They are the enums of repository/schema.ts's answers: a zod-free `-schema.ts` the page may import.
 */

/**
 * A file whose presence shows a skill, one code per rule of file-skills.ts: "a Dockerfile", "a
 * GitHub Actions workflow" are different proofs, and each reads best in its own words.
 */
export const FILE_EVIDENCE_CODES = [
	'dockerfile',
	'compose_file',
	'github_actions_workflow',
	'gitea_actions_workflow',
	'gitlab_ci_pipeline',
	'circleci_pipeline',
	'jenkins_pipeline',
	'travis_ci_pipeline',
	'azure_pipeline',
	'bitbucket_pipeline',
	'terraform_config',
	'helm_chart',
	'kustomize_config',
	'kubernetes_manifest',
	'ansible_config',
	'serverless_service',
	'vagrant_environment',
	'heroku_procfile',
	'vercel_config',
	'netlify_config',
	'firebase_config',
	'maven_build',
	'gradle_build',
	'makefile',
	'cmake_build',
	'dotnet_project',
	'tsconfig',
	'eslint_config',
	'vitest_config',
	'jest_config',
	'playwright_config',
	'cypress_config',
	'pytest_config',
	'tailwind_config',
	'svelte_config',
	'next_config',
	'angular_workspace',
	'vite_config',
	'webpack_config',
	'prisma_schema',
	'protobuf_definitions',
	'graphql_schema',
	'openapi_description',
	'android_manifest',
	'xcode_project',
	'dart_package',
	'dbt_project',
	'jupyter_notebook'
] as const;
export type FileEvidenceCode = (typeof FILE_EVIDENCE_CODES)[number];

/**
 * What kind of proof an evidence is, and its params (evidence.ts):
 * - `dependency`, `dev_dependency`: `name`, `ecosystem`, `path` (the manifest), `line`, and
 *   `version` only when it looks like one (a git URL in its place may carry a token);
 * - a file code: `path`;
 * - `readme_mention`: `surface` (the words as written), `path`, `line`;
 * - `language_share`: `language`, `percent` (a whole number).
 */
export const EVIDENCE_CODES = ['dependency', 'dev_dependency', ...FILE_EVIDENCE_CODES, 'readme_mention', 'language_share'] as const;
export type EvidenceCode = (typeof EVIDENCE_CODES)[number];

/**
 * What a risk is (risks.ts), and its params:
 * - `secret_committed`: a secret found in a file's text (`kind`: a SECRET_KINDS code, `path`,
 *   `line`), or a file of a kind that holds keys, not read (`path` alone);
 * - `secret_example`: what looks like an example of a secret, not a live one — a placeholder or
 *   sample value in documentation, an example, a test or a template (`kind`, `path`, `line`);
 * - `env_file_committed`: `path`;
 * - `stale`: `years` and `days` since the last push;
 * - the others: none.
 */
export const RISK_CODES = ['secret_committed', 'secret_example', 'env_file_committed', 'no_readme', 'no_license', 'no_tests', 'archived', 'stale'] as const;
export type RiskCode = (typeof RISK_CODES)[number];

/**
 * What kind of secret was found: the only thing a risk says of it, with its file and line. The list
 * lives with the secret scan in the engine (engine/repository-files/types.ts, zod-free like this file).
 */
export { SECRET_KINDS, type SecretKind } from '../../engine/repository-files/types';
