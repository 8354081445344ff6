import { api } from '$lib/api';
import type { ProfileCandidate } from '$lib/api/profile';

export type CandidateRow = { key: number; item: ProfileCandidate; selected: boolean; added: boolean; editing: boolean };

/**
 * Extracted or imported items under review. They live only here, in the page, until the person
 * clicks "Add to profile" — SPEC.md: nothing enters the profile before that click.
 */
export class CandidateReview {
	rows = $state<CandidateRow[]>([]);
	saving = $state(false);
	error = $state<unknown>(null);

	pending = $derived(this.rows.filter((row) => !row.added));
	selectedCount = $derived(this.rows.filter((row) => row.selected && !row.added).length);

	constructor(candidates: ProfileCandidate[]) {
		this.rows = candidates.map((item, key) => ({ key, item: structuredClone(item), selected: true, added: false, editing: false }));
	}

	async add(rows: CandidateRow[]): Promise<number> {
		const chosen = rows.filter((row) => !row.added);
		if (chosen.length === 0) return 0;
		this.saving = true;
		this.error = null;
		try {
			await api.profile.addItems(chosen.map((row) => $state.snapshot(row.item)));
			for (const row of chosen) {
				row.added = true;
				row.editing = false;
			}
			return chosen.length;
		} catch (error) {
			this.error = error;
			return 0;
		} finally {
			this.saving = false;
		}
	}

	addSelected() {
		return this.add(this.rows.filter((row) => row.selected));
	}
}
