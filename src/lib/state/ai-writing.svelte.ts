import { api } from '$lib/api';
import type { AiExplanation, AiRewrite, ExplainLanguage } from '$lib/api/ai-writing';
import type { Tailoring } from '$lib/api/tailor';
import { t } from '$lib/i18n/i18n.svelte';
import { AiAvailability, AiRequest } from './ai-request.svelte';

/** One line's "Rewrite with AI": the request, and accepting the offered rewrite into the tailoring. */
export class RewriteLine {
	readonly text: string;
	readonly run: AiRequest<AiRewrite>;
	accepting = $state(false);
	acceptError = $state<unknown>(null);
	readonly #owner: TailorRewrites;

	constructor(owner: TailorRewrites, text: string) {
		this.#owner = owner;
		this.text = text;
		this.run = new AiRequest({
			use: 'rewrite',
			availability: owner.availability,
			ask: (task) => api.aiWriting.rewrite({ params: { id: owner.tailoringId }, body: { text, keywords: owner.keywords() }, task })
		});
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
			this.#owner.onTailoring(await api.aiWriting.accept({ params: { id: this.#owner.tailoringId }, body: { text: this.text, rewrite } }));
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
			const resume = await api.resume.get({ params: { id: resumeId } });
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
	return new AiRequest<AiExplanation>({ use: 'explain', availability, ask: (task) => api.aiWriting.explain({ params: { id: analysisId() ?? '' }, body: { lang: lang() }, task }) });
}
