import type { CoreEnv } from '../env';
import { getResume } from '../resume/service';
import type { ExtractedProfile } from '../resume/schema';
import { DROP_REASONS, groundProposals, type DropReason, type KnownValue } from './grounding';
import { askProposals, type AiFallbackReason, type ProposalsAsked } from './provider';
import type { Proposal, ProposalKind } from './proposals';
import type { Quote } from './source-text';

/*
 * AI suggestions for a stored resume (issue 17). The deterministic extraction stands as it is: this
 * reads it, never writes it, and stores nothing. What the provider proposes passes the grounding
 * guard against the resume's own text; what survives is offered for review ("suggested by AI —
 * review") and only POST /profile/items, on the person's say, stores an item (origin 'ai').
 */

/** What a resume may yield that the profile can hold (sections are a layout aid, not an item). */
export const RESUME_KINDS = ['skill', 'experience', 'education', 'certification', 'language'] as const satisfies readonly ProposalKind[];
export type ResumeKind = (typeof RESUME_KINDS)[number];

/** A grounded item: the proposal's own fields (no `span`: `evidence` is the span, found in the text). */
export type Suggestion = Omit<Proposal, 'span'> & { evidence: Quote; origin: 'ai' };

export type AiSuggestions = {
	used: boolean;
	provider: string | null;
	model: string | null;
	state: 'used' | 'fallback';
	reason: AiFallbackReason | null;
	/** Why, in a sentence, when the AI part is unavailable. */
	detail: string | null;
	suggestions: Suggestion[];
	dropped: { total: number; byReason: Record<DropReason, number> };
};

const noDrops = () => ({ total: 0, byReason: Object.fromEntries(DROP_REASONS.map((reason) => [reason, 0])) as Record<DropReason, number> });

/** What the deterministic engine found, so the guard drops the AI's repeats of it. */
export function knownValues(profile: ExtractedProfile): KnownValue[] {
	return [
		...profile.skills.map((skill) => ({ kind: 'skill' as const, value: skill.name })),
		...profile.experiences.map((job) => ({ kind: 'experience' as const, value: `${job.title} ${job.company}` })),
		...profile.education.map((course) => ({ kind: 'education' as const, value: `${course.degree} ${course.institution}` })),
		...profile.certifications.map((certification) => ({ kind: 'certification' as const, value: certification.name })),
		...profile.languages.map((language) => ({ kind: 'language' as const, value: language.name }))
	];
}

type Options = Pick<ProposalsAsked<ResumeKind>, 'signal' | 'timeoutMs'> & { kinds?: readonly [ResumeKind, ...ResumeKind[]] };

/** Suggestions for one stored resume: 404 when there is none; a provider failure is a fallback, not an error. */
export async function suggestForResume(env: CoreEnv, id: string, options: Options = {}): Promise<AiSuggestions> {
	const resume = await getResume(env, id);
	const answer = await askProposals(env, { text: resume.text, kinds: options.kinds ?? RESUME_KINDS, signal: options.signal, timeoutMs: options.timeoutMs });
	if (!answer.ok) {
		return { used: false, provider: answer.provider, model: answer.model, state: 'fallback', reason: answer.reason, detail: answer.detail, suggestions: [], dropped: noDrops() };
	}
	const grounding = groundProposals(resume.text, answer.items, { deterministic: knownValues(resume.profile) });
	const suggestions = grounding.accepted.map(({ proposal, evidence }): Suggestion => {
		const { span: _span, ...fields } = proposal;
		return { ...fields, evidence, origin: 'ai' };
	});
	return {
		used: true,
		provider: answer.provider,
		model: answer.model,
		state: 'used',
		reason: null,
		detail: null,
		suggestions,
		dropped: { total: grounding.dropped.length, byReason: grounding.counts }
	};
}
