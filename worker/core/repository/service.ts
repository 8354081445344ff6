/**
 * Repository analysis as the API offers it: a public repository read from its host (fetch-repo.ts)
 * or a local folder the page read (local-folder.ts), analysed by the pure analysis/, stored one per
 * repository (store.ts). A failed request stores nothing: every problem is thrown before the write.
 */
import type { CoreEnv } from '../env';
import { problem } from '../http/problem';
import type { ReadContext } from '../engine/readers';
import { requireConsent } from '../settings';
import { analyzeRepository, type RepoAnalysis as PureAnalysis } from './analysis';
import { readAccount, readRepoBody, readRepoHead, stopIfCancelled } from './fetch-repo';
import { type AccountRef, accountReposUrl, type HostKind, languageUnit, parseRepoInput, type RepoMeta, type RepoRef } from './hosts';
import { hostOf } from './hosts/shared';
import { folderFingerprint, readLocalFolder } from './local-folder';
import type {
	AccountRepos, AnalysesQuery, AnalysisList, AnalysisNote, AnalysisSummary, AnalyzedRepo, AnalyzeRequest, LocalAnalyzeRequest, RepoAnalysis,
	StoredRepoAnalysis
} from './schema';
import { allAnalyses, answerOf, deleteAnalysisRow, findById, findByKey, findByKeys, keyOf, saveAnalysis } from './store';

/** A stored analysis this young is answered again when the host says nothing changed (CONTRACT: re-analysing asks only for what changed). */
export const REUSE_FOR_MS = 86_400_000;

export type Outcome = { analysis: RepoAnalysis; created: boolean };

// ---------------------------------------------------------------------------------------------
// Inputs

function invalidUrl(detail: string, params?: Record<string, string>) {
	return problem('invalid_url', detail, [{ path: 'repo', message: detail }], params);
}

/** What the person typed → the repository, or the contract's invalid_url with a sentence. */
export function repositoryOf(input: string, hint?: HostKind): RepoRef {
	const parsed = parseRepoInput(input, hint);
	if ('ref' in parsed) return parsed.ref;
	if ('account' in parsed) {
		const { account } = parsed;
		throw invalidUrl(`${account.owner} is an account, not a repository. Pick one of its repositories, or write ${account.owner}/name.`, {
			reason: 'account',
			owner: account.owner,
			kind: account.kind,
			host: hostOf(account.webBase)
		});
	}
	throw invalidUrl(parsed.detail, { reason: parsed.error });
}

/** An account (a user, an organisation, a GitLab group path like `team/sub`) → its ref, or invalid_url. */
export function accountOf(owner: string, hint?: HostKind): AccountRef {
	const parsed = parseRepoInput(owner, hint);
	if ('error' in parsed) throw invalidUrl(parsed.detail, { reason: parsed.error });
	let account: AccountRef;
	if ('account' in parsed) account = parsed.account;
	else if (parsed.ref.kind === 'gitlab') {
		// GitLab groups nest: `team/sub` is a group as much as a project path.
		const { name, ...rest } = parsed.ref;
		account = { ...rest, owner: `${rest.owner}/${name}` };
	} else throw invalidUrl(`${parsed.ref.owner}/${parsed.ref.name} is a repository, not an account. Write the account's name alone.`, { reason: 'repository' });
	try {
		accountReposUrl(account, 1);
	} catch {
		throw invalidUrl('This is not an account name. Write the name as it appears in the address of its page.', { reason: 'invalid_url' });
	}
	return account;
}

// ---------------------------------------------------------------------------------------------
// A hosted repository

function repoOf(meta: RepoMeta, kind: HostKind): AnalyzedRepo {
	return {
		host: meta.host,
		kind,
		owner: meta.owner,
		name: meta.name,
		url: meta.url,
		description: meta.description,
		stars: meta.stars,
		license: meta.license,
		pushedAt: meta.pushedAt,
		archived: meta.archived,
		fork: meta.fork,
		defaultBranch: meta.defaultBranch
	};
}

function metaOf(repo: AnalyzedRepo): RepoMeta {
	return {
		host: repo.host,
		owner: repo.owner ?? '',
		name: repo.name,
		url: repo.url ?? '',
		description: repo.description,
		stars: repo.stars,
		license: repo.license,
		pushedAt: repo.pushedAt,
		archived: repo.archived,
		defaultBranch: repo.defaultBranch,
		fork: repo.fork
	};
}

