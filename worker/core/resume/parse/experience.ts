import { withoutRange } from './dates';
import { isDateLine, splitEntries, type Entry } from './entries';
import { formatPlace, isWorkMode, readPlace, splitTrailingPlace, type Lang } from './location';
import { isInternship, orgScore, roleScore } from './roles';
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
}

// Between title and company: dashes with spaces, bars, bullets, "at", "@", pt "na"/"no"/"em".
const STRONG = /\s+[—–]\s+|\s+-\s+|\s*\|\s*|\s+[•·]\s+|\s+@\s+/;
const AT = /\s+(?:at|@)\s+/i;
const PT_AT = /\s+(?:na|no)\s+(?=\p{Lu})/u;
// "em" more often names a field ("Estágio em Farmácia Hospitalar", "Técnico em Enfermagem") than a
// company: it separates them only in a head of one line, before an organisation's name.
const PT_IN = /\s+em\s+(?=\p{Lu})/u;

const LABEL =
	/^(empresa|empregador|company|employer|organi[sz]ation|organiza[cç][aã]o|institui[cç][aã]o|local|location|localiza[cç][aã]o|cidade|city|cargo|fun[cç][aã]o|position|job title|title|role|per[ií]odo|dates?|data|dura[cç][aã]o)\s*:\s*(.*)$/i;

function labelKind(label: string): 'title' | 'company' | 'dates' | 'place' {
	const key = label.toLowerCase();
	if (/^(?:cargo|fun|position|job title|title|role)/.test(key)) return 'title';
	if (/^(?:per|date|data|dura)/.test(key)) return 'dates';
	if (/^(?:local|cidade|city)/.test(key)) return 'place';
	return 'company';
}

// An undated head naming a licence ("Arizona Pharmacist License (RPh)") lists credentials, not a job.
const CREDENTIAL_HEAD = /\b(?:certified|certification|certificate|license|licence|licensure|licen[cç]a|registro profissional)\b/i;

