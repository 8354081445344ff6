import { api } from '$lib/api';
import type { NextSteps } from '$lib/api/interviews';
import { browserTimeZone } from './interviews.svelte';
import { Resource } from './resource.svelte';

/**
 * The Dashboard's "Next steps" (issue 30): what the core computes from stages, dates, interviews,
 * reminders and follow-ups, overdue first. "Today" is the person's, so the browser's zone is sent.
 */
export class NextStepsList {
	readonly steps = new Resource<NextSteps>(() => api.interviews.nextSteps({ query: { tz: browserTimeZone(), limit: 8 } }), { topics: ['interviews', 'tracker'] });

	load() {
		return this.steps.load();
	}

	watch() {
		return this.steps.watch();
	}
}
