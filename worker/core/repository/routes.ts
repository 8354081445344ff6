import { implement } from '../http/implement';
import { created, noContent, ok } from '../http/router';
import { TASK_HEADER } from '../tasks';
import { tasks } from '../tasks';
import { repositoryContract } from './contract';
import { analyzeHosted, analyzeLocal, deleteAnalysis, getAnalysis, listAccountRepos, listAnalyses, type Outcome } from './service';

/** 201 for a repository analysed the first time, 200 when its stored analysis was replaced (or still holds). */
const answer = ({ analysis, created: isNew }: Outcome) => (isNew ? created(analysis) : ok(analysis));

export const repositoryRoutes = implement(repositoryContract, {
	analyze: async ({ env, body, request }) => {
		const task = tasks.begin(request.headers[TASK_HEADER]);
		try {
			return answer(await analyzeHosted(env, body, task.context));
		} finally {
			task.end();
		}
	},
	analyzeLocal: async ({ env, body, request }) => {
		const task = tasks.begin(request.headers[TASK_HEADER]);
		try {
			return answer(await analyzeLocal(env, body, task.context));
		} finally {
			task.end();
		}
	},
	analyses: async ({ env, query }) => ok(await listAnalyses(env, query)),
	get: async ({ env, params }) => ok(await getAnalysis(env, params.id)),
	remove: async ({ env, params }) => {
		await deleteAnalysis(env, params.id);
		return noContent();
	},
	account: async ({ env, params, query, request }) => {
		const task = tasks.begin(request.headers[TASK_HEADER]);
		try {
			return ok(await listAccountRepos(env, params.owner, query.host, task.context));
		} finally {
			task.end();
		}
	}
});
