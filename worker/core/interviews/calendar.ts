import type { z } from 'zod';
import type { CoreEnv } from '../env';
import { problem } from '../http/problem';
import { findApplications, getJob as getApplication } from '../tracker';
import type { TrackerJob } from '../tracker';
import { calendarFile, type CalendarEvent } from './ics';
import type { CalendarQuery, Interview, Reminder } from './schema';

/*
 * The calendar file (issue 30): interviews and reminders — one event, one application's or all —
 * as RFC 5545 events in their own zones (ics.ts writes the file). Read-only.
 */

const notFound = (what: string, id: string) => problem('not_found', `There is no ${what} with id "${id}". It may have been deleted in another tab.`);

const STAGE_LABEL: Record<Interview['stage'], { en: string; pt: string }> = {
	screening: { en: 'Screening interview', pt: 'Entrevista de triagem' },
	technical: { en: 'Technical interview', pt: 'Entrevista técnica' },
	case: { en: 'Case interview', pt: 'Entrevista com estudo de caso' },
	panel: { en: 'Panel interview', pt: 'Entrevista com banca' },
	final: { en: 'Final interview', pt: 'Entrevista final' },
	other: { en: 'Interview', pt: 'Entrevista' }
};
const FORMAT_LABEL: Record<Interview['format'], { en: string; pt: string }> = {
	in_person: { en: 'In person', pt: 'Presencial' },
	video: { en: 'Video call', pt: 'Videochamada' },
	phone: { en: 'Phone call', pt: 'Telefone' }
};

/** Interviews and/or reminders (one application's, or one event) as an .ics file. */
export async function calendar(env: CoreEnv, query: z.output<typeof CalendarQuery>): Promise<{ text: string; filename: string }> {
	if (query.applicationId) await getApplication(env, query.applicationId);
	const lang = query.lang === 'pt-BR' ? 'pt' : 'en';
	const one = query.interviewId || query.reminderId;
	const wantInterviews = query.interviewId ? true : query.reminderId ? false : query.kind !== 'reminders';
	const wantReminders = query.reminderId ? true : query.interviewId ? false : query.kind !== 'interviews';
	const of = <T extends { applicationId: string | null }>(rows: T[]) => (query.applicationId ? rows.filter((row) => row.applicationId === query.applicationId) : rows);
	let interviews = wantInterviews ? of(query.interviewId ? [await env.db.interviews.get(query.interviewId)].filter((r): r is Interview => !!r) : await env.db.interviews.toArray()) : [];
	let reminders = wantReminders ? of(query.reminderId ? [await env.db.reminders.get(query.reminderId)].filter((r): r is Reminder => !!r) : await env.db.reminders.toArray()) : [];
	if (one && interviews.length + reminders.length === 0) throw notFound(query.interviewId ? 'interview' : 'reminder', (query.interviewId ?? query.reminderId)!);
	interviews = interviews.filter((i) => i.outcome !== 'cancelled');
	reminders = reminders.filter((r) => !r.done || one);
	const ids = [...new Set([...interviews.map((i) => i.applicationId), ...reminders.flatMap((r) => (r.applicationId ? [r.applicationId] : []))])];
	const applications = new Map((await findApplications(env, ids)).filter((a): a is TrackerJob => !!a).map((a) => [a.id, a]));
	const events: CalendarEvent[] = [];
	for (const interview of interviews) {
		const app = applications.get(interview.applicationId);
		const start = Date.parse(interview.startsAt);
		const job = app ? (app.company ? `${app.title} — ${app.company}` : app.title) : '';
		events.push({
			uid: `interview-${interview.id}@rumo.local`,
			start,
			end: start + interview.durationMinutes * 60_000,
			timeZone: interview.timeZone,
			summary: job ? `${STAGE_LABEL[interview.stage][lang]}: ${job}` : STAGE_LABEL[interview.stage][lang],
			description: [FORMAT_LABEL[interview.format][lang], interview.who ? `${lang === 'pt' ? 'Com' : 'With'}: ${interview.who}` : null, interview.notes || null].filter(Boolean).join('\n'),
			location: interview.place,
			url: interview.place && /^https?:\/\//i.test(interview.place) ? interview.place : null,
			alarmMinutes: 60,
			created: Date.parse(interview.createdAt),
			lastModified: Date.parse(interview.updatedAt),
			sequence: interview.version - 1
		});
	}
	for (const reminder of reminders) {
		const app = reminder.applicationId ? applications.get(reminder.applicationId) : undefined;
		const due = Date.parse(reminder.dueAt);
		events.push({
			uid: `reminder-${reminder.id}@rumo.local`,
			start: due,
			end: due + 15 * 60_000,
			timeZone: reminder.timeZone,
			summary: reminder.title,
			description: [app ? (app.company ? `${app.title} — ${app.company}` : app.title) : null, reminder.notes || null].filter(Boolean).join('\n'),
			alarmMinutes: null,
			created: Date.parse(reminder.createdAt),
			lastModified: Date.parse(reminder.updatedAt),
			sequence: reminder.version - 1
		});
	}
	events.sort((a, b) => a.start - b.start || (a.uid < b.uid ? -1 : 1));
	const name = lang === 'pt' ? 'Rumo — entrevistas e lembretes' : 'Rumo — interviews and reminders';
	const filename = query.interviewId ? 'rumo-interview.ics' : query.reminderId ? 'rumo-reminder.ics' : `rumo-${query.kind === 'all' ? 'calendar' : query.kind}.ics`;
	return { text: calendarFile(events, { now: env.now().getTime(), name }), filename };
}
