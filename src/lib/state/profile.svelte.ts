import { api } from '$lib/api';
import type { ImportKind, Profile, ProfileBasics, ProfileItem, ProfileItemInput, ProfileItemPatch, ProfileItemType } from '$lib/api/profile';
import { onDataChange } from '$lib/platform/changes';
import { CandidateReview } from './candidate-review.svelte';
import { importAssist } from './ai-run.svelte';

/** The /profile screen: basics, items with evidence, manual edits and imports under review. */
export class ProfileStore {
	profile = $state<Profile | null>(null);
	loading = $state(true);
	error = $state<unknown>(null);
	filter = $state<ProfileItemType | 'all'>('all');
	review = $state<CandidateReview | null>(null);
	importWarnings = $state<{ code: string; message: string }[]>([]);

	visible: ProfileItem[] = $derived((this.profile?.items ?? []).filter((item) => this.filter === 'all' || item.type === this.filter));

	async load() {
		this.error = null;
		try {
			this.profile = await api.profile.get();
		} catch (error) {
			this.error = error;
		} finally {
			this.loading = false;
		}
	}

	watch() {
		return onDataChange('profile', () => void this.load());
	}

	async saveBasics(basics: ProfileBasics) {
		const saved = await api.profile.putBasics(basics);
		if (this.profile) this.profile.basics = saved;
		return saved;
	}

	async addItem(input: ProfileItemInput) {
		const item = await api.profile.addItem(input);
		await this.load();
		return item;
	}

	async updateItem(id: string, patch: ProfileItemPatch) {
		const item = await api.profile.updateItem(id, patch);
		await this.load();
		return item;
	}

	async removeItem(id: string) {
		await api.profile.removeItem(id);
		if (this.profile) this.profile.items = this.profile.items.filter((item) => item.id !== id);
	}

	async importText(kind: ImportKind, text: string) {
		const result = await api.profile.importText(kind, text);
		this.review = new CandidateReview(result.candidates, { ai: importAssist({ kind, text }) });
		this.importWarnings = result.warnings;
		return result;
	}
}
