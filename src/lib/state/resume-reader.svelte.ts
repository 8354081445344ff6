import { api, isApiError } from '$lib/api';
import { fileForm } from '$lib/api/form';
import type { ResumeExtraction, ResumeSummary } from '$lib/api/resume';
import { onDataChange } from '$lib/platform/changes';
import { CandidateReview, type KeptReview } from './candidate-review.svelte';
import { resumeAssist } from './ai-run.svelte';
import { identityMismatch, type IdentityMismatch } from './document-rules';
import { TaskRun } from './task-run.svelte';

// From this length the core parses a resume in a worker of its own, which a cancel stops
// (worker/core/resume/parse-off-thread.ts, OFF_THREAD_MIN_CHARS).
const LONG_TEXT_CHARS = 20_000;

/**
 * The Resume screen: read a pasted text or a file, review what was found, and manage the resumes
 * already read ("Your resumes"). One instance for the visit (`resumeReader`), so a read not yet
 * reviewed is still there after visiting another screen.
 */
type KeptResumeReview = { resumeId: string; review: KeptReview; decision: 'pending' | 'add' | 'skip' };

export class ResumeReader {
	status = $state<'idle' | 'reading' | 'done' | 'error'>('idle');
	fileName = $state<string | null>(null);
	result = $state<ResumeExtraction | null>(null);
	review = $state<CandidateReview | null>(null);
	error = $state<unknown>(null);
	/** This document was read before: the stored resume came back, no copy was made. */
	reread = $state(false);
	/** The resume seems to be someone else's: nothing is offered for the profile until the person decides. */
	mismatch = $state<IdentityMismatch | null>(null);
	decision = $state<'pending' | 'add' | 'skip'>('add');
	/** The person stopped the read: said as a notice, not as a failure. */
	cancelled = $derived(isApiError(this.error) && this.error.code === 'cancelled');
	readonly #task = new TaskRun();

	resumes = $state<ResumeSummary[]>([]);
	listStatus = $state<'loading' | 'ready' | 'error'>('loading');
	listError = $state<unknown>(null);
	/** The resume an action (rename, main, delete) is running on. */
	busyId = $state<string | null>(null);

	/** The review was put back after a reload (drafts). */
	restored = $state(false);
	#keepTimer: ReturnType<typeof setTimeout> | undefined;
	#asked = false;

