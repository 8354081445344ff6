import type { RequirementJob, TrackerRequirements } from './schema';

/** What one tracked job asks for, as canonical skill names, and (for the list's links) which job it is. */
export type JobRequirements = { required: readonly string[]; niceToHave: readonly string[]; job?: JobRef };
/** `createdAt` only orders the refs; it is not answered. */
export type JobRef = RequirementJob & { createdAt: string };

export const NO_REQUIREMENTS: JobRequirements = { required: [], niceToHave: [] };

/** How many tracked jobs each requirement names: enough to reach the analyses, short enough for a phone. */
export const JOBS_PER_SKILL = 5;

const twoDecimals = (value: number) => Math.round(value * 100) / 100;

/** Jobs with an analysis come first (they are what the link opens), then the newest, then by id. */
function before(a: JobRef, b: JobRef): boolean {
	if ((a.analysisId === null) !== (b.analysisId === null)) return a.analysisId !== null;
	if (a.createdAt !== b.createdAt) return a.createdAt > b.createdAt;
	return a.id < b.id;
}

/** Keeps the first JOBS_PER_SKILL refs in order as they come, without holding every job of a common skill. */
function keepRef(refs: JobRef[], ref: JobRef) {
	let at = refs.length;
	while (at > 0 && before(ref, refs[at - 1])) at--;
	if (at < JOBS_PER_SKILL) {
		refs.splice(at, 0, ref);
		if (refs.length > JOBS_PER_SKILL) refs.pop();
	}
}

/**
 * Which skills the tracked jobs ask for, most asked first (ties by name).
 *
 * A job counts once per skill, even when a posting lists it twice or as both required and nice to
 * have (then it is required). Jobs with no known skill are left out of the base of `share`: they
 * say nothing about what the market asks, only that Rumo could not read it. `only` keeps the
 * gaps (`inProfile: false`) or the skills shown (`true`) before `limit` is applied, so "the ten
 * most asked gaps" is exact however many skills the profile has.
 */
export function tallyRequirements(
	jobs: readonly JobRequirements[],
	inProfile: (skill: string) => boolean,
	limit: number,
	only?: { inProfile?: boolean }
): TrackerRequirements {
	const rows = new Map<string, { count: number; required: number; jobs: JobRef[] }>();
	let jobsWithSkills = 0;
	for (const job of jobs) {
		const asked = new Map<string, boolean>();
		for (const skill of job.required) asked.set(skill, true);
		for (const skill of job.niceToHave) if (!asked.has(skill)) asked.set(skill, false);
		if (asked.size === 0) continue;
		jobsWithSkills++;
		for (const [skill, required] of asked) {
			const row = rows.get(skill) ?? { count: 0, required: 0, jobs: [] };
			row.count++;
			if (required) row.required++;
			if (job.job) keepRef(row.jobs, job.job);
			rows.set(skill, row);
		}
	}
	// The profile is asked only about the skills answered (or, filtered, until `limit` are found).
	const items: TrackerRequirements['items'] = [];
	const sorted = [...rows].sort(([a, x], [b, y]) => y.count - x.count || a.localeCompare(b, 'en'));
	for (const [skill, row] of sorted) {
		if (items.length >= limit) break;
		const shown = inProfile(skill);
		if (only?.inProfile !== undefined && shown !== only.inProfile) continue;
		items.push({
			skill,
			count: row.count,
			required: row.required,
			share: twoDecimals(row.count / jobsWithSkills),
			inProfile: shown,
			jobs: row.jobs.map(({ id, title, company, analysisId }) => ({ id, title, company, analysisId }))
		});
	}
	return { items, jobsWithSkills };
}
