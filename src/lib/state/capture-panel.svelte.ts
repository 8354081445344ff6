import { webLink } from '$lib/format/link';
import { api } from '$lib/api';
import type { Capture, CaptureList, CaptureStatus } from '$lib/api/captures';
import type { CreatedInboxItem } from '$lib/api/inbox';
import type { JobExtraction, JobMetadata } from '$lib/api/job';
import type { TrackerJob } from '$lib/api/tracker';
import { onDataChange } from '$lib/platform/changes';
import { Latest } from './resource.svelte';
import { saveToApplications, type SaveToApplications } from './save-to-applications';

/** "current" hides what the person archived or ignored; the rest are one status each, or all. */
export type CaptureView = 'current' | CaptureStatus | 'all';
export const CAPTURE_VIEWS: readonly CaptureView[] = ['current', 'new', 'reviewed', 'archived', 'ignored', 'all'];

export type CaptureAction = 'inbox' | 'job' | 'applications' | Exclude<CaptureStatus, 'new'>;
/** Why an action on one capture did not work: the API's problem, or a capture with no text to read. */
export type CaptureFailure = { action: CaptureAction; error: unknown } | { action: 'job'; error: null; noText: true };

/** The list asks for the most the API gives at once; counts per status are made from it. */
const LIST_LIMIT = 500;

export function inView(capture: Pick<Capture, 'status'>, view: CaptureView): boolean {
	if (view === 'all') return true;
	if (view === 'current') return capture.status === 'new' || capture.status === 'reviewed';
	return capture.status === view;
}

export function countByView(captures: readonly Pick<Capture, 'status'>[]): Record<CaptureView, number> {
	const counts = Object.fromEntries(CAPTURE_VIEWS.map((view) => [view, 0])) as Record<CaptureView, number>;
	for (const capture of captures) for (const view of CAPTURE_VIEWS) if (inView(capture, view)) counts[view]++;
	return counts;
}

// One rule for every link a screen renders (format/link.ts); kept importable from here.
export { webLink };

/**
 * A page title without its site: "Analista de Dados | Empresa X | LinkedIn" → "Analista de Dados".
 * Only the title's first part is the posting's; the rest names the site or the company's page.
 */
export function titleOfPage(title: string | null | undefined): string | null {
	const first = (title ?? '').split(/\s+[|–—-]\s+|\s*\|\s*/)[0]?.trim();
	return first || null;
}

const clip = (value: string | null | undefined, max: number) => {
	const trimmed = value?.replace(/\s+/g, ' ').trim();
	return trimmed ? trimmed.slice(0, max) : undefined;
};

/**
 * What the Job screen reads from a capture: the page's own JobPosting description when it had one
 * (the parser reads its markup as text), else the captured text; null when there is nothing to read.
 * A selection rarely holds the posting's title, so the page's title is given for it.
 */
export function jobInputOf(capture: Capture): { text: string; metadata: JobMetadata } | null {
	const posting = capture.jobPosting;
	const text = posting?.description?.trim() || capture.text?.trim();
	if (!text) return null;
	const title = posting?.title ?? (capture.captureType === 'selection' ? titleOfPage(capture.title) : null);
	const metadata: JobMetadata = {};
	const fields = { title: clip(title, 200), company: clip(posting?.company, 200), location: clip(posting?.location, 200), source: clip(capture.origin, 100) };
	for (const [key, value] of Object.entries(fields)) if (value) metadata[key as keyof JobMetadata] = value;
	return { text, metadata };
}

/** The application a capture becomes: the posting's fields when the page had them, else its title and link. */
export function applicationInputOf(capture: Capture, untitled: string): SaveToApplications {
	const posting = capture.jobPosting;
	return {
		jobId: null,
		job: {
			title: posting?.title?.trim() || titleOfPage(capture.title),
			company: posting?.company ?? null,
			url: webLink(capture.url),
			location: posting?.location ?? null,
			source: capture.origin
		},
		match: null,
		fallbackSource: capture.origin,
		untitled
	};
}

