import type { AiFallbackReason, AiRun, ProfileSuggestion } from '$lib/api/ai-assist';
import type { Proposal, Quote } from '$core/ai/schema';
import type { JobSkill } from '$core/job/schema';
import type { ProfileItemInput } from '$lib/api/profile';
import type { MessageKey } from '$lib/i18n/i18n.svelte';
import { AI_TIMEOUT_SECONDS } from '$core/settings/ai-timeout-schema';

/*
 * The rules behind "Suggest more with AI" (issue 17), kept pure so they are tested without a page:
 * which provider the text goes to, whether the person has already seen what is sent, what each
 * fallback reason tells the person to do, and how a chosen suggestion becomes what is stored.
 */

type WithoutSpan<P> = P extends unknown ? Omit<P, 'span'> : never;

/**
 * A suggestion's own fields, kind by kind. schema.ts's `Omit<Proposal, 'span'>` is not distributive
 * (it keeps only the keys every kind shares), so the screens read the fields through this type.
 */
export type SuggestionFields = WithoutSpan<Proposal> & { evidence: Quote; origin: 'ai' };

/** A posting's requirement the rules missed, with the job skill to add (POST /job/{id}/ai-suggestions). */
export type JobRequirement = WithoutSpan<Extract<Proposal, { kind: 'requirement' }>> & { evidence: Quote; origin: 'ai'; skill: JobSkill };

/** Anything "Suggest more with AI" lists. */
export type AnySuggestion = ProfileSuggestion | JobRequirement;

const fieldsOf = (suggestion: AnySuggestion) => suggestion as unknown as SuggestionFields;

/** The uses that suggest items (a resume, a posting, pasted text). */
export type AssistUse = 'resume' | 'job' | 'import';
/** Every use of the AI a person starts; each has its own first-time "what will be sent". */
export type AiUse = AssistUse | 'rewrite' | 'explain' | 'letter' | 'story' | 'follow-up';

/** Per provider host, the uses whose "what will be sent" the person has seen. */
export type SeenPreviews = Record<string, AiUse[]>;

/** The provider's host ("api.example.com", "127.0.0.1:11434"), as the core names it in `provider`. */
export function providerHost(baseUrl: string | null | undefined): string | null {
	if (!baseUrl) return null;
	try {
		return new URL(baseUrl).host || null;
	} catch {
		return null;
	}
}

export const hasSeen = (seen: SeenPreviews | undefined, host: string, use: AiUse) => !!seen?.[host]?.includes(use);

/** A copy with this use marked seen for this host; the rest as it was. */
export function markSeen(seen: SeenPreviews | undefined, host: string, use: AiUse): SeenPreviews {
	const next: SeenPreviews = { ...(seen ?? {}) };
	if (!next[host]?.includes(use)) next[host] = [...(next[host] ?? []), use];
	return next;
}

/** What a fallback tells the person: its title, the sentence with what to do, and where. */
export type ReasonAdvice = { title: MessageKey; body: MessageKey; settings: boolean; retry: boolean };

/**
 * Every reason sends the person somewhere they can act: Settings when the set-up is what failed
 * (key, time-out, model, consent), a later retry when the provider itself is the trouble.
 */
export function reasonAdvice(reason: AiFallbackReason): ReasonAdvice {
	const keys = { title: `aiAssist.reason.${reason}.title`, body: `aiAssist.reason.${reason}.body` } as const;
	switch (reason) {
		case 'off':
		case 'invalid_key':
			return { ...keys, settings: true, retry: false };
		case 'provider_timeout':
		case 'garbage':
		case 'provider_error':
			return { ...keys, settings: true, retry: true };
		case 'provider_limit':
			return { ...keys, settings: false, retry: true };
	}
}

/** The line each analysis ends with: which provider and model answered, or that AI was not used. */
export function usedLine(run: Pick<AiRun, 'used' | 'provider' | 'model'>): { key: MessageKey; params?: Record<string, string> } {
	if (!run.used) return { key: 'aiAssist.notUsed' };
	return { key: 'aiAssist.used', params: { provider: run.provider ?? '', model: run.model ?? '' } };
}

/** The time-out field: whole seconds in the core's bounds, else the sentence to show beside it. */
export function timeoutIssue(value: string | number | null | undefined): MessageKey | null {
	const text = String(value ?? '').trim();
	if (!/^\d+$/.test(text)) return 'aiAssist.settings.timeoutError';
	const seconds = Number(text);
	return seconds >= AI_TIMEOUT_SECONDS.min && seconds <= AI_TIMEOUT_SECONDS.max ? null : 'aiAssist.settings.timeoutError';
}

/** The words a suggestion is listed by: its name, title or degree, as the text writes it. */
export function suggestionTitle(shown: AnySuggestion): string {
	const suggestion = fieldsOf(shown);
	switch (suggestion.kind) {
		case 'skill':
		case 'requirement':
		case 'certification':
		case 'language':
			return suggestion.name;
		case 'experience':
			return suggestion.title ?? suggestion.company ?? '';
		case 'education':
			return suggestion.degree ?? suggestion.institution ?? '';
		case 'section':
			return suggestion.heading;
	}
}

/** What follows the title: the employer or school, the issuer, the level, and the period. */
export function suggestionDetail(shown: AnySuggestion): string {
	const suggestion = fieldsOf(shown);
	const period = (start: string | null, end: string | null) => [start, end].filter(Boolean).join(' – ');
	switch (suggestion.kind) {
		case 'experience':
			return [suggestion.title ? suggestion.company : null, period(suggestion.start, suggestion.end)].filter(Boolean).join(' · ');
		case 'education':
			return [suggestion.degree ? suggestion.institution : null, period(suggestion.start, suggestion.end)].filter(Boolean).join(' · ');
		case 'certification':
			return [suggestion.issuer, suggestion.year].filter(Boolean).join(' · ');
		case 'language':
			return suggestion.level ?? '';
		default:
			return '';
	}
}

/** The profile item "Add to profile" stores: the core's candidate, always marked as the AI's. */
export function profileItemOf(suggestion: ProfileSuggestion): ProfileItemInput {
	const { unsure: _unsure, doubts: _doubts, ...item } = suggestion.candidate;
	return { ...item, origin: 'ai' };
}

const fold = (name: string) =>
	name
		.normalize('NFD')
		.replace(/\p{M}/gu, '')
		.toLowerCase()
		.trim();

/** A requirement as PATCH /job/{id} takes it: a name, or an AI suggestion with the line it quotes (the core checks it). */
export type RequirementEntry = string | { name: string; evidence: string; origin: 'ai' };

/**
 * The job's requirement lists with the chosen suggestions added (required or nice to have, as the
 * posting says), each name once: what PATCH /job/{id} receives.
 */
export function requirementsWith(current: { required: string[]; nice: string[] }, chosen: readonly JobRequirement[]): { required: RequirementEntry[]; nice: RequirementEntry[] } {
	const next: { required: RequirementEntry[]; nice: RequirementEntry[] } = { required: [...current.required], nice: [...current.nice] };
	const known = new Set([...current.required, ...current.nice].map(fold));
	for (const suggestion of chosen) {
		const name = suggestion.skill?.name ?? suggestion.name;
		if (known.has(fold(name))) continue;
		known.add(fold(name));
		(suggestion.required ? next.required : next.nice).push({ name, evidence: suggestion.skill?.evidence || suggestion.evidence.text, origin: 'ai' });
	}
	return next;
}
