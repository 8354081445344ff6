import { skillsIn } from '../skills/matcher';
import { canonicalSkill } from '../skills/taxonomy';
import { foldText } from '../text/normalize';
import { NO_REQUIREMENTS, tallyRequirements, type JobRequirements } from './requirements';
import type { TrackerJob, TrackerRequirements } from './schema';

/** The parts of a profile item that say which skills a person has (a structural view of the profile's items). */
export type ProfileSkillSource = { type: string; title: string; skills: readonly string[] };

/** The name a skill is counted under: the taxonomy's when it knows the skill ("Postgres" → "PostgreSQL"). */
export function canonicalName(name: string): string {
	const trimmed = name.trim();
	return canonicalSkill(trimmed)?.name ?? trimmed;
}

/** How two skill names are compared: by canonical name, ignoring case and accents. */
export const skillKey = (name: string) => foldText(canonicalName(name));

/**
 * Every skill the profile shows evidence of: the title of each `skill` item, the skills listed on
 * any item (an experience, a project…), and the title of a certification the taxonomy knows as a
 * skill (postings ask for "ACLS" or "CPA" by name; the certification item is that evidence).
 */
export function profileSkillKeys(items: readonly ProfileSkillSource[]): Set<string> {
	const keys = new Set<string>();
	for (const item of items) {
		if (item.type === 'skill' && item.title.trim()) keys.add(skillKey(item.title));
		if (item.type === 'certification' && canonicalSkill(item.title.trim())) keys.add(skillKey(item.title));
		for (const skill of item.skills) if (skill.trim()) keys.add(skillKey(skill));
	}
	return keys;
}

// Titles repeat ("Enfermeiro(a)" saved twenty times) and the taxonomy never changes while the core runs.
const TITLE_MEMO_LIMIT = 5000;
const titleMemo = new Map<string, readonly string[]>();

/** The known skills a job title names: "Backend Engineer (Node.js)" → Backend development, Node.js. */
export function titleSkills(title: string): readonly string[] {
	let skills = titleMemo.get(title);
	if (!skills) {
		skills = skillsIn(title).map((hit) => hit.name);
		if (titleMemo.size >= TITLE_MEMO_LIMIT) titleMemo.clear();
		titleMemo.set(title, skills);
	}
	return skills;
}

const canonicalList = (names: readonly string[]) => [...new Set(names.map(canonicalName).filter(Boolean))];

/**
 * What a tracked job asks for. A job saved from the Job screen links its extracted posting
 * (`jobId`): its required and nice-to-have skills, read from the whole text, are the answer —
 * re-canonicalised, so data stored under an older taxonomy still counts under today's names.
 * Otherwise only what the title names, counted as required (a skill in the title is what the job
 * is about). Notes are the person's own words, not the employer's, and are never read: a gap must
 * come from a posting, never be guessed.
 */
export function requirementsOf(job: Pick<TrackerJob, 'title'>, linked: JobRequirements | undefined): JobRequirements {
	if (linked) {
		const required = canonicalList(linked.required);
		const niceToHave = canonicalList(linked.niceToHave);
		if (required.length + niceToHave.length > 0) return { required, niceToHave };
	}
	const fromTitle = titleSkills(job.title);
	return fromTitle.length ? { required: fromTitle, niceToHave: [] } : NO_REQUIREMENTS;
}

/**
 * `GET /tracker/requirements` as a pure function: the tracked jobs, the skills of the extracted
 * jobs they link (by id; a link to a job that no longer exists falls back to the title) and the
 * profile's items.
 */
export function computeRequirements(
	jobs: readonly Pick<TrackerJob, 'title' | 'jobId'>[],
	linked: ReadonlyMap<string, JobRequirements>,
	profileItems: readonly ProfileSkillSource[],
	limit: number
): TrackerRequirements {
	const have = profileSkillKeys(profileItems);
	const asked = jobs.map((job) => requirementsOf(job, job.jobId ? linked.get(job.jobId) : undefined));
	// The tallied names are canonical already, so folding is the whole comparison.
	return tallyRequirements(asked, (skill) => have.has(foldText(skill)), limit);
}
