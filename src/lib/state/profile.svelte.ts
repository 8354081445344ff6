import { api } from '$lib/api';
import { fileForm } from '$lib/api/form';
import type { ImportKind, ImportWarning, Profile, ProfileBasics, ProfileImportResult, ProfileItem, ProfileItemInput, ProfileItemPatch, ProfileItemType } from '$lib/api/profile';
import { basicsRows, mergeBasics, type BasicsRow } from '$lib/format/basics-proposal';
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
	importWarnings = $state<ImportWarning[]>([]);
	/** The details (basics) an imported file proposes, reviewed apart from the items; `used` once saved. */
	basicsReview = $state<{ rows: BasicsRow[]; used: boolean; saving: boolean } | null>(null);

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
		const saved = await api.profile.putBasics({ body: basics });
		if (this.profile) this.profile.basics = saved;
		return saved;
	}

	async addItem(input: ProfileItemInput) {
		const answer = await api.profile.addItems({ body: input });
		const item = 'items' in answer ? answer.items[0] : answer;
		await this.load();
		return item;
	}

	async updateItem(id: string, patch: ProfileItemPatch) {
		const item = await api.profile.updateItem({ params: { id }, body: patch });
		await this.load();
		return item;
	}

	async removeItem(id: string) {
		await api.profile.removeItem({ params: { id } });
		if (this.profile) this.profile.items = this.profile.items.filter((item) => item.id !== id);
	}

	async importText(kind: ImportKind, text: string) {
		const result = await api.profile.import({ body: { kind, text } });
		this.show(result, new CandidateReview(result.candidates, { ai: importAssist({ kind, text }) }));
		return result;
	}

	/** A JSON Resume, a LinkedIn export (ZIP) or a Europass CV: no text to suggest more from with AI. */
	async importFile(file: File) {
		const result = await api.profile.import({ body: fileForm(file) });
		this.show(result, new CandidateReview(result.candidates));
		return result;
	}

	private show(result: ProfileImportResult, review: CandidateReview) {
		this.review = review;
		this.importWarnings = result.warnings;
		const rows = this.profile ? basicsRows(result.basics, this.profile.basics) : [];
		this.basicsReview = rows.length ? { rows, used: false, saving: false } : null;
	}

	/** The ticked details of the file into the person's own, in one save. */
	async useProposedBasics() {
		const review = this.basicsReview;
		if (!review || !this.profile) return;
		review.saving = true;
		try {
			await this.saveBasics(mergeBasics(this.profile.basics, review.rows));
			review.used = true;
		} finally {
			review.saving = false;
		}
	}
}
