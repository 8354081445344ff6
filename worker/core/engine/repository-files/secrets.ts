import type { SecretKind } from './types';
import { baseName } from './file-kinds';

export type { SecretKind };

/**
 * A secret found: its kind (types.ts, SECRET_KINDS) and line, and `example` when it looks like
 * one (written in documentation, an example or a test, or with a value that says it stands in for
 * a secret). The secret itself never leaves this module, so no screen, log or stored analysis can
 * leak what it warns about.
 */
export type SecretFinding = { kind: SecretKind; line: number; example?: true };

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
// A value read from somewhere else: no secret is written here, whatever the place.
const VARIABLE = /^\$|\$\{|\{\{|%\(|process\.env|os\.environ|getenv|ENV\[|^[./~]|:\/\//i;
// Words a documented stand-in is made of: `sk-secret-…`, `your-api-key-here`, `xxxx`, `<token>`, `changeme`.
const SAMPLE = /example|sample|your|change|placeholder|dummy|fake|mock|redacted|secret|test|demo|insecure|xxx|\*\*\*|<[^>]*>|\.\.\.|^(?:token|password|passwd|key)$/i;

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
// How many lines after a key's header its body may start.
const KEY_LOOKAHEAD = 5;

/** A private key block with a body: a README quoting only the header line is no key. */
function privateKeyAt(lines: string[], i: number): boolean {
	if (!KEY_HEADER.test(lines[i])) return false;
	for (let k = i + 1; k < Math.min(lines.length, i + 1 + KEY_LOOKAHEAD); k++) if (KEY_BODY.test(lines[k].trim())) return true;
	return false;
}

// Documentation, examples, tests and templates: what is written there is usually a sample.
const EXAMPLE_FOLDERS = new Set(['docs', 'doc', 'documentation', 'examples', 'example', 'samples', 'sample', 'demo', 'demos', 'tests', 'test', '__tests__', 'spec', 'specs', 'e2e', 'fixtures', '__fixtures__', 'testdata', 'test-data']);
const EXAMPLE_FILE = /\.(?:md|mdx|markdown|rst|adoc|txt|ipynb|example|sample|template|tmpl|dist)$|^\.env\.(?:example|sample|template|dist|defaults)$|(?:^|[._-])(?:test|spec|example|sample)s?[._-]/i;

/** Whether a path holds documentation, an example, a test or a template, where secrets are usually samples. */
export function isExamplePlace(path: string): boolean {
	const segments = path.split('/');
	const name = segments.pop() ?? '';
	return segments.some((segment) => EXAMPLE_FOLDERS.has(segment.toLowerCase())) || EXAMPLE_FILE.test(name);
}

// In an example place, `API_KEY=your-api-key-here` or `token: <token>` need no quotes nor 16 characters to be worth a word.
const LOOSE_ASSIGNMENT =
	/(?:^|[^A-Za-z0-9])(?:[A-Za-z0-9]+[_-])*(?:api[_-]?key|apikey|api[_-]?secret|secret[_-]?key|client[_-]?secret|access[_-]?token|auth[_-]?token|private[_-]?token|secret|token|password|passwd)["']?\s*(?::=|=>|[:=])\s*["'`]?([^\s"'`,;]{3,})/gi;

/** The kind of secret a stand-in imitates, by the issuer's prefix it starts with. */
function kindOfSample(value: string): SecretKind {
	if (/^(?:gh[pousr]_|github_pat_)/.test(value)) return 'github_token';
	if (/^xox[abposr]-/.test(value)) return 'slack_token';
	if (/^[sr]k_live_/.test(value)) return 'stripe_key';
	if (/^npm_/.test(value)) return 'npm_token';
	if (/^(?:AKIA|ASIA)/.test(value)) return 'aws_access_key';
	return 'api_key';
}

// A line longer than this (minified code, a data dump) is scanned in windows of this size that
// overlap by WINDOW_OVERLAP, so a streamed pass holds no more than this of one line in memory.
const MAX_WINDOW = 64 * 1024;
const WINDOW_OVERLAP = 512;

/**
 * Secrets in a text read piece by piece: `push` the chunks as they come (a file's stream, decoded),
 * then `end`. Only whole lines are scanned, and only the few lines a private key's header needs
 * to see its body are held back; a line longer than MAX_WINDOW is scanned in overlapping windows.
 * findSecrets is this scanner given the whole text at once, so both read the same.
 */
export class SecretScanner {
	readonly #found: SecretFinding[] = [];
	readonly #seen = new Set<string>();
	readonly #example: boolean;
	readonly #npmrc: boolean;
	// Lines read but not scanned yet (the look-ahead a key's header needs), each with its number;
	// the windows of a long line are entries of the same number.
	readonly #pending: { text: string; number: number }[] = [];
	#number = 1;
	#partial = '';

	constructor(readonly path: string) {
		this.#example = isExamplePlace(path);
		this.#npmrc = baseName(path).toLowerCase() === '.npmrc';
	}

	push(chunk: string): void {
		let text = this.#partial + chunk;
		for (let newline = text.indexOf('\n'); newline >= 0; newline = text.indexOf('\n')) {
			this.#read(text.slice(0, newline).replace(/\r$/, ''), true);
			text = text.slice(newline + 1);
		}
		while (text.length > MAX_WINDOW) {
			// A line too long to hold: scan this window, keep its end for what straddles the cut.
			this.#read(text.slice(0, MAX_WINDOW), false);
			text = text.slice(MAX_WINDOW - WINDOW_OVERLAP);
		}
		this.#partial = text;
	}

	end(): SecretFinding[] {
		if (this.#partial) this.#read(this.#partial, true);
		this.#partial = '';
		while (this.#pending.length) this.#scanFirst();
		return [...this.#found].sort((a, b) => a.line - b.line);
	}

	#read(text: string, lineEnds: boolean): void {
		this.#pending.push({ text, number: this.#number });
		if (lineEnds) this.#number++;
		while (this.#pending.length > KEY_LOOKAHEAD) this.#scanFirst();
	}

	#add(kind: SecretKind, line: number, example: boolean): void {
		const key = `${kind}:${line}`;
		if (this.#seen.has(key)) return;
		this.#seen.add(key);
		this.#found.push(example ? { kind, line, example: true } : { kind, line });
	}

	#scanFirst(): void {
		const { text: line, number } = this.#pending[0];
		const example = this.#example;
		if (privateKeyAt(this.#pending.map((entry) => entry.text), 0)) this.#add('private_key', number, example);
		if (this.#npmrc && /_authToken\s*=\s*(?!\$\{)\S{8,}/.test(line)) this.#add('npm_token', number, example);
		let tokenOnLine = false;
		for (const { kind, pattern } of TOKEN_PATTERNS) {
			for (const match of line.matchAll(pattern)) {
				// AWS documents its example keys with "EXAMPLE"; "ghp_xxxx…" is a placeholder, said below if anywhere.
				if (/EXAMPLE/i.test(match[0]) || entropy(match[0]) < 3) continue;
				this.#add(kind, number, example);
				tokenOnLine = true;
			}
		}
		if (!tokenOnLine) {
			for (const match of line.matchAll(ASSIGNMENT)) {
				const value = match[1];
				if (VARIABLE.test(value)) continue;
				if (looksRandom(value)) this.#add('api_key', number, example || SAMPLE.test(value));
				else if (example && SAMPLE.test(value)) this.#add(kindOfSample(value), number, true);
			}
			if (example) {
				for (const match of line.matchAll(LOOSE_ASSIGNMENT)) {
					const value = match[1];
					if (VARIABLE.test(value)) continue;
					if (SAMPLE.test(value) || /^x{3,}$/i.test(value) || (value.length >= 16 && looksRandom(value))) this.#add(kindOfSample(value), number, true);
				}
			}
		}
		this.#pending.shift();
	}
}

/**
 * Secrets written in a file's text, one finding per kind and line. Known token formats are
 * trusted on sight (except AWS's documented example keys); a generic `api_key = "…"` only when
 * its value looks random. `.npmrc` counts a literal `_authToken`, not a `${VARIABLE}`. What sits in
 * documentation, an example, a test or a template (docs/, tests/, *.md, .env.example), and a value
 * that says it is a sample (`sk-secret-…`), is marked `example`: there even a placeholder
 * (`your-api-key-here`, `<token>`, `xxxx`, `changeme`) is said, as one.
 */
export function findSecrets(path: string, text: string): SecretFinding[] {
	const scanner = new SecretScanner(path);
	scanner.push(text);
	return scanner.end();
}

/** The largest text a streamed pass reads of one file: past it, a file is a dump no person wrote. */
export const MAX_SCAN_BYTES = 100_000_000;

/**
 * Secrets in a file too large to read at once, from its decoded chunks (in a browser:
 * `file.stream().pipeThrough(new TextDecoderStream())`), stopping after `maxChars`.
 */
export async function scanSecretsInChunks(path: string, chunks: AsyncIterable<string> | Iterable<string>, maxChars = MAX_SCAN_BYTES): Promise<SecretFinding[]> {
	const scanner = new SecretScanner(path);
	let read = 0;
	for await (const chunk of chunks) {
		scanner.push(chunk.slice(0, Math.max(0, maxChars - read)));
		read += chunk.length;
		if (read >= maxChars) break;
	}
	return scanner.end();
}
