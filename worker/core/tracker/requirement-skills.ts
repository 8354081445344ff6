import { skillsIn } from '../skills/matcher';
import { canonicalName, evidenceSubject, isEvidenced, type ProfileFacts } from '../evidence/service';
import { foldText } from '../text/normalize';
import { NO_REQUIREMENTS, tallyRequirements, type JobRequirements } from './requirements';
import type { TrackerJob, TrackerRequirements } from './schema';

/** How two skill names are compared: by canonical name, ignoring case and accents. */
export const skillKey = (name: string) => foldText(canonicalName(name));

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
 * profile's items. Jobs given with their id carry a reference to themselves (and to their
 * analysis) into each skill they ask for, so a gap can name the analyses behind it.
 */
export function computeRequirements(
	jobs: readonly (Pick<TrackerJob, 'title' | 'jobId'> & Partial<Pick<TrackerJob, 'id' | 'company' | 'match' | 'createdAt'>>)[],
	linked: ReadonlyMap<string, JobRequirements>,
	profileItems: readonly ProfileFacts[],
	limit: number,
	only?: { inProfile?: boolean }
): TrackerRequirements {
	// "In your profile" is the same verdict the analysis gives: the one evidence function decides.
	const subject = evidenceSubject({ profile: profileItems, asOf: '0000-01' });
	const asked = jobs.map((job): JobRequirements => {
		const requirements = requirementsOf(job, job.jobId ? linked.get(job.jobId) : undefined);
		if (job.id === undefined) return requirements;
		const ref = { id: job.id, title: job.title, company: job.company ?? '', analysisId: job.match?.analysisId ?? null, createdAt: job.createdAt ?? '' };
		return { ...requirements, job: ref };
	});
	return tallyRequirements(asked, (skill) => isEvidenced(skill, subject), limit, only);
}
