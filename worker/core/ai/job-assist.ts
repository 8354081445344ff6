import type { CoreEnv } from '../env';
import { getJob } from '../job';
import type { ExtractedJob } from '../job';
import { stripBullet } from '../engine/resume-parse/text';
import { fallbackRun, usedRun } from './assist';
import { groundProposals, type GroundedItem, type KnownValue } from '../engine/grounding/grounding';
import { askProposals, type ProposalsAsked } from './provider';
import type { JobAiSuggestions, RequirementSuggestion } from './schema';
import type { Quote } from '../engine/grounding/source-text';

/*
 * AI suggestions for a stored job posting (issue 17): requirements the rules missed, each quoting
 * the posting. The stored job stays as it is; PATCH /job/{id}, on the person's say, adds a
 * suggestion's `skill` (origin 'ai', with its line), and from then on the match, the ATS review and
 * the tailoring count it like any requirement the posting states.
 */

export const JOB_KINDS = ['requirement'] as const;

/** The job's requirements the rules found (required and nice to have), so the guard drops the AI's repeats. */
export const knownRequirements = (job: Pick<ExtractedJob, 'requiredSkills' | 'niceToHaveSkills'>): KnownValue[] =>
	[...job.requiredSkills, ...job.niceToHaveSkills].map((skill) => ({ kind: 'requirement' as const, value: skill.name }));

/**
 * The line of the posting a quote sits on, as the rules quote a requirement (without its list
 * bullet): the whole line, so the person sees the requirement in its context; a quote over several
 * lines stays as quoted.
 */
export function postingLine(text: string, quote: Quote): string {
	if (quote.text.includes('\n')) return quote.text.trim();
	const start = text.lastIndexOf('\n', quote.start - 1) + 1;
	const end = text.indexOf('\n', quote.end);
	const line = text.slice(start, end < 0 ? text.length : end).trim();
	return stripBullet(line).text || quote.text.trim();
}

/** One suggestion per skill: a model may name the same requirement twice, on two lines. */
function requirementSuggestions(text: string, accepted: GroundedItem[]): RequirementSuggestion[] {
	const seen = new Set<string>();
	const out: RequirementSuggestion[] = [];
	for (const item of accepted) {
		if (item.proposal.kind !== 'requirement') continue;
		const name = item.canonical ?? item.proposal.name.trim();
		const key = name.toLowerCase();
		if (seen.has(key)) continue;
		seen.add(key);
		const { span: _span, ...fields } = item.proposal;
		out.push({ ...fields, evidence: item.evidence, origin: 'ai', skill: { name, evidence: postingLine(text, item.evidence), origin: 'ai' } });
	}
	return out;
}

type Options = Pick<ProposalsAsked<'requirement'>, 'signal' | 'timeoutMs'>;

/** Suggestions for one stored job: 404 when there is none; a provider failure is a fallback, not an error. */
export async function suggestForJob(env: CoreEnv, id: string, options: Options = {}): Promise<JobAiSuggestions> {
	// Through the job capability's service: this one never opens another's table.
	const job = await getJob(env, id);
	const answer = await askProposals(env, { text: job.text, kinds: JOB_KINDS, signal: options.signal, timeoutMs: options.timeoutMs });
	if (!answer.ok) return { ...fallbackRun(answer), suggestions: [] };
	const grounding = groundProposals(job.text, answer.items, { deterministic: knownRequirements(job.job) });
	return { ...usedRun(answer, grounding), suggestions: requirementSuggestions(job.text, grounding.accepted) };
}
