import { skillsIn } from '../engine/skills/matcher';
import { canonicalName, evidenceSubject, isEvidenced, type ProfileFacts } from '../evidence';
import { foldText } from '../engine/text/normalize';
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

// Words a title can gain or lose without naming another job: "Enfermeira de UTI Neonatal" and
// "Enfermeira UTI Neonatal" are one job.
const TITLE_FILLER = new Set(['de', 'da', 'do', 'das', 'dos', 'e', 'em', 'na', 'no', 'of', 'the', 'and', 'in', 'at', 'a', 'o', 'for', 'para']);

/** What makes two tracked jobs the same job: employer, title's words (fillers aside) and place; null without an employer. */
export function sameJobKey(job: { title: string; company?: string | null; location?: string | null }): string | null {
	const company = foldText(job.company ?? '').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
	if (!company) return null;
	const words = foldText(job.title)
		.replace(/\(([ao])\)/g, '')
		.split(/[^\p{L}\p{N}+#]+/u)
		.filter((word) => word && !TITLE_FILLER.has(word));
	const place = foldText(job.location ?? '').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
	return `${company}\u0000${words.join(' ')}\u0000${place}`;
}

/**
 * One application per job: two tracked jobs with the same key (sameJobKey) ask for the same skills
 * once, not twice. The one linked to an extracted posting is kept (it knows the whole posting).
 */
function onePerJob<T extends { title: string; company?: string | null; location?: string | null; jobId?: string | null }>(jobs: readonly T[]): T[] {
	const kept = new Map<string, number>();
	const out: T[] = [];
	for (const job of jobs) {
		const key = sameJobKey(job);
		const at = key === null ? undefined : kept.get(key);
		if (at === undefined) {
			if (key !== null) kept.set(key, out.length);
			out.push(job);
		} else if (!out[at].jobId && job.jobId) out[at] = job;
	}
	return out;
}

/**
 * `GET /tracker/requirements` as a pure function: the tracked jobs, the skills of the extracted
 * jobs they link (by id; a link to a job that no longer exists falls back to the title) and the
 * profile's items. Jobs given with their id carry a reference to themselves (and to their
 * analysis) into each skill they ask for, so a gap can name the analyses behind it. The same job
 * tracked twice counts once.
 */
export function computeRequirements(
	jobs: readonly (Pick<TrackerJob, 'title' | 'jobId'> & Partial<Pick<TrackerJob, 'id' | 'company' | 'location' | 'match' | 'createdAt'>>)[],
	linked: ReadonlyMap<string, JobRequirements>,
	profileItems: readonly ProfileFacts[],
	limit: number,
	only?: { inProfile?: boolean }
): TrackerRequirements {
	// "In your profile" is the same verdict the analysis gives: the one evidence function decides.
	const subject = evidenceSubject({ profile: profileItems, asOf: '0000-01' });
	const asked = onePerJob(jobs).map((job): JobRequirements => {
		const requirements = requirementsOf(job, job.jobId ? linked.get(job.jobId) : undefined);
		if (job.id === undefined) return requirements;
		const ref = { id: job.id, title: job.title, company: job.company ?? '', analysisId: job.match?.analysisId ?? null, createdAt: job.createdAt ?? '' };
		return { ...requirements, job: ref };
	});
	return tallyRequirements(asked, (skill) => isEvidenced(skill, subject), limit, only);
}
