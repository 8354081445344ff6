import type { NextStep } from '$lib/api/interviews';

/*
 * The rules of the reminders' system notifications (issue 30), pure: each reminder due and each
 * interview coming notifies once — keyed by the step and its time, so a reminder moved to a new time
 * notifies again — in the person's language, at most a few at once. The words are the core's (every
 * step carries its sentence in English and Portuguese), so a notification reads the same on any screen.
 */

/** More at once than this become one more notification listing the rest. */
export const MAX_SEPARATE = 3;
/** Keys remembered: far more than the steps open at any time; the oldest are forgotten first. */
export const KEEP_KEYS = 500;

/** What "already notified" is kept by. */
export const notifiedKey = (step: Pick<NextStep, 'id' | 'at'>) => `${step.id}@${step.at}`;

/** The steps not notified yet. */
export function toNotify(steps: readonly NextStep[], shown: readonly string[]): NextStep[] {
	const known = new Set(shown);
	return steps.filter((step) => !known.has(notifiedKey(step)));
}

/** The keys to keep after notifying `steps`: the new ones last, the oldest dropped past KEEP_KEYS. */
export function remember(shown: readonly string[], steps: readonly NextStep[]): string[] {
	const added = steps.map(notifiedKey);
	return [...shown.filter((key) => !added.includes(key)), ...added].slice(-KEEP_KEYS);
}

export type SystemNotice = { title: string; body: string; tag: string; applicationId: string | null };

/** The notifications to show for `steps`: one each up to MAX_SEPARATE, then one that lists the rest. */
export function noticesOf(steps: readonly NextStep[], lang: 'en' | 'pt-BR'): SystemNotice[] {
	const words = (step: NextStep) => (lang === 'pt-BR' ? step.message.pt : step.message.en);
	const job = (step: NextStep) => (step.company ? `${step.title} — ${step.company}` : step.title);
	const separate = steps.length > MAX_SEPARATE + 1 ? steps.slice(0, MAX_SEPARATE) : steps;
	const notices = separate.map((step) => ({ title: words(step), body: job(step), tag: `rumo-${step.id}`, applicationId: step.applicationId }));
	const rest = steps.slice(separate.length);
	if (rest.length) notices.push({ title: `Rumo (+${rest.length})`, body: rest.map(words).join('\n'), tag: 'rumo-reminders', applicationId: null });
	return notices;
}
