import { findSkills } from '../../engine/skills/matcher';
import { insideCompound, isShortenedName } from '../../engine/skills/hit-shape';
import { languageMentions } from '../../engine/resume-parse/languages';
import { quoteAround } from '../../engine/resume-parse/snippet';
import type { ProfileCandidate } from '../schema';
import { readCitation } from './citation';
import { candidate, clipTitle, evidence } from './item';
import { writtenSkillName } from './surface';

/** Readers of each Lattes section (see lattes.ts). Lines come trimmed, blank ones dropped. */

const SOURCE = 'academic';

// "2012 - 2016", "03/2017 - Atual", "2019": the date column, then the entry (after a tab or on the next line).
const DATE_HEAD = /^(?:(0[1-9]|1[0-2])\/)?((?:19|20)\d{2})(?:\s*[-–]\s*(?:(?:(0[1-9]|1[0-2])\/)?((?:19|20)\d{2})|(atual|o momento)))?(?=\s|$)\s*(.*)$/i;

interface Entry {
	start: string | null;
	end: string | null;
	/** The entry's own lines: the one beside the dates (or the next), then the ones below it. */
	lines: string[];
}

const month = (m: string | undefined, y: string) => (m ? `${y}-${m}` : y);

/**
 * The dates of a date column and the text beside them. One date alone is when something happened
 * (an award, a degree finished): an end, never a start. "Atual" leaves the end open.
 */
function datesOf(line: string): { start: string | null; end: string | null; rest: string } | null {
	const date = DATE_HEAD.exec(line);
	if (!date) return null;
	const [, m1, y1, m2, y2, open, rest] = date;
	const range = Boolean(y2 || open);
	return { start: range ? month(m1, y1) : null, end: y2 ? month(m2, y2) : range ? null : month(m1, y1), rest: rest.trim() };
}

/** Entries by their date column, each with the lines below it. */
function entries(lines: readonly string[]): Entry[] {
	const out: Entry[] = [];
	let current: Entry | null = null;
	for (const line of lines) {
		const date = datesOf(line);
		if (date) {
			current = { start: date.start, end: date.end, lines: date.rest ? [date.rest] : [] };
			out.push(current);
		} else if (current) current.lines.push(line);
	}
	return out.filter((entry) => entry.lines.length > 0);
}

const stripDot = (text: string) => text.replace(/\s*\.\s*$/, '').trim();

// "Universidade Federal do Agreste, UFAG, Brasil.": the name, its acronym, the country.
const INSTITUTION = /^(.+?),\s*([\p{Lu}\d&-]{2,15}),\s*([\p{L} ]{3,40})\.?$/u;

/** An institution's name as written, without the acronym and country Lattes appends; null when the line is none. */
function institution(line: string | undefined): string | null {
	const m = line ? INSTITUTION.exec(line) : null;
	return m ? m[1].trim() : null;
}

/** Skills a title or description names; a shortened name ("interior" for Interior design) is an ordinary word there. */
const skillsIn = (...texts: string[]) => [
	...new Set(texts.flatMap((text) => findSkills(text).filter((hit) => !isShortenedName(hit, text) && !insideCompound(text, hit)).map((hit) => hit.name)))
];

/** "Formação acadêmica/titulação" and "Pós-doutorado": "2012 - 2016 Doutorado em …" / institution / "Título: …". */
export function readEducation(lines: readonly string[]): ProfileCandidate[] {
	return entries(lines).map(({ start, end, lines: [head, place, ...more] }) => {
		const organization = institution(place);
		const details = organization ? more : [place, ...more].filter((l): l is string => !!l);
		return candidate({
			type: 'education',
			title: clipTitle(stripDot(head), 300),
			organization,
			start,
			end,
			detail: details.join('\n'),
			evidence: [evidence([head, organization ? place : null].filter(Boolean).join(' '), `${SOURCE}:education`)],
			unsure: !organization
		});
	});
}

