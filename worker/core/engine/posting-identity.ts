import { foldText } from './text/normalize';

/**
 * "The same posting", in one place: its link without what only tracks the visit, the big boards'
 * posting ids, and the keys (link, id, title+company+place) that imports, the inbox and the radar
 * compare; the loose key (title+company) only suggests a duplicate.
 *
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

const collapse = (value: string) => foldText(value).replace(/\s+/g, ' ').trim();

/**
 * The keys one record is known by: its canonical link (and board job id), and its cargo+empresa+local (casefolded,
 * accents folded, whitespace collapsed). The place is part of the key because the same title at the
 * same company in another city is another posting (clean.csv has ten such pairs, none a duplicate).
 */
export function dedupeKeys(record: { cargo: string; empresa: string; link: string; local: string }): string[] {
	const keys: string[] = [];
	const link = canonicalJobUrl(record.link);
	if (link) keys.push(`link:${link.toLowerCase()}`);
	// LinkedIn/Indeed/Gupy: the board's job id, whatever slug, host or params the link was shared with.
	const postingId = jobPostingId(record.link);
	if (postingId) keys.push(`id:${postingId}`);
	const title = collapse(record.cargo);
	if (title) keys.push(`title:${title}\u0000${collapse(record.empresa)}\u0000${collapse(record.local)}`);
	return keys;
}

/** Same title and company, any place or link: maybe the same job (never merged without the person). */
export function looseKeyOf(draft: { title: string; company: string }): string | null {
	const title = collapse(draft.title);
	const company = collapse(draft.company);
	return title && company ? `loose:${title}\u0000${company}` : null;
}

export function keysOf(draft: { title: string; company: string; url: string | null; location: string }): string[] {
	return dedupeKeys({ cargo: draft.title, empresa: draft.company, link: draft.url ?? '', local: draft.location });
}
