import type { Lang } from './location';
import { foldKeepingOffsets, type Line } from './text';

export interface LanguageFound {
	name: string;
	level: string | null;
}

// Spoken (and signed) languages by their folded EN or pt-BR name → the English name Rumo stores.
const NAMES: Record<string, string> = {
	english: 'English', ingles: 'English',
	portuguese: 'Portuguese', portugues: 'Portuguese', 'brazilian portuguese': 'Portuguese', 'portugues brasileiro': 'Portuguese',
	spanish: 'Spanish', espanhol: 'Spanish', castellano: 'Spanish', castelhano: 'Spanish', espanol: 'Spanish',
	french: 'French', frances: 'French', german: 'German', alemao: 'German', italian: 'Italian', italiano: 'Italian',
	japanese: 'Japanese', japones: 'Japanese', chinese: 'Chinese', chines: 'Chinese', mandarin: 'Mandarin', mandarim: 'Mandarin',
	cantonese: 'Cantonese', cantones: 'Cantonese', korean: 'Korean', coreano: 'Korean', russian: 'Russian', russo: 'Russian',
	arabic: 'Arabic', arabe: 'Arabic', hindi: 'Hindi', urdu: 'Urdu', bengali: 'Bengali', punjabi: 'Punjabi',
	farsi: 'Farsi', persian: 'Persian', persa: 'Persian', dutch: 'Dutch', holandes: 'Dutch', neerlandes: 'Dutch',
	polish: 'Polish', polones: 'Polish', turkish: 'Turkish', turco: 'Turkish', hebrew: 'Hebrew', hebraico: 'Hebrew',
	greek: 'Greek', grego: 'Greek', swedish: 'Swedish', sueco: 'Swedish', norwegian: 'Norwegian', noruegues: 'Norwegian',
	danish: 'Danish', dinamarques: 'Danish', finnish: 'Finnish', finlandes: 'Finnish', ukrainian: 'Ukrainian', ucraniano: 'Ukrainian',
	romanian: 'Romanian', romeno: 'Romanian', catalan: 'Catalan', catalao: 'Catalan', vietnamese: 'Vietnamese', vietnamita: 'Vietnamese',
	tagalog: 'Tagalog', filipino: 'Filipino', thai: 'Thai', tailandes: 'Thai', indonesian: 'Indonesian', indonesio: 'Indonesian',
	swahili: 'Swahili', suaili: 'Swahili', igbo: 'Igbo', yoruba: 'Yoruba', hausa: 'Hausa', amharic: 'Amharic', somali: 'Somali',
	haitian: 'Haitian Creole', 'haitian creole': 'Haitian Creole', creole: 'Creole', guarani: 'Guarani', quechua: 'Quechua',
	latin: 'Latin', latim: 'Latin', esperanto: 'Esperanto', czech: 'Czech', tcheco: 'Czech', hungarian: 'Hungarian', hungaro: 'Hungarian',
	libras: 'Libras', 'lingua brasileira de sinais': 'Libras', asl: 'American Sign Language', 'american sign language': 'American Sign Language',
	'sign language': 'Sign language', 'lingua de sinais': 'Sign language', tamil: 'Tamil', telugu: 'Telugu', malay: 'Malay',
	albanian: 'Albanian', serbian: 'Serbian', croatian: 'Croatian', bulgarian: 'Bulgarian', armenian: 'Armenian', georgian: 'Georgian'
};

// Levels by their folded EN or pt-BR wording → one English word (CEFR codes are kept as written).
const LEVELS: [RegExp, string][] = [
	[/\b(?:native|nativ[oa]|mother tongue|lingua materna|first language|bilingual|bilingue)\b/, 'Native'],
	[/\b(?:full professional|fluent|fluente|fluencia|proficient|proficiente)\b/, 'Fluent'],
	[/\b(?:upper[- ]intermediate|intermediario superior|intermediario avancado)\b/, 'Upper intermediate'],
	[/\b(?:advanced|avancad[oa]|professional working|working proficiency)\b/, 'Advanced'],
	[/\b(?:conversational|conversacao|conversacional)\b/, 'Conversational'],
	[/\b(?:intermediate|intermediari[oa]|medio|media)\b/, 'Intermediate'],
	[/\b(?:basic|basico|basica|elementary|elementar|beginner|iniciante|limited|technical reading|leitura tecnica|leitura|reading)\b/, 'Basic']
];
const CEFR = /\b([ABC][12])\b/i;

