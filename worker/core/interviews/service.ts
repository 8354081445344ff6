import type { z } from 'zod';
import type { CoreEnv } from '../env';
import { problem } from '../http/problem';
import { allApplications, getJob as getApplication } from '../tracker';
import type { TrackerJob } from '../tracker';
import { getJob as getPosting } from '../job';
import { readBasics } from '../profile';
import { draftFollowUp } from './follow-up-draft';
import { nextStepsPage } from './next-steps';
import {
	FOLLOW_UP_STATES,
	type FollowUp,
	type FollowUpCreate,
	type FollowUpLanguage,
	type FollowUpUpdate,
	type Interview,
	type InterviewCreate,
	type InterviewUpdate,
	type NextStep,
	type NextStepsQuery,
	type Reminder,
	type ReminderCreate,
	type ReminderUpdate,
	type ReminderView,
	type RemindersQuery
} from './schema';
import { logInterview } from './log';
import { INTERVIEWS_TOPIC } from './store';
import { isLocalDateTime, localIso, zonedToUtc } from './time';

type In<T extends z.ZodType> = z.output<T>;
type CreateInterview = In<typeof InterviewCreate>;
type PatchInterview = In<typeof InterviewUpdate>;
type CreateReminder = In<typeof ReminderCreate>;
type PatchReminder = In<typeof ReminderUpdate>;
type CreateFollowUp = In<typeof FollowUpCreate>;
type PatchFollowUp = In<typeof FollowUpUpdate>;

const notFound = (what: string, id: string) => problem('not_found', `There is no ${what} with id "${id}". It may have been deleted in another tab.`);
const stale = (what: string, stored: number, sent: number) =>
	problem('conflict', `This ${what} was changed somewhere else (version ${stored}, you sent ${sent}). Reload it to see the latest, then make your change again.`);

/** A moment the person typed, as its UTC instant: a wall-clock time is read in `timeZone`. */
function instantOf(value: string, timeZone: string): number {
	return isLocalDateTime(value) ? zonedToUtc(value, timeZone) : Date.parse(value);
}

const byStart = (a: Interview, b: Interview) => (a.startsAt < b.startsAt ? -1 : a.startsAt > b.startsAt ? 1 : a.id < b.id ? -1 : 1);

// ——— Interviews ———

export async function listInterviews(env: CoreEnv, applicationId: string) {
	await getApplication(env, applicationId);
	const items = (await env.db.interviews.where('applicationId').equals(applicationId).toArray()).sort(byStart);
	return { items, total: items.length, nextCursor: null };
}

export async function createInterview(env: CoreEnv, applicationId: string, body: CreateInterview): Promise<Interview> {
	await getApplication(env, applicationId);
	const at = env.now().toISOString();
	const start = instantOf(body.startsAt, body.timeZone);
	const interview: Interview = {
		id: env.newId(),
		applicationId,
		startsAt: new Date(start).toISOString(),
		timeZone: body.timeZone,
		localStart: localIso(start, body.timeZone).slice(0, 16),
		durationMinutes: body.durationMinutes,
		stage: body.stage,
		format: body.format,
		place: body.place || null,
		who: body.who || null,
		notes: body.notes,
		outcome: body.outcome,
		createdAt: at,
		updatedAt: at,
		version: 1
	};
	await env.db.transaction('rw', env.db.interviews, env.db.meta, async () => {
		await env.db.interviews.add(interview);
		await logInterview(env, interview, 'added');
	});
	env.notify(INTERVIEWS_TOPIC);
	return interview;
}

/** A new zone alone keeps the wall-clock time ("14:00, but in Lisbon"); a new `startsAt` is read in the (new or kept) zone. */
export async function updateInterview(env: CoreEnv, id: string, patch: PatchInterview): Promise<Interview> {
	const table = env.db.interviews;
	const next = await env.db.transaction('rw', table, env.db.meta, async () => {
		const row = await table.get(id);
		if (!row) throw notFound('interview', id);
		if (row.version !== patch.version) throw stale('interview', row.version, patch.version);
		const zone = patch.timeZone ?? row.timeZone;
		const start = patch.startsAt !== undefined ? instantOf(patch.startsAt, zone) : patch.timeZone !== undefined ? zonedToUtc(row.localStart, zone) : Date.parse(row.startsAt);
		const updated: Interview = {
			...row,
			startsAt: new Date(start).toISOString(),
			timeZone: zone,
			localStart: localIso(start, zone).slice(0, 16),
			durationMinutes: patch.durationMinutes ?? row.durationMinutes,
			stage: patch.stage ?? row.stage,
			format: patch.format ?? row.format,
			place: patch.place !== undefined ? patch.place || null : row.place,
			who: patch.who !== undefined ? patch.who || null : row.who,
			notes: patch.notes ?? row.notes,
			outcome: patch.outcome ?? row.outcome,
			updatedAt: env.now().toISOString(),
			version: row.version + 1
		};
		await table.put(updated);
		const fields = (['startsAt', 'timeZone', 'durationMinutes', 'stage', 'format', 'place', 'who', 'notes', 'outcome'] as const).filter((key) => updated[key] !== row[key]);
		if (fields.length) await logInterview(env, updated, 'changed', fields);
		return updated;
	});
	env.notify(INTERVIEWS_TOPIC);
	return next;
}

