import { implement } from '../http/implement';
import { created, file, noContent, ok } from '../http/router';
import { TASK_HEADER, tasks } from '../tasks';
import { calendar as calendarOf } from './calendar';
import { interviewsContract } from './contract';
import { dueNow } from './due';
import { phraseFollowUp } from './follow-up-phrase';
import * as interviews from './service';

export const interviewRoutes = implement(interviewsContract, {
	list: async ({ env, params }) => ok(await interviews.listInterviews(env, params.id)),
	create: async ({ env, params, body }) => created(await interviews.createInterview(env, params.id, body)),
	update: async ({ env, params, body }) => ok(await interviews.updateInterview(env, params.id, body)),
	remove: async ({ env, params }) => {
		await interviews.deleteInterview(env, params.id);
		return noContent();
	},

	followUps: async ({ env, params }) => ok(await interviews.listFollowUps(env, params.id)),
	draftFollowUp: async ({ env, params, body }) => created(await interviews.createFollowUp(env, params.id, body)),
	updateFollowUp: async ({ env, params, body }) => ok(await interviews.updateFollowUp(env, params.id, body)),
	// The AI's wording, under the claims guard; long (the person's AI time-out), so under the x-rumo-task id and
	// cancelled by DELETE /tasks/{id}. Stores nothing; a provider failure answers 200 with the message as it was.
	phraseFollowUp: async ({ env, params, body, request }) => {
		const task = tasks.begin(request.headers[TASK_HEADER]);
		try {
			return ok(await phraseFollowUp(env, params.id, body, { signal: task.context.signal }));
		} finally {
			task.end();
		}
	},
	removeFollowUp: async ({ env, params }) => {
		await interviews.deleteFollowUp(env, params.id);
		return noContent();
	},

	reminders: async ({ env, query }) => ok(await interviews.listReminders(env, query)),
	createReminder: async ({ env, body }) => created(await interviews.createReminder(env, body)),
	updateReminder: async ({ env, params, body }) => ok(await interviews.updateReminder(env, params.id, body)),
	removeReminder: async ({ env, params }) => {
		await interviews.deleteReminder(env, params.id);
		return noContent();
	},

	due: async ({ env, query }) => ok(await dueNow(env, query)),
	nextSteps: async ({ env, query }) => ok(await interviews.nextSteps(env, query)),
	calendar: async ({ env, query }) => {
		const calendar = await calendarOf(env, query);
		return file(calendar.text, 'text/calendar; charset=utf-8', calendar.filename);
	}
});
