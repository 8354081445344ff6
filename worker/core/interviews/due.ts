import type { z } from 'zod';
import type { CoreEnv } from '../env';
import { inQuietHours } from '../engine/quiet-hours';
import { readAlertSettings } from '../radar';
import type { DueNow, DueQuery } from './schema';
import { nextSteps } from './service';

/*
 * What may ask for a system notification now (issue 30): every open reminder whose time has come —
 * an overdue one too, so none is lost while the app was closed — and every interview starting within
 * the next 24 hours. The page shows each once, with the browser's permission; during the quiet hours
 * the person set for the radar (`quiet`) it shows none, and they come after. Read-only.
 */

const DAY_MS = 24 * 60 * 60_000;

export async function dueNow(env: CoreEnv, query: z.output<typeof DueQuery>): Promise<DueNow> {
	const now = env.now();
	const at = now.getTime();
	// Two days ahead holds every interview of the next 24 hours; overdue reminders are always listed.
	const [steps, settings] = await Promise.all([nextSteps(env, { days: 2, followUpAfterDays: 7, tz: query.tz, limit: 500 }), readAlertSettings(env)]);
	const items = steps.items.filter((step) => {
		const when = Date.parse(step.at);
		if (step.kind === 'reminder' || step.kind === 'offer_deadline') return when <= at;
		return step.kind === 'interview' && when > at && when <= at + DAY_MS;
	});
	return { items, total: items.length, quiet: inQuietHours(settings.quietHours, now), nextCursor: null };
}
