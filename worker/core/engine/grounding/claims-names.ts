import { isPeopleNoun, roleScore } from '../resume-parse/roles';
import { BR_STATES, US_STATES } from '../text/places';
import { foldQuote } from './source-text';

/*
 * The names a sentence claims beyond skills and numbers: a title with a rank ("Senior Software
 * Engineer", "Gerente de Projetos"), an organisation ("at Google", "na Petrobras", "Acme Ltda",
 * "Hospital São Lucas"), a degree ("MBA", "mestrado") and a certification ("PMP", "AWS Certified
 * Solutions Architect"). Found by the words that make them so — the resume parser's role words,
 * company suffixes, degree and certification words — so that a rewrite cannot slip one in
 * unnoticed. Each found name is a phrase of the sentence; whether the person's words support it
 * is the caller's question.
 */

export type NameKind = 'employer' | 'title' | 'degree' | 'certification';
export type NameFound = { kind: NameKind; value: string; start: number; end: number };

type Word = { raw: string; key: string; start: number; end: number };

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’.&+/-]*[\p{L}\p{N}+]|[\p{L}\p{N}]/gu;

function wordsOf(text: string): Word[] {
	return [...text.matchAll(WORD)].map((m) => ({ raw: m[0], key: foldQuote(m[0]).replace(/\.$/, ''), start: m.index!, end: m.index! + m[0].length }));
}

// Words that raise a title above the plain role: adding one is a promotion the person never had.
const RANK = new Set(
	'senior sr sr. snr sênior senior lead principal staff head chief director diretor diretora vp vice president manager gerente coordinator coordenador coordenadora supervisor supervisora lider chefe partner socio socia founder cofounder co-founder fundador fundadora ceo cto cfo coo cio pleno junior jr superintendent superintendente executive executivo executiva'
		.split(' ')
		.map((word) => foldQuote(word))
);
// A rank word alone is a title only when it cannot be a verb or an adjective of the work.
const RANK_ALONE = new Set(['manager', 'gerente', 'director', 'diretor', 'diretora', 'ceo', 'cto', 'cfo', 'coo', 'cio', 'founder', 'cofounder', 'co-founder', 'fundador', 'fundadora', 'coordenador', 'coordenadora', 'coordinator', 'supervisor', 'supervisora', 'vp', 'superintendent', 'superintendente']);
// Words that open a sentence before a title without being part of it: "As Senior Analyst", "Como Gerente".
const LEADING = new Set(['as', 'como', 'the', 'a', 'an', 'o', 'os', 'um', 'uma', 'our', 'my', 'nosso', 'nossa', 'meu', 'minha', 'i', 'eu', 'was', 'fui', 'sou', 'became', 'promoted', 'promovido', 'promovida', 'hired', 'contratado', 'contratada', 'while', 'enquanto', 'former', 'ex']);
const LINKS = new Set(['of', 'de', 'do', 'da', 'dos', 'das', 'and', 'e', '&']);

const isRole = (word: Word) => roleScore(word.raw) > 0 || RANK.has(word.key);
const isCapitalised = (word: Word) => /^[\p{Lu}\p{N}]/u.test(word.raw);

/** "Senior Software Engineer", "Engineering Manager", "Head of Data", "Gerente de Projetos". */
function titles(text: string, words: Word[]): NameFound[] {
	const out: NameFound[] = [];
	for (let i = 0; i < words.length; i++) {
		if (!RANK.has(words[i].key)) continue;
		// Widen over the title's other words: role words, capitalised words and "of"/"de" between them.
		let from = i;
		while (
			from > 0 &&
			!LEADING.has(words[from - 1].key) &&
			(isRole(words[from - 1]) || (isCapitalised(words[from - 1]) && isCapitalised(words[i]))) &&
			sameRun(text, words[from - 1], words[from])
		)
			from--;
		let to = i;
		while (to + 1 < words.length && sameRun(text, words[to], words[to + 1])) {
			const next = words[to + 1];
			if (isPeopleNoun(next.raw)) break;
			if (isRole(next) || (isCapitalised(next) && isCapitalised(words[i]))) to++;
			else if (LINKS.has(next.key) && words[to + 2] && isCapitalised(words[to + 2]) && sameRun(text, next, words[to + 2])) to += 2;
			else break;
		}
		// "lead the migration", "senior stakeholders": a rank word needs a role beside it unless it is a noun of its own.
		const roleBeside = words.slice(from, to + 1).some((word, k) => from + k !== i && roleScore(word.raw) > 0 && !isPeopleNoun(word.raw));
		if (!roleBeside && !RANK_ALONE.has(words[i].key)) continue;
		if (i > 0 && isPeopleNoun(words[i + 1]?.raw ?? '')) continue;
		out.push({ kind: 'title', value: text.slice(words[from].start, words[to].end), start: words[from].start, end: words[to].end });
		i = to;
	}
	return out;
}

