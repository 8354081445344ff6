import { api, isApiError } from '$lib/api';
import type { CoverLetter, DraftAnswer, LetterFormat, LetterLanguage, LetterOrigin, Paper } from '$lib/api/cover-letter';
import type { JobExtraction } from '$lib/api/job';
import { saveFile } from '$lib/platform/save-file';
import { TaskRun } from './task-run.svelte';
import { AiAvailability, previewSeen, rememberPreview } from './ai-request.svelte';

export const MAX_LETTER_CHARS = 20_000;

/**
 * The Cover letter screen of one job (issue 17): the job, its saved letter, the editor's text, the
 * last draft (plain or by AI, with what each sentence rests on and what the guard removed), the AI
 * run's state with its cancel, save with the version it loaded, delete and download.
 */
export class CoverLetterView {
	status = $state<'idle' | 'loading' | 'ready' | 'missing' | 'error'>('idle');
	error = $state<unknown>(null);
	job = $state<JobExtraction | null>(null);
	saved = $state<CoverLetter | null>(null);

	text = $state('');
	lang = $state<LetterLanguage>('en');
	origin = $state<LetterOrigin>('plain');
	/** The last draft's answer: the AI run, the sentences with their evidence, the removed ones. */
	draft = $state<DraftAnswer | null>(null);
	/** The text as the last draft wrote it: its evidence list describes that text, not later edits. */
	draftText = $state('');
	drafting = $state<'plain' | 'ai' | null>(null);
	draftError = $state<unknown>(null);

	readonly ai = new AiAvailability();
	aiStatus = $state<'idle' | 'running' | 'done' | 'cancelled'>('idle');
	/** The first-time "what will be sent" is open with this text: nothing has gone anywhere yet. */
	preview = $state<string | null>(null);

	saving = $state(false);
	saveError = $state<unknown>(null);
	deleting = $state(false);
	downloading = $state(false);

	dirty = $derived(this.text !== (this.saved?.text ?? '') && !(this.saved === null && this.text.trim() === ''));
	tooLong = $derived(this.text.length > MAX_LETTER_CHARS);
	canSave = $derived(this.dirty && this.text.trim().length > 0 && !this.tooLong && !this.saving);

	#jobId: string | null = null;
	/** The AI draft's task (a plain draft is local: no task, nothing to cancel). */
	readonly #run = new TaskRun();

	get cancelling(): boolean {
		return this.#run.cancelling;
	}

