import type { CoreEnv } from '../env';
import { problem } from '../http/problem';
import { DROP_REASONS, type DropReason } from '../engine/grounding/grounding';
import type { AiRun } from '../ai';
import type { AiFallbackReason } from '../ai';
import { coverageOf, proofsOf, type EvidenceSubject, type Proof } from '../evidence';
import type { JobExtraction } from '../job';
import { getJob } from '../job';
import { matchInputs } from '../match';
import { jobKeywords } from '../match';
import { listItems, readBasics } from '../profile';
import { getResume, mainResumeId } from '../resume';
import { aiLetter, letterRequestText, type ClaimFacts } from './ai-draft';
import { MAX_EVIDENCE_SENTENCES, plainLetter, type EvidenceLine } from './plain';
import type { DraftAnswer, DraftRequest, LetterDraft, LetterLanguage } from './schema';

/*
 * Drafting a job's letter (issue 17). The evidence lines are chosen by the same evidence service
 * the analysis uses: for each of the job's requirements the person's evidence holds (never one only
 * related or stated without a line), the strongest line that shows it. The plain draft quotes them;
 * the AI draft is written from them alone and checked against them. Nothing here is stored.
 */

/** Which of the person's lines make the strongest quote: work done before a list of names. */
const SECTION_RANK: Record<string, number> = { experience: 0, project: 0, projects: 0, achievement: 0, summary: 1, certifications: 2, certification: 2, education: 3 };
const rankOf = (proof: Proof) => SECTION_RANK[proof.section] ?? 4;

/** The job's language as the letter's: a Portuguese posting gets a letter in Brazilian Portuguese. */
export const letterLanguageOf = (job: JobExtraction): LetterLanguage => (job.language === 'pt' ? 'pt-BR' : 'en');

/**
 * The person's lines for a job: one per met requirement (required ones first), lines that show
 * several requirements named once with all of them, at most MAX_EVIDENCE_SENTENCES.
 */
export function evidenceLines(subject: EvidenceSubject, job: JobExtraction): EvidenceLine[] {
	const byText = new Map<string, EvidenceLine & { required: boolean; rank: number; order: number }>();
	let order = 0;
	for (const { name, importance } of jobKeywords(job)) {
		if (coverageOf(name, subject).kind !== 'exact') continue;
		const proofs = proofsOf(name, subject).filter((proof) => !proof.stated && proof.text.trim());
		const best = proofs.sort((a, b) => rankOf(a) - rankOf(b))[0];
		if (!best) continue;
		const known = byText.get(best.text);
		if (known) {
			if (!known.skills.includes(name)) known.skills.push(name);
			known.required ||= importance === 'required';
			continue;
		}
		byText.set(best.text, { skills: [name], text: best.text, section: best.section, required: importance === 'required', rank: rankOf(best), order: order++ });
	}
	return [...byText.values()]
		.sort((a, b) => Number(b.required) - Number(a.required) || a.rank - b.rank || b.skills.length - a.skills.length || a.order - b.order)
		.slice(0, MAX_EVIDENCE_SENTENCES)
		.map(({ skills, text, section }) => ({ skills, text, section }));
}

/** Employers, titles, degrees and certifications the person's own records name: what a letter may name. */
async function recordedFacts(env: CoreEnv, resumeId: string | null): Promise<Omit<ClaimFacts, 'lines' | 'job'>> {
	const [items, resume, basics] = await Promise.all([listItems(env), resumeId ? getResume(env, resumeId) : null, readBasics(env)]);
	const of = (type: string) => items.filter((item) => item.type === type);
	const present = (values: (string | null | undefined)[]) => [...new Set(values.map((v) => v?.trim() ?? '').filter(Boolean))];
	return {
		name: basics.name?.trim() || resume?.profile.basics.name?.trim() || null,
		employers: present([...of('experience').map((i) => i.organization), ...(resume?.profile.experiences.map((e) => e.company) ?? [])]),
		titles: present([...of('experience').map((i) => i.title), ...(resume?.profile.experiences.map((e) => e.title) ?? []), basics.headline, resume?.profile.basics.headline]),
		degrees: present([...of('education').map((i) => i.title), ...(resume?.profile.education.map((e) => e.degree) ?? [])]),
		certifications: present([...of('certification').map((i) => i.title), ...(resume?.profile.certifications.map((c) => c.name) ?? [])])
	};
}

