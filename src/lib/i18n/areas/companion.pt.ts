import type { CompanionKey } from './keys';

/** Português do Brasil desta área (veja ../pt.ts): a troca do token da extensão do navegador. */
export const companionPt: Record<CompanionKey, string> = {
	'companion.rotate': 'Trocar o token',
	'companion.rotateHint': 'Se outra pessoa pode ter visto o token, gere um novo: o antigo para de funcionar na hora.',
	'companion.rotateTitle': 'Trocar o token da extensão?',
	'companion.rotateBody':
		'O Rumo vai gerar um token novo e o atual para de funcionar na hora. Depois, copie o bookmarklet novo para o seu favorito e cole o token novo nas opções da extensão; até lá, eles não conseguem salvar capturas.',
	'companion.rotateConfirm': 'Trocar o token',
	'companion.rotating': 'Trocando…',
	'companion.rotated': 'Token novo pronto. Copie o bookmarklet novo para o seu favorito e cole o token na extensão.',
	'companion.rotateFailed': 'O token não foi trocado. {reason}'
};
