import { skillLabel } from '../engine/skills/taxonomy';
import type { DraftSentence, LetterDraft, LetterLanguage } from './schema';

/*
 * The plain draft (issue 17): a letter written from the person's own lines alone, in a fixed frame
 * — greeting, an opening that names the job as the posting does, one sentence per strongest
 * matched requirement quoting the line that shows it, a closing and the person's name. Its only
 * words of its own are the frame's; every claim is a quote. Pure.
 */

/** A line of the person's own words that shows one or more of the job's requirements. */
export type EvidenceLine = {
	/** The job's requirements (canonical skill names) this line shows. */
	skills: string[];
	/** The line as the person wrote it. */
	text: string;
	/** Resume section or profile item type: a skills list is not quoted, it is named. */
	section: string;
};

export type PlainInput = {
	lang: LetterLanguage;
	name: string | null;
	title: string | null;
	company: string | null;
	lines: EvidenceLine[];
};

/** How many requirement sentences a plain letter holds: enough to show the fit, short enough to be read. */
export const MAX_EVIDENCE_SENTENCES = 4;

const LIST_SECTIONS = new Set(['skills', 'skill', 'languages', 'language']);

/** "A", "A and B", "A, B and C" / "A, B e C". */
export function listOf(items: string[], lang: LetterLanguage): string {
	const and = lang === 'pt-BR' ? ' e ' : ' and ';
	if (items.length <= 1) return items[0] ?? '';
	return `${items.slice(0, -1).join(', ')}${and}${items[items.length - 1]}`;
}

/** The line as a quote: list glyphs, outer quotes and a closing period off, one space between words. */
export function quotable(text: string): string {
	return text
		.replace(/^\s*(?:[•▪●◦◆■□‣⁃∙○►▸▶➢➤✓✔❖*·]|[-–—](?=\s))\s*/u, '')
		.replace(/\s+/g, ' ')
		.trim()
		.replace(/^["“”']+|["“”']+$/g, '')
		.replace(/[.;:,]+$/, '')
		.trim();
}

const FRAME = {
	en: {
		greeting: (company: string | null) => (company ? `Dear ${company} hiring team,` : 'Dear hiring team,'),
		opening: (title: string | null, company: string | null) =>
			title && company
				? `I am writing to apply for the ${title} position at ${company}.`
				: title
					? `I am writing to apply for the ${title} position.`
					: company
						? `I am writing to apply for the open position at ${company}.`
						: 'I am writing to apply for this position.',
		bridge: 'Here is what my own record shows for what the role asks.',
		quoted: (skills: string, quote: string) => `For ${skills}, in my own words: "${quote}."`,
		listed: (skills: string, _count: number) => `My skills include ${skills}.`,
		closing: 'I would welcome the chance to talk about how this experience fits the role. Thank you for your time and consideration.',
		signOff: 'Sincerely,'
	},
	'pt-BR': {
		// Not "equipe de recrutamento": the frame must name no skill ("Recrutamento" is one) the person may not have.
		// The company stands apart, after a dash: Portuguese would need its gender for an article
		// ("do Hospital", "da Harborline"), and "da empresa Hospital Sírio-Libanês" reads wrong.
		greeting: (_company: string | null) => 'Prezada equipe,',
		opening: (title: string | null, company: string | null) =>
			title && company
				? `Gostaria de me candidatar à vaga de ${title} — ${company}.`
				: title
					? `Gostaria de me candidatar à vaga de ${title}.`
					: company
						? `Gostaria de me candidatar à vaga aberta — ${company}.`
						: 'Gostaria de me candidatar a esta vaga.',
		bridge: 'Abaixo, o que a minha trajetória mostra sobre o que a vaga pede.',
		quoted: (skills: string, quote: string) => `Em ${skills}, nas minhas próprias palavras: "${quote}."`,
		listed: (skills: string, count: number) => (count > 1 ? `Entre as minhas habilidades estão ${skills}.` : `Uma das minhas habilidades é ${skills}.`),
		closing: 'Terei prazer em conversar sobre como essa experiência se encaixa na vaga. Agradeço pelo seu tempo e pela consideração.',
		signOff: 'Atenciosamente,'
	}
} as const;

/** The sentence a line earns: a quote of an experience-like line, a plain list for a skills line. */
function evidenceSentence(line: EvidenceLine, lang: LetterLanguage): DraftSentence | null {
	const words = FRAME[lang];
	// A Portuguese letter names skills in Portuguese ("Em Terapia intensiva…", never "Em Intensive care…").
	const skills = listOf(line.skills.map((name) => skillLabel(name, lang)), lang);
	const quote = quotable(line.text);
	if (!skills) return null;
	if (LIST_SECTIONS.has(line.section) || !quote || quote.length < 12) return { text: words.listed(skills, line.skills.length), evidence: [line.text] };
	return { text: words.quoted(skills, quote), evidence: [line.text] };
}

/** Two skills lines say one thing: "My skills include A, B and C." once, with every line as its evidence. */
function mergeListed(lines: EvidenceLine[]): EvidenceLine[] {
	const listed = lines.filter((line) => LIST_SECTIONS.has(line.section));
	if (listed.length < 2) return lines;
	const merged: EvidenceLine = { skills: [...new Set(listed.flatMap((line) => line.skills))], text: listed.map((line) => line.text).join('\n'), section: 'skills' };
	const first = lines.indexOf(listed[0]);
	return lines.flatMap((line, i) => (i === first ? [merged] : LIST_SECTIONS.has(line.section) ? [] : [line]));
}

/** A plain letter: the frame in `lang`, the person's lines as quotes, their name at the end. */
export function plainLetter(input: PlainInput): LetterDraft {
	const words = FRAME[input.lang];
	const name = input.name?.trim() || null;
	const title = input.title?.trim() || null;
	const company = input.company?.trim() || null;
	const evidence = mergeListed(input.lines.slice(0, MAX_EVIDENCE_SENTENCES))
		.map((line) => {
			const sentence = evidenceSentence(line, input.lang);
			// A merged skills line keeps each line as its own evidence.
			return sentence ? { ...sentence, evidence: line.text.split('\n') } : null;
		})
		.filter((sentence): sentence is DraftSentence => sentence !== null);
	const say = (text: string): DraftSentence => ({ text, evidence: [] });
	const paragraphs: DraftSentence[][] = [
		[say(words.greeting(company))],
		[say(words.opening(title, company)), ...(evidence.length ? [say(words.bridge)] : [])],
		...(evidence.length ? [evidence] : []),
		[say(words.closing)],
		[say(words.signOff), ...(name ? [say(name)] : [])]
	];
	const text = paragraphs.map((paragraph, i) => paragraph.map((s) => s.text).join(i === paragraphs.length - 1 || i === 2 ? '\n' : ' ')).join('\n\n');
	return { text, lang: input.lang, origin: 'plain', sentences: paragraphs.flat() };
}
