/**
 * DNS pinning: the host is resolved once, EVERY address DNS returns is checked, and the socket is
 * opened on the checked address and nowhere else.
 *
 * Refusing a name when any one of its addresses is not public (rather than picking the public ones)
 * is what stops a name that mixes a public and a private address, a common DNS-rebinding setup; a
 * real public site never publishes a private address, so refusing costs nothing. Connecting to the
 * IP itself leaves no second DNS lookup that a rebinding server could answer differently, while the
 * Host header, TLS SNI and certificate check keep using the host name.
 */
import net, { isIP } from 'node:net';
import { lookup as dnsLookup } from 'node:dns/promises';
import tls from 'node:tls';
import { FetchError, classifyAddress, hostPort, privateAddressDetail } from './address.mjs';

/**
 * @typedef {object} ResolvedAddress
 * @property {string} address
 * @property {number} family 4 or 6
 */

/**
 * @typedef {object} ConnectOptions what a connection may use: exactly the checked address
 * @property {'http:' | 'https:'} protocol
 * @property {string} address the IP address that passed the checks
 * @property {number} port
 * @property {string | undefined} servername TLS SNI and the name the certificate must match
 *   (undefined when the URL host is itself an IP address)
 * @property {string | Buffer | Array<string | Buffer>} [ca] extra trusted certificates (tests)
 */

/**
 * The system resolver, every address, in the order the system gives them.
 * @param {string} hostname
 * @returns {Promise<ResolvedAddress[]>}
 */
export function systemLookup(hostname) {
	return dnsLookup(hostname, { all: true, verbatim: true });
}

/**
 * Opens a socket to the checked address only. The address is an IP, so no DNS happens here.
 * @param {ConnectOptions} options
 * @returns {import('node:net').Socket}
 */
export function connectPinned({ protocol, address, port, servername, ca }) {
	if (!isIP(address)) throw new Error('connectPinned needs an IP address');
	if (protocol === 'https:') {
		return tls.connect({
			host: address,
			port,
			servername, // SNI; also the name tls checks the certificate against
			ALPNProtocols: ['http/1.1'],
			...(ca === undefined ? {} : { ca: [...tls.rootCertificates, ...(Array.isArray(ca) ? ca : [ca])] })
		});
	}
	return net.connect({ host: address, port });
}

/**
 * Resolves the host (unless it is an IP, already checked by parseTarget) and checks every address.
 * @param {import('./address.mjs').Target} target
 * @param {{ allow: ReadonlySet<string>, lookup: (hostname: string) => Promise<ResolvedAddress[]>, signal: AbortSignal }} options
 * @returns {Promise<ResolvedAddress>} the one address the connection will use
 */
export async function resolveTarget(target, { allow, lookup, signal }) {
	if (target.literal) return { address: target.literal, family: isIP(target.literal) };
	/** @type {ResolvedAddress[]} */
	let records;
	try {
		records = await untilAborted(lookup(target.hostname), signal);
	} catch (error) {
		if (signal.aborted) throw error;
		throw new FetchError(
			'source_unavailable',
			`Rumo could not find ${target.hostname}; check the address and your internet connection.`,
			{ reason: 'dns', cause: error }
		);
	}
	if (!Array.isArray(records) || records.length === 0) {
		throw new FetchError('source_unavailable', `Rumo could not find ${target.hostname}; check the address and your internet connection.`, {
			reason: 'dns'
		});
	}
	for (const record of records) {
		if (allow.has(hostPort(record.address, target.port))) continue;
		const verdict = classifyAddress(record.address);
		if (!verdict.allowed) throw new FetchError('page_blocked', privateAddressDetail(target.hostname), { reason: verdict.reason });
	}
	const [first] = records;
	return { address: first.address, family: isIP(first.address) };
}

/**
 * @template T
 * @param {Promise<T>} promise
 * @param {AbortSignal} signal
 * @returns {Promise<T>}
 */
function untilAborted(promise, signal) {
	promise.catch(() => {}); // a lookup that fails after the timeout must not become unhandled
	return new Promise((resolve, reject) => {
		const onAbort = () => reject(signal.reason);
		if (signal.aborted) return onAbort();
		signal.addEventListener('abort', onAbort, { once: true });
		promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
	});
}
