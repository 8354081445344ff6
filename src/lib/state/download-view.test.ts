import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '$lib/api/errors';
import { en } from '$lib/i18n/en';
import { format, loadLocale } from '$lib/i18n/i18n.svelte';
import { defaultChoice, defaultPaper, downloadError, exportRequest, FORMATS, requestKey, type DownloadTarget } from './download-view';

const TAILORED: DownloadTarget = { kind: 'resume', resumeId: 'r1', tailoringId: 't1', label: 'Samuel Reyes' };
const PLAIN: DownloadTarget = { kind: 'resume', resumeId: 'r1', label: 'Samuel Reyes' };
const PROFILE: DownloadTarget = { kind: 'profile' };

describe('the paper a person expects', () => {
	it('is Letter in the United States and Canada, A4 in Brazil and Portugal', () => {
		expect(defaultPaper(['en-US'], 'en')).toBe('letter');
		expect(defaultPaper(['en-CA', 'fr-CA'], 'en')).toBe('letter');
		expect(defaultPaper(['es-MX'], 'en')).toBe('letter');
		expect(defaultPaper(['pt-BR'], 'pt-BR')).toBe('a4');
		expect(defaultPaper(['pt-PT'], 'pt-BR')).toBe('a4');
		expect(defaultPaper(['en-GB'], 'en')).toBe('a4');
		expect(defaultPaper(['de-DE', 'en'], 'en')).toBe('a4');
	});

	it('follows where the person is, not the language they read Rumo in', () => {
		// A Brazilian reading the app in English still prints on A4; an American reading it in Portuguese, on Letter.
		expect(defaultPaper(['pt-BR', 'en'], 'en')).toBe('a4');
		expect(defaultPaper(['en-US'], 'pt-BR')).toBe('letter');
	});

	it('guesses the region of a language given without one, and of the app language when the browser says nothing', () => {
		expect(defaultPaper(['pt'], 'pt-BR')).toBe('a4');
		expect(defaultPaper(['en'], 'en')).toBe('letter');
		expect(defaultPaper([], 'pt-BR')).toBe('a4');
		expect(defaultPaper(['not a tag!'], 'pt-BR')).toBe('a4');
	});
});

describe('the choices and what is sent', () => {
	it('starts on a PDF with headings in the app language and the classic layout', () => {
		expect(defaultChoice(['pt-BR'], 'pt-BR')).toEqual({ format: 'pdf', paper: 'a4', lang: 'pt-BR', variant: 'classic' });
		expect(defaultChoice(['en-US'], 'en')).toEqual({ format: 'pdf', paper: 'letter', lang: 'en', variant: 'classic' });
		// Issue 27: a Portuguese resume under an en-US browser: Portuguese headings on A4.
		expect(defaultChoice(['en-US'], 'en', 'pt')).toEqual({ format: 'pdf', paper: 'a4', lang: 'pt-BR', variant: 'classic' });
		expect(defaultChoice(['pt-BR'], 'pt-BR', 'en')).toEqual({ format: 'pdf', paper: 'a4', lang: 'en', variant: 'classic' });
		expect(defaultChoice(['en-US'], 'pt-BR', 'en')).toEqual({ format: 'pdf', paper: 'letter', lang: 'en', variant: 'classic' });
	});

	it('sends paper and layout only for the page formats, and no heading language for JSON Resume', () => {
		const choice = { format: 'pdf', paper: 'a4', lang: 'pt-BR', variant: 'compact' } as const;
		expect(exportRequest(choice)).toEqual({ format: 'pdf', paper: 'a4', lang: 'pt-BR', variant: 'compact' });
		expect(exportRequest({ ...choice, format: 'docx' })).toEqual({ format: 'docx', paper: 'a4', lang: 'pt-BR', variant: 'compact' });
		expect(exportRequest({ ...choice, format: 'md' })).toEqual({ format: 'md', lang: 'pt-BR' });
		expect(exportRequest({ ...choice, format: 'json' })).toEqual({ format: 'json' });
	});

	it('treats choices that make the same file as one file, and another resume, tailoring or option as another', () => {
		const md = exportRequest({ format: 'md', paper: 'a4', lang: 'en', variant: 'classic' });
		expect(requestKey(PLAIN, md)).toBe(requestKey(PLAIN, exportRequest({ format: 'md', paper: 'letter', lang: 'en', variant: 'compact' })));
		expect(requestKey(PLAIN, md)).not.toBe(requestKey(TAILORED, md));
		expect(requestKey(PLAIN, md)).not.toBe(requestKey(PROFILE, md));
		expect(requestKey(PLAIN, md)).not.toBe(requestKey({ ...PLAIN, resumeId: 'r2' }, md));
		expect(requestKey(PLAIN, md)).not.toBe(requestKey(PLAIN, { ...md, lang: 'pt-BR' }));
	});

	it('offers the four formats, PDF first', () => {
		expect(FORMATS).toEqual(['pdf', 'docx', 'json', 'md']);
	});
});

