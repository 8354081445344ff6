import { describe, expect, it, vi } from 'vitest';

// The core's change notices, by topic: a test says which topic changed.
const listeners = new Map<string, Set<() => void>>();
vi.mock('$lib/platform/changes', () => ({
	onDataChange: (topic: string, onChange: () => void) => {
		const set = listeners.get(topic) ?? new Set();
		set.add(onChange);
		listeners.set(topic, set);
		return () => set.delete(onChange);
	}
}));
const changed = (topic: string) => listeners.get(topic)?.forEach((onChange) => onChange());

const { Latest, PagedResource, Resource } = await import('./resource.svelte');

/** An answer the test gives when it chooses, so two requests can answer in either order. */
function deferred<T>() {
	let resolve!: (value: T) => void;
	let reject!: (error: unknown) => void;
	const promise = new Promise<T>((ok, fail) => ((resolve = ok), (reject = fail)));
	return { promise, resolve, reject };
}

type Item = { id: string };
const items = (...ids: string[]): Item[] => ids.map((id) => ({ id }));
const page = (ids: string[], nextCursor: string | null = null, total = ids.length) => ({ items: items(...ids), total, nextCursor });

describe('Latest', () => {
	it('says an answer is stale once a newer load began or the answers were dropped', () => {
		const latest = new Latest();
		const first = latest.next();
		expect(first()).toBe(true);
		const second = latest.next();
		expect(first()).toBe(false);
		expect(second()).toBe(true);
		const more = latest.same();
		expect(more()).toBe(true);
		latest.drop();
		expect(second()).toBe(false);
		expect(more()).toBe(false);
	});
});

describe('Resource', () => {
	it('keeps the second answer when the first one arrives late', async () => {
		const answers = [deferred<string>(), deferred<string>()];
		let call = 0;
		const resource = new Resource(() => answers[call++].promise);
		const first = resource.load();
		const second = resource.load();
		answers[1].resolve('new');
		expect(await second).toBe(true);
		answers[0].resolve('old');
		expect(await first).toBe(false);
		expect(resource.value).toBe('new');
		expect(resource.status).toBe('ready');
	});

	it('does not show the failure of a load a newer one overtook', async () => {
		const answers = [deferred<string>(), deferred<string>()];
		let call = 0;
		const resource = new Resource(() => answers[call++].promise);
		const first = resource.load();
		const second = resource.load();
		answers[1].resolve('new');
		await second;
		answers[0].reject(new Error('late failure'));
		await first;
		expect(resource.error).toBeNull();
		expect(resource.status).toBe('ready');
	});

	it('shows a first load’s failure, and keeps what is shown when a refresh fails', async () => {
		let fail = true;
		const resource = new Resource(async () => {
			if (fail) throw new Error('offline');
			return 'value';
		});
		await resource.load();
		expect(resource.status).toBe('error');
		expect(resource.error).toEqual(new Error('offline'));
		fail = false;
		await resource.load();
		fail = true;
		await resource.load({ keep: true });
		expect(resource.status).toBe('ready');
		expect(resource.value).toBe('value');
		expect(resource.error).toBeNull();
	});

	it('stays on screen while a refresh loads, and says loading for a load that replaces it', async () => {
		const resource = new Resource(async () => 'value');
		await resource.load();
		void resource.load({ keep: true });
		expect(resource.status).toBe('ready');
		void resource.load();
		expect(resource.status).toBe('loading');
	});

	it('reloads when one of its topics changes, and not after the watch ends', async () => {
		const fetch = vi.fn(async () => 'value');
		const resource = new Resource(fetch, { topics: ['tracker', 'profile'] });
		const also = vi.fn();
		const stop = resource.watch(also);
		changed('radar');
		expect(fetch).not.toHaveBeenCalled();
		changed('profile');
		expect(fetch).toHaveBeenCalledTimes(1);
		expect(also).toHaveBeenCalledTimes(1);
		stop();
		changed('tracker');
		expect(fetch).toHaveBeenCalledTimes(1);
	});

	it('drops an answer asked before a change made here', async () => {
		const answer = deferred<string>();
		const resource = new Resource(() => answer.promise);
		const load = resource.load();
		resource.drop();
		answer.resolve('before the change');
		expect(await load).toBe(false);
		expect(resource.value).toBeNull();
	});
});

