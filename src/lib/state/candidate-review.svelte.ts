import { api } from '$lib/api';
import { candidateInput, preselected } from '$lib/format/candidate';
import type { ProfileCandidate, ProfileItem } from '$lib/api/profile';
import type { ProfileSuggestion } from '$lib/api/ai-assist';
import type { AiAssist } from './ai-run.svelte';
import { isApiError } from '$lib/api/errors';
import { countOutcome, itemIdentity, refusedFields, type AddOutcome, type CandidateField } from './document-rules';

export type CandidateRow = {
	key: number;
	item: ProfileCandidate;
	selected: boolean;
	added: boolean;
	editing: boolean;
	/** Fields the core refused on the last add, shown at the field until the person edits it. */
	problems: Partial<Record<CandidateField, boolean>>;
};

/** A review kept across a reload (drafts). */
export type KeptReview = { known: number; rows: { item: ProfileCandidate; selected: boolean; added: boolean }[] };

/**
 * Extracted or imported items under review. They live only here, in the page, until the person
 * clicks "Add to profile" — SPEC.md: nothing enters the profile before that click. Items the
 * profile already has are left out, so the review never offers what is there already.
 */
export class CandidateReview {
	rows = $state<CandidateRow[]>([]);
	saving = $state(false);
	error = $state<unknown>(null);
	/** The first candidate and field of a refused add, named above the list and focused. */
	refused = $state<{ key: number; title: string; field: CandidateField } | null>(null);
	/** How many of the extracted items the profile already had (not listed). */
	known = $state(0);
	/** "Suggest more with AI" for the same text, beside the rules' items (issue 17); absent where no text was read. */
	readonly ai: AiAssist<ProfileSuggestion> | null;

	pending = $derived(this.rows.filter((row) => !row.added));
	selectedCount = $derived(this.rows.filter((row) => row.selected && !row.added).length);

	constructor(
		candidates: ProfileCandidate[],
		options: {
			profile?: readonly Pick<ProfileItem, 'type' | 'title' | 'organization'>[];
			ai?: AiAssist<ProfileSuggestion>;
			/** A review kept before a reload (`kept()`): its rows as the person left them. */
			kept?: KeptReview;
		} = {}
	) {
		this.ai = options.ai ?? null;
		if (options.kept) {
			this.known = options.kept.known;
			this.rows = options.kept.rows.map((row, key) => ({ key, item: row.item, selected: row.selected, added: row.added, editing: false, problems: {} }));
			return;
		}
		const inProfile = new Set((options.profile ?? []).map(itemIdentity));
		const fresh = candidates.filter((item) => !inProfile.has(itemIdentity(item)));
		this.known = candidates.length - fresh.length;
		this.rows = fresh.map((item, key) => ({ key, item: structuredClone(item), selected: preselected(item), added: false, editing: false, problems: {} }));
	}

	/** The review as the person left it: every row's item (with their edits), whether chosen, whether added. */
	kept(): KeptReview {
		return { known: this.known, rows: this.rows.map((row) => ({ item: $state.snapshot(row.item) as ProfileCandidate, selected: row.selected, added: row.added })) };
	}

	async add(rows: CandidateRow[]): Promise<AddOutcome> {
		const chosen = rows.filter((row) => !row.added);
		if (chosen.length === 0) return { created: 0, merged: 0 };
		this.saving = true;
		this.error = null;
		this.refused = null;
		try {
			const answer = await api.profile.addItems({ body: { items: chosen.map((row) => candidateInput($state.snapshot(row.item) as ProfileCandidate)) } });
			const items = 'items' in answer ? answer.items : [answer];
			for (const row of chosen) {
				row.added = true;
				row.editing = false;
			}
			return countOutcome(items);
		} catch (error) {
			this.error = error;
			// The batch is one transaction: nothing was added. Open each refused candidate on its field.
			for (const { index, field } of refusedFields(isApiError(error) ? error.errors : [])) {
				const row = chosen[index];
				if (!row) continue;
				row.problems[field] = true;
				row.editing = true;
				this.refused ??= { key: row.key, title: row.item.title, field };
			}
			return { created: 0, merged: 0 };
		} finally {
			this.saving = false;
		}
	}

	addSelected() {
		return this.add(this.rows.filter((row) => row.selected));
	}
}

/** The person changed a field the core refused: it is theirs to send again. */
export function fieldEdited(row: CandidateRow, field: CandidateField): void {
	if (row.problems[field]) row.problems[field] = false;
}
