/**
 * When two reads are the same posting. A link is compared without what only tracks the visit
 * (campaign tags, click ids, the `#fragment`) or only spells the address differently (`www.`,
 * `http:`, a trailing slash, the order of the query); what names the posting (`?jk=`, `/vagas/123`) stays.
 */
const TRACKING_PARAMS = /^(utm_.*|gclid|gbraid|wbraid|fbclid|msclkid|dclid|yclid|mc_cid|mc_eid|_hsenc|_hsmi|ref|refid|referrer|trk|trkinfo|trackingid|lipi|src|si|igshid)$/i;

export function canonicalJobUrl(url: string | null | undefined): string | null {
	if (!url) return null;
	let parsed: URL;
	try {
		parsed = new URL(url.trim());
	} catch {
		return null;
	}
	if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
	const host = parsed.hostname.replace(/^www\./, '');
	const port = parsed.port && parsed.port !== '80' && parsed.port !== '443' ? `:${parsed.port}` : '';
	const path = parsed.pathname.replace(/\/+$/, '') || '/';
	const query = [...parsed.searchParams]
		.filter(([key]) => !TRACKING_PARAMS.test(key))
		.sort(([a, av], [b, bv]) => a.localeCompare(b) || av.localeCompare(bv))
		.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
		.join('&');
	return `${host}${port}${path}${query ? `?${query}` : ''}`;
}

/** The site a link is on, as people name it: `linkedin.com`, not `www.linkedin.com`. */
export function hostOf(url: string | null | undefined): string | null {
	try {
		return url ? new URL(url).hostname.replace(/^www\./, '') : null;
	} catch {
		return null;
	}
}

/**
 * The posting id of the big boards, when the link carries one: the same LinkedIn, Indeed or Gupy job
 * is linked with a title slug, a search page's `currentJobId`, another country host or board params.
 * `linkedin:3812345678`, `indeed:abc123`, `gupy:acme/123456`; null for any other link.
 * Additive on purpose: `canonicalJobUrl` is stored (jobs.canonicalUrl) and keeps its meaning.
 */
export function jobPostingId(url: string | null | undefined): string | null {
	let parsed: URL;
	try {
		parsed = new URL((url ?? '').trim());
	} catch {
		return null;
	}
	const host = parsed.hostname.toLowerCase();
	if (/(^|\.)linkedin\.com$/.test(host)) {
		const id = /\/jobs\/view\/(?:[^/]*-)?(\d{6,})\/?$/.exec(parsed.pathname)?.[1] ?? parsed.searchParams.get('currentJobId');
		return id && /^\d{6,}$/.test(id) ? `linkedin:${id}` : null;
	}
	if (/(^|\.)indeed\.[a-z.]+$/.test(host)) {
		const jk = parsed.searchParams.get('jk') ?? parsed.searchParams.get('vjk');
		return jk && /^[0-9a-f]{8,}$/i.test(jk) ? `indeed:${jk.toLowerCase()}` : null;
	}
	const gupy = /^([a-z0-9-]+)\.gupy\.io$/.exec(host);
	const gupyId = /^\/jobs\/(\d+)\/?$/.exec(parsed.pathname)?.[1];
	return gupy && gupyId ? `gupy:${gupy[1]}/${gupyId}` : null;
}