export async function deleteInterview(env: CoreEnv, id: string): Promise<void> {
	const table = env.db.interviews;
	await env.db.transaction('rw', table, env.db.meta, async () => {
		const row = await table.get(id);
		if (!row) throw notFound('interview', id);
		await table.delete(id);
		await logInterview(env, row, 'deleted');
	});
	env.notify(INTERVIEWS_TOPIC);
}

// ——— Reminders ———

const view = (reminder: Reminder, now: number): ReminderView => ({ ...reminder, overdue: !reminder.done && Date.parse(reminder.dueAt) < now });

/** Open ones by due date (the overdue first, so none is lost below the fold); done ones newest first. */
export async function listReminders(env: CoreEnv, query: In<typeof RemindersQuery>) {
	if (query.applicationId) await getApplication(env, query.applicationId);
	const now = env.now().getTime();
	const rows = query.applicationId ? await env.db.reminders.where('applicationId').equals(query.applicationId).toArray() : await env.db.reminders.toArray();
	const items = rows
		.map((row) => view(row, now))
		.filter((row) => (query.state === 'all' ? true : query.state === 'done' ? row.done : query.state === 'overdue' ? row.overdue : !row.done))
		.sort((a, b) => Number(a.done) - Number(b.done) || (a.done ? (a.dueAt < b.dueAt ? 1 : -1) : a.dueAt < b.dueAt ? -1 : a.dueAt > b.dueAt ? 1 : 0) || (a.id < b.id ? -1 : 1));
	const start = query.cursor ? Number.parseInt(query.cursor, 10) : 0;
	if (!Number.isInteger(start) || start < 0 || String(start) !== query.cursor && query.cursor !== undefined)
		throw problem('validation_failed', 'The page cursor is not valid. Start again from the first page.', [{ path: 'query.cursor', message: 'Unknown cursor' }]);
	const page = items.slice(start, start + query.limit);
	return { items: page, total: items.length, nextCursor: start + query.limit < items.length ? String(start + query.limit) : null };
}

export async function createReminder(env: CoreEnv, body: CreateReminder): Promise<ReminderView> {
	if (body.applicationId) await getApplication(env, body.applicationId);
	const at = env.now();
	const reminder: Reminder = {
		id: env.newId(),
		applicationId: body.applicationId,
		kind: body.kind,
		title: body.title,
		dueAt: new Date(instantOf(body.dueAt, body.timeZone)).toISOString(),
		timeZone: body.timeZone,
		notes: body.notes,
		done: body.done,
		doneAt: body.done ? at.toISOString() : null,
		createdAt: at.toISOString(),
		updatedAt: at.toISOString(),
		version: 1
	};
	await env.db.reminders.add(reminder);
	env.notify(INTERVIEWS_TOPIC);
	return view(reminder, at.getTime());
}

export async function updateReminder(env: CoreEnv, id: string, patch: PatchReminder): Promise<ReminderView> {
	const table = env.db.reminders;
	const now = env.now();
	const next = await env.db.transaction('rw', table, async () => {
		const row = await table.get(id);
		if (!row) throw notFound('reminder', id);
		if (row.version !== patch.version) throw stale('reminder', row.version, patch.version);
		const zone = patch.timeZone ?? row.timeZone;
		const done = patch.done ?? row.done;
		const updated: Reminder = {
			...row,
			kind: patch.kind ?? row.kind,
			title: patch.title ?? row.title,
			dueAt: patch.dueAt !== undefined ? new Date(instantOf(patch.dueAt, zone)).toISOString() : row.dueAt,
			timeZone: zone,
			notes: patch.notes ?? row.notes,
			done,
			doneAt: done ? (row.doneAt ?? now.toISOString()) : null,
			updatedAt: now.toISOString(),
			version: row.version + 1
		};
		await table.put(updated);
		return updated;
	});
	env.notify(INTERVIEWS_TOPIC);
	return view(next, now.getTime());
}

export async function deleteReminder(env: CoreEnv, id: string): Promise<void> {
	const table = env.db.reminders;
	await env.db.transaction('rw', table, async () => {
		if (!(await table.get(id))) throw notFound('reminder', id);
		await table.delete(id);
	});
	env.notify(INTERVIEWS_TOPIC);
}

// ——— Follow-ups ———

/** The person's language for an application: its posting's, else English. */
async function languageOf(env: CoreEnv, application: TrackerJob): Promise<FollowUpLanguage> {
	if (!application.jobId) return 'en';
	try {
		return (await getPosting(env, application.jobId)).language === 'pt' ? 'pt-BR' : 'en';
	} catch {
		return 'en';
	}
}

export async function listFollowUps(env: CoreEnv, applicationId: string) {
	await getApplication(env, applicationId);
	const items = (await env.db.followUps.where('applicationId').equals(applicationId).toArray()).sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.id < b.id ? 1 : -1));
	return { items, total: items.length, nextCursor: null };
}

