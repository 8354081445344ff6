/** How a job's head line splits into title, company and place: the separators between them, and which piece is which. */

import { findSkills } from '../skills/matcher';
import { foldText } from '../text/normalize';
import { withoutRange } from './dates';
import { isDateLine, type Entry } from './entries';
import { LABEL } from './fields';
import { CITY_START, isWorkMode, readPlace, splitTrailingPlace, type Lang, type Place } from './location';
import { orgScore, roleScore } from './roles';
import { isAllCaps, simplify, stripBullet, tidy, type Line } from './text';

// Between title and company: dashes with spaces, bars, bullets, "at", "@", pt "na"/"no"/"em".
// "›" and "»" are a template's arrows between title and company ("DATA ENGINEER › Expedia Group").
export const STRONG = /\s+[—–]\s+|\s+-\s+|\s*\|\s*|\s+[•·›»]\s+|\s+@\s+/;
export const AT = /\s+(?:at|@)\s+/i;
const PT_AT = /\s+(?:na|no)\s+(?=\p{Lu})/u;
// "em" more often names a field ("Estágio em Farmácia Hospitalar", "Técnico em Enfermagem") than a
// company: it separates them only in a head of one line, before an organisation's name.
const PT_IN = /\s+em\s+(?=\p{Lu})/u;
// Spanish "en" is both "at" and "in a field" ("Desarrolladora Web en Estudi Blau", "Especialista en
// Marketing Digital"): it separates only before an organisation or a name that is no skill.
const ES_AT = /\s+en\s+(?=\p{Lu})/u;
// A job portal's "<Company> as <Title>" ("Kestrel Infotech Pvt Ltd as Senior Software Engineer").
const AS = /\s+as\s+(?=\p{Lu})/u;

// Public bodies that employ and post their staff to a unit (a school, a clinic): the employer.
const PUBLIC_EMPLOYER = /^(?:rede (?:municipal|estadual|federal|p[uú]blica)|prefeitura|secretaria (?:municipal|estadual|de estado|da|de)|governo|minist[eé]rio|ayuntamiento|consejer[ií]a)\b/i;

/**
 * An employer and a role with the employer's place between them and no separator: "Target
 * Minneapolis, MN Senior DevOps Engineer", "Flipkart Bangalore, India Build and Release Engineer".
 * Only when what follows the place reads as a role and what comes before it does not.
 */
export function placeBetween(text: string, lang: Lang): { before: string; place: Place; after: string } | null {
	if (/\s[|–—]\s/.test(text)) return null;
	for (const comma of text.matchAll(/,\s*(\p{Lu}[\p{L}]+|[A-Z]{2})\s+(?=\p{Lu})/gu)) {
		const after = text.slice(comma.index + comma[0].length);
		if (roleScore(after) === 0 || orgScore(after) > 0) continue;
		const words = text.slice(0, comma.index).split(/\s+/);
		// The town is the word before the comma, or two or three when it starts with "San", "New", "Fort"…
		let k = 1;
		while (k < words.length - 1 && k < 3 && CITY_START.has(foldText(words[words.length - k - 1]))) k++;
		const before = words.slice(0, words.length - k).join(' ');
		const place = readPlace(`${words.slice(words.length - k).join(' ')}, ${comma[1]}`, lang);
		if (place && before && roleScore(before) === 0 && /^\p{Lu}/u.test(before)) return { before, place, after };
	}
	return null;
}

/**
 * Split a head line at the separators between title, company and place. A line of table cells
 * ("Title | Company | dates", tabs read as bars) is split at the bars only, so a dash inside a
 * cell stays ("SDR – Representante de Vendas | Empresa S.A.").
 */
