import { problem } from '../http/problem';
import type { ParsedJob } from '../job';
import type { ParsedResume } from '../resume';
import { canonicalSkill, skillByName } from '../engine/skills/taxonomy';
import { yearsFieldOf } from './years-field';
import { relevantYears, yearsInField } from './relevant-years';
import { coverageOf, evidenceSubject, quoteAround, shownSkills, type Coverage, type EvidenceSubject, type ProfileFacts, type Proof } from '../evidence';
import type { MatchBreakdown, MatchEvidence, MatchGap, MatchResult, MatchWarning, SafeAction } from './schema';

/**
 * How much each dimension counts in the score (sum 1). The only place the weights live.
 * Skills dominate: a posting is mostly its requirements; years, seniority, education and language
 * adjust the fit.
 */
export const WEIGHTS: Readonly<Record<keyof MatchBreakdown, number>> = {
	skills: 0.6,
	experience: 0.15,
	seniority: 0.1,
	education: 0.05,
	language: 0.1
};

/** Inside the skills dimension: required skills against nice-to-have ones. */
export const REQUIRED_SHARE = 0.75;
/** Beside the nice-to-haves: what a skill the posting only names in its duties weighs against one it lists. */
export const MENTIONED_WEIGHT = 0.5;
/** Credit for a job skill the resume does not show but a related skill of it does. */
export const RELATED_CREDIT = 0.5;

export { relevantYears, yearsInField } from './relevant-years';

const credit = (coverage: Coverage) => (coverage.kind === 'exact' ? 1 : coverage.kind === 'none' ? 0 : RELATED_CREDIT);

export type KeywordImportance = 'required' | 'nice' | 'mentioned';

/**
 * The job's skills, canonical and without repeats: required, then nice to have, then those it only
 * names in its duties or introduction; a skill in two lists counts once, in the first.
 */
export function jobKeywords(job: ParsedJob): { name: string; importance: KeywordImportance }[] {
	const seen = new Set<string>();
	const out: { name: string; importance: KeywordImportance }[] = [];
	const push = (raw: string, importance: KeywordImportance) => {
		const name = skillByName(raw)?.name ?? canonicalSkill(raw)?.name ?? raw.trim();
		if (!name || seen.has(name)) return;
		seen.add(name);
		out.push({ name, importance });
	};
	for (const skill of job.job.requiredSkills) push(skill.name, 'required');
	for (const skill of job.job.niceToHaveSkills) push(skill.name, 'nice');
	for (const skill of job.job.mentionedSkills ?? []) push(skill.name, 'mentioned');
	return out;
}

/** Years a level usually means: [least, most] (most null = open). */
const SENIORITY_YEARS: Record<string, [number, number | null]> = {
	intern: [0, 1],
	junior: [0, 3],
	mid: [2, 6],
	senior: [5, null],
	lead: [7, null],
	principal: [10, null]
};

/**
 * Relevant years from which a candidate is far past the level a posting is for: an internship is
 * for students and career starters, a junior role for the first years of a career. Whatever the
 * skills, such a pair is a poor fit; its score is held to OVERQUALIFIED_CAP (the seniority part of
 * the breakdown shows 0, saying why).
 */
export const OVERQUALIFIED_FROM: Readonly<Partial<Record<string, number>>> = { intern: 3, junior: 8 };
export const OVERQUALIFIED_CAP = 60;