/** The level written in a piece of text, in English, with a CEFR code when one is given. */
export function readLevel(text: string): string | null {
	const folded = foldKeepingOffsets(text);
	const word = LEVELS.find(([pattern]) => pattern.test(folded))?.[1] ?? null;
	const cefr = CEFR.exec(text)?.[1].toUpperCase() ?? null;
	if (word && cefr) return `${word} (${cefr})`;
	return word ?? cefr;
}

const NAME_PATTERN = new RegExp(
	`(?<![\\p{L}])(${Object.keys(NAMES)
		.sort((a, b) => b.length - a.length)
		.join('|')})(?![\\p{L}])`,
	'gu'
);

/** Whether a line names a spoken language (a "Languages" section may list programming languages instead). */
export function mentionsLanguage(text: string): boolean {
	return mentions(text).length > 0;
}

export interface Mention {
	name: string;
	from: number;
	to: number;
}

/** Each language a text names, where it is written (offsets into `text`) and its English name. */
export function languageMentions(text: string): Mention[] {
	return mentions(text);
}

function mentions(text: string): Mention[] {
	const folded = foldKeepingOffsets(text);
	const out: Mention[] = [];
	NAME_PATTERN.lastIndex = 0;
	for (let m = NAME_PATTERN.exec(folded); m; m = NAME_PATTERN.exec(folded)) out.push({ name: NAMES[m[1]], from: m.index, to: m.index + m[0].length });
	return out;
}

/**
 * Languages of a "Languages" section: "English (native)", "Inglês — avançado", "English: C1",
 * "English, Spanish and French", "Inglês avançado, espanhol intermediário". Each language takes the
 * level written after it, before the next language (or before it: "Fluent in Spanish").
 */
export function readLanguages(lines: Line[]): LanguageFound[] {
	const found: LanguageFound[] = [];
	for (const line of lines) {
		const list = mentions(line.text);
		list.forEach((mention, i) => {
			const after = line.text.slice(mention.to, list[i + 1]?.from ?? line.text.length);
			const before = line.text.slice(list[i - 1]?.to ?? 0, mention.from);
			const level = readLevel(after) ?? (list.length === 1 ? readLevel(before) : null);
			add(found, { name: mention.name, level });
		});
	}
	return found;
}

// "fluent in Spanish", "Spanish (fluent)", "inglês avançado": outside a languages section a language
// counts only with a level next to it ("Spanish-speaking patients" is not a claim of Spanish).
const NEAR = 24;

/** Languages claimed in prose (a summary, a skills line) with a level beside them. */
export function findLanguageClaims(lines: Line[]): LanguageFound[] {
	const found: LanguageFound[] = [];
	for (const line of lines) {
		for (const mention of mentions(line.text)) {
			const after = line.text.slice(mention.to, mention.to + NEAR);
			const before = line.text.slice(Math.max(0, mention.from - NEAR), mention.from);
			if (/^[-‐]/.test(after)) continue;
			const level = readLevel(after.split(/[,;.]/)[0]) ?? readLevel(before.split(/[,;.]/).pop() ?? '');
			if (level) add(found, { name: mention.name, level });
		}
	}
	return found;
}

function add(list: LanguageFound[], language: LanguageFound): void {
	const known = list.find((other) => other.name === language.name);
	if (!known) list.push(language);
	else if (!known.level && language.level) known.level = language.level;
}

/** The resume's own language is one the person writes; add it when the resume does not list it. */
export function withDocumentLanguage(list: LanguageFound[], lang: Lang | 'es'): LanguageFound[] {
	const name = lang === 'pt' ? 'Portuguese' : lang === 'es' ? 'Spanish' : 'English';
	return list.some((language) => language.name === name) ? list : [...list, { name, level: null }];
}
