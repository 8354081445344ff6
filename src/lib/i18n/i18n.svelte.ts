import { en, type MessageKey, type Messages } from './en';
import { readPreference, writePreference } from '$lib/state/preferences';
import { isApiError } from '$lib/api/errors';

export type Locale = 'en' | 'pt-BR';
export const LOCALES: Locale[] = ['en', 'pt-BR'];
/**
 * English is in the first JS every page loads; Portuguese (as large) loads only for someone who
 * reads it, before the first screen in their language is drawn (measured: both dictionaries made
 * the initial JS pass its 120 KB budget).
 */
const MESSAGES: Partial<Record<Locale, Messages>> = { en };
// Skill names as a Portuguese screen shows them ("Terapia intensiva"), in the Portuguese chunk too.
const SKILL_LABELS: Partial<Record<Locale, Record<string, string>>> = {};
let portuguese: Promise<void> | null = null;
// The params of the messages that carry a skill's canonical name, or a list of them.
const SKILL_PARAMS = ['skill', 'keyword', 'related', 'requirement', 'skills'] as const;

/** Makes a locale's messages available (Portuguese is a separate chunk, fetched once). */
export function loadLocale(locale: Locale): Promise<void> {
	if (MESSAGES[locale]) return Promise.resolve();
	portuguese ??= import('./pt').then(
		(module) => {
			MESSAGES['pt-BR'] = module.pt;
			SKILL_LABELS['pt-BR'] = module.skillLabels;
		},
		(error) => {
			// Offline before the chunk was cached: English stays, and a later switch tries again.
			portuguese = null;
			throw error;
		}
	);
	return portuguese;
}

/** The browser's first language we speak; Portuguese of any region gets pt-BR. */
export function detectLocale(languages: readonly string[]): Locale {
	for (const language of languages) {
		const lower = language.toLowerCase();
		if (lower.startsWith('pt')) return 'pt-BR';
		if (lower.startsWith('en')) return 'en';
	}
	return 'en';
}

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

	/** The stored choice, else the browser's languages. */
	async init() {
		const stored = await readPreference<Locale>('locale');
		await this.apply(stored && LOCALES.includes(stored) ? stored : detectLocale(navigator.languages ?? [navigator.language]));
	}

	async set(locale: Locale) {
		await this.apply(locale);
		await writePreference('locale', locale);
	}

	private async apply(locale: Locale) {
		try {
			await loadLocale(locale);
		} catch {
			return; // its messages could not be fetched: the screen stays in the language it has
		}
		this.locale = locale;
		if (typeof document !== 'undefined') document.documentElement.lang = locale;
	}

	t = (key: MessageKey, params?: Record<string, string | number>): string => format(MESSAGES[this.locale]?.[key] ?? en[key], this.skillParams(params));

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
		const chosen = [variant, `${key}.other`, key].find((k) => k in en) as MessageKey;
		return this.t(chosen, { count: this.number(count), ...params });
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
			if (key in en) return this.t(key as MessageKey);
		}
		return this.problem(error);
	};

	/** A sentence a person can act on, in their language, for any failure. */
	problem = (error: unknown): string => {
		if (!isApiError(error)) return this.t('problem.generic');
		const key = `problem.${error.code}` as MessageKey;
		if (key in en) return this.t(key);
		// Codes without a translation yet: the core's own detail is already an actionable sentence.
		return error.message || this.t('problem.generic');
	};
}

export const i18n = new I18n();
export const t = i18n.t;
export type { MessageKey };
