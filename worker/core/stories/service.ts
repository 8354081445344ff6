import type { z } from 'zod';
import type { CoreEnv } from '../env';
import { problem } from '../http/problem';
import type { ClaimSupport } from '../engine/grounding/claims';
import { checkClaims } from '../engine/grounding/claims';
import { namedSkills } from '../engine/skills/matcher';
import { canonicalSkill, skillByName } from '../engine/skills/taxonomy';
import { foldText } from '../engine/text/normalize';
import { coverageOf, evidenceSubject } from '../evidence';
import { getJob as getPosting, hasJob, type JobExtraction } from '../job';
import { jobKeywords } from '../match';
import { listItems, type ProfileItem } from '../profile';
import { allResumes, getResume, mainResumeId, type ResumeExtraction } from '../resume';
import { findApplications, getJob as getApplication, type TrackerJob } from '../tracker';
import { FAMILIES, type Family } from './bank';
import { professionOf } from './profession';
import { buildQuestions, type RequirementView } from './questions';
import {
	STAR_PARTS,
	type Question,
	type QuestionsQuery,
	type StoriesQuery,
	type Story,
	type StoryCreate,
	type StoryDraft,
	type StoryDraftRequest,
	type StoryLanguage,
	type StoryPhraseRequest,
	type StoryPhrasing,
	type StoryUpdate
} from './schema';
import { draftStar, quotable, type PersonLine } from './star';
import { phraseStory } from './ai-phrase';

type In<T extends z.ZodType> = z.output<T>;

export const STORIES_TOPIC = 'stories';

const notFound = (id: string) => problem('not_found', `There is no story with id "${id}". It may have been deleted in another tab.`);

// ——— The person's own lines ———

const LIST_TYPES = new Set(['skill', 'language', 'link', 'education', 'certification']);

/** Sentences of a profile item's detail (the person may have written a paragraph). */
const sentences = (text: string) =>
	text
		.split(/(?<=[.!?])\s+(?=\p{Lu})|\n+/u)
		.map((s) => s.trim())
		.filter(Boolean);

/** The role's own title line in the resume's text ("Enfermeira Assistencial — Hospital …"), when it is there as written. */
function headerLine(lines: readonly string[], title: string, company: string | null): string | null {
	const t = foldText(title.trim());
	const c = company ? foldText(company.trim()) : null;
	if (!t) return null;
	return lines.find((line) => {
		const folded = foldText(line);
		return folded.includes(t) && (!c || folded.includes(c));
	}) ?? null;
}

/** Every line the person wrote that a story may quote: the resume's (if any), then the confirmed profile's. */
export function personLines(resume: ResumeExtraction | null, items: readonly ProfileItem[]): PersonLine[] {
	const out: PersonLine[] = [];
	const seen = new Set<string>();
	const push = (line: PersonLine) => {
		const key = foldText(quotable(line.text));
		if (!key || seen.has(key)) return;
		seen.add(key);
		out.push(line);
	};
	if (resume) {
		const source = (section: string) => ({ kind: 'resume' as const, section, resumeId: resume.id, profileItemId: null });
		const textLines = resume.text.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
		resume.profile.experiences.forEach((role, index) => {
			const group = `resume:${resume.id}:experience:${index}`;
			const header = headerLine(textLines, role.title ?? '', role.company ?? null);
			if (header) push({ text: header, source: source('experience'), group, header: true });
			for (const bullet of role.bullets) push({ text: bullet, source: source('experience'), group });
		});
		resume.profile.projects.forEach((project, index) => {
			const group = `resume:${resume.id}:project:${index}`;
			for (const sentence of sentences(project.description ?? '')) push({ text: sentence, source: source('projects'), group });
		});
		if (resume.profile.basics.summary) for (const sentence of sentences(resume.profile.basics.summary)) push({ text: sentence, source: source('summary'), group: null });
		for (const skill of resume.profile.skills) for (const evidence of skill.evidence) if (evidence.section === 'skills') push({ text: evidence.text, source: source('skills'), group: null, list: true });
	}
	for (const item of items) {
		const source = { kind: 'profile' as const, section: item.type, resumeId: null, profileItemId: item.id };
		const list = LIST_TYPES.has(item.type);
		const group = list ? null : `profile:${item.id}`;
		for (const evidence of item.evidence) push({ text: evidence.text, source, group, list });
		for (const sentence of sentences(item.detail)) push({ text: sentence, source, group, list });
	}
	return out;
}

