import { api, isApiError } from '$lib/api';
import type { AiSettings } from '$lib/api/ai';
import type { AiRun } from '$lib/api/ai-assist';
import type { AiExplanation, AiRewrite, ExplainLanguage } from '$lib/api/ai-writing';
import type { Tailoring } from '$lib/api/tailor';
import { t } from '$lib/i18n/i18n.svelte';
import { onDataChange } from '$lib/platform/changes';
import { providerHost } from '$lib/state/ai-run-rules';
import { readPreference, writePreference } from '$lib/state/preferences';

/** Where "I have seen what a rewrite or an explanation sends" is kept, per provider: a page preference, not data. */
export const WRITING_SEEN_PREFERENCE = 'ai-writing-preview-seen';

export type WritingUse = 'rewrite' | 'explain';
type Seen = Record<string, WritingUse[]>;

/** Whether the AI may be offered: a provider set up and the `ai` consent given (the core checks it again). */
export class AiAvailability {
	settings = $state<AiSettings | null>(null);
	ready = $derived(!!this.settings?.enabled && !!this.settings?.consent && this.settings.provider !== 'none');
	host = $derived(providerHost(this.settings?.baseUrl));
	local = $derived(this.settings?.provider === 'local');

	async load() {
		try {
			this.settings = await api.ai.get();
		} catch {
			// Without its settings (no relay, a failed read) the AI is simply not offered.
			this.settings = null;
		}
	}

	/** Settings changed in another screen or tab (a provider set up, consent withdrawn). */
	watch() {
		return onDataChange('settings', () => void this.load());
	}
}

/**
 * One AI writing request (a rewrite of a line, the explanation of an analysis): the first-time
 * "what will be sent", the call run as a task the person can cancel (DELETE /tasks/{id}) and its
 * display state. Nothing is stored by asking.
 */
export class AiWritingRun<R extends AiRun> {
	status = $state<'idle' | 'running' | 'done' | 'cancelled' | 'error'>('idle');
	previewOpen = $state(false);
	answer = $state<R | null>(null);
	error = $state<unknown>(null);
	cancelling = $state(false);
	#task: string | null = null;
	readonly #use: WritingUse;
	readonly #ask: (task: string) => Promise<R>;
	readonly #availability: AiAvailability;

	constructor(use: WritingUse, availability: AiAvailability, ask: (task: string) => Promise<R>) {
		this.#use = use;
		this.#availability = availability;
		this.#ask = ask;
	}

