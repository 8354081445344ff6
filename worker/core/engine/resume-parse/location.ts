import type { Country } from './phone';
import { isDegree, isSchool, orgScore, roleScore } from './roles';
import { foldText } from './text';
import { BR_AREA_CODES, BR_STATES, US_STATES as SHARED_US_STATES, byName } from '../text/places';

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
		'singapura|philippines|filipinas|iran|irã|pakistan|paquistão|turkey|turquia|egypt|egito|kenya|quênia|ghana|gana|' +
		'españa|wales|northern ireland|great britain|perú|panamá|panama|costa rica|guatemala|república dominicana|dominican republic|cuba|puerto rico'
	).split('|')
);

// The country code a phone written without one belongs to, by the country the place names.
const PHONE_COUNTRY: Record<string, Exclude<Country, null>> = {
	portugal: 'PT', spain: 'ES', espanha: 'ES', espana: 'ES', mexico: 'MX', 'united kingdom': 'GB', 'reino unido': 'GB', uk: 'GB',
	england: 'GB', inglaterra: 'GB', scotland: 'GB', wales: 'GB', 'northern ireland': 'GB', 'great britain': 'GB', india: 'IN'
};

// India's states and union territories: "Bengaluru, Karnataka" is in India.
const IN_STATES = new Set(
	(
		'andhra pradesh|arunachal pradesh|assam|bihar|chhattisgarh|goa|gujarat|haryana|himachal pradesh|jharkhand|karnataka|kerala|' +
		'madhya pradesh|maharashtra|manipur|meghalaya|mizoram|nagaland|odisha|punjab|rajasthan|sikkim|tamil nadu|telangana|tripura|' +
		'uttar pradesh|uttarakhand|west bengal|delhi|new delhi|chandigarh|puducherry|jammu and kashmir|ladakh'
	).split('|')
);

// Organisation words that are also in the names of cities ("Salt Lake City", "College Station").
const CITY_ORG_WORDS = /\b(?:city|state|county|center|centre|centro|college|university|international|federal)\b/gi;

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
		// Lattes: "Endereço Profissional Florianópolis, SC".
		.replace(/^endere[cç]o (?:profissional|residencial)\s*:?\s*/i, '')
		.replace(/\.$/, '')
		// A postcode before the city: "1250-020 Lisboa, Portugal", "28001 Madrid, España".
		.replace(/^\d{4,5}(?:-\d{3,4})?\s+(?=\p{Lu})/u, '')
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
	// "Harborview Health Systems Boston", "Hollins Grocery Ltd Leeds": an employer before its city.
	// A town named after an office ("Juiz de Fora", "Engenheiro Coelho") beside a state is still a town.
	const namedAfterOffice = /^\p{Lu}\p{L}+\s+(?:d[aoe]s?\s+)?\p{Lu}/u.test(city) && !!second && stateOf(second, lang, third ?? '') !== null;
	if (orgScore(city.replace(CITY_ORG_WORDS, ' ')) > 0 || (roleScore(city) > 0 && !namedAfterOffice)) return null;
	const countryHint = third ?? '';
	// "Guadalajara, Jalisco, México", "Raleigh, North Carolina, United States" (below): a region of another country as written.
	if (third && COUNTRIES.has(third.toLowerCase()) && !US_COUNTRY.test(third) && !BR_COUNTRY.test(third)) {
		return CITY.test(second) ? { city, state: second, country: null, otherCountry: third } : null;
	}
	if (third && !US_COUNTRY.test(third) && !BR_COUNTRY.test(third)) return null;
	const state = stateOf(second, lang, countryHint);
	if (state) return { city, ...state };
	if (!third && US_COUNTRY.test(second)) return { city, state: null, country: 'US' };
	if (!third && BR_COUNTRY.test(second)) return { city, state: null, country: 'BR' };
	// "Lisbon, Portugal", "Toronto, ON, Canada" is not handled: only known country names.
	if (!third && COUNTRIES.has(second.toLowerCase())) return { city, state: null, country: null, otherCountry: second };
	if (!third && IN_STATES.has(foldText(second))) return { city, state: second, country: null, otherCountry: 'India' };
	return null;
}