/** What every story is checked against: the lines, and the employers, titles, degrees and certifications the person's records name. */
export function claimSupportOf(lines: readonly PersonLine[], resumes: readonly ResumeExtraction[], items: readonly ProfileItem[]): ClaimSupport {
	const present = (values: (string | null | undefined)[]) => [...new Set(values.map((v) => v?.trim() ?? '').filter(Boolean))];
	const of = (type: string) => items.filter((item) => item.type === type);
	return {
		texts: [...lines.map((line) => line.text), ...resumes.map((r) => r.text)],
		employers: present([...of('experience').map((i) => i.organization), ...resumes.flatMap((r) => r.profile.experiences.map((e) => e.company))]),
		titles: present([...of('experience').map((i) => i.title), ...resumes.flatMap((r) => [...r.profile.experiences.map((e) => e.title), r.profile.basics.headline])]),
		degrees: present([...of('education').map((i) => i.title), ...resumes.flatMap((r) => r.profile.education.map((e) => e.degree))]),
		certifications: present([...of('certification').map((i) => i.title), ...resumes.flatMap((r) => r.profile.certifications.map((c) => c.name))])
	};
}

/** The taxonomy's skills a requirement names ("PostgreSQL" for "Postgres", both for "SQL and Python"). */
export function requirementSkills(requirement: string): string[] {
	const whole = skillByName(requirement)?.name ?? canonicalSkill(requirement)?.name;
	return [...new Set([...(whole ? [whole] : []), ...namedSkills(requirement)])];
}

/** A posting by id, or the posting of an application by its id (a screen may hold either). */
async function postingOrApplication(env: CoreEnv, id: string): Promise<{ posting: JobExtraction | null; application: TrackerJob | null }> {
	if (await hasJob(env, id)) return { posting: await getPosting(env, id), application: null };
	const [application] = await findApplications(env, [id]);
	if (!application)
		throw problem('not_found', `There is no job or application with id "${id}". Read the posting (or save the application) first.`);
	return { posting: application.jobId ? await getPosting(env, application.jobId).catch(() => null) : null, application };
}

const languageOf = (posting: JobExtraction | null): StoryLanguage => (posting?.language === 'pt' ? 'pt-BR' : 'en');

// ——— Drafts ———

export async function draftStory(env: CoreEnv, body: In<typeof StoryDraftRequest>): Promise<StoryDraft> {
	const { posting } = await postingOrApplication(env, body.jobId);
	const resumeId = body.resumeId ?? (await mainResumeId(env));
	const [resume, items] = await Promise.all([resumeId ? getResume(env, resumeId) : null, listItems(env)]);
	if (!resume && !items.length)
		throw problem('missing_input', 'Your profile is empty and there is no resume to draft from. Read a resume or add items to your profile, then draft the story.');
	const lang = body.lang ?? languageOf(posting);
	const lines = personLines(resume, items);
	const skills = requirementSkills(body.requirement);
	const outcome = draftStar({ requirement: body.requirement, skills, lines, lang, support: claimSupportOf(lines, resume ? [resume] : [], items) });
	const warnings: StoryDraft['warnings'] = [];
	if (!outcome.parts.action.text)
		warnings.push({
			code: 'no_evidence',
			message: lang === 'pt-BR' ? `Nenhuma linha sua mostra "${body.requirement}". Escreva a história com suas palavras, ou trate como lacuna.` : `None of your lines shows "${body.requirement}". Write the story in your words, or treat it as a gap.`
		});
	for (const name of outcome.removed) warnings.push({ code: 'part_removed', message: `The ${name} was left empty: it named something your evidence does not show.` });
	return {
		jobId: body.jobId,
		requirement: body.requirement,
		skills,
		lang,
		parts: outcome.parts,
		candidates: outcome.candidates.map((line) => ({ text: line.text, source: line.source })),
		warnings
	};
}

// ——— The story bank ———

/** The person's lines from every stored resume and the profile: what a saved story (or a follow-up's AI wording) may state. */
export async function everySupport(env: CoreEnv): Promise<ClaimSupport> {
	const [resumes, items] = await Promise.all([allResumes(env), listItems(env)]);
	const lines = resumes.flatMap((resume) => personLines(resume, []));
	return claimSupportOf([...lines, ...personLines(null, items)], resumes, items);
}