/** Who signs the letter: the profile's basics, else the main resume's, field by field. */
export async function letterSender(env: CoreEnv): Promise<{ name: string | null; contact: string[] }> {
	const basics = await readBasics(env);
	const mainId = await mainResumeId(env);
	const resume = mainId ? (await getResume(env, mainId)).profile.basics : null;
	const pick = (own: string | null | undefined, other: string | null | undefined) => own?.trim() || other?.trim() || null;
	const links = basics.links.length ? basics.links : (resume?.links ?? []);
	const contact = [pick(basics.email, resume?.email), pick(basics.phone, resume?.phone), pick(basics.location, resume?.location), ...links];
	return { name: pick(basics.name, resume?.name), contact: contact.filter((item): item is string => !!item) };
}

const noDrops = (): Record<DropReason, number> => Object.fromEntries(DROP_REASONS.map((reason) => [reason, 0])) as Record<DropReason, number>;

/** The run of a draft no AI wrote: why (the provider's outcome), and who was asked when someone was. */
function plainRun(reason: AiFallbackReason | null, detail: string | null, who: { provider: string | null; model: string | null } = { provider: null, model: null }): AiRun {
	return { used: false, ...who, state: 'fallback', reason, detail, dropped: { total: 0, byReason: noDrops() } };
}

type DraftOptions = { signal?: AbortSignal; timeoutMs?: number };

/**
 * A draft for the job: plain unless `ai` is asked; an AI answer that fails, or leaves nothing the
 * evidence shows, falls back to the plain draft and says why. 404 for an unknown job or resume,
 * 422 `missing_input` when neither a resume nor the profile holds anything.
 */
export async function draftLetter(env: CoreEnv, jobId: string, body: DraftRequest, options: DraftOptions = {}): Promise<DraftAnswer> {
	const job = await getJob(env, jobId);
	// The main resume when none is named: the letter should rest on everything the person has.
	const resumeId = body?.resumeId ?? (await mainResumeId(env)) ?? undefined;
	if (!resumeId && !(await listItems(env)).length)
		throw problem('missing_input', 'Your profile is empty and there is no resume to draft from. Read a resume or add items to your profile, then write the letter.');
	const { subject } = await matchInputs(env, { jobId, resumeId });
	const lang = body?.lang ?? letterLanguageOf(job);
	const lines = evidenceLines(subject, job);
	const facts = await recordedFacts(env, resumeId ?? null);
	const plain: LetterDraft = plainLetter({ lang, name: facts.name, title: job.job.title, company: job.job.company, lines });
	const claimFacts: ClaimFacts = { ...facts, lines, job: { title: job.job.title, company: job.job.company } };
	const aiText = letterRequestText(job, claimFacts, lang);
	// A plain draft the person asked for is no fallback of anything: no reason to show.
	if (!body?.ai) return { ...plainRun(null, null), draft: plain, removed: [], aiText };
	const written = await aiLetter(env, { lang, job, facts: claimFacts }, options);
	if (!written.ok) return { ...plainRun(written.reason, written.detail, written), draft: plain, removed: written.removed, aiText };
	return {
		used: true,
		provider: written.provider,
		model: written.model,
		state: 'used',
		reason: null,
		detail: null,
		dropped: { total: written.removed.length, byReason: { ...noDrops(), field_not_in_text: written.removed.length } },
		draft: written.draft,
		removed: written.removed,
		aiText
	};
}
