import { problem } from '../http/problem';
import type { ParsedJob } from '../job';
import { jobKeywords, type KeywordImportance } from '../match';
import { canonicalName, coverageOf, evidenceSubject, type ProfileFacts, type Proof } from '../evidence';
import type { ParsedResume } from '../resume';
import { findSkills } from '../engine/skills/matcher';
import { wordsOf } from '../engine/skills/hit-shape';
import { phraseKey } from '../engine/skills/taxonomy';
import { lineNaming } from './evidence';
import { findPersonalData } from './personal-data';
import { reorderSkillsList } from './reorder-skills';
import type { Params, Refusal, Suggestion, SuggestionKind, TailorEvidence } from './schema';

/** A suggestion before it is stored: no id, no decision yet. */
export type Proposal = Omit<Suggestion, 'id' | 'status'>;

export interface TailorInput {
	resume: ParsedResume;
	/** The resume's normalised text: personal details and claimed phrases are looked for in it. */
	resumeText: string;
	job: ParsedJob;
	profile: readonly ProfileFacts[];
	claims?: readonly string[];
	/** YYYY-MM: dates the profile's years when the resume gives none. */
	asOf?: string;
}

/** Most skills named in one "emphasize in your summary" suggestion. */
const SUMMARY_SKILLS = 5;
/** Roles, most recent first, whose bullets may be reordered. */
const ROLES_TO_REORDER = 3;

type SkillProof = Pick<Proof, 'text' | 'section'>;
const resumeEvidence = (proof: SkillProof): TailorEvidence => ({ text: proof.text, source: `resume:${proof.section}` });
// A skill the person only stated is their word: `profile:stated`, shown as such, never quoted as evidence.
const profileEvidence = (proof: Proof): TailorEvidence => ({
	text: proof.text,
	source: proof.stated ? 'profile:stated' : `profile:${proof.section}`,
	...(proof.origin ? { origin: proof.origin } : {})
});

/** The label a resume writes before a list of its main skills, in the resume's own language. */
const CORE_SKILLS_LABEL = { en: 'Core skills', pt: 'Principais competências' } as const;

const PERSONAL_LABEL = {
	cpf: 'CPF number',
	rg: 'ID number',
	marital: 'marital status',
	birth: 'date of birth',
	age: 'age'
} as const;

function proposal(kind: SuggestionKind, target: string, before: string, after: string, evidence: TailorEvidence[], reason: string, code: string, params: Params): Proposal {
	return { kind, target, before, after, evidence, reason, code, params };
}

/** Longest job wording (in words) the tailor will put in place of the resume's own. */
const MAX_REPHRASE_WORDS = 3;

/**
 * Whether the job's wording may replace the resume's: another name for the same skill ("JS" →
 * "JavaScript", "Postgres" → "PostgreSQL"), never a narrower or qualified one ("Excel" →
 * "Advanced Excel", "GAAP" → "US GAAP"), which would claim more than the resume says.
 */
export function plainSynonym(resumeSurface: string, jobSurface: string): boolean {
	const ours = wordsOf(resumeSurface);
	const theirs = wordsOf(jobSurface);
	// A long phrase on either side carries detail of its own ("protótipos de alta fidelidade"): keep it.
	if (theirs.length > MAX_REPHRASE_WORDS || ours.length > MAX_REPHRASE_WORDS) return false;
	return !theirs.some((word) => ours.includes(word));
}

/**
 * The job's word in the resume's case: a plain word mid-sentence stays lower case ("Prototipação"
 * → "prototipação"), and one that replaces a capitalised word starts with a capital.
 */
function matchCase(jobSurface: string, resumeSurface: string): string {
	const plainWord = /^\p{Lu}[\p{Ll}\s]+$/u.test(jobSurface);
	if (plainWord && /^\p{Ll}/u.test(resumeSurface)) return jobSurface[0].toLowerCase() + jobSurface.slice(1);
	if (/^\p{Lu}/u.test(resumeSurface) && /^\p{Ll}/u.test(jobSurface)) return jobSurface[0].toUpperCase() + jobSurface.slice(1);
	return jobSurface;
}

/** A skill as a list item: "gestão de projetos" → "Gestão de projetos"; "dbt" and "iOS" stay as they are. */
function asListItem(surface: string, name: string): string {
	return /^\p{Lu}/u.test(name) && /^\p{Ll}/u.test(surface) ? surface[0].toUpperCase() + surface.slice(1) : surface;
}

/** How a text writes a skill, if it names it. */
function surfaceIn(texts: readonly string[], name: string): string | null {
	for (const text of texts) {
		const hit = findSkills(text).find((h) => h.name === name);
		if (hit) return hit.surface;
	}
	return null;
}

