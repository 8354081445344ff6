import { foldText, tidy } from './text';
import { BR_AREA_CODES, BR_STATES, US_STATES, byName } from '../text/places';

/**
 * Places of work, as the truth files write them: a city with its state becomes `City, ST,
 * Country` (`Boston, MA` → `Boston, MA, USA`; `Florianópolis/SC` → `Florianópolis, SC, Brasil`);
 * a remote place stays as written (`Remote (United States)`, `Remoto (Brasil)`), without the
 * work-mode words around a city (`São Paulo/SP — híbrido` → `São Paulo, SP, Brasil`).
 */

const US_BY_NAME = byName(US_STATES);
const BR_BY_NAME = byName(BR_STATES);

const US_COUNTRY = /^(?:usa|us|u\.s\.a?\.?|united states(?: of america)?|eua|estados unidos)$/i;
const BR_COUNTRY = /^(?:brasil|brazil|br)$/i;
// A country written alone where a place goes ("Ipê Roxo Saúde Mental · Brasil"): only full names.
const COUNTRY_ALONE = /^(?:brasil|brazil|usa|eua|united states(?: of america)?|estados unidos)$/i;

// Other countries people write after a city (EN and pt-BR names, folded).
const COUNTRIES = new Set(
	(
		'portugal|canada|mexico|argentina|chile|colombia|peru|uruguay|uruguai|paraguay|paraguai|bolivia|ecuador|equador|' +
		'spain|espanha|france|franca|germany|alemanha|italy|italia|ireland|irlanda|united kingdom|reino unido|uk|england|' +
		'inglaterra|scotland|netherlands|holanda|belgium|belgica|switzerland|suica|austria|sweden|suecia|norway|noruega|' +
		'denmark|dinamarca|finland|finlandia|poland|polonia|india|china|japan|japao|australia|new zealand|nova zelandia|' +
		'nigeria|south africa|africa do sul|angola|mozambique|mocambique|israel|singapore|singapura|philippines|filipinas'
	).split('|')
);

// Work-mode and contract words written next to a place: "Boston, MA (hybrid)", "Recife/PE — presencial".
const MODE_WORDS =
	/\b(?:100%\s*)?(?:remote|remoto|remota|hybrid|h[íi]brido|h[íi]brida|on-?site|on site|in[- ]office|in[- ]person|presencial|home[- ]office|modelo h[íi]brido|trabalho presencial|full[- ]time|part[- ]time|clt|pj)\b/gi;

// A city: words starting with a capital, with the particles of place names.
const CITY = /^(?:\p{Lu}[\p{L}'’.-]*)(?:\s(?:\p{Lu}[\p{L}'’.-]*|d[aoe]s?|de|of|do|da|upon|on))*$/u;

export type Lang = 'en' | 'pt';

// The state of a Brazilian city written without one ("Presencial em Curitiba"), from the area code
// of the capitals and large cities places.ts lists. Names that are also ordinary words or that
// several cities share are left out.
const STATE_OF_AREA: [RegExp, string][] = [
	[/^1[1-9]$/, 'SP'], [/^2[124]$/, 'RJ'], [/^2[78]$/, 'ES'], [/^3[1-8]$/, 'MG'], [/^4[1-6]$/, 'PR'], [/^4[7-9]$/, 'SC'],
	[/^5[1-5]$/, 'RS'], [/^61$/, 'DF'], [/^6[24]$/, 'GO'], [/^63$/, 'TO'], [/^6[56]$/, 'MT'], [/^67$/, 'MS'], [/^68$/, 'AC'],
	[/^69$/, 'RO'], [/^7[1-7]$/, 'BA'], [/^79$/, 'SE'], [/^8[17]$/, 'PE'], [/^82$/, 'AL'], [/^83$/, 'PB'], [/^84$/, 'RN'],
	[/^8[58]$/, 'CE'], [/^8[69]$/, 'PI'], [/^9[134]$/, 'PA'], [/^9[27]$/, 'AM'], [/^95$/, 'RR'], [/^96$/, 'AP'], [/^9[89]$/, 'MA']
];
const AMBIGUOUS_CITY = new Set(['serra', 'paulista', 'toledo', 'colombo', 'alvorada', 'sao jose', 'rio grande', 'natal', 'palmas', 'santos', 'lages', 'juazeiro']);
const SHARED_DISTRICTS = new Set(['taguatinga', 'ceilandia', 'aguas claras']);

