import { foldText } from './text';
import { BR_STATES, US_STATES as SHARED_US_STATES, byName } from '../../text/places';

/**
 * Locations, normalised to `City, ST, Country` as the truth files write them:
 * `Austin, TX` → `Austin, TX, USA`; `Recife – PE`, `Belo Horizonte/MG` → `Recife, PE, Brasil`.
 * The country is written in the resume's language (Brasil in Portuguese, Brazil in English).
 */

// Puerto Rico shares its code with Paraná; here a US address may mean it.
const US_STATES: Record<string, string> = { ...SHARED_US_STATES, PR: 'puerto rico' };

const US_BY_NAME = byName(US_STATES);
const BR_BY_NAME = byName(BR_STATES);

// Other countries people write after a city (EN and pt-BR names), kept as written.
const COUNTRIES = new Set(
	(
		'portugal|canada|canadá|mexico|méxico|argentina|chile|colombia|colômbia|peru|uruguay|uruguai|paraguay|paraguai|' +
		'bolivia|bolívia|ecuador|equador|venezuela|spain|espanha|france|frança|germany|alemanha|italy|itália|ireland|irlanda|' +
		'united kingdom|reino unido|uk|england|inglaterra|scotland|netherlands|holanda|países baixos|belgium|bélgica|' +
		'switzerland|suíça|austria|áustria|sweden|suécia|norway|noruega|denmark|dinamarca|finland|finlândia|poland|polônia|' +
		'india|índia|china|japan|japão|australia|austrália|new zealand|nova zelândia|nigeria|nigéria|south africa|' +
		'áfrica do sul|angola|mozambique|moçambique|cape verde|cabo verde|israel|uae|emirados árabes unidos|singapore|' +
		'singapura|philippines|filipinas|iran|irã|pakistan|paquistão|turkey|turquia|egypt|egito|kenya|quênia|ghana|gana'
	).split('|')
);

const US_COUNTRY = /^(?:usa|us|u\.s\.a?\.?|united states(?: of america)?|eua|estados unidos)$/i;
const BR_COUNTRY = /^(?:brasil|brazil|br)$/i;

export type Lang = 'en' | 'pt';

export interface Place {
	city: string;
	state: string | null;
	country: 'US' | 'BR' | null;
	/** A country other than US/BR, as written. */
	otherCountry?: string;
}

// A city: words starting with a capital (particles allowed), no digits.
const CITY = /^(?:\p{Lu}[\p{L}'’.-]*|d[aoe]s?|de|of|do|da)(?:\s(?:\p{Lu}[\p{L}'’.-]*|d[aoe]s?|of))*$/u;

/** Reads "City, ST", "City – UF", "City/UF", "City (UF)", "City, State", "City, ST, Country", "City, Country". */
export function readPlace(segment: string, lang: Lang): Place | null {
	const text = segment
		.replace(/^(?:location|localiza[cç][aã]o|local|cidade|city|endere[cç]o|address|based in|residing in|resid[eê]ncia)\s*[:-]\s*/i, '')
		.replace(/\.$/, '')
		// A ZIP code or CEP after the place: "Portland, OR 97205", "Recife – PE, 50000-000".
		.replace(/[\s,]+(?:\d{5}(?:-\d{4})?|\d{5}-?\d{3}|cep:?\s*\d{5}-?\d{3})$/i, '')
		.trim();
	if (!text || text.length > 60 || /\d|@/.test(text)) return null;
	const parts = text
		.split(/\s*,\s*|\s*\/\s*|\s+[–—-]\s+|\s*\(\s*|\s*\)\s*/)
		.map((part) => part.trim())
		.filter(Boolean);
	if (parts.length < 2 || parts.length > 3) return null;
	const [city, second, third] = parts;
	if (!CITY.test(city) || city.split(/\s+/).length > 5) return null;
	const countryHint = third ?? '';
	if (third && !US_COUNTRY.test(third) && !BR_COUNTRY.test(third)) return null;
	const state = stateOf(second, lang, countryHint);
	if (state) return { city, ...state };
	if (!third && US_COUNTRY.test(second)) return { city, state: null, country: 'US' };
	if (!third && BR_COUNTRY.test(second)) return { city, state: null, country: 'BR' };
	// "Lisbon, Portugal", "Toronto, ON, Canada" is not handled: only known country names.
	if (!third && COUNTRIES.has(second.toLowerCase())) return { city, state: null, country: null, otherCountry: second };
	return null;
}

function stateOf(value: string, lang: Lang, countryHint: string): { state: string; country: 'US' | 'BR' } | null {
	const upper = value.toUpperCase();
	const folded = foldText(value);
	const preferBr = BR_COUNTRY.test(countryHint) || (!US_COUNTRY.test(countryHint) && lang === 'pt');
	if (/^[A-Z]{2}$/.test(value)) {
		const inUs = upper in US_STATES;
		const inBr = upper in BR_STATES;
		if (inUs && inBr) return { state: upper, country: preferBr ? 'BR' : 'US' };
		if (inBr) return { state: upper, country: 'BR' };
		if (inUs) return { state: upper, country: 'US' };
		return null;
	}
	const br = BR_BY_NAME.get(folded);
	const us = US_BY_NAME.get(folded);
	if (br && (!us || preferBr)) return { state: br, country: 'BR' };
	if (us) return { state: us, country: 'US' };
	return null;
}

export function formatPlace(place: Place, lang: Lang): string {
	const country =
		place.country === 'US' ? 'USA' : place.country === 'BR' ? (lang === 'pt' ? 'Brasil' : 'Brazil') : (place.otherCountry ?? null);
	return [place.city, place.state, country].filter(Boolean).join(', ');
}

/** A place at the end of a phrase: "Ridgecrest Builders Inc., Chicago, IL" → the company and "Chicago, IL". */
export function splitTrailingPlace(phrase: string, lang: Lang): { rest: string; place: Place | null; placeText: string } {
	const attempts: RegExp[] = [
		/^(.*?)[,|]\s*([^,|]+,\s*[^,|]+,\s*[^,|]+)$/, // ", City, ST, Country"
		/^(.*?)[,|]\s*([^,|]+,\s*[^,|]+)$/, // ", City, ST"
		/^(.*?)[,|]\s*([^,|]+?\s*[–—/-]\s*[A-Z]{2})$/, // ", City – UF"
		/^(.*?)\s+[–—-]\s+([^–—,|]+?\s*[–—/-]\s*[A-Z]{2})$/, // " – City – UF"
		/^(.*)\s+[–—-]\s+([^–—,|]+,\s*[^–—,|]+)$/, // " — City, ST" after "Title, Company"
		/^(.*?)\s*\(([^()]+)\)$/ // " (City, ST)"
	];
	for (const pattern of attempts) {
		const m = pattern.exec(phrase.trim());
		if (!m || !m[1].trim()) continue;
		const place = readPlace(m[2], lang);
		if (place) return { rest: m[1].trim(), place, placeText: m[2].trim() };
	}
	return { rest: phrase, place: null, placeText: '' };
}

const REMOTE = /^(?:remote|remoto|home ?office|hybrid|h[ií]brido|on-?site|presencial)$/i;

export function isWorkMode(value: string): boolean {
	return REMOTE.test(value.trim());
}