/** Whether two neighbouring words belong to one phrase: nothing but spaces, "-" or "&" between them. */
const sameRun = (text: string, a: Word, b: Word) => /^[ \u00a0]*(?:[-&][ \u00a0]*)?$/.test(text.slice(a.end, b.start));

// Words that make a capitalised phrase an organisation (the resume parser's strongest ones).
const ORG_SUFFIX = new Set(
	'inc inc. llc ltd ltd. ltda ltda. corp corp. corporation gmbh plc eireli s.a s.a. s/a sa. group grupo bank banco hospital clinic clinica university universidade faculdade institute instituto labs laboratories laboratorio company'
		.split(' ')
		.map((word) => foldQuote(word).replace(/\.$/, ''))
);
const BEFORE_ORG = /(?:^|[^\p{L}])(at|for|with|joined|na|no|pela|pelo|para a|para o|junto a|junto à|junto ao)\s+$/iu;
// Places and other capitalised words that follow "at"/"na"/"no" without naming an employer.
const NOT_ORG = new Set(
	[
		'brasil', 'brazil', 'europa', 'europe', 'portugal', 'eua', 'usa', 'us', 'uk', 'estados unidos', 'america', 'america latina', 'latam', 'asia', 'africa',
		'sao paulo', 'rio de janeiro', 'belo horizonte', 'curitiba', 'porto alegre', 'recife', 'salvador', 'fortaleza', 'brasilia', 'manaus', 'campinas', 'florianopolis',
		'i', 'we', 'my', 'our', 'the', 'a', 'an', 'this', 'that', 'o', 'a', 'os', 'as', 'um', 'uma', 'meu', 'minha', 'nosso', 'nossa', 'eu',
		...Object.values(BR_STATES), ...Object.values(US_STATES)
	].map((word) => foldQuote(word))
);

/** "at Google", "na Petrobras", "Acme Ltda", "Hospital São Lucas", "Banco do Brasil S.A.". */
function employers(text: string, words: Word[]): NameFound[] {
	const out: NameFound[] = [];
	for (let i = 0; i < words.length; i++) {
		if (!isCapitalised(words[i]) || /^\d/.test(words[i].raw)) continue;
		let to = i;
		while (to + 1 < words.length && sameRun(text, words[to], words[to + 1])) {
			const next = words[to + 1];
			if (isCapitalised(next) || ORG_SUFFIX.has(next.key)) to++;
			else if (LINKS.has(next.key) && words[to + 2] && isCapitalised(words[to + 2]) && sameRun(text, next, words[to + 2])) to += 2;
			else break;
		}
		const run = words.slice(i, to + 1);
		const afterPreposition = BEFORE_ORG.test(text.slice(Math.max(0, words[i].start - 14), words[i].start));
		const suffixed = run.length > 1 && run.some((word) => ORG_SUFFIX.has(word.key));
		const value = text.slice(words[i].start, words[to].end);
		if ((afterPreposition || suffixed) && !NOT_ORG.has(foldQuote(value)) && !run.every((word) => roleScore(word.raw) > 0 || RANK.has(word.key))) {
			out.push({ kind: 'employer', value, start: words[i].start, end: words[to].end });
		}
		i = to;
	}
	return out;
}