	/** The action: the first time for this use and provider, shows what will be sent instead. */
	async start() {
		if (!this.#availability.ready || this.status === 'running') return;
		const host = this.#availability.host;
		const seen = await readPreference<Seen>(WRITING_SEEN_PREFERENCE);
		if (host && !seen?.[host]?.includes(this.#use)) {
			this.previewOpen = true;
			return;
		}
		await this.#run();
	}

	/** "Send" in the preview: remembered for this provider and use, then the request goes. */
	async send() {
		this.previewOpen = false;
		const host = this.#availability.host;
		if (host) {
			const seen = (await readPreference<Seen>(WRITING_SEEN_PREFERENCE)) ?? {};
			await writePreference(WRITING_SEEN_PREFERENCE, { ...seen, [host]: [...new Set([...(seen[host] ?? []), this.#use])] });
		}
		await this.#run();
	}

	closePreview() {
		this.previewOpen = false;
	}

	/** Forgets the answer (the person discarded it, or the screen moved on): a request under way is cancelled and ignored. */
	reset() {
		if (this.#task) void api.tasks.cancel(this.#task).catch(() => undefined);
		this.#task = null;
		this.cancelling = false;
		this.previewOpen = false;
		this.status = 'idle';
		this.answer = null;
		this.error = null;
	}

	async #run() {
		const task = api.tasks.newId();
		this.#task = task;
		this.status = 'running';
		this.error = null;
		try {
			const answer = await this.#ask(task);
			if (this.#task !== task) return;
			this.answer = answer;
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
}

/** One line's "Rewrite with AI": the request, and accepting the offered rewrite into the tailoring. */
export class RewriteLine {
	readonly text: string;
	readonly run: AiWritingRun<AiRewrite>;
	accepting = $state(false);
	acceptError = $state<unknown>(null);
	readonly #owner: TailorRewrites;

	constructor(owner: TailorRewrites, text: string) {
		this.#owner = owner;
		this.text = text;
		this.run = new AiWritingRun('rewrite', owner.availability, (task) => api.aiWriting.rewrite(owner.tailoringId, { text, keywords: owner.keywords() }, { task }));
	}

	/** What the request sends about this line: the job's title and the line itself (the core adds the job terms the line shows). */
	get preview(): string[] {
		return [this.#owner.jobTitle ? t('aiWriting.preview.job', { title: this.#owner.jobTitle }) : '', this.text].filter(Boolean);
	}

	/** Adds the offered rewrite as an accepted change (checked again by the core); true when it was added. */
	async accept(): Promise<boolean> {
		const rewrite = this.run.answer?.rewrite;
		if (!rewrite || this.accepting) return false;
		this.accepting = true;
		this.acceptError = null;
		try {
			this.#owner.onTailoring(await api.aiWriting.accept(this.#owner.tailoringId, { text: this.text, rewrite }));
			this.run.reset();
			return true;
		} catch (error) {
			this.acceptError = error;
			return false;
		} finally {
			this.accepting = false;
		}
	}
}

export type ResumeRole = { title: string; company: string; bullets: string[] };

/**
 * The tailor screen's AI rewrites: whether AI is offered, the resume's experience lines to choose
 * from, and one RewriteLine per line asked about. Accepting a rewrite hands the tailoring back.
 */
export class TailorRewrites {
	readonly availability = new AiAvailability();
	status = $state<'idle' | 'loading' | 'ready' | 'error'>('idle');
	roles = $state<ResumeRole[]>([]);
	error = $state<unknown>(null);
	#lines = new Map<string, RewriteLine>();
	#tailoring: () => Tailoring | null;
	readonly onTailoring: (tailoring: Tailoring) => void;
	readonly #jobTitle: () => string | null;

	constructor(options: { tailoring: () => Tailoring | null; jobTitle: () => string | null; onTailoring: (tailoring: Tailoring) => void }) {
		this.#tailoring = options.tailoring;
		this.#jobTitle = options.jobTitle;
		this.onTailoring = options.onTailoring;
	}

	get tailoringId(): string {
		return this.#tailoring()?.id ?? '';
	}

	get jobTitle(): string | null {
		return this.#jobTitle();
	}

	/** The job terms the tailoring found safe: those it would add or write, each already shown by the person. */
	keywords(): string[] {
		const suggestions = this.#tailoring()?.suggestions ?? [];
		const terms = suggestions.flatMap((s) => (s.kind === 'add_keyword' ? [s.params.skill] : s.kind === 'rephrase' ? [s.params.to] : []));
		return [...new Set(terms.filter((term): term is string => typeof term === 'string' && term.length > 0))];
	}

	/** The resume's experience lines, once AI is offered (nothing is read otherwise). */
	async load(resumeId: string) {
		await this.availability.load();
		if (!this.availability.ready) return;
		this.status = 'loading';
		this.error = null;
		try {
			const resume = await api.resume.get(resumeId);
			this.roles = resume.profile.experiences.filter((role) => role.bullets.length > 0).map((role) => ({ title: role.title, company: role.company, bullets: role.bullets }));
			this.status = 'ready';
		} catch (error) {
			this.error = error;
			this.status = 'error';
		}
	}

	line(text: string): RewriteLine {
		let found = this.#lines.get(text);
		if (!found) this.#lines.set(text, (found = new RewriteLine(this, text)));
		return found;
	}
}

/** An analysis' "Explain with AI" in the language the person reads. */
export function explainRun(availability: AiAvailability, analysisId: () => string | null, lang: () => ExplainLanguage) {
	return new AiWritingRun<AiExplanation>('explain', availability, (task) => api.aiWriting.explain(analysisId() ?? '', { lang: lang() }, { task }));
}
