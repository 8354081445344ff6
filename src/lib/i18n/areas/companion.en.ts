/** English messages of one area (see ../en.ts): the browser companion's token rotation. pt-BR ones in companion.pt.ts. */
export const companionEn = {
	'companion.rotate': 'Rotate token',
	'companion.rotateHint': 'If someone else may have seen the token, make a new one: the old one stops working at once.',
	'companion.rotateTitle': 'Rotate the companion token?',
	'companion.rotateBody':
		'Rumo will make a new token and the current one will stop working at once. Then copy the new bookmarklet into your bookmark and paste the new token in the extension’s options; until you do, they cannot save captures.',
	'companion.rotateConfirm': 'Rotate token',
	'companion.rotating': 'Rotating…',
	'companion.rotated': 'New token ready. Copy the new bookmarklet into your bookmark and paste the token in the extension.',
	'companion.rotateFailed': 'The token was not changed. {reason}'
} as const;
