import type { Topic } from '../platform/topics';
import type { CoreEnv } from '../env';
import { problem } from '../http/problem';
import type { PouchFactory } from '../platform/pouch';
import { requireConsent } from '../settings';
import { RESTORED_KEY, SEQ_KEY, STATUS_KEY, type SyncConfig, type SyncProgress } from './config';
import type { Subscriptions } from '../platform/events';
import type { ResolutionRow } from './tables';
import { SyncEngine } from './engine';
import { tablesOf } from './groups';
import { announce, CONFIG_KEY, OUTBOX_CHANNEL } from './outbox';
import { checkAddress, keysFor, publicAddress } from './remote';
import { SYNC_GROUPS, type SyncGroup, type SyncResolution, type SyncStart, type SyncStatus } from './schema';

export const SYNC_TOPIC = 'sync' satisfies Topic;
const LOCK = 'rumo-sync';
const SHOWN_RESOLUTIONS = 20;

/** The engine each core runs, if it holds the lock (one core per tab; tests run two "devices" in one process). */
const running = new WeakMap<CoreEnv, { engine: SyncEngine; release: () => void }>();
const waiting = new WeakMap<CoreEnv, AbortController>();

async function configOf(env: CoreEnv): Promise<SyncConfig | null> {
	return ((await env.db.meta.get(CONFIG_KEY))?.value as SyncConfig | undefined) ?? null;
}

/** Why sync cannot run in this build, or null: the demo keeps its made-up data in memory, for one visit. */
const unavailable = (env: CoreEnv): string | null =>
	env.mode === 'demo'
		? 'The demo keeps its made-up data in memory for this visit only, so it does not sync. Sync is for your own data, in Rumo itself.'
		: env.pouch
			? null
			: 'Sync cannot run here: this build has no way to reach a sync server.';

async function pouchOf(env: CoreEnv): Promise<PouchFactory> {
	const why = unavailable(env);
	if (why || !env.pouch) throw problem('source_unavailable', why ?? '');
	return env.pouch();
}

const resolutionOf = ({ id, at, group, table, label, rule, other }: ResolutionRow): SyncResolution => ({
	id,
	at,
	group: group as SyncGroup,
	table,
	label,
	rule,
	canKeepOther: rule === 'kept_both' && other !== undefined
});

/** Every conflict sync resolved on this device, newest first (History shows them). */
export async function resolutionLog(env: CoreEnv): Promise<SyncResolution[]> {
	return (await env.db.syncResolutions.orderBy('at').reverse().toArray()).map(resolutionOf);
}

/** Every record of the chosen tables into the outbox, as written now: the first sync, or this device's data sent as the latest edit. */
async function queueEverything(env: CoreEnv, tables: readonly string[]): Promise<void> {
	const at = env.now().toISOString();
	for (const name of tables) {
		const keysOfTable = await env.db.table(name).toCollection().primaryKeys();
		if (keysOfTable.length) await env.db.syncOutbox.bulkAdd(keysOfTable.map((key) => ({ table: name, key, at })) as never);
	}
}

export async function syncStatus(env: CoreEnv): Promise<SyncStatus> {
	const config = await configOf(env);
	const [pending, resolved] = await Promise.all([
		config ? env.db.syncOutbox.count() : 0,
		env.db.syncResolutions.orderBy('at').reverse().limit(SHOWN_RESOLUTIONS).toArray()
	]);
	const progress = config ? (((await env.db.meta.get(STATUS_KEY))?.value as SyncProgress | undefined) ?? null) : null;
	const unsent = progress?.pending ?? 0;
	return {
		state: config ? (progress?.state ?? 'connecting') : 'off',
		server: config ? publicAddress(config.server) : null,
		lastSyncAt: progress?.lastSyncAt ?? null,
		pending: pending + unsent,
		tables: config?.groups ?? [],
		groups: SYNC_GROUPS,
		unavailable: unavailable(env),
		progress: progress?.progress ?? null,
		error: progress?.error ?? null,
		resolved: resolved.map(resolutionOf),
		restoredAt: config ? (((await env.db.meta.get(RESTORED_KEY))?.value as string | undefined) ?? null) : null
	};
}

/**
 * Runs the engine in this core if no other tab's core does (a Web Lock: one engine per browser); a
 * waiting core takes over when the tab that ran it closes. Without Web Locks (tests), it just runs.
 */
export async function runSync(env: CoreEnv): Promise<void> {
	if ((running.has(env) && !running.get(env)!.engine.isStopped) || waiting.has(env)) return;
	if (!(await configOf(env))) return;
	const pouch = await pouchOf(env);
	const go = async () => {
		// Read when the lock is held: a tab that waited may find sync stopped or set up again meanwhile.
		const config = await configOf(env);
		if (!config) return;
		const engine = new SyncEngine(env, config, pouch);
		let release!: () => void;
		const held = new Promise<void>((resolve) => (release = resolve));
		running.set(env, { engine, release });
		await engine.start();
		await Promise.race([engine.done, held]);
		await engine.stop();
		if (running.get(env)?.engine === engine) running.delete(env);
	};
	const locks = (globalThis.navigator as Navigator | undefined)?.locks;
	if (!locks) return void go();
	const controller = new AbortController();
	waiting.set(env, controller);
	locks
		.request(LOCK, { signal: controller.signal }, async () => {
			waiting.delete(env);
			await go();
		})
		.catch(() => undefined);
}

const following = new WeakSet<CoreEnv>();
/**
 * A core's start: sync set up here carries on. From then on, whenever any tab's outbox changes (sync set
 * up, or a write to send), a core that neither runs nor waits for the engine queues for the lock too: a
 * tab opened before sync was set up in another takes over when that one closes.
 */