/** "Curitiba" → "PR": the state of a listed Brazilian city, or null. */
function brazilianStateOf(city: string): string | null {
	const key = foldText(city).replace(/[^a-z ]+/g, ' ').replace(/\s+/g, ' ').trim();
	if (AMBIGUOUS_CITY.has(key) || SHARED_DISTRICTS.has(key)) return null;
	const code = BR_AREA_CODES[key];
	return code ? (STATE_OF_AREA.find(([pattern]) => pattern.test(code))?.[1] ?? null) : null;
}

// Words that mean a remote place even without a city: "Remote (United States)", "Anywhere in LATAM".
export const REMOTE_PLACE = /^(?:100%\s*)?(?:remote|remoto|remota|anywhere|worldwide|home[- ]office|trabalho remoto|fully remote|work from home)\b/i;

/** Whether a place is a country alone: it says where the company hires, not where one works. */
export function isCountryOnly(place: string): boolean {
	return COUNTRY_ALONE.test(place.trim());
}

/**
 * A place written in a posting's prose or a feed item's summary, where no field says it: the first
 * segment (between dashes, bars or dots) of the first lines that is a place, or whose last one or
 * two comma parts are ("Rede Vida, Guarulhos, SP" → Guarulhos, SP). Null when none reads as one.
 */
export function placeInProse(text: string, lang: Lang): string | null {
	for (const line of text.split('\n').slice(0, 12)) {
		for (const segment of line.split(/\s+[—–|·•]\s+|\s*\|\s*/)) {
			const parts = segment.split(/,\s*/).map((part) => part.trim()).filter(Boolean);
			if (!parts.length || parts.length > 6) continue;
			const tails = [segment, parts.slice(-2).join(', '), parts.length > 1 ? parts[parts.length - 1] : ''].filter((tail) => tail && tail.length <= 60);
			for (const tail of tails) {
				const place = readLocation(tail, lang);
				if (place && !REMOTE_PLACE.test(place) && !isCountryOnly(place)) return place;
			}
		}
	}
	return null;
}

/** A place normalised, or null when the text is not a place we recognise. */
export function readLocation(raw: string, lang: Lang): string | null {
	const text = tidy(raw.replace(/^(?:location|localiza[cç][aã]o|local(?: de trabalho)?|cidade|city|work location|based in|onde)\s*[:-]\s*/i, ''));
	const place = text.replace(/[\s,]+(?:\d{5}(?:-\d{4})?|\d{5}-?\d{3}|cep:?\s*\d{5}-?\d{3})$/i, '');
	// "Campinas/SP – 100% presencial": the share of office days is no street number or postcode.
	// "Boise, ID (Store #112 – Overland Rd)": numbers inside a trailing bracket are the address.
	const checked = place.replace(/\b100\s?%/g, '').replace(/\s*\([^()]*\)\s*$/, '');
	if (!place || place.length > 80 || /@|https?:|\d{3}/.test(checked)) return null;
	return placeOf(place, lang);
}

