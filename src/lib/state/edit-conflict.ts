/**
 * Two tabs editing one record (issue 27): a save sends the version it was based on and only the
 * fields the person changed. When the record changed elsewhere meanwhile (409 conflict), the
 * editor says what changed there and lets the person keep theirs, take the other, or merge.
 */

/** Values of one form, field by field (strings, numbers, booleans, null). */
export type Fields = Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields whose value differs between two versions of a form. */
export function changedFields<T extends Fields>(from: T, to: T): (keyof T & string)[] {
	return (Object.keys(to) as (keyof T & string)[]).filter((key) => !same(from[key], to[key]));
}

/** Only what the person changed, ready to send beside the version they started from. */
export function changesOf<T extends Fields>(base: T, draft: T): Partial<T> {
	return Object.fromEntries(changedFields(base, draft).map((key) => [key, draft[key]])) as Partial<T>;
}

export interface Conflict<T extends Fields> {
	/** Changed in the other tab since this editor opened. */
	theirs: (keyof T & string)[];
	/** Changed here. */
	mine: (keyof T & string)[];
	/** Changed on both sides to different values: a merge keeps this tab's value for these. */
	both: (keyof T & string)[];
}

/** What a conflict is made of: `base` as the editor opened, `latest` as stored now, `draft` as typed here. */
export function conflictOf<T extends Fields>(base: T, latest: T, draft: T): Conflict<T> {
	const theirs = changedFields(base, latest);
	const mine = changedFields(base, draft);
	return { theirs, mine, both: mine.filter((key) => theirs.includes(key) && !same(latest[key], draft[key])) };
}

/**
 * The three ways out, as the values to save on top of the latest version (null: save nothing):
 * `mine` — every field as typed here; `theirs` — nothing (the form takes the stored values);
 * `merge` — only the fields changed here, so the other tab's other changes stay.
 */
export function resolution<T extends Fields>(way: 'mine' | 'theirs' | 'merge', base: T, latest: T, draft: T): Partial<T> | null {
	if (way === 'theirs') return null;
	if (way === 'merge') return changesOf(base, draft);
	return changesOf(latest, draft);
}
