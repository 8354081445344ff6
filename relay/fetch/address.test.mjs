// Pure classification: nothing in this file resolves a name or opens a socket.
import { describe, expect, it } from 'vitest';
import { FetchError, classifyAddress, hostPort, parseTarget } from './address.mjs';

/**
 * @param {string} ip
 * @param {string} reason
 */
function expectRefused(ip, reason) {
	expect(classifyAddress(ip), ip).toMatchObject({ allowed: false, reason });
}

/** @param {string} ip */
function expectPublic(ip) {
	expect(classifyAddress(ip), ip).toMatchObject({ allowed: true, reason: 'public' });
}

/**
 * The FetchError that parseTarget throws for a URL.
 * @param {string} url
 * @param {{ allow?: ReadonlySet<string> }} [options]
 * @returns {FetchError}
 */
function refusal(url, options) {
	try {
		parseTarget(url, options);
	} catch (error) {
		expect(error).toBeInstanceOf(FetchError);
		return /** @type {FetchError} */ (error);
	}
	throw new Error(`parseTarget accepted ${url}`);
}

describe('classifying IPv4 addresses', () => {
	it('allows ordinary public addresses, including the neighbours of every refused block', () => {
		for (const ip of ['8.8.8.8', '1.1.1.1', '93.184.215.14', '9.255.255.255', '11.0.0.0', '100.63.255.255', '100.128.0.0']) expectPublic(ip);
		for (const ip of ['126.255.255.255', '128.0.0.0', '169.253.255.255', '169.255.0.0', '172.15.255.255', '172.32.0.0']) expectPublic(ip);
		for (const ip of ['192.167.255.255', '192.169.0.0', '198.17.255.255', '198.20.0.0', '223.255.255.255']) expectPublic(ip);
	});

	it('refuses the unspecified address and the rest of 0.0.0.0/8', () => {
		expectRefused('0.0.0.0', 'unspecified');
		expectRefused('0.0.0.1', 'reserved');
		expectRefused('0.255.255.255', 'reserved');
	});

	it('refuses all of loopback 127.0.0.0/8', () => {
		for (const ip of ['127.0.0.1', '127.0.0.0', '127.1.2.3', '127.255.255.255']) expectRefused(ip, 'loopback');
	});

	it('refuses the three private ranges from edge to edge', () => {
		for (const ip of ['10.0.0.0', '10.0.0.1', '10.255.255.255']) expectRefused(ip, 'private');
		for (const ip of ['172.16.0.0', '172.20.1.1', '172.31.255.255']) expectRefused(ip, 'private');
		for (const ip of ['192.168.0.0', '192.168.1.1', '192.168.255.255']) expectRefused(ip, 'private');
	});

	it('refuses link-local addresses and names the cloud metadata endpoints', () => {
		expectRefused('169.254.169.254', 'metadata');
		expectRefused('169.254.170.2', 'metadata');
		for (const ip of ['169.254.0.0', '169.254.1.1', '169.254.255.255']) expectRefused(ip, 'link-local');
	});

	it('refuses carrier-grade NAT 100.64.0.0/10', () => {
		for (const ip of ['100.64.0.0', '100.100.100.200', '100.127.255.255']) expectRefused(ip, 'cgnat');
	});

	it('refuses multicast, the reserved 240/4 block and the broadcast address', () => {
		for (const ip of ['224.0.0.1', '239.255.255.250']) expectRefused(ip, 'multicast');
		for (const ip of ['240.0.0.1', '255.255.255.254']) expectRefused(ip, 'reserved');
		expectRefused('255.255.255.255', 'broadcast');
	});

	it('refuses the IETF, documentation and benchmarking blocks', () => {
		expectRefused('192.0.0.8', 'reserved');
		expectRefused('192.0.2.1', 'documentation');
		expectRefused('198.51.100.7', 'documentation');
		expectRefused('203.0.113.200', 'documentation');
		expectRefused('198.18.0.1', 'benchmarking');
		expectRefused('198.19.255.255', 'benchmarking');
	});

	it('refuses numeric forms that are not dotted quads instead of guessing what they mean', () => {
		for (const ip of ['2130706433', '0x7f.1', '017700000001', '127.1', '0177.0.0.1', '0x7f000001', 'localhost', '', '1.2.3.4.5']) {
			expectRefused(ip, 'invalid');
		}
	});
});

