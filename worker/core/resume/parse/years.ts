import { monthIndex } from './dates';

export interface DatedRole {
	start: string | null;
	end: string | null;
	current: boolean;
	internship: boolean;
	/** The job title: a volunteer post ("Advogado Voluntário", "Volunteer Nurse") is not paid work. */
	title?: string;
}

const UNPAID = /\b(?:volunt[aá]ri[oa]s?|volunteer(?:ing)?|voluntariado|pro bono)\b/i;

/** Paid, non-internship roles with a start date: the ones a career's years count from. */
function paid(role: DatedRole): boolean {
	return !role.internship && Boolean(role.start) && !UNPAID.test(role.title ?? '');
}

/**
 * Whole years of experience: from the start of the first paid, non-internship role to `asOf`
 * (volunteer posts are not paid)
 * (MANIFEST.md: "from the first paid, non-internship role to 2026-11, counting every career").
 * Gaps between jobs are not subtracted — the fixtures' truth counts a career, not the sum of its
 * jobs — and roles that start after `asOf` are ignored. Null when no such role has a start date.
 */
export function yearsOfExperience(roles: DatedRole[], asOf: string): number | null {
	const now = monthIndex(asOf);
	const starts = roles
		.filter(paid)
		.map((role) => monthIndex(role.start!))
		.filter((start) => start <= now);
	if (starts.length === 0) return null;
	return Math.floor((now - Math.min(...starts)) / 12);
}

/**
 * Months actually worked (overlapping jobs counted once): compared with the years so that a long
 * break shows up as a warning, and available to callers that want the stricter count.
 */
export function monthsWorked(roles: DatedRole[], asOf: string): number {
	const now = monthIndex(asOf);
	const spans = roles
		.filter(paid)
		.map((role) => {
			const from = monthIndex(role.start!);
			const to = role.current || !role.end ? now : Math.min(now, monthIndex(role.end, true));
			return [from, to + 1] as [number, number];
		})
		.filter(([from, to]) => from < to)
		.sort((a, b) => a[0] - b[0]);
	let total = 0;
	let [from, to] = spans[0] ?? [0, 0];
	for (const [start, end] of spans.slice(1)) {
		if (start <= to) to = Math.max(to, end);
		else {
			total += to - from;
			[from, to] = [start, end];
		}
	}
	return total + (to - from);
}

// "8 years of experience", "12+ years", "10 anos de experiência", "mais de 9 anos".
const CLAIM = /\b(\d{1,2})\s*\+?\s*(?:years?|yrs?|anos)\b(?:\s+(?:of|de))?/i;

/** Years the summary claims, for a resume whose jobs carry no dates. */
export function yearsClaimed(summary: string | null): number | null {
	const m = summary ? CLAIM.exec(summary) : null;
	return m ? Number(m[1]) : null;
}
