import type { ProfileBasics, ProfileItem } from '$lib/api/profile';
import type { ResumeExtraction, ResumeSummary } from '$lib/api/resume';

/** What "Add to profile" did: items that are new, and items the profile had that gained evidence. */
export type AddOutcome = { created: number; merged: number };

/** Lower-case without accents, as the core's foldText. */
const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * When the profile already holds an item: same type, title and organisation, whatever the case
 * or accents — the rule the core's "Add to profile" merges by (profile/service.ts `identity`).
 */
export function itemIdentity(item: Pick<ProfileItem, 'type' | 'title' | 'organization'>): string {
	return `${item.type}\u0000${fold(item.title.trim())}\u0000${fold(item.organization?.trim() ?? '')}`;
}

/**
 * The core answers every input with the item it became: a new item appears first with version 1;
 * one the profile had (or an earlier input of the same batch made) comes back merged.
 */
export function countOutcome(items: readonly Pick<ProfileItem, 'id' | 'version'>[]): AddOutcome {
	const first = new Map<string, number>();
	for (const item of items) if (!first.has(item.id)) first.set(item.id, item.version);
	let created = 0;
	for (const version of first.values()) if (version === 1) created++;
	return { created, merged: first.size - created };
}

/** A resume that seems to be someone else's: whose it is, and whose the profile is. */
export type IdentityMismatch = { field: 'name' | 'email'; resume: string; profile: string };

const words = (name: string) => fold(name).replace(/[^\p{L}\p{N} ]/gu, ' ').split(' ').filter(Boolean);

/**
 * The same person writes their name longer or shorter ("Samuel Reyes", "Samuel A. Reyes"): names
 * agree when their first and last words do, or when every word of one is in the other.
 */
function sameName(a: string, b: string): boolean {
	const x = words(a);
	const y = words(b);
	if (!x.length || !y.length) return true;
	if (x[0] === y[0] && x.at(-1) === y.at(-1)) return true;
	const [short, long] = x.length <= y.length ? [x, y] : [y, x];
	return short.every((word) => long.includes(word));
}

/**
 * Whether a resume is of another person than the profile: a different name, else a different
 * e-mail. Nothing to compare (an empty profile, a resume without a name) is no mismatch.
 */
export function identityMismatch(resume: ResumeExtraction['profile']['basics'], profile: Pick<ProfileBasics, 'name' | 'email'>): IdentityMismatch | null {
	if (resume.name?.trim() && profile.name?.trim() && !sameName(resume.name, profile.name)) return { field: 'name', resume: resume.name.trim(), profile: profile.name.trim() };
	if (resume.email?.trim() && profile.email?.trim() && fold(resume.email.trim()) !== fold(profile.email.trim())) return { field: 'email', resume: resume.email.trim(), profile: profile.email.trim() };
	return null;
}

/** Which resume the Job screen compares by default: the main one, else the newest. */
export function defaultResumeId(resumes: readonly Pick<ResumeSummary, 'id' | 'main'>[]): string | null {
	return (resumes.find((resume) => resume.main) ?? resumes[0])?.id ?? null;
}

/** The fields of a candidate the review lets the person fix in place. */
export const CANDIDATE_FIELDS = ['title', 'organization', 'start', 'end', 'detail'] as const;
export type CandidateField = (typeof CANDIDATE_FIELDS)[number];

/**
 * Which candidate of a refused batch, and which of its fields, the core named: `items.3.end` →
 * { index: 3, field: 'end' }. Field errors of parts the review does not edit (evidence) are left out.
 */
export function refusedFields(errors: readonly { path: string }[]): { index: number; field: CandidateField }[] {
	const out: { index: number; field: CandidateField }[] = [];
	for (const { path } of errors) {
		const match = /^items\.(\d+)\.([a-z]+)$/i.exec(path);
		const field = match?.[2] as CandidateField | undefined;
		if (match && field && CANDIDATE_FIELDS.includes(field)) out.push({ index: Number(match[1]), field });
	}
	return out;
}
