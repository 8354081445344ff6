import { api, isApiError } from '$lib/api';
import type { JobExtraction, JobInput, JobMetadata } from '$lib/api/job';
import type { MatchAnalysis } from '$lib/api/match';
import type { ResumeSummary } from '$lib/api/resume';

/**
 * The Job screen: a posting in (text, link or file), the extracted job, then a compatibility
 * analysis against a saved resume (shown on its own screen) or "Save to Applications" as is.
 */
export class JobFlow {
	status = $state<'idle' | 'reading' | 'done' | 'error'>('idle');
	job = $state<JobExtraction | null>(null);
	error = $state<unknown>(null);
	/** A link was refused for lack of consent: the screen asks, then retries. */
	needsConsent = $state(false);
	resumes = $state<ResumeSummary[]>([]);
	resumeId = $state<string | null>(null);
	analyzing = $state(false);
	analysisError = $state<unknown>(null);
	savedJobId = $state<string | null>(null);
	#last: { input: JobInput; metadata?: JobMetadata } | null = null;

	async loadResumes() {
		try {
			this.resumes = (await api.resume.list(20)).items;
			this.resumeId ??= this.resumes[0]?.id ?? null;
		} catch {
			this.resumes = [];
		}
	}

	async extract(input: JobInput, metadata?: JobMetadata) {
		this.#last = { input, metadata };
		this.status = 'reading';
		this.error = null;
		this.needsConsent = false;
		this.savedJobId = null;
		try {
			this.job = await api.job.extract(input, metadata);
			this.status = 'done';
		} catch (error) {
			this.needsConsent = isApiError(error) && error.code === 'consent_required';
			this.error = error;
			this.status = 'error';
		}
	}

	/** Records the person's yes for reading public pages, then tries the same link again. */
	async allowAndRetry() {
		await api.settings.setConsent('relay-fetch', true);
		if (this.#last) await this.extract(this.#last.input, this.#last.metadata);
	}

	/** Compares the job with the chosen resume; the screen then opens the analysis. */
	async analyze(): Promise<MatchAnalysis | null> {
		if (!this.job || !this.resumeId) return null;
		this.analyzing = true;
		this.analysisError = null;
		try {
			return await api.match.analyze(this.resumeId, this.job.id);
		} catch (error) {
			this.analysisError = error;
			return null;
		} finally {
			this.analyzing = false;
		}
	}

	async saveToApplications() {
		if (!this.job) return;
		const j = this.job.job;
		const created = await api.tracker.create({
			title: j.title ?? 'Untitled job',
			company: j.company ?? '',
			url: j.url,
			location: j.location,
			source: j.source,
			jobId: this.job.id,
			match: null
		});
		this.savedJobId = created.id;
		return created;
	}

	reset() {
		this.status = 'idle';
		this.job = null;
		this.error = null;
		this.needsConsent = false;
		this.savedJobId = null;
	}
}
