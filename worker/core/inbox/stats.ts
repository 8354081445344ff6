/**
 * What the source directory may know of the inbox: where items came from, how many, and when one
 * last arrived. Counts only; the directory never reads the inbox's rows.
 */
import type { CoreEnv } from '../env';
import { importLog, type ImportLog } from './import';
import type { InboxChannel } from './schema';
import { currentIndex } from './store';

export type Tally = { count: number; lastSeenAt: string };
export type InboxSourceStats = {
	origins: Map<string, Tally & { channels: Set<InboxChannel> }>;
	hosts: Map<string, Tally>;
	channels: Map<InboxChannel, Tally>;
	imports: ImportLog[];
};

function count<K>(map: Map<K, Tally>, key: K, at: string) {
	const tally = map.get(key);
	if (!tally) map.set(key, { count: 1, lastSeenAt: at });
	else {
		tally.count++;
		if (at > tally.lastSeenAt) tally.lastSeenAt = at;
	}
}

export async function inboxSourceStats(env: CoreEnv): Promise<InboxSourceStats> {
	const index = await currentIndex(env);
	const stats: InboxSourceStats = { origins: new Map(), hosts: new Map(), channels: new Map(), imports: await importLog(env) };
	for (const entry of index.entries.values()) {
		if (entry.status === 'merged') continue;
		let origin = stats.origins.get(entry.origin);
		if (!origin) stats.origins.set(entry.origin, (origin = { count: 0, lastSeenAt: entry.createdAt, channels: new Set() }));
		origin.count++;
		if (entry.createdAt > origin.lastSeenAt) origin.lastSeenAt = entry.createdAt;
		origin.channels.add(entry.channel);
		if (entry.host) count(stats.hosts, entry.host, entry.createdAt);
		count(stats.channels, entry.channel, entry.createdAt);
	}
	return stats;
}