/** "Title — Company" and its kin: a line that names both a role and where it was held. */
export function isCompleteHead(text: string): boolean {
	const parts = text
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
		for (const entry of entries) {
			const job = readEntry(entry, lang, section.academic);
			if (!job) continue;
			// An undated head without a role or an organisation ("Principais atividades", "Other
			// experience"), or one naming a licence, introduces lines; they belong to the job above.
			const undatedNonJob = !job.start && ((!job.company && roleScore(job.title) === 0 && orgScore(job.title) === 0) || CREDENTIAL_HEAD.test(`${job.title} ${job.company}`));
			if (undatedNonJob) {
				if (previous) previous.body.push(...job.head, ...job.body);
				continue;
			}
			// "Company\nRole A\ndates\n…\nRole B\ndates": a head with a title only continues the company above.
			if (!job.company && previous?.company && previous.head.length >= 2) job.company = previous.company;
			found.push(job);
			previous = job;
		}
	}
	return found;
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
	const companyLabelled = heads.some((line) => {
		const label = LABEL.exec(stripBullet(line.text).text);
		return label !== null && labelKind(label[1]) === 'company';
	});
	for (const line of heads) {
		let text = stripBullet(line.text).text;
		if (line === entry.rangeLine && entry.range) text = withoutRange(text, entry.range);
		// Forms written as "Empresa: …", "Cargo: …", "Período: …" say which is which.
		const label = LABEL.exec(text);
		if (label) {
			const value = tidy(label[2]);
			const kind = labelKind(label[1]);
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
		const trailingPlace = splitTrailingPlace(tidy(text), lang);
		if (trailingPlace.place) {
			location ??= formatPlace(trailingPlace.place, lang);
			text = trailingPlace.rest;
		}
		for (const raw of line === titleLine ? keepTitle(text, lang) : splitHead(text, alone, lang)) {
			const piece = tidy(raw);
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
	let company = labelledCompany ?? (labelledTitle && !assigned.company ? assigned.title : assigned.company);
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
		bullets: entry.body.map((line) => stripBullet(line.text.trim()).text).filter(Boolean),
		internship: academicSection || isInternship(title),
		head: entry.head,
		body: entry.lines.filter((line) => !entry.head.includes(line))
	};
}

/**
 * Split a head line at the separators between title, company and place. A line of table cells
 * ("Title | Company | dates", tabs read as bars) is split at the bars only, so a dash inside a
 * cell stays ("SDR – Representante de Vendas | Empresa S.A.").
 */
function splitHead(text: string, alone: boolean, lang: Lang): string[] {
	const cells = text.split(/\s*\|\s*/).filter((cell) => cell.trim());
	const named = cells.filter((cell) => !readPlace(tidy(cell), lang) && !isWorkMode(tidy(cell)));
	const parts = named.length >= 2 ? cells : text.split(STRONG).filter((part) => part.trim());
	const out: string[] = [];
	for (const part of parts) {
		// "Title at Company" / "Analista na Empresa": only when the left side reads as a role.
		const inCompany = alone && parts.length === 1 ? PT_IN.exec(part) : null;
		const at = AT.exec(part) ?? PT_AT.exec(part) ?? (inCompany && orgScore(part.slice(inCompany.index)) > 0 ? inCompany : null);
		if (at && roleScore(part.slice(0, at.index)) > 0) {
			out.push(part.slice(0, at.index), part.slice(at.index + at[0].length));
			continue;
		}
		// "Staff Accountant, Hawthorne & Pike" — a comma after a role, when what follows is not a role too.
		const comma = part.indexOf(', ');
		if (alone && parts.length === 1 && comma > 0) {
			const left = part.slice(0, comma);
			const right = part.slice(comma + 2);
			// "Frontend Engineer, Peachtree Freight Tech": the right side may hold a role-like word, but reads as an organisation.
			if (roleScore(left) > 0 && (roleScore(right) === 0 || (orgScore(right) > 0 && orgScore(right) >= roleScore(right))) && !/^(?:and|e|&)\b/i.test(right)) {
				out.push(left, right);
				continue;
			}
		}
		out.push(part);
	}
	return out;
}

/** Of two head lines, the one to keep whole as the title when the other is plainly the organisation. */
function wholeTitleLine(named: Line[], entry: Entry, lang: Lang): Line | null {
	const textOf = (line: Line) => tidy(line === entry.rangeLine && entry.range ? withoutRange(line.text, entry.range) : line.text);
	const [a, b] = named.map(textOf);
	const org = (text: string) => orgScore(text) > 0 && roleScore(text) === 0;
	const role = (text: string) => roleScore(text) > 0 && orgScore(text) === 0 && !readPlace(text, lang);
	if (org(a) && role(b)) return named[1];
	if (role(a) && org(b)) return named[0];
	return null;
}

/** A title line kept whole, but for a place or a work mode after its last dash ("Nurse — Unit — Remote"). */
function keepTitle(text: string, lang: Lang): string[] {
	const parts = text.split(new RegExp(`(${STRONG.source})`));
	const out = [...parts];
	const dropped: string[] = [];
	while (out.length >= 3) {
		const last = tidy(out[out.length - 1]);
		if (!readPlace(last, lang) && !isWorkMode(last)) break;
		dropped.unshift(last);
		out.splice(out.length - 2, 2);
	}
	return [out.join(''), ...dropped];
}

/**
 * A short undated line above a head that names both title and company is a sub-heading of the
 * section ("Earlier career", "Outras experiências"), not part of the job.
 */
function withoutSubheadings(entry: Entry, lang: Lang): Line[] {
	const { rangeLine, range } = entry;
	if (!rangeLine || !range || entry.head.length < 2 || isDateLine(rangeLine.text, lang)) return entry.head;
	const own = tidy(splitTrailingPlace(tidy(withoutRange(stripBullet(rangeLine.text).text, range)), lang).rest);
	if (splitHead(own, true, lang).filter((piece) => tidy(piece)).length < 2) return entry.head;
	return entry.head.filter((line) => {
		if (line === rangeLine) return true;
		const text = tidy(stripBullet(line.text).text);
		const subheading =
			text.split(/\s+/).length <= 4 && !/\d/.test(text) && roleScore(text) === 0 && orgScore(text) === 0 && !readPlace(text, lang) && !LABEL.test(text);
		return !subheading;
	});
}

/** Which piece is the title and which the company: role words against organisation words, then order. */
function assign(pieces: string[]): { title: string; company: string } {
	if (pieces.length === 0) return { title: '', company: '' };
	if (pieces.length === 1) {
		const only = pieces[0];
		return orgScore(only) > roleScore(only) ? { title: '', company: only } : { title: only, company: '' };
	}
	const scored = pieces.map((piece, index) => ({ piece, index, role: roleScore(piece) - orgScore(piece) }));
	const titleAt = scored.reduce((best, next) => (next.role > best.role ? next : best), scored[0]).index;
	const rest = pieces.filter((_, index) => index !== titleAt);
	// The company is the first other piece; a third piece (a department, a client) stays out.
	const company = rest.reduce((best, next) => (orgScore(next) > orgScore(best) ? next : best), rest[0]);
	return { title: pieces[titleAt], company };
}
