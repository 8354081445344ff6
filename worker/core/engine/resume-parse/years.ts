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

// "8 years of experience", "12+ years", "10 anos de experiência", "mais de 9 anos", "seven years", "nueve años".
const WORDS: Record<string, number> = {
	two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, fifteen: 15, twenty: 20,
	dois: 2, tres: 3, quatro: 4, cinco: 5, seis: 6, sete: 7, oito: 8, nove: 9, dez: 10, onze: 11, doze: 12, quinze: 15, vinte: 20,
	'três': 3, cuatro: 4, siete: 7, ocho: 8, nueve: 9, diez: 10, once: 11, doce: 12, quince: 15, veinte: 20
};
// Portuguese "ao longo dos anos" is no count: Spanish "dos" counts only before "años".
const CLAIM = new RegExp(`(?<![\\p{L}\\d])(\\d{1,2}|${Object.keys(WORDS).join('|')}|dos(?=\\s+años))\\s*\\+?\\s*(?:years?|yrs?|anos|años)(?![\\p{L}])(?:\\s+(?:of|de))?`, 'iu');

/** Years the summary claims, for a resume whose jobs carry no dates. */
export function yearsClaimed(summary: string | null): number | null {
	const m = summary ? CLAIM.exec(summary.normalize('NFC')) : null;
	if (!m) return null;
	const word = m[1].toLowerCase();
	return word === 'dos' ? 2 : (WORDS[word] ?? Number(m[1]));
}

/**
 * Years that jobs written without dates add up to ("for two years", "3 anos como …"), or null when
 * none says how long it lasted. Internships and volunteer posts do not count, as for dated jobs.
 */
export function yearsFromDurations(roles: (DatedRole & { months?: number })[]): number | null {
	const months = roles.filter((role) => !role.start && role.months && !role.internship && !UNPAID.test(role.title ?? '')).reduce((sum, role) => sum + role.months!, 0);
	return months > 0 ? Math.floor(months / 12) : null;
}
