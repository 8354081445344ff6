/**
 * An end date that says the item is still going on ("present", "atual", "até o momento"): the
 * profile stores it as no end (`null`), the way a current job is kept. The words people type in
 * an end-date field, in English and Brazilian Portuguese, with or without a final period.
 * The rule profile/schema.ts applies to an end date, in a zod-free `-schema.ts` the page (the item
 * form) may import, so both sides store the same end.
 */
const ONGOING = new Set([
	'present',
	'current',
	'currently',
	'now',
	'ongoing',
	'today',
	'to date',
	'atual',
	'atualmente',
	'presente',
	'hoje',
	'o momento',
	'até o momento',
	'até hoje',
	'até a presente data',
	'em andamento',
	'em curso',
	'cursando'
]);

export function isOngoingWord(value: string): boolean {
	return ONGOING.has(value.trim().toLowerCase().replace(/\.$/, '').replace(/\s+/g, ' '));
}

/** A typed end date as stored: `null` for a word that means ongoing or for nothing typed; otherwise as typed. */
export function storedEnd(value: string | null | undefined): string | null {
	if (value == null) return null;
	const trimmed = value.trim();
	return !trimmed || isOngoingWord(trimmed) ? null : trimmed;
}
