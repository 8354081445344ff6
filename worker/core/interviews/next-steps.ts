import type { FollowUp, Interview, NextStep, NextStepKind, Reminder } from './schema';
import { offsetMinutes, wallTime } from './time';

/*
 * The Dashboard's "Next steps" (issue 30): what each application asks of the person now, computed
 * from its stage and dates, its interviews and the person's own reminders. Pure and linear: one
 * pass over each list, so 10,000 applications cost a few milliseconds. An open reminder past its
 * date is always listed, flagged overdue, first: never dropped by the window.
 */

export type ApplicationFacts = {
	id: string;
	title: string;
	company: string;
	status: string;
	appliedAt: string | null;
	history: readonly { to: string; at: string }[];
};

export type NextStepsInput = {
	applications: readonly ApplicationFacts[];
	interviews: readonly Pick<Interview, 'id' | 'applicationId' | 'startsAt' | 'outcome' | 'timeZone'>[];
	reminders: readonly Reminder[];
	followUps: readonly Pick<FollowUp, 'applicationId' | 'interviewId' | 'kind' | 'createdAt'>[];
	now: Date;
	/** Interviews and reminders up to this many days ahead. */
	days?: number;
	/** An application with no answer this many days after it was sent asks for a follow-up. */
	followUpAfterDays?: number;
	/** The person's zone: what "today" means. */
	timeZone?: string;
};

const DAY = 86_400_000;
/** A thank-you note is worth sending within this many days of the interview. */
const THANK_YOU_DAYS = 3;
const CLOSED = new Set(['accepted', 'rejected', 'withdrawn']);
/** Stages where the person waits for the employer's answer. */
const WAITING = new Set(['applied', 'screening', 'interview']);
const KIND_ORDER: Record<NextStepKind, number> = { reminder: 0, offer_deadline: 0, interview: 1, thank_you: 2, offer: 3, follow_up: 4 };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function when(days: number): { en: string; pt: string } {
	if (days === 0) return { en: 'today', pt: 'hoje' };
	if (days === 1) return { en: 'tomorrow', pt: 'amanhã' };
	if (days === -1) return { en: 'yesterday', pt: 'ontem' };
	if (days > 1) return { en: `in ${days} days`, pt: `em ${days} dias` };
	return { en: `${-days} days ago`, pt: `há ${-days} dias` };
}

function clock(ms: number, timeZone: string): string {
	const t = wallTime(ms, timeZone);
	return `${String(t.hour).padStart(2, '0')}:${String(t.minute).padStart(2, '0')}`;
}

const label = (app: ApplicationFacts | undefined) => (app ? (app.company ? `${app.title} — ${app.company}` : app.title) : '');

/** The moment an application last moved to `status` (its history's last entry there), or null. */
function movedTo(app: ApplicationFacts, status: string): number | null {
	for (let i = app.history.length - 1; i >= 0; i--) if (app.history[i].to === status) return Date.parse(app.history[i].at);
	return null;
}

/** Every step, ordered (see `nextStepsPage` for the Dashboard's first page and its counts). */
export function computeNextSteps(input: NextStepsInput): NextStep[] {
	return nextStepsPage(input, Infinity).items;
}

/**
 * The first `limit` steps, and how many there are and how many are overdue. Only the steps kept are
 * written out (an ISO date costs more than the rest of a step): 10,000 applications stay in budget.
 */
