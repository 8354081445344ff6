import { api, isApiError } from '$lib/api';
import type { CargoAddition, CargoCorrection, ExamCorrection, ExamFit, ExamRecord, ExamSummary, ExamTracked, PlanView, TopicStatus } from '$lib/api/exams';
import type { TrackerJobList } from '$lib/api/tracker';
import { fileForm } from '$lib/api/form';
import { saveFile } from '$lib/platform/save-file';
import { Resource } from './resource.svelte';
import { TaskRun } from './task-run.svelte';

export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
export const WEEKDAYS: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/** The editais read (issue 31), newest first, reloaded when the core says they changed. */
export class ExamList {
	readonly list = new Resource<{ items: ExamSummary[]; total: number }>(() => api.exams.list(), { topics: ['exams'] });
	readonly #task = new TaskRun();

	get items(): ExamSummary[] {
		return this.list.value?.items ?? [];
	}
	get reading(): boolean {
		return this.#task.running;
	}
	get progress(): number | null {
		return this.#task.progress;
	}

	/** Reads an edital (a file, pasted text or a public link) under a task: progress and cancel. `examId`: a retification of it. */
	read(input: { file: File } | { text: string } | { url: string }, examId?: string): Promise<ExamRecord> {
		return this.#task.run((task) =>
			api.exams.extract({ body: 'file' in input ? fileForm(input.file, { examId }) : { ...input, ...(examId ? { examId } : {}) }, task })
		);
	}

	cancel(): Promise<void> {
		return this.#task.cancel();
	}

	async remove(id: string): Promise<void> {
		await api.exams.remove({ params: { id } });
	}
}

/** One edital: what it says, each cargo's fit, and its study plan. */
export class ExamView {
	readonly id: string;
	readonly record: Resource<ExamRecord>;
	readonly fit: Resource<ExamFit>;
	readonly plan: Resource<PlanView | null>;
	/** The applications saved from this edital (issue 31): a cargo saved shows "saved" and a link instead of the button. */
	readonly saved: Resource<TrackerJobList>;

	constructor(id: string) {
		this.id = id;
		this.record = new Resource(() => api.exams.get({ params: { id } }), { topics: ['exams'] });
		this.fit = new Resource(() => api.exams.fit({ params: { id }, query: {} }), { topics: ['exams', 'profile', 'resume'] });
		// No plan yet is no error: the screen offers to make one.
		this.plan = new Resource(
			() =>
				api.exams.getPlan({ params: { id } }).catch((error: unknown) => {
					if ((error as { code?: string })?.code === 'not_found') return null;
					throw error;
				}),
			{ topics: ['exams'] }
		);
		this.saved = new Resource(() => api.tracker.list({ query: { examId: id, limit: 500 } }), { topics: ['tracker'] });
	}

	load() {
		void this.record.load();
		void this.fit.load();
		void this.plan.load();
		void this.saved.load();
	}

	watch(): () => void {
		const stops = [this.record.watch(), this.fit.watch(), this.plan.watch(), this.saved.watch()];
		return () => stops.forEach((stop) => stop());
	}

	async makePlan(cargoId: string, hoursByWeekday: Record<Weekday, number>, known?: string[]): Promise<PlanView> {
		const plan = await api.exams.plan({ params: { id: this.id }, body: { cargoId, hoursByWeekday, ...(known ? { known } : {}) } });
		this.plan.drop();
		this.plan.value = plan;
		return plan;
	}

	/** The application a cargo was saved as, if it was. */
	savedAs(cargoId: string) {
		return this.saved.value?.items.find((job) => job.exam?.cargoId === cargoId) ?? null;
	}

	/** Saves a cargo to Applications on the exam track; its reminders are written in `lang`. */
	async track(cargoId: string, lang: 'en' | 'pt'): Promise<ExamTracked> {
		const tracked = await api.exams.track({ params: { id: this.id }, body: { cargoId, lang } });
		void this.saved.load({ keep: true });
		return tracked;
	}

	/**
	 * The person's corrections of the reading (issue 31): each answers the edital as shown now, which the screen takes at once.
	 * Each sends the version the person corrected (an editor's, from when it opened; else the one shown): changed since in
	 * another tab (or by a retification) → 409, and the edital is read again so the person corrects what is there now.
	 */
	correct(patch: ExamCorrection, seen?: number): Promise<void> {
		return this.#corrected(seen, (version) => api.exams.correct({ params: { id: this.id }, body: { ...patch, version } }));
	}

	addCargo(input: CargoAddition, seen?: number): Promise<void> {
		return this.#corrected(seen, (version) => api.exams.addCargo({ params: { id: this.id }, body: { ...input, version } }));
	}

	correctCargo(cargoId: string, patch: CargoCorrection, seen?: number): Promise<void> {
		return this.#corrected(seen, (version) => api.exams.correctCargo({ params: { id: this.id, cargoId }, body: { ...patch, version } }));
	}

	removeCargo(cargoId: string): Promise<void> {
		return this.#corrected(undefined, async (version) => {
			await api.exams.removeCargo({ params: { id: this.id, cargoId }, query: { version } });
			return null;
		});
	}

	/** Every correction undone, or only one cargo's (a removed one comes back). */
	undo(cargoId?: string): Promise<void> {
		return this.#corrected(undefined, (version) => api.exams.undoCorrections({ params: { id: this.id }, query: { version, ...(cargoId ? { cargoId } : {}) } }));
	}

	async #corrected(seen: number | undefined, send: (version: number | undefined) => Promise<ExamRecord | null>): Promise<void> {
		try {
			const record = await send(seen ?? this.record.value?.version);
			if (record) this.#shown(record);
			else await this.record.load({ keep: true });
		} catch (error) {
			// Read at once, not through the resource's reload (which may be one begun before the other tab's change): the editor
			// takes the version shown now for its next save.
			if (isApiError(error) && error.code === 'conflict') this.#shown(await api.exams.get({ params: { id: this.id } }));
			throw error;
		}
	}

	#shown(record: ExamRecord) {
		this.record.drop();
		this.record.value = record;
		void this.fit.load({ keep: true });
	}

	async setTopic(topicId: string, status: TopicStatus): Promise<void> {
		const plan = await api.exams.setTopic({ params: { id: this.id, topicId }, body: { status } });
		this.plan.drop();
		this.plan.value = plan;
	}

	async downloadCalendar(lang: 'en' | 'pt'): Promise<void> {
		const file = await api.exams.calendar({ params: { id: this.id }, query: { lang } });
		saveFile(file.blob, file.filename);
	}

	async downloadPlanPdf(lang: 'en' | 'pt'): Promise<void> {
		const file = await api.exams.planPdf({ params: { id: this.id }, query: { lang } });
		saveFile(file.blob, file.filename);
	}
}
