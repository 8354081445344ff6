/**
 * Wording shared by the DOCX and LaTeX families of the generated resume corpus (issue 25): how a
 * role's dates are written in each style, and small helpers over a CorpusPerson. Every style keeps
 * the person's precision: month dates as months, year-only roles as years, undated roles blank.
 */

/** @typedef {import('../person.mjs').CorpusPerson} CorpusPerson */
/** @typedef {import('../person.mjs').CorpusRole} CorpusRole */
/** @typedef {import('../person.mjs').CorpusLanguage} CorpusLanguage */

const EN_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const EN_LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const PT_SHORT = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
const PT_LONG = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];

/**
 * @typedef {object} DateStyle
 * @property {(year: string, month: number) => string} month  one month (month 1–12)
 * @property {string} separator   between start and end (" – ", " to ", " a ")
 * @property {string} present     the word for a current role ("Present", "atual", "o momento")
 * @property {string} [yearSeparator]  between years of a year-only role (default: separator)
 */

/** @type {Record<string, DateStyle>} */
export const DATE_STYLES = {
	/** Jan 2020 – Present */
	enShort: { month: (y, m) => `${EN_SHORT[m - 1]} ${y}`, separator: ' – ', present: 'Present' },
	/** January 2020 – Present */
	enLong: { month: (y, m) => `${EN_LONG[m - 1]} ${y}`, separator: ' – ', present: 'Present' },
	/** 01/2020 - 03/2022, 01/2020 - Current */
	enNumeric: { month: (y, m) => `${String(m).padStart(2, '0')}/${y}`, separator: ' - ', present: 'Current' },
	/** Jan 2019 to Present (Naukri) */
	enTo: { month: (y, m) => `${EN_SHORT[m - 1]} ${y}`, separator: ' to ', present: 'Present' },
	/** Mar. 2019 — Now */
	enDot: { month: (y, m) => `${EN_SHORT[m - 1]}${m === 5 ? '' : '.'} ${y}`, separator: ' — ', present: 'Now', yearSeparator: ' — ' },
	/** jan/2020 – atual */
	ptShort: { month: (y, m) => `${PT_SHORT[m - 1]}/${y}`, separator: ' – ', present: 'atual' },
	/** Mar/2019 - Atual */
	ptShortCap: { month: (y, m) => `${PT_SHORT[m - 1][0].toUpperCase()}${PT_SHORT[m - 1].slice(1)}/${y}`, separator: ' - ', present: 'Atual' },
	/** março de 2019 – o momento */
	ptLong: { month: (y, m) => `${PT_LONG[m - 1]} de ${y}`, separator: ' – ', present: 'o momento' },
	/** 03/2019 a 12/2021, 03/2019 a atual */
	ptNumeric: { month: (y, m) => `${String(m).padStart(2, '0')}/${y}`, separator: ' a ', present: 'atual' },
	/** 03/2019 até o momento (job-portal exports) */
	ptPortal: { month: (y, m) => `${String(m).padStart(2, '0')}/${y}`, separator: ' até ', present: 'o momento' },
	/** 03/2019 – presente */
	ptPresente: { month: (y, m) => `${String(m).padStart(2, '0')}/${y}`, separator: ' – ', present: 'presente' }
};

/** The role's dates as the style writes them; '' for a role written without dates. */
export function roleDates(/** @type {CorpusRole} */ role, /** @type {DateStyle} */ style) {
	if (!role.start) return '';
	const [startYear, startMonth] = role.start.split('-');
	const current = role.end === 'present' || role.end === null;
	if (role.yearOnly) {
		const separator = style.yearSeparator ?? (style.separator === ' to ' || style.separator === ' a ' || style.separator === ' até ' ? style.separator : '–');
		if (current) return `${startYear}${separator}${style.present}`;
		const endYear = String(role.end).slice(0, 4);
		return endYear === startYear ? startYear : `${startYear}${separator}${endYear}`;
	}
	const start = style.month(startYear, Number(startMonth));
	if (current) return `${start}${style.separator}${style.present}`;
	const [endYear, endMonth] = String(role.end).split('-');
	return `${start}${style.separator}${style.month(endYear, Number(endMonth))}`;
}

/**
 * @typedef {object} Labels
 * @property {string} summary
 * @property {string} experience
 * @property {string} education
 * @property {string} skills
 * @property {string} certifications
 * @property {string} languages
 * @property {string} contact
 * @property {string} links
 */

/** Ordinary section names; families pick their own wording where they differ. */
/** @type {Record<CorpusLanguage, Labels>} */
export const LABELS = {
	en: {
		summary: 'Summary',
		experience: 'Experience',
		education: 'Education',
		skills: 'Skills',
		certifications: 'Certifications',
		languages: 'Languages',
		contact: 'Contact',
		links: 'Links'
	},
	pt: {
		summary: 'Resumo Profissional',
		experience: 'Experiência Profissional',
		education: 'Formação Acadêmica',
		skills: 'Competências',
		certifications: 'Certificações',
		languages: 'Idiomas',
		contact: 'Contato',
		links: 'Links'
	}
};

/** "Inglês (intermediário)" */
export const languageLine = (/** @type {{ name: string, level: string }} */ language, open = ' (', close = ')') =>
	language.level ? `${language.name}${open}${language.level}${close}` : language.name;

/** The skills as the document writes them. */
export const skillSurfaces = (/** @type {CorpusPerson} */ person) => person.skills.map((skill) => skill.surface);

/** "Company, Location" or "Company". */
export const companyAndPlace = (/** @type {CorpusRole} */ role, separator = ', ') => (role.location ? `${role.company}${separator}${role.location}` : role.company);

/** The name split before its last word: ["MARIA DA CONCEIÇÃO", "GUIMARÃES"]. */
export function splitName(/** @type {string} */ name) {
	const at = name.trim().lastIndexOf(' ');
	return at < 0 ? [name.trim(), ''] : [name.slice(0, at).trim(), name.slice(at + 1).trim()];
}

/** A native language's level word ("Native", "nativo", "língua materna"). */
export const isNative = (/** @type {string} */ level) => /nativ|mother|materna/i.test(level);

/** A small deterministic choice from the person's seed, so a family varies a little between people. */
export const pick = (/** @type {CorpusPerson} */ person, /** @type {number} */ salt, /** @type {number} */ count) =>
	Math.abs(Math.imul((person.seed | 0) + 0x9e3779b9 * (salt + 1), 0x85ebca6b) >>> 7) % count;
