import type { BasicsProposal } from '../schema';
import { webAddress } from './item';

/**
 * The pieces every structured import shares: the basics it proposes, within the limits of
 * PUT /profile/basics, and an entry's description written as its summary and its list.
 */

const clip = (value: string, max: number) => (value.length <= max ? value : value.slice(0, max).trimEnd());

/** Only the fields the file has, each within the profile's limits; links only as web addresses, 20 at most. */
export function fitBasics(fields: { [K in keyof BasicsProposal]?: BasicsProposal[K] | null }): BasicsProposal {
	const out: BasicsProposal = {};
	const limits = { name: 200, headline: 300, email: 254, phone: 60, location: 200, summary: 5000 } as const;
	for (const [key, max] of Object.entries(limits) as [keyof typeof limits, number][]) {
		const value = fields[key]?.replace(/\s+$/, '').trim();
		if (value) out[key] = clip(value, max);
	}
	const links = [...new Set((fields.links ?? []).map(webAddress).filter((url): url is string => !!url))].slice(0, 20);
	if (links.length) out.links = links;
	return out;
}

/**
 * A summary and its highlights as one description: the summary's lines as written, then each
 * highlight as a list line ("• …"), so an export tells them apart again. With no summary the
 * highlights are plain lines, as the profile's editor writes a role's lines.
 */
export function bulleted(summary: string | null | undefined, highlights: readonly string[]): string {
	const head = summary?.trim() ?? '';
	if (!head) return highlights.join('\n');
	return [head, ...highlights.map((line) => `• ${line}`)].join('\n');
}
