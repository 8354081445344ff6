/** The interviews capability's one door: what other capabilities (the tracker's delete, backups) may use. */
export { FollowUp, Interview, Reminder } from './schema';
export type { NextStep } from './schema';
export { deleteFollowThroughOfApplication, interviewSubscriptions, INTERVIEWS_TOPIC } from './store';
export { computeNextSteps } from './next-steps';
// A concurso saved to Applications (exams) gets its edital's key dates as reminders: the same reminders, the same notifications.
export { createReminder, listReminders, updateReminder } from './service';
export type { ReminderView } from './schema';
export { interviewRoutes } from './routes';
export { forgetInterviewEvent, interviewLog } from './log';
export type { InterviewEvent } from './log';
export { escapeText, foldLine, utcStamp } from './ics';
