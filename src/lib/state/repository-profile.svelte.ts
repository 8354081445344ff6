import { SvelteSet } from 'svelte/reactivity';
import { api } from '$lib/api';
import type { RepoAnalysis } from '$lib/api/repository';
import { i18n } from '$lib/i18n/i18n.svelte';
import { profileItems } from './repository-evidence-words';

/**
 * "Add to profile" for one analysis: which evidence the person chose (nothing is chosen for them),
 * whether the project itself goes too, and the one click that stores exactly that.
 */
export class EvidenceChoice {
	readonly chosen = new SvelteSet<number>();
	project = $state(false);
	adding = $state(false);
	/** How many items the last click added (the screen then offers the profile). */
	added = $state<number | null>(null);
	#for: string | null = null;

	/** A different analysis (or a newer reading of one) starts with nothing chosen. */
	follow(analysis: RepoAnalysis | null) {
		const key = analysis ? `${analysis.id}@${analysis.analyzedAt}` : null;
		if (key === this.#for) return;
		this.#for = key;
		this.chosen.clear();
		this.project = false;
		this.added = null;
	}

	get count(): number {
		return this.chosen.size + (this.project ? 1 : 0);
	}

	toggle(index: number, on: boolean) {
		if (on) this.chosen.add(index);
		else this.chosen.delete(index);
		this.added = null;
	}

	chooseAll(analysis: RepoAnalysis) {
		analysis.evidence.forEach((_, index) => this.chosen.add(index));
		this.added = null;
	}

	clear() {
		this.chosen.clear();
		this.project = false;
	}

	/** Stores the chosen evidence (and the project, if chosen) in the profile; answers how many items. A failure is thrown. */
	async add(analysis: RepoAnalysis): Promise<number> {
		const items = profileItems(analysis, this.chosen, this.project, i18n.t);
		if (!items.length || this.adding) return 0;
		this.adding = true;
		try {
			await api.profile.addItems({ body: { items } });
			this.clear();
			this.added = items.length;
			return items.length;
		} finally {
			this.adding = false;
		}
	}
}