export async function resumeSync(env: CoreEnv): Promise<void> {
	if (typeof BroadcastChannel !== 'undefined' && !following.has(env)) {
		following.add(env);
		new BroadcastChannel(OUTBOX_CHANNEL).onmessage = () => void runSync(env).catch(() => undefined);
	}
	await runSync(env);
}

export async function startSync(env: CoreEnv, body: SyncStart): Promise<SyncStatus> {
	await requireConsent(env, 'sync');
	checkAddress(body.server);
	const pouch = await pouchOf(env);
	// Checked against the server's copy before anything is kept: a wrong passphrase stores nothing.
	const { keys } = await keysFor(pouch, body.server, body.passphrase);
	await stopEngine(env);
	const groups = body.tables?.length ? [...new Set(body.tables)] : [...SYNC_GROUPS];
	const tables = [...tablesOf(groups)];
	const deviceId = env.newId();
	const config: SyncConfig = { server: body.server, groups, tables, deviceId, localName: `rumo-sync-${deviceId}`, keys, startedAt: env.now().toISOString() };
	await env.db.transaction('rw', [env.db.meta, env.db.syncOutbox, ...tables.map((name) => env.db.table(name))], async () => {
		await env.db.syncOutbox.clear();
		await env.db.meta.bulkDelete([SEQ_KEY, STATUS_KEY]);
		// Everything chosen goes out once; from then on, only what changes.
		await queueEverything(env, tables);
		await env.db.meta.delete(RESTORED_KEY);
		await env.db.meta.put({ key: CONFIG_KEY, value: config });
	});
	await runSync(env);
	announce();
	env.notify(SYNC_TOPIC);
	return syncStatus(env);
}

export async function syncNow(env: CoreEnv): Promise<SyncStatus> {
	if (!(await configOf(env))) throw problem('conflict', 'Sync is off on this device: set it up in Settings → Devices first.');
	const engine = running.get(env)?.engine;
	if (engine && !engine.isStopped) await engine.flush();
	else await runSync(env);
	return syncStatus(env);
}

async function stopEngine(env: CoreEnv): Promise<void> {
	waiting.get(env)?.abort();
	waiting.delete(env);
	const run = running.get(env);
	if (run) {
		running.delete(env);
		run.release();
		await run.engine.stop();
	}
}

/** Stops syncing here and forgets the key; the server's copy and this device's data stay. */
export async function stopSync(env: CoreEnv): Promise<void> {
	const config = await configOf(env);
	await stopEngine(env);
	await env.db.transaction('rw', [env.db.meta, env.db.syncOutbox], async () => {
		await env.db.meta.bulkDelete([CONFIG_KEY, SEQ_KEY, STATUS_KEY, RESTORED_KEY]);
		await env.db.syncOutbox.clear();
	});
	if (config && env.pouch) await (await env.pouch())(config.localName).destroy().catch(() => undefined);
	env.notify(SYNC_TOPIC);
}

/**
 * After a restore here while syncing (never sent by itself: it would silently overwrite the other
 * devices), the person's choice: send this device's records as the latest edit, or send nothing.
 */
export async function chooseAfterRestore(env: CoreEnv, choice: 'send' | 'keep'): Promise<SyncStatus> {
	const config = await configOf(env);
	if (!config || !(await env.db.meta.get(RESTORED_KEY))) throw problem('conflict', 'No restored backup is waiting for a choice on this device.');
	await env.db.transaction('rw', [env.db.meta, env.db.syncOutbox, ...config.tables.map((name) => env.db.table(name))], async () => {
		if (choice === 'send') await queueEverything(env, config.tables);
		await env.db.meta.delete(RESTORED_KEY);
	});
	const engine = running.get(env)?.engine;
	if (engine && !engine.isStopped) void engine.flush();
	env.notify(SYNC_TOPIC);
	return syncStatus(env);
}

/** The version a conflict set aside (a profile item edited on two devices) replaces the one kept, as a new edit that syncs. */
export async function keepOther(env: CoreEnv, id: string): Promise<SyncStatus> {
	const row = await env.db.syncResolutions.get(id);
	if (!row || row.rule !== 'kept_both' || row.other === undefined) throw problem('not_found', 'There is no other version to take for this conflict: it was taken already, or the log was cleared.');
	const other = row.other as Record<string, unknown>;
	await env.db.transaction('rw', [env.db.table(row.table), env.db.syncResolutions], async () => {
		const current = (await env.db.table(row.table).get(other.id as string)) as Record<string, unknown> | undefined;
		const version = typeof current?.version === 'number' ? current.version + 1 : other.version;
		await env.db.table(row.table).put({ ...other, ...(version !== undefined ? { version } : {}), updatedAt: env.now().toISOString() });
		await env.db.syncResolutions.put({ ...row, other: undefined });
	});
	env.notify('profile');
	env.notify(SYNC_TOPIC);
	return syncStatus(env);
}

/** What sync does when others' data changes (registered by ../subscriptions.ts). */
export const syncSubscriptions: Subscriptions = {
	// A restore is not sent (platform/unsynced.ts): the person is asked what to do with it.
	'data.restored': async (env) => {
		if (await configOf(env)) await env.db.meta.put({ key: RESTORED_KEY, value: env.now().toISOString() });
		env.notify(SYNC_TOPIC);
	}
};

/** For tests: the engine a core runs, to wait on. */
export const runningEngine = (env: CoreEnv) => (running.get(env)?.engine.isStopped ? null : (running.get(env)?.engine ?? null));
