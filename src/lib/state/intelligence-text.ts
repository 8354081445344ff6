/**
 * The words around the charts of /intelligence: the sentence each chart is summed up in for a
 * screen reader, and the labels of weeks and time buckets. They only say the API's figures; the
 * one choice made here is which of them to name (the busiest week, the fullest bucket).
 */
import { i18n, t } from '$lib/i18n/i18n.svelte';
import type { TrackerFunnel, TrackerRequirements, TrackerResponseTimes, TrackerSources, TrackerTimeline } from '$lib/api/tracker';

type CountStem = 'intelligence.count.applied' | 'intelligence.count.responses' | 'intelligence.count.interviews';

/** "3 applications", and "no applications" rather than "0 candidatura" (Portuguese counts 0 as singular). */
export function countOf(stem: CountStem, count: number): string {
	return count === 0 ? t(`${stem}.none`) : i18n.tn(stem, count);
}

const percent = (rate: number | null) => (rate === null ? t('dashboard.kpi.none') : i18n.percent(rate));

/** The Monday (UTC) an ISO week `YYYY-Www` starts on. */
export function weekStart(week: string): Date {
	const [year, number] = week.split('-W').map(Number);
	const jan4 = new Date(Date.UTC(year, 0, 4));
	const monday = new Date(jan4);
	monday.setUTCDate(jan4.getUTCDate() - ((jan4.getUTCDay() || 7) - 1) + (number - 1) * 7);
	return monday;
}

/** "3 Nov" / "3 de nov.": the start of the week, as people name weeks. */
export const weekDate = (week: string) => i18n.date(weekStart(week).toISOString(), { day: 'numeric', month: 'short', timeZone: 'UTC' });
/** "W45" / "S45" under a chart's axis. */
export const weekTick = (week: string) => t('intelligence.timeline.tick', { week: Number(week.split('-W')[1]) });

export function bucketLabel(bucket: TrackerResponseTimes['buckets'][number]): string {
	if (bucket.to === null) return i18n.tn('intelligence.bucket.over', bucket.from);
	if (bucket.from === 0) return i18n.tn('intelligence.bucket.under', bucket.to);
	return t('intelligence.bucket.range', { from: i18n.number(bucket.from), to: i18n.number(bucket.to) });
}

export function sourceLabel(source: string): string {
	return source === 'manual' ? t('dashboard.sources.manual') : source;
}

export function funnelSummary(funnel: TrackerFunnel, total: number, label: (status: string) => string): string {
	const stages = funnel.stages.map((stage) => t('intelligence.funnel.stage', { label: label(stage.status), count: i18n.number(stage.count), percent: percent(stage.rate) }));
	return t('intelligence.funnel.summary', { total: i18n.number(total), stages: i18n.list(stages) });
}

/** At most six sources are named; the table alternative has them all. */
export function sourcesSummary(sources: TrackerSources): string {
	const named = sources.items.slice(0, 6).map((row) =>
		row.applied === 0
			? t('intelligence.sources.itemNone', { source: sourceLabel(row.source) })
			: t('intelligence.sources.item', { source: sourceLabel(row.source), percent: percent(row.conversion), interviews: i18n.number(row.interviews), applied: i18n.number(row.applied) })
	);
	return t('intelligence.sources.summary', { sources: i18n.list(named) });
}

export function timelineSummary(timeline: TrackerTimeline, weeks: number): string {
	const { totals } = timeline;
	if (totals.applied + totals.responses + totals.interviews === 0) return t('intelligence.timeline.quiet', { weeks: i18n.number(weeks) });
	const sentence = t('intelligence.timeline.summary', {
		weeks: i18n.number(weeks),
		applied: countOf('intelligence.count.applied', totals.applied),
		responses: countOf('intelligence.count.responses', totals.responses),
		interviews: countOf('intelligence.count.interviews', totals.interviews)
	});
	// The busiest week, the latest of equals (the one a person remembers).
	const peak = timeline.items.reduce<TrackerTimeline['items'][number] | null>((best, row) => (row.applied > 0 && (!best || row.applied >= best.applied) ? row : best), null);
	if (!peak) return sentence;
	return `${sentence} ${t('intelligence.timeline.peak', { date: weekDate(peak.week), week: peak.week, count: i18n.number(peak.applied) })}`;
}

export function requirementsSummary(requirements: TrackerRequirements): string {
	const named = requirements.items.slice(0, 5).map((item) => t('intelligence.requirements.item', { skill: item.skill, percent: i18n.percent(item.share) }));
	const sentence = t('intelligence.requirements.summary', { skills: i18n.list(named) });
	const gaps = requirements.items.filter((item) => !item.inProfile).length;
	return gaps ? `${sentence} ${i18n.tn('intelligence.requirements.gapCount', gaps)}` : sentence;
}

export function responseSummary(times: TrackerResponseTimes): string {
	const sentences = [i18n.tn('intelligence.response.answered', times.responded)];
	if (times.median !== null) sentences.push(t('intelligence.response.median', { days: i18n.tn('intelligence.response.days', times.median) }));
	if (times.waiting > 0) sentences.push(i18n.tn('intelligence.response.waiting', times.waiting));
	const peak = times.buckets.reduce<TrackerResponseTimes['buckets'][number] | null>((best, bucket) => (bucket.count > 0 && (!best || bucket.count > best.count) ? bucket : best), null);
	if (peak) sentences.push(t('intelligence.response.peak', { bucket: bucketLabel(peak), count: i18n.number(peak.count) }));
	return sentences.map((sentence) => (sentence.endsWith('.') ? sentence : `${sentence}.`)).join(' ');
}
