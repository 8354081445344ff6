import type { CoreEnv } from '../env';
import { getResume } from '../resume';
import type { ExtractedProfile } from '../resume';
import { DROP_REASONS, groundProposals, type DropReason, type Grounding, type KnownValue } from '../engine/grounding/grounding';
import { PROFILE_KINDS, profileSuggestions, type ProfileKind } from './profile-assist';
import { askProposals, type ProposalsAnswer, type ProposalsAsked } from './provider';
import type { ProposalKind } from '../engine/grounding/proposals';
import type { AiRun, ProfileAiSuggestions } from './schema';

/*
 * AI suggestions for a stored resume (issue 17). The deterministic extraction stands as it is: this
 * reads it, never writes it, and stores nothing. What the provider proposes passes the grounding
 * guard against the resume's own text; what survives is offered for review ("suggested by AI —
 * review") with the profile item it would be, and only POST /profile/items, on the person's say,
 * stores an item (origin 'ai').
 */

/** What a resume may yield that the profile can hold (sections are a layout aid, not an item). */
export const RESUME_KINDS = PROFILE_KINDS;
export type ResumeKind = ProfileKind;

/** The resume route's answer (kept as a name for older imports): see schema.ts. */
export type AiSuggestions = ProfileAiSuggestions;

export const noDrops = (): AiRun['dropped'] => ({ total: 0, byReason: Object.fromEntries(DROP_REASONS.map((reason) => [reason, 0])) as Record<DropReason, number> });

/** The run's header when the provider was not used: the deterministic result stands alone. */
export function fallbackRun(answer: Extract<ProposalsAnswer<ProposalKind>, { ok: false }>): AiRun {
	return { used: false, provider: answer.provider, model: answer.model, state: 'fallback', reason: answer.reason, detail: answer.detail, dropped: noDrops() };
}

/** The run's header when the provider answered and the guard read its items. */
export function usedRun(answer: Extract<ProposalsAnswer<ProposalKind>, { ok: true }>, grounding: Grounding): AiRun {
	return { used: true, provider: answer.provider, model: answer.model, state: 'used', reason: null, detail: null, dropped: { total: grounding.dropped.length, byReason: grounding.counts } };
}

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

export type SuggestOptions = Pick<ProposalsAsked<ProfileKind>, 'signal' | 'timeoutMs'> & { kinds?: readonly [ProfileKind, ...ProfileKind[]] };

/**
 * A text's profile suggestions: asks the provider, grounds its items against the text beside the
 * deterministic `known` values, and maps each survivor to its candidate quoting `document`.
 */
export async function suggestProfileItems(env: CoreEnv, text: string, known: KnownValue[], document: string, options: SuggestOptions): Promise<ProfileAiSuggestions> {
	const answer = await askProposals(env, { text, kinds: options.kinds ?? PROFILE_KINDS, signal: options.signal, timeoutMs: options.timeoutMs });
	if (!answer.ok) return { ...fallbackRun(answer), suggestions: [] };
	const grounding = groundProposals(text, answer.items, { deterministic: known });
	return { ...usedRun(answer, grounding), suggestions: profileSuggestions(text, grounding, document) };
}

/** Suggestions for one stored resume: 404 when there is none; a provider failure is a fallback, not an error. */
export async function suggestForResume(env: CoreEnv, id: string, options: SuggestOptions = {}): Promise<ProfileAiSuggestions> {
	const resume = await getResume(env, id);
	// Quoted as the resume's own candidates quote it ("resume:skills"): the same source, the same sentence on screen.
	return suggestProfileItems(env, resume.text, knownValues(resume.profile), 'resume', options);
}
