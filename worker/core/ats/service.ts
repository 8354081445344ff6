import { problem } from '../http/problem';
import type { ParsedJob } from '../job';
import { jobKeywords } from '../match';
import type { MatchResult } from '../match';
import type { ParsedResume } from '../resume';
import { coverageOf, evidenceSubject, shownSkills, type EvidenceSubject, type ProfileFacts } from '../evidence';
import { findSkills, type SkillHit } from '../engine/skills/matcher';
import type { AtsResult } from './schema';

/**
 * Each keyword as the posting writes it ("ventilação mecânica" for Mechanical ventilation), what a
 * recruiter's search looks for; a keyword written by its canonical name has none. Each line of the
 * posting is read once, however many keywords it names.
 */
export function postingTerms(job: ParsedJob): Map<string, string> {
	const terms = new Map<string, string>();
	const read = new Map<string, SkillHit[]>();
	const seen = new Set<string>();
	for (const asked of [...job.job.requiredSkills, ...job.job.niceToHaveSkills]) {
		// The first line that gives the keyword with its evidence speaks for it.
		if (!asked.evidence || seen.has(asked.name)) continue;
		seen.add(asked.name);
		let hits = read.get(asked.evidence);
		if (!hits) read.set(asked.evidence, (hits = findSkills(asked.evidence)));
		const hit = hits.find((found) => found.name === asked.name);
		const term = hit ? asked.evidence.slice(hit.start, hit.end).trim() : '';
		if (term && term.toLowerCase() !== asked.name.toLowerCase()) terms.set(asked.name, term);
	}
	return terms;
}

/** One keyword as the posting writes it, or null (see postingTerms). */
export const postingTerm = (job: ParsedJob, name: string): string | null => postingTerms(job).get(name) ?? null;

/** Fewest job keywords a review needs to say anything useful. */
export const MIN_KEYWORDS = 3;

/**
 * Sorts every job keyword (required and nice-to-have skills, canonical names) into exactly one
 * group: present (the resume or a confirmed profile item names the skill: its words are quoted,
 * and `inResume` says whether this resume does), safe if true (only a related skill or a passing
 * mention is shown: add the keyword only if it is true) or without evidence. Pure and deterministic.
 */
export function reviewSubject(subject: EvidenceSubject, job: ParsedJob, match?: Pick<MatchResult, 'confidence'>): AtsResult {
	const keywords = jobKeywords(job);
	if (keywords.length < MIN_KEYWORDS) {
		throw problem(
			'insufficient_keywords',
			`The job names ${keywords.length} skill ${keywords.length === 1 ? 'keyword' : 'keywords'}; a review needs at least ${MIN_KEYWORDS}.`
		);
	}
	const result: AtsResult = { present: [], safeIfTrue: [], withoutEvidence: [], coverage: 0, confidence: 0, warnings: [] };
	const terms = postingTerms(job);
	for (const { name } of keywords) {
		const coverage = coverageOf(name, subject);
		const found = terms.get(name);
		const term = found ? { term: found } : {};
		if (coverage.kind === 'exact') {
			result.present.push({
				keyword: name,
				...term,
				evidence: coverage.proof.stated ? '' : coverage.proof.text,
				...(coverage.proof.stated ? { stated: true } : {}),
				inResume: coverage.inResume,
				source: coverage.proof.source,
				...(coverage.proof.profileItemId ? { profileItemId: coverage.proof.profileItemId } : {})
			});
		} else if (coverage.kind === 'mentioned') {
			result.safeIfTrue.push({
				keyword: name,
				...term,
				reason: `Your resume names ${name} only once, in ${coverage.proof.section}: list it as a skill only if it is true.`,
				relatedEvidence: coverage.proof.text,
				code: 'mentioned_once',
				params: { skill: name, section: coverage.proof.section }
			});
		} else if (coverage.kind === 'related') {
			result.safeIfTrue.push({
				keyword: name,
				...term,
				reason: `Your ${coverage.proof.source} shows ${coverage.via}, which is close to ${name}: add it only if it is true.`,
				relatedEvidence: coverage.proof.text,
				code: 'related_skill',
				params: { skill: name, related: coverage.via }
			});
		} else {
			result.withoutEvidence.push({ keyword: name, ...term });
		}
	}
	result.coverage = Math.round((result.present.length / keywords.length) * 100) / 100;
	let confidence = match?.confidence ?? Math.min(subject.confidence, job.confidence);
	if (shownSkills(subject).size < 3) confidence *= 0.8;
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

/** `reviewSubject` for callers that hold a parsed resume (and optionally the profile's items). */
export function reviewAts(
	resume: ParsedResume | null | undefined,
	job: ParsedJob | null | undefined,
	match?: Pick<MatchResult, 'confidence'>,
	options: { profile?: readonly ProfileFacts[]; asOf?: string } = {}
): AtsResult {
	if (!job || (!resume && !options.profile?.length)) throw problem('missing_input', 'Give both a resume and a job to review.');
	return reviewSubject(evidenceSubject({ resume, profile: options.profile, asOf: options.asOf ?? new Date().toISOString().slice(0, 7) }), job, match);
}
