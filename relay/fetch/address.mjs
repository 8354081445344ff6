/**
 * Which network addresses the relay may fetch from, and which URLs it accepts at all.
 *
 * The relay reads public pages on the user's behalf. Without these checks any web page (or a job
 * link someone sends the user) could make it read the user's router, a service on this computer or
 * the cloud metadata endpoint (server-side request forgery). Classification is pure: nothing here
 * touches the network or DNS.
 *
 * IPv4: everything is public except the special-purpose blocks below (IANA registry, RFC 6890).
 * IPv6: only global unicast (2000::/3) is public, minus its special-purpose blocks; NAT64 and 6to4
 * addresses are judged by the IPv4 address they carry. IPv4-mapped addresses (::ffff:a.b.c.d) are
 * always refused: DNS has no reason to answer one, and a socket would reach the IPv4 host behind it.
 */
import { isIP } from 'node:net';

/**
 * Why an address is refused (or `public` when it is not).
 * @typedef {'public' | 'invalid' | 'unspecified' | 'loopback' | 'private' | 'link-local' | 'metadata'
 *   | 'cgnat' | 'multicast' | 'broadcast' | 'documentation' | 'benchmarking' | 'reserved' | 'ula'
 *   | 'site-local' | 'ipv4-mapped'} AddressReason
 */

/**
 * @typedef {object} AddressClass
 * @property {boolean} allowed
 * @property {AddressReason} reason
 * @property {string} [embedded] for NAT64 and 6to4: the IPv4 address that decided the answer
 */

/** @typedef {[prefix: string, bits: number, reason: AddressReason]} Ipv4Block */

/**
 * Checked in order, so the narrow metadata entries come before 169.254.0.0/16.
 * @type {Ipv4Block[]}
 */
const IPV4_BLOCKS = [
	['0.0.0.0', 32, 'unspecified'],
	['0.0.0.0', 8, 'reserved'], // "this network"; Linux connects 0.x to the local host
	['10.0.0.0', 8, 'private'],
	['100.64.0.0', 10, 'cgnat'], // also Alibaba's metadata (100.100.100.200)
	['127.0.0.0', 8, 'loopback'],
	['169.254.169.254', 32, 'metadata'], // AWS, GCP, Azure, OpenStack…
	['169.254.170.2', 32, 'metadata'], // AWS ECS task credentials
	['169.254.0.0', 16, 'link-local'],
	['172.16.0.0', 12, 'private'],
	['192.0.0.0', 24, 'reserved'], // IETF protocol assignments
	['192.0.2.0', 24, 'documentation'], // TEST-NET-1
	['192.88.99.0', 24, 'reserved'], // former 6to4 relay anycast
	['192.168.0.0', 16, 'private'],
	['198.18.0.0', 15, 'benchmarking'],
	['198.51.100.0', 24, 'documentation'], // TEST-NET-2
	['203.0.113.0', 24, 'documentation'], // TEST-NET-3
	['224.0.0.0', 4, 'multicast'],
	['255.255.255.255', 32, 'broadcast'],
	['240.0.0.0', 4, 'reserved']
];

const IPV4_RULES = IPV4_BLOCKS.map(([prefix, bits, reason]) => {
	const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
	return { network: (ipv4ToNumber(prefix) & mask) >>> 0, mask, reason };
});

/**
 * @param {string} address a dotted IPv4 address that `net.isIP` accepted
 * @returns {number} the address as an unsigned 32-bit number
 */
function ipv4ToNumber(address) {
	return address.split('.').reduce((value, part) => ((value << 8) | Number(part)) >>> 0, 0);
}

/** @param {number} value */
function numberToIpv4(value) {
	return [24, 16, 8, 0].map((shift) => (value >>> shift) & 0xff).join('.');
}

/**
 * @param {string} address
 * @returns {AddressClass}
 */
function classifyIpv4(address) {
	const value = ipv4ToNumber(address);
	for (const rule of IPV4_RULES) {
		if (((value & rule.mask) >>> 0) === rule.network) return { allowed: false, reason: rule.reason };
	}
	return { allowed: true, reason: 'public' };
}

/**
 * The eight 16-bit groups of an IPv6 address that `net.isIP` accepted (zone already removed).
 * @param {string} address
 * @returns {number[]}
 */
function ipv6Groups(address) {
	let text = address.toLowerCase();
	// A dotted IPv4 tail (::ffff:127.0.0.1) becomes two hex groups.
	const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
	if (dotted) {
		const value = ipv4ToNumber(dotted[1]);
		text = `${text.slice(0, dotted.index)}${(value >>> 16).toString(16)}:${(value & 0xffff).toString(16)}`;
	}
	const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
	const parse = (/** @type {string} */ part) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
	const before = parse(head);
	if (tail === undefined) return before;
	const after = parse(tail);
	return [...before, ...new Array(8 - before.length - after.length).fill(0), ...after];
}

