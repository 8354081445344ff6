import { api } from '$lib/api';
import type { StatusInfo, TrackerFunnel, TrackerJob, TrackerMetrics, TrackerSources } from '$lib/api/tracker';
import { onDataChange } from '$lib/platform/changes';

/** Everything the Dashboard shows comes from the API's aggregations; nothing is computed here. */
export class Dashboard {
	metrics = $state<TrackerMetrics | null>(null);
	funnel = $state<TrackerFunnel | null>(null);
	sources = $state<TrackerSources | null>(null);
	recent = $state<TrackerJob[]>([]);
	statuses = $state<StatusInfo[]>([]);
	loading = $state(true);
	error = $state<unknown>(null);

	async load() {
		this.error = null;
		try {
			const [metrics, funnel, sources, recent, statuses] = await Promise.all([
				api.tracker.metrics(),
				api.tracker.funnel(),
				api.tracker.sources(),
				api.tracker.list({ limit: 5 }),
				api.tracker.statuses()
			]);
			Object.assign(this, { metrics, funnel, sources, recent: recent.items, statuses: statuses.items });
		} catch (error) {
			this.error = error;
		} finally {
			this.loading = false;
		}
	}

	watch() {
		return onDataChange('tracker', () => void this.load());
	}

	label(status: string, language: 'en' | 'pt') {
		return this.statuses.find((s) => s.status === status)?.label[language] ?? status;
	}
}
