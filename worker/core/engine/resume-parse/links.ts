import { canonicalSkill } from '../skills/taxonomy';

/**
 * Web addresses: "https://…", "www.…", and bare "github.com/name", "name.dev" in the contact lines.
 * Returned with "https://" when the document left the scheme out.
 */

const WITH_SCHEME = /\bhttps?:\/\/[^\s|,;<>"')\]]+/gi;
const BARE = /(?<![@\w.\-/])(?:www\.)?(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,24}(?:\/[^\s|,;<>"')\]]*)?/gi;
// Endings of file names and tech names, not of web addresses ("Node.js", "config.py", "ASP.NET").
const NOT_TLD = new Set(['js', 'ts', 'py', 'rb', 'go', 'java', 'cs', 'php', 'json', 'yml', 'yaml', 'md', 'txt', 'pdf', 'docx', 'doc', 'xls', 'xlsx', 'csv', 'exe', 'sh', 'sql', 'html', 'css', 'vue', 'jsx', 'tsx', 'png', 'jpg', 'svg', 'ex', 'rs']);
// Hosts whose profile links are worth keeping wherever they appear in the resume.
const PROFILE_HOSTS = /(?:^|\.)(?:linkedin\.com|github\.com|gitlab\.com|behance\.net|dribbble\.com|lattes\.cnpq\.br|medium\.com|stackoverflow\.com|kaggle\.com|orcid\.org|about\.me|x\.com|twitter\.com|instagram\.com|youtube\.com|bitbucket\.org)$/i;
// "Inc." "e.g." "B.S." — abbreviations that look like domains only to a regex.
const ABBREVIATION = /^(?:[a-z]{1,3}\.){1,3}[a-z]{1,3}\.?$/i;

export interface LinkHit {
	url: string;
	index: number;
}

function withScheme(raw: string): string {
	const clean = raw.replace(/[.,;:!?)]+$/, '');
	return /^https?:\/\//i.test(clean) ? clean : `https://${clean}`;
}

function host(url: string): string {
	return url.replace(/^https?:\/\//i, '').split('/')[0].toLowerCase();
}

/**
 * Links in a text. `bare` accepts addresses without scheme or "www." (contact lines, where
 * "aishakarimi.test" is a portfolio); elsewhere only unmistakable ones count.
 */
export function findLinks(text: string, bare: boolean): LinkHit[] {
	const found: LinkHit[] = [];
	const taken: [number, number][] = [];
	WITH_SCHEME.lastIndex = 0;
	for (let m = WITH_SCHEME.exec(text); m; m = WITH_SCHEME.exec(text)) {
		found.push({ url: withScheme(m[0]), index: m.index });
		taken.push([m.index, m.index + m[0].length]);
	}
	BARE.lastIndex = 0;
	for (let m = BARE.exec(text); m; m = BARE.exec(text)) {
		const at = m.index;
		if (taken.some(([from, to]) => at >= from && at < to)) continue;
		const raw = m[0].replace(/[.,;:!?)]+$/, '');
		if (text[at + m[0].length] === '@' || text[at - 1] === '@') continue;
		const tld = raw.split('/')[0].split('.').pop()!.toLowerCase();
		if (NOT_TLD.has(tld) || ABBREVIATION.test(raw)) continue;
		if (canonicalSkill(raw)) continue;
		const url = withScheme(raw);
		const strong = /^www\./i.test(raw) || PROFILE_HOSTS.test(host(url));
		if (!bare && !strong) continue;
		// A bare word.word with no path in prose is rarely a link; in contact lines it is.
		found.push({ url, index: at });
	}
	return found.sort((a, b) => a.index - b.index);
}

/** Whether a link is a personal profile (LinkedIn, GitHub…) rather than a project's page. */
export function isProfileLink(url: string): boolean {
	const path = url.replace(/^https?:\/\/[^/]+/i, '').replace(/\/$/, '');
	return PROFILE_HOSTS.test(host(url)) && path.split('/').filter(Boolean).length <= 2;
}
