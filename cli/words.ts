import { en as appEn, type MessageKey } from '$lib/i18n/en';
import { pt as appPt } from '$lib/i18n/pt';
import type { Translate } from '$lib/i18n/analysis-text';
import { setMessageLookup } from '$lib/i18n/message-lookup';
import type { Lang } from './args';
import { CLI_EN, CLI_PT, type CliKey } from './words-text';

type Params = Record<string, string | number>;

// The command line holds every message: a code the core sent has words when English has them.
setMessageLookup((key) => key in appEn);

const fill = (template: string, params: Params = {}) => template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));

/** The sentences of one language: the app's own (`t`, the same words the screens use) and the command line's (`w`). */
export type Words = {
	lang: Lang;
	/** The app's messages (src/lib/i18n): the analysis, tailor and problem sentences a person already knows. */
	t: Translate;
	/** The command line's own words: help, headings, errors about flags and files. */
	w: (key: CliKey, params?: Params) => string;
	/** Whether a key is one of the command line's (a BadInput may carry one). */
	has: (key: string) => key is CliKey;
	number: (value: number) => string;
	percent: (value: number) => string;
};

export function wordsFor(lang: Lang): Words {
	const app = lang === 'pt-BR' ? appPt : appEn;
	const cli = lang === 'pt-BR' ? CLI_PT : CLI_EN;
	const numbers = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 });
	const percents = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 });
	return {
		lang,
		t: (key: MessageKey, params?: Params) => {
			const template = app[key] ?? appEn[key];
			return template === undefined ? key : fill(template, params);
		},
		w: (key, params) => fill(cli[key] ?? CLI_EN[key], params),
		has: (key): key is CliKey => key in CLI_EN,
		number: (value) => numbers.format(value),
		percent: (value) => percents.format(value)
	};
}