export function nextStepsPage(input: NextStepsInput, limit: number): { items: NextStep[]; total: number; overdue: number } {
	const now = input.now.getTime();
	const tz = input.timeZone ?? 'UTC';
	const ahead = input.days ?? 14;
	const followAfter = input.followUpAfterDays ?? 7;
	// One offset for the whole list: "today" is the person's today, whatever a date's own season.
	const offset = offsetMinutes(now, tz) * 60_000;
	const today = Math.floor((now + offset) / DAY);
	const daysTo = (ms: number) => Math.floor((ms + offset) / DAY) - today;
	const horizon = (today + ahead + 1) * DAY - offset;

	const apps = new Map<string, ApplicationFacts>();
	for (const app of input.applications) apps.set(app.id, app);

	// Sorted on the instant as a number; the ISO text is written once, for the steps kept.
	const keyed: { atMs: number; step: Omit<NextStep, 'at' | 'days'> }[] = [];
	const push = (step: Omit<NextStep, 'at' | 'days'> & { atMs: number }) => {
		const { atMs, ...rest } = step;
		keyed.push({ atMs, step: rest });
	};

	// What the person already arranged: reminders by application and kind, upcoming interviews, sent thanks.
	const remindedFollowUp = new Set<string>();
	const remindedOffer = new Set<string>();
	for (const reminder of input.reminders) {
		if (reminder.done || !reminder.applicationId) continue;
		if (reminder.kind === 'follow_up') remindedFollowUp.add(reminder.applicationId);
		if (reminder.kind === 'offer_deadline') remindedOffer.add(reminder.applicationId);
	}
	const drafted = new Set<string>();
	const lastFollowUp = new Map<string, number>();
	for (const note of input.followUps) {
		if (note.kind === 'thank_you') drafted.add(note.interviewId ?? `app:${note.applicationId}`);
		else lastFollowUp.set(note.applicationId, Math.max(lastFollowUp.get(note.applicationId) ?? 0, Date.parse(note.createdAt)));
	}

	for (const reminder of input.reminders) {
		if (reminder.done) continue;
		const due = Date.parse(reminder.dueAt);
		const overdue = due < now;
		if (!overdue && due >= horizon) continue;
		const app = reminder.applicationId ? apps.get(reminder.applicationId) : undefined;
		const days = daysTo(due);
		const w = when(days);
		const deadline = reminder.kind === 'offer_deadline';
		push({
			id: `reminder:${reminder.id}`,
			kind: deadline ? 'offer_deadline' : 'reminder',
			applicationId: reminder.applicationId,
			title: app?.title ?? reminder.title,
			company: app?.company ?? '',
			atMs: due,
			overdue,
			message: overdue
				? { en: `Overdue (${w.en}): ${reminder.title}`, pt: `Atrasado (${w.pt}): ${reminder.title}` }
				: deadline
					? { en: `Offer deadline ${w.en}: ${reminder.title}`, pt: `Prazo da proposta ${w.pt}: ${reminder.title}` }
					: { en: `Due ${w.en}: ${reminder.title}`, pt: `Para ${w.pt}: ${reminder.title}` },
			reminderId: reminder.id,
			interviewId: null
		});
	}

	const upcoming = new Set<string>();
	for (const interview of input.interviews) {
		const app = apps.get(interview.applicationId);
		if (!app || CLOSED.has(app.status) || interview.outcome === 'cancelled') continue;
		const start = Date.parse(interview.startsAt);
		if (start >= now) {
			upcoming.add(app.id);
			if (start >= horizon || interview.outcome !== 'pending') continue;
			const days = daysTo(start);
			const w = when(days);
			push({
				id: `interview:${interview.id}`,
				kind: 'interview',
				applicationId: app.id,
				title: app.title,
				company: app.company,
				atMs: start,
				overdue: false,
				// The clock time only for today and tomorrow: reading a zone costs more than the rest of a step.
				message:
					days <= 1
						? { en: `Interview ${w.en} at ${clock(start, tz)}: prepare your stories and questions`, pt: `Entrevista ${w.pt} às ${clock(start, tz)}: prepare suas histórias e perguntas` }
						: { en: `Interview ${w.en} (${label(app)})`, pt: `Entrevista ${w.pt} (${label(app)})` },
				reminderId: null,
				interviewId: interview.id
			});
		} else if (now - start <= THANK_YOU_DAYS * DAY && interview.outcome !== 'not_passed' && !drafted.has(interview.id) && !drafted.has(`app:${app.id}`)) {
			const w = when(daysTo(start));
			push({
				id: `thank_you:${interview.id}`,
				kind: 'thank_you',
				applicationId: app.id,
				title: app.title,
				company: app.company,
				atMs: start,
				overdue: false,
				message: { en: `Interviewed ${w.en}: send a thank-you note?`, pt: `Entrevista ${w.pt}: enviar um agradecimento?` },
				reminderId: null,
				interviewId: interview.id
			});
		}
	}

	for (const app of input.applications) {
		if (CLOSED.has(app.status)) continue;
		if (app.status === 'offer') {
			if (remindedOffer.has(app.id)) continue;
			const since = movedTo(app, 'offer') ?? now;
			const days = Math.max(0, -daysTo(since));
			push({
				id: `offer:${app.id}`,
				kind: 'offer',
				applicationId: app.id,
				title: app.title,
				company: app.company,
				atMs: since,
				overdue: false,
				message: {
					en: `Offer received ${days === 0 ? 'today' : `${plural(days, 'day', 'days')} ago`}: add its deadline?`,
					pt: `Proposta recebida ${days === 0 ? 'hoje' : `há ${plural(days, 'dia', 'dias')}`}: anotar o prazo de resposta?`
				},
				reminderId: null,
				interviewId: null
			});
			continue;
		}
		if (!WAITING.has(app.status) || remindedFollowUp.has(app.id) || upcoming.has(app.id)) continue;
		const sent = app.status === 'applied' ? (app.appliedAt ? Date.parse(app.appliedAt) : movedTo(app, 'applied')) : movedTo(app, app.status);
		if (sent === null || Number.isNaN(sent)) continue;
		const quietSince = Math.max(sent, lastFollowUp.get(app.id) ?? 0);
		const due = quietSince + followAfter * DAY;
		if (due > now) continue;
		const days = -daysTo(quietSince);
		const what =
			app.status === 'applied'
				? { en: `Applied ${plural(days, 'day', 'days')} ago, no answer: follow up?`, pt: `Candidatura enviada há ${plural(days, 'dia', 'dias')}, sem resposta: fazer um follow-up?` }
				: app.status === 'screening'
					? { en: `In screening for ${plural(days, 'day', 'days')} with no news: follow up?`, pt: `Em triagem há ${plural(days, 'dia', 'dias')} sem notícias: fazer um follow-up?` }
					: { en: `Interview stage for ${plural(days, 'day', 'days')} with no news: follow up?`, pt: `Na fase de entrevista há ${plural(days, 'dia', 'dias')} sem notícias: fazer um follow-up?` };
		if (lastFollowUp.has(app.id) && lastFollowUp.get(app.id)! >= sent)
			Object.assign(what, { en: `${plural(days, 'day', 'days')} since your last follow-up, no answer: follow up again?`, pt: `${plural(days, 'dia', 'dias')} desde o último follow-up, sem resposta: insistir?` });
		push({ id: `follow_up:${app.id}`, kind: 'follow_up', applicationId: app.id, title: app.title, company: app.company, atMs: due, overdue: false, message: what, reminderId: null, interviewId: null });
	}

	const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
	keyed.sort(
		(a, b) => Number(b.step.overdue) - Number(a.step.overdue) || a.atMs - b.atMs || KIND_ORDER[a.step.kind] - KIND_ORDER[b.step.kind] || byId(a.step.id, b.step.id)
	);
	let overdue = 0;
	for (const entry of keyed) if (entry.step.overdue) overdue++;
	const items = keyed.slice(0, limit).map(({ atMs, step }) => ({ ...step, at: new Date(atMs).toISOString(), days: daysTo(atMs) }));
	return { items, total: keyed.length, overdue };
}
