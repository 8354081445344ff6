import { api } from '$lib/api';
import type { DownloadedFile } from '$lib/api/documents';
import { saveFile } from '$lib/platform/save-file';
import { releasePreviewWorker } from './download-preview';
import { Latest } from './resource.svelte';
import { defaultChoice, exportRequest, requestKey, type DownloadChoice, type DownloadTarget, type ExportRequest, type HeadingLanguage } from './download-view';

/** A file the core made: its bytes, the name it should be saved under, and its type. */
export type ProducedFile = DownloadedFile;

export type PreviewState = { status: 'making' } | { status: 'ready'; file: ProducedFile } | { status: 'error'; error: unknown };

/** Options changing in a row (arrow keys through a group) make one preview, not one per step. */
const PREVIEW_SETTLE_MS = 250;

/**
 * The Download dialog: what is downloaded, the person's choices, the file being made, and the
 * first-page preview of a PDF. A file made once for a set of choices is kept while the dialog is
 * open, so "Download" after a preview saves the very file previewed, without making it again.
 * Anything that finishes after the choices changed or the dialog closed is dropped (Resource's
 * sequence guard, `Latest`), since the client call itself cannot be aborted. Not a Resource: nothing
 * here is loaded on its own, or on a topic — a file is made when the person asks.
 */
export class DownloadPanel {
	target = $state<DownloadTarget | null>(null);
	// A placeholder until `start`: the defaults need the region of the browser's language
	// (`Intl.Locale#maximize`, slow the first time), worked out when the dialog opens, not when the screen does.
	choice = $state<DownloadChoice>({ format: 'pdf', paper: 'a4', lang: 'en', variant: 'classic' });
	status = $state<'idle' | 'making' | 'error'>('idle');
	error = $state<unknown>(null);
	/** The person asked to see the first page; it follows the choices until they hide it. */
	previewOn = $state(false);
	preview = $state<PreviewState | null>(null);

	#files = new Map<string, Promise<ProducedFile>>();
	readonly #made = new Latest();
	readonly #previewed = new Latest();
	#timer: ReturnType<typeof setTimeout> | null = null;

	get open() {
		return this.target !== null;
	}

	/** `languages`: the browser's (for the paper); `locale`: the app's (for the headings). */
	start(target: DownloadTarget, languages: readonly string[], locale: HeadingLanguage) {
		this.close();
		this.target = target;
		this.choice = defaultChoice(languages, locale, target.kind === 'resume' ? target.language : null);
	}

	close() {
		this.#made.drop();
		this.#previewed.drop();
		this.#clearTimer();
		this.#files.clear();
		this.target = null;
		this.status = 'idle';
		this.error = null;
		this.previewOn = false;
		this.preview = null;
		releasePreviewWorker();
	}

	set(patch: Partial<DownloadChoice>) {
		this.choice = { ...this.choice, ...patch };
		if (this.status === 'error') {
			this.status = 'idle';
			this.error = null;
		}
		this.#schedulePreview();
	}

	/** Makes (or reuses) the file for the current choices and saves it; the file's name, or null if it was stopped or failed. */
	async download(): Promise<string | null> {
		const target = this.target;
		if (!target || this.status === 'making') return null;
		const current = this.#made.next();
		this.status = 'making';
		this.error = null;
		try {
			const file = await this.#produce(target, exportRequest(this.choice));
			if (!current()) return null;
			saveFile(file.blob, file.filename);
			this.status = 'idle';
			return file.filename;
		} catch (error) {
			if (!current()) return null;
			this.error = error;
			this.status = 'error';
			return null;
		}
	}

	/** Stops waiting for the file: nothing is saved when it arrives. */
	stop() {
		this.#made.drop();
		this.status = 'idle';
	}

	showPreview() {
		this.previewOn = true;
		void this.#refreshPreview();
	}

	hidePreview() {
		this.previewOn = false;
		this.#previewed.drop();
		this.#clearTimer();
		this.preview = null;
	}

	get previewing() {
		return this.previewOn && this.choice.format === 'pdf';
	}

	#schedulePreview() {
		this.#previewed.drop();
		this.#clearTimer();
		if (!this.previewing) {
			this.preview = null;
			return;
		}
		this.preview = { status: 'making' };
		this.#timer = setTimeout(() => void this.#refreshPreview(), PREVIEW_SETTLE_MS);
	}

	async #refreshPreview() {
		const target = this.target;
		this.#clearTimer();
		if (!target || !this.previewing) return;
		const current = this.#previewed.next();
		this.preview = { status: 'making' };
		try {
			const file = await this.#produce(target, exportRequest(this.choice));
			if (current()) this.preview = { status: 'ready', file };
		} catch (error) {
			if (current()) this.preview = { status: 'error', error };
		}
	}

	/** One request per distinct file while the dialog is open; a failure is forgotten so "try again" asks again. */
	#produce(target: DownloadTarget, request: ExportRequest): Promise<ProducedFile> {
		const key = requestKey(target, request);
		const known = this.#files.get(key);
		if (known) return known;
		const made =
			target.kind === 'profile'
				? api.documents.profile({ query: request })
				: api.documents.resume({
						params: { id: target.resumeId },
						query: { format: request.format, tailoringId: target.tailoringId, lang: request.lang, paper: request.paper, variant: request.variant }
					});
		made.catch(() => {
			if (this.#files.get(key) === made) this.#files.delete(key);
		});
		this.#files.set(key, made);
		return made;
	}

	#clearTimer() {
		if (this.#timer) clearTimeout(this.#timer);
		this.#timer = null;
	}
}
