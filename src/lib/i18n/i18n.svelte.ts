import { en, type MessageKey, type Messages } from './en';
import { pt } from './pt';
import { readPreference, writePreference } from '$lib/state/preferences';
import { isApiError } from '$lib/api/errors';

export type Locale = 'en' | 'pt-BR';
export const LOCALES: Locale[] = ['en', 'pt-BR'];
const MESSAGES: Record<Locale, Messages> = { en, 'pt-BR': pt };

/** The browser's first language we speak; Portuguese of any region gets pt-BR. */
export function detectLocale(languages: readonly string[]): Locale {
	for (const language of languages) {
		const lower = language.toLowerCase();
		if (lower.startsWith('pt')) return 'pt-BR';
		if (lower.startsWith('en')) return 'en';
	}
	return 'en';
}

export function format(template: string, params: Record<string, string | number> = {}): string {
	return template.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

class I18n {
	locale = $state<Locale>('en');

	/** The stored choice, else the browser's languages. */
	async init() {
		const stored = await readPreference<Locale>('locale');
		this.apply(stored && LOCALES.includes(stored) ? stored : detectLocale(navigator.languages ?? [navigator.language]));
	}

	async set(locale: Locale) {
		this.apply(locale);
		await writePreference('locale', locale);
	}

	private apply(locale: Locale) {
		this.locale = locale;
		if (typeof document !== 'undefined') document.documentElement.lang = locale;
	}

	t = (key: MessageKey, params?: Record<string, string | number>): string => format(MESSAGES[this.locale][key] ?? en[key], params);

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