const sameRepo = (a: AnalyzedRepo, b: AnalyzedRepo) => (Object.keys(a) as (keyof AnalyzedRepo)[]).every((field) => a[field] === b[field]);

function analysisFields(result: PureAnalysis, bytesKnown: boolean) {
	return {
		languages: result.languages.map((language) => ({ ...language, bytes: bytesKnown ? language.bytes : null })),
		dataLanguages: result.dataLanguages.map((language) => ({ ...language, bytes: bytesKnown ? language.bytes : null })),
		files: result.files,
		evidence: result.evidence,
		risks: result.risks,
		scorecards: result.scorecards
	};
}

/**
 * Analyses a public repository, or answers the stored analysis when the host says nothing changed
 * since (a 304 to its ETag, or the same metadata) and it is younger than a day. `created`: no
 * analysis of this repository was stored before.
 */
export async function analyzeHosted(env: CoreEnv, body: AnalyzeRequest, context: ReadContext = {}): Promise<Outcome> {
	const ref = repositoryOf(body.repo, body.host);
	await requireConsent(env, 'codehost');
	const now = env.now();
	const at = now.toISOString();
	context.progress?.(0);

	const asked = await findByKey(env, keyOf(hostOf(ref.webBase), ref.owner, ref.name));
	const head = await readRepoHead(env, ref, asked?.source === 'host' ? asked.etag : null, now, context.signal);
	if (!head.meta && !asked) throw problem('source_unavailable', 'The code host gave an answer Rumo did not ask for. Try again in a few minutes.');
	const meta = head.meta ?? metaOf(asked!.repo);
	const repo = repoOf(meta, ref.kind);
	const key = keyOf(meta.host, meta.owner, meta.name);
	// A renamed repository is found again under its new name.
	const stored = asked?.key === key ? asked : await findByKey(env, key);
	context.progress?.(0.05);

	const unchanged = stored && (head.meta === null ? stored === asked : sameRepo(stored.repo, repo));
	if (stored && unchanged && now.getTime() - Date.parse(stored.analyzedAt) < REUSE_FOR_MS) {
		const row: StoredRepoAnalysis = { ...stored, checkedAt: at, etag: head.etag ?? stored.etag };
		await saveAnalysis(env, row);
		context.progress?.(1);
		const notes: AnalysisNote[] = [...row.notes.filter((note) => note !== 'unchanged_since'), 'unchanged_since'];
		return { analysis: { ...answerOf(row), notes }, created: false };
	}

	// Asked by the names the host gave (a renamed repository, other casing): no redirect to follow.
	const read = await readRepoBody(env, { ...ref, owner: meta.owner, name: meta.name }, meta, now, context);
	const result = analyzeRepository({ meta, languages: read.languages, tree: read.tree, truncated: read.truncated, contents: read.contents, public: true, now: at });
	stopIfCancelled(context.signal);
	const row: StoredRepoAnalysis = {
		id: stored?.id ?? env.newId(),
		key,
		etag: head.etag,
		repo,
		...analysisFields(result, languageUnit(ref.kind) === 'bytes'),
		public: true,
		source: 'host',
		analyzedAt: at,
		checkedAt: at,
		notes: result.notes,
		skipped: null
	};
	await saveAnalysis(env, row);
	context.progress?.(1);
	return { analysis: answerOf(row), created: !stored };
}

// ---------------------------------------------------------------------------------------------
// A local folder

