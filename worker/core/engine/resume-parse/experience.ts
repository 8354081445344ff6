import { findDateRange, withoutRange } from './dates';
import { isBodyLabelLine, isDateLine, splitEntries, type Entry } from './entries';
import { AT, STRONG, assign, keepTitle, placeBetween, splitHead, wholeTitleLine, withoutSubheadings } from './experience-head';
import { LABEL, NEXT_LABEL, labelKind, readLabel } from './fields';
import { formatPlace, isWorkMode, readPlace, splitTrailingPlace, type Lang, type Place } from './location';
import { isDegree, isInternship, isSchool, orgScore, roleScore } from './roles';
import type { ExperienceDoubt } from './schema';
import type { Section } from './sections';
import { stripBullet, tidy, type Line } from './text';

export interface ExperienceFound {
	title: string;
	company: string;
	location: string | null;
	start: string | null;
	end: string | null;
	current: boolean;
	bullets: string[];
	internship: boolean;
	/** Lines of the entry: head lines are not skill evidence of their own, body lines are. */
	head: Line[];
	body: Line[];
	/** How long a job written without dates lasted, when the sentence says ("for two years"): months. */
	months?: number;
	/** Why the entry may not be a job as read (empty when it is sure): the review does not pre-select it. */
	doubts: ExperienceDoubt[];
	/** For a head of two names: whether the title came first, and whether its words said so or a tie left it to the order. */
	order?: { titleFirst: boolean; decided: boolean };
}

/**
 * What makes an entry doubtful. A job is sure when the document presents a role and an employer as
 * such, with its dates on the same block (or says both in one sentence); anything less is proposed
 * for the person to check, never added silently.
 */

// A title or an employer is a few words; a longer one is a sentence or two fields read as one.
const MAX_NAME_WORDS = 9;

/** Why an entry read as a job may not be one, or what part of it may be misread. */
export function doubtsAbout(job: Pick<ExperienceFound, 'title' | 'company' | 'start' | 'head' | 'body'>, undatedDocument = false): ExperienceDoubt[] {
	const doubts: ExperienceDoubt[] = [];
	if (!job.title) doubts.push('no_title');
	if (!job.company) doubts.push('no_company');
	// A job read from a sentence ("worked as a paralegal at Smith & Co") names both without dates.
	const fromSentence = job.head.length === 0 && job.body.length === 1;
	// A resume that dates none of its jobs is written so; one undated job among dated ones is odd. Either
	// way the role and the employer must read as such.
	const namedPlainly = !!job.title && !!job.company && (roleScore(job.title) > 0 || orgScore(job.company) > 0);
	if (!job.start && !fromSentence && !(undatedDocument && namedPlainly)) doubts.push('no_dates');
	if (job.title && roleScore(job.title) === 0 && orgScore(job.title) > 0) doubts.push('title_reads_as_employer');
	const words = (value: string) => value.split(/\s+/).filter(Boolean).length;
	if (words(job.title) > MAX_NAME_WORDS || words(job.company) > MAX_NAME_WORDS || /[.;!?]$/.test(job.title) || (!fromSentence && /^\p{Ll}/u.test(job.title))) doubts.push('reads_as_sentence');
	return doubts;
}

// Lines of a public servant's or a clinician's post that name neither the job nor the employer:
// where they were posted, their shift, their staff number ("Lotação: UBS Jardim", "Plantão 12x36").
// Labelled, or a shift written as one ("Plantão 12x36 noturno"), or a staff number: "Unidade de Pronto
// Atendimento" alone is an employer.
const DETAIL =
	/^(?:(?:lota[cç][aã]o|unidade|setor|plant[aã]o|escala|turno|shift|jornada|regime|carga hor[aá]ria|v[ií]nculo|matr[ií]cula|unidad|servicio)\s*:|v[ií]nculo institucional$|(?:plant[aã]o|escala|turno|shift|jornada)\s+(?:\d|noturn|diurn|night|day|weekend)|matr[ií]cula\s+(?:n[º°o]\.?\s*)?\d)/i;
