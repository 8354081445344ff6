import type { BasicsProposal, ProfileBasics } from '$lib/api/profile';

/**
 * The details (basics) an imported file proposes, as rows to review against the person's own:
 * only what the file says differently; a detail the person has not filled in starts ticked, one
 * that would replace theirs does not. Links are added to theirs, never replace them.
 */

export type BasicsField = 'name' | 'headline' | 'email' | 'phone' | 'location' | 'summary' | 'links';
export type BasicsRow = { field: BasicsField; value: string; links: string[]; now: string | null; selected: boolean };

const FIELDS = ['name', 'headline', 'email', 'phone', 'location', 'summary'] as const;
const same = (a: string | null | undefined, b: string | null | undefined) => (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

export function basicsRows(proposal: BasicsProposal | undefined, current: ProfileBasics): BasicsRow[] {
	if (!proposal) return [];
	const rows: BasicsRow[] = [];
	for (const field of FIELDS) {
		const value = proposal[field]?.trim();
		if (!value || same(value, current[field])) continue;
		const now = current[field]?.trim() || null;
		rows.push({ field, value, links: [], now, selected: !now });
	}
	const known = new Set(current.links.map((link) => link.toLowerCase()));
	const links = (proposal.links ?? []).filter((link) => !known.has(link.toLowerCase()));
	if (links.length) rows.push({ field: 'links', value: links.join('\n'), links, now: null, selected: true });
	return rows;
}

/** The person's details with the ticked rows in: a value replaces theirs, links join theirs (20 at most, as the profile keeps). */
export function mergeBasics(current: ProfileBasics, rows: readonly BasicsRow[]): ProfileBasics {
	const next: ProfileBasics = { ...current, links: [...current.links] };
	for (const row of rows) {
		if (!row.selected) continue;
		if (row.field === 'links') next.links = [...new Set([...next.links, ...row.links])].slice(0, 20);
		else next[row.field] = row.value;
	}
	return next;
}