/**
 * @param {number[]} groups
 * @param {number} from index of the first of the two groups holding the IPv4 address
 */
function embeddedIpv4(groups, from) {
	return numberToIpv4(((groups[from] << 16) | groups[from + 1]) >>> 0);
}

/**
 * @param {string} address
 * @returns {AddressClass}
 */
function classifyIpv6(address) {
	const g = ipv6Groups(address);
	const zeroUpTo = (/** @type {number} */ end) => g.slice(0, end).every((group) => group === 0);

	if (zeroUpTo(8)) return { allowed: false, reason: 'unspecified' };
	if (zeroUpTo(7) && g[7] === 1) return { allowed: false, reason: 'loopback' };
	if (zeroUpTo(5) && g[5] === 0xffff) return { allowed: false, reason: 'ipv4-mapped', embedded: embeddedIpv4(g, 6) };
	if (zeroUpTo(6)) return { allowed: false, reason: 'reserved' }; // deprecated IPv4-compatible ::a.b.c.d
	if (zeroUpTo(4) && g[4] === 0xffff && g[5] === 0) return { allowed: false, reason: 'reserved' }; // SIIT ::ffff:0:a.b.c.d
	// NAT64 (64:ff9b::/96): on an IPv6-only network with DNS64 every IPv4 site has such an address,
	// so it is as public as the IPv4 address it carries.
	if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((group) => group === 0)) {
		return fromEmbedded(embeddedIpv4(g, 6));
	}

	const first = g[0];
	if ((first & 0xfe00) === 0xfc00) {
		// AWS's IPv6 metadata endpoint sits in the unique-local block.
		const metadata = first === 0xfd00 && g[1] === 0x0ec2 && g.slice(2, 7).every((group) => group === 0) && g[7] === 0x254;
		return { allowed: false, reason: metadata ? 'metadata' : 'ula' };
	}
	if ((first & 0xffc0) === 0xfe80) return { allowed: false, reason: 'link-local' };
	if ((first & 0xffc0) === 0xfec0) return { allowed: false, reason: 'site-local' };
	if ((first & 0xff00) === 0xff00) return { allowed: false, reason: 'multicast' };
	// Everything else outside global unicast 2000::/3 (100::/64 discard, 64:ff9b:1::/48, unassigned).
	if ((first & 0xe000) !== 0x2000) return { allowed: false, reason: 'reserved' };

	if (first === 0x2001 && g[1] === 0x0db8) return { allowed: false, reason: 'documentation' };
	if (first === 0x3fff && (g[1] & 0xf000) === 0) return { allowed: false, reason: 'documentation' }; // 3fff::/20
	// 2001::/23: IETF protocol assignments, including Teredo (2001::/32) which hides an IPv4 address.
	if (first === 0x2001 && g[1] < 0x0200) return { allowed: false, reason: 'reserved' };
	if (first === 0x2002) return fromEmbedded(embeddedIpv4(g, 1)); // 6to4
	if (first === 0x5f00) return { allowed: false, reason: 'reserved' }; // SRv6 SIDs
	return { allowed: true, reason: 'public' };
}

/**
 * @param {string} ipv4
 * @returns {AddressClass}
 */
function fromEmbedded(ipv4) {
	return { ...classifyIpv4(ipv4), embedded: ipv4 };
}

/**
 * Whether the relay may connect to an address. Takes an address as DNS or a URL gives it: IPv4
 * dotted, IPv6 with or without brackets or a zone (`fe80::1%eth0`). Anything else is `invalid`.
 * @param {string} ip
 * @returns {AddressClass}
 */
export function classifyAddress(ip) {
	let address = String(ip).trim();
	if (address.startsWith('[') && address.endsWith(']')) address = address.slice(1, -1);
	const zone = address.indexOf('%');
	const withoutZone = zone === -1 ? address : address.slice(0, zone);
	const version = isIP(withoutZone);
	if (version === 4 && zone === -1) return classifyIpv4(withoutZone);
	if (version === 6) return classifyIpv6(withoutZone);
	return { allowed: false, reason: 'invalid' };
}

/**
 * Why a URL was refused before anything was sent. `invalid_url`: not something Rumo reads at all;
 * `page_blocked`: a well-formed URL whose host is this computer or a private network.
 */
export class FetchError extends Error {
	/**
	 * @param {'invalid_url' | 'page_blocked' | 'source_unavailable'} code the contract code
	 * @param {string} detail a sentence the user can act on; names at most the host, never an address
	 *   from DNS or anything from the response body
	 * @param {{ reason?: string, cause?: unknown, headers?: Record<string, string> }} [options] `reason`: a
	 *   short machine-readable why (e.g. an {@link AddressReason}, `timeout`, `too_large`) for logs and
	 *   tests; never shown. `headers`: for a refused HTTP status, the response headers the relay passes
	 *   on (forwarded-headers.mjs), so the core can read a rate limit's reset time.
	 */
	constructor(code, detail, options = {}) {
		super(detail, options.cause === undefined ? undefined : { cause: options.cause });
		this.name = 'FetchError';
		this.code = code;
		this.detail = detail;
		this.reason = options.reason;
		this.headers = options.headers;
	}
}