// Employment status after a title: "Professora de Educação Básica I — efetiva".
const STATUS = /^(?:efetiv[oa]|concursad[oa]|contratad[oa]|designad[oa]|comissionad[oa]|estatut[aá]ri[oa]|celetista|tempor[aá]ri[oa]|permanent|temporary|tenured|full[- ]time|part[- ]time)$/i;
// Pieces of a head that name nobody: a total duration ("3 yrs 5 mos", "1 ano e 9 meses", LinkedIn's
// company total), a month or "atual" left by a date, a table's header cell ("Position", "Empresa").
const NO_NAME = new RegExp(
	String.raw`^(?:\(?\d+\s*(?:yrs?|years?|anos?|mos?|months?|meses|m[eê]s)(?:\s*(?:e|and|,)?\s*\d+\s*(?:mos?|months?|meses|m[eê]s))?\)?|\(?(?:janeiro|fevereiro|mar[cç]o|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)\)?|atual|atualmente|o momento|present|current|position|employer|dates|title|company|role|cargo|empresa|per[ií]odo|fun[cç][aã]o)$`,
	'i'
);
// "Team: 12", "Equipe: 8", "Projects: 3": a labelled count names nobody, whatever the label.
const COUNT_FIELD = /^\p{L}[\p{L} ]{1,30}:\s*\d[\d.,]*\+?$/u;
// A street address after the employer (Europass asks for it): "North Legal Aid Society, Oak Avenue 150".
const STREET = /,\s*(?:(?:rua|avenida|av\.|travessa|alameda|rodovia|estrada|pra[cç]a|largo)\s[^,]*|[^,]*\b(?:street|avenue|road|lane|boulevard|drive|way|place|court|square)\b[^,]*?)\s*,?\s*(?:n[º°o]\.?\s*)?\d+[\w-]*(?:\s*,.*)?$/i;

// An undated head naming a licence ("Arizona Pharmacist License (RPh)") lists credentials, not a job.
const CREDENTIAL_HEAD = /\b(?:certified|certification|certificate|license|licence|licensure|licen[cç]a|registro profissional)\b/i;

/** "Title — Company" and its kin: a line that names both a role and where it was held (its dates aside: "Title Sep. 2022 – Present" is a title). */
export function isCompleteHead(text: string): boolean {
	const range = findDateRange(text);
	const parts = (range ? withoutRange(text, range) : text)
		.replace(/\(.*?\)/g, '')
		.split(STRONG)
		.map((part) => part.trim())
		.filter(Boolean);
	return parts.length >= 2 || AT.test(text);
}

/**
 * "Company / place / dates / Title / bullets": a dated employer with no role whose first line under
 * the dates is a role, unbulleted and short, takes it as its title.
 */
function takeTitleOpeningBody(job: ExperienceFound, lang: Lang): void {
	const first = job.body[0];
	if (!employerOnly(job) || !job.start || !first) return;
	const { bullet, text } = stripBullet(first.text.trim());
	if (bullet || text.split(/\s+/).length > 6 || /[.;:!?]$/.test(text) || roleScore(text) === 0 || orgScore(text) > 0) return;
	job.company = employerOnly(job)!;
	job.title = tidy(text);
	job.internship ||= isInternship(job.title);
	job.body.shift();
	job.head.push(first);
	if (job.bullets[0] === text) job.bullets.shift();
	// "São Paulo, SP · 2 anos e 2 meses" under the title: where, and for how long — no bullet.
	const next = job.body[0];
	const place = next && !stripBullet(next.text.trim()).bullet ? placeAndDuration(tidy(next.text), lang) : null;
	if (!next || !place) return;
	job.location ??= formatPlace(place, lang);
	job.body.shift();
	job.head.push(next);
	if (job.bullets[0] === tidy(next.text)) job.bullets.shift();
}

/** A line of a place and, maybe, a work mode or a duration beside it ("Recife, PE · Presencial · 1 ano"): the place. */
function placeAndDuration(text: string, lang: Lang): Place | null {
	let place: Place | null = null;
	for (const part of text.split(/\s+[·|•–—]\s+|\s+-\s+/)) {
		const here = readPlace(tidy(part), lang);
		if (here && !place) place = here;
		else if (!isWorkMode(tidy(part)) && !NO_NAME.test(tidy(part))) return null;
	}
	return place;
}

/**
 * "Title / dates / Company, Place / bullets": a dated role with no employer whose first line under
 * the dates is unbulleted, short and names an organisation (or is a name, its place after it) takes it
 * as its employer.
 */
