import { foldText } from './text';

/** The language a resume is written in: English, Portuguese, or Spanish (read in part). */
export type ResumeLanguage = 'en' | 'pt' | 'es';

// Short words that only one of the languages uses often; nouns and names are left out.
const PT = new Set(
	'de da do das dos em no na nos nas com para por pelo pela uma um ao aos e é são foi como mais sobre entre atual ate até experiencia formacao habilidades idiomas resumo responsavel desenvolvimento gestao analise projetos empresa'.split(' ').map(foldText)
);
const EN = new Set(
	'the of and in for with to on at by from an is was as or my present experience education skills languages summary responsible development management analysis projects company led built managed'.split(' ')
);
// Spanish shares many short words with Portuguese ("de", "para", "como", "experiencia"); these
// it writes and Portuguese does not ("el", "los", "y", "con", "una", "en", "formación").
const ES = new Set(
	'de el la los las del al y en con para por una un como sobre entre actualidad actual presente experiencia formacion educacion habilidades idiomas gestion desarrollo trabajo equipo responsable atencion ventas hasta tambien mas muy nivel universidad'.split(' ').map(foldText)
);

/** English, Portuguese or Spanish, by which language's common words the text uses most. */
export function detectLanguage(text: string): ResumeLanguage {
	let pt = 0;
	let en = 0;
	let es = 0;
	for (const word of foldText(text).split(/[^\p{L}]+/u)) {
		if (PT.has(word)) pt++;
		if (EN.has(word)) en++;
		if (ES.has(word)) es++;
	}
	if (es > pt && es > en) return 'es';
	return pt > en ? 'pt' : 'en';
}
