import { created, del, get, noContent, ok, post } from '../http/router';
import { TASK_HEADER } from '../tasks';
import { tasks } from '../tasks';
import { AccountQuery, AnalysesQuery, AnalyzeRequest, LocalAnalyzeRequest, MAX_LOCAL_BODY_BYTES } from './schema';
import { analyzeHosted, analyzeLocal, deleteAnalysis, getAnalysis, listAccountRepos, listAnalyses, type Outcome } from './service';

/** 201 for a repository analysed the first time, 200 when its stored analysis was replaced (or still holds). */
const answer = ({ analysis, created: isNew }: Outcome) => (isNew ? created(analysis) : ok(analysis));

export const repositoryRoutes = [
	// Long (dozens of requests to the host): progress under the x-rumo-task id, cancelled by DELETE /tasks/{id}.
	post('/codehost/repo/analyze', { body: AnalyzeRequest }, async ({ env, body, request }) => {
		const task = tasks.begin(request.headers[TASK_HEADER]);
		try {
			return answer(await analyzeHosted(env, body, task.context));
		} finally {
			task.end();
		}
	}),
	post('/codehost/local/analyze', { body: LocalAnalyzeRequest, maxBytes: MAX_LOCAL_BODY_BYTES }, async ({ env, body, request }) => {
		const task = tasks.begin(request.headers[TASK_HEADER]);
		try {
			return answer(await analyzeLocal(env, body, task.context));
		} finally {
			task.end();
		}
	}),

	get('/codehost/repo/analyses', { query: AnalysesQuery }, async ({ env, query }) => ok(await listAnalyses(env, query))),
	get('/codehost/repo/analyses/:id', {}, async ({ env, params }) => ok(await getAnalysis(env, params.id))),
	del('/codehost/repo/analyses/:id', {}, async ({ env, params }) => {
		await deleteAnalysis(env, params.id);
		return noContent();
	}),

	// A GitLab group path travels as one segment: `team%2Fsub`.
	get('/codehost/accounts/:owner/repos', { query: AccountQuery }, async ({ env, params, query, request }) => {
		const task = tasks.begin(request.headers[TASK_HEADER]);
		try {
			return ok(await listAccountRepos(env, params.owner, query.host, task.context));
		} finally {
			task.end();
		}
	})
];
