/** English of this area (see ../en.ts): the opportunity inbox on /sources. */
export const inboxEn = {
	'inbox.title': 'Opportunity inbox'
} as const;
