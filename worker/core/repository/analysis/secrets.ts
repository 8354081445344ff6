import type { SecretKind } from './codes';
import { baseName } from './file-kinds';
import { splitLines } from './text-lines';

export type { SecretKind };

/**
 * A secret found: its kind (codes.ts, SECRET_KINDS) and line. The secret itself never leaves this
 * module, so no screen, log or stored analysis can leak what it warns about.
 */
export type SecretFinding = { kind: SecretKind; line: number };

/** English words for each kind, for the risk's detail (the screen has its own, by the kind's code). */
export const SECRET_LABELS: Readonly<Record<SecretKind, string>> = {
	aws_access_key: 'an AWS access key id',
	aws_secret_key: 'an AWS secret access key',
	github_token: 'a GitHub token',
	slack_token: 'a Slack token',
	slack_webhook: 'a Slack webhook URL',
	stripe_key: 'a Stripe secret key',
	npm_token: 'an npm token',
	private_key: 'a private key',
	api_key: 'a hard-coded API key or password'
};

// Token formats their issuers document, specific enough to trust on sight.
const TOKEN_PATTERNS: readonly { kind: SecretKind; pattern: RegExp }[] = [
	{ kind: 'aws_access_key', pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g },
	{ kind: 'github_token', pattern: /\bgh[pousr]_[A-Za-z0-9]{36,255}\b/g },
	{ kind: 'github_token', pattern: /\bgithub_pat_[A-Za-z0-9_]{22,255}\b/g },
	{ kind: 'slack_token', pattern: /\bxox[abposr]-[A-Za-z0-9]+-[A-Za-z0-9-]{8,}/g },
	{ kind: 'slack_webhook', pattern: /https:\/\/hooks\.slack\.com\/services\/T[A-Z0-9]+\/B[A-Z0-9]+\/[A-Za-z0-9]{16,}/g },
	{ kind: 'stripe_key', pattern: /\b[sr]k_live_[A-Za-z0-9]{20,}\b/g },
	{ kind: 'npm_token', pattern: /\bnpm_[A-Za-z0-9]{36}\b/g },
	{ kind: 'aws_secret_key', pattern: /aws_secret_access_key["']?\s*[:=]\s*["']?([A-Za-z0-9/+]{40})(?![A-Za-z0-9/+])/gi }
];

// `api_key = "…"`, `"client_secret": "…"`, `password: '…'`: a name that says secret, then a quoted value.
const ASSIGNMENT =
	/(?:^|[^A-Za-z0-9])(?:[A-Za-z0-9]+[_-])*(?:api[_-]?key|apikey|api[_-]?secret|secret[_-]?key|client[_-]?secret|access[_-]?token|auth[_-]?token|private[_-]?token|secret|token|password|passwd)["']?\s*(?::=|=>|[:=])\s*["']([^"'\s]{16,})["']/gi;

// Values that only stand in for a secret: documentation, templates, variables.
const PLACEHOLDER = /example|sample|your|change|placeholder|dummy|redacted|xxxx|\*\*\*|<|>|\$\{|\{\{|%\(|process\.env|^[./~]|:\/\//i;

/** Shannon entropy in bits per character: random keys score above 3.5, words and ids below. */
export function entropy(value: string): number {
	const counts = new Map<string, number>();
	for (const char of value) counts.set(char, (counts.get(char) ?? 0) + 1);
	let bits = 0;
	for (const count of counts.values()) {
		const p = count / value.length;
		bits -= p * Math.log2(p);
	}
	return bits;
}

function looksRandom(value: string): boolean {
	if (PLACEHOLDER.test(value)) return false;
	const classes = [/[a-z]/, /[A-Z]/, /[0-9]/].filter((pattern) => pattern.test(value)).length;
	return classes >= 2 && entropy(value) >= 3.5;
}

// A key's body: base64 lines after the header (PEM may put Proc-Type and DEK-Info first).
const KEY_BODY = /^[A-Za-z0-9+/=]{40,}$/;
const KEY_HEADER = /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----/;

/** A private key block with a body: a README quoting only the header line is no key. */
function privateKeyAt(lines: string[], i: number): boolean {
	if (!KEY_HEADER.test(lines[i])) return false;
	for (let k = i + 1; k < Math.min(lines.length, i + 6); k++) if (KEY_BODY.test(lines[k].trim())) return true;
	return false;
}

/**
 * Secrets written in a file's text, one finding per kind and line. Known token formats are
 * trusted on sight (except AWS's documented example keys); a generic `api_key = "…"` only when
 * its value looks random. `.npmrc` counts a literal `_authToken`, not a `${VARIABLE}`.
 */
export function findSecrets(path: string, text: string): SecretFinding[] {
	const found: SecretFinding[] = [];
	const seen = new Set<string>();
	const add = (kind: SecretKind, line: number) => {
		const key = `${kind}:${line}`;
		if (!seen.has(key)) {
			seen.add(key);
			found.push({ kind, line });
		}
	};
	const isNpmrc = baseName(path).toLowerCase() === '.npmrc';
	const lines = splitLines(text);
	lines.forEach((line, i) => {
		if (privateKeyAt(lines, i)) add('private_key', i + 1);
		if (isNpmrc && /_authToken\s*=\s*(?!\$\{)\S{8,}/.test(line)) add('npm_token', i + 1);
		let tokenOnLine = false;
		for (const { kind, pattern } of TOKEN_PATTERNS) {
			for (const match of line.matchAll(pattern)) {
				// AWS documents its example keys with "EXAMPLE"; "ghp_xxxx…" in a README is a placeholder.
				if (/EXAMPLE/i.test(match[0]) || entropy(match[0]) < 3) continue;
				add(kind, i + 1);
				tokenOnLine = true;
			}
		}
		if (tokenOnLine) return;
		for (const match of line.matchAll(ASSIGNMENT)) {
			if (looksRandom(match[1])) add('api_key', i + 1);
		}
	});
	return found;
}
