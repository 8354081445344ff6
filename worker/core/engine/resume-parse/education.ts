import { withoutRange } from './dates';
import { splitEntries } from './entries';
import { readPlace, splitTrailingPlace, type Lang } from './location';
import { isDegree, isSchool } from './roles';
import type { Section } from './sections';
import { stripBullet, tidy } from './text';

export interface EducationFound {
	degree: string;
	institution: string;
	start: string | null;
	end: string | null;
	/** "Certificate", "Curso livre": also listed under certifications. */
	certificate: boolean;
	/** Not yet finished ("em andamento", "expected 2027"). */
	ongoing: boolean;
}

const SPLIT = /\s+[—–-]\s+|\s*\|\s*|\s+[•·]\s+|\s+@\s+/u;
// "B.S. in Biology at Oregon State", "Bacharelado em Direito pela USP" — but "University of Texas at Austin" is one name.
const AT = /\s+(?:at|na|no|pela|pelo)\s+(?=\p{Lu})/u;

function splitAtSchool(piece: string): string[] {
	const at = AT.exec(piece);
	if (!at) return [piece];
	const left = piece.slice(0, at.index);
	return isDegree(left) && !isSchool(left) ? [left, piece.slice(at.index + at[0].length)] : [piece];
}
const IN_PROGRESS_ONLY = /^\(?(?:in progress|ongoing|em andamento|cursando|em curso|trancado|incompleto)\)?$/i;
const IN_PROGRESS = /\b(?:in progress|ongoing|expected|anticipated|candidate|em andamento|cursando|em curso|previs[aã]o|trancado|incompleto)\b/i;
const CERTIFICATE = /\b(?:certificate|certification|certificado|certifica[cç][aã]o|curso livre|bootcamp|nanodegree)\b/i;

const FORM_LABEL =
	/^(?:(?:curso|course|degree|grau|n[ií]vel|forma[cç][aã]o|institui[cç][aã]o|institution|escola|school|universidade|university|conclus[aã]o|ano de conclus[aã]o|graduation|per[ií]odo|dates?|situa[cç][aã]o)\s*:\s*|(?:title of qualification(?: awarded)?|designa[cç][aã]o da qualifica[cç][aã]o(?: atribu[ií]da)?|name and type of organi[sz]ation(?: providing education and training)?|nome e tipo da organiza[cç][aã]o(?: de(?: ensino)?)?|datas?|dates)\s*(?::|\|)\s*)/i;
// What Europass's wrapped labels leave on lines of their own.
const LABEL_REMNANT = /^(?:atribu[ií]da|ensino|de ensino|awarded|providing education and training|education and training)$/i;

function isComplete(text: string): boolean {
	return isDegree(text) && isSchool(text);
}

/** Degrees and schools, in document order. */
export function readEducation(sections: Section[], lang: Lang): EducationFound[] {
	const found: EducationFound[] = [];
	for (const section of sections) {
		for (const entry of splitEntries(section.lines.filter((line) => !LABEL_REMNANT.test(line.text.trim())), lang, isComplete)) {
			const parts: string[] = [];
			// Each line's text without dates and place, to give the degree back as written.
			const texts: string[] = [];
			// Short body lines are part of the entry's header in layouts like "Degree\nSchool\nYears".
			const lines = [...entry.head, ...entry.body.filter((line) => line.text.length < 90)];
			for (const line of lines) {
				// A form's labels ("Curso:", "Instituição:", "Conclusão:") name the field, not the degree.
				let text = stripBullet(line.text).text;
				if (line === entry.rangeLine && entry.range) text = withoutRange(text, entry.range);
				text = text.trim().replace(FORM_LABEL, '');
				text = tidy(text.replace(/\b(?:conclu[ií]do em|concluded|graduated|graduation|conclus[aã]o|expected|previs[aã]o(?: de conclus[aã]o)?)\s*:?\s*$/i, ''));
				const whole = splitTrailingPlace(text, lang);
				texts.push(whole.rest);
				for (const piece of whole.rest.split(SPLIT).flatMap(splitAtSchool)) {
					for (const raw of piece.split(/,\s+/)) {
						const part = tidy(raw.replace(/\(\s*\)/g, ''));
						if (part && !readPlace(part, lang) && !IN_PROGRESS_ONLY.test(part)) parts.push(part);
					}
				}
			}
			const schoolAt = parts.findIndex((part) => isSchool(part) && !isDegree(part));
			const schoolIndex = schoolAt >= 0 ? schoolAt : parts.findIndex((part) => isSchool(part));
			const rest = parts.filter((_, i) => i !== schoolIndex);
			const degrees = rest.filter((part) => isDegree(part));
			const listed = (degrees.length ? degrees : rest.slice(0, 1)).join(', ');
			const institution = schoolIndex >= 0 ? parts[schoolIndex] : (rest.find((part) => !degrees.includes(part) && part !== listed) ?? '');
			const degree = asWritten(degrees, institution || null, texts) ?? listed;
			if (!degree && !institution) continue;
			const allText = entry.lines.map((line) => line.text).join(' ');
			found.push({
				degree,
				institution,
				start: entry.range && !entry.range.single ? entry.range.start : null,
				end: entry.range && !entry.range.current ? entry.range.end : null,
				certificate: CERTIFICATE.test(degree),
				ongoing: Boolean(entry.range?.current) || IN_PROGRESS.test(allText)
			});
		}
	}
	return found;
}

/**
 * The degree as its line writes it, once the school is cut away: "J.D., cum laude", "BFA,
 * Interaction Design", "B.S. in Computer Science, minor in Statistics", "Residência Multiprofissional
 * em Saúde – Farmácia Hospitalar" — commas and dashes inside a degree are not separators.
 */
function asWritten(degrees: string[], school: string | null, texts: string[]): string | null {
	if (degrees.length === 0) return null;
	const line = texts.find((text) => text.includes(degrees[0]));
	if (!line) return null;
	let text = line;
	const at = school ? line.indexOf(school) : -1;
	if (at >= 0) text = at > line.indexOf(degrees[0]) ? line.slice(0, at) : line.slice(at + school!.length);
	text = tidy(text.replace(/\s+(?:at|na|no|pela|pelo)\s*$/u, ''))
		.replace(/\(\s*\)/g, '')
		.replace(/,\s*$/, '')
		.trim();
	if (!text.includes(degrees[degrees.length - 1]) || text.split(/\s+/).length > 16 || IN_PROGRESS.test(text)) return null;
	return text;
}
