import { isLocalEnvFile } from '../../engine/repository-files/file-kinds';
import type { RepoFacts } from './facts';
import { SECRET_LABELS } from '../../engine/repository-files/secrets';
import type { CodeParams, RepoInput, RepoRisk, RiskCode, Severity } from './types';

/** No push for this long and a repository reads as abandoned (issue: "no push in two years"). */
export const STALE_AFTER_DAYS = 730;

// A thousand committed .env files say no more than ten; the list stays readable.
const MAX_PER_CODE = 10;

/**
 * What a reviewer of this repository would flag, most severe first. Severities, and why:
 * - high: a leak a reader can use today — a secret in a file, an environment file with values.
 * - medium: what makes a recruiter or reviewer stop — no README, no license, no tests, a key file
 *   whose text was not read (it may hold a key), environment files for development or tests
 *   (usually local values, sometimes real ones).
 * - low: facts of the project's life — archived, not pushed for two years — and what looks like
 *   an example of a secret (a placeholder in a README, a sample key in a test): worth a look, no leak.
 */
export function findRisks(facts: RepoFacts, input: RepoInput): RepoRisk[] {
	const risks: RepoRisk[] = [];

	for (const secret of facts.secrets.filter((found) => !found.example).slice(0, MAX_PER_CODE)) {
		risks.push({
			code: 'secret_committed',
			severity: 'high',
			detail: `${SECRET_LABELS[secret.kind]} on line ${secret.line} of ${secret.path}`,
			path: secret.path,
			params: { kind: secret.kind, path: secret.path, line: secret.line }
		});
	}
	for (const secret of facts.secrets.filter((found) => found.example).slice(0, MAX_PER_CODE)) {
		risks.push({
			code: 'secret_example',
			severity: 'low',
			detail: `Looks like an example, not a live secret: ${SECRET_LABELS[secret.kind]} on line ${secret.line} of ${secret.path}`,
			path: secret.path,
			params: { kind: secret.kind, path: secret.path, line: secret.line }
		});
	}
	const confirmed = new Set(facts.secrets.map((secret) => secret.path));
	const unread = facts.secretFiles.filter((file) => !confirmed.has(file.path) && !file.read);
	for (const file of unread.slice(0, MAX_PER_CODE)) {
		risks.push({
			code: 'secret_committed',
			severity: 'medium',
			detail: `${file.path} is a kind of file that holds keys or passwords`,
			path: file.path,
			// No kind and no line: the file was not read, so only its name is known.
			params: { path: file.path }
		});
	}

	for (const path of facts.envFiles.slice(0, MAX_PER_CODE)) {
		risks.push({
			code: 'env_file_committed',
			severity: isLocalEnvFile(path) ? 'medium' : 'high',
			detail: `${path} is committed; environment files usually hold passwords and keys`,
			path,
			params: { path }
		});
	}

	const whole = (code: RiskCode, severity: Severity, detail: string, params: CodeParams = {}) => risks.push({ code, severity, detail, path: null, params });
	if (!facts.readme) whole('no_readme', 'medium', 'No README explains what the project is or how to run it');
	if (!facts.license) whole('no_license', 'medium', 'No license: others may not legally use or build on the code');
	if (facts.testFiles.length === 0 && facts.codeFiles > 0) whole('no_tests', 'medium', 'No test files or test folders by the usual names');

	if (input.meta.archived) whole('archived', 'low', 'The repository is archived (read-only)');
	if (facts.daysSincePush !== null && facts.daysSincePush > STALE_AFTER_DAYS) {
		const years = Math.floor(facts.daysSincePush / 365);
		whole('stale', 'low', `No push in ${years} years`, { years, days: facts.daysSincePush });
	}

	const order = { high: 0, medium: 1, low: 2 } as const;
	return risks.sort((a, b) => order[a.severity] - order[b.severity]);
}
