import { api, isApiError } from '$lib/api';
import type { AtsReview, JobExtraction, JobInput, JobMetadata, MatchAnalysis } from '$lib/api/job';
import type { ResumeSummary } from '$lib/api/resume';

/**
 * The Job screen: a posting in (text, link or file), the extracted job, then the compatibility
 * analysis and ATS review against a saved resume, and "Save to Applications".
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
	match = $state<MatchAnalysis | null>(null);
	ats = $state<AtsReview | null>(null);
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
		this.match = null;
		this.ats = null;
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

	async analyze() {
		if (!this.job || !this.resumeId) return;
		this.analyzing = true;
		this.analysisError = null;
		try {
			this.match = await api.job.analyze(this.resumeId, this.job.id);
			this.ats = await api.job.ats(this.match.id).catch((error) => {
				this.analysisError = error;
				return null;
			});
		} catch (error) {
			this.analysisError = error;
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
			match: this.match ? { score: this.match.score, analysisId: this.match.id } : null
		});
		this.savedJobId = created.id;
		return created;
	}

	reset() {
		this.status = 'idle';
		this.job = null;
		this.error = null;
		this.match = null;
		this.ats = null;
		this.needsConsent = false;
		this.savedJobId = null;
	}
}
