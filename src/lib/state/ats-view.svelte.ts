import { api } from '$lib/api';
import type { AtsReview } from '$lib/api/match';

/** The ATS review of one compatibility analysis: computed again on each visit (it is deterministic). */
export class AtsReviewView {
	status = $state<'idle' | 'loading' | 'ready' | 'error'>('idle');
	review = $state<AtsReview | null>(null);
	error = $state<unknown>(null);

	async load(matchId: string) {
		this.status = 'loading';
		this.error = null;
		try {
			this.review = await api.match.ats({ body: { matchId } });
			this.status = 'ready';
		} catch (error) {
			this.error = error;
			this.status = 'error';
		}
	}
}
