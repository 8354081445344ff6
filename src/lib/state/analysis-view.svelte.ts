import { api } from '$lib/api';
import type { JobExtraction } from '$lib/api/job';
import type { AnalysisSummary, MatchAnalysis } from '$lib/api/match';
import { t } from '$lib/i18n/i18n.svelte';
import { saveToApplications } from './save-to-applications';

/**
 * One compatibility analysis and its job, for the Compatibility, ATS review and Resume tailor
 * screens; without an id, the latest analyses to pick from.
 */
export class AnalysisView {
	status = $state<'loading' | 'ready' | 'missing' | 'error'>('loading');
	match = $state<MatchAnalysis | null>(null);
	job = $state<JobExtraction | null>(null);
	recent = $state<AnalysisSummary[]>([]);
	error = $state<unknown>(null);
	savedJobId = $state<string | null>(null);
	saving = $state(false);

	async load(id: string | null) {
		this.status = 'loading';
		this.error = null;
		this.savedJobId = null;
		if (!id) {
			await this.loadRecent();
			this.status = 'missing';
			return;
		}
		try {
			this.match = await api.match.get({ params: { id } });
			// The job may have been removed since; the analysis still stands on its own.
			this.job = this.match.jobId ? await api.job.get({ params: { id: this.match.jobId } }).catch(() => null) : null;
			this.status = 'ready';
		} catch (error) {
			this.error = error;
			this.status = 'error';
		}
	}

	/** Deletes this analysis; its job, resume and any application that links it stay. */
	async remove(): Promise<boolean> {
		if (!this.match) return false;
		try {
			await api.match.remove({ params: { id: this.match.id } });
			this.match = null;
			return true;
		} catch (error) {
			this.error = error;
			return false;
		}
	}

	async loadRecent() {
		try {
			this.recent = (await api.match.list({ query: { limit: 10 } })).items;
		} catch {
			this.recent = [];
		}
	}

	/**
	 * "Save to Applications": a tracker job carrying the score and a link back to this analysis.
	 * When the job is already tracked (saved from the Job screen, or an earlier analysis), that
	 * application gets this score instead of a duplicate (save-to-applications.ts).
	 */
	async save() {
		if (!this.match) return;
		this.saving = true;
		try {
			const saved = await saveToApplications({
				jobId: this.match.jobId,
				job: this.job?.job ?? null,
				match: { score: this.match.score, analysisId: this.match.id },
				fallbackSource: t('documents.source.analysis'),
				untitled: t('documents.untitledJob')
			});
			this.savedJobId = saved.id;
			return saved;
		} finally {
			this.saving = false;
		}
	}
}