const DEGREE_ASKED =
	/\b(bachelor'?s?|degree|graduate|university|college|diploma|gradua[çc][ãa]o|bacharel|bacharelado|ensino superior|forma[çc][ãa]o superior|curso superior|superior completo|licenciatura)\b/i;

const LANGUAGE_NAMES: Record<'en' | 'pt', RegExp> = {
	en: /^(english|ingl[êe]s)/i,
	pt: /^(portuguese|portugu[êe]s)/i
};

const yearsText = (years: number) => `${years} ${years === 1 ? 'year' : 'years'}`;
const pct = (value: number) => Math.max(0, Math.min(100, Math.round(value * 100)));
const round2 = (value: number) => Math.round(value * 100) / 100;

/** A gap's requirement when it is a job skill: the skill's name is the same in every language. */
const skillRequirement = (name: string) => ({ requirement: name, requirementCode: 'skill' as const, requirementParams: { skill: name } });

function certificationLike(name: string): boolean {
	return skillByName(name)?.category === 'certifications';
}

/** What a met requirement's evidence row says about where its words come from. */
function evidenceRow(requirement: string, proof: Proof, related?: string): MatchEvidence {
	return {
		requirement,
		// The words that show it: one item of a long skills line, one sentence of a paragraph.
		resumeEvidence: proof.stated ? proof.text : quoteAround(proof.text, related ?? requirement),
		section: proof.section,
		source: proof.source,
		...(proof.profileItemId ? { profileItemId: proof.profileItemId } : {}),
		...(proof.origin ? { origin: proof.origin } : {}),
		...(proof.stated ? { stated: true } : {}),
		...(related ? { related } : {})
	};
}

// What each next step is for: what to highlight, what to confirm before writing it, what to learn.
const ACTION_ORDER: Record<SafeAction['code'], number> = {
	highlight_skills: 0,
	highlight_skill: 0,
	add_from_profile: 1,
	detail_mention: 2,
	mention_related: 2,
	learn_skills: 3,
	learn_skill: 3,
	get_certified: 3
};

/** Why a required skill the resume shows is worth highlighting: the words that show it. */
const highlightReason = (skill: string, source: string, quote: string) => `The job requires ${skill} and your ${source} says: "${quote}".`;

/**
 * The next steps as a person reads them: skills one line of the resume shows are highlighted in one
 * step that quotes the line once; a step of one skill quotes only the words that show it; the gaps
 * to learn are one step; highlight first, then what to confirm, then what to learn.
 */
function groupedActions(actions: SafeAction[]): SafeAction[] {
	const out: SafeAction[] = [];
	const byLine = new Map<string, SafeAction[]>();
	for (const action of actions) {
		if (action.code !== 'highlight_skill') continue;
		const key = `${action.params.source}\n${action.params.quote}`;
		byLine.set(key, [...(byLine.get(key) ?? []), action]);
	}
	for (const group of byLine.values()) {
		const [first] = group;
		const { section, source, quote } = first.params as { section: string; source: string; quote: string };
		if (group.length === 1) {
			const skill = String(first.params.skill);
			const words = quoteAround(quote, skill);
			out.push({ ...first, reason: highlightReason(skill, source, words), params: { ...first.params, quote: words } });
			continue;
		}
		const names = group.map((action) => String(action.params.skill));
		const list = names.join(', ');
		out.push({
			action: `Highlight ${list}, which your ${source} shows in ${section}.`,
			reason: `The job requires ${list} and your ${source} says: "${quote}".`,
			code: 'highlight_skills',
			params: { skills: list, count: names.length, section, quote, source }
		});
	}
	const learn = actions.filter((action) => action.code === 'learn_skill');
	if (learn.length > 1) {
		const list = learn.map((action) => String(action.params.skill)).join(', ');
		out.push({ action: `Learn ${list}.`, reason: `The job requires ${list} and your resume does not show them.`, code: 'learn_skills', params: { skills: list, count: learn.length } });
	} else out.push(...learn);
	out.push(...actions.filter((action) => action.code !== 'highlight_skill' && action.code !== 'learn_skill'));
	return out.map((action, i) => ({ action, i })).sort((a, b) => ACTION_ORDER[a.action.code] - ACTION_ORDER[b.action.code] || a.i - b.i).map(({ action }) => action);
}

/**
 * Scores a parsed resume (and, when given, the person's confirmed profile items) against a parsed
 * job. A convenience over `scoreSubject` for callers that hold a resume.
 */
export function scoreMatch(
	resume: ParsedResume | null | undefined,
	job: ParsedJob | null | undefined,
	options: { profile?: readonly ProfileFacts[]; asOf?: string } = {}
): MatchResult {
	if (!job || (!resume && !options.profile?.length)) throw problem('missing_input', 'Give both a resume and a job to compare.');
	return scoreSubject(evidenceSubject({ resume, profile: options.profile, asOf: options.asOf ?? new Date().toISOString().slice(0, 7) }), job);
}

/**
 * Scores the person's evidence against a parsed job: pure, deterministic, explainable. Every met
 * requirement quotes the person's own words and says where they come from; a related skill earns
 * partial credit and is reported as related, never as the skill itself; each requirement gets one
 * verdict; safe actions never tell the user to add a skill their evidence does not show.
 */
export function scoreSubject(subject: EvidenceSubject, job: ParsedJob): MatchResult {
	const keywords = jobKeywords(job);
	if (!keywords.length) {
		throw problem('insufficient_evidence', 'The job lists no skill or requirement to compare the resume with.');
	}
	const shown = shownSkills(subject);
	const warnings: MatchWarning[] = [];
	const evidence: MatchEvidence[] = [];
	const gaps: MatchGap[] = [];
	const safeActions: SafeAction[] = [];

	// Skills.
	const sums = { required: { got: 0, of: 0 }, nice: { got: 0, of: 0 }, mentioned: { got: 0, of: 0 } };
	let relatedOnly = 0;
	for (const { name, importance } of keywords) {
		const coverage = coverageOf(name, subject);
		sums[importance].got += credit(coverage);
		sums[importance].of += 1;
		if (coverage.kind === 'exact') {
			evidence.push(evidenceRow(name, coverage.proof));
			if (subject.hasResume && !coverage.inResume) {
				safeActions.push({
					action: `Add ${name} to this resume: your profile shows it.`,
					reason: `The job asks for ${name}; your profile says: "${coverage.proof.text}", but this resume does not name it.`,
					code: 'add_from_profile',
					params: { skill: name, quote: coverage.proof.text }
				});
			} else if (importance === 'required') {
				safeActions.push({
					action: `Highlight ${name}, which your ${coverage.proof.source} shows in ${coverage.proof.section}.`,
					reason: highlightReason(name, coverage.proof.source, coverage.proof.text),
					code: 'highlight_skill',
					params: { skill: name, section: coverage.proof.section, quote: coverage.proof.text, source: coverage.proof.source }
				});
			}
		} else if (coverage.kind === 'mentioned') {
			relatedOnly += 1;
			gaps.push({
				...skillRequirement(name),
				importance,
				note: `Mentioned only once, in ${coverage.proof.section} ("${coverage.proof.text}"), not listed as a skill; partial credit.`,
				code: 'skill_mentioned_once',
				params: { skill: name, section: coverage.proof.section, quote: coverage.proof.text }
			});
			safeActions.push({
				action: `Describe your ${name} work in more detail if it applies.`,
				reason: `Your resume mentions ${name} once in ${coverage.proof.section}; list it as a skill only if it is true.`,
				code: 'detail_mention',
				params: { skill: name, section: coverage.proof.section }
			});
		} else if (coverage.kind === 'related') {
			// One verdict: partly met through a related skill, reported as that skill — never as this one.
			relatedOnly += 1;
			evidence.push(evidenceRow(name, coverage.proof, coverage.via));
			safeActions.push({
				action: `Mention your experience with ${coverage.via} if it applies to ${name}.`,
				reason: `The job asks for ${name}; your ${coverage.proof.source} shows the related ${coverage.via} in ${coverage.proof.section}. Write ${name} only if it is true.`,
				code: 'mention_related',
				params: { skill: name, related: coverage.via, section: coverage.proof.section }
			});
		} else {
			gaps.push({
				...skillRequirement(name),
				importance,
				note: `Your resume shows no evidence of ${name}.`,
				code: 'skill_missing',
				params: { skill: name }
			});
			if (importance === 'required') {
				const reason = `The job requires ${name} and your resume does not show it.`;
				safeActions.push(
					certificationLike(name)
						? { action: `Get certified in ${name}.`, reason, code: 'get_certified', params: { skill: name } }
						: { action: `Learn ${name}.`, reason, code: 'learn_skill', params: { skill: name } }
				);
			}
		}
	}
	const requiredShare = sums.required.of ? sums.required.got / sums.required.of : null;
	// The nice-to-haves and, at half their weight each, the skills the duties name.
	const otherOf = sums.nice.of + MENTIONED_WEIGHT * sums.mentioned.of;
	const niceShare = otherOf ? (sums.nice.got + MENTIONED_WEIGHT * sums.mentioned.got) / otherOf : null;
	const skills =
		requiredShare !== null && niceShare !== null
			? REQUIRED_SHARE * requiredShare + (1 - REQUIRED_SHARE) * niceShare
			: (requiredShare ?? niceShare ?? 0);
	if (relatedOnly) {
		warnings.push({
			code: 'related_evidence',
			message: `${relatedOnly} job ${relatedOnly === 1 ? 'skill is' : 'skills are'} met only through related skills or a passing mention; they count for partial credit.`,
			params: { count: relatedOnly }
		});
	}

	// Experience: relevant years against the minimum asked.
	// Years asked "as an analyst" or "em contabilidade" are years in that field; otherwise years in roles that use the job's skills.
	const field = yearsFieldOf(job);
	const years = field ? yearsInField(subject, field) : relevantYears(subject, keywords.map((k) => k.name));
	const minYears = job.job.minYearsExperience;
	let experience: number;
	if (years === null) {
		experience = 0.5;
		warnings.push({ code: 'years_unknown', message: 'The resume does not show how many years of experience you have.', params: {} });
	} else if (minYears === null || minYears === 0) {
		experience = years > 0 ? 1 : 0.6;
	} else {
		experience = Math.min(1, years / minYears);
		if (years < minYears) {
			gaps.push({
				requirement: field ? `${minYears}+ years: ${field.text}` : `${minYears}+ years of experience`,
				requirementCode: 'min_years',
				requirementParams: field ? { years: minYears, field: field.text } : { years: minYears },
				importance: 'required',
				note: field ? `Your resume shows about ${yearsText(years)} in roles of this field (${field.text}).` : `Your resume shows about ${yearsText(years)} of relevant experience.`,
				code: 'years_short',
				params: field ? { years, minYears, field: field.text } : { years, minYears }
			});
		}
	}

	// Seniority: the level's usual years against the relevant years.
	let seniority = 0.7;
	const level = job.job.seniority;
	const overqualifiedFrom = level ? OVERQUALIFIED_FROM[level] : undefined;
	const overqualified = overqualifiedFrom !== undefined && years !== null && years >= overqualifiedFrom;
	if (level && years !== null) {
		const [least, most] = SENIORITY_YEARS[level];
		if (years < least) seniority = Math.max(0, 1 - (least - years) / Math.max(least, 1));
		else if (overqualified) seniority = 0;
		else if (most !== null && years > most + 4) seniority = 0.7;
		else seniority = 1;
	}

	// Education: a degree, when the posting asks for one.
	const asksDegree = DEGREE_ASKED.test(job.text);
	const hasDegree = subject.hasDegree;
	const education = !asksDegree ? 1 : hasDegree ? 1 : 0.3;
	if (asksDegree && !hasDegree) {
		gaps.push({
			requirement: 'Degree',
			requirementCode: 'degree',
			requirementParams: {},
			importance: 'required',
			note: 'The posting mentions a degree; your resume lists none.',
			code: 'degree_missing',
			params: {}
		});
	}

	// Language: the posting's language against the resume's.
	const postingLanguage = job.language;
	const spoken = subject.languages.find((lang) => LANGUAGE_NAMES[postingLanguage].test(lang.name.trim()));
	const language = subject.language === postingLanguage || spoken ? 1 : 0.4;
	if (language < 1) {
		gaps.push({
			requirement: postingLanguage === 'en' ? 'English' : 'Portuguese',
			requirementCode: 'language',
			requirementParams: { language: postingLanguage },
			importance: 'required',
			note: 'The posting is written in a language your resume does not show.',
			code: 'language_missing',
			params: { language: postingLanguage }
		});
	}

	const breakdown: MatchBreakdown = {
		skills: pct(skills),
		experience: pct(experience),
		seniority: pct(seniority),
		education: pct(education),
		language: pct(language)
	};
	const weighted = Math.round(
		(Object.keys(WEIGHTS) as (keyof MatchBreakdown)[]).reduce((sum, key) => sum + WEIGHTS[key] * breakdown[key], 0)
	);
	const score = overqualified ? Math.min(weighted, OVERQUALIFIED_CAP) : weighted;
	if (overqualified && level) {
		warnings.push({
			code: 'overqualified',
			message: `This is a ${level} position and your resume shows about ${yearsText(years ?? 0)} of relevant experience: far more than it is meant for, so the score is held at ${OVERQUALIFIED_CAP} at most.`,
			params: { level, years: years ?? 0, cap: OVERQUALIFIED_CAP }
		});
	}

	// Confidence: the weaker extraction, lowered when evidence is thin.
	let confidence = Math.min(subject.confidence, job.confidence);
	if (keywords.length < 4) confidence *= 0.8;
	if (shown.size < 3) confidence *= 0.8;
	if (years === null) confidence *= 0.9;
	confidence = round2(Math.max(0, Math.min(1, confidence)));
	if (confidence < 0.5) {
		warnings.push({ code: 'low_confidence', message: 'The resume or the job was hard to read; treat this score as rough.', params: {} });
	}

	return { score, confidence, warnings, breakdown, evidence, gaps, safeActions: groupedActions(safeActions) };
}
