import { foldText } from './text';

const NUMBER_WORDS: Record<string, number> = {
	one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, fifteen: 15,
	um: 1, uma: 1, dois: 2, duas: 2, tres: 3, quatro: 4, cinco: 5, seis: 6, sete: 7, oito: 8, nove: 9, dez: 10
};
const N = `(\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})`;

/*
 * Years of experience asked for, on folded text: "3+ years", "at least 5 years", "minimum of 2
 * years", "5 or more years", "3-5 years" (→ 3), "mínimo de 2 anos", "experiência de 3 a 5 anos"
 * (→ 3), "pelo menos 4 anos", "2 anos ou mais", "one year". A range counts by its lower end.
 */
const PATTERNS: RegExp[] = [
	new RegExp(`\\b${N}\\s*(?:\\+|\\s*(?:-|–|a|to|ou|or)\\s*\\d{1,2}|\\s*(?:or more|ou mais))?\\s*\\+?\\s*(?:years?|yrs?|anos?)\\b`),
	new RegExp(`\\b(?:at least|minimum(?: of)?|min\\.?|no minimo|minimo de|pelo menos|mais de|more than|over)\\s*${N}\\s*\\+?\\s*(?:years?|yrs?|anos?)\\b`)
];

// A number of years about something else: the company's age, a warranty, a contract's length.
const NOT_EXPERIENCE =
	/\b(?:anos de (?:estrada|historia|mercado|existencia|empresa|tradicao|atuacao da empresa)|years (?:in business|of history|old|ago)|(?:founded|fundada|since|desde)\b|anniversary|aniversario|contract of|contrato de|warranty|garantia|age|idade|maiores de|over the (?:next|past|last))/;
// Words that make a number of years a requirement of the person.
const EXPERIENCE_WORD =
	/\b(?:experience|experienced|exp\b|background|track record|working|work|as an?|in an?|of (?:professional|hands-on|relevant|progressive)|experiencia|atuacao|atuando|vivencia|trabalhando|na area|no cargo|na funcao|em\b|com\b|de\b|of\b|in\b|with\b)/;

export interface YearsFound {
	years: number;
	/** The line it was read from. */
	line: string;
}

/**
 * The years of experience one line asks for, or null. In a requirements list any number of years
 * is experience ("ICU: 1 year (Required)"); elsewhere words around it must say so.
 */
export function yearsInLine(line: string, requirement = false): number | null {
	const text = foldText(line);
	if (NOT_EXPERIENCE.test(text) && !/\b(?:experience|experiencia)\b/.test(text)) return null;
	for (const pattern of PATTERNS) {
		const match = pattern.exec(text);
		if (!match) continue;
		const years = toNumber(match[1]);
		if (years === null || years > 40) continue;
		const after = text.slice((match.index ?? 0) + match[0].length, (match.index ?? 0) + match[0].length + 60);
		const around = text.slice(Math.max(0, (match.index ?? 0) - 40), (match.index ?? 0) + match[0].length) + after;
		if (!requirement && !EXPERIENCE_WORD.test(around)) continue;
		return years;
	}
	return null;
}

function toNumber(value: string): number | null {
	if (/^\d+$/.test(value)) return Number(value);
	return NUMBER_WORDS[value] ?? null;
}

/**
 * The least years of experience a posting asks for: the largest lower bound among its requirement
 * lines; elsewhere ("About the role") only where the line says "experience".
 */
export function minYearsExperience(requirementLines: string[], otherLines: string[] = []): number | null {
	let best: number | null = null;
	const others = otherLines.filter((line) => /\b(?:experience|experiencia)\b/.test(foldText(line)));
	const lines = [...requirementLines.map((line) => ({ line, requirement: true })), ...others.map((line) => ({ line, requirement: false }))];
	for (const { line, requirement } of lines) {
		const years = yearsInLine(line, requirement);
		if (years !== null && (best === null || years > best)) best = years;
	}
	return best;
}

// "No experience required", "sem experiência", "não é necessário ter experiência", "primeiro emprego".
const NO_EXPERIENCE =
	/\b(?:no (?:prior |previous |professional )?experience (?:required|needed|necessary)|no experience\b|experience not required|without experience|first job|sem (?:necessidade de )?experiencia|nao (?:e )?(?:necessari[oa]|exigid[oa]|preciso)(?: ter)? experiencia|experiencia nao (?:e )?(?:necessaria|obrigatoria|exigida)|primeiro emprego|career changers welcome|bootcamp grads)\b/;

/** Whether the posting says no experience is needed. */
export function saysNoExperience(text: string): boolean {
	return NO_EXPERIENCE.test(foldText(text));
}