describe('classifying IPv6 addresses', () => {
	it('allows global unicast addresses', () => {
		for (const ip of ['2606:4700:4700::1111', '2001:4860:4860::8888', '2a00:1450:4001:81b::200e', '[2606:4700::1]']) expectPublic(ip);
	});

	it('refuses the unspecified and loopback addresses in every spelling', () => {
		for (const ip of ['::', '0:0:0:0:0:0:0:0', '[::]']) expectRefused(ip, 'unspecified');
		for (const ip of ['::1', '0:0:0:0:0:0:0:1', '[::1]', '0000:0000:0000:0000:0000:0000:0000:0001']) expectRefused(ip, 'loopback');
	});

	it('refuses unique-local fc00::/7 and names the AWS metadata address in it', () => {
		for (const ip of ['fc00::1', 'fd12:3456:789a::1', 'fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff']) expectRefused(ip, 'ula');
		expectRefused('fd00:ec2::254', 'metadata');
	});

	it('refuses link-local fe80::/10 with or without a zone, and old site-local fec0::/10', () => {
		for (const ip of ['fe80::1', 'fe80::1%eth0', 'febf::1', 'FE80::ABCD']) expectRefused(ip, 'link-local');
		expectRefused('fec0::1', 'site-local');
	});

	it('refuses multicast ff00::/8', () => {
		for (const ip of ['ff02::1', 'ff05::1:3', 'ff0e::101']) expectRefused(ip, 'multicast');
	});

	it('refuses every IPv4-mapped address, private or public, and reports the IPv4 inside', () => {
		expect(classifyAddress('::ffff:127.0.0.1')).toEqual({ allowed: false, reason: 'ipv4-mapped', embedded: '127.0.0.1' });
		expect(classifyAddress('::ffff:7f00:1')).toEqual({ allowed: false, reason: 'ipv4-mapped', embedded: '127.0.0.1' });
		expect(classifyAddress('::ffff:a9fe:a9fe')).toMatchObject({ allowed: false, embedded: '169.254.169.254' });
		expectRefused('::ffff:8.8.8.8', 'ipv4-mapped');
		expectRefused('[::ffff:10.0.0.1]', 'ipv4-mapped');
	});

	it('refuses deprecated IPv4-compatible and translated forms', () => {
		expectRefused('::127.0.0.1', 'reserved');
		expectRefused('::7f00:1', 'reserved');
		expectRefused('::ffff:0:7f00:1', 'reserved');
	});

	it('judges NAT64 64:ff9b::/96 by the IPv4 address it carries', () => {
		expect(classifyAddress('64:ff9b::8.8.8.8')).toEqual({ allowed: true, reason: 'public', embedded: '8.8.8.8' });
		expect(classifyAddress('64:ff9b::7f00:1')).toEqual({ allowed: false, reason: 'loopback', embedded: '127.0.0.1' });
		expect(classifyAddress('64:ff9b::a9fe:a9fe')).toEqual({ allowed: false, reason: 'metadata', embedded: '169.254.169.254' });
		expect(classifyAddress('64:ff9b::10.1.2.3')).toMatchObject({ allowed: false, reason: 'private' });
		expectRefused('64:ff9b:1::a00:1', 'reserved'); // local-use NAT64
	});

	it('judges 6to4 2002::/16 by the IPv4 address it carries', () => {
		expect(classifyAddress('2002:7f00:1::1')).toEqual({ allowed: false, reason: 'loopback', embedded: '127.0.0.1' });
		expect(classifyAddress('2002:c0a8:101::')).toEqual({ allowed: false, reason: 'private', embedded: '192.168.1.1' });
		expect(classifyAddress('2002:808:808::1')).toEqual({ allowed: true, reason: 'public', embedded: '8.8.8.8' });
	});

	it('refuses documentation, Teredo and other special-purpose blocks', () => {
		for (const ip of ['2001:db8::1', '2001:db8:ffff::1', '3fff::1', '3fff:fff::1']) expectRefused(ip, 'documentation');
		for (const ip of ['2001::1', '2001:0:4136:e378:8000:63bf:3fff:fdd2', '2001:1ff::1', '100::1', '5f00::1', '::2', '4000::1']) {
			expectRefused(ip, 'reserved');
		}
		expectPublic('2001:200::1');
		expectPublic('3fff:1000::1');
	});
});