function takeCompanyOpeningBody(job: ExperienceFound, lang: Lang): void {
	const first = job.body[0];
	if (!job.title || job.company || !job.start || !first || roleScore(job.title) === 0) return;
	const { bullet, text } = stripBullet(first.text.trim());
	if (bullet || text.split(/\s+/).length > 9 || /[.;!?]$/.test(text) || isBodyLabelLine(text)) return;
	const { rest, place } = splitTrailingPlace(tidy(text), lang);
	const name = tidy(rest.replace(/[,–—|·-]\s*$/, ''));
	const named = name.split(/\s+/).every((word) => /^[\p{Lu}\d&]/u.test(word) || /^(?:d[aeo]s?|de|e|of|the|and|for|y|del)$/.test(word));
	if (!name || roleScore(name) > 0 || (orgScore(name) === 0 && !(named && place))) return;
	job.company = name;
	if (place) job.location ??= formatPlace(place, lang);
	job.body.shift();
	job.head.push(first);
	if (job.bullets[0] === text) job.bullets.shift();
}

/** An undated employer with no role (an organisation, or a name with its place) right after a dated role with no employer and nothing under it. */
function employerBelowRole(role: ExperienceFound, employer: ExperienceFound): boolean {
	if (!role.title || role.company || !role.start || role.bullets.length || roleScore(role.title) === 0) return false;
	const name = employerOnly(employer);
	return !employer.start && !!name && employer.head.length === 1 && (orgScore(name) > 0 || !!employer.location);
}

/**
 * An employer with its whole time there ("Hospital Santa Catarina / 01/2018 – atual") and nothing
 * under it, followed by a role dated within that time: the heading of the roles held there, as
 * LinkedIn and many templates group them. The roles take its name; it is no job of its own.
 */
function isGroupHeading(heading: ExperienceFound, role: ExperienceFound): boolean {
	const name = employerOnly(heading);
	if (!name || !heading.start || heading.bullets.length || !role.title || !role.start) return false;
	if (role.company && role.company !== name) return false;
	// A role that repeats the employer's name needs no role word to be one.
	if (!role.company && roleScore(role.title) === 0) return false;
	const month = (value: string) => value.slice(0, Math.min(value.length, 7));
	const within = (value: string, from: string, to: string | null) => {
		const size = Math.min(value.length, from.length, to?.length ?? 7);
		return value.slice(0, size) >= from.slice(0, size) && (to === null || value.slice(0, size) <= to.slice(0, size));
	};
	const headingEnd = heading.current ? null : heading.end;
	if (!within(month(role.start), heading.start, headingEnd)) return false;
	if (role.current) return heading.current;
	return !role.end || within(month(role.end), heading.start, headingEnd);
}

/** An undated role with no employer right after a dated employer with no role and nothing under it. */
function roleBelowEmployer(employer: ExperienceFound, role: ExperienceFound, companyInherited: boolean): boolean {
	if (!employerOnly(employer, companyInherited) || !employer.start || employer.bullets.length) return false;
	// No company read: any other line of its head was a place or a duration.
	return !role.start && !role.company && roleScore(role.title) > 0 && orgScore(role.title) === 0;
}

/**
 * The employer's name when an entry names only an employer: a company and no title, or one name
 * with no role word in it, read as a title for want of a company ("Little Oaks Montessori") — even
 * when it took the company of the entry above as a role of that employer would.
 */
function employerOnly(job: ExperienceFound, companyInherited = false): string | null {
	if (job.company && !companyInherited) return job.title ? null : job.company;
	return job.title && roleScore(job.title) === 0 && job.head.length >= 1 ? job.title : null;
}

