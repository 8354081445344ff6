import type { LayoutsKey } from './keys';

/** Português do Brasil desta área (veja ../pt.ts). */
export const layoutsPt: Record<LayoutsKey, string> = {
	'layouts.warning.language_partial': 'Este currículo está em espanhol: o Rumo leu os contatos, as datas e as competências; o resto da análise é ajustado para inglês e português.',
	'layouts.lang.es': 'espanhol'
};
