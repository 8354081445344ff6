/**
 * Phone numbers, normalised to `+CC AREA NUMBER` as the fixtures' truth files write them:
 * US `(512) 555-0126` → `+1 512-555-0126`; BR `(31) 90000-0318`, `31 90000-0318` → `+55 31 90000-0318`.
 */

export type Country = 'US' | 'BR' | null;

// A run of digits with the punctuation phones are written with; dates ("2013 – 2017") use other dashes.
const CANDIDATE = /(?<![\w@/.#-])\+?\s?(?:\(\s?\+?\d{1,3}\s?\)|\d)[\d\s().-]{7,20}\d(?![\w@/-])/g;
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
	let digits = raw.replace(/\D/g, '');
	if (digits.length < 10 || digits.length > 15) return null;
	if (plus || digits.length > 11) {
		if (digits.startsWith('1') && digits.length === 11) return us(digits.slice(1));
		if (digits.startsWith('55') && (digits.length === 12 || digits.length === 13)) return br(digits.slice(2));
		if (!plus) return null;
		// Another country: keep the grouping as written, with plain spaces.
		return '+' + raw.replace(/^[\s(+]+/, '').replace(/[().]/g, ' ').replace(/\s*-\s*/g, '-').replace(/\s+/g, ' ').trim();
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
