import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { htmlPolicy, inlineScripts, scriptHash } from './csp.mjs';

/** @param {string} text */
const sha256 = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inline script hashes', () => {
	it('finds inline scripts and skips scripts loaded from a src', () => {
		const html = '<script src="/a.js"></script><script type="module">one()</script><SCRIPT>two()</SCRIPT >';
		expect(inlineScripts(html)).toEqual(['one()', 'two()']);
	});

	it('hashes the text the browser sees, with CRLF and CR turned into LF', () => {
		expect(scriptHash('a();\r\nb();\rc();')).toBe(sha256('a();\nb();\nc();'));
	});

	it('lists each distinct inline script once in script-src', () => {
		const policy = htmlPolicy('<script>same()</script><script>same()</script><script>other()</script>');
		const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src'));
		expect(scriptSrc).toBe(`script-src 'self' ${sha256('same()')} ${sha256('other()')}`);
	});

	it('allows only same-origin scripts when a page has no inline script', () => {
		expect(htmlPolicy('<p>no scripts</p>')).toContain("script-src 'self'; style-src");
	});
});
