/**
 * What the repository screen says of an evidence and a risk, and what "Add to profile" stores:
 * words made of the core's codes and params (worker/core/repository/analysis/codes-schema.ts), in the
 * language on screen. Analyses stored before codes existed carry only the core's English `detail`,
 * and are shown with it. Pure (no runes, no api): repository-evidence-words.test.ts proves it.
 */
import { REPOSITORY_EVIDENCE_SOURCE } from '$core/evidence/sources-schema';
import type { MessageKey } from '$lib/i18n/i18n.svelte';
import type { RepoAnalysis } from '$lib/api/repository';
import type { ProfileItemInput } from '$lib/api/profile';
import { EVIDENCE_CODES, SECRET_KINDS, type EvidenceCode, type SecretKind } from '$core/repository/analysis/codes-schema';
import { repoAddress, wordsText, type RepoEvidence, type RepoRisk, type Translate, type Words } from './repository-view';

type Params = Record<string, string | number>;

const has = <T extends string>(list: readonly T[], value: unknown): value is T => typeof value === 'string' && (list as readonly string[]).includes(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

// Template keys, so the check fails when a code of the core has no message.
const evidenceKey = (code: EvidenceCode): MessageKey => `repository.evidence.code.${code}`;
const secretKey = (kind: SecretKind): MessageKey => `repository.secret.${kind}`;

// ---------------------------------------------------------------------------------------------
// Risks

export const severityKey = (severity: RepoRisk['severity']): MessageKey => `repository.severity.${severity}`;

/**
 * A risk in words. The secret itself is never in a risk (the core keeps only its kind, file and
 * line), so these words cannot show it either. A risk without the params its words need (stored
 * before they existed, or of a code this screen does not know) keeps the core's sentence.
 */
export function riskWords(risk: RepoRisk): Words {
	const params: Params = risk.params ?? {};
	const path = isText(params.path) ? params.path : risk.path;
	switch (risk.code) {
		case 'secret_committed':
			if (path && typeof params.line === 'number' && isText(params.kind)) {
				// A kind added to the core after this screen still reads as "a secret".
				const what = has(SECRET_KINDS, params.kind) ? secretKey(params.kind) : 'repository.secret.other';
				return { key: 'repository.risk.secret', params: { line: params.line, path }, terms: { what } };
			}
			// A file of a kind that holds keys, not read: the core gives its path and nothing else.
			if (risk.params && path && !('kind' in params)) return { key: 'repository.risk.secretFile', params: { path } };
			break;
		case 'secret_example':
			if (path && typeof params.line === 'number' && isText(params.kind)) {
				const what = has(SECRET_KINDS, params.kind) ? secretKey(params.kind) : 'repository.secret.other';
				return { key: 'repository.risk.secretExample', params: { line: params.line, path }, terms: { what } };
			}
			break;
		case 'env_file_committed':
			if (path) return { key: 'repository.risk.env_file_committed', params: { path } };
			break;
		case 'stale':
			if (typeof params.years === 'number') return { plural: 'repository.risk.stale', count: params.years };
			break;
		case 'no_readme':
		case 'no_license':
		case 'no_tests':
		case 'archived':
			return { key: `repository.risk.${risk.code}` };
	}
	return { text: risk.detail };
}

// ---------------------------------------------------------------------------------------------
// Evidence

// The params each code's words need; a file's own code needs none (its place is said apart).
const NEEDS: Partial<Record<EvidenceCode, string[]>> = {
	dependency: ['name'],
	dev_dependency: ['name'],
	readme_mention: ['surface'],
	language_share: ['language', 'percent']
};

/** What an evidence shows, without its place (the place is said apart: file and line). */
export function evidenceWords(evidence: RepoEvidence): Words {
	const { code, params } = evidence;
	if (!params || !has(EVIDENCE_CODES, code) || !(NEEDS[code] ?? []).every((name) => name in params)) return { text: evidence.detail };
	if ((code === 'dependency' || code === 'dev_dependency') && isText(params.version)) {
		return { key: `repository.evidence.code.${code}.version`, params: { name: params.name, version: params.version } };
	}
	return { key: evidenceKey(code), params };
}

/** Where an evidence is: "package.json line 14", a file, or the repository as a whole. */
export function evidencePlace(evidence: Pick<RepoEvidence, 'path' | 'line'>): Words {
	if (!evidence.path) return { key: 'repository.evidence.place.repository' };
	if (evidence.line !== null) return { key: 'repository.evidence.place.line', params: { path: evidence.path, line: evidence.line } };
	return { text: evidence.path };
}

// ---------------------------------------------------------------------------------------------
// Add to profile

/**
 * The sentence an evidence is stored with in the profile: its file and line, what it shows and
 * where the repository is — `package.json line 14: dependency "react" ^18.2.0 — github.com/ana/site`.
 * A local folder is named as such, never by a path on the disk.
 */
export function evidenceText(evidence: RepoEvidence, repo: RepoAnalysis['repo'], t: Translate): string {
	const where = repo.kind === 'local' ? t('repository.profile.localWhere', { name: repo.name }) : repoAddress(repo);
	return `${wordsText(evidencePlace(evidence), t)}: ${wordsText(evidenceWords(evidence), t)} — ${where}`;
}

/**
 * Where the profile's evidence came from (lib/format/evidence-origin.ts reads the part before ':');
 * the core's evidence rules count a skill item from this source as shown by its file.
 */
export const EVIDENCE_SOURCE = REPOSITORY_EVIDENCE_SOURCE;

/**
 * What "Add to profile" stores: one skill per chosen evidence (public with the repository's
 * address, or private without a link for a local folder), and the project itself if asked. Only
 * what was chosen: nothing else of the analysis enters the profile.
 */
export function profileItems(analysis: Pick<RepoAnalysis, 'repo' | 'evidence' | 'public'>, chosen: Iterable<number>, withProject: boolean, t: Translate): ProfileItemInput[] {
	const isPublic = analysis.public && analysis.repo.kind !== 'local';
	const url = isPublic ? analysis.repo.url : null;
	const picked = [...new Set(chosen)].sort((a, b) => a - b).flatMap((index) => (analysis.evidence[index] ? [analysis.evidence[index]] : []));
	const items: ProfileItemInput[] = picked.map((evidence) => ({
		type: 'skill',
		title: evidence.skill,
		evidence: [{ text: evidenceText(evidence, analysis.repo, t), source: EVIDENCE_SOURCE, public: isPublic, url }],
		origin: 'imported'
	}));
	if (withProject) {
		const repo = analysis.repo;
		const text = isPublic ? t('repository.profile.projectPublic', { where: repoAddress(repo) }) : t('repository.profile.projectLocal', { name: repo.name });
		items.push({
			type: 'project',
			title: repo.name,
			detail: repo.description ?? '',
			skills: [...new Set(picked.map((evidence) => evidence.skill))],
			evidence: [{ text, source: EVIDENCE_SOURCE, public: isPublic, url }],
			origin: 'imported'
		});
	}
	return items;
}