	async load(jobId: string | null) {
		this.#jobId = jobId;
		if (!jobId) {
			this.status = 'missing';
			return;
		}
		this.status = 'loading';
		this.error = null;
		void this.ai.load();
		try {
			const job = await api.job.get({ params: { id: jobId } });
			const saved = await api.coverLetter.get({ params: { id: jobId } }).catch((error) => {
				if (isApiError(error) && error.code === 'not_found') return null;
				throw error;
			});
			if (this.#jobId !== jobId) return;
			this.job = job;
			this.saved = saved;
			this.text = saved?.text ?? '';
			this.lang = saved?.lang ?? (job.language === 'pt' ? 'pt-BR' : 'en');
			this.origin = saved?.origin ?? 'plain';
			this.status = 'ready';
		} catch (error) {
			if (this.#jobId !== jobId) return;
			this.error = error;
			this.status = isApiError(error) && error.code === 'not_found' ? 'missing' : 'error';
		}
	}

	/** A plain draft into the editor: local, nothing sent. */
	async writePlain() {
		await this.#draft(false);
	}

	/** "Draft with AI": the first time for this provider, shows what will be sent instead. */
	async writeWithAi() {
		if (!this.ai.ready || this.drafting || !this.#jobId) return;
		const host = this.ai.host;
		if (host && !(await previewSeen(host, 'letter'))) {
			// The exact text comes from the core (a plain draft computes it and sends nothing).
			try {
				this.preview = (await api.coverLetter.draft({ params: { id: this.#jobId }, body: { lang: this.lang } })).aiText;
			} catch (error) {
				this.draftError = error;
			}
			return;
		}
		await this.#draft(true);
	}

	/** "Send" in the preview: remembered for this provider, then the request goes. */
	async send() {
		this.preview = null;
		const host = this.ai.host;
		if (host) await rememberPreview(host, 'letter');
		await this.#draft(true);
	}

	closePreview() {
		this.preview = null;
	}

	async #draft(ai: boolean) {
		const jobId = this.#jobId;
		if (!jobId || this.drafting) return;
		this.drafting = ai ? 'ai' : 'plain';
		this.draftError = null;
		if (ai) this.aiStatus = 'running';
		try {
			const ask = (task: string | null) => api.coverLetter.draft({ params: { id: jobId }, body: { ai, lang: this.lang }, task });
			const answer = ai ? await this.#run.run(ask) : await ask(null);
			if (this.#jobId !== jobId) return;
			this.draft = answer;
			this.draftText = answer.draft.text;
			this.text = answer.draft.text;
			this.origin = answer.draft.origin;
			this.lang = answer.draft.lang;
			this.aiStatus = ai ? 'done' : 'idle';
		} catch (error) {
			if (isApiError(error) && error.code === 'cancelled') this.aiStatus = 'cancelled';
			else {
				this.draftError = error;
				if (ai) this.aiStatus = 'idle';
			}
		} finally {
			this.drafting = null;
		}
	}

	/** Stops the AI draft under way; it ends as `cancelled` and the editor keeps its text. */
	async cancel() {
		// When the core cannot be asked, the run goes on (and `cancelling` is false again).
		await this.#run.cancel().catch(() => undefined);
	}

	/** Saves the editor's text with the version it loaded: a change made elsewhere is refused (409). */
	async save(): Promise<boolean> {
		const jobId = this.#jobId;
		if (!jobId || !this.canSave) return false;
		this.saving = true;
		this.saveError = null;
		try {
			this.saved = await api.coverLetter.save({ params: { id: jobId }, body: { text: this.text, lang: this.lang, origin: this.origin, version: this.saved?.version } });
			return true;
		} catch (error) {
			this.saveError = error;
			return false;
		} finally {
			this.saving = false;
		}
	}

	/** After a conflict: this editor's text replaces the letter saved elsewhere (the person chose theirs). */
	async keepMine(): Promise<boolean> {
		const jobId = this.#jobId;
		if (!jobId) return false;
		try {
			const latest = await api.coverLetter.get({ params: { id: jobId } }).catch(() => null);
			this.saved = latest ?? null;
		} catch {
			return false;
		}
		return this.save();
	}

	/** After a conflict: the letter as saved elsewhere replaces the editor's text. */
	async reload() {
		await this.load(this.#jobId);
		this.saveError = null;
	}

	async remove(): Promise<boolean> {
		const jobId = this.#jobId;
		if (!jobId) return false;
		this.deleting = true;
		this.saveError = null;
		try {
			await api.coverLetter.remove({ params: { id: jobId } });
			this.saved = null;
			this.text = '';
			this.draft = null;
			return true;
		} catch (error) {
			this.saveError = error;
			return false;
		} finally {
			this.deleting = false;
		}
	}

	/** The saved letter as a file, saved where the browser saves downloads; its name, or null on failure. */
	async download(format: LetterFormat, paper: Paper): Promise<string | null> {
		const jobId = this.#jobId;
		if (!jobId || !this.saved) return null;
		this.downloading = true;
		try {
			const file = await api.coverLetter.download({ params: { id: jobId }, query: { format, paper } });
			saveFile(file.blob, file.filename);
			return file.filename;
		} finally {
			this.downloading = false;
		}
	}

	/** The screen moved on: an AI draft under way is cancelled. */
	dispose() {
		void this.cancel();
	}
}
