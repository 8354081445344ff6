import { collectEvidence } from './evidence';
import { repositoryFacts } from './facts';
import { inIgnoredDir, keyFiles } from '../../engine/repository-files/key-files';
import { isDataLanguage, languageBytes, languageShares } from '../../engine/repository-files/languages';
import { findRisks } from './risks';
import { scoreRepository } from './scorecards';
import type { AnalysisNote, FileKind, RepoAnalysis, RepoInput } from './types';

// Kinds that can run into thousands (every test, every page of docs): a few show the pattern.
const LISTED_PER_KIND: Partial<Record<FileKind, number>> = { tests: 20, docs: 20 };
const LISTED_MAX = 200;

/**
 * The analysis of a repository as professional evidence: its languages, the skills it shows
 * (each pointing at a file and line), what a reviewer would flag, and five scorecards. Pure: the
 * same input gives the same answer, with no network and no storage ("now" is part of the input).
 */
export function analyzeRepository(input: RepoInput): RepoAnalysis {
	const facts = repositoryFacts(input);
	const notes: AnalysisNote[] = [];
	if (input.truncated) notes.push('tree_truncated');
	if (keyFiles(input.tree).some((path) => !Object.hasOwn(input.contents, path))) notes.push('files_skipped');

	const fromHost = Object.values(input.languages).some((bytes) => bytes > 0);
	if (!fromHost) notes.push('languages_from_extensions');
	const counted = languageBytes(input.tree, { skip: inIgnoredDir, contents: input.contents });
	// A host's data languages (some hosts count SQL or JSON) go with the data counted from the tree, the host's count first.
	const hostCode = Object.fromEntries(Object.entries(input.languages).filter(([name]) => !isDataLanguage(name)));
	const hostData = Object.fromEntries(Object.entries(input.languages).filter(([name]) => isDataLanguage(name)));
	const languages = languageShares(fromHost ? hostCode : counted.code);
	const dataLanguages = languageShares({ ...counted.data, ...hostData });

	const listed = new Map<FileKind, number>();
	const files: RepoAnalysis['files'] = [];
	for (const [path, kind] of facts.kinds) {
		const count = listed.get(kind) ?? 0;
		if (count >= (LISTED_PER_KIND[kind] ?? Number.POSITIVE_INFINITY) || files.length >= LISTED_MAX) continue;
		listed.set(kind, count + 1);
		files.push({ path, kind });
	}

	const { evidence, capped } = collectEvidence(facts, languages, input.tree);
	if (capped) notes.push('evidence_capped');

	return { languages, dataLanguages, files, evidence, risks: findRisks(facts, input), scorecards: scoreRepository(facts, input), notes };
}
