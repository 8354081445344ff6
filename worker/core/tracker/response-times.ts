import { medianOfSorted, type JobFact } from './metrics';
import type { TrackerResponseTimes } from './schema';

/**
 * Edges of the time-to-response buckets, in days: under a day, a few days, a week, two weeks, a
 * month, two months, longer. Fixed, so that a chart keeps its shape as answers come in and two
 * people's charts can be compared.
 */
export const RESPONSE_EDGES = [0, 1, 3, 7, 14, 30, 60] as const;

/**
 * `GET /tracker/response-times` from the days to the first answer of every answered application,
 * ascending (the ledger keeps them so), and how many sent applications still wait for one. A
 * "response" is what `medianDaysToResponse` measures, so `median` is that figure.
 */
export function responseTimesOfDays(sortedDays: readonly number[], waiting: number): TrackerResponseTimes {
	const buckets = RESPONSE_EDGES.map((from, i) => ({ from, to: (RESPONSE_EDGES[i + 1] ?? null) as number | null, count: 0 }));
	let bucket = 0;
	for (const days of sortedDays) {
		while (buckets[bucket].to !== null && days >= buckets[bucket].to!) bucket++;
		buckets[bucket].count++;
	}
	const median = medianOfSorted(sortedDays);
	return { buckets, median: median === null ? null : Math.round(median * 10) / 10, responded: sortedDays.length, waiting };
}

export function responseTimesOf(facts: readonly JobFact[]): TrackerResponseTimes {
	const days = facts.flatMap((fact) => (fact.sent && fact.responseDays !== null ? [fact.responseDays] : [])).sort((a, b) => a - b);
	return responseTimesOfDays(days, facts.filter((fact) => fact.waiting).length);
}
