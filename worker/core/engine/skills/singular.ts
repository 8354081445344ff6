/**
 * A light, symmetric singular form for folded (lower-case, accent-free) words, so that
 * "reconciliations" finds "reconciliation" and "conciliações contábeis" finds "conciliação
 * contábil" without listing every plural in the taxonomy.
 *
 * It is applied the same way to alias words and to text words, so it only has to map a plural
 * and its singular to the same key — the key need not be a real word ("services" and "service"
 * both become "servic"). Short words are left alone: "aws", "ios", "kpi" stay as they are, and
 * no rule may shorten a word below three letters ("redes" must not become "red").
 * Case-sensitive aliases never go through here in practice: they must match as written.
 */
const SIBILANT_E = /(?:x|z|sh|ch|ss)e$/;

// Words whose final s is no plural: "https" is not more than one "http".
const NO_PLURAL = new Set(['https', 'sftps', 'ftps']);

export function singular(word: string): string {
	if (word.length < 4 || NO_PLURAL.has(word)) return word;

	// Portuguese plurals whose singular is not just "minus s".
	if (word.endsWith('oes') || word.endsWith('aes')) return word.slice(0, -3) + 'ao'; // integrações → integração
	if (word.endsWith('ais') && word.length >= 5) return word.slice(0, -2) + 'l'; // anuais → anual
	if (word.endsWith('veis')) return word.slice(0, -4) + 'vel'; // níveis → nível
	if (word.endsWith('eis') && word.length >= 6) return word.slice(0, -3) + 'il'; // contábeis → contábil
	if (word.endsWith('agens')) return word.slice(0, -5) + 'agem'; // mensagens → mensagem

	let stem = word;
	if (stem.endsWith('ies') && stem.length >= 5) stem = stem.slice(0, -3) + 'y'; // policies → policy
	else if (stem.endsWith('s') && !stem.endsWith('ss') && !stem.endsWith('us') && stem.length > 3) stem = stem.slice(0, -1);

	// "processes"/"process", "gestores"/"gestor", "testes"/"teste"/"test" meet once a final e goes.
	// Short words keep their e ("rede" must not become "red") unless it followed a sibilant ("taxes").
	if (stem.endsWith('e') && (stem.length > 4 || SIBILANT_E.test(stem))) stem = stem.slice(0, -1);
	// "technologies" → "technology" → "technologi"; "cookie" and "cookies" meet the same way.
	if (stem.endsWith('y') && stem.length >= 4) stem = stem.slice(0, -1) + 'i';
	return stem;
}