/** A URL longer than this is refused (also the route's limit). */
export const MAX_URL_LENGTH = 2048;

/** Names that always mean this computer (RFC 6761), refused without asking DNS. */
const LOCAL_NAMES = /(^|\.)(localhost|localdomain)$/;

/**
 * @typedef {object} Target
 * @property {URL} url the canonical URL to request (no fragment)
 * @property {'http:' | 'https:'} protocol
 * @property {string} hostname lower case, without brackets or a trailing dot
 * @property {number} port
 * @property {string | null} literal the IP address when the host is one (then no DNS is asked)
 */

/** @param {string} host */
function describeHost(host) {
	return host.length > 80 ? `${host.slice(0, 77)}…` : host;
}

/**
 * The sentence for an address that is not public.
 * @param {string} hostname
 */
export function privateAddressDetail(hostname) {
	return (
		`Rumo only reads public web pages, and ${describeHost(hostname)} points at this computer or a private network. ` +
		'Open the page in your browser, copy the text and paste it into Rumo.'
	);
}

/**
 * Checks a URL the user (or a redirect) gave, without any network access. The WHATWG URL parser
 * already turns numeric tricks into dotted IPv4 (`http://2130706433/`, `http://0x7f.1/`,
 * `http://017700000001/`, `http://127.1/`, `http://0177.0.0.1/` all become `127.0.0.1`), so an IP
 * host is classified here, before DNS is ever asked.
 * @param {string} urlString
 * @param {{ allow?: ReadonlySet<string> }} [options] `allow`: test-only `host:port` pairs exempt
 *   from the address check
 * @returns {Target}
 * @throws {FetchError} `invalid_url` or `page_blocked`
 */
export function parseTarget(urlString, { allow } = {}) {
	if (typeof urlString !== 'string' || urlString.trim() === '') {
		throw new FetchError('invalid_url', 'Give the full address of the page, starting with https://.', { reason: 'empty' });
	}
	if (urlString.length > MAX_URL_LENGTH) {
		throw new FetchError('invalid_url', `That address is longer than ${MAX_URL_LENGTH} characters; copy the page's address again.`, {
			reason: 'too_long'
		});
	}
	/** @type {URL} */
	let url;
	try {
		url = new URL(urlString.trim());
	} catch {
		throw new FetchError('invalid_url', 'That is not a web address Rumo can read; give one starting with https:// or http://.', {
			reason: 'unparsable'
		});
	}
	if (url.protocol !== 'http:' && url.protocol !== 'https:') {
		throw new FetchError('invalid_url', 'Rumo only reads http:// and https:// addresses; give the web address of the page.', {
			reason: 'protocol'
		});
	}
	if (url.username !== '' || url.password !== '') {
		throw new FetchError(
			'invalid_url',
			'That address carries a user name or password, which Rumo never sends; remove the part before @.',
			{ reason: 'userinfo' }
		);
	}
	const protocol = /** @type {'http:' | 'https:'} */ (url.protocol);
	let hostname = url.hostname;
	if (hostname.startsWith('[')) hostname = hostname.slice(1, -1);
	else if (hostname.endsWith('.')) {
		hostname = hostname.slice(0, -1);
		url.hostname = hostname;
	}
	if (hostname === '') {
		throw new FetchError('invalid_url', 'That address has no host name; give the full address of the page.', { reason: 'no_host' });
	}
	const port = url.port === '' ? (protocol === 'https:' ? 443 : 80) : Number(url.port);
	if (port === 0) {
		throw new FetchError('invalid_url', 'That address has port 0, which no page uses; check the address.', { reason: 'port' });
	}
	url.hash = '';

	const literal = isIP(hostname) ? hostname : null;
	const exempt = allow !== undefined && allow.has(hostPort(hostname, port));
	if (!exempt) {
		if (literal) {
			const verdict = classifyAddress(literal);
			if (!verdict.allowed) throw new FetchError('page_blocked', privateAddressDetail(hostname), { reason: verdict.reason });
		} else if (LOCAL_NAMES.test(hostname)) {
			throw new FetchError('page_blocked', privateAddressDetail(hostname), { reason: 'loopback' });
		}
	}
	return { url, protocol, hostname, port, literal };
}

/**
 * The `host:port` key of the test allowlist (`[::1]:8080` for IPv6).
 * @param {string} host an address or name without brackets
 * @param {number} port
 */
export function hostPort(host, port) {
	return isIP(host) === 6 ? `[${host}]:${port}` : `${host}:${port}`;
}
