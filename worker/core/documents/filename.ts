import type { ExportFormat } from './model';

/**
 * The name an export is saved under: "Samuel-Reyes_Harborline_Backend.pdf". ASCII letters, digits
 * and dashes only, so the name survives every file system, mail client and upload form; "resume"
 * when the person's name has no such letters (or there is none).
 */

const SPECIAL: Record<string, string> = { ß: 'ss', æ: 'ae', Æ: 'AE', ø: 'o', Ø: 'O', œ: 'oe', Œ: 'OE', đ: 'd', Đ: 'D', ł: 'l', Ł: 'L', þ: 'th', ð: 'd' };

/** "Beatriz Conceição" → ["Beatriz", "Conceicao"]: accents dropped, anything else that is not a letter or digit a break. */
function asciiWords(text: string): string[] {
	return text
		.replace(/[ßæÆøØœŒđĐłŁþð]/g, (c) => SPECIAL[c])
		.normalize('NFD')
		.replace(/\p{M}/gu, '')
		.replace(/\([^)]*\)/g, ' ')
		.split(/[^A-Za-z0-9]+/)
		.filter(Boolean);
}

const join = (words: string[], max: number) => {
	let out = '';
	for (const word of words) {
		const next = out ? `${out}-${word}` : word;
		if (next.length > max) break;
		out = next;
	}
	return out || (words[0] ?? '').slice(0, max);
};

// Leading words that name a kind of place, not the employer ("Hospital", "Grupo"): keep the next one too.
const GENERIC_COMPANY = new Set(['the', 'a', 'o', 'grupo', 'group', 'banco', 'bank', 'hospital', 'clinica', 'clinic', 'instituto', 'institute', 'universidade', 'university', 'escola', 'school', 'saude', 'health', 'rede', 'companhia', 'agencia', 'agency', 'estudio', 'studio', 'loja', 'casa', 'prefeitura', 'secretaria']);
const SENIORITY = new Set(['senior', 'sr', 'junior', 'jr', 'pleno', 'mid', 'lead', 'staff', 'principal', 'trainee', 'estagiario', 'estagiaria', 'intern', 'i', 'ii', 'iii', 'iv']);
const ROLE_NOUN = new Set(['engineer', 'developer', 'dev', 'engenheiro', 'engenheira', 'desenvolvedor', 'desenvolvedora', 'programmer', 'programador', 'programadora']);
const SMALL = new Set(['de', 'da', 'do', 'das', 'dos', 'e', 'of', 'and', 'the', 'em', 'in', 'for', 'para', 'a']);

/** "Harborline Logistics" → "Harborline"; "Hospital Santa Luzia" → "Hospital-Santa". */
export function shortCompany(company: string): string {
	const words = asciiWords(company);
	const take = words.length > 1 && (GENERIC_COMPANY.has(words[0].toLowerCase()) || words[0].length <= 3) ? 2 : 1;
	return join(words.slice(0, take), 24);
}

/** "Senior Backend Engineer (Node.js)" → "Backend"; "Product Designer" → "Product-Designer". */
export function shortTitle(title: string): string {
	let words = asciiWords(title.split(/\s+[—–|-]\s+|,/)[0]).filter((word) => !SENIORITY.has(word.toLowerCase()) && !SMALL.has(word.toLowerCase()));
	if (words.length > 1 && ROLE_NOUN.has(words[words.length - 1].toLowerCase())) words = words.slice(0, -1);
	return join(words.slice(0, 2), 24);
}

export type JobLabel = { company: string | null; title: string | null };

/** The person's name, then the job's company and short title when the file is tailored for a job. */
export function exportFilename(name: string | null | undefined, job: JobLabel | null, format: ExportFormat): string {
	const person = join(asciiWords(name ?? ''), 48) || 'resume';
	const parts = [person, job?.company ? shortCompany(job.company) : '', job?.title ? shortTitle(job.title) : ''].filter(Boolean);
	return `${parts.join('_')}.${format}`;
}

/** A job's cover letter: "Samuel-Reyes_Cover-letter_Harborline.pdf" ("…_Carta-de-apresentacao_…" in Portuguese). */
export function letterFilename(name: string | null | undefined, company: string | null, format: ExportFormat, language: 'en' | 'pt-BR'): string {
	const parts = [join(asciiWords(name ?? ''), 48), language === 'pt-BR' ? 'Carta-de-apresentacao' : 'Cover-letter', company ? shortCompany(company) : ''].filter(Boolean);
	return `${parts.join('_')}.${format}`;
}