/** "Formação Complementar": short courses, "Design de Serviços. (Carga horária: 40h)." / institution. */
export function readCourses(lines: readonly string[]): ProfileCandidate[] {
	return entries(lines).map(({ start, end, lines: [head, place] }) => {
		const hours = /\s*\((carga horária:[^)]*)\)\.?\s*$/i.exec(head);
		const title = stripDot(hours ? head.slice(0, hours.index) : head);
		const organization = institution(place);
		return candidate({
			type: 'certification',
			title: clipTitle(title, 300),
			organization,
			start,
			end,
			detail: hours ? hours[1] : '',
			skills: skillsIn(title),
			evidence: [evidence([head, organization ? place : null].filter(Boolean).join(' '), `${SOURCE}:courses`)]
		});
	});
}

// "Vínculo: Servidor Público, Enquadramento Funcional: Professora Adjunta, Carga horária: 40, …".
const FIELD = (name: string) => new RegExp(`${name}:\\s*([^,]+)`, 'i');
// Bonds that say how someone was paid, not what they did.
const GENERIC_BOND = /^(?:outro|outros|colaborador|livre|bolsista|servidor p[uú]blico|celetista)$/i;

/** "Atuação Profissional": per institution, its bonds ("Vínculo") are the roles; activities and courses taught are not. */
export function readExperience(lines: readonly string[]): ProfileCandidate[] {
	const out: ProfileCandidate[] = [];
	let place: { name: string; line: string } | null = null;
	let role: ProfileCandidate | null = null;
	for (const line of lines) {
		const name = DATE_HEAD.test(line) ? null : institution(line);
		if (name) {
			place = { name, line };
			role = null;
			continue;
		}
		const date = datesOf(line);
		if (date && /v[ií]nculo:/i.test(line)) {
			const rest = date.rest;
			const rank = FIELD('Enquadramento Funcional').exec(rest)?.[1]?.trim();
			const bond = FIELD('V[ií]nculo').exec(rest)?.[1]?.trim();
			const title = rank || bond;
			if (!title) continue;
			role = candidate({
				type: 'experience',
				title: stripDot(title),
				organization: place?.name ?? null,
				start: date.start,
				end: date.end,
				detail: stripDot(rest),
				evidence: [evidence([place?.line, line].filter(Boolean).join(' '), `${SOURCE}:experience`)],
				unsure: !rank && GENERIC_BOND.test(title)
			});
			out.push(role);
		} else if (date) role = null; // an activity ("Ensino, …"), not a role
		else if (role && /^outras informa[cç][oõ]es:/i.test(line)) role.detail = `${role.detail}\n${line}`.trim();
	}
	return out;
}

/** "Projetos de pesquisa": "2021 - Atual Title" / "Descrição: …" / "Situação: …". */
export function readProjects(lines: readonly string[]): ProfileCandidate[] {
	return entries(lines).map(({ start, end, lines: [head, ...more] }) => {
		const description = more.find((l) => /^descri[cç][aã]o:/i.test(l))?.replace(/^descri[cç][aã]o:\s*/i, '') ?? '';
		return candidate({
			type: 'project',
			title: clipTitle(stripDot(head), 300),
			start,
			end,
			detail: description,
			skills: skillsIn(head, description),
			evidence: [evidence(head, `${SOURCE}:projects`), ...(description ? [evidence(description, `${SOURCE}:projects`)] : [])]
		});
	});
}

const NUMBERED = /^(\d{1,4})\.\s*(.*)$/;
// Lines Lattes puts between references: sort controls and citation counters.
const NOISE = /^(?:ordenar por|ordem (?:cronol[oó]gica|de import[aâ]ncia)|cita[cç][oõ]es:|\*?\s*produ[cç][aã]o (?:bibliogr[aá]fica )?em c&t)/i;

/** Publications (articles, proceedings, chapters, books, talks): numbered references, each an achievement titled by what was published. */
export function readPublications(lines: readonly string[]): ProfileCandidate[] {
	const references: string[] = [];
	let open = false;
	for (const line of lines) {
		const numbered = NUMBERED.exec(line);
		if (numbered) {
			references.push(numbered[2]);
			open = true;
		} else if (NOISE.test(line)) open = false;
		else if (open && references.length) references[references.length - 1] = `${references[references.length - 1]} ${line}`.trim();
	}
	return references
		.filter((reference) => reference.length >= 15)
		.map((reference) => {
			const citation = readCitation(reference);
			return candidate({
				type: 'achievement',
				title: citation.title,
				organization: citation.venue,
				end: citation.year,
				detail: reference,
				skills: skillsIn(citation.title),
				evidence: [evidence(reference, `${SOURCE}:publications`)],
				// A publication, as JSON Resume's own section names it: an export puts it there.
				facts: { kind: 'publication' },
				unsure: !citation.sure
			});
		});
}