export function splitHead(text: string, alone: boolean, lang: Lang): string[] {
	const cells = text.split(/\s*\|\s*/).filter((cell) => cell.trim());
	const named = cells.filter((cell) => !readPlace(tidy(cell), lang) && !isWorkMode(tidy(cell)));
	const inCells = named.length >= 2;
	const parts = inCells ? cells : text.split(STRONG).filter((part) => part.trim());
	const out: string[] = [];
	for (const part of parts) {
		// "Kestrel Infotech Pvt Ltd as Senior Software Engineer": the company, then the title.
		const as = AS.exec(part);
		// "Office of the Oakridge City Attorney as Senior Counsel": an employer may hold a role word when it reads as an organisation.
		const employerFirst = as ? part.slice(0, as.index) : '';
		if (as && roleScore(part.slice(as.index)) > 0 && (roleScore(employerFirst) === 0 || orgScore(employerFirst) > 0)) {
			out.push(part.slice(0, as.index), part.slice(as.index + as[0].length));
			continue;
		}
		// "Title at Company" / "Analista na Empresa": only when the left side reads as a role.
		const inCompany = alone && parts.length === 1 ? PT_IN.exec(part) : null;
		const esAt = ES_AT.exec(part);
		const inSpanish = esAt && isEmployerName(part.slice(esAt.index + esAt[0].length)) ? esAt : null;
		const at = AT.exec(part) ?? PT_AT.exec(part) ?? (inCompany && orgScore(part.slice(inCompany.index)) > 0 ? inCompany : null) ?? inSpanish;
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
			// …or a left side with no organisation word before one that reads as an organisation
			// ("Clinical Caseworker, Fairhaven County Department of Family Services").
			const roleThenOrg = roleScore(left) > 0 && (roleScore(right) === 0 || (orgScore(right) > 0 && orgScore(right) >= roleScore(right)));
			const plainThenOrg = orgScore(left) === 0 && orgScore(right) > 0 && roleScore(right) === 0 && left.split(/\s+/).length <= 6;
			if ((roleThenOrg || plainThenOrg) && !/^(?:and|e|&)\b/i.test(right) && !isFirmOfPartners(part)) {
				// "Analista Financeira, Banco Atlântico Norte, Lisboa": the town after the company.
				out.push(left, ...withoutTown(right));
				continue;
			}
		}
		// "Summit Valley Health, Nursing Supervisor", "Summit Valley Health / Nursing Supervisor": the
		// employer first, then the role, after a comma or a spaced slash — only when one side reads as an
		// organisation and nothing else, the other as a role ("Data Engineer / ETL Developer" stays whole).
		const weak = alone && parts.length === 1 ? /\s+\/\s+|,\s+/.exec(part.replace(/\s*\/\s*$/, '')) : null;
		if (weak) {
			const whole = part.replace(/\s*\/\s*$/, '');
			const [left, right] = [whole.slice(0, weak.index), whole.slice(weak.index + weak[0].length)];
			if (orgScore(left) > 0 && roleScore(left) === 0 && roleScore(right) > 0 && orgScore(right) === 0 && !/[,/]/.test(right)) {
				out.push(left, right);
				continue;
			}
		}
		out.push(part);
	}
	// Table cells keep their own order of things; a unit before the employer is read in a line.
	return inCells ? out : withUnitInTitle(out, text);
}

