import type { CoreEnv } from '../env';
import type { PouchChange, PouchDb, PouchDoc, PouchFactory, PouchReplication, PouchChanges } from '../platform/pouch';
import { applyIncoming, type Payload } from './apply';
import { CONFIG_KEY, OUTBOX_CHANNEL } from './outbox';
import { SEQ_KEY, STATUS_KEY, type SyncConfig, type SyncProgress } from './config';
import { open, recordId, seal, type Sealed } from './crypto';
import { resolve, type Resolved, type Version } from './merge';
import { META_ID, publicAddress, serverProblem } from './remote';
import type { OutboxEntry } from './tables';

const BATCH = 200;
/** A change waits this long for the ones written with it, then goes out together. */
const PUSH_DELAY_MS = 60;
const LOOK_AGAIN_MS = 2_000;
const STATUS_EVERY_MS = 400;

type SealedDoc = PouchDoc & Sealed;

/**
 * The sync engine of one device (issue 32), run by one tab's core at a time (service.ts holds a Web
 * Lock): PouchDB replicates this device's replica with the person's server, live and resumable; the
 * engine turns outbox entries into sealed documents of the replica, and the replica's changes from
 * other devices (or conflicts between them) back into rows. Push and pull take turns on one queue,
 * so a row is never sent over a change that came in and was not yet applied.
 */
export class SyncEngine {
	private local: PouchDb;
	private replications: PouchReplication[] = [];
	/** Where each direction stands: moving, or paused (with the error that paused it, if any). */
	private direction: Record<'push' | 'pull', { active: boolean; error: unknown }> = { push: { active: true, error: null }, pull: { active: true, error: null } };
	/** Documents written to the replica and not yet on the server. */
	private unsent = new Set<string>();
	private feed: PouchChanges | null = null;
	private queue: Promise<void> = Promise.resolve();
	private incoming: PouchChange[] = [];
	private timer: ReturnType<typeof setTimeout> | null = null;
	private ticker: ReturnType<typeof setInterval> | null = null;
	private channel: BroadcastChannel | null = null;
	private stopped = false;
	private seq: number | string = 0;
	/** The revision of each document this engine last applied or wrote: a push never lands over one it has not seen. */
	private seen = new Map<string, string>();
	private lastWrite = 0;
	private statusTimer: ReturnType<typeof setTimeout> | null = null;
	private status: SyncProgress = { state: 'connecting', lastSyncAt: null, progress: null, error: null };
	private moved = 0;
	private initialTotal = 0;
	private settled!: () => void;
	readonly done = new Promise<void>((resolve) => (this.settled = resolve));

	constructor(
		private env: CoreEnv,
		private config: SyncConfig,
		private pouch: PouchFactory
	) {
		this.local = pouch(config.localName);
	}

	async start(): Promise<void> {
		this.seq = ((await this.env.db.meta.get(SEQ_KEY))?.value as number | string | undefined) ?? 0;
		const pending = await this.env.db.syncOutbox.count();
		this.initialTotal = this.seq === 0 ? pending : 0;
		await this.write({ state: 'connecting', progress: this.initialTotal ? { done: 0, total: this.initialTotal } : null });
		const remote = this.pouch(this.config.server);
		if (this.seq === 0) {
			remote
				.info()
				.then((info) => (this.initialTotal += info.doc_count))
				.catch(() => undefined);
		}
		const options = { live: true, retry: true, batch_size: BATCH, back_off_function: (delay: number) => Math.min(Math.max(delay * 2, 1_000), 30_000) };
		// Two one-way replications rather than PouchDB's sync(): its "paused" event drops the error that says the server is gone.
		this.replications = (['push', 'pull'] as const).map((direction) => {
			const replication = direction === 'push' ? this.local.replicate.to(remote, options) : this.local.replicate.from(remote, options);
			return replication
				.on('change', ((info: { docs_written: number; docs?: { _id: string }[] }) => {
					this.moved += info.docs_written;
					if (direction === 'push') for (const doc of info.docs ?? []) this.unsent.delete(doc._id);
					this.direction[direction] = { active: true, error: null };
					void this.report();
				}) as never)
				.on('active', (() => {
					this.direction[direction] = { active: true, error: null };
					void this.report();
				}) as never)
				.on('paused', ((error?: unknown) => {
					this.direction[direction] = { active: false, error: error ?? null };
					void this.report();
				}) as never)
				.on('denied', ((error: unknown) => {
					this.direction[direction] = { active: false, error };
					void this.report();
				}) as never)
				.on('error', ((error: unknown) => {
					this.direction[direction] = { active: false, error };
					void this.report();
				}) as never);
		});
		this.feed = this.local
			.changes({ since: this.seq, live: true, include_docs: true, conflicts: true, batch_size: BATCH })
			.on('change', ((change: PouchChange) => {
				this.incoming.push(change);
				this.soon();
			}) as never)
			.on('error', ((error: unknown) => void this.refused(error)) as never);
		if (typeof BroadcastChannel !== 'undefined') {
			this.channel = new BroadcastChannel(OUTBOX_CHANNEL);
			this.channel.onmessage = () => this.soon();
		}
		// Other tabs' writes are announced; a missed announcement is found at the next look.
		this.ticker = setInterval(() => this.soon(), LOOK_AGAIN_MS);
		this.soon();
	}

