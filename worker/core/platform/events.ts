import type { CoreEnv } from '../env';

/**
 * The kernel's typed events: how a lower capability lets a higher one react without calling it
 * (ARCHITECTURE: cascades are events, not reaches). A capability emits what happened to its own
 * data; the capabilities that care export their handlers, and the composer (`../subscriptions.ts`,
 * loaded with the core in `app.ts`) registers them. A handler runs after the emitter's own write,
 * awaited in registration order, in the same request.
 */
export interface CoreEvents {
	/** A stored job was deleted (its transaction committed). */
	'job.deleted': { jobId: string };
	/** An application of the tracker was deleted (its transaction committed). */
	'application.deleted': { applicationId: string };
	/** A backup was restored over the database: whatever a capability keeps beside its tables is stale. */
	'data.restored': Record<string, never>;
	/** Rows another device wrote were applied here by sync (issue 32), in these tables. */
	'sync.applied': { tables: string[] };
}

export type CoreEvent = keyof CoreEvents;
export type EventHandler<K extends CoreEvent> = (env: CoreEnv, payload: CoreEvents[K]) => void | Promise<void>;
/** What a capability hands the composer: its handlers, by event. */
export type Subscriptions = { [K in CoreEvent]?: EventHandler<K> };

const handlers = new Map<CoreEvent, EventHandler<never>[]>();

export function on<K extends CoreEvent>(event: K, handler: EventHandler<K>): () => void {
	const list = handlers.get(event) ?? [];
	list.push(handler as EventHandler<never>);
	handlers.set(event, list);
	return () => {
		const at = list.indexOf(handler as EventHandler<never>);
		if (at >= 0) list.splice(at, 1);
	};
}

/** Registers every handler of a capability's subscriptions. */
export function subscribe(subscriptions: Subscriptions): void {
	for (const [event, handler] of Object.entries(subscriptions) as [CoreEvent, EventHandler<CoreEvent>][]) on(event, handler);
}

export async function emit<K extends CoreEvent>(env: CoreEnv, event: K, payload: CoreEvents[K]): Promise<void> {
	for (const handler of [...(handlers.get(event) ?? [])]) await (handler as EventHandler<K>)(env, payload);
}