/** Refuses a story that states a number, an employer or a title none of the person's evidence shows. */
async function checkStory(env: CoreEnv, story: Pick<Story, 'title' | 'parts'>): Promise<void> {
	const support = await everySupport(env);
	const errors: { path: string; message: string }[] = [];
	const check = (path: string, text: string) => {
		if (!text.trim()) return;
		for (const claim of checkClaims(text, support).unsupported) {
			if (claim.kind !== 'number' && claim.kind !== 'employer' && claim.kind !== 'title') continue;
			errors.push({ path, message: `"${claim.value}": none of your evidence shows this ${claim.kind}. Add it to your profile first, or leave it out.` });
		}
	};
	check('title', story.title);
	for (const name of STAR_PARTS) check(`parts.${name}.text`, story.parts[name].text);
	if (errors.length)
		throw problem('unsupported_claim', 'The story states something your resume and profile do not show. Add the evidence to your profile first, or take it out of the story.', errors);
}

async function checkApplications(env: CoreEnv, ids: readonly string[]): Promise<void> {
	const found = await findApplications(env, ids);
	const missing = ids.filter((_, i) => !found[i]);
	if (missing.length)
		throw problem('not_found', `There is no application with id "${missing[0]}". It may have been deleted in another tab.`, missing.map((id) => ({ path: 'applicationIds', message: `Unknown application ${id}` })));
}

const canonicalSkills = (skills: readonly string[]) => [...new Set(skills.map((s) => skillByName(s)?.name ?? canonicalSkill(s)?.name ?? s.trim()))];
const unknownCompetencies = (keys: readonly string[]) => keys.filter((key) => !key.startsWith('skill:') && !(key in COMPETENCY_KEYS));
import { COMPETENCIES as COMPETENCY_KEYS } from './bank';

function checkCompetencies(keys: readonly string[]): void {
	const unknown = unknownCompetencies(keys);
	if (unknown.length)
		throw problem('validation_failed', 'Some competencies are not in the question bank.', unknown.map((key) => ({ path: 'competencies', message: `Unknown competency "${key}"` })));
}

const savedPart = (part: { text: string; quote?: string | null }) => ({ text: part.text.trim(), quote: part.quote?.trim() || null });

export async function listStories(env: CoreEnv, query: In<typeof StoriesQuery>) {
	let rows = query.skill
		? await env.db.stories.where('skills').equals(skillByName(query.skill)?.name ?? canonicalSkill(query.skill)?.name ?? query.skill).toArray()
		: query.applicationId
			? await env.db.stories.where('applicationIds').equals(query.applicationId).toArray()
			: await env.db.stories.toArray();
	if (query.skill && query.applicationId) rows = rows.filter((s) => s.applicationIds.includes(query.applicationId!));
	const needle = foldText(query.q?.trim() ?? '');
	if (needle) rows = rows.filter((s) => foldText([s.title, s.requirement ?? '', ...STAR_PARTS.map((p) => s.parts[p].text)].join(' \u0000 ')).includes(needle));
	rows.sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : a.id < b.id ? 1 : -1));
	const start = query.cursor ? Number.parseInt(query.cursor, 10) : 0;
	if (query.cursor !== undefined && (!Number.isInteger(start) || start < 0 || String(start) !== query.cursor))
		throw problem('validation_failed', 'The page cursor is not valid. Start again from the first page.', [{ path: 'query.cursor', message: 'Unknown cursor' }]);
	const items = rows.slice(start, start + query.limit);
	return { items, total: rows.length, nextCursor: start + query.limit < rows.length ? String(start + query.limit) : null };
}

export async function getStory(env: CoreEnv, id: string): Promise<Story> {
	const story = await env.db.stories.get(id);
	if (!story) throw notFound(id);
	return story;
}

/** The AI's wording of a story's parts, under the claims guard (ai-phrase.ts); stores nothing. */
export async function phraseStoryParts(env: CoreEnv, body: z.output<typeof StoryPhraseRequest>, options: { signal?: AbortSignal } = {}): Promise<StoryPhrasing> {
	return phraseStory(env, { parts: body.parts, lang: body.lang, support: await everySupport(env) }, options);
}

export async function createStory(env: CoreEnv, body: In<typeof StoryCreate>): Promise<Story> {
	checkCompetencies(body.competencies);
	await checkApplications(env, body.applicationIds);
	const at = env.now().toISOString();
	const story: Story = {
		id: env.newId(),
		title: body.title,
		requirement: body.requirement,
		skills: canonicalSkills(body.skills),
		competencies: [...new Set(body.competencies)],
		applicationIds: [...new Set(body.applicationIds)],
		parts: { situation: savedPart(body.parts.situation), task: savedPart(body.parts.task), action: savedPart(body.parts.action), result: savedPart(body.parts.result) },
		lang: body.lang,
		origin: body.origin,
		createdAt: at,
		updatedAt: at,
		version: 1
	};
	await checkStory(env, story);
	await env.db.stories.add(story);
	env.notify(STORIES_TOPIC);
	return story;
}

