/**
 * The sentences a restore refuses a file with, one per reason. The core sends them in English (the
 * API's `detail`); the page reads the reason and its values back with `refusalOf` and says them in
 * the person's language. Plain strings with no imports, so the page can import this file as it is.
 * The API's refusal vocabulary, in a zod-free `-schema.ts` the page may import.
 */
export const REFUSALS = {
	empty: 'Choose a Rumo backup file to restore.',
	notAttached: 'Attach a Rumo backup file (.json or .json.gz).',
	damagedGzip: 'The compressed backup is damaged (it may have been cut short).',
	notJson: 'This file is not a Rumo backup: it is not valid JSON (it may have been cut short).',
	notBackup: 'This file is not a Rumo backup, or parts of it are missing.',
	newer: 'This backup was made by a newer Rumo (data version {found}, this one reads up to {reads}). Update Rumo, then restore it.',
	newerFormat: 'This backup was written by a newer Rumo in a newer backup format (format {found}, this one reads up to {reads}). Update Rumo, then restore it.',
	checksum: 'This backup was changed or cut after it was made: its checksum does not match its contents.',
	foreignTables: 'This backup holds tables Rumo does not know ({tables}).',
	counts: "The backup's {table} should hold {expected} records but holds {found}.",
	duplicates: 'This backup holds the same record twice ({table} {key}).',
	records: 'Some records of this backup are not valid ({count}).'
} as const;

export type RefusalReason = keyof typeof REFUSALS;
export const NOTHING_CHANGED = 'Nothing was changed.';

/** The start of the sentence the router answers a QuotaExceededError with (worker/core/http/router.ts). */
export const STORAGE_FULL = 'Your browser storage is full';

export function refusal(reason: RefusalReason, params: Record<string, string | number> = {}): string {
	const sentence = REFUSALS[reason].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
	return `${sentence} ${NOTHING_CHANGED}`;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PATTERNS = Object.entries(REFUSALS).map(([reason, sentence]) => {
	const names: string[] = [];
	const source = sentence
		.split(/(\{\w+\})/)
		.map((part) => {
			const name = /^\{(\w+)\}$/.exec(part)?.[1];
			if (!name) return escape(part);
			names.push(name);
			return '(.+?)';
		})
		.join('');
	return { reason: reason as RefusalReason, names, pattern: new RegExp(`^${source}`) };
});

/** The reason and values of a refusal's sentence, or null for any other sentence. */
export function refusalOf(detail: string): { reason: RefusalReason; params: Record<string, string> } | null {
	for (const { reason, names, pattern } of PATTERNS) {
		const match = pattern.exec(detail);
		if (match) return { reason, params: Object.fromEntries(names.map((name, i) => [name, match[i + 1]])) };
	}
	return null;
}
