import { foldText } from './text';

// Short words that only one of the two languages uses often, and the words of postings.
const PT = new Set(
	(
		'de da do das dos em no na nos nas com para por pelo pela uma um ao aos e é são ser como mais sobre entre até você ' +
		'voce nós nossa nosso vaga requisitos responsabilidades diferenciais benefícios experiência conhecimento anos ' +
		'desejável atuar empresa equipe trabalho salário remuneração'
	)
		.split(' ')
		.map(foldText)
);
const EN = new Set(
	(
		'the of and in for with to on at by from an is are be as or our we you your will who what this that years ' +
		'experience requirements responsibilities benefits skills team work salary about nice have'
	).split(' ')
);

/** English or Portuguese, by which language's common words the posting uses more. */
export function detectLanguage(text: string): 'en' | 'pt' {
	let pt = 0;
	let en = 0;
	for (const word of foldText(text).split(/[^\p{L}]+/u)) {
		if (PT.has(word)) pt++;
		if (EN.has(word)) en++;
	}
	return pt > en ? 'pt' : 'en';
}
