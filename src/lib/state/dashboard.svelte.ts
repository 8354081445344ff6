import { api } from '$lib/api';
import type { StatusInfo, TrackerFunnel, TrackerJob, TrackerMetrics, TrackerRequirements, TrackerSources } from '$lib/api/tracker';
import type { AnalysisSummary } from '$lib/api/match';
import type { Profile } from '$lib/api/profile';
import { onDataChange } from '$lib/platform/changes';
import { Latest } from './resource.svelte';

/**
 * Everything the Dashboard shows comes from the API's aggregations; nothing is computed here. Several
 * reads with a topic each, and a failed reload shows its error, so not one Resource: each read keeps
 * Resource's sequence guard (`Latest`).
 */
export class Dashboard {
	metrics = $state<TrackerMetrics | null>(null);
	funnel = $state<TrackerFunnel | null>(null);
	sources = $state<TrackerSources | null>(null);
	recent = $state<TrackerJob[]>([]);
	statuses = $state<StatusInfo[]>([]);
	loading = $state(true);
	error = $state<unknown>(null);
	/** "What jobs ask for": loaded on its own, so a failure here never hides the numbers above it. */
	requirements = $state<TrackerRequirements | null>(null);
	requirementsLoading = $state(true);
	requirementsError = $state<unknown>(null);
	/** The latest compatibility analyses; none (or a demo without them) simply hides the list. */
	analyses = $state<AnalysisSummary[]>([]);
	/** True once the list was read: only then may the Dashboard say there is no analysis yet. */
	analysesLoaded = $state(false);
	/** The profile at a glance; null until read (or if it cannot be: the rest still shows). */
	profile = $state<Profile | null>(null);
	readonly #requirementsRead = new Latest();
	readonly #read = new Latest();

	async load() {
		// Changes can trigger loads that overlap: only the latest one's answers are shown, so an
		// older, slower read never puts stale numbers back on screen.
		const current = this.#read.next();
		this.error = null;
		void this.loadRequirements();
		void this.loadAnalyses();
		void this.loadProfile();
		try {
			const [metrics, funnel, sources, recent, statuses] = await Promise.all([
				api.tracker.metrics(),
				api.tracker.funnel(),
				api.tracker.sources(),
				api.tracker.list({ query: { limit: 5 } }),
				api.tracker.statuses()
			]);
			if (current()) Object.assign(this, { metrics, funnel, sources, recent: recent.items, statuses: [...statuses.items, ...statuses.exam] });
		} catch (error) {
			if (current()) this.error = error;
		} finally {
			if (current()) this.loading = false;
		}
	}

	async loadProfile() {
		try {
			this.profile = await api.profile.get();
		} catch {
			this.profile = null;
		}
	}

	async loadAnalyses() {
		try {
			this.analyses = (await api.match.list({ query: { limit: 3 } })).items;
			this.analysesLoaded = true;
		} catch {
			this.analyses = [];
		}
	}

	async loadRequirements() {
		// A profile change and a tracker change may both reload: only the latest answer is shown.
		const current = this.#requirementsRead.next();
		this.requirementsError = null;
		try {
			const requirements = await api.tracker.requirements();
			if (current()) this.requirements = requirements;
		} catch (error) {
			if (current()) this.requirementsError = error;
		} finally {
			if (current()) this.requirementsLoading = false;
		}
	}

	watch() {
		const stops = [
			onDataChange('tracker', () => void this.load()),
			onDataChange('match', () => void this.loadAnalyses()),
			// Adding a skill to the profile closes a gap.
			onDataChange('profile', () => {
				void this.loadRequirements();
				void this.loadProfile();
			})
		];
		return () => stops.forEach((stop) => stop());
	}

	label(status: string, language: 'en' | 'pt') {
		return this.statuses.find((s) => s.status === status)?.label[language] ?? status;
	}
}