describe('checking a URL before anything is sent', () => {
	it('accepts an https URL and normalises its host, port and fragment', () => {
		const target = parseTarget('https://Jobs.Example.COM./posting/42?ref=x#apply');
		expect(target).toMatchObject({ protocol: 'https:', hostname: 'jobs.example.com', port: 443, literal: null });
		expect(target.url.href).toBe('https://jobs.example.com/posting/42?ref=x');
	});

	it('accepts http on any port', () => {
		expect(parseTarget('http://example.com:8080/a')).toMatchObject({ protocol: 'http:', hostname: 'example.com', port: 8080 });
		expect(parseTarget('http://example.com/')).toMatchObject({ port: 80 });
	});

	it('accepts a public IP literal, IPv6 in brackets included, and marks it so DNS is skipped', () => {
		expect(parseTarget('http://8.8.8.8/')).toMatchObject({ hostname: '8.8.8.8', literal: '8.8.8.8' });
		expect(parseTarget('https://[2606:4700::1111]:8443/')).toMatchObject({ hostname: '2606:4700::1111', literal: '2606:4700::1111', port: 8443 });
	});

	it('refuses anything but http and https as invalid_url', () => {
		for (const url of ['ftp://example.com/', 'file:///etc/passwd', 'gopher://example.com/', 'javascript:alert(1)', 'data:text/html,hi', 'ws://example.com/']) {
			expect(refusal(url)).toMatchObject({ code: 'invalid_url', reason: 'protocol' });
		}
	});

	it('refuses a user name or password in the URL as invalid_url', () => {
		expect(refusal('http://user:pass@example.com/')).toMatchObject({ code: 'invalid_url', reason: 'userinfo' });
		expect(refusal('https://user@example.com/')).toMatchObject({ code: 'invalid_url', reason: 'userinfo' });
		expect(refusal('https://:secret@example.com/')).toMatchObject({ code: 'invalid_url', reason: 'userinfo' });
	});

	it('refuses text that is not a URL, an empty one, a relative one and one over 2048 characters', () => {
		for (const url of ['', '   ', 'not a url', '/jobs/1', 'http://', 'http://1.2.3.4.5/', 'http://[fe80::1%25eth0]/']) {
			expect(refusal(url).code, url).toBe('invalid_url');
		}
		expect(refusal(`https://example.com/${'a'.repeat(2048)}`)).toMatchObject({ code: 'invalid_url', reason: 'too_long' });
		expect(refusal(/** @type {any} */ (undefined)).code).toBe('invalid_url');
	});

	it('refuses port 0', () => {
		expect(refusal('http://example.com:0/')).toMatchObject({ code: 'invalid_url', reason: 'port' });
	});

	it('sees through numeric host tricks, which the URL parser turns into dotted IPv4 before DNS', () => {
		// What Node's WHATWG parser does with each raw form, so the canonical form is what gets checked.
		const canonical = {
			'http://2130706433/': 'http://127.0.0.1/',
			'http://0x7f.1/': 'http://127.0.0.1/',
			'http://017700000001/': 'http://127.0.0.1/',
			'http://127.1/': 'http://127.0.0.1/',
			'http://0177.0.0.1/': 'http://127.0.0.1/',
			'http://0x7f000001/': 'http://127.0.0.1/',
			'http://0/': 'http://0.0.0.0/',
			'http://%31%32%37.0.0.1/': 'http://127.0.0.1/',
			'http://０x７f.1/': 'http://127.0.0.1/',
			'http://0xa9.0xfe.0xa9.0xfe/': 'http://169.254.169.254/',
			'http://167772161/': 'http://10.0.0.1/'
		};
		for (const [raw, canon] of Object.entries(canonical)) {
			expect(new URL(raw).href, raw).toBe(canon);
			expect(refusal(raw).code, raw).toBe('page_blocked');
			expect(refusal(canon).code, canon).toBe('page_blocked');
		}
		expect(refusal('http://2130706433/').reason).toBe('loopback');
		expect(refusal('http://0/').reason).toBe('unspecified');
		expect(refusal('http://0xa9.0xfe.0xa9.0xfe/').reason).toBe('metadata');
		expect(refusal('http://167772161/').reason).toBe('private');
		// A public address written as a number is canonicalised and allowed like its dotted form.
		expect(parseTarget('http://134744072/')).toMatchObject({ hostname: '8.8.8.8', literal: '8.8.8.8' });
	});

	it('refuses private, loopback and mapped IP literals, IPv6 in brackets included', () => {
		const cases = {
			'http://127.0.0.1/': 'loopback',
			'http://127.0.0.1.:8080/': 'loopback',
			'http://10.0.0.1/': 'private',
			'http://172.16.5.4:3000/': 'private',
			'http://192.168.1.1/admin': 'private',
			'http://169.254.169.254/latest/meta-data/': 'metadata',
			'http://100.64.1.1/': 'cgnat',
			'http://224.0.0.1/': 'multicast',
			'http://255.255.255.255/': 'broadcast',
			'http://[::1]/': 'loopback',
			'http://[0:0:0:0:0:0:0:1]:8080/': 'loopback',
			'http://[::]/': 'unspecified',
			'http://[fd00::1]/': 'ula',
			'http://[fe80::1]/': 'link-local',
			'http://[ff02::1]/': 'multicast',
			'http://[::ffff:127.0.0.1]/': 'ipv4-mapped',
			'http://[::ffff:a9fe:a9fe]/': 'ipv4-mapped',
			'http://[64:ff9b::a9fe:a9fe]/': 'metadata',
			'http://[2002:a00:1::]/': 'private'
		};
		for (const [url, reason] of Object.entries(cases)) expect(refusal(url), url).toMatchObject({ code: 'page_blocked', reason });
	});

	it('refuses localhost names without asking DNS', () => {
		for (const url of ['http://localhost/', 'http://LOCALHOST:3000/', 'http://localhost./', 'http://api.localhost/', 'http://box.localdomain/']) {
			expect(refusal(url), url).toMatchObject({ code: 'page_blocked', reason: 'loopback' });
		}
	});

	it('names only the host in the refusal, in a sentence that tells the user what to do', () => {
		const error = refusal('http://192.168.1.1/secret?token=abc');
		expect(error.detail).toContain('192.168.1.1');
		expect(error.detail).not.toContain('token');
		expect(error.detail).toMatch(/paste it into Rumo\.$/);
	});

	it('lets the test-only allowlist exempt exactly the listed host and port', () => {
		const allow = new Set(['127.0.0.1:4321', '[::1]:4321']);
		expect(parseTarget('http://127.0.0.1:4321/x', { allow })).toMatchObject({ literal: '127.0.0.1', port: 4321 });
		expect(parseTarget('http://[::1]:4321/', { allow })).toMatchObject({ literal: '::1' });
		expect(refusal('http://127.0.0.1:4322/', { allow }).code).toBe('page_blocked');
		expect(refusal('http://127.0.0.2:4321/', { allow }).code).toBe('page_blocked');
		expect(refusal('http://127.0.0.1:4321/').code).toBe('page_blocked');
		// The allowlist never makes a malformed URL acceptable.
		expect(refusal('http://u:p@127.0.0.1:4321/', { allow }).code).toBe('invalid_url');
	});

	it('writes allowlist keys with brackets for IPv6', () => {
		expect(hostPort('127.0.0.1', 80)).toBe('127.0.0.1:80');
		expect(hostPort('::1', 80)).toBe('[::1]:80');
		expect(hostPort('example.com', 443)).toBe('example.com:443');
	});
});
