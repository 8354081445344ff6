import { domainOf } from '../../engine/skills/categories';
import { findSkills } from '../../engine/skills/matcher';
import { skillsOfDependency } from './dependency-skills';
import type { RepoFacts } from './facts';
import { inIgnoredDir } from '../../engine/repository-files/key-files';
import { fileRulesFor, skillOfLanguage } from './file-skills';
import { excludedFromShares, languageOf } from '../../engine/repository-files/languages';
import { lineAt } from './text-lines';
import type { CodeParams, RepoEvidence, RepoFile, RepoLanguage } from './types';

/** At most this many skills: a repository shows a stack, not a whole résumé. */
export const EVIDENCE_CAP = 40;

/** A language shows a skill only when it is at least this share of the code (a stray script is no skill). */
export const LANGUAGE_MIN_SHARE = 0.05;

// README text is read up to here: a README longer than this is a manual, and the rest adds noise.
const README_MAX_CHARS = 60_000;

/**
 * Skills every hosted repository "mentions" (its host, its version control) or that say nothing
 * of the code: found in a README they are no evidence.
 */
const README_NOISE = new Set(['Git', 'GitHub', 'GitLab', 'Bitbucket', 'Version control', 'Open source', 'Software development', 'Code review']);

// Versions are shown only when they look like versions: a git URL in package.json may carry a token.
const PLAIN_VERSION = /^[\w.^~<>=!*, |-]{1,40}$/;

/**
 * The README's prose: images and HTML tags are blanked (same length, so offsets and lines stay
 * true). Badges are images whose alt text names tools ("npm version", "Docker pulls") the author
 * may not use; URLs need nothing here, the tokenizer already skips them.
 */
export function readableReadme(text: string): string {
	const blank = (match: string) => match.replace(/[^\n]/g, ' ');
	return text
		.slice(0, README_MAX_CHARS)
		.replace(/!\[[^\]\n]*\]\([^)\n]*\)/g, blank)
		.replace(/<[^>\n]+>/g, blank);
}

/**
 * The largest file of a language, to show where a language's share comes from; '' (the repository)
 * when none fits. Files the shares leave out (a bundle in dist/, a generated client) are no example.
 */
function largestFileOf(language: string, tree: RepoFile[]): string {
	let best: RepoFile | null = null;
	for (const file of tree) {
		if (file.kind === 'dir' || languageOf(file.path) !== language || inIgnoredDir(file.path) || excludedFromShares(file.path)) continue;
		if (!best || (file.size ?? 0) > (best.size ?? 0)) best = file;
	}
	return best?.path ?? '';
}

/**
 * Skills the repository shows, one evidence per skill, strongest source first: a declared
 * dependency (the author chose it, on a line one can check) outranks a tool's file, which outranks
 * a README's words, which outrank a language's share (the hosts' count, no line to point at).
 * Every name is a canonical taxonomy name. Each evidence says what it is twice: a code with its
 * params (codes.ts), which the screen words in the person's language, and the English `detail`.
 */
export function collectEvidence(facts: RepoFacts, languages: RepoLanguage[], tree: RepoFile[]): { evidence: RepoEvidence[]; capped: boolean } {
	const bySkill = new Map<string, RepoEvidence>();
	const add = (skill: string, evidence: Omit<RepoEvidence, 'skill'>) => {
		// Each row its own params: one dependency can show several skills.
		if (!bySkill.has(skill)) bySkill.set(skill, { skill, ...evidence, params: { ...evidence.params } });
	};

	// Runtime dependencies before development ones: "react" shows more than "@testing-library/react".
	const dependencies = [...facts.dependencies.filter((dependency) => !dependency.dev), ...facts.dependencies.filter((dependency) => dependency.dev)];
	for (const dependency of dependencies) {
		const version = dependency.version && PLAIN_VERSION.test(dependency.version) ? dependency.version : null;
		const detail = `${dependency.dev ? 'dev dependency' : 'dependency'} "${dependency.name}"${version ? ` ${version}` : ''} in ${dependency.path}`;
		const params: CodeParams = { name: dependency.name, ecosystem: dependency.ecosystem, path: dependency.path, line: dependency.line };
		if (version) params.version = version;
		const code = dependency.dev ? 'dev_dependency' : 'dependency';
		for (const skill of skillsOfDependency(dependency.ecosystem, dependency.name)) add(skill, { code, path: dependency.path, detail, line: dependency.line, params });
	}

	for (const path of facts.paths) {
		for (const rule of fileRulesFor(path)) {
			for (const skill of rule.skills) add(skill, { code: rule.code, path, detail: `${rule.detail} in ${path}`, line: null, params: { path } });
		}
	}

	const readme = facts.readme;
	if (readme?.text) {
		const text = readableReadme(readme.text);
		for (const hit of findSkills(text)) {
			if (domainOf(hit.category) !== 'technology' || README_NOISE.has(hit.name)) continue;
			const line = lineAt(text, hit.start);
			const params = { surface: hit.surface, path: readme.path, line };
			add(hit.name, { code: 'readme_mention', path: readme.path, detail: `${readme.path} mentions "${hit.surface}"`, line, params });
		}
	}

	for (const language of languages) {
		if (language.share < LANGUAGE_MIN_SHARE) continue;
		const skill = skillOfLanguage(language.name);
		if (!skill) continue;
		const percent = Math.round(language.share * 100);
		const params = { language: language.name, percent };
		add(skill, { code: 'language_share', path: largestFileOf(language.name, tree), detail: `${language.name} is ${percent}% of the code`, line: null, params });
	}

	const all = [...bySkill.values()];
	return { evidence: all.slice(0, EVIDENCE_CAP), capped: all.length > EVIDENCE_CAP };
}
