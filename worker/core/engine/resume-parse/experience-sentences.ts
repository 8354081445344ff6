/** Jobs a sentence describes, with no dates: "Worked as a paralegal at Smith & Co for two years". */

import type { ExperienceFound } from './experience-found';
import { isInternship, roleScore } from './roles';
import type { Section } from './sections';
import { stripBullet, tidy, type Line } from './text';

/**
 * Jobs written as sentences, without dates: "Worked as a paralegal at Smith & Co for two years",
 * "Experiência: 3 anos como técnica de enfermagem no Hospital X", "Currently legal assistant at
 * Harmon Estate Planning". Read from the lines no dated job holds; such a line is the job's only
 * line (its evidence) and replaces what the entry reader made of it.
 */
export function withJobsInSentences(found: ExperienceFound[], sections: Section[]): ExperienceFound[] {
	const dated = new Set(found.filter((job) => job.start).flatMap((job) => [...job.head, ...job.body].map((line) => line.index)));
	const sentences: ExperienceFound[] = [];
	for (const line of sections.flatMap((section) => section.lines)) {
		if (dated.has(line.index)) continue;
		const job = jobInSentence(line);
		if (job) sentences.push(job);
	}
	if (sentences.length === 0) return found;
	const taken = new Set(sentences.flatMap((job) => job.body.map((line) => line.index)));
	const kept = found.filter((job) => job.start || ![...job.head, ...job.body].some((line) => taken.has(line.index)));
	return [...kept, ...sentences].sort((a, b) => (a.body[0]?.index ?? a.head[0]?.index ?? 0) - (b.body[0]?.index ?? b.head[0]?.index ?? 0));
}

const COUNTS: Record<string, number> = {
	a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
	um: 1, uma: 1, dois: 2, duas: 2, tres: 3, 'três': 3, quatro: 4, cinco: 5, seis: 6, sete: 7, oito: 8, nove: 9, dez: 10,
	un: 1, uno: 1, dos: 2, cuatro: 4, siete: 7, ocho: 8, nueve: 9, diez: 10
};
const COUNT = `(\\d{1,2}|${Object.keys(COUNTS).join('|')})`;
/** "for two years", "3 anos", "(18 months)", "dos años". */
const DURATION = new RegExp(`(?<![\\p{L}\\d])${COUNT}\\s+(years?|yrs?|months?|anos?|años?|meses|mes)(?![\\p{L}])`, 'iu');
// "as a paralegal at", "como técnica de enfermagem no", "como enfermera en el": the role, then the employer.
const AS_ROLE = /(?<![\p{L}])(?:as|como)\s+(?:an?\s+|um\s+|uma\s+|un\s+|una\s+)?([^,.;:()]{2,60}?)\s+(?:at|for|with|n[oa]s?|em|en(?:\s+(?:el|la|los|las))?|pel[oa])\s+(?=\p{Lu})/iu;
// "I was a legal secretary at", "Currently legal assistant at", "Atualmente técnica na".
const WAS_ROLE = /(?<![\p{L}])(?:i\s+was|i\s+am|i['’]m|currently|now|atualmente|actualmente|hoje)\s+(?:an?\s+|um\s+|uma\s+|un\s+|una\s+)?([^,.;:()]{2,60}?)\s+(?:at|for|n[oa]s?|em|en(?:\s+(?:el|la))?)\s+(?=\p{Lu})/iu;
// An employer's name: capitalised words, with "&", "de", "of" and legal forms inside.
const EMPLOYER = /^\p{Lu}[\p{L}\d&'’.-]*(?:\s+(?:&|and|d[aoe]s?|de|del|of|the|y|e|\p{Lu}[\p{L}\d&'’.-]*))*/u;
const NOW = /(?<![\p{L}])(?:currently|now|atualmente|actualmente|hoje|current)(?![\p{L}])/iu;

/** A job a sentence describes, or null when it does not name both a role and an employer. */
export function jobInSentence(line: Line): ExperienceFound | null {
	const text = stripBullet(line.text.trim()).text.replace(/^(?:experi[eê]ncia|experience|experiencia)\s*:\s*/i, '');
	const match = AS_ROLE.exec(text) ?? WAS_ROLE.exec(text);
	if (!match) return null;
	const title = tidy(match[1]);
	if (roleScore(title) === 0 || /\d/.test(title) || title.split(/\s+/).length > 6) return null;
	const after = text.slice(match.index + match[0].length);
	const employer = EMPLOYER.exec(after);
	if (!employer) return null;
	// "Smith & Cole LLP for two years": the name ends before the first word in lower case; a sentence's full stop is not part of it.
	const company = tidy(employer[0].replace(/\s+(?:&|and|d[aoe]s?|de|del|of|the|y|e)$/i, '').replace(/\.$/, ''));
	if (!company || roleScore(company) > 0) return null;
	const duration = DURATION.exec(text);
	const count = duration ? (COUNTS[duration[1].toLowerCase()] ?? Number(duration[1])) : 0;
	const months = duration ? (/^m/i.test(duration[2]) ? count : count * 12) : undefined;
	const current = NOW.test(text.slice(0, match.index + match[0].length));
	return {
		title,
		company,
		location: null,
		start: null,
		end: null,
		current,
		bullets: [text],
		internship: isInternship(title),
		head: [],
		body: [line],
		months: months || undefined,
		doubts: []
	};
}
