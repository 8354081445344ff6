import { api } from '$lib/api';
import type { RadarFeed, SourceWarning } from '$lib/api/radar';
import type { SourceEntry, SourceKind } from '$lib/api/sources';
import { Latest, watchTopics } from './resource.svelte';

/** The directory's groups in the order SPEC.md lists them: where postings can come from, then where they did. */
export const DIRECTORY_KINDS: readonly SourceKind[] = ['career_page', 'job_board', 'feed', 'official_api', 'import', 'manual', 'observed'];

export type DirectoryGroup = { kind: SourceKind; entries: SourceEntry[] };

/** Every kind gets its group, empty or not: an empty group still says what would appear there. */
export function groupDirectory(items: readonly SourceEntry[]): DirectoryGroup[] {
	return DIRECTORY_KINDS.map((kind) => ({ kind, entries: items.filter((entry) => entry.kind === kind) }));
}

/** How many times a file of this name was imported; "recurring" when more than once. */
export function importTimes(entry: Pick<SourceEntry, 'detail'>): number {
	const times = entry.detail.times;
	return typeof times === 'number' && times > 0 ? times : 1;
}

export const isRecurring = (entry: Pick<SourceEntry, 'detail'>) => importTimes(entry) > 1;

/** The words for the channels the inbox records (worker/core/inbox: text, link, manual, capture). */
export type ManualChannel = 'text' | 'link' | 'manual' | 'capture';
const CHANNELS: readonly string[] = ['text', 'link', 'manual', 'capture'] satisfies ManualChannel[];

export function manualChannel(entry: Pick<SourceEntry, 'detail' | 'name'>): ManualChannel | null {
	const channel = typeof entry.detail.channel === 'string' ? entry.detail.channel : entry.name;
	return CHANNELS.includes(channel) ? (channel as ManualChannel) : null;
}

/**
 * Origin labels Rumo writes itself, named in words: the companion's ("bookmarklet", "extension", and the relay's default "companion") and
 * the inbox's defaults for a posting without a site ("text", "link", "manual", "csv", "json").
 * Labels a person typed (a CSV's "fonte", a site) are shown as they are.
 */
export type KnownOrigin = 'bookmarklet' | 'extension' | 'companion' | 'text' | 'link' | 'manual' | 'csv' | 'json';
const KNOWN_ORIGINS: readonly string[] = ['bookmarklet', 'extension', 'companion', 'text', 'link', 'manual', 'csv', 'json'] satisfies KnownOrigin[];

export function knownOrigin(label: string): KnownOrigin | null {
	const key = label.trim().toLowerCase();
	return KNOWN_ORIGINS.includes(key) ? (key as KnownOrigin) : null;
}

/** A docs link only when it is one: the catalogue's addresses are https, and nothing else is linked. */
export const docsLink = (url: string | null) => (url && /^https:\/\//i.test(url) ? url : null);

/** A warning of a source's last read, with the board it is about when an entry stands for several (an API's). */
export type EntryWarning = SourceWarning & { source: string | null };

/**
 * What the last reads of the radar sources behind an entry had to say: a feed's own (entry
 * `feed:{id}`), or every board's of an API (entry `api:{provider}`), each naming its board.
 */
export function entryWarnings(entry: Pick<SourceEntry, 'id' | 'kind'>, feeds: readonly Pick<RadarFeed, 'id' | 'kind' | 'name' | 'lastWarnings'>[]): EntryWarning[] {
	if (entry.kind === 'feed') return (feeds.find((feed) => `feed:${feed.id}` === entry.id)?.lastWarnings ?? []).map((warning) => ({ ...warning, source: null }));
	if (entry.kind !== 'official_api') return [];
	return feeds.filter((feed) => `api:${feed.kind}` === entry.id).flatMap((feed) => (feed.lastWarnings ?? []).map((warning) => ({ ...warning, source: feed.name })));
}

/** The source directory, rebuilt from the inbox's and the applications' counts whenever they change. */
export class SourceDirectoryView {
	items = $state<SourceEntry[]>([]);
	/** The radar's sources, for what their last reads had to say (the directory gives their state). */
	feeds = $state<RadarFeed[]>([]);
	loading = $state(true);
	error = $state<unknown>(null);
	readonly #latest = new Latest();

	groups: DirectoryGroup[] = $derived(groupDirectory(this.items));

	async load() {
		const current = this.#latest.next();
		try {
			// The warnings are a note beside the state: the directory shows without them if they fail to load.
			const [directory, feeds] = await Promise.all([api.sources.directory(), api.radar.feeds().catch(() => null)]);
			if (!current()) return;
			this.items = directory.items;
			this.feeds = feeds?.items ?? [];
			this.error = null;
		} catch (error) {
			if (current()) this.error = error;
		} finally {
			if (current()) this.loading = false;
		}
	}

	warningsOf(entry: SourceEntry): EntryWarning[] {
		return entryWarnings(entry, this.feeds);
	}

	retry() {
		this.loading = true;
		this.error = null;
		return this.load();
	}

	/** The counts come from the inbox and the applications: a change in either (this tab or another) reloads. */
	watch() {
		return watchTopics(['inbox', 'tracker', 'radar'], () => void this.load());
	}
}
