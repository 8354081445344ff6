import type { MessageKey, Messages } from './en';
import { shellEn } from './areas/shell.en';
import { errorsEn } from './areas/errors.en';
import { editConflictEn } from './areas/edit-conflict.en';
import { areaOfKey, type Area } from './areas/map';
import { ALL_SCREEN_AREAS, FRAME_AREAS } from './screens';
import { readPreference, writePreference } from '$lib/state/preferences';
import { isApiError } from '$lib/api/errors';
import { setMessageLookup } from './message-lookup';

export type Locale = 'en' | 'pt-BR';
export const LOCALES: Locale[] = ['en', 'pt-BR'];

/**
 * The words load by area (areas/map.ts), one chunk per area and language: only the frame's English
 * (shell, errors, edit-conflict) is in the first script every page loads; a screen's areas load
 * before it is drawn (`loadAreas`, awaited by the root layout's load, screens.ts says which), in the
 * person's language only, and t() stays synchronous. Measured (Lighthouse, mobile): all the English
 * messages in the first script were 47.6 KB of its gzip, and Resume's initial JS passed 120 KB.
 */
type AreaModule = Record<string, Record<string, string>>;
const FILES: Record<Locale, Record<string, () => Promise<AreaModule>>> = {
	en: import.meta.glob<AreaModule>(['./areas/*.en.ts', '!./areas/shell.en.ts', '!./areas/errors.en.ts', '!./areas/edit-conflict.en.ts']),
	'pt-BR': import.meta.glob<AreaModule>('./areas/*.pt.ts')
};
const fileOf = (locale: Locale, area: Area) => `./areas/${area}.${locale === 'en' ? 'en' : 'pt'}.ts`;

const MESSAGES: Record<Locale, Partial<Messages>> = { en: { ...shellEn, ...errorsEn, ...editConflictEn }, 'pt-BR': {} };
const LOADED: Record<Locale, Set<Area>> = { en: new Set(FRAME_AREAS), 'pt-BR': new Set() };
const LOADING = new Map<string, Promise<void>>();
/** Areas some screen asked for: a change of language loads them in the new language before it shows. */
const WANTED = new Set<Area>(FRAME_AREAS);
// Skill names as a Portuguese screen shows them ("Terapia intensiva"), loaded with Portuguese.
const SKILL_LABELS: Partial<Record<Locale, Record<string, string>>> = {};
let skillLabels: Promise<void> | null = null;
// The params of the messages that carry a skill's canonical name, or a list of them.
const SKILL_PARAMS = ['skill', 'keyword', 'related', 'requirement', 'skills'] as const;

/** One area's words in one language, fetched once; a failure (offline before it was cached) is tried again next time. */
function loadArea(locale: Locale, area: Area): Promise<void> {
	if (LOADED[locale].has(area)) return Promise.resolve();
	const id = `${locale} ${area}`;
	let loading = LOADING.get(id);
	if (!loading) {
		loading = FILES[locale][fileOf(locale, area)]().then(
			(module) => {
				for (const words of Object.values(module)) Object.assign(MESSAGES[locale], words);
				LOADED[locale].add(area);
			},
			(error) => {
				LOADING.delete(id);
				throw error;
			}
		);
		LOADING.set(id, loading);
	}
	return loading;
}

function loadSkillLabels(locale: Locale): Promise<void> {
	if (locale === 'en' || SKILL_LABELS[locale]) return Promise.resolve();
	skillLabels ??= import('./skill-labels.pt.json').then(
		(module) => {
			SKILL_LABELS['pt-BR'] = module.default;
		},
		(error) => {
			skillLabels = null;
			throw error;
		}
	);
	return skillLabels;
}

/** The frame's words and `areas` in `locale` (with a Portuguese screen's skill names). */
async function loadIn(locale: Locale, areas: Iterable<Area>): Promise<void> {
	const all = new Set([...FRAME_AREAS, ...areas]);
	await Promise.all([...[...all].map((area) => loadArea(locale, area)), loadSkillLabels(locale)]);
}

/** Whether a message's words are here, in this language or in English. */
const isLoaded = (locale: Locale, area: Area) => LOADED[locale].has(area) || LOADED.en.has(area);

/**
 * Every area of a language, and of English: for code that runs outside any screen (tests). A
 * screen loads its own areas through `loadAreas`.
 */
export async function loadLocale(locale: Locale): Promise<void> {
	const all = [...FRAME_AREAS, ...ALL_SCREEN_AREAS];
	for (const area of all) WANTED.add(area);
	await Promise.all([loadIn('en', all), loadIn(locale, all)]);
}