/** Jobs in the experience sections, in document order. */
export function readExperiences(sections: Section[], lang: Lang): ExperienceFound[] {
	const found: ExperienceFound[] = [];
	for (const section of sections) {
		const entries = splitEntries(section.lines, lang, isCompleteHead);
		let previous: ExperienceFound | null = null;
		// Entries that took the company of the one above ("Company / Role A / dates / Role B / dates").
		const inherited = new Set<ExperienceFound>();
		const read = entries.map((entry) => readEntry(entry, lang, section.academic));
		for (const [at, job] of read.entries()) {
			if (!job) continue;
			takeTitleOpeningBody(job, lang);
			takeCompanyOpeningBody(job, lang);
			// "Company / place / dates", then the role and its bullets as a block of their own: a table's
			// row read cell by cell (the employer's cell, then the role's), or an employer block above its role.
			// "Title / dates", then "Company, Place" and the bullets: the employer under the role's dates.
			if (previous && employerBelowRole(previous, job)) {
				previous.company = employerOnly(job)!;
				previous.location ??= job.location;
				previous.bullets.push(...job.bullets);
				previous.head.push(...job.head);
				previous.body.push(...job.body);
				continue;
			}
			if (previous && roleBelowEmployer(previous, job, inherited.has(previous))) {
				previous.company = employerOnly(previous, inherited.has(previous))!;
				previous.title = job.title;
				previous.location ??= job.location;
				previous.internship ||= isInternship(job.title);
				previous.bullets.push(...job.bullets);
				previous.head.push(...job.head);
				previous.body.push(...job.body);
				continue;
			}
			// An undated head without a role or an organisation ("Principais atividades", "Other
			// experience"), or one naming a licence, introduces lines; they belong to the job above.
			const undatedNonJob = !job.start && ((!job.company && roleScore(job.title) === 0 && orgScore(job.title) === 0) || CREDENTIAL_HEAD.test(`${job.title} ${job.company}`));
			if (undatedNonJob) {
				if (previous) {
					previous.body.push(...job.head, ...job.body);
					// Its list is the job's list; a place-only head ("São Paulo, SP · 2 anos") is where the job was.
					previous.bullets.push(...job.bullets);
					if (!job.title && !job.company) previous.location ??= job.location;
				}
				continue;
			}
			// "Company\nRole A\ndates\n…\nRole B\ndates": a head with a title only continues the company above.
			const next = read.slice(at + 1).find((entry) => entry !== null) ?? null;
			// "Company / 2018 – present", then its roles with their own dates: the company's heading, not a job.
			if (next && isGroupHeading(job, next)) {
				previous = job;
				continue;
			}
			if (!job.company && job.start && previous?.company && previous.head.length >= 2 && !(next && employerBelowRole(job, next))) {
				job.company = previous.company;
				inherited.add(job);
			}
			found.push(job);
			previous = job;
		}
	}
	const jobs = withJobsInSentences(inDocumentOrder(found), sections);
	const undatedDocument = jobs.every((job) => !job.start);
	return jobs.map((job) => ({ ...job, doubts: doubtsAbout(job, undatedDocument) }));
}

/**
 * Entries of an experience section that are not jobs, left out and counted so the review can say so:
 * - in a resume that dates its jobs, an entry without dates that does not name a role and an
 *   employer ("GraphQL | Kafka", "Case Study: …", "MAJOR CLOUD PROGRAMS"): a heading, a table or a
 *   project a section boundary let in. An undated role at an employer stays, proposed as unsure;
 * - an entry whose one name is a school or a degree, with no role ("IIT Bombay 2009", "Stanford
 *   University 2014"): a course the section boundary let in, dated or not.
 */
export function leaveOutNonJobs(jobs: ExperienceFound[]): { kept: ExperienceFound[]; leftOut: number } {
	const datedResume = jobs.filter((job) => job.start).length >= 2;
	const isJob = (job: ExperienceFound) => {
		const only = job.title && !job.company ? job.title : !job.title && job.company ? job.company : null;
		if (only && roleScore(only) === 0 && (isSchool(only) || isDegree(only))) return false;
		if (job.start || !datedResume) return true;
		return Boolean(job.title) && Boolean(job.company) && roleScore(job.title) > 0 && !job.doubts.includes('reads_as_sentence') && !job.doubts.includes('title_reads_as_employer');
	};
	const kept = jobs.filter(isJob);
	return { kept, leftOut: jobs.length - kept.length };
}

/**
 * A resume writes all its entries alike: where the words of a head's two names could not tell the
 * title from the employer ("Imobiliária Guimarães" above "Secretária"), the order the other entries
 * show with certainty (company first, as LinkedIn writes them) decides.
 */
function inDocumentOrder(jobs: ExperienceFound[]): ExperienceFound[] {
	const decided = jobs.filter((job) => job.order?.decided);
	const companyFirst = decided.filter((job) => !job.order!.titleFirst).length;
	if (decided.length < 2 || companyFirst * 3 < decided.length * 2) return jobs;
	return jobs.map((job) => (job.order && !job.order.decided && job.order.titleFirst ? { ...job, title: job.company, company: job.title, order: { titleFirst: false, decided: false } } : job));
}