	/**
	 * Keeps the review as the person leaves it (issue 27: a reload lost an unconfirmed review), a
	 * moment after the last change; once every row is added, or the person starts over, it goes.
	 */
	keepReview() {
		clearTimeout(this.#keepTimer);
		this.#keepTimer = setTimeout(() => {
			const review = this.review;
			const result = this.result;
			if (!review || !result || review.pending.length === 0) {
				void api.drafts.discard({ params: { screen: 'resume-review' } }).catch(() => {});
				return;
			}
			const kept: KeptResumeReview = { resumeId: result.id, review: review.kept(), decision: this.decision };
			void api.drafts.save({ params: { screen: 'resume-review' }, body: { value: kept } }).catch(() => {});
		}, 400);
	}

	/** Puts back a review kept before a reload, once per visit, when nothing is being read or reviewed. */
	async restoreReview() {
		if (this.#asked || this.result || this.status !== 'idle') return;
		this.#asked = true;
		const kept = await api.drafts.get({ params: { screen: 'resume-review' } }).then((draft) => draft.value as KeptResumeReview).catch(() => null);
		if (!kept || this.result || this.status !== 'idle') return;
		let result: ResumeExtraction;
		try {
			result = await api.resume.get({ params: { id: kept.resumeId } });
		} catch {
			// The resume is gone: so is its review.
			void api.drafts.discard({ params: { screen: 'resume-review' } }).catch(() => {});
			return;
		}
		this.result = result;
		this.review = new CandidateReview([], { kept: kept.review, ai: resumeAssist({ id: result.id, text: result.text }) });
		const profile = await api.profile.get().catch(() => null);
		this.mismatch = profile ? identityMismatch(result.profile.basics, profile.basics) : null;
		this.decision = kept.decision;
		this.status = 'done';
		this.restored = true;
	}

	/** The review is shown once the person is not asked whose resume this is, or said "Add anyway". */
	reviewOpen = $derived(this.review !== null && (this.mismatch === null || this.decision === 'add'));

	async loadList() {
		try {
			const { items, total } = await api.resume.list({ query: { limit: 100 } });
			this.resumes = items;
			this.listStatus = 'ready';
			this.listError = null;
			// Deleted elsewhere (another tab, "clear local data"): its review goes too.
			if (this.result && items.length === total && !items.some((resume) => resume.id === this.result?.id)) this.reset();
		} catch (error) {
			this.listError = error;
			this.listStatus = 'error';
		}
	}

	/** Keeps "Your resumes" current when another tab (or screen) changes them. */
	watch() {
		return onDataChange('resume', () => void this.loadList());
	}

	/** 0–1 while a scan is read by OCR (the core reports it); null for reads that report none. */
	get progress(): number | null {
		return this.#task.progress;
	}

	get cancelling(): boolean {
		return this.#task.cancelling;
	}

	async read(input: { text: string } | { file: File }) {
		this.status = 'reading';
		this.error = null;
		this.fileName = 'file' in input ? input.file.name : null;
		// A file may be a scan: its OCR reports progress under a task id and can be cancelled. A long
		// pasted text is parsed in a worker of the core's own (issue 27) and can be cancelled too.
		const cancellable = 'file' in input || input.text.length >= LONG_TEXT_CHARS;
		try {
			await (cancellable ? this.#task.run((task) => this.#read(input, task)) : this.#read(input));
		} catch (error) {
			this.error = error;
			this.status = 'error';
		}
		await this.loadList();
	}

	async #read(input: { text: string } | { file: File }, task?: string) {
		if (this.listStatus !== 'ready') await this.loadList();
		const before = new Set(this.resumes.map((resume) => resume.id));
		const result = await api.resume.extract({ body: 'file' in input ? fileForm(input.file) : input, task });
		// The core's part, and its progress, ends here; the profile's reading of it follows.
		this.#task.stopProgress();
		const [{ candidates }, profile] = await Promise.all([api.profile.import({ body: { kind: 'resume', text: result.text } }), api.profile.get()]);
		this.result = result;
		this.reread = before.has(result.id);
		this.review = new CandidateReview(candidates, { profile: profile.items, ai: resumeAssist({ id: result.id, text: result.text }) });
		// Read by OCR: every item waits for the person's tick ("check every item").
		if (result.source.ocr) for (const row of this.review.rows) row.selected = false;
		this.mismatch = identityMismatch(result.profile.basics, profile.basics);
		this.decision = this.mismatch ? 'pending' : 'add';
		this.status = 'done';
	}

	/** Whether the read under way can be stopped (a file, or a long pasted text). */
	get cancellable(): boolean {
		return this.status === 'reading' && this.#task.running;
	}

	/** Stops the scan being read; the read then ends with `cancelled` and nothing is stored. */
	async cancel() {
		await this.#task.cancel().catch(() => {});
	}

	decide(decision: 'add' | 'skip') {
		this.decision = decision;
	}

	reset() {
		clearTimeout(this.#keepTimer);
		void api.drafts.discard({ params: { screen: 'resume-review' } }).catch(() => {});
		this.restored = false;
		this.status = 'idle';
		this.result = null;
		this.review = null;
		this.error = null;
		this.fileName = null;
		this.reread = false;
		this.mismatch = null;
		this.decision = 'add';
	}

	/** Runs one action on a resume, then reloads the list; the error is the caller's to show. */
	async #act(id: string, action: () => Promise<unknown>) {
		this.busyId = id;
		try {
			await action();
		} finally {
			this.busyId = null;
			await this.loadList();
		}
	}

	rename(id: string, name: string) {
		return this.#act(id, () => api.resume.update({ params: { id }, body: { name } }));
	}

	setMain(id: string) {
		return this.#act(id, () => api.resume.update({ params: { id }, body: { main: true } }));
	}

	/** Deletes a resume; when it is the one under review, the review goes too. Its analyses stay. */
	remove(id: string) {
		return this.#act(id, async () => {
			await api.resume.remove({ params: { id } });
			if (this.result?.id === id) this.reset();
		});
	}
}

export const resumeReader = new ResumeReader();