/** Captures the relay keeps, copied into this browser; their review state is this browser's alone. */
export class CapturePanel {
	items = $state<Capture[]>([]);
	total = $state(0);
	sync = $state<CaptureList['sync'] | null>(null);
	warnings = $state<CaptureList['warnings']>([]);
	view = $state<CaptureView>('current');
	loading = $state(true);
	refreshing = $state(false);
	error = $state<unknown>(null);
	/** The action running on each capture, so its buttons wait. */
	busy = $state<Record<string, CaptureAction>>({});
	failures = $state<Record<string, CaptureFailure>>({});
	readonly #latest = new Latest();

	visible: Capture[] = $derived(this.items.filter((capture) => inView(capture, this.view)));
	counts = $derived(countByView(this.items));
	relayOff = $derived(this.warnings.some((warning) => warning.code === 'relay_unavailable'));

	/** Reads the list; the core first copies what the relay has that this browser has not seen. */
	async load(): Promise<number> {
		const current = this.#latest.next();
		try {
			const list = await api.captures.list({ query: { limit: LIST_LIMIT } });
			if (!current()) return 0;
			this.items = list.items;
			this.total = list.total;
			this.sync = list.sync;
			this.warnings = list.warnings;
			this.error = null;
			return list.sync.added;
		} catch (error) {
			if (current()) this.error = error;
			return 0;
		} finally {
			if (current()) this.loading = false;
		}
	}

	/** "Check for new captures": how many arrived, or null when the list could not be read. */
	async refresh(): Promise<number | null> {
		this.refreshing = true;
		try {
			const added = await this.load();
			return this.error ? null : added;
		} finally {
			this.refreshing = false;
		}
	}

	/** Reloads when a capture changes here or in another tab (the inbox marks the ones it takes). */
	watch() {
		return onDataChange('captures', () => void this.load());
	}

	find(id: string) {
		return this.items.find((capture) => capture.id === id);
	}

	#replace(capture: Capture) {
		const index = this.items.findIndex((c) => c.id === capture.id);
		if (index >= 0) this.items[index] = capture;
	}

	/** Runs one action on one capture; a failure is kept beside the capture, not thrown. */
	async #run<T>(id: string, action: CaptureAction, work: (capture: Capture) => Promise<T>): Promise<T | null> {
		const capture = this.find(id);
		if (!capture || this.busy[id]) return null;
		this.busy[id] = action;
		delete this.failures[id];
		try {
			return await work(capture);
		} catch (error) {
			this.failures[id] = { action, error };
			return null;
		} finally {
			delete this.busy[id];
		}
	}

	async #markReviewed(capture: Capture) {
		if (capture.status === 'reviewed') return;
		this.#replace(await api.captures.setStatus({ params: { id: capture.id }, body: { status: 'reviewed' } }));
	}

	setStatus(id: string, status: Exclude<CaptureStatus, 'new'>): Promise<Capture | null> {
		return this.#run(id, status, async () => {
			const saved = await api.captures.setStatus({ params: { id }, body: { status } });
			this.#replace(saved);
			return saved;
		});
	}

	/** The inbox takes the capture and marks it reviewed itself. */
	toInbox(id: string): Promise<CreatedInboxItem | null> {
		return this.#run(id, 'inbox', async (capture) => {
			const item = await api.inbox.create({ body: { captureId: id } });
			this.#replace({ ...capture, status: 'reviewed', statusAt: new Date().toISOString() });
			return item;
		});
	}

	/** Reads the capture as a job (stored on the Job screen); answers the job's id. */
	toJob(id: string): Promise<string | null> {
		return this.#run(id, 'job', async (capture) => {
			const input = jobInputOf(capture);
			if (!input) {
				this.failures[id] = { action: 'job', error: null, noText: true };
				return null;
			}
			const text = /^https?:/i.test(capture.url) ? { text: input.text, url: capture.url } : { text: input.text };
			// Pasted text is never a page of postings: the answer is the job.
			const job = (await api.job.extract({ body: input.metadata ? { ...text, metadata: input.metadata } : text })) as JobExtraction;
			await this.#markReviewed(capture);
			return job.id;
		});
	}

	toApplications(id: string, untitled: string): Promise<TrackerJob | null> {
		return this.#run(id, 'applications', async (capture) => {
			const application = await saveToApplications(applicationInputOf(capture, untitled));
			await this.#markReviewed(capture);
			return application;
		});
	}

	dismissFailure(id: string) {
		delete this.failures[id];
	}
}
