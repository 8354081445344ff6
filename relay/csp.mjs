/**
 * The Content-Security-Policy of every HTML page. Scripts may only come from this origin or be one
 * of the page's own inline scripts, allowed by hash: SvelteKit's 200.html boots with an inline
 * script, and 'unsafe-inline' would also let any injected markup run.
 */
import { createHash } from 'node:crypto';

// Raw text up to the first "</script" that the HTML tokenizer would accept as an end tag.
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script[\s/>]/gi;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i;

/**
 * The text of each inline <script> in an HTML document (scripts with a src are skipped: 'self'
 * covers them, and their element text is never run).
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScripts(html) {
	/** @type {string[]} */
	const scripts = [];
	for (const [, attributes, text] of html.matchAll(SCRIPT_ELEMENT)) {
		if (!SRC_ATTRIBUTE.test(attributes)) scripts.push(text);
	}
	return scripts;
}

/**
 * The CSP source expression for one inline script: `'sha256-<base64>'`.
 * @param {string} script
 */
export function scriptHash(script) {
	// The browser hashes the text after the HTML parser has turned CRLF and CR into LF, so a build
	// checked out with Windows line endings must be hashed the same way.
	const text = script.replace(/\r\n?/g, '\n');
	return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The full policy for a page with these inline scripts.
 * @param {string} html
 */
export function htmlPolicy(html) {
	const hashes = [...new Set(inlineScripts(html).map(scriptHash))];
	return [
		`default-src 'self'`,
		['script-src', `'self'`, ...hashes].join(' '),
		// Svelte transitions and style: attributes write inline styles; styles cannot run code.
		`style-src 'self' 'unsafe-inline'`,
		`img-src 'self' data: blob:`,
		`font-src 'self'`,
		// The page talks only to its own origin; outside services are reached through the relay.
		`connect-src 'self'`,
		`worker-src 'self'`,
		`manifest-src 'self'`,
		`object-src 'none'`,
		`base-uri 'self'`,
		`form-action 'self'`,
		`frame-ancestors 'none'`
	].join('; ');
}
