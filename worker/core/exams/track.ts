import type { z } from 'zod';
import type { CoreEnv } from '../env';
import { problem } from '../http/problem';
import { createReminder, listReminders, type ReminderView } from '../interviews';
import { createExamApplication, deleteApplication, examApplications, type ExamLink } from '../tracker';
import { REMINDER_ZONE, remindersOf } from './reminders';
import type { ExamTracked, TrackRequest } from './schema';
import { notFound } from './service';

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
