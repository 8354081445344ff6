import type { JobHints, Salary, SalaryPeriod } from '../job-parse/schema';
import { formatPlace } from '../job-parse/location';
import { skillsOfList } from '../job-parse/skills';
import { cleanTitle } from '../job-parse/title';
import { yearsInLine } from '../job-parse/years';
import { htmlToText } from './content';
import { attr, decodeEntities, elements, scriptText, type Node } from './tree';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** What a page's schema.org JobPosting says. */
export interface JobPostingData {
	/** Facts that win over the text: title, company, salary, an address, months of experience, dates. */
	hints: JobHints;
	/** Facts used only when the text says nothing: work mode, employment type, skills list. */
	defaults: JobHints;
	/** The posting's description as plain text, one block per line (it is HTML inside the JSON). */
	description: string;
	/**
	 * Its `responsibilities`, `qualifications`, education and experience asked and `skills` that the
	 * description does not already say, each under a heading the parser knows: added to a thin description.
	 */
	extraText: string[];
	/** The posting's own address (`url`), made absolute against the page's; null when it has none. */
	url: string | null;
}

/**
 * The schema.org JobPostings in the page's `<script type="application/ld+json">` blocks, in page
 * order: an object, an array, an `@graph`, nested under `mainEntity` or an ItemList, in one block or
 * several. References (`{"@id": …}`, e.g. a `hiringOrganization` elsewhere in the `@graph`) are
 * resolved against every object of the page that carries that `@id`.
 */
export function readJsonLdPostings(document: Node): JsonObject[] {
	const blocks: Json[] = [];
	for (const element of elements(document)) {
		if (element.tagName !== 'script' || !/ld\+json/i.test(attr(element, 'type') ?? '')) continue;
		const data = parseJson(scriptText(element));
		if (data !== undefined) blocks.push(data);
	}
	const ids = new Map<string, JsonObject>();
	for (const block of blocks) collectIds(block, ids, 0);
	const postings: JsonObject[] = [];
	for (const block of blocks) findPostings(block, postings, ids, 0);
	return postings.map((posting) => withReferences(posting, ids, 0) as JsonObject);
}

function parseJson(raw: string): Json | undefined {
	const text = raw.trim().replace(/^<!--|-->$/g, '').replace(/^\s*\/\/.*$/gm, '');
	try {
		return JSON.parse(text) as Json;
	} catch {
		// Hand-written blocks often hold raw line breaks inside strings or a trailing comma.
		try {
			return JSON.parse(text.replace(/[\r\n\t]+/g, ' ').replace(/,\s*([}\]])/g, '$1')) as Json;
		} catch {
			return undefined;
		}
	}
}