const DEGREE =
	/(?<![\p{L}])(?:MBA|Ph\.?\s?D\.?|doctorate|doctoral degree|master'?s(?: degree)?|master of [\p{L}]+|masters? in|bachelor'?s(?: degree)?|bachelor of [\p{L}]+|B\.\s?S\.|B\.\s?Sc\.?|M\.\s?S\.|M\.\s?Sc\.?|B\.\s?A\.|M\.\s?A\.|mestrado|doutorado|bacharelado|bacharel|licenciatura|p[oó]s[- ]gradua[cç][aã]o|especializa[cç][aã]o|tecn[oó]logo em|graduado em|graduada em|formado em|formada em)(?![\p{L}])/giu;

/** "MBA", "Master's degree", "mestrado em Engenharia", "B.S.". */
function degrees(text: string): NameFound[] {
	return [...text.matchAll(DEGREE)].map((m) => ({ kind: 'degree' as const, value: m[0], start: m.index!, end: m.index! + m[0].length }));
}

// Certification names people write as acronyms; a rewrite that adds one adds a credential.
const CERT_ACRONYM =
	/(?<![\p{L}\p{N}])(?:PMP|CAPM|PMI-ACP|CPA|CFA|CMA|CIA|CISA|CISM|CISSP|CEH|OSCP|CCNA|CCNP|CCIE|CKA|CKAD|CKS|CSM|CSPO|PSM(?: I{1,3})?|PSPO|SAFe|ITIL|TOGAF|COBIT|PRINCE2|Six Sigma|Lean Six Sigma|Green Belt|Black Belt|CPC|CRC|OAB|CREA|COREN|CRM|ACLS|PALS|BLS|TNCC|CCRN|NCLEX|TOEFL|IELTS|CPE|CAE|DELE|CFP|CEA|CPA-10|CPA-20|ANBIMA)(?![\p{L}\p{N}])/gu;
const CERT_WORD = /(?<![\p{L}])(?:certified|certification|certificate|certifica[çc][ãa]o|certificad[oa]|licensed|licen[cç]a|licenciad[oa])(?![\p{L}])/giu;

/** "PMP", "AWS Certified Solutions Architect", "certified in Kubernetes", "certificação ITIL". */
function certifications(text: string, words: Word[]): NameFound[] {
	const out: NameFound[] = [...text.matchAll(CERT_ACRONYM)].map((m) => ({ kind: 'certification' as const, value: m[0], start: m.index!, end: m.index! + m[0].length }));
	for (const m of text.matchAll(CERT_WORD)) {
		const at = words.findIndex((word) => word.start === m.index);
		if (at < 0) continue;
		// The certification's capitalised words around the keyword: "AWS Certified Solutions Architect".
		let from = at;
		while (from > 0 && isCapitalised(words[from - 1]) && sameRun(text, words[from - 1], words[from])) from--;
		let to = at;
		while (to + 1 < words.length && sameRun(text, words[to], words[to + 1]) && (isCapitalised(words[to + 1]) || /^(in|em|de|of)$/i.test(words[to + 1].raw))) to++;
		while (to > at && /^(in|em|de|of)$/i.test(words[to].raw)) to--;
		out.push({ kind: 'certification', value: text.slice(words[from].start, words[to].end), start: words[from].start, end: words[to].end });
	}
	return out;
}

/** Every title, organisation, degree and certification the text names, by the words that make it one. */
export function namesIn(text: string): NameFound[] {
	const words = wordsOf(text);
	return [...titles(text, words), ...employers(text, words), ...degrees(text), ...certifications(text, words)].sort((a, b) => a.start - b.start);
}

/** The words of a name that tell it apart: without company suffixes, ranks, links and single letters. */
export function distinctiveWords(value: string): string[] {
	return wordsOf(value)
		.map((word) => word.key)
		.filter((key) => key.length > 1 && !ORG_SUFFIX.has(key) && !LINKS.has(key) && !NOT_ORG.has(key));
}
