import { api, isApiError } from '$lib/api';
import type { SuggestionStatus, Tailoring } from '$lib/api/tailor';

/** A tailoring asked for: `claims` only when there are some (skills the person asks to state, each needing evidence). */
const tailorBody = (resumeId: string, jobId: string, claims?: string[]) => (claims?.length ? { resumeId, jobId, claims } : { resumeId, jobId });

/**
 * The Resume tailor screen: the latest tailoring of a resume for a job (made on first visit),
 * decisions saved one by one, and skills the person asks to state — refused without evidence.
 */
export class TailorView {
	status = $state<'idle' | 'loading' | 'ready' | 'error'>('idle');
	tailoring = $state<Tailoring | null>(null);
	error = $state<unknown>(null);
	/** A decision that could not be saved: the suggestion keeps its previous state. */
	decideError = $state<unknown>(null);
	claiming = $state(false);
	claimError = $state<unknown>(null);
	/** The skills of the last request that had no evidence, as the person typed them. */
	claimRefused = $state<string[]>([]);
	/** The analysis's resume was deleted (here or in another tab): nothing can be tailored or downloaded from it. */
	resumeGone = $state(false);
	#ids: { resumeId: string; jobId: string } | null = null;

	async load(resumeId: string, jobId: string) {
		this.#ids = { resumeId, jobId };
		this.status = 'loading';
		this.error = null;
		try {
			if (!(await this.#resumeExists(resumeId))) {
				this.tailoring = null;
				this.status = 'ready';
				return;
			}
			this.tailoring =
				(await api.tailor.list({ query: { resumeId, jobId, limit: 1 } })).items[0] ?? (await api.tailor.create({ body: tailorBody(resumeId, jobId) }));
			this.status = 'ready';
		} catch (error) {
			this.error = error;
			this.status = 'error';
		}
	}

	/** Checks again after a change to the resumes (another tab may have deleted this one). */
	async recheckResume() {
		if (this.#ids) await this.#resumeExists(this.#ids.resumeId);
	}

	async #resumeExists(resumeId: string): Promise<boolean> {
		try {
			await api.resume.get({ params: { id: resumeId } });
			this.resumeGone = false;
			return true;
		} catch (error) {
			if (!isApiError(error) || error.code !== 'not_found') throw error;
			this.resumeGone = true;
			return false;
		}
	}

	/** Tailors again from the current resume, job and profile; earlier decisions on the same changes are kept. */
	async refresh() {
		if (!this.#ids) return;
		this.status = 'loading';
		this.error = null;
		try {
			this.tailoring = await api.tailor.create({ body: tailorBody(this.#ids.resumeId, this.#ids.jobId, this.tailoring?.claims) });
			this.status = 'ready';
		} catch (error) {
			this.error = error;
			this.status = 'error';
		}
	}

	/** Saves a decision at once on screen, and puts it back if the save fails. */
	async decide(suggestionId: string, status: SuggestionStatus) {
		const tailoring = this.tailoring;
		const suggestion = tailoring?.suggestions.find((s) => s.id === suggestionId);
		if (!tailoring || !suggestion) return;
		const before = suggestion.status;
		suggestion.status = status;
		this.decideError = null;
		try {
			this.tailoring = await api.tailor.decide({ params: { id: tailoring.id, suggestionId }, body: { status } });
		} catch (error) {
			suggestion.status = before;
			this.decideError = error;
		}
	}

	/** Asks to state skills: with evidence they become suggestions; without, the core refuses them all. */
	async claim(skills: string[]) {
		if (!this.#ids || !skills.length) return false;
		this.claiming = true;
		this.claimError = null;
		this.claimRefused = [];
		const claims = [...new Set([...(this.tailoring?.claims ?? []), ...skills])];
		try {
			this.tailoring = await api.tailor.create({ body: tailorBody(this.#ids.resumeId, this.#ids.jobId, claims) });
			return true;
		} catch (error) {
			this.claimError = error;
			if (isApiError(error) && error.code === 'unsupported_claim') {
				this.claimRefused = error.errors.map((e) => claims[Number(e.path.split('.')[1])]).filter((s): s is string => !!s);
			}
			return false;
		} finally {
			this.claiming = false;
		}
	}

	/**
	 * "I do know SQL": a keyword only a related skill supports becomes a profile skill with the person
	 * as its evidence source (their own sentence), then the tailoring runs again and may write it.
	 */
	async confirmSkill(keyword: string, statement: string) {
		if (!this.#ids) return false;
		this.claiming = true;
		this.claimError = null;
		try {
			await api.profile.addItems({ body: { items: [{ type: 'skill', title: keyword, origin: 'manual', evidence: [{ text: statement, source: 'person', public: false, url: null }] }] } });
			this.tailoring = await api.tailor.create({ body: tailorBody(this.#ids.resumeId, this.#ids.jobId, this.tailoring?.claims) });
			return true;
		} catch (error) {
			this.claimError = error;
			return false;
		} finally {
			this.claiming = false;
		}
	}

	counts() {
		const list = this.tailoring?.suggestions ?? [];
		return {
			accepted: list.filter((s) => s.status === 'accepted').length,
			rejected: list.filter((s) => s.status === 'rejected').length,
			pending: list.filter((s) => s.status === 'pending').length
		};
	}
}
