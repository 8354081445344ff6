import type { CoreEnv } from '../env';
import type { Subscriptions } from '../platform/events';
import { dropApplicationLog } from './log';

/*
 * What goes with an application when it is deleted: its interviews, reminders and follow-up drafts,
 * and its place in the stories that served it (the stories stay: one story serves many
 * applications), and its lines in the interviews' record (log.ts). Run on the tracker's `application.deleted` event (subscriptions.ts).
 */

export const INTERVIEWS_TOPIC = 'interviews';

export async function deleteFollowThroughOfApplication(env: CoreEnv, applicationId: string): Promise<void> {
	const { interviews, reminders, followUps, stories, meta } = env.db;
	const removed = await env.db.transaction('rw', [interviews, reminders, followUps, stories, meta], async () => {
		await dropApplicationLog(env, applicationId);
		const counts = await Promise.all([
			interviews.where('applicationId').equals(applicationId).delete(),
			reminders.where('applicationId').equals(applicationId).delete(),
			followUps.where('applicationId').equals(applicationId).delete()
		]);
		const at = env.now().toISOString();
		const served = await stories.where('applicationIds').equals(applicationId).modify((story) => {
			story.applicationIds = story.applicationIds.filter((id) => id !== applicationId);
			story.updatedAt = at;
			story.version += 1;
		});
		return { followThrough: counts.reduce((a, b) => a + b, 0), served };
	});
	if (removed.followThrough) env.notify(INTERVIEWS_TOPIC);
	if (removed.served) env.notify('stories');
}

export const interviewSubscriptions: Subscriptions = {
	'application.deleted': (env, { applicationId }) => deleteFollowThroughOfApplication(env, applicationId)
};
