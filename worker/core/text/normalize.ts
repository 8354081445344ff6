/** Lower-case and strip accents so that "Açúcar" finds "acucar" (pt-BR users type both). */
export function foldText(value: string): string {
	return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