export async function createFollowUp(env: CoreEnv, applicationId: string, body: CreateFollowUp): Promise<FollowUp> {
	const application = await getApplication(env, applicationId);
	let interview: Interview | null = null;
	if (body.interviewId) {
		interview = (await env.db.interviews.get(body.interviewId)) ?? null;
		if (!interview || interview.applicationId !== applicationId)
			throw problem('not_found', `This application has no interview with id "${body.interviewId}". Choose one of its interviews, or leave it out.`);
	} else if (body.kind === 'thank_you') {
		// The latest interview that already happened, if any: the note thanks for that one.
		const now = env.now().toISOString();
		const past = (await env.db.interviews.where('applicationId').equals(applicationId).toArray()).filter((i) => i.startsAt <= now).sort(byStart);
		interview = past[past.length - 1] ?? null;
	}
	const [lang, basics] = await Promise.all([body.lang ?? languageOf(env, application), readBasics(env)]);
	const on =
		body.kind === 'thank_you'
			? interview && { at: interview.startsAt, timeZone: interview.timeZone }
			: application.appliedAt && { at: application.appliedAt, timeZone: interview?.timeZone ?? 'UTC' };
	const to = body.to || (body.kind === 'thank_you' ? interview?.who : null) || null;
	const draft = draftFollowUp({ kind: body.kind, lang, name: basics.name ?? null, title: application.title, company: application.company, to, on: on || null, discussed: body.discussed ?? null });
	const at = env.now().toISOString();
	const row: FollowUp = {
		id: env.newId(),
		applicationId,
		interviewId: interview?.id ?? null,
		kind: body.kind,
		lang,
		to: body.to || null,
		subject: draft.subject,
		text: draft.text,
		state: 'draft',
		states: [{ state: 'draft', at }],
		createdAt: at,
		updatedAt: at,
		version: 1
	};
	await env.db.followUps.add(row);
	env.notify(INTERVIEWS_TOPIC);
	return row;
}

const ORDER = Object.fromEntries(FOLLOW_UP_STATES.map((state, index) => [state, index])) as Record<FollowUp['state'], number>;

/**
 * The moves a draft may make: forward (a step may be skipped), back to `draft` to edit it again
 * before it is sent, and to `archived` from anywhere. A sent message is kept as it was sent.
 */
export function canMove(from: FollowUp['state'], to: FollowUp['state']): boolean {
	if (from === to) return true;
	if (from === 'archived') return false;
	if (to === 'archived') return true;
	if (from === 'sent') return false;
	return to === 'draft' || ORDER[to] > ORDER[from];
}

export async function updateFollowUp(env: CoreEnv, id: string, patch: PatchFollowUp): Promise<FollowUp> {
	const table = env.db.followUps;
	const next = await env.db.transaction('rw', table, async () => {
		const row = await table.get(id);
		if (!row) throw notFound('follow-up', id);
		if (row.version !== patch.version) throw stale('follow-up', row.version, patch.version);
		const state = patch.state ?? row.state;
		if (!canMove(row.state, state))
			throw problem('validation_failed', `A follow-up that is "${row.state}" cannot become "${state}".`, [
				{ path: 'state', message: row.state === 'archived' ? 'An archived message stays archived.' : 'A sent message can only be archived.' }
			]);
		const edits = patch.text !== undefined || patch.subject !== undefined || patch.to !== undefined;
		if (edits && (row.state === 'sent' || row.state === 'archived'))
			throw problem('validation_failed', 'This message was already sent or archived; it is kept as it was. Draft a new one instead.', [{ path: 'text', message: 'Kept as sent.' }]);
		const at = env.now().toISOString();
		const updated: FollowUp = {
			...row,
			subject: patch.subject ?? row.subject,
			text: patch.text ?? row.text,
			to: patch.to !== undefined ? patch.to || null : row.to,
			state,
			states: state === row.state ? row.states : [...row.states, { state, at }],
			updatedAt: at,
			version: row.version + 1
		};
		await table.put(updated);
		return updated;
	});
	env.notify(INTERVIEWS_TOPIC);
	return next;
}

export async function deleteFollowUp(env: CoreEnv, id: string): Promise<void> {
	const table = env.db.followUps;
	await env.db.transaction('rw', table, async () => {
		if (!(await table.get(id))) throw notFound('follow-up', id);
		await table.delete(id);
	});
	env.notify(INTERVIEWS_TOPIC);
}

// ——— Next steps (the calendar file: calendar.ts) ———

export async function nextSteps(env: CoreEnv, query: In<typeof NextStepsQuery>): Promise<{ items: NextStep[]; total: number; overdue: number; nextCursor: null }> {
	// Read-only, whole rows: the steps need every application's stage and dates at once.
	const [applications, interviews, reminders, followUps] = await Promise.all([allApplications(env), env.db.interviews.toArray(), env.db.reminders.toArray(), env.db.followUps.toArray()]);
	const page = nextStepsPage({ applications, interviews, reminders, followUps, now: env.now(), days: query.days, followUpAfterDays: query.followUpAfterDays, timeZone: query.tz }, query.limit);
	return { ...page, nextCursor: null };
}
