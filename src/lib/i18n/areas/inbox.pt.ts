import type { InboxKey } from './keys';

/** Português do Brasil desta área (veja ../pt.ts): a caixa de oportunidades em /sources. */
export const inboxPt: Record<InboxKey, string> = {
	'inbox.title': 'Caixa de oportunidades'
};
