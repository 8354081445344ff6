/**
 * Phone numbers, normalised to `+CC AREA NUMBER` as the fixtures' truth files write them:
 * US `(512) 555-0126` → `+1 512-555-0126`; BR `(31) 90000-0318`, `31 90000-0318` → `+55 31 90000-0318`;
 * PT `912 000 345` → `+351 912 000 345`; ES `600 000 123` → `+34 600 000 123`; MX `+52 55 0000 0142`;
 * UK `07700 900456`, `+44 (0)7700 900456` → `+44 7700 900456`; IN `+91-90000-05678` → `+91 90000 05678`.
 * A number written without its country code is read by the country the resume's place is in.
 */

export type Country = 'US' | 'BR' | 'PT' | 'ES' | 'MX' | 'GB' | 'IN' | null;

// A run of digits with the punctuation phones are written with, an en dash among them
// ("916–555–0171"); a date range ("2013 – 2017") has too few digits to be one.
const CANDIDATE = /(?<![\w@/.#-])\+?\s?(?:\(\s?\+?\d{1,3}\s?\)|\d)[\d\s().–-]{7,20}\d(?![\w@/-])/g;
// Brazilian ID numbers look like phones: CPF 123.456.789-00, CNPJ 12.345.678/0001-90.
const ID_NUMBER = /^\d{3}\.\d{3}\.\d{3}-\d{2}$|^\d{2}\.\d{3}\.\d{3}\/?\d{4}-\d{2}$/;
// Labels of numbers that are not phones.
const NOT_PHONE_LABEL = /\b(?:cpf|rg|cnpj|cnh|pis|oab|crm|coren|crc|crea|cro|crp|crf|license|licence|licen[cç]a|registro|matr[ií]cula|id|ssn|npi|n[º°o]\.?)\s*[:#-]?\s*$/i;

export interface PhoneMatch {
	phone: string;
	index: number;
}

/** Every phone number in a text, normalised; `country` says how to read numbers without "+". */
export function findPhones(text: string, country: Country): PhoneMatch[] {
	const found: PhoneMatch[] = [];
	CANDIDATE.lastIndex = 0;
	for (let m = CANDIDATE.exec(text); m; m = CANDIDATE.exec(text)) {
		const raw = m[0].trim();
		if (ID_NUMBER.test(raw)) continue;
		if (NOT_PHONE_LABEL.test(text.slice(Math.max(0, m.index - 16), m.index))) continue;
		const phone = normalisePhone(raw, country);
		if (phone) found.push({ phone, index: m.index });
	}
	return found;
}

/** The first phone number in a text. */
export function findPhone(text: string, country: Country): PhoneMatch | null {
	return findPhones(text, country)[0] ?? null;
}

export function normalisePhone(raw: string, country: Country): string | null {
	const plus = raw.trim().startsWith('+') || /^\(\s?\+/.test(raw.trim());
	// "+44 (0)20 7946 0958": the trunk zero in brackets is not dialled from abroad.
	const written = raw.replace(/\(\s?0\s?\)\s*/, '').replace(/–/g, '-');
	let digits = written.replace(/\D/g, '');
	// Portugal and Spain write nine digits without the country code.
	const nine = !plus && digits.length === 9 && (country === 'PT' || country === 'ES');
	if ((digits.length < 10 && !nine) || digits.length > 15) return null;
	if (!plus && country && NATIONAL[country]) {
		const phone = NATIONAL[country](digits.replace(/^0(?=\d{10}$)/, ''));
		if (phone) return phone;
	}
	if (plus || digits.length > 11) {
		if (digits.startsWith('1') && digits.length === 11) return us(digits.slice(1));
		if (digits.startsWith('55') && (digits.length === 12 || digits.length === 13)) return br(digits.slice(2));
		if (!plus) return null;
		for (const [code, write] of Object.entries(INTERNATIONAL)) if (digits.startsWith(code)) {
			const phone = write(digits.slice(code.length));
			if (phone) return phone;
		}
		// Another country: keep the grouping as written, with plain spaces.
		return '+' + written.replace(/^[\s(+]+/, '').replace(/[().]/g, ' ').replace(/\s*-\s*/g, '-').replace(/\s+/g, ' ').trim();
	}
	// Brazilian trunk prefix: "0 31 90000-0318", "(031) 3333-4444".
	if (digits.startsWith('0') && (digits.length === 11 || digits.length === 12)) digits = digits.slice(1);
	if (digits.length === 11) {
		// An 11-digit number is a Brazilian mobile (DDD + 9 + 8 digits) unless it reads as 1 + a US number.
		if (digits[2] === '9' && (country === 'BR' || digits[0] !== '1')) return br(digits);
		if (digits[0] === '1') return us(digits.slice(1));
		return null;
	}
	if (digits.length === 10) return country === 'BR' ? br(digits) : us(digits);
	return null;
}

const groups = (digits: string, sizes: number[]) => {
	const out: string[] = [];
	let at = 0;
	for (const size of sizes) out.push(digits.slice(at, (at += size)));
	return out.join(' ');
};

// Mexico's three big cities have two-digit area codes; the rest three.
const MX_AREAS = new Set(['55', '33', '81']);

/** Numbers after a country code, written the way each country groups them; null when it does not fit. */
const INTERNATIONAL: Record<string, (rest: string) => string | null> = {
	'351': (rest) => (rest.length === 9 ? `+351 ${groups(rest, [3, 3, 3])}` : null),
	'34': (rest) => (rest.length === 9 ? `+34 ${groups(rest, [3, 3, 3])}` : null),
	'52': (rest) => {
		const ten = rest.length === 11 && rest.startsWith('1') ? rest.slice(1) : rest;
		if (ten.length !== 10) return null;
		return `+52 ${MX_AREAS.has(ten.slice(0, 2)) ? groups(ten, [2, 4, 4]) : groups(ten, [3, 3, 4])}`;
	},
	'44': (rest) => {
		if (rest.length !== 10) return null;
		if (rest.startsWith('7')) return `+44 ${groups(rest, [4, 6])}`;
		if (rest.startsWith('20')) return `+44 ${groups(rest, [2, 4, 4])}`;
		return null;
	},
	'91': (rest) => (rest.length === 10 ? `+91 ${groups(rest, [5, 5])}` : null)
};

/** A number written without its country code, in a country that is not the US or Brazil. */
const NATIONAL: Partial<Record<Exclude<Country, null>, (digits: string) => string | null>> = {
	PT: (digits) => (/^[29]\d{8}$/.test(digits) ? INTERNATIONAL['351'](digits) : null),
	ES: (digits) => (/^[6-9]\d{8}$/.test(digits) ? INTERNATIONAL['34'](digits) : null),
	MX: (digits) => (digits.length === 10 ? INTERNATIONAL['52'](digits) : null),
	GB: (digits) => INTERNATIONAL['44'](digits),
	IN: (digits) => (/^[6-9]\d{9}$/.test(digits) ? INTERNATIONAL['91'](digits) : null)
};

function us(ten: string): string | null {
	if (ten.length !== 10 || ten[0] === '0' || ten[0] === '1') return null;
	return `+1 ${ten.slice(0, 3)}-${ten.slice(3, 6)}-${ten.slice(6)}`;
}

function br(local: string): string | null {
	if (local.length !== 10 && local.length !== 11) return null;
	if (local[0] === '0') return null;
	const area = local.slice(0, 2);
	const number = local.slice(2);
	return `+55 ${area} ${number.slice(0, number.length - 4)}-${number.slice(-4)}`;
}

// A Brazilian number without its area code: a mobile ("90000-0358", "9 0000-0358") anywhere in a
// contact line, a landline ("3333-4444") only after a phone label.
const LOCAL_MOBILE = /(?<![\w@/.,-])9\s?\d{4}[\s.-]?\d{4}(?![\w/-])/g;
const LOCAL_LANDLINE = /\b(?:tel|telefone|fone|phone|celular|cel|whatsapp|mobile)\b[^\d\n]{0,12}([2-5]\d{3}[\s.-]?\d{4})(?![\w/-])/gi;

/** Brazilian numbers written without area code, given the code of the person's city. */
export function findLocalPhones(text: string, areaCode: string): PhoneMatch[] {
	const found: PhoneMatch[] = [];
	for (const m of text.matchAll(LOCAL_MOBILE)) {
		if (NOT_PHONE_LABEL.test(text.slice(Math.max(0, m.index - 16), m.index))) continue;
		const phone = br(areaCode + m[0].replace(/\D/g, ''));
		if (phone) found.push({ phone, index: m.index });
	}
	for (const m of text.matchAll(LOCAL_LANDLINE)) {
		const phone = br(areaCode + m[1].replace(/\D/g, ''));
		if (phone) found.push({ phone, index: m.index + m[0].indexOf(m[1]) });
	}
	return found.sort((a, b) => a.index - b.index);
}
