import type { ParsedResume } from '../resume';
import { detectLanguage } from '../engine/resume-parse/language';
import { yearsOfExperience } from '../engine/resume-parse/years';
import { namedSkills } from '../engine/skills/matcher';
import { canonicalSkill, relatedSkills, skillByName } from '../engine/skills/taxonomy';
import { readProfile, type ProfileFacts, type ProfileQuote } from './profile-facts';
import { foldText } from '../engine/text/normalize';

export { canonicalName, type ProfileFacts } from './profile-facts';
export { quoteAround, quoteProves } from './proves';

/** A piece of the person's own words that shows a skill: a resume line or a confirmed profile item. */
export interface Proof {
	text: string;
	/** Resume section (`skills`, `experience`…) or profile item type (`project`, `skill`…). */
	section: string;
	source: 'resume' | 'profile';
	profileItemId?: string;
	origin?: 'manual' | 'extracted' | 'imported' | 'ai';
	/** A profile skill the person stated with no line to quote: the person is the source. */
	stated?: boolean;
}

/** One role, read from a resume or from a confirmed experience item. */
export interface SubjectRole {
	title: string;
	start: string | null;
	end: string | null;
	current: boolean;
	internship: boolean;
	skills: readonly string[];
}

/**
 * Everything a job is compared with: the person's confirmed profile, plus a resume's own text
 * when one is chosen. Built by `evidenceSubject` only, so the analysis, the ATS review, the tailor
 * and the Dashboard decide what is evidenced in one place.
 */
export interface EvidenceSubject {
	/** The resume's language (Spanish is never the posting's: the spoken languages then decide). */
	language: 'en' | 'pt' | 'es';
	confidence: number;
	yearsExperience: number | null;
	roles: SubjectRole[];
	hasDegree: boolean;
	languages: { name: string; level: string | null }[];
	/** Canonical skill name → the resume's proofs of it (lines that name it). */
	resume: Map<string, Proof[]>;
	/** Skills the resume only implies through a narrower one it names: related evidence, never the skill. */
	implied: Map<string, ImpliedProof>;
	/** Canonical skill name → the confirmed profile's proofs of it. */
	profile: Map<string, Proof[]>;
	/** Whether a resume is part of the subject (else the profile alone). */
	hasResume: boolean;
	profileItems: number;
}

/** A skill the resume's parser inferred from another one it names (SQL from "PostgreSQL"): related only. */
export interface ImpliedProof {
	via: string;
	proof: Proof;
}

/**
 * The resume's skills by canonical name, each with the quoted text that names it. A line that
 * does not name the skill itself — the parser inferred an umbrella skill ("SQL") from a narrower
 * one ("PostgreSQL") — is no proof of it: it is kept apart as related evidence.
 */
function resumeProofs(resume: ParsedResume): { named: Map<string, Proof[]>; implied: Map<string, ImpliedProof> } {
	const named = new Map<string, Proof[]>();
	const implied = new Map<string, ImpliedProof>();
	const add = (rawName: string, text: string, section: string) => {
		const quote = text.trim();
		if (!quote) return;
		const name = canonicalSkill(rawName)?.name ?? skillByName(rawName)?.name ?? rawName;
		const proof: Proof = { text: quote, section, source: 'resume' };
		const inText = namedSkills(quote);
		if (skillByName(name) && !inText.includes(name)) {
			// Related evidence names a skill close to this one; another skill of the line is no relation.
			const related = new Set(relatedSkills(name));
			const via = inText.find((other) => related.has(other));
			if (via && !implied.has(name)) implied.set(name, { via, proof });
			return;
		}
		const list = named.get(name) ?? [];
		if (!list.some((p) => p.text === quote && p.section === section)) list.push(proof);
		named.set(name, list);
	};
	for (const skill of resume.profile.skills) for (const evidence of skill.evidence) add(skill.name, evidence.text, evidence.section);
	// Licences and certifications name skills of their own (CPA, CRC, COREN, OAB), often inside a
	// longer title: "Certified Public Accountant (CPA), Illinois", "AWS Certified Developer".
	for (const cert of resume.profile.certifications) {
		const whole = canonicalSkill(cert.name);
		if (whole) {
			const list = named.get(whole.name) ?? [];
			if (!list.some((p) => p.text === cert.name)) list.push({ text: cert.name, section: 'certifications', source: 'resume' });
			named.set(whole.name, list);
		} else for (const name of namedSkills(cert.name)) add(name, cert.name, 'certifications');
	}
	for (const name of named.keys()) implied.delete(name);
	return { named, implied };
}

const PROFILE_LANGUAGE_SAMPLE = 4000;

/**
 * The person's evidence: a resume (optional) and the confirmed profile items (every item the
 * person added, whatever its origin). `asOf` (YYYY-MM) dates the profile's years when no resume
 * gives them.
 */
