/**
 * Helpers the HTML layout families share: escaping, dates in English and Brazilian styles, month
 * names, durations as LinkedIn writes them, grouping of consecutive roles at one company, and the
 * page wrapper (inline CSS, system fonts only, no network).
 */

/** @typedef {import('../person.mjs').CorpusPerson} CorpusPerson */
/** @typedef {import('../person.mjs').CorpusRole} CorpusRole */
/** @typedef {import('../person.mjs').CorpusLanguage} CorpusLanguage */

export const AS_OF = '2026-11';

export const SANS = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";
export const SERIF = "'DejaVu Serif', 'Liberation Serif', 'C059', Georgia, serif";
export const CONDENSED = "'DejaVu Sans Condensed', 'DejaVu Sans', sans-serif";
export const MONO = "'DejaVu Sans Mono', 'Liberation Mono', monospace";

/** @param {string | number | null | undefined} value */
export function esc(value) {
	return String(value ?? '')
		.replace(/&/g, '&amp;')
		.replace(/</g, '&lt;')
		.replace(/>/g, '&gt;')
		.replace(/"/g, '&quot;')
		.replace(/'/g, '&#39;');
}

/** Picks the English or Portuguese text. @param {CorpusPerson | CorpusLanguage} who @param {string} en @param {string} pt */
export function t(who, en, pt) {
	const lang = typeof who === 'string' ? who : who.language;
	return lang === 'pt' ? pt : en;
}

export const MONTHS = {
	en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
	pt: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro']
};
export const MONTHS_SHORT = {
	en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
	pt: ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez']
};

/** A stable day of the month for a role, for styles that write days ("08/02/2013"). @param {string} key */
export function dayOf(key) {
	let h = 7;
	for (let i = 0; i < key.length; i++) h = (h * 31 + key.charCodeAt(i)) >>> 0;
	return 1 + (h % 28);
}

/**
 * @typedef {'Mon YYYY' | 'Month YYYY' | 'MM/YYYY' | 'mon/YYYY' | 'Mon/YYYY' | 'YYYY (month)' | 'DD de month de YYYY' | 'DD/MM/YYYY' | 'Mon. YYYY' | 'MM.YYYY' | 'YYYY-MM'} DateStyle
 */

/**
 * One month in a style: "Jan 2020", "janeiro de 2020", "01/2020", "jan/2020", "Set/2021",
 * "2017 (julho)", "01 de março de 2004", "08/02/2013".
 * @param {string} ym YYYY-MM @param {CorpusLanguage} lang @param {DateStyle} style @param {string} [key] seeds the day
 */
export function month(ym, lang, style, key = ym) {
	const year = ym.slice(0, 4);
	const m = Number(ym.slice(5, 7)) - 1;
	const mm = String(m + 1).padStart(2, '0');
	const day = String(dayOf(key + ym)).padStart(2, '0');
	switch (style) {
		case 'Mon YYYY':
			return `${MONTHS_SHORT[lang][m]} ${year}`;
		case 'Mon. YYYY':
			return MONTHS_SHORT[lang][m] === MONTHS[lang][m] ? `${MONTHS[lang][m]} ${year}` : `${MONTHS_SHORT[lang][m]}. ${year}`;
		case 'Month YYYY':
			return lang === 'pt' ? `${MONTHS.pt[m]} de ${year}` : `${MONTHS.en[m]} ${year}`;
		case 'MM/YYYY':
			return `${mm}/${year}`;
		case 'MM.YYYY':
			return `${mm}.${year}`;
		case 'YYYY-MM':
			return `${year}-${mm}`;
		case 'mon/YYYY':
			return `${MONTHS_SHORT[lang][m].toLowerCase()}/${year}`;
		case 'Mon/YYYY': {
			const s = MONTHS_SHORT[lang][m];
			return `${s[0].toUpperCase()}${s.slice(1)}/${year}`;
		}
		case 'YYYY (month)':
			return `${year} (${MONTHS[lang][m]})`;
		case 'DD de month de YYYY':
			return lang === 'pt' ? `${day} de ${MONTHS.pt[m]} de ${year}` : `${MONTHS.en[m]} ${Number(day)}, ${year}`;
		case 'DD/MM/YYYY':
			return `${day}/${mm}/${year}`;
	}
}

/**
 * @typedef {object} RangeOptions
 * @property {DateStyle} [style]
 * @property {string} [sep]       between start and end (" – ")
 * @property {string} [present]   the word for a current role ("Present", "atual")
 */

/** The start of a role as written, '' when undated. @param {CorpusRole} role @param {CorpusLanguage} lang @param {DateStyle} style */
export function startOf(role, lang, style) {
	if (!role.start) return '';
	return role.yearOnly ? role.start.slice(0, 4) : month(role.start, lang, style, role.title + role.company);
}

/** The end as written; `present` for a current role. @param {CorpusRole} role @param {CorpusLanguage} lang @param {DateStyle} style @param {string} present */
export function endOf(role, lang, style, present) {
	if (!role.end) return '';
	if (role.end === 'present') return present;
	return role.yearOnly ? role.end.slice(0, 4) : month(role.end, lang, style, role.company + role.title);
}

/**
 * A role's dates as one string in the family's style: "Jan 2020 – Present", "2018 – 2020",
 * "2019" (a year-only role within one year), or '' for a role written without dates.
 * @param {CorpusRole} role @param {CorpusLanguage} lang @param {RangeOptions} [options]
 */
export function range(role, lang, options = {}) {
	if (!role.start) return '';
	const style = options.style ?? 'Mon YYYY';
	const present = options.present ?? (lang === 'pt' ? 'atual' : 'Present');
	const sep = options.sep ?? ' – ';
	const start = startOf(role, lang, style);
	const end = endOf(role, lang, style, present);
	if (role.yearOnly && start === end) return start;
	return `${start}${sep}${end}`;
}

/** @param {string} ym */
const index = (ym) => Number(ym.slice(0, 4)) * 12 + Number(ym.slice(5, 7)) - 1;

/** Months a role lasted, counting both ends (as LinkedIn does); null when undated. @param {{ start: string | null, end: string | null }} role */
export function monthsOf(role) {
	if (!role.start || !role.end) return null;
	const end = role.end === 'present' ? AS_OF : role.end;
	return index(end) - index(role.start) + 1;
}

/** "3 years 2 months" / "3 anos 2 meses" / "8 months". @param {number} months @param {CorpusLanguage} lang @param {boolean} [short] "3 yrs 2 mos" */
export function duration(months, lang, short = false) {
	const y = Math.floor(months / 12);
	const m = months % 12;
	/** @type {string[]} */
	const parts = [];
	if (lang === 'pt') {
		if (y) parts.push(`${y} ${y === 1 ? 'ano' : 'anos'}`);
		if (m) parts.push(`${m} ${m === 1 ? 'mês' : 'meses'}`);
		return parts.join(' e ') || '1 mês';
	}
	if (y) parts.push(`${y} ${short ? (y === 1 ? 'yr' : 'yrs') : y === 1 ? 'year' : 'years'}`);
	if (m) parts.push(`${m} ${short ? (m === 1 ? 'mo' : 'mos') : m === 1 ? 'month' : 'months'}`);
	return parts.join(' ') || '1 month';
}

/**
 * Consecutive roles at the same company, newest first: [{ company, location, roles, start, end }].
 * `start`/`end` span the group (null when undated).
 * @param {CorpusRole[]} roles
 */
export function groups(roles) {
	/** @type {{ company: string, location: string | null, roles: CorpusRole[], start: string | null, end: string | null, yearOnly: boolean }[]} */
	const out = [];
	for (const role of roles) {
		const last = out[out.length - 1];
		if (last && last.company === role.company) last.roles.push(role);
		else out.push({ company: role.company, location: role.location, roles: [role], start: null, end: null, yearOnly: role.yearOnly });
	}
	for (const g of out) {
		g.start = g.roles[g.roles.length - 1].start;
		g.end = g.roles[0].end;
	}
	return out;
}

/** The group's dates as a pseudo-role, for range(). @param {ReturnType<typeof groups>[number]} g @returns {CorpusRole} */
export function groupRole(g) {
	return { ...g.roles[0], start: g.start, end: g.end, yearOnly: g.yearOnly };
}

/** <ul> of a role's bullets, or ''. @param {CorpusRole} role @param {string} [cls] */
export function bullets(role, cls = '') {
	if (!role.bullets.length) return '';
	return `<ul${cls ? ` class="${cls}"` : ''}>${role.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`;
}

/** The skills as written, joined. @param {CorpusPerson} person @param {string} [sep] */
export function skillsText(person, sep = ', ') {
	return person.skills.map((s) => s.surface).join(sep);
}

/** "English — native" / "Inglês — avançado". @param {{ name: string, level: string }} l @param {string} [sep] */
export function languageText(l, sep = ' — ') {
	return `${l.name}${sep}${l.level}`;
}

/** The place as the document writes it: "Recife, PE". @param {string | null} location */
export const place = (location) => location ?? '';

/**
 * A whole HTML document: UTF-8, the given CSS, fixed title, nothing fetched.
 * @param {{ person: CorpusPerson, css: string, body: string, paper?: 'A4' | 'Letter' }} options
 */
export function page({ person, css, body, paper = 'A4' }) {
	return `<!doctype html>
<html lang="${person.language === 'pt' ? 'pt-BR' : 'en'}"><head><meta charset="utf-8">
<title>${esc(person.name)}</title>
<style>
@page { size: ${paper}; margin: 0; }
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; }
body { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
ul { margin: 2px 0 6px 0; padding-left: 18px; }
li { margin: 1px 0; }
${css}
</style></head>
<body>${body}</body></html>`;
}

/** Contact items of the person, in order: e-mail, phone, place, links. @param {CorpusPerson} person */
export function contactItems(person) {
	return [person.email, person.phone, person.location, ...person.links];
}

/** Education lines "Degree — Institution, 2019". @param {CorpusPerson} person @param {(e: CorpusPerson['education'][number]) => string} [line] */
export function educationList(person, line = (e) => `<b>${esc(e.degree)}</b> — ${esc(e.institution)}, ${esc(e.end)}`) {
	return person.education.map((e) => `<div class="edu">${line(e)}</div>`).join('');
}

/** A <section> with a heading, or '' when the body is empty. @param {string} heading @param {string} body @param {string} [cls] */
export function section(heading, body, cls = 'sec') {
	if (!body) return '';
	return `<section class="${cls}"><h2>${esc(heading)}</h2>${body}</section>`;
}

/** <ul> of plain strings (escaped), or ''. @param {string[]} items @param {string} [cls] */
export function list(items, cls = '') {
	if (!items.length) return '';
	return `<ul${cls ? ` class="${cls}"` : ''}>${items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`;
}
