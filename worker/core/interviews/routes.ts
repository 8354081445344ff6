import { created, del, file, get, noContent, ok, patch, post } from '../http/router';
import { CalendarQuery, FollowUpCreate, FollowUpUpdate, InterviewCreate, InterviewUpdate, NextStepsQuery, ReminderCreate, ReminderUpdate, RemindersQuery } from './schema';
import * as interviews from './service';

export const interviewRoutes = [
	get('/tracker/jobs/:id/interviews', {}, async ({ env, params }) => ok(await interviews.listInterviews(env, params.id))),
	post('/tracker/jobs/:id/interviews', { body: InterviewCreate }, async ({ env, params, body }) => created(await interviews.createInterview(env, params.id, body))),
	patch('/interviews/:id', { body: InterviewUpdate }, async ({ env, params, body }) => ok(await interviews.updateInterview(env, params.id, body))),
	del('/interviews/:id', {}, async ({ env, params }) => {
		await interviews.deleteInterview(env, params.id);
		return noContent();
	}),

	get('/tracker/jobs/:id/follow-ups', {}, async ({ env, params }) => ok(await interviews.listFollowUps(env, params.id))),
	post('/tracker/jobs/:id/follow-ups', { body: FollowUpCreate }, async ({ env, params, body }) => created(await interviews.createFollowUp(env, params.id, body))),
	patch('/follow-ups/:id', { body: FollowUpUpdate }, async ({ env, params, body }) => ok(await interviews.updateFollowUp(env, params.id, body))),
	del('/follow-ups/:id', {}, async ({ env, params }) => {
		await interviews.deleteFollowUp(env, params.id);
		return noContent();
	}),

	get('/reminders', { query: RemindersQuery }, async ({ env, query }) => ok(await interviews.listReminders(env, query))),
	post('/reminders', { body: ReminderCreate }, async ({ env, body }) => created(await interviews.createReminder(env, body))),
	patch('/reminders/:id', { body: ReminderUpdate }, async ({ env, params, body }) => ok(await interviews.updateReminder(env, params.id, body))),
	del('/reminders/:id', {}, async ({ env, params }) => {
		await interviews.deleteReminder(env, params.id);
		return noContent();
	}),

	get('/next-steps', { query: NextStepsQuery }, async ({ env, query }) => ok(await interviews.nextSteps(env, query))),
	get('/calendar.ics', { query: CalendarQuery }, async ({ env, query }) => {
		const calendar = await interviews.calendar(env, query);
		return file(calendar.text, 'text/calendar; charset=utf-8', calendar.filename);
	})
];
