import { api, isApiError } from '$lib/api';
import type { ImportCommitResult, ImportDelimiterChoice, ImportEncodingChoice, ImportPreview } from '$lib/api/inbox';
import { TaskRun } from './task-run.svelte';

/** The file as the preview reads it: a multipart `file`, with the delimiter and encoding chosen. */
function previewForm(file: File, choice: { delimiter?: ImportDelimiterChoice; encoding?: ImportEncodingChoice } = {}): FormData {
	const form = new FormData();
	form.set('file', file, file.name);
	if (choice.delimiter) form.set('delimiter', choice.delimiter);
	if (choice.encoding) form.set('encoding', choice.encoding);
	return form;
}

/**
 * Importing a CSV or JSON file: the core reads it (in its worker, with progress and a cancel) and
 * answers a preview; nothing is stored until the person confirms, and then the whole file is
 * committed in one transaction (a cancel stores nothing).
 */
export class InboxImport {
	phase = $state<'idle' | 'reading' | 'preview' | 'committing' | 'done' | 'error'>('idle');
	fileName = $state<string | null>(null);
	preview = $state<ImportPreview | null>(null);
	result = $state<ImportCommitResult | null>(null);
	error = $state<unknown>(null);
	/** The person stopped it: said as a notice, not as a failure. */
	cancelled = $derived(isApiError(this.error) && this.error.code === 'cancelled');
	running = $derived(this.phase === 'reading' || this.phase === 'committing');
	/** How the file is read: detected (`auto`) until the person chooses in the preview. */
	delimiter = $state<ImportDelimiterChoice>('auto');
	encoding = $state<ImportEncodingChoice>('auto');
	/** The preview on screen is being read again with other choices. */
	rereading = $state(false);
	readonly #task = new TaskRun();
	#file: File | null = null;
	/** The choices the preview on screen was read with. */
	#shown: { delimiter: ImportDelimiterChoice; encoding: ImportEncodingChoice } = { delimiter: 'auto', encoding: 'auto' };

	/** 0–1 while the core reads or commits (it reports it); null before its first report. */
	get progress(): number | null {
		return this.#task.progress;
	}

	get cancelling(): boolean {
		return this.#task.cancelling;
	}

	/** Reads the file into a preview; a failure (or a cancel) leaves `error` set and nothing stored. */
	async choose(file: File) {
		if (this.running) return;
		this.fileName = file.name;
		this.#file = file;
		this.preview = null;
		this.result = null;
		this.delimiter = 'auto';
		this.encoding = 'auto';
		const preview = await this.#run('reading', (task) => api.inbox.preview({ body: previewForm(file), task }));
		if (preview) {
			this.preview = preview;
			this.#shown = { delimiter: 'auto', encoding: 'auto' };
			this.phase = 'preview';
		}
	}

	/** The person chose how the file is read: the preview is read again with it. */
	readAs(choice: { delimiter?: ImportDelimiterChoice; encoding?: ImportEncodingChoice }) {
		if (choice.delimiter) this.delimiter = choice.delimiter;
		if (choice.encoding) this.encoding = choice.encoding;
		void this.reread();
	}

	/**
	 * Reads the file again with the delimiter and encoding now chosen; the preview on screen stays until
	 * the new one arrives. Choices made meanwhile are read next; a failure says why and puts back the
	 * choices the preview on screen was read with, so what is confirmed is what is shown.
	 */
	async reread() {
		const file = this.#file;
		if (!file || !this.preview || this.phase === 'committing' || this.rereading) return;
		this.rereading = true;
		try {
			for (;;) {
				const wanted = { delimiter: this.delimiter, encoding: this.encoding };
				if (wanted.delimiter === this.#shown.delimiter && wanted.encoding === this.#shown.encoding) break;
				const preview = await this.#run('reading', (task) => api.inbox.preview({ body: previewForm(file, wanted), task }));
				// Closed meanwhile: what this reading found is no longer asked for.
				if (this.#file !== file) {
					if (this.cancelled) this.error = null;
					this.phase = 'idle';
					break;
				}
				if (!preview) {
					this.delimiter = this.#shown.delimiter;
					this.encoding = this.#shown.encoding;
					// Stopped by the person: the preview on screen is still the one to confirm.
					if (this.cancelled) {
						this.error = null;
						this.phase = 'preview';
					}
					break;
				}
				this.preview = preview;
				this.#shown = wanted;
				this.phase = 'preview';
			}
		} finally {
			this.rereading = false;
		}
	}

	/** Commits the previewed file; answers the counts (null when it failed or was cancelled). */
	async confirm(): Promise<ImportCommitResult | null> {
		const preview = this.preview;
		if (!preview || this.running) return null;
		const result = await this.#run('committing', (task) => api.inbox.commit({ body: { previewId: preview.previewId }, task }));
		if (result) {
			this.result = result;
			this.preview = null;
			this.phase = 'done';
		}
		return result;
	}

	async #run<T>(phase: 'reading' | 'committing', request: (task: string) => Promise<T>): Promise<T | null> {
		this.phase = phase;
		this.error = null;
		try {
			return await this.#task.run(request);
		} catch (error) {
			this.error = error;
			this.phase = 'error';
			return null;
		}
	}

	/** Stops the reading or the commit; the request then ends with `cancelled`. */
	async cancel() {
		await this.#task.cancel().catch(() => {});
	}

	/** Closes the preview without importing (the core forgets it after 30 minutes). */
	discard() {
		// The dialog also reports its closing after a commit: the outcome on screen stays.
		if (this.phase === 'committing' || !this.preview) return;
		// Closed while it was being read again with other choices: that reading stops.
		if (this.rereading) void this.cancel();
		else if (this.running) return;
		this.preview = null;
		this.#file = null;
		this.phase = 'idle';
		this.error = null;
	}

	dismiss() {
		if (this.running) return;
		this.phase = 'idle';
		this.error = null;
		this.result = null;
		this.fileName = null;
	}
}