describe('PagedResource', () => {
	it('appends the next page, showing once an item the list repeated', async () => {
		const fetch = vi.fn(async ({ cursor }: { limit: number; cursor?: string }) => (cursor ? page(['b', 'c'], null, 3) : page(['a', 'b'], 'next', 3)));
		const list = new PagedResource<Item>(fetch, { pageSize: 2, maxPage: 10 });
		await list.load();
		await list.loadMore();
		expect(list.items.map((item) => item.id)).toEqual(['a', 'b', 'c']);
		expect(list.nextCursor).toBeNull();
		expect(fetch.mock.calls.map(([request]) => request)).toEqual([{ limit: 2 }, { limit: 2, cursor: 'next' }]);
	});

	it('asks, on a refresh, for as many items as are on screen, up to the largest page', async () => {
		const fetch = vi.fn(async ({ cursor }: { limit: number; cursor?: string }) => (cursor ? page(['c', 'd', 'e'], null, 5) : page(['a', 'b'], 'next', 5)));
		const list = new PagedResource<Item>(fetch, { pageSize: 2, maxPage: 4 });
		await list.load();
		await list.loadMore();
		await list.load({ keep: true });
		expect(fetch.mock.calls.at(-1)?.[0]).toEqual({ limit: 4 });
	});

	it('drops a further page when a new first page was asked for meanwhile', async () => {
		const more = deferred<ReturnType<typeof page>>();
		let calls = 0;
		const list = new PagedResource<Item>(async ({ cursor }) => {
			calls++;
			if (cursor) return more.promise;
			return calls === 1 ? page(['a'], 'next', 2) : page(['x'], null, 1);
		}, { pageSize: 1, maxPage: 10 });
		await list.load();
		const loading = list.loadMore();
		expect(list.loadingMore).toBe(true);
		await list.load();
		more.resolve(page(['b'], null, 2));
		await loading;
		expect(list.items.map((item) => item.id)).toEqual(['x']);
		expect(list.total).toBe(1);
		expect(list.loadingMore).toBe(false);
	});

	it('keeps the second first page when the first one arrives late', async () => {
		const answers = [deferred<ReturnType<typeof page>>(), deferred<ReturnType<typeof page>>()];
		let call = 0;
		const list = new PagedResource<Item>(() => answers[call++].promise, { pageSize: 1, maxPage: 10 });
		const first = list.load();
		const second = list.load();
		answers[1].resolve(page(['new']));
		await second;
		answers[0].resolve(page(['old']));
		await first;
		expect(list.items.map((item) => item.id)).toEqual(['new']);
	});

	it('lets the screen place a first page beside what it showed', async () => {
		let ids = ['a', 'b'];
		const list = new PagedResource<Item>(async () => page(ids), {
			pageSize: 10,
			maxPage: 10,
			// Keeps "a" where it was even when the list no longer gives it.
			arrange: (fresh, shown) => (fresh.some((item) => item.id === 'a') ? fresh : [...shown.filter((item) => item.id === 'a'), ...fresh])
		});
		await list.load();
		ids = ['b'];
		await list.load({ keep: true });
		expect(list.items.map((item) => item.id)).toEqual(['a', 'b']);
	});

	it('reloads on its topic, keeping the pages opened', async () => {
		const fetch = vi.fn(async (_request: { limit: number; cursor?: string }) => page(['a']));
		const list = new PagedResource<Item>(fetch, { pageSize: 1, maxPage: 10, topics: ['inbox'] });
		await list.load();
		const stop = list.watch();
		changed('inbox');
		await Promise.resolve();
		expect(fetch).toHaveBeenCalledTimes(2);
		expect(list.status).toBe('ready');
		stop();
	});
});
