import { api } from '$lib/api';
import type { AiRun, ProfileAiSuggestions, ProfileSuggestion } from '$lib/api/ai-assist';
import type { ImportKind } from '$lib/api/profile';
import { AiAvailability, AiRequest } from './ai-request.svelte';
import { profileItemOf, type AssistUse } from './ai-run-rules';

export { SEEN_PREFERENCE } from './ai-request.svelte';

export type AiRow<S> = { key: number; suggestion: S; selected: boolean; added: boolean };

type Answer<S> = AiRun & { suggestions: S[] };

/** What one use of "Suggest more with AI" needs: the text it sends, the request, and what adding does. */
export type AiAssistSource<S> = {
	use: AssistUse;
	/** Exactly the text the request sends, shown the first time. */
	text: () => string;
	ask: (task: string) => Promise<Answer<S>>;
	/** Stores the chosen suggestions (profile items, job requirements); throws when nothing was stored. */
	// A method, so an assist of one kind of suggestion is usable where any kind is listed.
	apply(chosen: S[]): Promise<void>;
};

/**
 * One "Suggest more with AI" on a screen (issue 17): whether AI is set up and consented, the request
 * (first-time "what will be sent", cancel, display state: ai-request.svelte.ts) and the review of
 * what the guard let through. Nothing is pre-selected: every suggestion waits for the person's tick.
 */
export class AiAssist<S> {
	readonly availability = new AiAvailability();
	readonly request: AiRequest<Answer<S>>;
	rows = $state<AiRow<S>[]>([]);
	saving = $state(false);
	saveError = $state<unknown>(null);

	selectedCount = $derived(this.rows.filter((row) => row.selected && !row.added).length);
	pending = $derived(this.rows.filter((row) => !row.added));

	readonly use: AssistUse;
	readonly #source: AiAssistSource<S>;

	constructor(source: AiAssistSource<S>) {
		this.use = source.use;
		this.#source = source;
		this.request = new AiRequest({
			use: source.use,
			availability: this.availability,
			ask: (task) => source.ask(task),
			onanswer: (answer) => (this.rows = answer.suggestions.map((suggestion, key) => ({ key, suggestion, selected: false, added: false })))
		});
	}

	// The panel reads one object: the availability's and the request's state, under their old names.
	get settings() {
		return this.availability.settings;
	}
	get settingsStatus() {
		return this.availability.status;
	}
	get ready() {
		return this.availability.ready;
	}
	get host() {
		return this.availability.host;
	}
	get local() {
		return this.availability.local;
	}
	get status() {
		return this.request.status;
	}
	get previewOpen() {
		return this.request.previewOpen;
	}
	get answer(): AiRun | null {
		return this.request.answer;
	}
	get error() {
		return this.request.error;
	}
	get cancelling() {
		return this.request.cancelling;
	}
	get text() {
		return this.#source.text();
	}

	load() {
		return this.availability.load();
	}

	watch() {
		return this.availability.watch();
	}

	/** "Suggest more with AI": the first time for this use and provider, shows what will be sent instead. */
	suggest() {
		this.saveError = null;
		return this.request.start();
	}

	send() {
		this.saveError = null;
		return this.request.send();
	}

	closePreview() {
		this.request.closePreview();
	}

	cancel() {
		return this.request.cancel();
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
		ask: (task) => api.aiAssist.resume({ params: { id: resume.id }, body: {}, task }),
		apply: addToProfile
	});
}

/** Pasted text of Profile → Import: the same suggestions, from the text itself. */
export function importAssist(input: { kind: ImportKind; text: string }) {
	return new AiAssist<ProfileSuggestion>({
		use: 'import',
		text: () => input.text,
		ask: (task): Promise<ProfileAiSuggestions> => api.aiAssist.profileImport({ body: input, task }),
		apply: addToProfile
	});
}

async function addToProfile(chosen: ProfileSuggestion[]) {
	await api.profile.addItems({ body: { items: chosen.map(profileItemOf) } });
}
