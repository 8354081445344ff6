/**
 * The portfolio as a pure function of what it is read from: the profile (basics and items), the
 * stored repository analyses and the open applications. Nothing here stores or guesses: a skill
 * is listed only where the profile's evidence rules (evidence/profile-facts.ts) or the analysis'
 * file reading found it, and an application is "helped" only when it asks for such a skill.
 */
import { canonicalName, fromRepository, readProfile, type ProfileFacts } from '../evidence';
import type { ProfileBasics, ProfileItem } from '../profile';
import type { RepoAnalysis } from '../repository';
import type { OpenApplicationNeeds } from '../tracker';
import { foldText } from '../engine/text/normalize';
import { MAX_HELPS, type Portfolio, type PortfolioEntry, type PortfolioHelp, type PortfolioProof, type PortfolioSkill, type PortfolioSkillSummary } from './schema';

export type PortfolioInput = {
	basics: Pick<ProfileBasics, 'links'>;
	items: readonly ProfileItem[];
	analyses: readonly RepoAnalysis[];
	applications: readonly OpenApplicationNeeds[];
};

/** Two skill names are the same skill when their canonical names agree, whatever the case or accents. */
const skillKey = (name: string) => foldText(canonicalName(name));

const isWebAddress = (text: string) => /^https?:\/\/\S+$/i.test(text.trim());
/** A URL compared without its scheme, "www.", case or trailing slash. */
const sameAddress = (url: string) => url.trim().toLowerCase().replace(/^https?:\/\/(www\.)?/, '').replace(/\/+$/, '');

/** Where an analysis' own page is, or the words a local folder's evidence names it by. */
function analysisAddress(analysis: RepoAnalysis): string | null {
	return analysis.repo.url ? sameAddress(analysis.repo.url) : null;
}

/** Which analysis an item added from /repository came from: its address, or a local folder's name in its words. */
function analysisOfItem(item: ProfileItem, analyses: readonly RepoAnalysis[]): RepoAnalysis | null {
	const lines = item.evidence.filter(fromRepository);
	if (!lines.length) return null;
	for (const line of lines) {
		if (line.url) {
			const found = analyses.find((a) => analysisAddress(a) === sameAddress(line.url!));
			if (found) return found;
		}
	}
	// A local folder's evidence has no address; its words name the folder ("the folder ledger on this computer").
	const locals = analyses.filter((a) => a.repo.kind === 'local');
	for (const line of lines) {
		if (line.url) continue;
		const named = locals.find((a) => line.text.includes(a.repo.name) && (item.type !== 'project' || item.title === a.repo.name));
		if (named) return named;
	}
	return null;
}

/** The skills one profile item proves, each with its quotes: the same reading the analysis uses. */
function itemSkills(item: ProfileItem): PortfolioSkill[] {
	const named = readProfile([item as ProfileFacts]).named;
	return [...named].map(([name, quotes]) => ({
		name,
		proofs: quotes.filter((q) => !q.stated).map((q) => ({ text: q.text, path: null, line: null, code: null, params: {} })),
		inProfile: true
	}));
}

/** A repository's skills, each with the files and lines that show it. */
function analysisSkills(analysis: RepoAnalysis, added: ReadonlySet<string>): PortfolioSkill[] {
	const bySkill = new Map<string, { name: string; proofs: PortfolioProof[] }>();
	for (const row of analysis.evidence) {
		const key = skillKey(row.skill);
		const entry = bySkill.get(key) ?? { name: row.skill, proofs: [] };
		entry.proofs.push({ text: row.detail, path: row.path || null, line: row.line, code: row.code ?? null, params: row.params ?? {} });
		bySkill.set(key, entry);
	}
	return [...bySkill].map(([key, { name, proofs }]) => ({ name, proofs, inProfile: added.has(key) }));
}

type Need = { app: OpenApplicationNeeds; required: boolean };

/** Skill key → the open applications asking for it (required wins over nice to have). */
function needsBySkill(applications: readonly OpenApplicationNeeds[]): Map<string, Need[]> {
	const index = new Map<string, Need[]>();
	for (const app of applications) {
		const seen = new Map<string, Need>();
		for (const name of app.required) seen.set(skillKey(name), { app, required: true });
		for (const name of app.niceToHave) if (!seen.has(skillKey(name))) seen.set(skillKey(name), { app, required: false });
		for (const [key, need] of seen) {
			const list = index.get(key) ?? [];
			list.push(need);
			index.set(key, list);
		}
	}
	return index;
}

/** The open applications that ask for one of `skills`, with the skills each asks for; required first. */
function helpsOf(skills: readonly PortfolioSkill[], needs: ReadonlyMap<string, Need[]>): PortfolioHelp[] {
	const byApp = new Map<string, PortfolioHelp>();
	for (const skill of skills) {
		for (const { app, required } of needs.get(skillKey(skill.name)) ?? []) {
			const help = byApp.get(app.id) ?? { trackerJobId: app.id, title: app.title, company: app.company, status: app.status, skills: [], required: false };
			if (!help.skills.includes(skill.name)) help.skills.push(skill.name);
			help.required ||= required;
			byApp.set(app.id, help);
		}
	}
	return [...byApp.values()].sort(
		(a, b) => Number(b.required) - Number(a.required) || b.skills.length - a.skills.length || a.title.localeCompare(b.title) || a.trackerJobId.localeCompare(b.trackerJobId)
	);
}

