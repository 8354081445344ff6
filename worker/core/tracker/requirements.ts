import type { TrackerRequirements } from './schema';

/** What one tracked job asks for, as canonical skill names. */
export type JobRequirements = { required: readonly string[]; niceToHave: readonly string[] };

export const NO_REQUIREMENTS: JobRequirements = { required: [], niceToHave: [] };

const twoDecimals = (value: number) => Math.round(value * 100) / 100;

/**
 * Which skills the tracked jobs ask for, most asked first (ties by name).
 *
 * A job counts once per skill, even when a posting lists it twice or as both required and nice to
 * have (then it is required). Jobs with no known skill are left out of the base of `share`: they
 * say nothing about what the market asks, only that Rumo could not read it.
 */
export function tallyRequirements(jobs: readonly JobRequirements[], inProfile: (skill: string) => boolean, limit: number): TrackerRequirements {
	const rows = new Map<string, { count: number; required: number }>();
	let jobsWithSkills = 0;
	for (const job of jobs) {
		const asked = new Map<string, boolean>();
		for (const skill of job.required) asked.set(skill, true);
		for (const skill of job.niceToHave) if (!asked.has(skill)) asked.set(skill, false);
		if (asked.size === 0) continue;
		jobsWithSkills++;
		for (const [skill, required] of asked) {
			const row = rows.get(skill) ?? { count: 0, required: 0 };
			row.count++;
			if (required) row.required++;
			rows.set(skill, row);
		}
	}
	const items = [...rows]
		.sort(([a, x], [b, y]) => y.count - x.count || a.localeCompare(b, 'en'))
		.slice(0, limit)
		.map(([skill, row]) => ({
			skill,
			count: row.count,
			required: row.required,
			share: twoDecimals(row.count / jobsWithSkills),
			inProfile: inProfile(skill)
		}));
	return { items, jobsWithSkills };
}
