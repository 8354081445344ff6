import type { CoreEnv } from '../env';
import { listReminders, updateReminder } from '../interviews';
import { setExamDates } from '../tracker';
import type { Exam } from './schema';

/**
 * The reminders an edital's key dates become (issue 31): one per date still ahead of a cargo saved to Applications,
 * and, when the edital's dates change (a retification read, the person's correction), those reminders moved with them.
 */

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

/** A reminder's title for one key date of one cargo, as it was written when the cargo was saved. */
const titleOf = (kind: DateKind, organ: string | null, cargoTitle: string, lang: Lang) =>
	fill(WORDS[kind][lang], { cargo: cargoTitle, body: organ || (lang === 'pt' ? 'concurso' : 'public exam') }).slice(0, 300);
const organOf = (exam: Exam) => exam.body ?? exam.board;

/** A reminder's notes: where the edital says the date (or that the person corrected it), and a doubt the reading had. */
const notesOf = (date: Exam['dates'][number], lang: Lang) =>
	[date.quote ? fill(QUOTE[lang], { ...date.quote }) : YOURS[lang], date.review ? REVIEW[lang] : ''].filter(Boolean).join('\n');

/**
 * The reminders an edital's key dates become for one cargo: one per date still ahead (a past one
 * would only sit there overdue), due at 09:00 Brasília time that day, its title in `lang` and its
 * notes quoting where the edital says it. Pure: the caller stores them.
 */
export function remindersOf(exam: Exam, cargoTitle: string, lang: Lang, now: Date) {
	const today = new Intl.DateTimeFormat('en-CA', { timeZone: REMINDER_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
	return exam.dates
		.filter((date) => date.date >= today)
		.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
		.map((date) => ({
			kind: date.kind,
			title: titleOf(date.kind, organOf(exam), cargoTitle, lang),
			dueAt: `${date.date}T${REMINDER_TIME}`,
			notes: notesOf(date, lang)
		}));
}

/**
 * The edital's key dates went from `before` to `after`: the applications saved from it take the new dates, and each
 * reminder a date became (known by the title it was written with, in either language), not done yet, moves to the
 * date's new day, quoting where the edital (or the person) now says it. A date taken away leaves its reminder as it is:
 * the person's to delete.
 */
export async function followDates(env: CoreEnv, examId: string, before: Exam, after: Exam): Promise<void> {
	// No date moved (most corrections): the applications are not even read.
	const days = (exam: Exam) => JSON.stringify(exam.dates.map((d) => [d.kind, d.date]));
	if (days(before) === days(after)) return;
	const moved = await setExamDates(env, examId, after.dates.map((d) => ({ kind: d.kind, date: d.date })));
	for (const job of moved) {
		const reminders = (await listReminders(env, { applicationId: job.id, state: 'all', limit: 500 })).items;
		for (const date of after.dates) {
			const was = before.dates.find((d) => d.kind === date.kind);
			if (!was || was.date === date.date) continue;
			// The words the reminder was written with: the application's own (the cargo's title and the body when it was saved;
			// the edital's may have been corrected since), or the edital's before this change.
			const titles = (['pt', 'en'] as const).flatMap((lang) => [titleOf(date.kind, job.company, job.title, lang), titleOf(date.kind, organOf(before), job.title, lang)]);
			const reminder = reminders.find((r) => titles.includes(r.title) && !r.done);
			if (!reminder) continue;
			const notes = notesOf(date, titles.indexOf(reminder.title) < 2 ? 'pt' : 'en');
			await updateReminder(env, reminder.id, { version: reminder.version, dueAt: `${date.date}T${REMINDER_TIME}`, timeZone: REMINDER_ZONE, notes });
		}
	}
}