/**
 * Jobs written as sentences, without dates: "Worked as a paralegal at Smith & Co for two years",
 * "Experiência: 3 anos como técnica de enfermagem no Hospital X", "Currently legal assistant at
 * Harmon Estate Planning". Read from the lines no dated job holds; such a line is the job's only
 * line (its evidence) and replaces what the entry reader made of it.
 */
function withJobsInSentences(found: ExperienceFound[], sections: Section[]): ExperienceFound[] {
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

function readEntry(entry: Entry, lang: Lang, academicSection: boolean): ExperienceFound | null {
	const pieces: string[] = [];
	let location: string | null = null;
	const heads = withoutSubheadings(entry, lang);
	const named = heads.filter((line) => line !== entry.rangeLine || !isDateLine(line.text, lang));
	// One line with both title and company: only then may a comma separate them.
	const alone = named.length === 1;
	// "Hospital X" above "Enfermeiro Assistencial - Alojamento Conjunto": the company has its own
	// line, so the dash in the other one belongs to the title (a unit, a specialty).
	const titleLine = named.length === 2 ? wholeTitleLine(named, entry, lang) : null;
	let labelledTitle: string | null = null;
	let labelledCompany: string | null = null;
	// "Cargo: Analista | Empresa: Pitanga Ltda." — a form's fields side by side on one line: each cell is read as a line of its own.
	const parts = heads.flatMap((line) => {
		let text = stripBullet(line.text).text;
		if (line === entry.rangeLine && entry.range) text = withoutRange(text, entry.range);
		// Fields may also follow one another after commas: "Vínculo: Celetista, Enquadramento Funcional: Advogado".
		const cells = text
			.split(/\s+\|\s+|,\s+(?=\p{Lu}[\p{L} ]{2,30}:\s)/u)
			.flatMap((cell) => (LABEL.test(tidy(cell)) ? cell.split(NEXT_LABEL) : [cell]))
			.filter((cell) => cell.trim());
		const labelled = cells.filter((cell) => LABEL.test(tidy(cell)) || DETAIL.test(tidy(cell))).length;
		return cells.length >= 2 && labelled >= 2 ? cells.map((cell) => ({ line, text: tidy(cell) })) : [{ line, text }];
	});
	const companyLabelled = parts.some((part) => {
		const label = readLabel(part.text);
		return label !== null && labelKind(label.label) === 'company';
	});
	for (const { line, text: partText } of parts) {
		let text = partText;
		if (DETAIL.test(tidy(text))) continue;
		// Forms written as "Empresa: …", "Cargo: …", "Período: …" say which is which.
		const label = readLabel(text);
		if (label) {
			// A field's value ends where the next one starts, even when a wrap cut its label ("Advogado Pleno, Carga").
			const value = tidy(label.value.replace(/,\s*(?:carga|v[ií]nculo|regime|jornada|lota[cç][aã]o|matr[ií]cula)\b.*$/i, ''));
			const kind = labelKind(label.label);
			if (kind === 'dates' || !value) continue;
			if (kind === 'place') {
				const where = readPlace(value, lang);
				location ??= where ? formatPlace(where, lang) : value;
				continue;
			}
			const place = splitTrailingPlace(value, lang);
			if (place.place) location ??= formatPlace(place.place, lang);
			// "Cargo: Ajudante de Eletricista - Eletro Minas Serviços": a labelled title that also names the company.
			const both = kind === 'title' && !companyLabelled ? splitHead(tidy(place.rest), true, lang).map(tidy).filter(Boolean) : [];
			if (both.length === 2 && !labelledTitle) {
				const { title, company } = assign(both);
				if (orgScore(company) > 0 && roleScore(company) === 0) {
					labelledTitle = title;
					labelledCompany ??= company;
					continue;
				}
			}
			if (kind === 'title') labelledTitle ??= tidy(place.rest);
			else labelledCompany ??= tidy(place.rest);
			continue;
		}
		// The place goes first: "Curitiba – PR" holds the same dash that separates title and company.
		const whole = readPlace(tidy(text), lang);
		if (whole) {
			location ??= formatPlace(whole, lang);
			continue;
		}
		// "Humana: (Location: Louisville, KY)": a labelled place in brackets.
		const placed = /\s*\((?:location|local|localiza[cç][aã]o)\s*:\s*([^()]*(?:\([^()]*\))?[^()]*)\)\s*$/i.exec(text);
		if (placed) {
			const where = readPlace(tidy(placed[1]), lang);
			location ??= where ? formatPlace(where, lang) : tidy(placed[1]);
			text = text.slice(0, placed.index);
		}
		// "Home Depot: Senior Data Engineer": an employer, a colon, then the title.
		const colon = /^([^:|]{2,60}?):\s*(.*)$/.exec(tidy(text));
		if (colon && !readLabel(tidy(text)) && roleScore(colon[1]) === 0 && (colon[2] === '' || roleScore(colon[2]) > 0)) text = colon[2] ? `${colon[1]} | ${colon[2]}` : colon[1];
		// "FedEx Memphis, TN DevOps Engineer": the employer, its town and state, then the role, run together.
		const between = placeBetween(tidy(text), lang);
		if (between) {
			location ??= formatPlace(between.place, lang);
			text = `${between.before} | ${between.after}`;
		}
		const trailingPlace = splitTrailingPlace(tidy(text), lang);
		if (trailingPlace.place) {
			location ??= formatPlace(trailingPlace.place, lang);
			text = trailingPlace.rest;
		}
		for (const raw of line === titleLine ? keepTitle(text, lang) : splitHead(text, alone, lang)) {
			// "Java Developer | Client: Capital One": the label names the field, not the company.
			const piece = tidy(raw.replace(/^\s*(?:client|cliente|company|employer|empresa)\s*:\s*/i, ''));
			if (!piece) continue;
			const place = readPlace(piece, lang);
			if (place) {
				location ??= formatPlace(place, lang);
				continue;
			}
			if (isWorkMode(piece)) {
				location ??= piece;
				continue;
			}
			if (STATUS.test(piece) || NO_NAME.test(piece) || COUNT_FIELD.test(piece)) continue;
			// "Palmetto Media Group (Remote)", "SRE Sênior (remoto)": the work mode is where, not who.
			const mode = /\s*\(([^()]+)\)$/.exec(piece);
			if (mode && isWorkMode(mode[1])) {
				location ??= mode[1];
				pieces.push(tidy(piece.slice(0, mode.index)));
				continue;
			}
			const trailing = splitTrailingPlace(piece, lang);
			if (trailing.place) {
				location ??= formatPlace(trailing.place, lang);
				pieces.push(tidy(trailing.rest));
			} else pieces.push(piece);
		}
	}
	if (pieces.length === 0 && entry.body.length === 0 && !labelledTitle && !labelledCompany) return null;
	const assigned = assign(pieces);
	const title = labelledTitle ?? (labelledCompany && !assigned.title ? assigned.company : assigned.title);
	let company = (labelledCompany ?? (labelledTitle && !assigned.company ? assigned.title : assigned.company)).replace(STREET, '');
	// "Rio Grande Sentinel (Albuquerque)": a town in brackets after the company is where, not who.
	const town = /\s*\(((?:\p{Lu}[\p{Ll}'’.-]+)(?:\s+(?:\p{Lu}[\p{Ll}'’.-]+|d[aoe]s?|de))*)\)$/u.exec(company);
	if (town && town[1].split(/\s+/).length <= 3 && orgScore(town[1]) === 0 && roleScore(town[1]) === 0 && !isWorkMode(town[1])) {
		location ??= readPlace(town[1], lang) ? formatPlace(readPlace(town[1], lang)!, lang) : town[1];
		company = tidy(company.slice(0, town.index));
	}
	const range = entry.range;
	return {
		title,
		company,
		location,
		start: range?.start ?? null,
		end: range?.current ? null : (range?.end ?? null),
		current: range?.current ?? false,
		bullets: entry.body.filter((line) => !isBodyLabelLine(line.text)).map((line) => stripBullet(line.text.trim()).text).filter(Boolean),
		internship: academicSection || isInternship(title),
		head: entry.head,
		body: entry.lines.filter((line) => !entry.head.includes(line)),
		doubts: [],
		...(pieces.length === 2 && !labelledTitle && !labelledCompany ? { order: assigned.order } : {})
	};
}
