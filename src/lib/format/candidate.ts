import type { ProfileCandidate, ProfileItemInput } from '$lib/api/profile';
import type { Translate } from '$lib/i18n/analysis-text';

/** Compares names the way a person reads them: case and accents aside. */
const fold = (text: string) =>
	text
		.normalize('NFD')
		.replace(/\p{M}/gu, '')
		.toLowerCase()
		.trim();

/**
 * The taxonomy's names an item is matched by, when they differ from how the person wrote it:
 * "Pesquisa com usuários" → "matches: User research". '' when the title already says it.
 */
export function matchesLabel(item: Pick<ProfileCandidate, 'title' | 'skills' | 'type'>, t: Translate): string {
	if (item.type !== 'skill') return '';
	const names = item.skills.filter((name) => fold(name) !== fold(item.title));
	return names.length ? t('fidelity.matches', { names: names.join(', ') }) : '';
}

/** Whether a candidate starts selected in the review: not when the reader was unsure of it. */
export const preselected = (candidate: Pick<ProfileCandidate, 'unsure'>) => !candidate.unsure;

/** A reviewed candidate as "Add to profile" sends it: the reader's own flags are no part of an item. */
export function candidateInput(candidate: ProfileCandidate): ProfileItemInput {
	const { unsure: _unsure, doubts: _doubts, ...item } = candidate;
	return item;
}
