import type { ProfileCandidate } from '../profile';
import { clipTitle, evidence as quoteEvidence } from '../profile';
import { splitSections, type SectionKind } from '../engine/resume-parse/sections';
import { splitLines } from '../engine/resume-parse/text';
import type { GroundedItem, Grounding } from '../engine/grounding/grounding';
import type { ProposalKind } from '../engine/grounding/proposals';
import type { ProfileSuggestion } from './schema';

/*
 * A grounded AI item as the profile item POST /profile/items would store (issue 17): the same
 * fields a deterministic candidate of the same document has, quoting the same evidence, with
 * `origin: 'ai'`. Only what the guard found written in the text is filled: a field the guard did
 * not place in the text is null (or empty), never the model's value. Where the guard located a
 * text field, the text's own words are taken, not the model's spelling of them.
 */

/** What a document may yield that the profile can hold (sections are a layout aid, not an item). */
export const PROFILE_KINDS = ['skill', 'experience', 'education', 'certification', 'language'] as const satisfies readonly ProposalKind[];
export type ProfileKind = (typeof PROFILE_KINDS)[number];

/** Documents whose candidates quote no section (profile/candidates.ts: a certificate, free notes). */
const WHOLE_DOCUMENTS = new Set(['certificate', 'notes']);

/** Where a skill's quote sits, named as the resume reader names a skill's evidence section. */
const SKILL_SECTION: Partial<Record<SectionKind, string>> = { skills: 'skills', experience: 'experience', projects: 'projects', summary: 'summary' };

/** Where each entry kind's evidence is filed, as candidatesFromParsed files it. */
const ENTRY_SECTION: Record<Exclude<ProfileKind, 'skill'>, string> = {
	experience: 'experience',
	education: 'education',
	certification: 'certifications',
	language: 'languages'
};

/** The section of the text at an offset (the header block counts as the summary), read as the resume reader cuts it. */
export function sectionFinder(text: string): (offset: number) => SectionKind | 'header' {
	const { sections } = splitSections(splitLines(text));
	const spans = sections.map((section) => ({ kind: section.kind, start: section.lines[0].start, end: section.lines.at(-1)!.end }));
	return (offset) => spans.find((span) => offset >= span.start && offset <= span.end)?.kind ?? 'header';
}

/** The text's own words where the guard found a field; null when it did not find it. */
const written = (item: GroundedItem, field: string): string | null => {
	const text = item.fields[field]?.text.replace(/\s+/g, ' ').trim();
	return text ? text : null;
};

/** A date field the guard found written (its value is the model's YYYY(-MM) reading of that place). */
const dated = (item: GroundedItem, field: 'start' | 'end', value: string | null): string | null => (value && item.fields[field] ? value : null);

/**
 * The profile item one grounded item stands for. `document` names the source as the deterministic
 * candidates of the same text do ("resume", "academic", "portfolio", "certificate", "notes",
 * "json-resume"); `sectionAt` says where in the text a quote sits. Null for a kind the profile does not hold.
 */
export function candidateOf(item: GroundedItem, document: string, sectionAt: (offset: number) => SectionKind | 'header'): ProfileCandidate | null {
	const { proposal } = item;
	const quote = item.evidence.text;
	const source = (section: string) => (WHOLE_DOCUMENTS.has(document) ? document : `${document}:${section}`);
	const base = { detail: '', organization: null, start: null, end: null, skills: [] as string[], origin: 'ai' as const };
	const proof = (section: string) => [quoteEvidence(quote, source(section))];
	switch (proposal.kind) {
		case 'skill': {
			const at = sectionAt(item.evidence.start);
			const section = at === 'header' ? 'summary' : (SKILL_SECTION[at] ?? at);
			const name = proposal.name.trim();
			return { ...base, type: 'skill', title: name, skills: [item.canonical ?? name], evidence: proof(section) };
		}
		case 'experience': {
			const title = written(item, 'title');
			const organization = written(item, 'company');
			const start = dated(item, 'start', proposal.start);
			// Ongoing only when the guard found the text saying so; then the role has no end.
			const end = proposal.current && item.fields.current ? null : dated(item, 'end', proposal.end);
			return untitled({ ...base, type: 'experience', title: title ?? '', organization, start, end, evidence: proof(ENTRY_SECTION.experience) }, organization, quote);
		}
		case 'education': {
			const degree = written(item, 'degree');
			const organization = written(item, 'institution');
			const start = dated(item, 'start', proposal.start);
			const end = dated(item, 'end', proposal.end);
			return untitled({ ...base, type: 'education', title: degree ?? organization ?? '', organization, start, end, evidence: proof(ENTRY_SECTION.education) }, organization, quote);
		}
		case 'certification': {
			// The year a certification was obtained goes where every other import puts it: `end`.
			const year = item.fields.year && proposal.year ? proposal.year : null;
			return { ...base, type: 'certification', title: written(item, 'name') ?? proposal.name.trim(), organization: written(item, 'issuer'), end: year, evidence: proof(ENTRY_SECTION.certification) };
		}
		case 'language': {
			// The guard checked the name (or its translation) is written; the level only when it found it on the language's line.
			const level = item.fields.level && proposal.level ? proposal.level.trim() : '';
			return { ...base, type: 'language', title: proposal.name.trim(), detail: level, evidence: proof(ENTRY_SECTION.language) };
		}
		default:
			return null;
	}
}

/**
 * An entry the text gives no title for (only dates, or only the employer) keeps the quoted line as
 * its title and is marked unsure: the person names it in the review.
 */
function untitled(candidate: ProfileCandidate, organization: string | null, quote: string): ProfileCandidate {
	if (candidate.title) return candidate;
	return { ...candidate, title: organization ?? clipTitle(quote, 120), unsure: true };
}

/** Every accepted item of a grounding as a suggestion with the profile item to add. */
export function profileSuggestions(text: string, grounding: Grounding, document: string): ProfileSuggestion[] {
	const sectionAt = sectionFinder(text);
	const out: ProfileSuggestion[] = [];
	// A model may name one thing twice (a skill in the list and again in a bullet): offered once.
	const seen = new Set<string>();
	for (const item of grounding.accepted) {
		const candidate = candidateOf(item, document, sectionAt);
		if (!candidate || item.proposal.kind === 'requirement' || item.proposal.kind === 'section') continue;
		const key = [candidate.type, candidate.type === 'skill' ? candidate.skills[0] : candidate.title, candidate.organization ?? '', candidate.start ?? ''].join('|').toLowerCase();
		if (seen.has(key)) continue;
		seen.add(key);
		const { span: _span, ...fields } = item.proposal;
		out.push({ ...fields, evidence: item.evidence, origin: 'ai', candidate });
	}
	return out;
}
