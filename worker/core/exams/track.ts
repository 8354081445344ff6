import type { z } from 'zod';
import type { CoreEnv } from '../env';
import { problem } from '../http/problem';
import { createReminder, listReminders, type ReminderView } from '../interviews';
import { createExamApplication, deleteApplication, examApplications, type ExamLink } from '../tracker';
import type { Exam, ExamTracked, TrackRequest } from './schema';
import { notFound } from './service';

type Lang = 'en' | 'pt';
type DateKind = Exam['dates'][number]['kind'];

/** Editais give days in Brasília time; a reminder is due that morning there. */
export const REMINDER_ZONE = 'America/Sao_Paulo';
export const REMINDER_TIME = '09:00';

/** What each key date asks of the person, as the reminder's title says it ("{cargo}" and "{body}" filled in). */
const WORDS: Record<DateKind, Record<Lang, string>> = {
	registration_start: { pt: 'Abrem as inscrições: {cargo} ({body})', en: 'Registration opens: {cargo} ({body})' },
	registration_end: { pt: 'Último dia de inscrição: {cargo} ({body})', en: 'Last day to register: {cargo} ({body})' },
	exemption_start: { pt: 'Começa o pedido de isenção da taxa: {cargo} ({body})', en: 'Fee exemption requests open: {cargo} ({body})' },
	exemption_end: { pt: 'Último dia para pedir isenção da taxa: {cargo} ({body})', en: 'Last day to request the fee exemption: {cargo} ({body})' },
	exam: { pt: 'Dia da prova: {cargo} ({body})', en: 'Exam day: {cargo} ({body})' },
	result: { pt: 'Resultado previsto: {cargo} ({body})', en: 'Result expected: {cargo} ({body})' }
};

const QUOTE: Record<Lang, string> = { pt: 'Edital, p. {page}, linha {line}: “{text}”', en: 'Edital, page {page}, line {line}: “{text}”' };
const YOURS: Record<Lang, string> = { pt: 'Data corrigida por você (não lida do edital).', en: 'A date you corrected (not read from the edital).' };
const REVIEW: Record<Lang, string> = {
	pt: 'Data marcada para conferir: confira no edital antes de contar com ela.',
	en: 'This date was marked for review: check it in the edital before relying on it.'
};

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

/**
 * The reminders an edital's key dates become for one cargo: one per date still ahead (a past one
 * would only sit there overdue), due at 09:00 Brasília time that day, its title in `lang` and its
 * notes quoting where the edital says it. Pure: the caller stores them.
 */
export function remindersOf(exam: Exam, cargoTitle: string, lang: Lang, now: Date) {
	const body = exam.body ?? exam.board ?? (lang === 'pt' ? 'concurso' : 'public exam');
	const today = new Intl.DateTimeFormat('en-CA', { timeZone: REMINDER_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
	return exam.dates
		.filter((date) => date.date >= today)
		.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
		.map((date) => ({
			kind: date.kind,
			title: fill(WORDS[date.kind][lang], { cargo: cargoTitle, body }).slice(0, 300),
			dueAt: `${date.date}T${REMINDER_TIME}`,
			notes: [date.quote ? fill(QUOTE[lang], { ...date.quote }) : YOURS[lang], date.review ? REVIEW[lang] : ''].filter(Boolean).join('\n')
		}));
}

/**
 * Saves a cargo of an edital to Applications on the exam track (issue 31), with the edital's key
 * dates as the application's reminders. Saving the same cargo again answers the application already
 * saved (`created: false`), as reading the same edital again answers the one stored. If a reminder
 * cannot be stored the application is taken back, so a retry starts clean.
 */
export async function trackCargo(env: CoreEnv, examId: string, request: z.output<typeof TrackRequest>): Promise<{ tracked: ExamTracked; created: boolean }> {
	const row = await env.db.exams.get(examId);
	if (!row) throw notFound(examId);
	const cargo = row.exam.cargos.find((c) => c.id === request.cargoId);
	if (!cargo)
		throw problem('not_found', `This edital has no cargo "${request.cargoId}". Its cargos are: ${row.exam.cargos.map((c) => c.id).join(', ') || 'none'}.`, [
			{ path: 'cargoId', message: 'Choose one of the edital’s cargos.' }
		]);

	const existing = (await examApplications(env, examId)).find((job) => job.exam?.cargoId === cargo.id);
	if (existing) {
		const reminders = await listReminders(env, { applicationId: existing.id, state: 'all', limit: 500 });
		return { tracked: { application: existing, reminders: reminders.items }, created: false };
	}

	const exam: ExamLink = {
		examId,
		cargoId: cargo.id,
		number: row.exam.number,
		board: row.exam.board,
		dates: row.exam.dates.map((d) => ({ kind: d.kind, date: d.date }))
	};
	const label = request.lang === 'pt' ? 'Edital' : 'Edital no.';
	const notes = [row.exam.number ? `${label} ${row.exam.number}` : '', row.exam.board ?? ''].filter(Boolean).join(' — ');
	const application = await createExamApplication(env, {
		title: cargo.title.slice(0, 300),
		company: (row.exam.body ?? row.exam.board ?? '').slice(0, 200),
		location: cargo.workplace?.slice(0, 200) ?? null,
		notes,
		exam
	});
	const reminders: ReminderView[] = [];
	try {
		for (const reminder of remindersOf(row.exam, cargo.title, request.lang, env.now()))
			reminders.push(
				await createReminder(env, {
					applicationId: application.id,
					kind: 'custom',
					title: reminder.title,
					dueAt: reminder.dueAt,
					timeZone: REMINDER_ZONE,
					notes: reminder.notes,
					done: false
				})
			);
	} catch (error) {
		await deleteApplication(env, application.id);
		throw error;
	}
	return { tracked: { application, reminders }, created: true };
}