export function isObject(value: Json | undefined): value is JsonObject {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function typeIs(value: JsonObject, name: string): boolean {
	const type = value['@type'];
	const types = Array.isArray(type) ? type : [type];
	return types.some((item) => typeof item === 'string' && item.replace(/^.*[/:#]/, '') === name);
}

/** A reference only: `{"@id": "…"}` (an `@type` beside it adds nothing to read). */
const isReference = (value: JsonObject) => typeof value['@id'] === 'string' && Object.keys(value).every((key) => key === '@id' || key === '@type');

function collectIds(value: Json, ids: Map<string, JsonObject>, depth: number): void {
	if (depth > 12) return;
	if (Array.isArray(value)) for (const item of value) collectIds(item, ids, depth + 1);
	else if (isObject(value)) {
		const id = value['@id'];
		if (typeof id === 'string' && !isReference(value) && !ids.has(id)) ids.set(id, value);
		for (const inner of Object.values(value)) collectIds(inner, ids, depth + 1);
	}
}

/** Every JobPosting in the data, a reference to one included; not the ones inside a posting. */
function findPostings(value: Json, found: JsonObject[], ids: Map<string, JsonObject>, depth: number): void {
	if (depth > 12) return;
	if (Array.isArray(value)) {
		for (const item of value) findPostings(item, found, ids, depth + 1);
		return;
	}
	if (!isObject(value)) return;
	const target = isReference(value) ? (ids.get(value['@id'] as string) ?? value) : value;
	if (typeIs(target, 'JobPosting')) {
		if (!found.includes(target)) found.push(target);
		return;
	}
	if (target !== value) return;
	for (const inner of Object.values(value)) findPostings(inner, found, ids, depth + 1);
}

/** The posting with every reference inside it replaced by the object it names (a cycle stops at its reference). */
function withReferences(value: Json, ids: Map<string, JsonObject>, depth: number, seen: Set<JsonObject> = new Set()): Json {
	if (depth > 8) return value;
	if (Array.isArray(value)) return value.map((item) => withReferences(item, ids, depth + 1, seen));
	if (!isObject(value)) return value;
	const target = isReference(value) ? ids.get(value['@id'] as string) : value;
	if (!target || seen.has(target)) return value;
	const inner = new Set(seen).add(target);
	return Object.fromEntries(Object.entries(target).map(([key, item]) => [key, withReferences(item, ids, depth + 1, inner)]));
}

/**
 * A text field's value as plain text: HTML entities decoded once ("R&amp;D Engineer &#8211;
 * Embedded" → "R&D Engineer – Embedded"; "&amp;amp;" → "&amp;"), spaces collapsed. An object gives
 * its name; a list its values, apart by commas.
 */
export function text(value: Json | undefined): string | null {
	if (typeof value === 'string') return decodeEntities(value).replace(/\s+/g, ' ').trim() || null;
	if (typeof value === 'number') return String(value);
	if (Array.isArray(value)) {
		const parts = value.map((item) => text(item)).filter((item): item is string => Boolean(item));
		return parts.length ? [...new Set(parts)].join(', ') : null;
	}
	if (isObject(value)) return text(value.name) ?? text(value['@value']);
	return null;
}

const EMPLOYMENT: Record<string, JobHints['employmentType']> = {
	FULL_TIME: 'full-time',
	FULLTIME: 'full-time',
	PART_TIME: 'part-time',
	PARTTIME: 'part-time',
	CONTRACTOR: 'contract',
	CONTRACT: 'contract',
	TEMPORARY: 'temporary',
	INTERN: 'internship',
	INTERNSHIP: 'internship',
	PER_DIEM: 'temporary',
	SEASONAL: 'temporary'
};

/** "FULL_TIME", ["FULL_TIME", "CONTRACTOR"], "Full-time, Contractor", "https://schema.org/PartTime" → the first known. */
function employmentOf(value: Json | undefined): JobHints['employmentType'] | undefined {
	const items = (Array.isArray(value) ? value : [value]).flatMap((item) => (typeof item === 'string' ? decodeEntities(item).split(/\s*[,;/|]\s*/) : []));
	for (const item of items) {
		const type = EMPLOYMENT[item.trim().replace(/^.*[/:#]/, '').toUpperCase().replace(/[\s-]+/g, '_')];
		if (type) return type;
	}
	return undefined;
}

/**
 * A JobPosting as hints and defaults for the parser. `pageUrl` makes its own `url` absolute;
 * `lang` is the page's language, for the title and the place.
 */
export function toPostingData(posting: JsonObject, lang: 'en' | 'pt', pageUrl?: string): JobPostingData {
	const hints: JobHints = {};
	const defaults: JobHints = {};

	const title = text(posting.title) ?? text(posting.name);
	if (title) {
		const clean = cleanTitle(title, lang).title;
		if (clean) hints.title = clean;
	}
	const organization = Array.isArray(posting.hiringOrganization) ? posting.hiringOrganization[0] : posting.hiringOrganization;
	const company = text(organization) ?? (isObject(organization) ? text(organization.legalName) : null);
	if (company) hints.company = company;

	const place = locationOf(posting.jobLocation, lang);
	if (place) hints.location = place;

	const locationType = text(posting.jobLocationType);
	if (locationType && /telecommute/i.test(locationType)) defaults.workMode = 'remote';

	const employment = employmentOf(posting.employmentType);
	if (employment) defaults.employmentType = employment;

	const salary = salaryOf(posting.baseSalary, text(posting.salaryCurrency)) ?? salaryOf(posting.estimatedSalary, text(posting.salaryCurrency));
	if (salary) hints.salary = salary;

	const years = yearsOf(posting.experienceRequirements);
	if (years !== null) hints.minYearsExperience = years;

	const posted = dateOf(posting.datePosted);
	if (posted) hints.datePosted = posted;
	const until = dateOf(posting.validThrough);
	if (until) hints.validThrough = until;
	const applicants = placesOf(posting.applicantLocationRequirements);
	if (applicants.length) hints.applicantLocations = applicants;

	const skills = listText(posting.skills);
	if (skills) defaults.requiredSkills = skillsOfList(skills);

	const description = typeof posting.description === 'string' ? htmlToText(posting.description).trim() : '';
	// Under a heading each, so that a line of them is never read as the company or the title.
	const extraText = EXTRA_FIELDS.flatMap(([field, en, pt]) => {
		const value = listText(posting[field]);
		return value && !description.includes(value) ? [`${lang === 'pt' ? pt : en}\n${value}`] : [];
	});
	return { hints, defaults, description, extraText, url: urlOf(posting, pageUrl) };
}

const EXTRA_FIELDS: [string, string, string][] = [
	['responsibilities', 'Responsibilities', 'Responsabilidades'],
	['qualifications', 'Qualifications', 'Qualificações'],
	['educationRequirements', 'Education', 'Formação'],
	['experienceRequirements', 'Experience', 'Experiência'],
	['skills', 'Skills', 'Competências']
];

/**
 * A field that may be HTML, a list or an object (a DefinedTerm, a credential) as text: its HTML
 * read as text, an object by its name or description, a list one item a line.
 */
function listText(value: Json | undefined): string | null {
	if (typeof value === 'string') return htmlToText(value).trim() || null;
	if (Array.isArray(value)) {
		const parts = value.map((item) => listText(item)).filter((item): item is string => Boolean(item));
		return parts.length ? parts.join('\n') : null;
	}
	if (isObject(value)) return text(value.name) ?? text(value.description) ?? text(value.credentialCategory) ?? text(value['@value']);
	return null;
}

function urlOf(posting: JsonObject, pageUrl?: string): string | null {
	const own = text(posting.url) ?? (typeof posting['@id'] === 'string' && /^https?:/i.test(posting['@id']) ? posting['@id'].replace(/#.*$/, '') : null);
	if (!own) return null;
	try {
		const absolute = new URL(own, pageUrl);
		return /^https?:$/.test(absolute.protocol) ? absolute.href : null;
	} catch {
		return null;
	}
}

/** The first place of `jobLocation`: a Place with a PostalAddress (or an address written out). */
function locationOf(value: Json | undefined, lang: 'en' | 'pt'): string | null {
	for (const item of Array.isArray(value) ? value : [value]) {
		if (!isObject(item)) continue;
		const address = item.address;
		if (typeof address === 'string') {
			const written = text(address);
			if (written) return formatPlace(written, lang) ?? written;
			continue;
		}
		if (!isObject(address)) continue;
		const city = text(address.addressLocality);
		const region = text(address.addressRegion);
		const country = text(address.addressCountry);
		if (!city) continue;
		if (region) {
			const withCountry = country ? formatPlace(`${city}, ${region}, ${country}`, lang) : null;
			return withCountry ?? formatPlace(`${city}, ${region}`, lang) ?? [city, region, country].filter(Boolean).join(', ');
		}
		return [city, country].filter(Boolean).join(', ');
	}
	return null;
}

/** `applicantLocationRequirements`: Country, State, AdministrativeArea or City objects (or names), each once. */
function placesOf(value: Json | undefined): string[] {
	const names = (Array.isArray(value) ? value : [value]).map((item) => text(item)).filter((name): name is string => Boolean(name));
	return [...new Set(names)];
}

// schema.org's unitText: the words (HOUR…YEAR) and the UN/CEFACT codes some sites use.
const UNIT: Record<string, SalaryPeriod> = {
	HOUR: 'hour',
	HOURLY: 'hour',
	HUR: 'hour',
	DAY: 'day',
	DAILY: 'day',
	WEEK: 'week',
	WEEKLY: 'week',
	WEE: 'week',
	MONTH: 'month',
	MONTHLY: 'month',
	MON: 'month',
	YEAR: 'year',
	YEARLY: 'year',
	ANNUAL: 'year',
	ANNUALLY: 'year',
	ANN: 'year'
};

/**
 * `baseSalary`: a number (with `salaryCurrency`), or a MonetaryAmount whose `value` is a number or a
 * QuantitativeValue (`value`, or `minValue`/`maxValue`), with or without `unitText`. No unit keeps
 * the amount with the period `unknown`. A list gives its first amount that reads.
 */
function salaryOf(value: Json | undefined, fallbackCurrency: string | null): Salary | null {
	if (Array.isArray(value)) {
		for (const item of value) {
			const salary = salaryOf(item, fallbackCurrency);
			if (salary) return salary;
		}
		return null;
	}
	let currency = fallbackCurrency;
	let unit: string | null = null;
	let amount: Json | undefined = value;
	if (isObject(value)) {
		currency = text(value.currency) ?? currency;
		unit = text(value.unitText);
		amount = value.value;
	}
	let min: number | null = null;
	let max: number | null = null;
	if (isObject(amount)) {
		min = numberOf(amount.minValue) ?? numberOf(amount.value);
		max = numberOf(amount.maxValue) ?? numberOf(amount.value);
		unit = text(amount.unitText) ?? unit;
		currency = text(amount.currency) ?? currency;
	} else {
		min = max = numberOf(amount);
	}
	const code = (currency ?? '').toUpperCase();
	if (!/^[A-Z]{3}$/.test(code) || (min === null && max === null)) return null;
	if (min !== null && max !== null && min > max) [min, max] = [max, min];
	const period: SalaryPeriod = unit ? (UNIT[unit.toUpperCase().replace(/^PER[\s_-]*/, '')] ?? 'unknown') : 'unknown';
	return { min, max, currency: code, period };
}

/** 5000, "5000", "5000.50", "5,000" → a number; anything else (a range in words, a negative) → null. */
function numberOf(value: Json | undefined): number | null {
	if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
	if (typeof value !== 'string') return null;
	const raw = value.trim();
	if (/^\d+(?:\.\d+)?$/.test(raw)) return Number(raw);
	if (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(raw)) return Number(raw.replace(/,/g, ''));
	return null;
}

function yearsOf(value: Json | undefined): number | null {
	if (isObject(value)) {
		// 0 months is what many sites write when they leave the field empty.
		const months = numberOf(value.monthsOfExperience);
		if (months !== null && months > 0) return Math.floor(months / 12);
		return yearsOf(value.description);
	}
	if (typeof value === 'string') return yearsInLine(htmlToText(value));
	return null;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?)?$/i;

/**
 * A schema.org Date or DateTime as the contract writes dates: "2024-05-02" stays a day; a time with
 * its zone becomes the UTC instant ("2024-05-31T23:59:59-03:00" → "2024-06-01T02:59:59.000Z"); a time
 * without a zone keeps only its day (the page's own clock is unknown).
 */
export function dateOf(value: Json | undefined): string | null {
	const raw = text(value);
	const match = raw ? DATE.exec(raw) : null;
	if (!match) return null;
	const [, year, month, day, hour, , , zone] = match;
	const date = `${year}-${month}-${day}`;
	const check = new Date(`${date}T00:00:00Z`);
	if (Number.isNaN(check.getTime()) || check.toISOString().slice(0, 10) !== date) return null;
	if (hour === undefined || !zone) return date;
	const instant = new Date(raw!.replace(' ', 'T').replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
	return Number.isNaN(instant.getTime()) ? date : instant.toISOString();
}