type Draft = Omit<PortfolioEntry, 'helps' | 'helpsTotal' | 'ambiguous'>;

export function buildPortfolio(input: PortfolioInput): Portfolio {
	const { items, analyses } = input;
	const drafts: Draft[] = [];

	// Items added from an analysis are shown with it (its skills marked "in your profile"), not twice.
	const addedFrom = new Map<string, Set<string>>();
	const projectOf = new Map<string, ProfileItem>();
	const folded = new Set<string>();
	for (const item of items) {
		const analysis = analysisOfItem(item, analyses);
		if (!analysis) continue;
		if (item.type === 'project') {
			if (!projectOf.has(analysis.id)) projectOf.set(analysis.id, item);
			folded.add(item.id);
			continue;
		}
		if (item.type === 'skill') {
			const set = addedFrom.get(analysis.id) ?? new Set<string>();
			set.add(skillKey(item.title));
			addedFrom.set(analysis.id, set);
		}
	}

	for (const analysis of analyses) {
		const local = analysis.repo.kind === 'local';
		const project = projectOf.get(analysis.id) ?? null;
		drafts.push({
			id: `analysis:${analysis.id}`,
			kind: local ? 'folder' : 'repository',
			title: analysis.repo.owner ? `${analysis.repo.owner}/${analysis.repo.name}` : analysis.repo.name,
			detail: analysis.repo.description ?? '',
			url: local ? null : analysis.repo.url,
			public: analysis.public && !local,
			from: local ? 'folder' : 'repository',
			origin: null,
			host: local ? null : analysis.repo.host,
			profileItemId: project?.id ?? null,
			analysisId: analysis.id,
			skills: analysisSkills(analysis, addedFrom.get(analysis.id) ?? new Set()),
			updatedAt: analysis.analyzedAt
		});
	}

	const linked = new Set<string>();
	for (const item of items) {
		if (folded.has(item.id) || (item.type !== 'project' && item.type !== 'link')) continue;
		const url = item.evidence.find((e) => e.url)?.url ?? [item.title, item.detail].find(isWebAddress)?.trim() ?? null;
		if (item.type === 'link' && url) linked.add(sameAddress(url));
		drafts.push({
			id: `item:${item.id}`,
			kind: item.type,
			title: item.title,
			detail: item.detail,
			url,
			// A link the person put in their profile is theirs to show; other evidence only when marked public.
			public: item.evidence.some((e) => e.public) || (item.type === 'link' && url !== null),
			from: 'profile',
			origin: item.origin,
			host: null,
			profileItemId: item.id,
			analysisId: null,
			skills: itemSkills(item),
			updatedAt: item.updatedAt
		});
	}
	input.basics.links.forEach((url, index) => {
		if (linked.has(sameAddress(url))) return;
		linked.add(sameAddress(url));
		drafts.push({
			id: `link:${index}`,
			kind: 'link',
			title: url,
			detail: '',
			url,
			public: true,
			from: 'profile',
			origin: 'manual',
			host: null,
			profileItemId: null,
			analysisId: null,
			skills: [],
			updatedAt: null
		});
	});

	const needs = needsBySkill(input.applications);
	const entries: PortfolioEntry[] = drafts.map((draft) => {
		const helps = helpsOf(draft.skills, needs);
		return { ...draft, ambiguous: draft.kind !== 'link' && draft.skills.length === 0, helps: helps.slice(0, MAX_HELPS), helpsTotal: helps.length };
	});
	entries.sort((a, b) => b.helpsTotal - a.helpsTotal || (b.updatedAt ?? '').localeCompare(a.updatedAt ?? '') || a.id.localeCompare(b.id));
	return { entries, skills: skillSummary(entries, needs), openApplications: input.applications.length };
}

/** Every skill the entries prove, with the entries that prove it and how many open applications ask for it. */
function skillSummary(entries: readonly PortfolioEntry[], needs: ReadonlyMap<string, Need[]>): PortfolioSkillSummary[] {
	const byKey = new Map<string, PortfolioSkillSummary>();
	for (const entry of entries) {
		for (const skill of entry.skills) {
			const key = skillKey(skill.name);
			const summary = byKey.get(key) ?? { name: skill.name, entries: [], public: false, jobs: needs.get(key)?.length ?? 0 };
			if (!summary.entries.includes(entry.id)) summary.entries.push(entry.id);
			summary.public ||= entry.public;
			byKey.set(key, summary);
		}
	}
	return [...byKey.values()].sort((a, b) => b.jobs - a.jobs || b.entries.length - a.entries.length || a.name.localeCompare(b.name));
}
