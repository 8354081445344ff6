import { api, isApiError } from '$lib/api';
import type { JobExtraction } from '$lib/api/job';
import type { TrackerJob } from '$lib/api/tracker';

export type SaveToApplications = {
	/** The extracted job the application is for; an application already made from it is updated instead. */
	jobId: string | null;
	job: Pick<JobExtraction['job'], 'title' | 'company' | 'url' | 'location' | 'source'> | null;
	/** The analysis being saved, if any: its score goes on the card. */
	match: { score: number; analysisId: string } | null;
	/** Where the application came from when the posting does not say (e.g. "Analysis"). */
	fallbackSource: string | null;
	untitled: string;
};

const clip = (value: string | null | undefined, max: number) => (value ? value.trim().slice(0, max) || null : null);
const webLink = (value: string | null | undefined) => (value && /^https?:\/\/\S+$/i.test(value.trim()) ? value.trim() : null);

/**
 * "Save to Applications", from the Job screen or an analysis. A job already tracked gets this
 * analysis' score and the posting's link (when it had none) on its card — never a second card.
 */
export async function saveToApplications(input: SaveToApplications, retried = false): Promise<TrackerJob> {
	const link = webLink(input.job?.url);
	const tracked = input.jobId ? (await api.tracker.list({ query: { jobId: input.jobId, limit: 1 } })).items[0] : undefined;
	if (tracked) {
		const patch = { ...(input.match ? { match: input.match } : {}), ...(!tracked.url && link ? { url: link } : {}) };
		if (Object.keys(patch).length === 0) return tracked;
		try {
			return await api.tracker.update({ params: { id: tracked.id }, body: { ...patch, version: tracked.version } });
		} catch (error) {
			// The card changed in another tab between reading and writing it: read it again, once.
			if (!retried && isApiError(error) && error.code === 'conflict') return saveToApplications(input, true);
			throw error;
		}
	}
	return api.tracker.create({
		body: {
			title: clip(input.job?.title, 300) ?? input.untitled,
			company: clip(input.job?.company, 200) ?? '',
			url: link,
			location: clip(input.job?.location, 200),
			source: clip(input.job?.source, 100) ?? input.fallbackSource,
			jobId: input.jobId,
			match: input.match
		}
	});
}