/** The country of a place, as phone numbers need it: US, BR, or another one Rumo knows the numbers of. */
export function countryOf(place: Place | null): Country {
	if (!place) return null;
	if (place.country) return place.country;
	return PHONE_COUNTRY[foldText(place.otherCountry ?? '')] ?? null;
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

// A street address as the last part of a phrase: a street word and a house number, in either order
// ("Market Street 66", "Rua das Flores, 120" is cut with its number only when both sit in one part).
const STREET_AFTER =
	/,\s*((?:[^,]*\b(?:street|st\.|road|rd\.|avenue|ave\.?|boulevard|blvd\.?|lane|drive|rua|r\.|avenida|av\.|travessa|alameda|rodovia|estrada|pra[cç]a|largo)\s[^,]*\d[^,]*)|(?:\d+[a-z]?\s+[^,]*\b(?:street|st|road|rd|avenue|ave|boulevard|blvd|lane|drive|way)\b\.?[^,]*))$/iu;

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
		if (place) {
			const street = STREET_AFTER.exec(m[1].trim());
			// Europass writes the employer's address: "North Hills Senior Living, Market Street 66, Sacramento, CA (USA)".
			if (street && street.index > 0) return { rest: m[1].trim().slice(0, street.index).trim(), place, placeText: `${street[1].trim()}, ${m[2].trim()}` };
			return { rest: m[1].trim(), place, placeText: m[2].trim() };
		}
	}
	return gluedPlace(phrase.trim(), lang) ?? knownCityAfter(phrase.trim()) ?? { rest: phrase, place: null, placeText: '' };
}

/**
 * "Prefeitura Municipal de Rio das Pedras, Londrina": a Brazilian city Rumo knows, alone after the
 * last comma of an employer of two words or more. A known city is a fact, where a lone capitalised
 * word after a comma ("Castellano, Lindqvist") may be half of a firm's name.
 */
function knownCityAfter(phrase: string): { rest: string; place: Place; placeText: string } | null {
	const m = /^(.*\S)\s*,\s*([^,]+)$/.exec(phrase);
	if (!m || m[1].trim().split(/\s+/).length < 2 || !CITY.test(m[2].trim())) return null;
	if (!BR_AREA_CODES[foldText(m[2])]) return null;
	return { rest: m[1].trim(), place: { city: m[2].trim(), state: null, country: 'BR' }, placeText: m[2].trim() };
}

// Words that start a city of several words ("Fort Worth", "São José dos Campos", "New York").
export const CITY_START = new Set(
	'san santa santo sao são los las new fort port saint st st. el la le salt lake belo rio porto campo campos ribeirao ribeirão juiz vila nova novo foz baton palm grand little north south east west mount mt. ciudad'.split(' ')
);
const PARTICLE = /^(?:d[aoe]s?|de|del|of)$/;

/**
 * "Harborview Health Systems Boston, MA", "Marlowe & Finch Retail Group London, United Kingdom":
 * a place after an employer, a school or a role with only a space between (a LaTeX template set the
 * place flush right; the text lost the gap). The city is the last word, or more when the words
 * before it start a city ("Fort Worth") or join one ("Rio de Janeiro"); the rest must read as an
 * organisation, a school, a degree or a role.
 */
function gluedPlace(phrase: string, lang: Lang): { rest: string; place: Place; placeText: string } | null {
	const m = /^(.*?\S)\s*((?:,|\s[–—-]\s|\/)\s*[^,–—/]+(?:,\s*[^,]+)?)$/.exec(phrase);
	if (!m) return null;
	const words = m[1].split(/\s+/);
	const tail = m[2];
	const attempt = (k: number) => {
		if (k >= words.length) return null;
		const rest = words.slice(0, words.length - k).join(' ');
		const placeText = words.slice(words.length - k).join(' ') + tail;
		const place = readPlace(placeText, lang);
		const named = orgScore(rest) > 0 || roleScore(rest) > 0 || isSchool(rest) || isDegree(rest);
		return place && named ? { rest, place, placeText: placeText.trim() } : null;
	};
	let k = 1;
	let found = attempt(k);
	if (!found) return null;
	for (;;) {
		const before = foldText(words[words.length - k - 1] ?? '');
		const joined = PARTICLE.test(before) ? 2 : CITY_START.has(before) ? 1 : 0;
		const longer = joined ? attempt(k + joined) : null;
		const brCity = !joined && attempt(k + 1) && BR_AREA_CODES[foldText(words.slice(words.length - k - 1).join(' '))];
		if (longer) {
			k += joined;
			found = longer;
		} else if (brCity) {
			k += 1;
			found = attempt(k)!;
		} else return found;
	}
}

const REMOTE = /^(?:remote|remoto|home ?office|hybrid|h[ií]brido|on-?site|presencial)$/i;

export function isWorkMode(value: string): boolean {
	return REMOTE.test(value.trim());
}
