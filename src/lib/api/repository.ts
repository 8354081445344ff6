import type {
	AccountRepoItem,
	AccountRepos,
	AnalysisList,
	AnalysisNote,
	AnalysisSummary,
	AnalyzedRepo,
	AnalyzeRequest,
	HostKind,
	LocalAnalyzeRequest,
	LocalFile,
	RepoAnalysis
} from '$core/repository/schema';
import { withTask } from './tasks';
import { queryString, type Caller } from './client';

export type { AccountRepoItem, AccountRepos, AnalysisList, AnalysisNote, AnalysisSummary, AnalyzedRepo, AnalyzeRequest, HostKind, LocalAnalyzeRequest, LocalFile, RepoAnalysis };

/** Repository analysis: a public repository of a code host, an account's list, or a folder on this computer. */
export function repositoryApi(call: Caller) {
	return {
		/** Reads a public repository through the relay (needs the `codehost` consent); `task` names it for progress and cancel. */
		analyze: (input: AnalyzeRequest, options: { task?: string } = {}) => call<RepoAnalysis>('POST', '/codehost/repo/analyze', input, withTask(options.task)),
		/** A folder the page read: the paths and sizes, and the texts selectLocalFiles chose. Never leaves the browser. */
		analyzeLocal: (input: LocalAnalyzeRequest, options: { task?: string } = {}) => call<RepoAnalysis>('POST', '/codehost/local/analyze', input, withTask(options.task)),
		analyses: (page: { limit?: number; cursor?: string } = {}) => call<AnalysisList>('GET', `/codehost/repo/analyses${queryString(page)}`),
		get: (id: string) => call<RepoAnalysis>('GET', `/codehost/repo/analyses/${encodeURIComponent(id)}`),
		remove: (id: string) => call<void>('DELETE', `/codehost/repo/analyses/${encodeURIComponent(id)}`),
		/** An account's public repositories, to pick which to analyse (a GitLab group path travels as one segment). */
		account: (owner: string, host?: HostKind, options: { task?: string } = {}) =>
			call<AccountRepos>('GET', `/codehost/accounts/${encodeURIComponent(owner)}/repos${queryString({ host })}`, undefined, withTask(options.task))
	};
}
