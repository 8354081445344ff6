import type { FeedStatus } from '../radar';
import type { CoreEnv } from '../env';
import { hostOf } from '../engine/posting-identity';
import { inboxSourceStats } from '../inbox';
import { foldText } from '../engine/text/normalize';
import { trackedPostings } from '../tracker';
import { listFeeds } from '../radar';
import { isCareerPlatform, OFFICIAL_APIS, siteKind } from './catalogue';
import type { SourceDirectory, SourceEntry } from './schema';

const later = (a: string | null, b: string | null) => (!a ? b : !b ? a : a > b ? a : b);

/** The directory, built from counts the inbox and the applications give; nothing of its own is stored. */
/** What the last reads of a source's feeds or boards say: working when one went well, failing when every read one failed. */
function readState(statuses: readonly FeedStatus[]): 'working' | 'failing' | 'not_read' {
	if (statuses.some((status) => status === 'ok' || status === 'not_modified' || status === 'skipped')) return 'working';
	return statuses.some((status) => status === 'error') ? 'failing' : 'not_read';
}

export async function sourceDirectory(env: CoreEnv): Promise<SourceDirectory> {
	const [inbox, applications, radar] = await Promise.all([inboxSourceStats(env), trackedPostings(env), listFeeds(env)]);
	const items: SourceEntry[] = [];
	const entry = (fields: Partial<SourceEntry> & Pick<SourceEntry, 'id' | 'kind' | 'name' | 'state'>): SourceEntry => ({
		url: null,
		inbox: 0,
		applications: 0,
		lastSeenAt: null,
		detail: {},
		docsUrl: null,
		...fields
	});

	// Sites seen in links: the inbox's and the applications'.
	const sites = new Map<string, { inbox: number; applications: number; lastSeenAt: string | null }>();
	for (const [host, tally] of inbox.hosts) sites.set(host, { inbox: tally.count, applications: 0, lastSeenAt: tally.lastSeenAt });
	for (const job of applications) {
		const host = hostOf(job.url);
		if (!host) continue;
		const site = sites.get(host) ?? { inbox: 0, applications: 0, lastSeenAt: null };
		site.applications++;
		site.lastSeenAt = later(site.lastSeenAt, job.createdAt);
		sites.set(host, site);
	}
	for (const [host, site] of sites) {
		const kind = siteKind(host);
		items.push(entry({ id: `site:${host}`, kind, name: host, url: `https://${host}`, state: 'observed', ...site, detail: kind === 'career_page' ? { platform: isCareerPlatform(host) } : {} }));
	}

	// The radar reads these through its adapters (worker/core/radar/boards): only what was added and
	// read says "working" — an API with no board is available, not working (nothing was read).
	for (const api of OFFICIAL_APIS) {
		const boards = radar.items.filter((feed) => feed.kind === api.id);
		const lastSeenAt = boards.reduce<string | null>((at, feed) => later(at, feed.lastFetchedAt), null);
		const state = boards.length === 0 ? 'available' : readState(boards.map((board) => board.lastStatus));
		items.push(entry({ id: `api:${api.id}`, kind: 'official_api', name: api.name, state, docsUrl: api.docsUrl, lastSeenAt, detail: { boards: boards.length } }));
	}
	// Feeds the radar reads (RSS, Atom, JSON Feed), with how their last read went.
	for (const feed of radar.items.filter((feed) => feed.kind === 'rss' || feed.kind === 'atom' || feed.kind === 'json'))
		items.push(
			entry({
				id: `feed:${feed.id}`,
				kind: 'feed',
				name: feed.name,
				url: feed.url ?? feed.siteUrl,
				state: readState([feed.lastStatus]),
				lastSeenAt: feed.lastFetchedAt,
				detail: { format: feed.kind, status: feed.lastStatus, items: feed.lastItems, pasted: feed.pasted }
			})
		);

	// Files imported, by name: one imported again and again is a recurring source.
	const files = new Map<string, { times: number; created: number; merged: number; format: string; lastSeenAt: string }>();
	for (const log of inbox.imports) {
		const name = log.name ?? `(${log.format.toUpperCase()})`;
		const file = files.get(name) ?? { times: 0, created: 0, merged: 0, format: log.format, lastSeenAt: log.at };
		file.times++;
		file.created += log.created;
		file.merged += log.merged;
		file.lastSeenAt = later(file.lastSeenAt, log.at)!;
		files.set(name, file);
	}
	for (const [name, file] of files)
		items.push(
			entry({
				id: `import:${name}`,
				kind: 'import',
				name,
				state: 'observed',
				inbox: file.created,
				lastSeenAt: file.lastSeenAt,
				detail: { times: file.times, merged: file.merged, format: file.format, recurring: file.times > 1 }
			})
		);

	for (const channel of ['text', 'link', 'manual', 'capture'] as const) {
		const tally = inbox.channels.get(channel);
		if (tally) items.push(entry({ id: `manual:${channel}`, kind: 'manual', name: channel, state: 'observed', inbox: tally.count, lastSeenAt: tally.lastSeenAt, detail: { channel } }));
	}

	// Every origin label, wherever it was seen (labels compared without case or accents).
	const origins = new Map<string, { name: string; inbox: number; applications: number; lastSeenAt: string | null }>();
	for (const [name, tally] of inbox.origins) origins.set(foldText(name), { name, inbox: tally.count, applications: 0, lastSeenAt: tally.lastSeenAt });
	for (const job of applications) {
		if (!job.source) continue;
		const key = foldText(job.source);
		const origin = origins.get(key) ?? { name: job.source, inbox: 0, applications: 0, lastSeenAt: null };
		origin.applications++;
		origin.lastSeenAt = later(origin.lastSeenAt, job.createdAt);
		origins.set(key, origin);
	}
	for (const [key, origin] of origins) items.push(entry({ id: `origin:${key}`, kind: 'observed', state: 'observed', ...origin }));

	const order: SourceEntry['kind'][] = ['career_page', 'job_board', 'feed', 'official_api', 'import', 'manual', 'observed'];
	items.sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind) || b.inbox + b.applications - (a.inbox + a.applications) || a.name.localeCompare(b.name));
	return { items, total: items.length, nextCursor: null };
}
