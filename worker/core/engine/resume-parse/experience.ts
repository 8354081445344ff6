import { findDateRange, withoutRange } from './dates';
import { isBodyLabelLine, isDateLine, splitEntries, type Entry } from './entries';
import { AT, STRONG, assign, keepTitle, placeBetween, splitHead, wholeTitleLine, withoutSubheadings } from './experience-head';
import { LABEL, NEXT_LABEL, labelKind, readLabel } from './fields';
import { formatPlace, isWorkMode, readPlace, splitTrailingPlace, type Lang, type Place } from './location';
import { isDegree, isInternship, isSchool, orgScore, roleScore } from './roles';
import type { Section } from './sections';
import { stripBullet, tidy } from './text';
import { employerBelowRole, employerOnly, isGroupHeading, roleBelowEmployer, takeCompanyOpeningBody, takeTitleOpeningBody } from './experience-blocks';
import { NO_NAME, doubtsAbout, type ExperienceFound } from './experience-found';
import { withJobsInSentences } from './experience-sentences';

export { doubtsAbout, type ExperienceFound } from './experience-found';
export { jobInSentence } from './experience-sentences';

// Lines of a public servant's or a clinician's post that name neither the job nor the employer:
// where they were posted, their shift, their staff number ("Lotação: UBS Jardim", "Plantão 12x36").
// Labelled, or a shift written as one ("Plantão 12x36 noturno"), or a staff number: "Unidade de Pronto
// Atendimento" alone is an employer.
const DETAIL =
	/^(?:(?:lota[cç][aã]o|unidade|setor|plant[aã]o|escala|turno|shift|jornada|regime|carga hor[aá]ria|v[ií]nculo|matr[ií]cula|unidad|servicio)\s*:|v[ií]nculo institucional$|(?:plant[aã]o|escala|turno|shift|jornada)\s+(?:\d|noturn|diurn|night|day|weekend)|matr[ií]cula\s+(?:n[º°o]\.?\s*)?\d)/i;
// Employment status after a title: "Professora de Educação Básica I — efetiva".
const STATUS = /^(?:efetiv[oa]|concursad[oa]|contratad[oa]|designad[oa]|comissionad[oa]|estatut[aá]ri[oa]|celetista|tempor[aá]ri[oa]|permanent|temporary|tenured|full[- ]time|part[- ]time)$/i;
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