	/**
	 * Whether the sync this engine runs is still this device's: another tab may have stopped it (the
	 * config gone) or set it up again (another server, passphrase or device id). Then this engine ends
	 * before it sends anything with keys no longer in use.
	 */
	private async stillMine(): Promise<boolean> {
		const current = (await this.env.db.meta.get(CONFIG_KEY))?.value as SyncConfig | undefined;
		return current?.deviceId === this.config.deviceId;
	}

	/** Sends and applies now: for POST /sync/now, and for tests. */
	flush(): Promise<void> {
		this.turn();
		return this.queue;
	}

	get isStopped(): boolean {
		return this.stopped;
	}

	async stop(): Promise<void> {
		if (this.stopped) return;
		this.stopped = true;
		for (const replication of this.replications) replication.cancel();
		this.feed?.cancel();
		this.channel?.close();
		if (this.timer) clearTimeout(this.timer);
		if (this.ticker) clearInterval(this.ticker);
		if (this.statusTimer) clearTimeout(this.statusTimer);
		// The turn under way ends (its writes are transactions: all or nothing), but a stop never waits on a stuck one.
		await Promise.race([this.queue.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 5_000))]);
		await this.local.close().catch(() => undefined);
		this.settled();
	}

	private progressNow() {
		return this.initialTotal && this.moved < this.initialTotal ? { done: this.moved, total: this.initialTotal } : null;
	}

	private soon(): void {
		if (this.stopped || this.timer) return;
		this.timer = setTimeout(() => {
			this.timer = null;
			this.turn();
		}, PUSH_DELAY_MS);
	}

	private turn(): void {
		this.queue = this.queue
			.then(async () => {
				if (this.stopped) return;
				if (!(await this.stillMine())) return void this.stop();
				await this.pull();
				await this.push();
				await this.report();
			})
			.catch((error) => this.refused(error));
	}

	/** The state from both directions and what waits: refused (the server said no), offline (cannot reach it), syncing, up to date. */
	private async report(): Promise<void> {
		if (this.stopped) return;
		const error = this.direction.push.error ?? this.direction.pull.error;
		if (error) {
			const problem = serverProblem(error, publicAddress(this.config.server));
			return this.write({ state: problem.status ? 'refused' : 'offline', error: problem, pending: this.unsent.size });
		}
		const waiting = this.unsent.size + (await this.env.db.syncOutbox.count());
		const moving = this.direction.push.active || this.direction.pull.active || waiting > 0;
		const progress = this.progressNow();
		if (moving) return this.write({ state: 'syncing', error: null, progress, pending: this.unsent.size });
		await this.write({ state: 'up_to_date', lastSyncAt: this.env.now().toISOString(), progress: null, error: null, pending: 0 });
	}

	private async refused(error: unknown): Promise<void> {
		if (this.stopped) return;
		await this.write({ state: 'refused', error: serverProblem(error, publicAddress(this.config.server)) });
	}

	/**
	 * The status every tab reads. A change of state is written at once; progress within one state at
	 * most every STATUS_EVERY_MS (an initial sync moves thousands of documents: the screens showing it
	 * need a few readings a second, not one per batch).
	 */
	private async write(change: Partial<SyncProgress>): Promise<void> {
		const before = this.status.state;
		this.status = { ...this.status, ...change };
		if (this.stopped) return;
		const wait = this.lastWrite + STATUS_EVERY_MS - Date.now();
		if (this.status.state === before && wait > 0) {
			this.statusTimer ??= setTimeout(() => {
				this.statusTimer = null;
				void this.write({});
			}, wait);
			return;
		}
		this.lastWrite = Date.now();
		if (!(await this.stillMine())) return void this.stop();
		await this.env.db.meta.put({ key: STATUS_KEY, value: this.status });
		this.env.notify('sync');
	}

	/** The replica's changes since the last applied one: another device's rows applied, conflicts resolved, this device's own writes passed over. */
	private async pull(): Promise<void> {
		while (this.incoming.length && !this.stopped) {
			const changes = this.incoming.splice(0, BATCH);
			const payloads: Payload[] = [];
			const resolutions: { table: string; resolved: Resolved }[] = [];
			for (const change of changes) {
				const doc = change.doc;
				if (!doc || change.id === META_ID || doc._deleted || !('c' in doc)) continue;
				if (doc._conflicts?.length) {
					const merged = await this.resolveConflict(doc as SealedDoc);
					if (merged) {
						payloads.push(merged.payload);
						resolutions.push({ table: merged.payload.t, resolved: merged.resolved });
					}
					continue;
				}
				this.seen.set(doc._id, doc._rev!);
				const payload = await this.openDoc(doc as SealedDoc);
				if (payload && payload.d !== this.config.deviceId && this.config.tables.includes(payload.t)) payloads.push(payload);
			}
			await applyIncoming(this.env, this.config.deviceId, payloads, resolutions);
			this.seq = changes.at(-1)!.seq;
			await this.env.db.meta.put({ key: SEQ_KEY, value: this.seq });
		}
	}

	private async openDoc(doc: SealedDoc): Promise<Payload | null> {
		try {
			return await open<Payload>(this.config.keys, doc, doc._id);
		} catch {
			// Not sealed with this passphrase's key: never applied, never overwritten.
			return null;
		}
	}

	/**
	 * Every revision of a document two devices wrote apart, opened and resolved (merge.ts); the result
	 * is written over the winning revision and the others are removed, so the replicas agree again.
	 */
	private async resolveConflict(doc: SealedDoc): Promise<{ payload: Payload; resolved: Resolved } | null> {
		const revisions = [doc, ...(await Promise.all(doc._conflicts!.map((rev) => this.local.get(doc._id, { rev }).catch(() => null))))].filter(Boolean) as SealedDoc[];
		const opened = (await Promise.all(revisions.map((rev) => this.openDoc(rev)))).filter((p): p is Payload => p !== null);
		if (!opened.length) return null;
		const versions: Version[] = opened.map((p) => ({ row: p.r, at: p.at, device: p.d }));
		const resolved = resolve(opened[0].t, versions);
		const payload: Payload = { t: opened[0].t, k: opened[0].k, r: resolved.row, at: opened.map((p) => p.at).sort().at(-1)!, d: this.config.deviceId };
		const sealed = await seal(this.config.keys, payload, doc._id);
		const results = await this.local.bulkDocs([
			{ _id: doc._id, _rev: doc._rev, ...sealed },
			...doc._conflicts!.map((rev) => ({ _id: doc._id, _rev: rev, _deleted: true }))
		]);
		if (results[0]?.rev) {
			this.seen.set(doc._id, results[0].rev);
			this.unsent.add(doc._id);
		}
		return { payload, resolved };
	}

	/** Outbox entries as sealed documents of the replica, a batch at a time; an entry leaves the outbox once its document is written. */
	private async push(): Promise<void> {
		const db = this.env.db;
		for (let round = 0; round < 1_000 && !this.stopped; round++) {
			const entries = (await db.syncOutbox.orderBy('seq').limit(BATCH * 2).toArray()) as (OutboxEntry & { seq: number })[];
			if (!entries.length) return;
			const recordOf = (entry: OutboxEntry) => `${entry.table}\u0000${JSON.stringify(entry.key)}`;
			const latest = new Map<string, OutboxEntry & { seq: number }>();
			for (const entry of entries) latest.set(recordOf(entry), entry);
			const wanted = [...latest.values()].filter((entry) => this.config.tables.includes(entry.table));
			const ids = await Promise.all(wanted.map((entry) => recordId(this.config.keys, entry.table, entry.key)));
			const current = await this.local.allDocs({ keys: ids });
			const docs: PouchDoc[] = [];
			const held = await this.unseen(ids, current.rows.map((row) => row.value?.rev));
			for (let i = 0; i < wanted.length; i++) {
				const entry = wanted[i];
				const rev = current.rows[i]?.value?.rev;
				// A revision that came in and was not applied yet: pull first, this entry waits for the next turn.
				if (held.has(ids[i])) continue;
				const row = ((await db.table(entry.table).get(entry.key as string)) as Record<string, unknown> | undefined) ?? null;
				const payload: Payload = { t: entry.table, k: entry.key, r: row, at: entry.at, d: this.config.deviceId };
				docs.push({ _id: ids[i], ...(rev ? { _rev: rev } : {}), ...(await seal(this.config.keys, payload, ids[i])) });
			}
			const results = docs.length ? await this.local.bulkDocs(docs) : [];
			const failed = new Set(results.filter((r) => r.error).map((r) => r.id));
			for (const r of results) {
				if (!r.rev) continue;
				this.seen.set(r.id, r.rev);
				this.unsent.add(r.id);
			}
			const idOf = new Map(wanted.map((entry, i) => [recordOf(entry), ids[i]]));
			// An entry of a table no longer synced goes too; one whose document waits or failed stays for the next turn.
			const sent = entries.filter((entry) => {
				const id = idOf.get(recordOf(entry));
				return id === undefined || (!held.has(id) && !failed.has(id));
			});
			await db.syncOutbox.bulkDelete(sent.map((entry) => entry.seq));
			if (held.size || failed.size) return this.soon();
		}
	}

	/**
	 * The documents whose current revision in the replica this device has not applied: not among the
	 * revisions this engine saw, and changed since the last change applied (the replica's own changes
	 * feed says which, for an engine just started).
	 */
	private async unseen(ids: string[], revs: (string | undefined)[]): Promise<Set<string>> {
		const unknown = ids.filter((id, i) => revs[i] && this.seen.get(id) !== revs[i]);
		if (!unknown.length) return new Set();
		const { results } = await this.local.changes({ since: this.seq, doc_ids: unknown });
		const changed = new Set(results.map((change) => change.id));
		for (const id of unknown) if (!changed.has(id)) this.seen.set(id, revs[ids.indexOf(id)]!);
		return changed;
	}
}