function placeOf(text: string, lang: Lang): string | null {
	// "Remoto (Brasil), com encontros trimestrais em São Paulo": the place, without what follows it.
	if (REMOTE_PLACE.test(text)) {
		// "Remote (US) — occasional travel to Omaha": a lower-case aside after a dash is no place.
		const place = tidy(
			text
				.replace(/,\s+(?:with|but|plus|and|com|mas|e|incluindo|including)\s.*$/i, '')
				.replace(/\s+[—–-]\s+(?=\p{Ll}).*$/u, '')
				.replace(/[.;]+$/, '')
		);
		// "Home Office", "100% remoto": how the job is done, not where.
		return tidy(place.replace(MODE_WORDS, ' ').replace(/\b(?:work from home|anywhere|worldwide|trabalho remoto|fully remote)\b/gi, ' ').replace(/[()[\]]/g, ' ')) ? place : null;
	}
	const withoutMode = tidy(
		text
			.replace(/\(\s*(?:[^()]*\b(?:remote|remoto|hybrid|h[íi]brido|on-?site|presencial|in[- ]office|office|escrit[óo]rio|days?|dias?)\b[^()]*)\)/gi, ' ')
			.replace(MODE_WORDS, ' ')
			.replace(/\(\s*\)/g, ' ')
	)
		// "Presencial em Curitiba": the particle the mode word left.
		.replace(/^(?:em|no|na|in|at|based in)\s+(?=\p{Lu})/iu, '');
	if (!withoutMode) return null;
	const formatted = formatPlace(withoutMode, lang);
	if (formatted) return formatted;
	// "Boise, ID (Store #112 – Overland Rd)": an address or a district in brackets after the place.
	const unbracketed = withoutMode.replace(/\s*\([^()]*\)\s*$/, '');
	if (unbracketed !== withoutMode) {
		const place = formatPlace(unbracketed, lang);
		if (place) return place;
	}
	// "Curitiba (CIC)", "Joinville": a Brazilian city we know, without its state.
	if (CITY.test(unbracketed) && unbracketed.split(/\s+/).length <= 5) {
		const state = brazilianStateOf(unbracketed);
		if (state) return `${unbracketed}, ${state}, ${lang === 'pt' ? 'Brasil' : 'Brazil'}`;
	}
	// "Brasil", "United States": a country alone.
	if (COUNTRY_ALONE.test(unbracketed)) return unbracketed;
	return null;
}

/** "City, ST", "City/UF", "City – UF", "City (UF)", "City, State", "City, ST, Country" → normalised; else null. */
export function formatPlace(value: string, lang: Lang): string | null {
	const parts = value
		.split(/\s*,\s*|\s*\/\s*|\s+[–—-]\s+|\s*\(\s*|\s*\)\s*/)
		.map((part) => part.trim())
		.filter(Boolean);
	if (parts.length < 2 || parts.length > 3) return null;
	const [city, second, third] = parts;
	if (!CITY.test(city) || city.split(/\s+/).length > 5) return null;
	if (third && !US_COUNTRY.test(third) && !BR_COUNTRY.test(third)) return null;
	const preferBr = (third ? BR_COUNTRY.test(third) : lang === 'pt');
	const state = stateOf(second, preferBr);
	const brasil = lang === 'pt' ? 'Brasil' : 'Brazil';
	if (state) return `${city}, ${state.code}, ${state.country === 'US' ? 'USA' : brasil}`;
	if (!third && US_COUNTRY.test(second)) return `${city}, USA`;
	if (!third && BR_COUNTRY.test(second)) return `${city}, ${brasil}`;
	// "Lisbon, Portugal", "Berlin, Germany": a city and a country we do not normalise, kept as written.
	if (!third && COUNTRIES.has(foldText(second))) return `${city}, ${second}`;
	return null;
}

function stateOf(value: string, preferBr: boolean): { code: string; country: 'US' | 'BR' } | null {
	if (/^[A-Z]{2}$/.test(value)) {
		const inUs = value in US_STATES;
		const inBr = value in BR_STATES;
		if (inUs && inBr) return { code: value, country: preferBr ? 'BR' : 'US' };
		if (inBr) return { code: value, country: 'BR' };
		if (inUs) return { code: value, country: 'US' };
		return null;
	}
	const folded = foldText(value);
	const br = BR_BY_NAME.get(folded);
	const us = US_BY_NAME.get(folded);
	if (br && (!us || preferBr)) return { code: br, country: 'BR' };
	if (us) return { code: us, country: 'US' };
	return null;
}
