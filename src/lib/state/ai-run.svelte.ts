import { api, isApiError } from '$lib/api';
import type { AiSettings } from '$lib/api/ai';
import type { AiRun, ProfileAiSuggestions, ProfileSuggestion } from '$lib/api/ai-assist';
import type { ImportKind } from '$lib/api/profile';
import { onDataChange } from '$lib/platform/changes';
import { hasSeen, markSeen, profileItemOf, providerHost, type AiUse, type SeenPreviews } from './ai-run-rules';
import { readPreference, writePreference } from './preferences';

/** Where the person's "I have seen what is sent" is kept: a page preference, not data (the consent itself is the core's). */
export const SEEN_PREFERENCE = 'ai-preview-seen';

export type AiRow<S> = { key: number; suggestion: S; selected: boolean; added: boolean };

/** What one use of "Suggest more with AI" needs: the text it sends, the request, and what adding does. */
export type AiAssistSource<S> = {
	use: AiUse;
	/** Exactly the text the request sends, shown the first time. */
	text: () => string;
	ask: (task: string) => Promise<AiRun & { suggestions: S[] }>;
	/** Stores the chosen suggestions (profile items, job requirements); throws when nothing was stored. */
	// A method, so an assist of one kind of suggestion is usable where any kind is listed.
	apply(chosen: S[]): Promise<void>;
};

/**
 * One "Suggest more with AI" on a screen (issue 17): whether AI is set up and consented, the first-time
 * "what will be sent", the request run as a task the person can cancel (DELETE /tasks/{id}), its
 * display state (analyzing, used, fallback with its reason, cancelled) and the review of what the
 * guard let through. Nothing is pre-selected: every suggestion waits for the person's tick.
 */
export class AiAssist<S> {
	settings = $state<AiSettings | null>(null);
	settingsStatus = $state<'loading' | 'ready' | 'error'>('loading');
	status = $state<'idle' | 'running' | 'done' | 'cancelled' | 'error'>('idle');
	/** The first-time "what will be sent" is open: nothing has gone anywhere yet. */
	previewOpen = $state(false);
	answer = $state<AiRun | null>(null);
	rows = $state<AiRow<S>[]>([]);
	error = $state<unknown>(null);
	cancelling = $state(false);
	saving = $state(false);
	saveError = $state<unknown>(null);

	/** Set up and consented: only then is the action offered (and the core checks it again). */
	ready = $derived(!!this.settings?.enabled && !!this.settings?.consent && this.settings.provider !== 'none');
	host = $derived(providerHost(this.settings?.baseUrl));
	local = $derived(this.settings?.provider === 'local');
	selectedCount = $derived(this.rows.filter((row) => row.selected && !row.added).length);
	pending = $derived(this.rows.filter((row) => !row.added));

	#task: string | null = null;
	readonly use: AiUse;
	readonly #source: AiAssistSource<S>;

	constructor(source: AiAssistSource<S>) {
		this.use = source.use;
		this.#source = source;
	}

	get text() {
		return this.#source.text();
	}

	async load() {
		try {
			this.settings = await api.ai.get();
			this.settingsStatus = 'ready';
		} catch {
			// Without its settings (no relay, a failed read) the screen says AI is unavailable, quietly.
			this.settings = null;
			this.settingsStatus = 'error';
		}
	}

	/** Settings changed in another screen or tab (a provider set up, consent withdrawn). */
	watch() {
		return onDataChange('settings', () => void this.load());
	}

	/** "Suggest more with AI": the first time for this use and provider, shows what will be sent instead. */
	async suggest() {
		if (!this.ready || this.status === 'running') return;
		const host = this.host;
		if (host && !hasSeen(await readPreference<SeenPreviews>(SEEN_PREFERENCE), host, this.use)) {
			this.previewOpen = true;
			return;
		}
		await this.#run();
	}

	/** "Send" in the preview: remembered for this provider and use, then the request goes. */
	async send() {
		this.previewOpen = false;
		if (this.host) await writePreference(SEEN_PREFERENCE, markSeen(await readPreference<SeenPreviews>(SEEN_PREFERENCE), this.host, this.use));
		await this.#run();
	}

	/** "Cancel" in the preview: nothing is sent, and it will be shown again next time. */
	closePreview() {
		this.previewOpen = false;
	}

	async #run() {
		const task = api.tasks.newId();
		this.#task = task;
		this.status = 'running';
		this.error = null;
		this.saveError = null;
		try {
			const { suggestions, ...run } = await this.#source.ask(task);
			if (this.#task !== task) return;
			this.answer = run;
			this.rows = suggestions.map((suggestion, key) => ({ key, suggestion, selected: false, added: false }));
			this.status = 'done';
		} catch (error) {
			if (this.#task !== task) return;
			this.error = error;
			this.status = isApiError(error) && error.code === 'cancelled' ? 'cancelled' : 'error';
		} finally {
			if (this.#task === task) {
				this.#task = null;
				this.cancelling = false;
			}
		}
	}

	/** Stops the request under way; it then ends with `cancelled` and nothing is kept. */
	async cancel() {
		if (!this.#task || this.cancelling) return;
		this.cancelling = true;
		try {
			await api.tasks.cancel(this.#task);
		} catch (error) {
			this.cancelling = false;
			this.error = error;
		}
	}

	/** Adds the chosen suggestions (all selected ones unless given); they stay listed, marked added. */
	async add(rows: AiRow<S>[] = this.rows.filter((row) => row.selected)): Promise<number> {
		const chosen = rows.filter((row) => !row.added);
		if (chosen.length === 0) return 0;
		this.saving = true;
		this.saveError = null;
		try {
			await this.#source.apply(chosen.map((row) => $state.snapshot(row.suggestion) as S));
			for (const row of chosen) {
				row.added = true;
				row.selected = false;
			}
			return chosen.length;
		} catch (error) {
			this.saveError = error;
			return 0;
		} finally {
			this.saving = false;
		}
	}

	/** The screen moved on (another resume, another job): a request under way is cancelled. */
	dispose() {
		void this.cancel();
	}
}

/** A stored resume's AI suggestions; "Add to profile" posts the chosen candidates (origin 'ai'). */
export function resumeAssist(resume: { id: string; text: string }) {
	return new AiAssist<ProfileSuggestion>({
		use: 'resume',
		text: () => resume.text,
		ask: (task) => api.aiAssist.resume(resume.id, { task }),
		apply: addToProfile
	});
}

/** Pasted text of Profile → Import: the same suggestions, from the text itself. */
export function importAssist(input: { kind: ImportKind; text: string }) {
	return new AiAssist<ProfileSuggestion>({
		use: 'import',
		text: () => input.text,
		ask: (task): Promise<ProfileAiSuggestions> => api.aiAssist.profileImport(input, { task }),
		apply: addToProfile
	});
}

async function addToProfile(chosen: ProfileSuggestion[]) {
	await api.profile.addItems(chosen.map(profileItemOf));
}