export function evidenceSubject(input: { resume?: ParsedResume | null; profile?: readonly ProfileFacts[]; asOf: string }): EvidenceSubject {
	const { resume } = input;
	const items = input.profile ?? [];
	const profile = new Map<string, Proof[]>();
	const read = readProfile(items);
	const asProof = (q: ProfileQuote): Proof => ({
		text: q.text,
		section: q.section,
		source: 'profile',
		profileItemId: q.profileItemId,
		origin: q.origin,
		...(q.stated ? { stated: true } : {})
	});
	const profileImplied = new Map<string, ImpliedProof>();
	for (const [name, { via, quote }] of read.implied) profileImplied.set(name, { via, proof: asProof(quote) });
	for (const [name, quotes] of read.named) {
		profile.set(name, quotes.map(asProof));
	}
	const experiences = items.filter((item) => item.type === 'experience');
	const profileRoles: SubjectRole[] = experiences.map((item) => ({
		title: item.title,
		start: item.start ?? null,
		end: item.end ?? null,
		current: Boolean(item.start) && !item.end,
		internship: /\b(intern|internship|est[aá]gi[oá]ri?[oa]?|estagi[aá]ri[oa])\b/i.test(item.title),
		skills: item.skills
	}));
	const profileLanguages = items.filter((item) => item.type === 'language').map((item) => ({ name: item.title, level: item.detail || null }));
	const profileDegree = items.some((item) => item.type === 'education' && item.title.trim());
	if (resume) {
		const proofs = resumeProofs(resume);
		return {
			language: resume.language,
			confidence: resume.confidence,
			yearsExperience: resume.yearsExperience ?? yearsOfExperience(profileRoles, input.asOf),
			roles: resume.profile.experiences.length
				? resume.profile.experiences.map((role) => ({ ...role, internship: role.internship ?? false }))
				: profileRoles,
			hasDegree: resume.profile.education.some((entry) => entry.degree.trim().length > 0) || profileDegree,
			languages: [...resume.profile.languages, ...profileLanguages],
			resume: proofs.named,
			implied: new Map([...profileImplied, ...proofs.implied]),
			profile,
			hasResume: true,
			profileItems: items.length
		};
	}
	const sample = items
		.flatMap((item) => [item.title, item.detail, ...item.evidence.map((e) => e.text)])
		.join('\n')
		.slice(0, PROFILE_LANGUAGE_SAMPLE);
	// Confirmed items are what the person said: trusted, but a thin profile says little.
	const confidence = items.length >= 8 ? 0.9 : items.length >= 3 ? 0.75 : 0.55;
	return {
		language: detectLanguage(sample),
		confidence,
		yearsExperience: yearsOfExperience(profileRoles, input.asOf),
		roles: profileRoles,
		hasDegree: profileDegree,
		languages: profileLanguages,
		resume: new Map(),
		implied: profileImplied,
		profile,
		hasResume: false,
		profileItems: items.length
	};
}

/**
 * The proofs of a skill by its canonical name; a skill the taxonomy does not know ("Sepsis
 * management") is found whatever its case or accents.
 */
export function proofsIn(map: ReadonlyMap<string, Proof[]>, name: string): Proof[] {
	const exact = map.get(name);
	if (exact) return exact;
	if (skillByName(name)) return [];
	const wanted = foldText(name.trim());
	for (const [key, proofs] of map) if (foldText(key) === wanted) return proofs;
	return [];
}

export type Coverage =
	| { kind: 'exact'; proof: Proof; inResume: boolean }
	| { kind: 'mentioned'; proof: Proof }
	| { kind: 'related'; via: string; proof: Proof }
	| { kind: 'none' };

/** Resume sections whose every line is a claim about the person's own skills and work. */
const CLAIM_SECTIONS = new Set(['skills', 'experience', 'certifications']);

/**
 * A skill the resume holds: listed among the skills, used in a role, or a licence — or named in at
 * least two places. A single passing mention elsewhere (one project line) is only a mention.
 */
function holds(list: readonly Proof[]): boolean {
	return list.length >= 2 || list.some((proof) => CLAIM_SECTIONS.has(proof.section));
}

/**
 * The one verdict on a job skill: the resume or a confirmed profile item shows it (`exact`), the
 * resume only mentions it once in passing, only a related skill is shown, or nothing. A related
 * skill is never the skill itself; a confirmed profile item always holds the skill it names.
 */
export function coverageOf(name: string, subject: EvidenceSubject): Coverage {
	const inResume = proofsIn(subject.resume, name);
	const inProfile = proofsIn(subject.profile, name);
	if (inResume.length && holds(inResume)) {
		return { kind: 'exact', proof: inResume.find((proof) => CLAIM_SECTIONS.has(proof.section)) ?? inResume[0], inResume: true };
	}
	if (inProfile.length) return { kind: 'exact', proof: inProfile.find((p) => !p.stated) ?? inProfile[0], inResume: inResume.length > 0 };
	if (inResume.length) return { kind: 'mentioned', proof: inResume[0] };
	const implied = subject.implied.get(name);
	if (implied) return { kind: 'related', via: implied.via, proof: implied.proof };
	for (const other of [...relatedSkills(name)].sort()) {
		// A skill the person only stated has no line to quote: it is no related evidence of another.
		const found = proofsIn(subject.resume, other)[0] ?? proofsIn(subject.profile, other).find((proof) => !proof.stated);
		if (found) return { kind: 'related', via: other, proof: found };
	}
	return { kind: 'none' };
}

/** Whether the person's evidence holds a skill: what the Dashboard's "in your profile" means. */
export function isEvidenced(name: string, subject: EvidenceSubject): boolean {
	return coverageOf(name, subject).kind === 'exact';
}

/** Every proof of a skill, resume first: what a suggestion may quote. */
export function proofsOf(name: string, subject: EvidenceSubject): Proof[] {
	return [...proofsIn(subject.resume, name), ...proofsIn(subject.profile, name)];
}

/** Every skill the subject shows, resume and profile together. */
export function shownSkills(subject: EvidenceSubject): Set<string> {
	return new Set([...subject.resume.keys(), ...subject.profile.keys()]);
}
