import type { CoreEnv } from '../env';
import type { Interview } from './schema';

/*
 * The record of what the person did to interviews (added, changed, deleted), for History (issue 30):
 * an interview's row says how it is now, never that it was deleted, so each write leaves a line here.
 * Kept in the kernel's `meta` table under this capability's key, as the inbox keeps its imports'
 * record: in backups, gone with its application, each line cleared alone from History.
 */

const LOG_KEY = 'interviews.log';
/** The newest lines kept: a person adds a few interviews a week, so this is years of them. */
const KEEP = 5000;

export type InterviewAction = 'added' | 'changed' | 'deleted';

export type InterviewEvent = {
	id: string;
	interviewId: string;
	applicationId: string;
	action: InterviewAction;
	at: string;
	/** The interview as it was after the change (before it, for a delete). */
	stage: Interview['stage'];
	localStart: string;
	timeZone: string;
	/** The fields a change touched (`startsAt`, `outcome`…); empty for an add or a delete. */
	fields: string[];
};

/** Every line, oldest first. */
export async function interviewLog(env: CoreEnv): Promise<InterviewEvent[]> {
	return ((await env.db.meta.get(LOG_KEY))?.value as InterviewEvent[] | undefined) ?? [];
}

/** Adds a line; call it inside the write's transaction (with `env.db.meta` in its scope), so both happen or neither. */
export async function logInterview(env: CoreEnv, interview: Interview, action: InterviewAction, fields: string[] = []): Promise<void> {
	const event: InterviewEvent = {
		id: env.newId(),
		interviewId: interview.id,
		applicationId: interview.applicationId,
		action,
		at: action === 'deleted' ? env.now().toISOString() : interview.updatedAt,
		stage: interview.stage,
		localStart: interview.localStart,
		timeZone: interview.timeZone,
		fields
	};
	await env.db.meta.put({ key: LOG_KEY, value: [...(await interviewLog(env)), event].slice(-KEEP) });
}

/** Forgets one line (History → clear); the interview itself stays. False when there was none. */
export async function forgetInterviewEvent(env: CoreEnv, id: string): Promise<boolean> {
	return env.db.transaction('rw', env.db.meta, async () => {
		const log = await interviewLog(env);
		const kept = log.filter((event) => event.id !== id);
		if (kept.length === log.length) return false;
		await env.db.meta.put({ key: LOG_KEY, value: kept });
		return true;
	});
}

/** An application's lines go with it, as its interviews do (inside the cascade's transaction). */
export async function dropApplicationLog(env: CoreEnv, applicationId: string): Promise<void> {
	const log = await interviewLog(env);
	const kept = log.filter((event) => event.applicationId !== applicationId);
	if (kept.length !== log.length) await env.db.meta.put({ key: LOG_KEY, value: kept });
}