/** Analyses a folder the page read: private evidence, never a network call. */
export async function analyzeLocal(env: CoreEnv, body: LocalAnalyzeRequest, context: ReadContext = {}): Promise<Outcome> {
	const now = env.now();
	const at = now.toISOString();
	context.progress?.(0);
	const { input, skipped } = readLocalFolder(body, now);
	if (input.tree.length === 0) {
		throw problem('insufficient_evidence', 'Nothing in this folder can be analysed: it holds only dependencies or build output. Choose the folder of the project itself.');
	}
	context.progress?.(0.3);
	const result = analyzeRepository(input);
	stopIfCancelled(context.signal);
	const key = keyOf('local', null, `${body.name}#${folderFingerprint(input.tree.map((file) => file.path))}`);
	// Analyses stored before folders had a fingerprint were keyed by the name alone: the first new reading takes their place.
	const stored = (await findByKey(env, key)) ?? (await findByKey(env, keyOf('local', null, body.name)));
	const row: StoredRepoAnalysis = {
		id: stored?.id ?? env.newId(),
		key,
		etag: null,
		repo: { host: 'local', kind: 'local', owner: null, name: body.name, url: null, description: null, stars: null, license: null, pushedAt: null, archived: false, fork: false, defaultBranch: null },
		...analysisFields(result, true),
		public: false,
		source: 'local',
		analyzedAt: at,
		checkedAt: at,
		notes: result.notes,
		skipped
	};
	await saveAnalysis(env, row);
	context.progress?.(1);
	return { analysis: answerOf(row), created: !stored };
}

// ---------------------------------------------------------------------------------------------
// Stored analyses

function summaryOf(row: StoredRepoAnalysis): AnalysisSummary {
	const scores = { documentation: 0, testing: 0, maintenance: 0, security: 0, community: 0 };
	for (const card of row.scorecards) scores[card.name] = card.score;
	const risks = { high: 0, medium: 0, low: 0 };
	for (const risk of row.risks) risks[risk.severity]++;
	return { id: row.id, repo: row.repo, analyzedAt: row.analyzedAt, public: row.public, source: row.source, scores, risks };
}

function decodeCursor(cursor: string): number {
	let offset = Number.NaN;
	try {
		offset = Number(atob(cursor));
	} catch {
		offset = Number.NaN;
	}
	if (!Number.isInteger(offset) || offset < 0) {
		throw problem('validation_failed', 'The page cursor is not valid. Start again from the first page.', [{ path: 'query.cursor', message: 'Unknown cursor' }]);
	}
	return offset;
}

export async function listAnalyses(env: CoreEnv, query: AnalysesQuery): Promise<AnalysisList> {
	const rows = await allAnalyses(env);
	const start = query.cursor ? decodeCursor(query.cursor) : 0;
	const page = rows.slice(start, start + query.limit);
	const end = start + page.length;
	return { items: page.map(summaryOf), total: rows.length, nextCursor: end < rows.length ? btoa(String(end)) : null };
}

const notFound = (id: string) => problem('not_found', `There is no stored analysis "${id}". It may have been deleted; analyse the repository again.`);

export async function getAnalysis(env: CoreEnv, id: string): Promise<RepoAnalysis> {
	const row = await findById(env, id);
	if (!row) throw notFound(id);
	return answerOf(row);
}

export async function deleteAnalysis(env: CoreEnv, id: string): Promise<void> {
	if (!(await deleteAnalysisRow(env, id))) throw notFound(id);
}

// ---------------------------------------------------------------------------------------------
// An account

/** An account's public repositories, for the person to pick which to analyse. */
export async function listAccountRepos(env: CoreEnv, owner: string, hint?: HostKind, context: ReadContext = {}): Promise<AccountRepos> {
	const account = accountOf(owner, hint);
	await requireConsent(env, 'codehost');
	const { repos, truncated } = await readAccount(env, account, env.now(), context.signal);
	const host = hostOf(account.webBase);
	const stored = new Map((await findByKeys(env, repos.map((repo) => keyOf(host, repo.owner, repo.name)))).map((row) => [row.key, row.id]));
	const items = repos.map((repo) => ({
		...repo,
		url: `${account.webBase}/${repo.owner.split('/').map(encodeURIComponent).join('/')}/${encodeURIComponent(repo.name)}`,
		analysisId: stored.get(keyOf(host, repo.owner, repo.name)) ?? null
	}));
	return {
		account: { host, kind: account.kind, owner: account.owner, url: `${account.webBase}/${account.owner.split('/').map(encodeURIComponent).join('/')}` },
		items,
		total: items.length,
		nextCursor: null,
		truncated
	};
}

// ---------------------------------------------------------------------------------------------
// For the portfolio

/** Every stored analysis, newest first, as the portfolio reads it: the answer, never the bookkeeping. */
export async function analysesForPortfolio(env: CoreEnv): Promise<RepoAnalysis[]> {
	return (await allAnalyses(env)).map(answerOf);
}
