import { problem } from '../http/problem';
import type { ParsedJob } from '../job/schema';
import { coverageOf, jobKeywords, resumeSkillProofs } from '../match/service';
import type { MatchResult } from '../match/schema';
import type { ParsedResume } from '../resume/schema';
import type { AtsResult } from './schema';

/** Fewest job keywords a review needs to say anything useful. */
export const MIN_KEYWORDS = 3;

/**
 * Sorts every job keyword (required and nice-to-have skills, canonical names) into exactly one
 * group: present (the resume shows the skill: its words are quoted), safe if true (only a related
 * skill is shown: add the keyword only if it is true) or without evidence. Pure and deterministic.
 */
export function reviewAts(
	resume: ParsedResume | null | undefined,
	job: ParsedJob | null | undefined,
	match?: Pick<MatchResult, 'confidence'>
): AtsResult {
	if (!resume || !job) throw problem('missing_input', 'Give both a resume and a job to review.');
	const keywords = jobKeywords(job);
	if (keywords.length < MIN_KEYWORDS) {
		throw problem(
			'insufficient_keywords',
			`The job names ${keywords.length} skill keyword(s); a review needs at least ${MIN_KEYWORDS}.`
		);
	}
	const proofs = resumeSkillProofs(resume);
	const result: AtsResult = { present: [], safeIfTrue: [], withoutEvidence: [], coverage: 0, confidence: 0, warnings: [] };
	for (const { name } of keywords) {
		const coverage = coverageOf(name, proofs);
		if (coverage.kind === 'exact') {
			result.present.push({ keyword: name, evidence: coverage.proof.text });
		} else if (coverage.kind === 'mentioned') {
			result.safeIfTrue.push({
				keyword: name,
				reason: `Your resume names ${name} only once, in ${coverage.proof.section}: list it as a skill only if it is true.`,
				relatedEvidence: coverage.proof.text,
				code: 'mentioned_once',
				params: { skill: name, section: coverage.proof.section }
			});
		} else if (coverage.kind === 'related') {
			result.safeIfTrue.push({
				keyword: name,
				reason: `Your resume shows ${coverage.via}, which is close to ${name}: add it only if it is true.`,
				relatedEvidence: coverage.proof.text,
				code: 'related_skill',
				params: { skill: name, related: coverage.via }
			});
		} else {
			result.withoutEvidence.push({ keyword: name });
		}
	}
	result.coverage = Math.round((result.present.length / keywords.length) * 100) / 100;
	let confidence = match?.confidence ?? Math.min(resume.confidence, job.confidence);
	if (proofs.size < 3) confidence *= 0.8;
	result.confidence = Math.round(Math.max(0, Math.min(1, confidence)) * 100) / 100;
	if (result.confidence < 0.5) {
		result.warnings.push({ code: 'low_confidence', message: 'The resume or the job was hard to read; check each keyword yourself.', params: {} });
	}
	if (result.safeIfTrue.length) {
		result.warnings.push({
			code: 'safe_if_true',
			message: 'Keywords marked "safe if true" are not in your resume; add one only if it describes what you really did.',
			params: {}
		});
	}
	return result;
}
