import { findRegistrations } from './certifications';
import { findLinks, isProfileLink } from './links';
import { countryOf, formatPlace, readPlace, splitTrailingPlace, type Lang, type Place } from './location';
import { findName, nameHandles, readName, spelledBy, unspacedByEmail } from './name';
import { BR_AREA_CODES } from '../text/places';
import { findLocalPhones, findPhone, findPhones, type Country } from './phone';
import { readHeading } from './sections';
import { isAllCaps, stripBullet, stripEmoji, tidy, simplify, type Line } from './text';

export interface BasicsFound {
	name: string | null;
	email: string | null;
	phone: string | null;
	location: string | null;
	links: string[];
	headline: string | null;
	summary: string | null;
	/** Where the person is, to read phone numbers written without a country code. */
	country: Country;
	/** Lines of the header that are name, headline or contact: not evidence of skills. */
	used: Set<number>;
	/** The line that held the name, as written ("Pat Sample, RN, BSN"). */
	nameLine: string | null;
}

const EMAIL = /[\w.+%-]+@[\w-]+(?:\.[\w-]+)+/;
// Separators that put several contact items on one line. A dash separates too, except in a place ("Recife – PE").
const SEGMENTS = /\s*(?:\||•|·|⋅|;|\s[–—]\s|\s{2,}|\t)\s*/;
const PLACE_SEGMENTS = /\s*(?:\||•|·|⋅|;|\s{2,}|\t)\s*/;
// A phone or an e-mail: what is left between them on a line that lost its separators is the place
// ("London, United Kingdom +44 7700 900321 tomas@example.com").
const CONTACT_ITEM = /\s*(?:\+?\(?\d[\d\s().–-]{7,}\d|[\w.+%-]+@[\w-]+(?:\.[\w-]+)+)\s*/;

function isContactSegment(segment: string, lang: Lang): boolean {
	return (
		EMAIL.test(segment) ||
		findPhone(segment, null) !== null ||
		findLinks(segment, true).length > 0 ||
		readPlace(segment, lang) !== null ||
		findRegistrations(segment).length > 0 ||
		/^(?:e-?mail|phone|tel|telefone|celular|cel|whatsapp|mobile|m[oó]vil|telem[oó]vel|tel[eé]fono|linkedin|github|portfolio|portf[oó]lio|site|website|address|endere[cç]o|direcci[oó]n|location|localiza[cç][aã]o)\b[^:]{0,12}:/i.test(segment)
	);
}

/**
 * "Niteroi/RJ - +55 (21) 9.0000-0412 - ana@example.com": contact items joined by plain dashes or
 * slashes. A place can hold the same dash ("Recife - PE", "Belo Horizonte / MG"), so each piece is
 * tried alone and with the next one.
 */
function dashPieces(text: string): string[] {
	if (!EMAIL.test(text) && !findPhone(text, null)) return [];
	// "Portland, Maine / (207) 555-0108 / ana@example.com": a slash between spaces separates the same way.
	const pieces = text.split(/\s[-–—/]\s/).map((piece) => piece.trim());
	if (pieces.length < 2) return [];
	return pieces.flatMap((piece, i) => (i + 1 < pieces.length ? [piece, `${piece} - ${pieces[i + 1]}`] : [piece]));
}

/** A line of contact items: an e-mail, a phone label or a phone-like number, no sentence. */
function isContactLine(text: string): boolean {
	return EMAIL.test(text) || /\b(?:tel|telefone|fone|phone|celular|cel|whatsapp|mobile|contato|contact|tlf)\b|m[oó]vil|telem[oó]vel|tel[eé]fono/i.test(text);
}

/** The first name in the whole text that the handles spell (any first name when there are none). */
function nameAnywhere(lines: string[], handles: string): ReturnType<typeof findName> {
	for (let start = 0, tries = 0; start < lines.length && tries < 12; tries++) {
		const found = findName(lines.slice(start), lines.length, handles);
		if (!found) return null;
		if (!handles || spelledBy(found.name, handles)) return { ...found, at: found.at + start };
		start += found.at + 1;
	}
	return null;
}

/**
 * Name, contact, headline and summary. `zone` is the header block plus any "Contact" section;
 * two-column PDFs can put those lines anywhere, so e-mail and phone fall back to the whole text.
 */
export function readBasics(input: { header: Line[]; contact: Line[]; summary: Line[]; all: Line[]; lang: Lang }): BasicsFound {
	const { header, contact, summary, all, lang } = input;
	const used = new Set<number>();
	const headerLines = header.filter((line) => line.text.trim());

	// "T O M Á S L I N D Q V I S T": a name spaced out letter by letter whose word gaps a reader
	// lost; the e-mail address tells where the words break.
	const local = EMAIL.exec(all.map((line) => line.text).join('\n'))?.[0].split('@')[0] ?? null;
	const asName = (line: Line) => unspacedByEmail(line.text, local) ?? line.text;
	// Two-column PDFs can put a sidebar before the name: without a name in the header, look everywhere.
	// Profile links are often written without a scheme ("linkedin.com/in/…"): read bare addresses too;
	// nameHandles keeps only LinkedIn, GitHub and GitLab ones.
	const handles = nameHandles(local ? `${local}@` : null, all.flatMap((line) => findLinks(line.text, true).map((hit) => hit.url)));
	const inHeader = findName(headerLines.map(asName), 12, handles);
	const nameLines = inHeader ? headerLines : all;
	// Away from the header, a capitalised phrase is as often a heading, a metric or a project as a
	// name ("Tax Savings Delivered", "Core Expertise"): one found there counts only when the person's
	// e-mail or profile link spells it.
	const named = inHeader ?? nameAnywhere(all.map(asName), handles);
	if (named) used.add(nameLines[named.at].index);

	// Contact lines: the header, a "Contact" section, the lines around the name, and any line with an
	// e-mail or a phone (a reader may have moved them away from the top).
	const zone: Line[] = [];
	const seen = new Set<number>();
	const take = (line: Line | undefined) => {
		if (line && line.text.trim() && !seen.has(line.index)) {
			seen.add(line.index);
			zone.push(line);
		}
	};
	headerLines.forEach(take);
	contact.forEach(take);
	if (named) {
		// Up to the first heading: "Education" after a name and a contact line starts the degrees,
		// and the school's "Boston, MA" is not where the person lives.
		const at = nameLines[named.at].index;
		for (let i = at + 1; i <= at + 4 && i < all.length && !readHeading(all[i].text); i++) take(all[i]);
	}
	all.filter((line) => EMAIL.test(line.text) || findPhone(line.text, lang === 'pt' ? 'BR' : null)).forEach(take);

	const emailLine = zone.find((line) => EMAIL.test(line.text)) ?? all.find((line) => EMAIL.test(line.text));
	const email = emailLine ? EMAIL.exec(emailLine.text)![0].replace(/\.$/, '') : null;

	let place: Place | null = null;
	// Without a place in the header, the lines beside the e-mail or phone wherever they are (a
	// template's footer: "Columbus, OH, USA" above "(614) 555-0100 • ana@example.org").
	const besideContact = all.flatMap((line, i) =>
		EMAIL.test(line.text) || findPhone(line.text, lang === 'pt' ? 'BR' : null) ? all.slice(Math.max(0, i - 1), i + 2) : []
	);
	for (const line of [...zone, ...besideContact.filter((line) => !zone.includes(line))]) {
		for (const raw of [line.text, ...line.text.split(PLACE_SEGMENTS), ...dashPieces(line.text), ...line.text.split(CONTACT_ITEM)]) {
			// "📍 Atlanta, Georgia": icons mark contact items; a reader may have made one a bullet ("- London, UK").
			const segment = stripEmoji(stripBullet(raw.trim()).text);
			// An address ends with the place: "Rua das Flores, 123 – Boa Viagem, Recife – PE, 51000-000".
			const clean = segment.replace(/[\s,–-]+(?:cep:?\s*)?\d{5}(?:-\d{3,4})?\s*$/i, '');
			place = readPlace(clean, lang) ?? splitTrailingPlace(clean, lang).place;
			if (place) break;
		}
		if (place) {
			used.add(line.index);
			break;
		}
	}
	const country: Country = countryOf(place) ?? (lang === 'pt' ? 'BR' : null);

	// The first number; in Brazil a mobile before a landline (the number people answer and use on WhatsApp).
	const phoneIn = (lines: Line[]) => {
		const numbers = lines.flatMap((line) => findPhones(line.text, country).map((found) => found.phone));
		return numbers.find((phone) => /^\+55 \d\d 9\d{4}-/.test(phone)) ?? numbers[0] ?? null;
	};
	// Without an area code, a Brazilian number takes the code of the city the resume gives.
	const areaCode = place?.country === 'BR' ? BR_AREA_CODES[simplify(place.city)] : undefined;
	const localIn = (lines: Line[]) => (areaCode ? (lines.flatMap((line) => findLocalPhones(line.text, areaCode))[0]?.phone ?? null) : null);
	const phone = phoneIn(zone) ?? phoneIn(all) ?? localIn(zone.filter((line) => isContactLine(line.text)));

	const links: string[] = [];
	const add = (url: string) => {
		const key = url.toLowerCase().replace(/^https?:\/\/(?:www\.)?/, '').replace(/\/$/, '');
		if (!links.some((known) => known.toLowerCase().replace(/^https?:\/\/(?:www\.)?/, '').replace(/\/$/, '') === key)) links.push(url);
	};
	for (const text of withWrappedAddresses(zone.map((line) => line.text))) for (const hit of findLinks(text, true)) add(hit.url);
	for (const line of all) for (const hit of findLinks(line.text, false)) if (isProfileLink(hit.url)) add(hit.url);

	for (const line of zone) if (line.text.split(SEGMENTS).some((segment) => isContactSegment(segment, lang))) used.add(line.index);

	const headline = findHeadline(nameLines, named, lang, used, place?.city ?? null);

	return {
		name: named?.name ?? null,
		email,
		phone,
		location: place ? formatPlace(place, lang) : null,
		links,
		headline,
		summary: readSummary(summary, headerLines, used),
		country: countryOf(place) ?? (lang === 'pt' ? 'BR' : phone?.startsWith('+55') ? 'BR' : phone?.startsWith('+1') ? 'US' : null),
		used,
		nameLine: named ? nameLines[named.at].text : null
	};
}

/** The title line under the name ("Senior Accountant", "Enfermeira | UTI Adulto"), emoji dropped. */
function findHeadline(lines: Line[], named: ReturnType<typeof findName>, lang: Lang, used: Set<number>, city: string | null): string | null {
	if (!named) return null;
	const nameKey = simplify(named.name);
	for (let i = named.at + 1; i < Math.min(lines.length, named.at + 6); i++) {
		const text = stripEmoji(lines[i].text).trim();
		if (!text) continue;
		const asName = readName(text);
		// The rest of a name that wrapped ("PRIYA LYNN" above "PEMBERTON") is still the name.
		const nameWords = nameKey.split(' ');
		const partOfName = isAllCaps(text) && simplify(text).split(' ').every((word) => nameWords.includes(word));
		if ((asName && simplify(asName) === nameKey) || partOfName) {
			used.add(lines[i].index);
			continue;
		}
		// Europass: "Desired employment / Occupational field | Staff Nurse" names the headline; the
		// other rows of the form ("Address | …", "Telephone | …") are contact, never a headline.
		const wanted = HEADLINE_LABEL.exec(text);
		if (wanted) {
			used.add(lines[i].index);
			return tidy(wanted[1]) || null;
		}
		if (FORM_CONTACT_ROW.test(text)) continue;
		if (readHeading(text)) break;
		// The person's town on a line of its own ("Juiz de Fora – MG") is where, not what.
		if (readPlace(tidy(stripBullet(text).text), lang)) continue;
		const candidate = tidy(stripBullet(withoutContact(text, lang, city)).text);
		if (!candidate) continue;
		// A sentence is the summary, not a headline.
		if (candidate.split(/\s+/).length > 14 || /[.!?]$/.test(candidate)) break;
		used.add(lines[i].index);
		return candidate;
	}
	return named.after ? tidy(withoutContact(stripEmoji(named.after), lang, city)) || null : null;
}

// Europass wraps its long label: "Desired employment /" on the value's line, "Occupational field" below.
const HEADLINE_LABEL = /^(?:desired employment(?:\s*\/\s*(?:occupational field)?)?|occupational field|emprego pretendido(?:\s*\/\s*(?:[aá]rea(?: funcional)?)?)?|[aá]rea funcional|cargo pretendido)\s*(?::|\|)\s*(\S.*)$/i;
const FORM_CONTACT_ROW = /^(?:home ?page|p[aá]gina pessoal|website|web site|site|address(?:es)?|morada\(?s?\)?|endere[cç]o|telephone\(?s?\)?|telefone\(?s?\)?|telem[oó]vel|mobile|fax|e-?mail(?: pessoal)?|personal e-?mail|nationality|nacionalidade|date of birth|data de nascimento|gender|sexo)\s*(?::|\|)/i;

// A web address a narrow column broke in two: "linkedin.example.com/in/tain" above "a-oliveira-batista".
const ADDRESS_END = /(?:^|\s)(?:https?:\/\/)?[\w-]+(?:\.[\w-]+)+\/[\w./-]*$/;
const ADDRESS_REST = /^[a-z0-9][\w./-]*$/;

/** The lines with a web address broken over two of them joined again (the broken pair is kept too). */
function withWrappedAddresses(texts: string[]): string[] {
	const out = [...texts];
	for (let i = 0; i + 1 < texts.length; i++) {
		const upper = texts[i].trim();
		const lower = texts[i + 1].trim();
		if (ADDRESS_END.test(upper) && ADDRESS_REST.test(lower) && !EMAIL.test(lower)) out.push(upper + lower);
	}
	return out;
}

// What a job portal puts beside a headline: "7 yrs", "8y 2m", "₹ 18 Lacs", "12 LPA".
const PROFILE_META = /^(?:\d+(?:\.\d+)?\s*\+?\s*(?:yrs?|years?|anos|años|y)(?:\s*\d+\s*(?:m|mos?|months?|meses))?|(?:₹|rs\.?|inr)\s*[\d.,]+.*|[\d.,]+\s*(?:lacs?|lakhs?|lpa|ctc)\b.*)$/i;

/**
 * A line with its contact items cut out: "Enfermeira – UTI | COREN-PE 654.321" → "Enfermeira – UTI";
 * also a job portal's years and pay, and the person's city alone ("Chartered Accountant | 7 yrs | Chennai").
 */
function withoutContact(text: string, lang: Lang, city: string | null = null): string {
	const parts = text.split(new RegExp(`(${SEGMENTS.source})`));
	let out = '';
	for (let i = 0; i < parts.length; i += 2) {
		const segment = parts[i];
		if (!segment || isContactSegment(segment, lang) || PROFILE_META.test(segment.trim())) continue;
		if (city && simplify(segment) === simplify(city)) continue;
		out += (out ? parts[i - 1] ?? ' ' : '') + segment;
	}
	return out;
}

/** The summary section's text; without one, a paragraph left in the header block. */
function readSummary(summary: Line[], header: Line[], used: Set<number>): string | null {
	const fromSection = summary
		.map((line) => stripBullet(line.text).text.trim())
		.filter(Boolean)
		.join(' ');
	if (fromSection) return fromSection;
	const prose = header.filter((line) => !used.has(line.index) && line.text.split(/\s+/).length >= 12);
	return prose.length ? prose.map((line) => line.text.trim()).join(' ') : null;
}