/**
 * Proposes safe changes to a resume for a job: reorder, emphasise and rephrase what the resume
 * already shows, add a job keyword only with evidence from the resume or the profile, and leave
 * out personal details. Every proposal quotes its evidence; a keyword with none is refused with
 * the reason. A claim (a skill the person asks to state) without evidence makes the whole call
 * fail with `unsupported_claim`: nothing is written from it. Pure and deterministic.
 */
export function tailorResume(input: TailorInput): { suggestions: Proposal[]; refused: Refusal[] } {
	const { resume, resumeText, job } = input;
	const keywords = jobKeywords(job);
	if (!keywords.length) {
		throw problem('insufficient_evidence', 'The job lists no skill or requirement to tailor the resume for.');
	}
	const subject = evidenceSubject({ resume, profile: input.profile, asOf: input.asOf ?? new Date().toISOString().slice(0, 7) });
	const proofs = subject.resume;
	const profileShows = (name: string) => (subject.profile.get(name) ?? []).map(profileEvidence);
	// A skill the person listed in the profile with no line that shows it: their word, not evidence.
	const onlyStated = (name: string) => {
		const proofs = subject.profile.get(name) ?? [];
		return proofs.length > 0 && proofs.every((proof) => proof.stated);
	};
	/** Adds a keyword the profile holds: "shows … with evidence", or "you said so" when the person only listed it. */
	const addFromProfile = (name: string, fromProfile: TailorEvidence[]) =>
		onlyStated(name)
			? addKeyword(name, fromProfile, 'add_keyword_stated', {}, (word) => `You listed ${word} in your profile, with nothing yet that shows it; add it to your skills list only if it is true.`)
			: addKeyword(name, fromProfile, 'add_keyword_profile', {}, (word) => `Your profile shows ${word} with evidence; add it to your skills list.`);
	const claims = new Map<string, string>();
	for (const raw of input.claims ?? []) claims.set(canonicalName(raw), raw.trim());

	const jobLines = [...job.job.requiredSkills, ...job.job.niceToHaveSkills];
	/** How the job writes a skill, when the job and the resume share a language. */
	const jobWord = (name: string) =>
		job.language === resume.language ? surfaceIn(jobLines.filter((s) => canonicalName(s.name) === name).map((s) => s.evidence), name) : null;
	/**
	 * How a suggestion writes a skill: the job's own word when it claims no more than the person's
	 * (a keyword search looks for it), else the person's own word, else the taxonomy's name.
	 */
	const display = (name: string, ownTexts: readonly string[]) => {
		const theirs = jobWord(name);
		const ours = surfaceIn(ownTexts, name);
		if (theirs && (!ours || phraseKey(ours) === phraseKey(theirs) || plainSynonym(ours, theirs))) return asListItem(theirs, name);
		return ours ? asListItem(ours, name) : name;
	};

	const emphasize: Proposal[] = [];
	const reorder: Proposal[] = [];
	const add: Proposal[] = [];
	const rephrase: Proposal[] = [];
	const remove: Proposal[] = [];
	const refused: Refusal[] = [];
	const unsupported: string[] = [];
	const held: { name: string; importance: KeywordImportance; proof: SkillProof }[] = [];

	// The skills the resume's skills section names in so many words (an implied umbrella is not listed).
	const skillsListed = resume.profile.skills
		.filter((skill) => skill.evidence.some((e) => e.section === 'skills' && findSkills(e.text).some((hit) => hit.name === skill.name)))
		.map((skill) => skill.name);
	const listed = new Set(skillsListed);

	/** `name` is canonical; the suggestion writes it as `display` does and keeps the canonical name in `params.skill`. */
	const addKeyword = (name: string, evidence: TailorEvidence[], code: string, params: Params, reason: (word: string) => string) => {
		const word = display(name, evidence.map((e) => e.text));
		add.push(proposal('add_keyword', 'skills', '', word, evidence.slice(0, 3), reason(word), code, { keyword: word, skill: name, ...params }));
	};

	for (const { name, importance } of keywords) {
		const coverage = coverageOf(name, subject);
		const fromProfile = profileShows(name);
		const claimed = claims.has(name);
		claims.delete(name);
		if (coverage.kind === 'exact' && coverage.proof.source === 'resume') {
			held.push({ name, importance, proof: coverage.proof });
			if (!listed.has(name)) {
				const shown = [...(proofs.get(name) ?? [])].sort((a, b) => Number(a.section === 'skills') - Number(b.section === 'skills'));
				addKeyword(
					name,
					shown.map(resumeEvidence),
					'add_keyword_shown',
					{ section: shown[0].section },
					(word) => `Your resume shows ${word} (in ${shown[0].section}) but does not name it in your skills list; add it there.`
				);
			}
			continue;
		}
		if (fromProfile.length) {
			addFromProfile(name, fromProfile);
			continue;
		}
		if (coverage.kind === 'mentioned') {
			if (claimed) {
				addKeyword(
					name,
					[resumeEvidence(coverage.proof)],
					'add_keyword_confirmed',
					{ section: coverage.proof.section },
					(word) => `You confirmed ${word}, and your resume mentions it in ${coverage.proof.section}; add it to your skills list.`
				);
			} else {
				refused.push({
					keyword: name,
					code: 'mentioned_once',
					params: { keyword: name, section: coverage.proof.section, evidence: coverage.proof.text },
					reason: `Your resume names ${name} only once, in passing (${coverage.proof.section}). Confirm it if you really use it, and it will be added.`
				});
			}
			continue;
		}
		if (claimed) unsupported.push(name);
		if (coverage.kind === 'related') {
			refused.push({
				keyword: name,
				code: 'related_only',
				params: { keyword: name, related: coverage.via, evidence: coverage.proof.text },
				reason: `Your resume shows ${coverage.via}, which is close to ${name}, but not ${name} itself. Add ${name} only if it is true: put it in your profile with evidence first.`
			});
		} else {
			refused.push({
				keyword: name,
				code: 'no_evidence',
				params: { keyword: name },
				reason: `Nothing in your resume or profile shows ${name}, so Rumo will not write it. Learn it, or add evidence to your profile if it is true.`
			});
		}
	}

	// Claims that are not job keywords: stated only with evidence from the resume or the profile.
	for (const [name, raw] of claims) {
		if (listed.has(name)) continue;
		const shown = proofs.get(name) ?? [];
		const fromProfile = profileShows(name);
		const line = shown.length || fromProfile.length ? null : lineNaming(resumeText, raw);
		if (shown.length) {
			addKeyword(
				name,
				shown.map(resumeEvidence),
				'add_keyword_confirmed',
				{ section: shown[0].section },
				(word) => `You confirmed ${word}, and your resume shows it in ${shown[0].section}; add it to your skills list.`
			);
		} else if (fromProfile.length) {
			addFromProfile(name, fromProfile);
		} else if (line) {
			addKeyword(raw, [{ text: line, source: 'resume' }], 'add_keyword_confirmed', { section: 'resume' }, (word) => `You confirmed ${word}, and your resume mentions it; add it to your skills list.`);
		} else unsupported.push(raw);
	}
	if (unsupported.length) {
		// Name each refused claim as the person typed it, and point at it (`claims.<index>`) so a form can mark it.
		const asked = input.claims ?? [];
		const refusedAt = unsupported.map((entry) => asked.findIndex((raw) => raw.trim() === entry || canonicalName(raw) === entry));
		const typed = refusedAt.map((index, i) => (index >= 0 ? asked[index].trim() : unsupported[i]));
		throw problem(
			'unsupported_claim',
			`Nothing in your resume or profile shows ${typed.join(', ')}, so Rumo will not write ${typed.length > 1 ? 'them' : 'it'}. If it is true, add it to your profile with evidence (a job, a project, a certificate), then tailor again.`,
			refusedAt.map((index, i) => ({ path: `claims.${index >= 0 ? index : i}`, message: `No evidence in your resume or profile for ${typed[i]}.` }))
		);
	}

	// Emphasise: the required skills the resume shows, named up front in the summary.
	const summary = resume.profile.basics.summary?.trim() ?? '';
	// Skills the headline or summary already name, in any of their words ("segurança do paciente").
	const opening = new Set(findSkills(`${resume.profile.basics.headline ?? ''}\n${summary}`).map((hit) => hit.name));
	const unsaid = held.filter((h) => h.importance === 'required' && !opening.has(h.name) && h.proof.section !== 'summary').slice(0, SUMMARY_SKILLS);
	if (unsaid.length) {
		const names = unsaid.map((h) => display(h.name, [h.proof.text, ...(proofs.get(h.name) ?? []).map((p) => p.text)])).join(', ');
		// A Spanish resume gets the English label: the tailor writes English and Portuguese only.
		const sentence = `${CORE_SKILLS_LABEL[resume.language === 'pt' ? 'pt' : 'en']}: ${names}.`;
		emphasize.push(
			proposal(
				'emphasize',
				'summary',
				summary,
				summary ? `${summary}${/[.!?]$/.test(summary) ? '' : '.'} ${sentence}` : sentence,
				unsaid.map((h) => resumeEvidence(h.proof)),
				`The job requires ${names}, and your resume shows ${unsaid.length > 1 ? 'them' : 'it'}; name ${unsaid.length > 1 ? 'them' : 'it'} in your summary so a reader sees ${unsaid.length > 1 ? 'them' : 'it'} first.`,
				'emphasize_summary',
				{ skills: names }
			)
		);
	}

	// Reorder the skills list: the ones the job asks for first, in the resume's own words.
	const wanted = new Map(held.map((h, index) => [h.name, { index, importance: h.importance }]));
	const listLines = [...new Set(resume.profile.skills.flatMap((skill) => skill.evidence.filter((e) => e.section === 'skills').map((e) => e.text.trim())))]
		.filter(Boolean)
		.sort((a, b) => resumeText.indexOf(a) - resumeText.indexOf(b));
	const listed4 = skillsListed.length >= 4;
	const skillsMove = listed4 ? reorderSkillsList(listLines, (name) => wanted.get(name)?.index) : null;
	if (skillsMove?.moved.length) {
		const first = skillsListed.filter((name) => wanted.has(name)).sort((a, b) => wanted.get(a)!.index - wanted.get(b)!.index);
		const names = first.map((name) => display(name, proofs.get(name)?.map((p) => p.text) ?? [])).join(', ');
		reorder.push(
			proposal(
				'reorder',
				'skills',
				skillsMove.before,
				skillsMove.after,
				skillsMove.moved.slice(0, 3).map((text) => ({ text, source: 'resume:skills' })),
				`Put the skills this job asks for first in your skills list: ${names}.`,
				'reorder_skills',
				{ skills: names }
			)
		);
	}

	// Reorder each recent role's bullets: the lines that show what the job asks for lead.
	const weight = new Map(keywords.map((k) => [k.name, k.importance === 'required' ? 2 : 1]));
	resume.profile.experiences.slice(0, ROLES_TO_REORDER).forEach((role, index) => {
		if (role.bullets.length < 2) return;
		const scored = role.bullets.map((bullet, at) => {
			const names = [...new Set(findSkills(bullet).map((hit) => hit.name))].filter((n) => weight.has(n) && wanted.has(n));
			return { bullet, at, names, score: names.reduce((sum, n) => sum + weight.get(n)!, 0) };
		});
		const sorted = [...scored].sort((a, b) => b.score - a.score || a.at - b.at);
		if (sorted[0].at === 0 || sorted[0].score === 0) return;
		const leading = sorted.filter((s) => s.score > 0 && s.at !== sorted.indexOf(s));
		const skills = [...new Set(sorted.filter((s) => s.score > 0).flatMap((s) => s.names))].join(', ');
		reorder.push(
			proposal(
				'reorder',
				`experience:${index}`,
				role.bullets.join('\n'),
				sorted.map((s) => s.bullet).join('\n'),
				(leading.length ? leading : sorted.slice(0, 1)).slice(0, 3).map((s) => ({ text: s.bullet, source: 'resume:experience' })),
				`In your role as ${role.title}${role.company ? ` at ${role.company}` : ''}, lead with the lines that show ${skills}.`,
				'reorder_bullets',
				{ title: role.title, company: role.company, skills }
			)
		);
	});

	// Rephrase: the same skill in the job's own words, so a keyword search finds it.
	if (job.language === resume.language) {
		for (const h of held) {
			const jobSurface = jobWord(h.name);
			if (!jobSurface || lineNaming(resumeText, jobSurface)) continue;
			const line = (proofs.get(h.name) ?? []).find((p) => p.section !== 'certifications');
			const resumeHit = line && findSkills(line.text).find((hit) => hit.name === h.name);
			if (!line || !resumeHit || !plainSynonym(resumeHit.surface, jobSurface)) continue;
			const word = matchCase(jobSurface, resumeHit.surface);
			rephrase.push(
				proposal(
					'rephrase',
					line.section,
					line.text,
					`${line.text.slice(0, resumeHit.start)}${word}${line.text.slice(resumeHit.end)}`,
					[resumeEvidence(line)],
					`The job writes "${word}" where your resume writes "${resumeHit.surface}" — the same skill. Use the job's word so a keyword search finds it.`,
					'rephrase_term',
					{ from: resumeHit.surface, to: word }
				)
			);
		}
	}

	// Remove: personal details nobody needs to judge the fit.
	for (const found of findPersonalData(resumeText)) {
		remove.push(
			proposal(
				'remove',
				'basics',
				found.line,
				'',
				[{ text: found.line, source: 'resume:basics' }],
				`Recruiters do not need your ${PERSONAL_LABEL[found.kind]} to judge your fit, and it can invite bias; leave it out.`,
				'remove_personal',
				{ detail: found.kind }
			)
		);
	}

	return { suggestions: [...emphasize, ...reorder, ...add, ...rephrase, ...remove], refused };
}
