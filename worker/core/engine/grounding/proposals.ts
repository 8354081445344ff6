import { z } from 'zod';

/*
 * What an AI provider may propose from a text (issue 17), as zod schemas that double as the JSON
 * Schema of the provider's structured output (`z.toJSONSchema`, sent with `strict: true`). So:
 * - every object is strict and every property required: OpenAI's strict mode demands both, and a
 *   provider that adds or leaves out a key answers outside the contract (garbage);
 * - "not written" is `null`, never a missing key;
 * - `z.union`, not `z.discriminatedUnion`: the latter becomes `oneOf`, which strict mode refuses
 *   (`anyOf` is accepted; the `kind` constants keep the branches apart all the same);
 * - no transforms or refinements: JSON Schema cannot carry them, and the model must see every rule.
 * The descriptions are the model's instructions, field by field.
 */

const SPAN = 'The exact words of the text this item is read from, copied character for character (a line or a phrase, not a paraphrase).';
const AS_WRITTEN = 'As written in the text, in its language; null when the text does not write it.';
/** A month (YYYY-MM) or, when the text shows only the year, the year (YYYY). */
const MONTH_OR_YEAR = /^(?:19|20)\d\d(?:-(?:0[1-9]|1[0-2]))?$/;
const date = (what: string) =>
	z
		.string()
		.regex(MONTH_OR_YEAR)
		.nullable()
		.describe(`${what}: YYYY-MM, or YYYY when the text shows only the year; null when the text gives none. Never guess a month.`);

export const SkillProposal = z.strictObject({
	kind: z.literal('skill'),
	name: z.string().describe('The skill, tool or competence, named as the text names it.'),
	span: z.string().describe(SPAN)
});

/** A skill a job posting asks for. */
export const RequirementProposal = z.strictObject({
	kind: z.literal('requirement'),
	name: z.string().describe('The skill, tool or competence the job asks for, named as the posting names it.'),
	required: z.boolean().describe('true when the posting requires it, false when it is a plus (desirable, nice to have).'),
	span: z.string().describe(SPAN)
});

export const ExperienceProposal = z.strictObject({
	kind: z.literal('experience'),
	title: z.string().nullable().describe(`The role or job title. ${AS_WRITTEN}`),
	company: z.string().nullable().describe(`The employer or organisation. ${AS_WRITTEN}`),
	start: date('When it started'),
	end: date('When it ended'),
	current: z.boolean().describe('true only when the text says the role is ongoing ("present", "atual", "até o momento").'),
	span: z.string().describe(SPAN)
});

export const EducationProposal = z.strictObject({
	kind: z.literal('education'),
	degree: z.string().nullable().describe(`The degree or course. ${AS_WRITTEN}`),
	institution: z.string().nullable().describe(`The school, college or university. ${AS_WRITTEN}`),
	start: date('When it started'),
	end: date('When it ended (or is expected to end)'),
	span: z.string().describe(SPAN)
});

export const CertificationProposal = z.strictObject({
	kind: z.literal('certification'),
	name: z.string().describe('The certification, licence or professional registration, as written.'),
	issuer: z.string().nullable().describe(`Who issued it. ${AS_WRITTEN}`),
	year: z
		.string()
		.regex(/^(?:19|20)\d\d$/)
		.nullable()
		.describe('The year it was obtained (YYYY), only when the text writes it; else null.'),
	span: z.string().describe(SPAN)
});

export const LanguageProposal = z.strictObject({
	kind: z.literal('language'),
	name: z.string().describe('The spoken or signed language (not a programming language).'),
	level: z.string().nullable().describe(`The level (native, fluent, advanced, intermediate, basic, or a CEFR code). ${AS_WRITTEN}`),
	span: z.string().describe(SPAN)
});

/** A part of the text under its heading, for layouts the deterministic reader cuts wrongly. */
export const SectionProposal = z.strictObject({
	kind: z.literal('section'),
	heading: z.string().describe('The heading as written ("Experiência", "Skills").'),
	text: z.string().describe('The text under the heading, copied as written.'),
	span: z.string().describe(SPAN)
});

const BY_KIND = {
	skill: SkillProposal,
	requirement: RequirementProposal,
	experience: ExperienceProposal,
	education: EducationProposal,
	certification: CertificationProposal,
	language: LanguageProposal,
	section: SectionProposal
} as const;

export type ProposalKind = keyof typeof BY_KIND;

export const Proposal = z.union([
	SkillProposal,
	RequirementProposal,
	ExperienceProposal,
	EducationProposal,
	CertificationProposal,
	LanguageProposal,
	SectionProposal
]);
export type Proposal = z.infer<typeof Proposal>;
export type ProposalOf<K extends ProposalKind> = Extract<Proposal, { kind: K }>;

/** Every kind of item: what a resume or a pasted profile may yield. */
export const ProposalList = z.strictObject({ items: z.array(Proposal) });
export type ProposalList = z.infer<typeof ProposalList>;

/**
 * The answer's schema for one use, with only the kinds it asks for (a job posting: `requirement`
 * and `section`). Strict mode wants an object at the root, so the items sit under `items`.
 */
export function proposalListOf<const K extends ProposalKind>(kinds: readonly [K, ...K[]]) {
	const schemas = kinds.map((kind) => BY_KIND[kind]);
	const item = schemas.length === 1 ? schemas[0] : z.union(schemas as unknown as [(typeof schemas)[0], ...(typeof schemas)[number][]]);
	return z.strictObject({ items: z.array(item as z.ZodType<ProposalOf<K>>) });
}
