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
 * The skills an item is matched by, in the screen's language (`label`: the skill's label there),
 * when they differ from how the person wrote it: "Postgres" → "corresponde a: PostgreSQL";
 * '' when the title already says it ("Pesquisa com usuários" on a Portuguese screen).
 */
export function matchesLabel(item: Pick<ProfileCandidate, 'title' | 'skills' | 'type'>, t: Translate, label: (skill: string) => string = (skill) => skill): string {
	if (item.type !== 'skill') return '';
	const names = [...new Set(item.skills.map(label))].filter((name) => fold(name) !== fold(item.title));
	return names.length ? t('fidelity.matches', { names: names.join(', ') }) : '';
}

/** Whether a candidate starts selected in the review: not when the reader was unsure of it. */
export const preselected = (candidate: Pick<ProfileCandidate, 'unsure'>) => !candidate.unsure;

/** A reviewed candidate as "Add to profile" sends it: the reader's own flags are no part of an item. */
export function candidateInput(candidate: ProfileCandidate): ProfileItemInput {
	const { unsure: _unsure, doubts: _doubts, ...item } = candidate;
	return item;
}
