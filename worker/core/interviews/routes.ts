import { implement } from '../http/implement';
import { created, file, noContent, ok } from '../http/router';
import { interviewsContract } from './contract';
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

	nextSteps: async ({ env, query }) => ok(await interviews.nextSteps(env, query)),
	calendar: async ({ env, query }) => {
		const calendar = await interviews.calendar(env, query);
		return file(calendar.text, 'text/calendar; charset=utf-8', calendar.filename);
	}
});
