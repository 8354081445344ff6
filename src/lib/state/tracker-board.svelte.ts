import { api, isApiError, type ApiError } from '$lib/api';
import type { StatusInfo, TrackerJob, TrackerJobCreate, TrackerJobUpdate, TrackerStatus } from '$lib/api/tracker';
import { onDataChange } from '$lib/platform/changes';
import type { ReminderView } from '$lib/api/interviews';
import { Latest, Resource } from './resource.svelte';

export type Column = { info: StatusInfo; jobs: TrackerJob[] };
export type MoveResult = { ok: true; job: TrackerJob } | { ok: false; error: unknown; previous: TrackerStatus };

/** The Applications board: jobs grouped by the API's statuses, optimistic moves with roll-back. */
export class TrackerBoard {
	statuses = $state<StatusInfo[]>([]);
	/** A concurso's stages (issue 31): the columns of the public exams' board. */
	examStatuses = $state<StatusInfo[]>([]);
	jobs = $state<TrackerJob[]>([]);
	query = $state('');
	loading = $state(true);
	error = $state<unknown>(null);
	#stopWatching: (() => void) | null = null;
	readonly #latest = new Latest();

	columns: Column[] = $derived(
		this.statuses.map((info) => ({ info, jobs: this.jobs.filter((job) => job.status === info.status) }))
	);
	/** The concursos saved from Public exams, by stage; none → no exam board. */
	examJobs: TrackerJob[] = $derived(this.jobs.filter((job) => job.track === 'exam'));
	examColumns: Column[] = $derived(
		this.examStatuses.map((info) => ({ info, jobs: this.examJobs.filter((job) => job.status === info.status) }))
	);

	async load() {
		const current = this.#latest.next();
		this.error = null;
		try {
			const [statuses, list] = await Promise.all([
				this.statuses.length ? Promise.resolve({ items: this.statuses, exam: this.examStatuses }) : api.tracker.statuses(),
				api.tracker.list({ query: { limit: 500, q: this.query.trim() || undefined } })
			]);
			if (!current()) return;
			this.statuses = statuses.items;
			this.examStatuses = statuses.exam;
			this.jobs = list.items;
		} catch (error) {
			if (current()) this.error = error;
		} finally {
			if (current()) this.loading = false;
		}
	}

	/** Reloads when another tab (or this one's core) changes tracker data. */
	watch() {
		this.#stopWatching?.();
		this.#stopWatching = onDataChange('tracker', () => void this.load());
		return () => this.#stopWatching?.();
	}

	/** The statuses a job may move to: its own track's. */
	statusesOf(job: TrackerJob | null): StatusInfo[] {
		return job?.track === 'exam' ? this.examStatuses : this.statuses;
	}

	find(id: string) {
		return this.jobs.find((job) => job.id === id);
	}

	#replace(job: TrackerJob) {
		const index = this.jobs.findIndex((j) => j.id === job.id);
		if (index >= 0) this.jobs[index] = job;
		else this.jobs.unshift(job);
	}

	/** Shows the move at once; if the API refuses, puts the card back and reports why. */
	/** Each card's move under way: a card moved again before the answer waits for it. */
	#moving = new Map<string, Promise<unknown>>();

	/**
	 * Moves a card at once on screen, then saves the move on the version the last answer gave: two
	 * quick moves of one card go one after the other, so the second is not refused as stale (409).
	 */
	async move(id: string, to: TrackerStatus): Promise<MoveResult | null> {
		const job = this.find(id);
		// A card dropped on the other board's column (a job on "Exam", a concurso on "Interview") stays where it was.
		if (!job || job.status === to || (job.track === 'exam' ? this.statuses : this.examStatuses).some((info) => info.status === to)) return null;
		const previous = job.status;
		this.#replace({ ...job, status: to });
		const earlier = this.#moving.get(id);
		const mine = (async (): Promise<MoveResult> => {
			if (earlier) await earlier;
			const version = this.find(id)?.version ?? job.version;
			try {
				const saved = await api.tracker.update({ params: { id }, body: { status: to, version } });
				// A later move may already be on screen: keep it, with this answer's version.
				const now = this.find(id);
				this.#replace(now && now.status !== to ? { ...saved, status: now.status } : saved);
				return { ok: true, job: saved };
			} catch (error) {
				const current = this.find(id);
				if (current && current.status === to && current.version === version) this.#replace({ ...current, status: previous });
				if (isApiError(error) && (error.code === 'conflict' || error.code === 'not_found')) void this.load();
				return { ok: false, error, previous };
			}
		})();
		this.#moving.set(id, mine);
		try {
			return await mine;
		} finally {
			if (this.#moving.get(id) === mine) this.#moving.delete(id);
		}
	}

	async create(input: TrackerJobCreate): Promise<TrackerJob> {
		const job = await api.tracker.create({ body: input });
		this.#replace(job);
		return job;
	}

	async update(id: string, patch: TrackerJobUpdate): Promise<TrackerJob> {
		try {
			const job = await api.tracker.update({ params: { id }, body: patch });
			this.#replace(job);
			return job;
		} catch (error) {
			if (isApiError(error) && (error as ApiError).code === 'conflict') void this.load();
			throw error;
		}
	}

	async remove(id: string) {
		await api.tracker.remove({ params: { id } });
		this.jobs = this.jobs.filter((job) => job.id !== id);
	}

	label(status: TrackerStatus, language: 'en' | 'pt') {
		return (this.statuses.find((s) => s.status === status) ?? this.examStatuses.find((s) => s.status === status))?.label[language] ?? status;
	}
}

/** The open reminders of the concursos on the board (issue 31): each exam card shows its next one. */
export class ExamReminders {
	readonly list = new Resource<{ items: ReminderView[]; total: number }>(() => api.interviews.reminders({ query: { state: 'open', limit: 500 } }), {
		topics: ['interviews', 'tracker']
	});

	/** One application's open reminders, soonest first (the API's order: overdue ones first, then by date). */
	of(applicationId: string): ReminderView[] {
		return (this.list.value?.items ?? []).filter((reminder) => reminder.applicationId === applicationId);
	}
}
