import { describe, expect, it } from 'vitest';
import { checkBaseUrl, isLoopbackHostname, originOf } from './base-url.mjs';

/**
 * @param {'local' | 'openai-compatible'} provider
 * @param {string} url
 */
function accepted(provider, url) {
	const result = checkBaseUrl(provider, url);
	if (!result.ok) throw new Error(`${url} was refused for ${provider}: ${result.message}`);
	return result.baseUrl;
}

/**
 * @param {'local' | 'openai-compatible'} provider
 * @param {unknown} url
 */
function refusal(provider, url) {
	const result = checkBaseUrl(provider, url);
	if (result.ok) throw new Error(`${String(url)} was accepted for ${provider}`);
	return result.message;
}

describe('a local provider base URL', () => {
	it('is accepted on 127.0.0.1, localhost or [::1], over http or https (Ollama, LM Studio)', () => {
		expect(accepted('local', 'http://127.0.0.1:11434/v1')).toBe('http://127.0.0.1:11434/v1');
		expect(accepted('local', 'http://localhost:1234/v1')).toBe('http://localhost:1234/v1');
		expect(accepted('local', 'http://[::1]:8080/v1')).toBe('http://[::1]:8080/v1');
		expect(accepted('local', 'https://127.0.0.1:8443/v1')).toBe('https://127.0.0.1:8443/v1');
		expect(accepted('local', 'http://LOCALHOST:11434/v1')).toBe('http://localhost:11434/v1');
	});

	it('is stored without a trailing slash and without surrounding spaces', () => {
		expect(accepted('local', '  http://127.0.0.1:11434/v1/  ')).toBe('http://127.0.0.1:11434/v1');
		expect(accepted('local', 'http://127.0.0.1:11434')).toBe('http://127.0.0.1:11434');
	});

	it('is refused anywhere but this computer, and says to choose OpenAI-compatible instead', () => {
		for (const url of [
			'https://api.openai.com/v1',
			'http://192.168.1.10:11434/v1',
			'http://10.0.0.5:11434/v1',
			'http://ollama.lan:11434/v1',
			'http://localhost.example.com:11434/v1'
		]) {
			expect(refusal('local', url), url).toContain('OpenAI-compatible');
		}
	});

	it('is refused with a scheme other than http(s), a user name, a query or a fragment', () => {
		expect(refusal('local', 'ftp://127.0.0.1/v1')).toContain('http://');
		expect(refusal('local', 'file:///etc/passwd')).toContain('http://');
		expect(refusal('local', 'http://me:secret@127.0.0.1:11434/v1')).toContain('user name or password');
		expect(refusal('local', 'http://127.0.0.1:11434/v1?key=1')).toContain('?');
		expect(refusal('local', 'http://127.0.0.1:11434/v1#x')).toContain('#');
		expect(refusal('local', 'http://127.0.0.1:0/v1')).toContain('port 0');
	});
});

describe('an OpenAI-compatible base URL', () => {
	it('is accepted over https, and over http only on this computer', () => {
		expect(accepted('openai-compatible', 'https://api.openai.com/v1')).toBe('https://api.openai.com/v1');
		expect(accepted('openai-compatible', 'https://api.groq.com/openai/v1/')).toBe('https://api.groq.com/openai/v1');
		expect(accepted('openai-compatible', 'https://8.8.8.8/v1')).toBe('https://8.8.8.8/v1');
		expect(accepted('openai-compatible', 'http://127.0.0.1:8080/v1')).toBe('http://127.0.0.1:8080/v1');
		expect(accepted('openai-compatible', 'http://localhost:4000')).toBe('http://localhost:4000');
	});

	it('is refused over plain http to another computer, because the key would travel unencrypted', () => {
		expect(refusal('openai-compatible', 'http://api.openai.com/v1')).toContain('https://');
		expect(refusal('openai-compatible', 'http://8.8.8.8/v1')).toContain('unencrypted');
	});

	it('is refused with a user name or password in it', () => {
		expect(refusal('openai-compatible', 'https://user:sk-secret@api.openai.com/v1')).toContain('user name or password');
		expect(refusal('openai-compatible', 'https://sk-secret@api.openai.com/v1')).not.toContain('sk-secret');
	});

	it('is refused on a private, link-local, metadata or other special IP address, written any way', () => {
		for (const url of [
			'https://192.168.0.10/v1',
			'https://10.1.2.3/v1',
			'https://172.16.0.1/v1',
			'https://100.64.0.1/v1',
			'https://169.254.169.254/latest',
			'https://0.0.0.0/v1',
			'https://[fe80::1]/v1',
			'https://[fd00::1]/v1',
			'https://[::ffff:192.168.0.1]/v1',
			'https://3232235777/v1', // 192.168.1.1 as one number
			'https://0xc0.0xa8.0.1/v1'
		]) {
			expect(refusal('openai-compatible', url), url).toContain('private or reserved');
		}
	});

	it('is refused when empty, not a string, not a URL or too long', () => {
		expect(refusal('openai-compatible', '')).toContain('base URL');
		expect(refusal('openai-compatible', 42)).toContain('base URL');
		expect(refusal('openai-compatible', 'api.openai.com/v1')).toContain('https://');
		expect(refusal('openai-compatible', `https://api.example.com/${'a'.repeat(2048)}`)).toContain('2048');
	});
});

describe('the helpers', () => {
	it('tell this computer from other hosts', () => {
		expect(isLoopbackHostname('127.0.0.1')).toBe(true);
		expect(isLoopbackHostname('127.8.9.10')).toBe(true);
		expect(isLoopbackHostname('[::1]')).toBe(true);
		expect(isLoopbackHostname('localhost')).toBe(true);
		expect(isLoopbackHostname('192.168.0.1')).toBe(false);
		expect(isLoopbackHostname('api.openai.com')).toBe(false);
	});

	it('give the origin a key is bound to', () => {
		expect(originOf('https://api.openai.com/v1')).toBe('https://api.openai.com');
		expect(originOf('http://127.0.0.1:11434/v1')).toBe('http://127.0.0.1:11434');
		expect(originOf(null)).toBeNull();
		expect(originOf('not a url')).toBeNull();
	});
});
