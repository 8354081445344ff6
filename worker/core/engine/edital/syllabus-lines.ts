/*
 * The shapes of a syllabus's lines (issue 31): how a subject's name stands before its topics, the brackets that say whom it is
 * for, a heading wrapped onto the next line, and the edital's own sentences that are no topic. Read by syllabus.ts.
 */

/** A subject's name followed by its topics: "LÍNGUA PORTUGUESA: 1 Compreensão…", "Noções de Informática:". */
// A name's words: capitalised (hyphenated ones too: "LÓGICO-MATEMÁTICO"), or the small words between them.
// A comma may close a word of a list in the name ("PROGRAMAS, BENEFÍCIOS E INSTRUMENTOS …").
const NAME_WORD = '(?:\\p{Lu}[\\p{L}\\p{M}]*(?:-[\\p{L}\\p{M}]+)*,?|d[aeo]s?|e|em|para|à|a|o|no|na|\\/|-|–|,)';
export const SUBJECT_LINE = new RegExp(`^(${NAME_WORD}(?:\\s+(?:${NAME_WORD}|\\([^)]*\\))){0,15})\\s*:\\s*(.*)$`, 'u');
/** A subject's name in capitals followed, with no colon, by its first item: "LÍNGUA PORTUGUESA 1 Compreensão…", "MATEMÁTICA 1 - Números…". */
const UPPER_WORD = '(?:\\p{Lu}[\\p{Lu}\\p{M}]*(?:-[\\p{Lu}\\p{M}]+)*|D[AEO]S?|E|EM|PARA|À|A|O|NO|NA|\\/|-|–|,)';
export const SUBJECT_ITEMS = new RegExp(`^(\\p{Lu}{2}[\\p{Lu}\\p{M}-]*(?:\\s+${UPPER_WORD}){0,9})\\s+(1(?:\\.?\\s*[-–]\\s*|\\.?\\s+)\\p{Lu}.*)$`, 'u');
/** A subject's name in capitals, its cargos in brackets perhaps, then its first topic in small letters, with no colon:
 * "NOÇÕES DE SUSTENTABILIDADE (PARA TODOS OS CARGOS) Do Meio Ambiente …". Two words of the name at least, or the brackets. */
export const SUBJECT_TEXT = new RegExp(`^(\\p{Lu}{2}[\\p{Lu}\\p{M}-]*(?:\\s+${UPPER_WORD}){0,9})\\s*(\\([^)]*\\))?\\s+(\\p{Lu}\\p{Ll}.*)$`, 'u');
/** An item number before a subject's name ("1.1.1    LÍNGUA PORTUGUESA: Análise …"): no part of the name. */
// Deep in an edital's own numbering too ("20.2.3.1.2 PROGRAMAS, BENEFÍCIOS … DO DISTRITO FEDERAL: 1 …").
export const SUBJECT_NUMBER = /^\d{1,2}(?:\.\d{1,2}){1,5}\.?(?:\s*[-–—])?\s+(?=\p{Lu}{2})/u;

/** Whom a subject's line says it is for, in brackets after its name ("Legislação SUAS (exclusivo para o cargo …)"). */
export const WHOM = /\s*\((?:exclusiv|apenas|somente|para|todos|comum|exceto)[^)]*\)$/iu;
export const JOINING_START = /^(?:DE|DA|DO|DAS|DOS|E|EM|PARA|A|O|AS|OS|NA|NO|NAS|NOS)\s/u;
/** A heading's line that stops on a word that goes on ("… INFRAESTRUTURA E", "… NOÇÕES DE"). */
export const WRAPPED_HEADING = /\s(?:E|DE|DA|DO|DAS|DOS|EM|PARA|À|AO|AOS|NA|NO|[–-])$/u;
export const wordsOf = (text: string) => text.trim().split(/\s+/).length;
/** What an edital's own item says the exam will do ("Os itens das provas objetivas poderão avaliar …", "… serão avaliados …"). */
export const EDITAL_SENTENCE = /\b(?:poderao|serao|deverao|sera|podera|devera)\s+(?:ser\s+)?(?:avalia|cobra|exigi|contempla|abord)/;
/** A heading whose brackets stay open at its line's end, closed on the next line in capitals ("DIREITO (EXCETO PARA O CARGO" / "ADVOGADO): 1"). */
export const closesBracket = (text: string, next: string) => {
	const open = (text.match(/\(/g) ?? []).length > (text.match(/\)/g) ?? []).length;
	const close = next.indexOf(')');
	return open && close > 0 && !/\p{Ll}{3}/u.test(next.slice(0, close)) && wordsOf(next.slice(0, close)) <= 16;
};
export const isUpper = (text: string) => text === text.toLocaleUpperCase('pt-BR') && /\p{Lu}{3}/u.test(text);
/** A subject numbered in Roman figures: its name, and what follows its colon if it has one ("III.   Design:", "IV – Redes"). */
export const ROMAN_SUBJECT = /^[IVXL]{1,5}\s*[.)–-]\s+(\p{Lu}[^:]{2,80}?)\s*(?::\s*(.*))?$/u;
/** The rest of a heading wrapped onto its topics' line: a few words in capitals before the colon ("ECONÔMICA DO ESTADO DO PARANÁ: 3.1 …"). */
export const namedBeforeColon = (text: string) => {
	const name = /^([^:]{3,80}):\s/.exec(text)?.[1];
	return name !== undefined && isUpper(name) && wordsOf(name) <= 8;
};
/**
 * A numbered subject's line: "1.1.1 LÍNGUA PORTUGUESA: …" (the number no part of the name), or "1. LÍNGUA PORTUGUESA: 1.1 …" (one
 * number of one level, its topics after the colon on the same line).
 */
export function numberedSubject(text: string): RegExpExecArray | null {
	const deep = text.replace(SUBJECT_NUMBER, '');
	if (deep !== text) return SUBJECT_LINE.exec(deep);
	const single = /^\d{1,2}\.\s+(?=\p{Lu}{2})/u.exec(text);
	const named = single ? SUBJECT_LINE.exec(text.slice(single[0].length)) : null;
	return named?.[2] ? named : null;
}

/**
 * A cargo's heading with its first subject on the same line, the subject's numbered topics after its colon ("ÊNFASE 2:
 * INSPEÇÃO DE EQUIPAMENTOS – BLOCO I: 1 Eletroquímica. 2 …"): the cargo's words, the subject's name and its text. The name
 * is the last part after a dash, in capitals.
 */
export const CARGO_WITH_SUBJECT = /^(.+?)\s+[–—-]\s+(\p{Lu}[\p{Lu}\p{M}\s]{2,60}?):\s+(1(?:\.\s*|\s+)\p{Lu}.*)$/u;
