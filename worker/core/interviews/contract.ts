import { endpoint, returns } from '../http/contract';
import {
	CalendarQuery,
	DueQuery,
	FollowUpCreate,
	FollowUpPhraseRequest,
	FollowUpUpdate,
	InterviewCreate,
	InterviewUpdate,
	NextStepsQuery,
	ReminderCreate,
	ReminderUpdate,
	RemindersQuery,
	type DueNow,
	type FollowUp,
	type FollowUpPhrasing,
	type Interview,
	type ItemList,
	type NextSteps,
	type ReminderView
} from './schema';

/**
 * Interviews, follow-up drafts, reminders, next steps and the calendar file (issue 30), declared once
 * (issue 29): the README row and the UI's client come from here.
 */
export const interviewsContract = {
	list: endpoint('GET', '/tracker/jobs/:id/interviews', {
		summary:
			"an application's interviews, each `{ id, applicationId, startsAt (UTC), timeZone, localStart, durationMinutes, stage: screening|technical|case|panel|final|other, " +
			'format: in_person|video|phone, place, who, notes, outcome: pending|passed|not_passed|cancelled|rescheduled, createdAt, updatedAt, version }`',
		response: returns<ItemList<Interview>>()
	}),
	create: endpoint('POST', '/tracker/jobs/:id/interviews', {
		summary:
			'`{ startsAt, timeZone, durationMinutes?, stage?, format?, place?, who?, notes?, outcome? }` → `201`; `startsAt` is a wall-clock time read in `timeZone` ' +
			'(`2026-11-20T14:00` + `America/Sao_Paulo`) or an instant with its offset',
		body: InterviewCreate,
		response: returns<Interview>(),
		topics: ['interviews']
	}),
	update: endpoint('PATCH', '/interviews/:id', {
		summary: '`{ version, …fields }`, a stale `version` → `409 conflict`; a new `timeZone` alone keeps the wall-clock time',
		body: InterviewUpdate,
		response: returns<Interview>(),
		topics: ['interviews']
	}),
	remove: endpoint('DELETE', '/interviews/:id', {
		summary: '→ `204`; deleting an application deletes its interviews, reminders and follow-ups and takes its id out of stories (which stay); all in backups',
		response: returns<void>(),
		topics: ['interviews']
	}),

	followUps: endpoint('GET', '/tracker/jobs/:id/follow-ups', {
		summary: "an application's follow-up drafts, each `{ id, applicationId, interviewId, kind, lang, to, subject, text, state, states: [{ state, at }], version }`",
		response: returns<ItemList<FollowUp>>()
	}),
	draftFollowUp: endpoint('POST', '/tracker/jobs/:id/follow-ups', {
		summary:
			'`{ kind: thank_you|follow_up, interviewId?, lang?: en|pt-BR, to?, discussed? }` → `201` a draft written from the application — the job, the day applied or interviewed, ' +
			"who, what the person says was discussed — in the posting's language",
		body: FollowUpCreate,
		response: returns<FollowUp>(),
		topics: ['interviews']
	}),
	updateFollowUp: endpoint('PATCH', '/follow-ups/:id', {
		summary:
			'`{ version, subject?, text?, to?, state? }` (states `draft → reviewed → copied → sent → archived`: forward, back to `draft` before it is sent, `archived` from any; ' +
			'a sent or archived message is kept as it was → `400 validation_failed`; stale `version` → `409`)',
		body: FollowUpUpdate,
		response: returns<FollowUp>(),
		topics: ['interviews']
	}),
	phraseFollowUp: endpoint('POST', '/follow-ups/:id/phrase', {
		summary:
			'`{ subject?, text? }` (the editor\'s unsaved text; the stored one without; long: under `x-rumo-task`) → `200 { used, reason, detail, provider, model, subject, text, ' +
			'removed: [{ text, why }] }`: the AI provider, if set up and allowed, rewords the message alone; every sentence passes the claims guard against the application and ' +
			"the person's evidence, one naming what neither shows is removed and listed; stores nothing (the person saves the wording with PATCH); a sent or archived message → `400`",
		body: FollowUpPhraseRequest,
		response: returns<FollowUpPhrasing>(),
		task: true
	}),
	removeFollowUp: endpoint('DELETE', '/follow-ups/:id', {
		summary: '→ `204`. Rumo never sends anything: `sent` is the person saying they sent it',
		response: returns<void>(),
		topics: ['interviews']
	}),

	reminders: endpoint('GET', '/reminders', {
		summary: '(`?applicationId=&state=open|overdue|done|all&limit=&cursor=`) open ones by due date, each with `overdue: true` once past: never hidden',
		query: RemindersQuery,
		response: returns<ItemList<ReminderView>>()
	}),
	createReminder: endpoint('POST', '/reminders', {
		summary: '`{ title, dueAt, timeZone?, applicationId?, kind?: follow_up|interview_prep|offer_deadline|thank_you|custom, notes?, done? }` → `201`',
		body: ReminderCreate,
		response: returns<ReminderView>(),
		topics: ['interviews']
	}),
	updateReminder: endpoint('PATCH', '/reminders/:id', {
		summary: '`{ version, …fields }` (stale → `409`)',
		body: ReminderUpdate,
		response: returns<ReminderView>(),
		topics: ['interviews']
	}),
	removeReminder: endpoint('DELETE', '/reminders/:id', { summary: '→ `204`', response: returns<void>(), topics: ['interviews'] }),

	due: endpoint('GET', '/reminders/due', {
		summary:
			'(`?tz=`) → `{ items, total, quiet }`: the next steps (as `/next-steps`) that may ask for a system notification now — open reminders whose time has come, ' +
			"overdue ones included, and interviews in the next 24 hours; `quiet: true` in the radar's quiet hours. The page notifies each once, with the browser's permission",
		query: DueQuery,
		response: returns<DueNow>()
	}),
	nextSteps: endpoint('GET', '/next-steps', {
		summary:
			'(`?days=14&followUpAfterDays=7&tz=&limit=`) → `{ items: [{ id, kind: reminder|offer_deadline|interview|thank_you|offer|follow_up, applicationId, title, company, at, days, ' +
			'overdue, message: { en, pt }, reminderId, interviewId }], total, overdue }` overdue ones first, then each by `at`, e.g. "Applied 9 days ago, no answer: follow up?"',
		query: NextStepsQuery,
		response: returns<NextSteps>()
	}),
	/** An `.ics` file: one interview, one application's, or everything. */
	calendar: endpoint('GET', '/calendar.ics', {
		summary:
			'(`?applicationId=&kind=interviews|reminders|all&interviewId=&reminderId=&lang=`) → `text/calendar` (RFC 5545: VTIMEZONE per zone, TZID times, ' +
			'UID/DTSTAMP/SEQUENCE, escaped and folded lines, a 1-hour alarm before interviews)',
		query: CalendarQuery,
		response: returns<string>(),
		file: 'blob'
	})
};