/** A screen's words, before it is drawn, in the language it will be shown in (see I18n.load). */
export const loadAreas = (areas: readonly Area[]): Promise<void> => i18n.load(areas);

/** The browser's first language we speak; Portuguese of any region gets pt-BR. */
export function detectLocale(languages: readonly string[]): Locale {
	for (const language of languages) {
		const lower = language.toLowerCase();
		if (lower.startsWith('pt')) return 'pt-BR';
		if (lower.startsWith('en')) return 'en';
	}
	return 'en';
}

const browserLocale = (): Locale => detectLocale(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]));

/**
 * What `tn` takes: a key with a singular beside it (`key` and `key.one`), or the common stem of
 * `stem.one` / `stem.other`.
 */
export type PluralKey = {
	[K in MessageKey]: K extends `${infer Stem}.other` ? Stem : `${K}.one` extends MessageKey ? K : never;
}[MessageKey];

// One formatter per locale: building Intl objects on every render is needlessly slow.
const pluralCache = new Map<Locale, Intl.PluralRules>();
const listCache = new Map<Locale, Intl.ListFormat>();
const pluralRules = (locale: Locale) => pluralCache.get(locale) ?? pluralCache.set(locale, new Intl.PluralRules(locale)).get(locale)!;
const listFormat = (locale: Locale) =>
	listCache.get(locale) ?? listCache.set(locale, new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' })).get(locale)!;

export function format(template: string, params: Record<string, string | number> = {}): string {
	return template.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

class I18n {
	locale = $state<Locale>('en');
	/** Bumped when words arrive that a screen used before they were loaded (see #missing). */
	#arrived = $state(0);
	/** The language being switched to, else the one shown: a screen opening meanwhile loads its words in it. */
	#target: Locale = 'en';
	/** Settles once the first language is chosen: a screen's words wait for that, not for the platform. */
	#decided: Promise<void> | null = null;
	#reported = new Set<Area>();

	#settled = false;

	/** The stored choice, else the browser's languages (read once). */
	#decide(): Promise<void> {
		this.#decided ??= readPreference<Locale>('locale').then((stored) => {
			this.#target = stored && LOCALES.includes(stored) ? stored : browserLocale();
			this.#settled = true;
		});
		return this.#decided;
	}

	/** The first language: the stored choice, else the browser's languages. */
	async init() {
		await this.#decide();
		await this.apply(this.#target);
	}

	async set(locale: Locale) {
		await this.apply(locale);
		await writePreference('locale', locale);
	}

	private async apply(locale: Locale) {
		const previous = this.#target;
		this.#target = locale;
		try {
			await loadIn(locale, WANTED);
		} catch {
			this.#target = previous;
			return; // its messages could not be fetched: the screen stays in the language it has
		}
		this.locale = locale;
		if (typeof document !== 'undefined') document.documentElement.lang = locale;
	}

	/**
	 * Loads the words of `areas` in the language the screen will be shown in — Portuguese only for
	 * someone who reads it; English when Portuguese cannot be fetched — so that t() finds them.
	 */
	async load(areas: readonly Area[]): Promise<void> {
		for (const area of areas) WANTED.add(area);
		// While the stored choice is read (IndexedDB, slow on a phone's first visit), the words are
		// already fetched in the language the browser asks for — most often the one chosen.
		if (!this.#settled) void loadIn(browserLocale(), areas).catch(() => {});
		await this.#decide();
		const locale = this.#target;
		if (locale !== 'en') {
			try {
				return await loadIn(locale, areas);
			} catch {
				// English below: the screen is drawn in it rather than not at all
			}
		}
		await loadIn('en', areas);
	}

	t = (key: MessageKey, params?: Record<string, string | number>): string => {
		const text = MESSAGES[this.locale][key] ?? MESSAGES.en[key];
		return text === undefined ? this.#missing(key) : format(text, this.skillParams(params));
	};

	/** Whether a message exists (its area loaded): for keys built from a code the core sent. */
	has = (key: string): key is MessageKey => {
		if (key in MESSAGES[this.locale] || key in MESSAGES.en) return true;
		const area = areaOfKey(key);
		if (area && !isLoaded(this.locale, area)) this.#missing(key);
		return false;
	};

	/**
	 * A message of an area the screen did not load: a mistake in screens.ts, which screens.test.ts
	 * should have caught. Reported on the console (the end-to-end tests that open every screen fail
	 * on it); the area is fetched and the text drawn again when it arrives (empty meanwhile, never
	 * the raw key).
	 */
	#missing(key: string): string {
		void this.#arrived;
		const area = areaOfKey(key);
		if (!area || isLoaded(this.locale, area)) return key;
		if (!this.#reported.has(area)) {
			this.#reported.add(area);
			console.error(`i18n: "${key}" is a message of the area "${area}", which this screen did not load before it was drawn — list it for the route in src/lib/i18n/screens.ts.`);
			WANTED.add(area);
			const locale = this.locale;
			void loadIn(locale, [area])
				.catch(() => loadIn('en', [area]))
				.then(
					() => this.#arrived++,
					() => this.#reported.delete(area)
				);
		}
		return '';
	}

	/** Params that hold skill names ("{skill}", "{keyword}", "{skills}" as "A, B") in this screen's language. */
	private skillParams(params?: Record<string, string | number>): Record<string, string | number> | undefined {
		if (!params || !SKILL_LABELS[this.locale]) return params;
		// Copied only when a name changes: most messages carry no skill.
		let out = params;
		for (const name of SKILL_PARAMS) {
			const value = params[name];
			if (typeof value !== 'string') continue;
			const label = name === 'skills' ? value.split(', ').map(this.skill).join(', ') : this.skill(value);
			if (label === value) continue;
			if (out === params) out = { ...params };
			out[name] = label;
		}
		return out;
	}

	/**
	 * A skill's name in this screen's language: the taxonomy's canonical name is a key, never what a
	 * Portuguese screen shows ("Intensive care" → "Terapia intensiva"). Names it does not know stay.
	 */
	skill = (name: string): string => SKILL_LABELS[this.locale]?.[name] ?? name;

	/** Short language code of the API's bilingual labels. */
	get apiLanguage(): 'en' | 'pt' {
		return this.locale === 'pt-BR' ? 'pt' : 'en';
	}

	number = (value: number, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(this.locale, options).format(value);
	percent = (value: number) => this.number(value, { style: 'percent', maximumFractionDigits: 0 });
	date = (iso: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) => new Intl.DateTimeFormat(this.locale, options).format(new Date(iso));
	/** A calendar day (YYYY-MM-DD) read at noon UTC: the same day in every time zone. */
	day = (iso: string) => this.date(`${iso}T12:00:00Z`);
	bytes = (value: number) => {
		const units = ['B', 'kB', 'MB', 'GB', 'TB'];
		let unit = 0;
		while (value >= 1000 && unit < units.length - 1) {
			value /= 1000;
			unit++;
		}
		return `${this.number(value, { maximumFractionDigits: unit ? 1 : 0 })} ${units[unit]}`;
	};

	/**
	 * A message whose words depend on a count: `key.<rule>` (`.one`, `.few`…, by the locale's
	 * Intl.PluralRules) when the messages give it, else `key.other`, else `key` itself (written
	 * for "other"). `{count}` is the count in the locale's digits unless `params` gives it.
	 */
	tn = (key: PluralKey, count: number, params?: Record<string, string | number>): string => {
		// CLDR files 0 under "one" in Portuguese; a Brazilian writes "0 vagas", not "0 vaga".
		const rule = count === 0 && this.locale === 'pt-BR' ? 'other' : pluralRules(this.locale).select(count);
		const variant = `${key}.${rule}`;
		const chosen = [variant, `${key}.other`].find(this.has) ?? key;
		return this.t(chosen as MessageKey, { count: this.number(count), ...params });
	};

	/** Items as a sentence lists them: "A, B and C", "A, B e C". */
	list = (items: readonly string[]): string => listFormat(this.locale).format(items);

	/**
	 * Like `problem`, for a failure of something the person pasted (`text`) or chose (`file`): a
	 * person who pasted is never told to paste, and an empty file is called empty, not damaged.
	 */
	problemFor = (error: unknown, from: 'text' | 'file'): string => {
		if (isApiError(error)) {
			// The resume readers' detail for a 0-byte file (worker/core/engine/readers/reader-problems.ts).
			if (from === 'file' && error.code === 'invalid_file' && /^This file is empty\b/.test(error.message)) return this.t('problem.invalid_file.empty');
			const key = `problem.${error.code}.${from}`;
			if (this.has(key)) return this.t(key);
		}
		return this.problem(error);
	};

	/** A sentence a person can act on, in their language, for any failure. */
	problem = (error: unknown): string => {
		if (!isApiError(error)) return this.t('problem.generic');
		const key = `problem.${error.code}`;
		if (this.has(key)) return this.t(key);
		// Codes without a translation yet: the core's own detail is already an actionable sentence.
		return error.message || this.t('problem.generic');
	};
}

export const i18n = new I18n();
// The analysis and tailor sentences ask which codes have words here (see analysis-text.ts).
setMessageLookup((key) => i18n.has(key));
export const t = i18n.t;
export type { MessageKey };
