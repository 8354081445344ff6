import { api } from '$lib/api';
import type {
	StatusInfo,
	TrackerFunnel,
	TrackerMetrics,
	TrackerRequirements,
	TrackerResponseTimes,
	TrackerSources,
	TrackerTimeline
} from '$lib/api/tracker';
import { Latest, watchTopics } from './resource.svelte';

/** The periods the timeline offers; the API answers any number of weeks up to ten years. */
export const TIMELINE_WEEKS = [8, 12, 26, 52] as const;
/** Bars in "most asked for": enough to see a pattern, few enough to read on a phone. */
const TOP_SKILLS = 10;
const TOP_GAPS = 8;

/**
 * Everything /intelligence shows, as the API answers it: no figure is computed here (SPEC.md
 * cross-cutting rule 2). The tracker's figures load together; what the jobs ask for also depends
 * on the profile and loads on its own, so a failure there never hides the charts above it. Not a
 * Resource (several reads, and a failed reload shows its error): each read keeps its sequence guard (`Latest`).
 */
export class Intelligence {
	metrics = $state<TrackerMetrics | null>(null);
	funnel = $state<TrackerFunnel | null>(null);
	sources = $state<TrackerSources | null>(null);
	timeline = $state<TrackerTimeline | null>(null);
	responseTimes = $state<TrackerResponseTimes | null>(null);
	statuses = $state<StatusInfo[]>([]);
	loading = $state(true);
	/** A reload after a change is under way (the charts stay, marked busy). */
	refreshing = $state(false);
	error = $state<unknown>(null);

	requirements = $state<TrackerRequirements | null>(null);
	gaps = $state<TrackerRequirements | null>(null);
	requirementsLoading = $state(true);
	requirementsError = $state<unknown>(null);

	weeks = $state<number>(12);
	readonly #read = new Latest();
	readonly #requirementsRead = new Latest();

	get empty() {
		return this.metrics !== null && this.metrics.total === 0;
	}

	async load() {
		// Changes can trigger loads that overlap: only the latest one's answers are shown.
		const current = this.#read.next();
		this.error = null;
		if (this.metrics) this.refreshing = true;
		void this.loadRequirements();
		try {
			const [metrics, funnel, sources, timeline, responseTimes, statuses] = await Promise.all([
				api.tracker.metrics(),
				api.tracker.funnel(),
				api.tracker.sources(),
				api.tracker.timeline({ query: { weeks: this.weeks } }),
				api.tracker.responseTimes(),
				this.statuses.length ? Promise.resolve({ items: this.statuses }) : api.tracker.statuses()
			]);
			if (current()) Object.assign(this, { metrics, funnel, sources, timeline, responseTimes, statuses: statuses.items });
		} catch (error) {
			if (current()) this.error = error;
		} finally {
			if (current()) {
				this.loading = false;
				this.refreshing = false;
			}
		}
	}

	async loadRequirements() {
		const current = this.#requirementsRead.next();
		this.requirementsError = null;
		try {
			const [requirements, gaps] = await Promise.all([
				api.tracker.requirements({ query: { limit: TOP_SKILLS } }),
				api.tracker.requirements({ query: { limit: TOP_GAPS, inProfile: 'false' } })
			]);
			if (current()) Object.assign(this, { requirements, gaps });
		} catch (error) {
			if (current()) this.requirementsError = error;
		} finally {
			if (current()) this.requirementsLoading = false;
		}
	}

	/** Another period: only the timeline is read again. */
	async setWeeks(weeks: number) {
		this.weeks = weeks;
		const current = this.#read.same();
		try {
			const timeline = await api.tracker.timeline({ query: { weeks } });
			if (current() && weeks === this.weeks) this.timeline = timeline;
		} catch (error) {
			if (current()) this.error = error;
		}
	}

	watch() {
		const stops = [
			watchTopics(['tracker'], () => void this.load()),
			// A skill added to the profile closes a gap; a new analysis gives a gap its link.
			watchTopics(['profile', 'match'], () => void this.loadRequirements())
		];
		return () => stops.forEach((stop) => stop());
	}

	label(status: string, language: 'en' | 'pt') {
		return this.statuses.find((s) => s.status === status)?.label[language] ?? status;
	}

	/** The application log as the API writes it, named for today in the person's own time zone. */
	async exportLog(format: 'csv' | 'json', now = new Date()): Promise<{ name: string; text: string }> {
		const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
		const text = await api.tracker.exportLog({ query: { format, tz: timeZone } });
		return { name: `rumo-applications-${localDay(now)}.${format}`, text };
	}
}

/** `YYYY-MM-DD` of the person's own calendar. */
export function localDay(date: Date): string {
	const pad = (n: number) => String(n).padStart(2, '0');
	return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