export async function updateStory(env: CoreEnv, id: string, patch: In<typeof StoryUpdate>): Promise<Story> {
	if (patch.competencies) checkCompetencies(patch.competencies);
	if (patch.applicationIds) await checkApplications(env, patch.applicationIds);
	const current = await getStory(env, id);
	const next: Story = {
		...current,
		title: patch.title ?? current.title,
		requirement: patch.requirement !== undefined ? patch.requirement || null : current.requirement,
		skills: patch.skills ? canonicalSkills(patch.skills) : current.skills,
		competencies: patch.competencies ? [...new Set(patch.competencies)] : current.competencies,
		applicationIds: patch.applicationIds ? [...new Set(patch.applicationIds)] : current.applicationIds,
		parts: patch.parts
			? { situation: savedPart(patch.parts.situation), task: savedPart(patch.parts.task), action: savedPart(patch.parts.action), result: savedPart(patch.parts.result) }
			: current.parts,
		lang: patch.lang ?? current.lang,
		origin: patch.origin ?? current.origin,
		updatedAt: env.now().toISOString(),
		version: current.version + 1
	};
	// The claim check reads other tables: done before the write's transaction, which then re-checks the version.
	if (patch.title !== undefined || patch.parts) await checkStory(env, next);
	const table = env.db.stories;
	const saved = await env.db.transaction('rw', table, async () => {
		const row = await table.get(id);
		if (!row) throw notFound(id);
		if (row.version !== patch.version)
			throw problem('conflict', `This story was changed somewhere else (version ${row.version}, you sent ${patch.version}). Reload it to see the latest, then make your change again.`);
		if (row.version !== current.version) throw problem('conflict', 'This story changed while it was being saved. Reload it, then make your change again.');
		await table.put(next);
		return next;
	});
	env.notify(STORIES_TOPIC);
	return saved;
}

export async function deleteStory(env: CoreEnv, id: string): Promise<void> {
	const table = env.db.stories;
	await env.db.transaction('rw', table, async () => {
		if (!(await table.get(id))) throw notFound(id);
		await table.delete(id);
	});
	env.notify(STORIES_TOPIC);
}

// ——— Questions ———

export type QuestionsAnswer = {
	applicationId: string;
	jobId: string | null;
	family: Family;
	lang: StoryLanguage;
	items: Question[];
	total: number;
	prepare: number;
	nextCursor: null;
};

/** What the application's posting asks, read against the person's evidence: shown, related, or a gap. */
export function requirementViews(posting: JobExtraction | null, title: string, subject: ReturnType<typeof evidenceSubject> | null): RequirementView[] {
	const keywords = posting ? jobKeywords(posting) : namedSkills(title).map((name) => ({ name, importance: 'required' as const }));
	return keywords.map(({ name, importance }) => {
		const coverage = subject ? coverageOf(name, subject) : { kind: 'none' as const };
		return {
			name,
			importance,
			coverage: coverage.kind,
			via: coverage.kind === 'related' ? coverage.via : null,
			credential: coverage.kind === 'exact' && /^certification/.test(coverage.proof.section)
		};
	});
}

export async function applicationQuestions(env: CoreEnv, applicationId: string, query: In<typeof QuestionsQuery>): Promise<QuestionsAnswer> {
	const application = await getApplication(env, applicationId);
	const posting = application.jobId ? await getPosting(env, application.jobId).catch(() => null) : null;
	if (query.family && !(FAMILIES as readonly string[]).includes(query.family) && query.family !== 'general')
		throw problem('validation_failed', 'Unknown profession family.', [{ path: 'query.family', message: `Choose one of: ${FAMILIES.join(', ')}, general.` }]);
	const resumeId = query.resumeId ?? (await mainResumeId(env));
	const [resume, items, stories] = await Promise.all([resumeId ? getResume(env, resumeId) : null, listItems(env), env.db.stories.toArray()]);
	const subject = resume || items.length ? evidenceSubject({ resume, profile: items, asOf: env.now().toISOString().slice(0, 7) }) : null;
	const requirements = requirementViews(posting, application.title, subject);
	const family = (query.family as Family | undefined) ?? professionOf(posting?.job.title ?? application.title, requirements.map((r) => r.name));
	const lang = query.lang ?? languageOf(posting);
	const questions = buildQuestions({ lang, family, requirements, stories, applicationId });
	return { applicationId, jobId: posting?.id ?? null, family, lang, items: questions, total: questions.length, prepare: questions.filter((q) => q.prepare).length, nextCursor: null };
}