/** "Prêmios e títulos": "2019 Menção honrosa no Prêmio …, Sociedade …." — the award, then who gave it. */
export function readAwards(lines: readonly string[]): ProfileCandidate[] {
	return entries(lines).map(({ start, end, lines: [head] }) => {
		const text = stripDot(head);
		const comma = text.lastIndexOf(', ');
		const giver = comma > 0 ? text.slice(comma + 2) : '';
		const split = giver.length > 0 && giver.length <= 100 && /^\p{Lu}/u.test(giver);
		return candidate({
			type: 'achievement',
			title: clipTitle(split ? text.slice(0, comma) : text, 300),
			organization: split ? giver : null,
			start,
			end,
			evidence: [evidence(head, `${SOURCE}:awards`)],
			facts: { kind: 'award' }
		});
	});
}

// How Lattes grades each skill of a language: "Compreende Bem, Fala Razoavelmente, Lê Bem, Escreve Pouco".
const LEVEL_WORDS = /\b(?:compreende|fala|l[eê]|escreve)\b/i;

/** "Idiomas": "Inglês<tab>Compreende Bem, Fala Razoavelmente, …" (or the level on the next line). */
export function readLanguages(lines: readonly string[]): ProfileCandidate[] {
	const out: ProfileCandidate[] = [];
	for (let i = 0; i < lines.length; i++) {
		const line = lines[i];
		if (LEVEL_WORDS.test(line) && !/^\S+\s*\t/.test(line) && languageMentions(line).length === 0) continue;
		const mention = languageMentions(line)[0];
		const level = LEVEL_WORDS.test(line) ? line : undefined;
		const split = mention && mention.from === 0 ? mention.to : line.search(/\t|\s(?=compreende|fala|l[eê]\s|escreve)/i);
		const name = (split > 0 ? line.slice(0, split) : line).trim();
		let levelText = level ? line.slice(Math.max(split, 0)).trim() : '';
		const quote = [line];
		if (!levelText && lines[i + 1] && LEVEL_WORDS.test(lines[i + 1]) && languageMentions(lines[i + 1]).length === 0) {
			levelText = lines[++i];
			quote.push(levelText);
		}
		if (!name || name.split(/\s+/).length > 4) continue;
		out.push(
			candidate({
				type: 'language',
				title: name,
				detail: stripDot(levelText),
				evidence: [evidence(quote.join(' '), `${SOURCE}:languages`)],
				unsure: !mention
			})
		);
	}
	return out;
}

/** The research themes the summary names and the keywords of the theses, as skills in their own words. */
export function readThemes(lines: readonly string[]): ProfileCandidate[] {
	const out = new Map<string, ProfileCandidate>();
	for (const line of lines) {
		for (const hit of findSkills(line)) {
			if (out.has(hit.name) || hit.category === 'certifications') continue;
			const quote = quoteAround(line, hit.start, hit.end);
			out.set(
				hit.name,
				candidate({
					type: 'skill',
					title: writtenSkillName(hit.name, [{ text: quote }]),
					detail: hit.category,
					skills: [hit.name],
					evidence: [evidence(quote, `${SOURCE}:${/^palavras-chave:/i.test(line) ? 'keywords' : 'summary'}`)]
				})
			);
		}
	}
	return [...out.values()];
}

/** The CV's own address and the homepage it gives. */
export function readLinks(text: string): ProfileCandidate[] {
	const out: ProfileCandidate[] = [];
	for (const line of text.split('\n')) {
		const m = /^(?:endereço para acessar este cv|url da homepage|homepage)\s*:?\s*(https?:\/\/\S+)/i.exec(line.trim());
		if (m && !out.some((c) => c.title === m[1])) out.push(candidate({ type: 'link', title: m[1], evidence: [evidence(line, `${SOURCE}:contact`, m[1])] }));
	}
	return out;
}
