/** Lower-case and strip accents so that "Açúcar" finds "acucar" (pt-BR users type both). */
export function foldText(value: string): string {
	return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Emoji and pictographs: decoration, never content ("🚀 Vaga: Product Designer"). */
export function stripEmoji(value: string): string {
	return value
		.replace(/[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}\ufe0f\u20e3]/gu, '')
		.replace(/\s{2,}/g, ' ')
		.trim();
}
