/**
 * The stored analyses (table `repoAnalyses`): one per repository or local folder, found by its key
 * (`github.com/owner/name`, `gitlab.example.org/group/sub/name`, `local/name#top-level-hash`, lower-cased: the
 * hosts treat names without regard to case), replaced when it is analysed again.
 */
import type { CoreEnv } from '../env';
import type { RepoAnalysis, StoredRepoAnalysis } from './schema';

export const REPOSITORY_TOPIC = 'repository';

export function keyOf(host: string, owner: string | null, name: string): string {
	return [host, owner, name]
		.filter((part): part is string => part !== null && part !== '')
		.join('/')
		.toLowerCase();
}

export async function findByKey(env: CoreEnv, key: string): Promise<StoredRepoAnalysis | undefined> {
	return env.db.repoAnalyses.where('key').equals(key).first();
}

export async function findByKeys(env: CoreEnv, keys: string[]): Promise<StoredRepoAnalysis[]> {
	return keys.length ? env.db.repoAnalyses.where('key').anyOf(keys).toArray() : [];
}

export async function findById(env: CoreEnv, id: string): Promise<StoredRepoAnalysis | undefined> {
	return env.db.repoAnalyses.get(id);
}

/** Writes `row`, and drops any other row of the same key (two tabs analysing one repository at once). */
export async function saveAnalysis(env: CoreEnv, row: StoredRepoAnalysis): Promise<void> {
	const table = env.db.repoAnalyses;
	await env.db.transaction('rw', table, async () => {
		const others = (await table.where('key').equals(row.key).primaryKeys()).filter((id) => id !== row.id);
		if (others.length) await table.bulkDelete(others);
		await table.put(row);
	});
	env.notify(REPOSITORY_TOPIC);
}

export async function deleteAnalysisRow(env: CoreEnv, id: string): Promise<boolean> {
	const removed = await env.db.transaction('rw', env.db.repoAnalyses, async () => {
		if (!(await env.db.repoAnalyses.get(id))) return false;
		await env.db.repoAnalyses.delete(id);
		return true;
	});
	if (removed) env.notify(REPOSITORY_TOPIC);
	return removed;
}

/** Newest first; the id breaks ties, so a cursor's order is stable. */
export async function allAnalyses(env: CoreEnv): Promise<StoredRepoAnalysis[]> {
	const rows = await env.db.repoAnalyses.toArray();
	return rows.sort((a, b) => (a.analyzedAt < b.analyzedAt ? 1 : a.analyzedAt > b.analyzedAt ? -1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The answer of a stored row: everything but the bookkeeping. */
export function answerOf(row: StoredRepoAnalysis): RepoAnalysis {
	const { key: _key, etag: _etag, ...answer } = row;
	return answer;
}