describe('a failed export, in words', () => {
	const notFound = new ApiError({ status: 404, code: 'not_found', detail: 'No such resume.' });
	const invalid = (path: string) => new ApiError({ status: 400, code: 'validation_failed', detail: 'Some query parameters are not valid.', errors: [{ path, message: 'Invalid option' }] });

	it('says the resume, or the resume or its tailoring, no longer exists', () => {
		expect(downloadError(notFound, PLAIN)).toEqual({ key: 'download.error.notFoundResume' });
		expect(downloadError(notFound, TAILORED)).toEqual({ key: 'download.error.notFoundTailored' });
		expect(downloadError(notFound, PROFILE)).toEqual({ problem: notFound });
	});

	it('names the option that is wrong', () => {
		expect(downloadError(invalid('query.format'), PLAIN)).toEqual({ key: 'download.error.option.format' });
		expect(downloadError(invalid('query.paper'), PLAIN)).toEqual({ key: 'download.error.option.paper' });
		expect(downloadError(invalid('lang'), PLAIN)).toEqual({ key: 'download.error.option.lang' });
		expect(downloadError(invalid('query.variant'), PLAIN)).toEqual({ key: 'download.error.option.variant' });
		expect(downloadError(invalid('query.somethingElse'), PLAIN)).toEqual({ key: 'download.error.option.other' });
	});

	it('leaves any other failure to the general sentence', () => {
		const storage = new ApiError({ status: 503, code: 'storage_unavailable', detail: 'Local storage could not be opened.' });
		expect(downloadError(storage, PLAIN)).toEqual({ problem: storage });
		expect(downloadError(new Error('boom'), TAILORED)).toMatchObject({ problem: expect.any(Error) });
	});
});

describe('the words of the dialog', () => {
	let pt: Record<string, string>;
	beforeAll(async () => {
		await loadLocale('pt-BR');
		pt = (await import('$lib/i18n/pt')).pt;
	});

	it('has every message in Brazilian Portuguese, with the same placeholders', () => {
		const keys = Object.keys(en).filter((k) => k.startsWith('download.'));
		expect(keys.length).toBeGreaterThan(30);
		for (const key of keys) {
			const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
			expect(pt[key], key).toBeTruthy();
			expect(placeholders(pt[key]), key).toEqual(placeholders(en[key as keyof typeof en]));
		}
	});

	it('names the file and its pages in the preview’s text alternative', () => {
		const text = format(en['download.preview.alt'], { filename: 'Samuel-Reyes_Harborline_Backend.pdf', pages: format(en['download.preview.pages.other'], { count: 2 }) });
		expect(text).toBe('Preview of the first page of Samuel-Reyes_Harborline_Backend.pdf, 2 pages in all');
		expect(format(pt['download.preview.alt'], { filename: 'a.pdf', pages: format(pt['download.preview.pages.one'], { count: 1 }) })).toBe('Prévia da primeira página de a.pdf, 1 página no total');
	});
});
