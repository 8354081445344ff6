import type { JobHints, Salary } from '../schema';
import { formatPlace } from '../parse/location';
import { skillsOfList } from '../parse/skills';
import { cleanTitle } from '../parse/title';
import { yearsInLine } from '../parse/years';
import { attr, elements, scriptText, type Node } from './tree';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** What a page's schema.org JobPosting says. */
export interface JobPostingData {
	/** Facts that win over the text: title, company, salary, an address, months of experience. */
	hints: JobHints;
	/** Facts used only when the text says nothing: work mode, employment type, skills list. */
	defaults: JobHints;
	/** The posting's description as plain text (it is HTML inside the JSON). */
	descriptionHtml: string | null;
	/** `qualifications`, `responsibilities`, `skills` written as text, to add to a thin description. */
	extraText: string[];
}

/** The first schema.org JobPosting in the page's `<script type="application/ld+json">` blocks, or null. */
export function readJobPosting(document: Node, lang: 'en' | 'pt'): JobPostingData | null {
	for (const element of elements(document)) {
		if (element.tagName !== 'script' || !/ld\+json/i.test(attr(element, 'type') ?? '')) continue;
		const data = parseJson(scriptText(element));
		const posting = data === undefined ? null : findPosting(data, 0);
		if (posting) return toPostingData(posting, lang);
	}
	return null;
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

function isObject(value: Json | undefined): value is JsonObject {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function typeIs(value: JsonObject, name: string): boolean {
	const type = value['@type'];
	const types = Array.isArray(type) ? type : [type];
	return types.some((item) => typeof item === 'string' && item.replace(/^.*[/:]/, '') === name);
}

/** A JobPosting anywhere in the data: the object itself, an array, an `@graph`, or nested a few levels down. */
function findPosting(value: Json, depth: number): JsonObject | null {
	if (depth > 6) return null;
	if (Array.isArray(value)) {
		for (const item of value) {
			const found = findPosting(item, depth + 1);
			if (found) return found;
		}
		return null;
	}
	if (!isObject(value)) return null;
	if (typeIs(value, 'JobPosting')) return value;
	for (const key of ['@graph', 'mainEntity', 'itemListElement', 'item']) {
		const inner = value[key];
		if (inner !== undefined) {
			const found = findPosting(inner, depth + 1);
			if (found) return found;
		}
	}
	return null;
}

function text(value: Json | undefined): string | null {
	if (typeof value === 'string') return value.trim() || null;
	if (typeof value === 'number') return String(value);
	if (Array.isArray(value)) {
		const parts = value.map((item) => text(item)).filter((item): item is string => Boolean(item));
		return parts.length ? parts.join(', ') : null;
	}
	if (isObject(value)) return text(value.name) ?? text(value['@value']);
	return null;
}

const EMPLOYMENT: Record<string, JobHints['employmentType']> = {
	FULL_TIME: 'full-time',
	PART_TIME: 'part-time',
	CONTRACTOR: 'contract',
	CONTRACT: 'contract',
	TEMPORARY: 'temporary',
	INTERN: 'internship',
	INTERNSHIP: 'internship',
	PER_DIEM: 'temporary',
	SEASONAL: 'temporary'
};

function toPostingData(posting: JsonObject, lang: 'en' | 'pt'): JobPostingData {
	const hints: JobHints = {};
	const defaults: JobHints = {};

	const title = text(posting.title) ?? text(posting.name);
	if (title) {
		const clean = cleanTitle(title, lang).title;
		if (clean) hints.title = clean;
	}
	const organization = posting.hiringOrganization;
	const company = isObject(organization) ? text(organization.name) : Array.isArray(organization) ? text(organization[0]) : text(organization);
	if (company) hints.company = company;

	const place = locationOf(posting.jobLocation, lang);
	if (place) hints.location = place;

	const locationType = text(posting.jobLocationType);
	if (locationType && /telecommute/i.test(locationType)) defaults.workMode = 'remote';

	const types = (Array.isArray(posting.employmentType) ? posting.employmentType : [posting.employmentType])
		.map((item) => (typeof item === 'string' ? EMPLOYMENT[item.trim().toUpperCase().replace(/[\s-]+/g, '_')] : undefined))
		.filter(Boolean);
	if (types.length) defaults.employmentType = types[0];

	const salary = salaryOf(posting.baseSalary ?? posting.estimatedSalary, text(posting.salaryCurrency));
	if (salary) hints.salary = salary;

	const years = yearsOf(posting.experienceRequirements);
	if (years !== null) hints.minYearsExperience = years;

	const skills = text(posting.skills);
	if (skills) defaults.requiredSkills = skillsOfList(skills);

	const extraText = [posting.qualifications, posting.responsibilities, posting.skills]
		.map((value) => text(value))
		.filter((value): value is string => Boolean(value));
	const description = typeof posting.description === 'string' ? posting.description : null;
	return { hints, defaults, descriptionHtml: description, extraText };
}

function locationOf(value: Json | undefined, lang: 'en' | 'pt'): string | null {
	const first = Array.isArray(value) ? value[0] : value;
	if (!isObject(first)) return null;
	const address = first.address;
	if (typeof address === 'string') return formatPlace(address, lang) ?? address.trim();
	if (!isObject(address)) return null;
	const city = text(address.addressLocality);
	const region = text(address.addressRegion);
	const country = text(address.addressCountry);
	if (!city) return null;
	if (region) {
		const withCountry = country ? formatPlace(`${city}, ${region}, ${country}`, lang) : null;
		return withCountry ?? formatPlace(`${city}, ${region}`, lang) ?? [city, region, country].filter(Boolean).join(', ');
	}
	return [city, country].filter(Boolean).join(', ');
}

const UNIT: Record<string, Salary['period']> = { HOUR: 'hour', MONTH: 'month', YEAR: 'year' };

function salaryOf(value: Json | undefined, fallbackCurrency: string | null): Salary | null {
	if (!isObject(value)) return null;
	const currency = (text(value.currency) ?? fallbackCurrency ?? '').toUpperCase();
	const amount = value.value;
	let min: number | null = null;
	let max: number | null = null;
	let unit: string | null = text(value.unitText);
	if (isObject(amount)) {
		min = numberOf(amount.minValue) ?? numberOf(amount.value);
		max = numberOf(amount.maxValue) ?? numberOf(amount.value);
		unit = text(amount.unitText) ?? unit;
	} else {
		min = max = numberOf(amount);
	}
	const period = unit ? UNIT[unit.toUpperCase()] : undefined;
	if (!/^[A-Z]{3}$/.test(currency) || !period || (min === null && max === null)) return null;
	if (min !== null && max !== null && min > max) [min, max] = [max, min];
	return { min, max, currency, period };
}

function numberOf(value: Json | undefined): number | null {
	if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return value;
	if (typeof value === 'string' && /^\d+(?:\.\d+)?$/.test(value.trim())) return Number(value);
	return null;
}

function yearsOf(value: Json | undefined): number | null {
	if (isObject(value)) {
		// 0 months is what many sites write when they leave the field empty.
		const months = numberOf(value.monthsOfExperience);
		if (months !== null && months > 0) return Math.floor(months / 12);
		return yearsOf(value.description);
	}
	if (typeof value === 'string') return yearsInLine(value);
	return null;
}

