import { api, isApiError } from '$lib/api';
import type { AiSettings } from '$lib/api/ai';
import { onDataChange } from '$lib/platform/changes';
import { hasSeen, markSeen, providerHost, type AiUse, type SeenPreviews } from './ai-run-rules';
import { readPreference, writePreference } from './preferences';
import { isTaskDropped, TaskRun } from './task-run.svelte';

/**
 * Where the person's "I have seen what is sent" is kept, per provider host and use: a page
 * preference, not data (the `ai` consent itself is the core's, and the core checks it again).
 */
export const SEEN_PREFERENCE = 'ai-preview-seen';

/** Whether this use's "what will be sent" was already shown for this provider. */
export async function previewSeen(host: string, use: AiUse): Promise<boolean> {
	return hasSeen(await readPreference<SeenPreviews>(SEEN_PREFERENCE), host, use);
}

/** "Send" in a preview: the next request of this use to this provider goes without it. */
export async function rememberPreview(host: string, use: AiUse): Promise<void> {
	await writePreference(SEEN_PREFERENCE, markSeen(await readPreference<SeenPreviews>(SEEN_PREFERENCE), host, use));
}

/** Whether AI may be offered on a screen: a provider set up and the `ai` consent given. */
export class AiAvailability {
	settings = $state<AiSettings | null>(null);
	status = $state<'loading' | 'ready' | 'error'>('loading');
	ready = $derived(!!this.settings?.enabled && !!this.settings?.consent && this.settings.provider !== 'none');
	host = $derived(providerHost(this.settings?.baseUrl));
	local = $derived(this.settings?.provider === 'local');

	async load() {
		try {
			this.settings = await api.ai.get();
			this.status = 'ready';
		} catch {
			// Without its settings (no relay, a failed read) the AI is simply not offered.
			this.settings = null;
			this.status = 'error';
		}
	}

	/** Settings changed in another screen or tab (a provider set up, consent withdrawn). */
	watch() {
		return onDataChange('settings', () => void this.load());
	}
}

// Methods, not function properties: a request for one kind of answer is usable where any is listed.
type AiRequestOptions<R> = {
	use: AiUse;
	availability: AiAvailability;
	ask(task: string): Promise<R>;
	/** Sees each answer the request keeps (not one that came after a cancel or a reset). */
	onanswer?(answer: R): void;
};

/**
 * One AI request a person starts (suggestions, a rewrite, an explanation): the first-time "what will
 * be sent", the call run as a task the person can cancel (DELETE /tasks/{id}) and its display state.
 * Nothing is stored by asking; an answer that arrives after a cancel or a reset is ignored.
 */
export class AiRequest<R> {
	status = $state<'idle' | 'running' | 'done' | 'cancelled' | 'error'>('idle');
	/** The first-time "what will be sent" is open: nothing has gone anywhere yet. */
	previewOpen = $state(false);
	answer = $state<R | null>(null);
	error = $state<unknown>(null);
	readonly #task = new TaskRun();
	readonly use: AiUse;
	readonly availability: AiAvailability;
	readonly #options: AiRequestOptions<R>;

	constructor(options: AiRequestOptions<R>) {
		this.use = options.use;
		this.availability = options.availability;
		this.#options = options;
	}

	get cancelling(): boolean {
		return this.#task.cancelling;
	}

	/** The action: the first time for this use and provider, shows what will be sent instead. */
	async start() {
		if (!this.availability.ready || this.status === 'running') return;
		const host = this.availability.host;
		if (host && !(await previewSeen(host, this.use))) {
			this.previewOpen = true;
			return;
		}
		await this.#run();
	}

	/** "Send" in the preview: remembered for this provider and use, then the request goes. */
	async send() {
		this.previewOpen = false;
		const host = this.availability.host;
		if (host) await rememberPreview(host, this.use);
		await this.#run();
	}

	/** "Cancel" in the preview: nothing is sent, and it will be shown again next time. */
	closePreview() {
		this.previewOpen = false;
	}

	/** Forgets the answer (the person discarded it, or the screen moved on): a request under way is cancelled and ignored. */
	reset() {
		this.#task.drop();
		this.previewOpen = false;
		this.status = 'idle';
		this.answer = null;
		this.error = null;
	}

	async #run() {
		this.status = 'running';
		this.error = null;
		try {
			const answer = await this.#task.run((task) => this.#options.ask(task));
			this.answer = answer;
			this.#options.onanswer?.(answer);
			this.status = 'done';
		} catch (error) {
			if (isTaskDropped(error)) return;
			this.error = error;
			this.status = isApiError(error) && error.code === 'cancelled' ? 'cancelled' : 'error';
		}
	}

	/** Stops the request under way; it then ends with `cancelled` and nothing is kept. */
	async cancel() {
		try {
			await this.#task.cancel();
		} catch (error) {
			this.error = error;
		}
	}
}
