import { foldText } from './text';

// Short words that only one of the two languages uses often; nouns and names are left out.
const PT = new Set(
	'de da do das dos em no na nos nas com para por pelo pela uma um ao aos e é são foi como mais sobre entre atual ate até experiencia formacao habilidades idiomas resumo responsavel desenvolvimento gestao analise projetos empresa'.split(' ').map(foldText)
);
const EN = new Set(
	'the of and in for with to on at by from an is was as or my present experience education skills languages summary responsible development management analysis projects company led built managed'.split(' ')
);

/** English or Portuguese, by which language's common words the text uses more. */
export function detectLanguage(text: string): 'en' | 'pt' {
	let pt = 0;
	let en = 0;
	for (const word of foldText(text).split(/[^\p{L}]+/u)) {
		if (PT.has(word)) pt++;
		if (EN.has(word)) en++;
	}
	return pt > en ? 'pt' : 'en';
}
