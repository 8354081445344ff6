import { groundProposals } from '../engine/grounding/grounding';
import { problem } from '../http/problem';
import { canonicalSkill, skillByName } from '../engine/skills/taxonomy';
import { foldText } from '../engine/text/normalize';
import type { ExtractedJob, JobSkill, JobSkillsUpdate, SkillName } from './schema';

/** What stands for the posting's quote of a requirement the person added (the UI writes its own words). */
export const ADDED_BY_PERSON = 'Added by you';

/** The taxonomy's name for what the person typed ("postgres" → "PostgreSQL"); an unknown skill keeps their words. */
export function canonicalRequirement(name: string): string {
	const typed = name.trim().replace(/\s+/g, ' ');
	return (skillByName(typed) ?? canonicalSkill(typed))?.name ?? typed;
}

const keyOf = (name: string) => foldText(name);

/**
 * Whether the stored posting writes the AI's quote and the quote names the skill: the same
 * grounding guard the suggestion passed (issue 17), run again on what the request sends — a quote
 * is never taken from a request on its word.
 */
function quoteHolds(text: string, name: string, quote: string): boolean {
	return groundProposals(text, [{ kind: 'requirement', name, required: true, span: quote }]).accepted.length === 1;
}

/**
 * The job's requirements as the person corrected them: the lists sent replace the posting's; a
 * skill kept or moved keeps the line of the posting that asks for it; a new one is the person's
 * own, or — an AI suggestion the person added, with the line it quotes — the posting's as the AI
 * read it (`origin: 'ai'`), when `text` (the stored posting) writes that line. Naming a skill in one
 * list takes it out of the other; naming it in both is refused.
 */
export function correctRequirements(
	job: Pick<ExtractedJob, 'requiredSkills' | 'niceToHaveSkills'>,
	patch: JobSkillsUpdate,
	text = ''
): Pick<ExtractedJob, 'requiredSkills' | 'niceToHaveSkills'> {
	const known = new Map<string, JobSkill>();
	for (const skill of [...job.requiredSkills, ...job.niceToHaveSkills]) known.set(keyOf(skill.name), skill);

	const resolve = (list: 'requiredSkills' | 'niceToHaveSkills', names: readonly SkillName[]): JobSkill[] => {
		const out = new Map<string, JobSkill>();
		for (const [index, typed] of names.entries()) {
			const name = canonicalRequirement(typed.name);
			const key = keyOf(name);
			if (out.has(key)) continue;
			const kept = known.get(key);
			if (kept || !typed.aiQuote) {
				out.set(key, kept ?? { name, evidence: ADDED_BY_PERSON, origin: 'person' });
				continue;
			}
			if (!quoteHolds(text, typed.name, typed.aiQuote))
				throw problem('validation_failed', `The quote given for "${typed.name}" is not in this posting, so it cannot be kept as what the posting asks for.`, [
					{ path: `${list}.${index}`, message: `Add "${typed.name}" by its name alone to keep it as your own requirement.` }
				]);
			out.set(key, { name, evidence: typed.aiQuote, origin: 'ai' });
		}
		return [...out.values()];
	};

	const required = patch.requiredSkills ? resolve('requiredSkills', patch.requiredSkills) : null;
	const nice = patch.niceToHaveSkills ? resolve('niceToHaveSkills', patch.niceToHaveSkills) : null;
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