/** "Abernathy, Lindqvist & Co.", "Falcão, Pereira e Associados": the partners' names of one firm, commas and all. */
function isFirmOfPartners(text: string): boolean {
	const m = /^((?:\p{Lu}[\p{L}'’-]+,\s+)+\p{Lu}[\p{L}'’-]+)\s+(?:&|and|e)\s+\p{Lu}/u.exec(text.trim());
	// Surnames, not a title before them ("Paralegal, Abernathy, Lindqvist & Co.").
	return !!m && m[1].split(/,\s+/).every((name) => roleScore(name) === 0);
}

/** Whether a phrase after Spanish "en" names an employer: an organisation, or a name that is no skill. */
function isEmployerName(phrase: string): boolean {
	if (orgScore(phrase) > 0) return true;
	const words = phrase.trim().split(/\s+/);
	return words.length <= 4 && words.every((word) => /^\p{Lu}/u.test(word)) && roleScore(phrase) === 0 && findSkills(phrase).length === 0;
}

/** "Banco Atlântico Norte, Lisboa" → the company and its town (a short name with no organisation, role or skill word). */
function withoutTown(phrase: string): string[] {
	const comma = phrase.lastIndexOf(', ');
	if (comma < 0) return [phrase];
	const town = phrase.slice(comma + 2).trim();
	const words = town.split(/\s+/);
	const plain = words.length <= 3 && words.every((word) => /^\p{Lu}[\p{Ll}'’.-]*$/u.test(word) || /^d[aoe]s?$|^de$|^del$/.test(word));
	if (!plain || orgScore(town) > 0 || roleScore(town) > 0 || findSkills(town).length > 0) return [phrase];
	return [phrase.slice(0, comma).trim(), town];
}

/**
 * The unit or specialty written between a role and its employer belongs to the title:
 * "Registered Nurse – Cardiac ICU — Lakeshore Mercy Hospital", "Enfermeira – UTI Neonatal —
 * Hospital Santa Clara", "Physical Therapist – Outpatient Orthopedics, Riverside Clinic".
 * Only when the role comes first, the employer last, and nothing between names an organisation.
 */
function withUnitInTitle(pieces: string[], text: string): string[] {
	const parts = pieces.map((piece) => piece.trim()).filter(Boolean);
	if (parts.length < 2 || roleScore(parts[0]) === 0 || orgScore(parts[0]) > 0) return pieces;
	const employer = (piece: string) => orgScore(piece) > 0 && roleScore(piece) === 0;
	// A unit names less of an organisation than its employer ("Acute Care", "Medical-Surgical Unit"
	// beside "Valley Oaks Medical Center") and has no legal form of its own.
	const unitOf = (last: string) => (piece: string) =>
		roleScore(piece) === 0 && orgScore(piece) < orgScore(last) && !/&|\b(?:inc|ltd|llc|ltda|corp|s\.a)\b/i.test(piece) && !PUBLIC_EMPLOYER.test(piece);
	const last = parts[parts.length - 1];
	// "… – Outpatient Orthopedics, Riverside Clinic": the unit and the employer share the last piece.
	const comma = last.lastIndexOf(', ');
	if (parts.length === 2 && comma > 0 && !isFirmOfPartners(last) && employer(last.slice(comma + 2)) && unitOf(last.slice(comma + 2))(last.slice(0, comma))) {
		const unit = last.slice(0, comma);
		const joiner = text.slice(text.indexOf(parts[0]) + parts[0].length, text.indexOf(unit));
		return [parts[0] + (joiner || ' – ') + unit, last.slice(comma + 2)];
	}
	if (parts.length < 3 || !employer(last) || !parts.slice(1, -1).every(unitOf(last))) return pieces;
	// The title as written, separators and all, up to the employer.
	const from = text.indexOf(parts[0]);
	const to = text.lastIndexOf(last);
	if (from < 0 || to <= from) return pieces;
	const title = text.slice(from, to).replace(/[\s—–|•·@-]+$/, '');
	return [title, last];
}

/** Of two head lines, the one to keep whole as the title when the other is plainly the organisation. */
export function wholeTitleLine(named: Line[], entry: Entry, lang: Lang): Line | null {
	const textOf = (line: Line) => tidy(line === entry.rangeLine && entry.range ? withoutRange(line.text, entry.range) : line.text);
	const [a, b] = named.map(textOf);
	const org = (text: string) => orgScore(text) > 0 && roleScore(text) === 0;
	const role = (text: string) => roleScore(text) > 0 && orgScore(text) === 0 && !readPlace(text, lang);
	if (org(a) && role(b)) return named[1];
	if (role(a) && org(b)) return named[0];
	return null;
}

/** A title line kept whole, but for a place or a work mode after its last dash ("Nurse — Unit — Remote"). */
export function keepTitle(text: string, lang: Lang): string[] {
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
export function withoutSubheadings(entry: Entry, lang: Lang): Line[] {
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
type Order = { titleFirst: boolean; decided: boolean };

export function assign(pieces: string[]): { title: string; company: string; order?: Order } {
	if (pieces.length === 0) return { title: '', company: '' };
	if (pieces.length === 2) {
		// Two names, one per line or cell: the words decide which is the title; a tie is the document's usual order's to settle.
		const [a, b] = pieces.map((piece) => roleScore(piece) - orgScore(piece));
		if (a !== b)
			return a > b
				? { title: pieces[0], company: pieces[1], order: { titleFirst: true, decided: true } }
				: { title: pieces[1], company: pieces[0], order: { titleFirst: false, decided: true } };
		if (!PUBLIC_EMPLOYER.test(pieces[0])) return { title: pieces[0], company: pieces[1], order: { titleFirst: true, decided: false } };
	}
	if (pieces.length === 1) {
		const only = pieces[0];
		const glued = splitGlued(only);
		if (glued) return { title: glued[0], company: glued[1] };
		return orgScore(only) > roleScore(only) ? { title: '', company: only } : { title: only, company: '' };
	}
	const scored = pieces.map((piece, index) => ({ piece, index, role: roleScore(piece) - orgScore(piece) }));
	const titleAt = scored.reduce((best, next) => (next.role > best.role ? next : best), scored[0]).index;
	const rest = pieces.filter((_, index) => index !== titleAt);
	// The company is the first other piece; a third piece (a department, a client) stays out. A public
	// body that posts its staff ("Rede Estadual de Minas Gerais") is the employer of the school it names.
	const company = rest.find((piece) => PUBLIC_EMPLOYER.test(piece)) ?? rest.reduce((best, next) => (orgScore(next) > orgScore(best) ? next : best), rest[0]);
	return { title: pieces[titleAt], company };
}

// Seniority and rank words: they start a title, they never end one.
const RANK = new Set(['senior', 'sr', 'junior', 'jr', 'lead', 'principal', 'staff', 'chief', 'head', 'pleno', 'associate']);

/**
 * A title and its employer written one after the other with no separator, as a template's bold
 * title then plain company reads once the styles are gone: a title in capitals before a name in
 * mixed case ("DATA ENGINEER FedEx", "SR. DATA ENGINEER LinkedIn"), or a title ending on its role
 * noun before a name an organisation word ends ("Lead Java Developer TechCorp Solutions"). Null
 * when the line does not split so.
 */
function splitGlued(text: string): [string, string] | null {
	const words = text.split(/\s+/);
	if (words.length < 3) return null;
	const caps = (word: string) => /\p{L}{2}/u.test(word) && isAllCaps(word);
	const capsRun = words.findIndex((word) => !caps(word) && !/^[&/-]$/.test(word));
	if (capsRun >= 2 && /^\p{Lu}/u.test(words[capsRun])) {
		const title = words.slice(0, capsRun).join(' ');
		const company = words.slice(capsRun).join(' ');
		// The name after the capitals is in mixed case: "COORDENADOR DE GENTE E GESTÃO" is one title in capitals.
		if (roleScore(title) > 0 && roleScore(company) === 0 && !isAllCaps(company)) return [title, company];
	}
	// The last word a role noun (not a rank), followed by capitalised words an organisation word closes.
	for (let i = words.length - 2; i >= 1; i--) {
		const noun = simplify(words[i]);
		// "Vel Tech University": a word that also names organisations is no role noun here.
		if (!roleScore(words[i]) || RANK.has(noun) || orgScore(words[i]) > 0) continue;
		const title = words.slice(0, i + 1).join(' ');
		const company = words.slice(i + 1);
		const named = company.every((word) => /^[\p{Lu}\d]/u.test(word));
		if (named && roleScore(company.join(' ')) === 0 && orgScore(company[company.length - 1]) > 0) return [title, company.join(' ')];
		break;
	}
	return null;
}
