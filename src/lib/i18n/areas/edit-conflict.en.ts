/**
 * English messages of the dialog shown when an item changed in another tab while it was edited.
 * See ../en.ts and map.ts; the pt-BR ones are in the .pt.ts beside this file.
 */
export const editConflictEn = {
	'edit.conflict.leadItem': 'This item changed in another tab or window while you were editing it. Nothing of yours is lost yet.',
	'edit.conflict.leadInbox': 'This inbox item changed in another tab or window while you were editing it. Nothing of yours is lost yet.',
	'edit.conflict.lead': 'This application changed in another tab or window while you were editing it. Nothing of yours is lost yet.',
	'edit.conflict.theirs': 'Changed there: {fields}.',
	'edit.conflict.mine': 'Changed here: {fields}.',
	'edit.conflict.both': 'Changed on both sides: {fields} — merging keeps what you typed here.',
	'edit.conflict.merge': 'Merge: keep both changes',
	'edit.conflict.keepMine': 'Keep mine for every field',
	'edit.conflict.takeTheirs': 'Take the other version',
	'edit.conflict.loading': 'Reading the other version…'
} as const;
