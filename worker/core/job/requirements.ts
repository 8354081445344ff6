import { problem } from '../http/problem';
import { canonicalSkill, skillByName } from '../skills/taxonomy';
import { foldText } from '../text/normalize';
import type { ExtractedJob, JobSkill, JobSkillsUpdate } from './schema';

/** What stands for the posting's quote of a requirement the person added (the UI writes its own words). */
export const ADDED_BY_PERSON = 'Added by you';

/** The taxonomy's name for what the person typed ("postgres" → "PostgreSQL"); an unknown skill keeps their words. */
export function canonicalRequirement(name: string): string {
	const typed = name.trim().replace(/\s+/g, ' ');
	return (skillByName(typed) ?? canonicalSkill(typed))?.name ?? typed;
}

const keyOf = (name: string) => foldText(name);

/**
 * The job's requirements as the person corrected them: the lists sent replace the posting's; a
 * skill kept or moved keeps the line of the posting that asks for it; a new one is the person's
 * own. Naming a skill in one list takes it out of the other; naming it in both is refused.
 */
export function correctRequirements(job: Pick<ExtractedJob, 'requiredSkills' | 'niceToHaveSkills'>, patch: JobSkillsUpdate): Pick<ExtractedJob, 'requiredSkills' | 'niceToHaveSkills'> {
	const known = new Map<string, JobSkill>();
	for (const skill of [...job.requiredSkills, ...job.niceToHaveSkills]) known.set(keyOf(skill.name), skill);

	const resolve = (names: readonly string[]): JobSkill[] => {
		const out = new Map<string, JobSkill>();
		for (const typed of names) {
			const name = canonicalRequirement(typed);
			const key = keyOf(name);
			if (!out.has(key)) out.set(key, known.get(key) ?? { name, evidence: ADDED_BY_PERSON, origin: 'person' });
		}
		return [...out.values()];
	};

	const required = patch.requiredSkills ? resolve(patch.requiredSkills) : null;
	const nice = patch.niceToHaveSkills ? resolve(patch.niceToHaveSkills) : null;
	if (required && nice) {
		const both = nice.findIndex((skill) => required.some((other) => keyOf(other.name) === keyOf(skill.name)));
		if (both >= 0)
			throw problem('validation_failed', 'A requirement can be required or nice to have, not both.', [
				{ path: `niceToHaveSkills.${both}`, message: `"${nice[both].name}" is also in the required skills.` }
			]);
	}
	const requiredSkills = required ?? job.requiredSkills.filter((skill) => !nice?.some((other) => keyOf(other.name) === keyOf(skill.name)));
	const niceToHaveSkills = nice ?? job.niceToHaveSkills.filter((skill) => !requiredSkills.some((other) => keyOf(other.name) === keyOf(skill.name)));
	return { requiredSkills, niceToHaveSkills };
}
