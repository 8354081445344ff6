import { api } from '$lib/api';
import type { ResumeExtraction } from '$lib/api/resume';
import { CandidateReview } from './candidate-review.svelte';

/** The Resume screen: read a pasted text or a file, then review what was found. */
export class ResumeReader {
	status = $state<'idle' | 'reading' | 'done' | 'error'>('idle');
	fileName = $state<string | null>(null);
	result = $state<ResumeExtraction | null>(null);
	review = $state<CandidateReview | null>(null);
	error = $state<unknown>(null);

	async read(input: { text: string } | { file: File }) {
		this.status = 'reading';
		this.error = null;
		this.fileName = 'file' in input ? input.file.name : null;
		try {
			const result = await api.resume.extract(input);
			const { candidates } = await api.profile.importText('resume', result.text);
			this.result = result;
			this.review = new CandidateReview(candidates);
			this.status = 'done';
		} catch (error) {
			this.error = error;
			this.status = 'error';
		}
	}

	reset() {
		this.status = 'idle';
		this.result = null;
		this.review = null;
		this.error = null;
		this.fileName = null;
	}
}
