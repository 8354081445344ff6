/**
 * The Download dialog's rules that need no state: the choices it offers, their defaults (paper by
 * the person's region, headings in the app's language), which options each format takes, and how a
 * failed export is said. Pure (no runes, no api, no DOM), so download-view.test.ts proves them in
 * Node. The file itself and its name come from the API: nothing of the resume is decided here.
 */
import { isApiError } from '$lib/api/errors';
import type { ExportFormat, ExportOptions, HeadingLanguage, Paper, Variant } from '$lib/api/documents';
import type { MessageKey } from '$lib/i18n/i18n.svelte';

export type { ExportFormat, HeadingLanguage, Paper, Variant };

export const FORMATS: readonly ExportFormat[] = ['pdf', 'docx', 'json', 'md'];
export const PAPERS: readonly Paper[] = ['a4', 'letter'];
export const LANGUAGES: readonly HeadingLanguage[] = ['en', 'pt-BR'];
export const VARIANTS: readonly Variant[] = ['classic', 'compact'];

/** What the person picks in the dialog. */
export type DownloadChoice = { format: ExportFormat; paper: Paper; lang: HeadingLanguage; variant: Variant };

/** What is downloaded: a stored resume (with a tailoring's accepted changes, or as it was read), or the profile alone. */
export type DownloadTarget =
	| { kind: 'resume'; resumeId: string; tailoringId?: string; label: string; /** The resume's language ('en', 'pt'), when known. */ language?: string }
	| { kind: 'profile' };

/** The options the client sends: only those the format uses, so two choices that make the same file are one. */
export type ExportRequest = ExportOptions;

/**
 * Where Letter is the usual paper (the United States and Canada, and the countries of the Americas
 * and the Philippines that kept the US sizes); everywhere else uses A4.
 */
const LETTER_REGIONS = new Set(['US', 'CA', 'MX', 'PR', 'PH', 'CL', 'CO', 'VE', 'CR', 'GT', 'PA', 'DO', 'SV', 'NI', 'BZ']);

/** A language tag's region: given ("en-GB"), else the likely one ("en" → US, "pt" → BR), else none. */
function regionOf(tag: string): string | null {
	try {
		const locale = new Intl.Locale(tag);
		return locale.region ?? locale.maximize().region ?? null;
	} catch {
		return null; // not a well-formed tag: say nothing about its region
	}
}

/**
 * The paper a person expects: from the first browser language that names a region (someone in
 * Brazil who reads Rumo in English still prints on A4), else the likely region of the first
 * language, else of the app's language. pt-BR is A4; en-US and en-CA are Letter.
 */
export function defaultPaper(browserLanguages: readonly string[], appLocale: HeadingLanguage): Paper {
	const tagged = browserLanguages.find((tag) => {
		try {
			return !!new Intl.Locale(tag).region;
		} catch {
			return false;
		}
	});
	const region = regionOf(tagged ?? browserLanguages[0] ?? appLocale) ?? regionOf(appLocale);
	return region && LETTER_REGIONS.has(region) ? 'letter' : 'a4';
}

/**
 * What the dialog starts with: headings in the document's own language when it is known (a
 * Portuguese resume gets Portuguese headings under an English browser), else the app's; Portuguese
 * headings go on A4, as Brazil prints them; otherwise the paper of the person's region.
 */
export function defaultChoice(browserLanguages: readonly string[], appLocale: HeadingLanguage, documentLanguage?: string | null): DownloadChoice {
	const lang: HeadingLanguage = documentLanguage === 'pt' ? 'pt-BR' : documentLanguage === 'en' ? 'en' : appLocale;
	const paper = lang === 'pt-BR' ? 'a4' : defaultPaper(browserLanguages, appLocale);
	return { format: 'pdf', paper, lang, variant: 'classic' };
}

/** Paper and layout matter only for the page formats; JSON Resume has no headings to translate. */
export const usesPaper = (format: ExportFormat) => format === 'pdf' || format === 'docx';
export const usesLanguage = (format: ExportFormat) => format !== 'json';

export function exportRequest(choice: DownloadChoice): ExportRequest {
	const request: ExportRequest = { format: choice.format };
	if (usesLanguage(choice.format)) request.lang = choice.lang;
	if (usesPaper(choice.format)) {
		request.paper = choice.paper;
		request.variant = choice.variant;
	}
	return request;
}

/** One key per distinct file: a file made for the preview is the one downloaded when nothing changed since. */
export function requestKey(target: DownloadTarget, request: ExportRequest): string {
	const subject = target.kind === 'profile' ? 'profile' : `resume:${target.resumeId}:${target.tailoringId ?? ''}`;
	return [subject, request.format, request.lang ?? '', request.paper ?? '', request.variant ?? ''].join('|');
}

export type DownloadMessage = { key: MessageKey; params?: Record<string, string> } | { problem: unknown };

const OPTION_FIELDS = new Set(['format', 'paper', 'lang', 'variant', 'tailoringId']);

/**
 * A failed export as a sentence the person can act on: a resume or tailoring that is gone, the
 * option that is wrong (the 400's field), or the general sentence for any other problem.
 */
export function downloadError(error: unknown, target: DownloadTarget): DownloadMessage {
	if (!isApiError(error)) return { problem: error };
	if (error.code === 'not_found') {
		if (target.kind === 'profile') return { problem: error };
		return { key: target.tailoringId ? 'download.error.notFoundTailored' : 'download.error.notFoundResume' };
	}
	if (error.code === 'validation_failed') {
		// The router names a query field `query.format`; the last part is the option.
		const field = error.errors.map((e) => e.path.split('.').pop() ?? '').find((f) => OPTION_FIELDS.has(f));
		if (field) return { key: `download.error.option.${field}` as MessageKey };
		return { key: 'download.error.option.other' };
	}
	return { problem: error };
}

/** The label of a format, for buttons and the "making" line. */
export const formatKey = (format: ExportFormat): MessageKey => `download.format.${format}`;
