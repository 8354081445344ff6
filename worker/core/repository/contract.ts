import { endpoint, returns } from '../http/contract';
import { AccountQuery, AnalysesQuery, AnalyzeRequest, LocalAnalyzeRequest, MAX_LOCAL_BODY_BYTES, type AccountRepos, type AnalysisList, type RepoAnalysis } from './schema';

/** Repository analysis (issue 29: declared once; README row and the UI's client come from here). */
export const repositoryContract = {
	// Long (dozens of requests to the host): progress under the x-rumo-task id, cancelled by DELETE /tasks/{id}.
	analyze: endpoint('POST', '/codehost/repo/analyze', {
		summary: '`{ repo, host? }` (after the `codehost` consent; long: `x-rumo-task`) → `201` the first time, `200` when the stored analysis was replaced',
		body: AnalyzeRequest,
		response: returns<RepoAnalysis>(),
		task: true,
		topics: ['repository']
	}),
	analyzeLocal: endpoint('POST', '/codehost/local/analyze', {
		summary: '`{ name, files }` (a folder read in the page; nothing leaves; long: `x-rumo-task`) → `201` or `200`, as above',
		body: LocalAnalyzeRequest,
		maxBytes: MAX_LOCAL_BODY_BYTES,
		response: returns<RepoAnalysis>(),
		task: true,
		topics: ['repository']
	}),
	analyses: endpoint('GET', '/codehost/repo/analyses', { summary: '(`?limit=&cursor=`) the stored analyses', query: AnalysesQuery, response: returns<AnalysisList>() }),
	get: endpoint('GET', '/codehost/repo/analyses/:id', { summary: 'one analysis', response: returns<RepoAnalysis>() }),
	remove: endpoint('DELETE', '/codehost/repo/analyses/:id', { summary: '→ `204`', response: returns<void>(), topics: ['repository'] }),
	// A GitLab group path travels as one segment: `team%2Fsub`.
	account: endpoint('GET', '/codehost/accounts/:owner/repos', {
		summary: '(`?host=`) an account’s public repositories, to pick which to analyse (a GitLab group path travels as one segment; long: `x-rumo-task`)',
		query: AccountQuery,
		response: returns<AccountRepos>(),
		task: true
	})
};
