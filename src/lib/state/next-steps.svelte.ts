import { api } from '$lib/api';
import type { NextSteps } from '$lib/api/interviews';
import { browserTimeZone } from './interviews.svelte';
import { Resource } from './resource.svelte';

/**
 * The zone, read in a task of its own: the Dashboard asks for its steps while it first renders, and
 * where the browser has no Temporal the zone comes from the page's first `Intl.DateTimeFormat`, tens
 * of milliseconds on a slow phone (see browserTimeZone).
 */
const zoneSoon = () => new Promise<string>((resolve) => setTimeout(() => resolve(browserTimeZone()), 0));

/**
 * The Dashboard's "Next steps" (issue 30): what the core computes from stages, dates, interviews,
 * reminders and follow-ups, overdue first. "Today" is the person's, so the browser's zone is sent.
 */
export class NextStepsList {
	readonly steps = new Resource<NextSteps>(async () => api.interviews.nextSteps({ query: { tz: await zoneSoon(), limit: 8 } }), { topics: ['interviews', 'tracker'] });

	load() {
		return this.steps.load();
	}

	watch() {
		return this.steps.watch();
	}
}
