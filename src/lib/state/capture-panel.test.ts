import { describe, expect, it } from 'vitest';
import type { Capture } from '$lib/api/captures';
import { applicationInputOf, countByView, inView, jobInputOf, titleOfPage, webLink } from './capture-panel.svelte';

const capture = (fields: Partial<Capture> = {}): Capture => ({
	id: 'c1',
	seq: 1,
	url: 'https://vagas.example/analista-de-dados',
	title: 'Analista de Dados Pleno | Empresa Jabuti | LinkedIn',
	text: 'Analista de Dados Pleno\nRequisitos: SQL, Python e Power BI.',
	captureType: 'page',
	origin: 'bookmarklet',
	capturedAt: '2026-05-04T10:00:00.000Z',
	receivedAt: '2026-05-04T10:00:01.000Z',
	jobPosting: null,
	status: 'new',
	statusAt: null,
	...fields
});

const posting = { title: 'Enfermeira UTI', description: '<p>Requisitos: <b>COREN</b> ativo</p>', company: 'Hospital Jabuti', location: 'Recife, PE', employmentType: 'FULL_TIME', datePosted: null, validThrough: null, remote: null };

describe('which captures each view shows', () => {
	it('shows new and reviewed captures by default, and hides the archived and ignored ones', () => {
		expect(inView({ status: 'new' }, 'current')).toBe(true);
		expect(inView({ status: 'reviewed' }, 'current')).toBe(true);
		expect(inView({ status: 'archived' }, 'current')).toBe(false);
		expect(inView({ status: 'ignored' }, 'current')).toBe(false);
	});

	it('keeps every capture in "all", so nothing reviewed is ever lost from the local history', () => {
		expect(['new', 'reviewed', 'archived', 'ignored'].every((status) => inView({ status } as Capture, 'all'))).toBe(true);
	});

	it('counts each view', () => {
		const counts = countByView([{ status: 'new' }, { status: 'new' }, { status: 'archived' }, { status: 'reviewed' }]);
		expect(counts).toEqual({ current: 3, new: 2, reviewed: 1, archived: 1, ignored: 0, all: 4 });
	});
});

describe('links and titles from a captured page', () => {
	it('links only http(s) addresses', () => {
		expect(webLink('https://vagas.example/1')).toBe('https://vagas.example/1');
		expect(webLink('javascript:alert(1)')).toBeNull();
		expect(webLink('file:///etc/passwd')).toBeNull();
		expect(webLink(null)).toBeNull();
	});

	it('keeps the posting part of a page title and drops the site', () => {
		expect(titleOfPage('Analista de Dados Pleno | Empresa Jabuti | LinkedIn')).toBe('Analista de Dados Pleno');
		expect(titleOfPage('Desenvolvedora Front-end – Gupy')).toBe('Desenvolvedora Front-end');
		expect(titleOfPage('   ')).toBeNull();
	});
});

describe('what the Job screen reads from a capture', () => {
	it("reads the page's JobPosting description when the page had one, with its title, company and place", () => {
		expect(jobInputOf(capture({ captureType: 'job', jobPosting: posting }))).toEqual({
			text: posting.description,
			metadata: { title: 'Enfermeira UTI', company: 'Hospital Jabuti', location: 'Recife, PE', source: 'bookmarklet' }
		});
	});

	it('reads the captured text otherwise, and lets the parser find the title of a whole page', () => {
		expect(jobInputOf(capture())).toEqual({ text: 'Analista de Dados Pleno\nRequisitos: SQL, Python e Power BI.', metadata: { source: 'bookmarklet' } });
	});

	it("gives a selection the page's title, since a selection rarely holds it", () => {
		expect(jobInputOf(capture({ captureType: 'selection', text: 'Requisitos: SQL' }))?.metadata.title).toBe('Analista de Dados Pleno');
	});

	it('has nothing to read when only the address was captured', () => {
		expect(jobInputOf(capture({ captureType: 'link', text: null }))).toBeNull();
		expect(jobInputOf(capture({ text: '   ' }))).toBeNull();
	});
});

describe('the application a capture becomes', () => {
	it("uses the posting's fields, the page's link and the capture's origin as its source", () => {
		expect(applicationInputOf(capture({ jobPosting: posting }), 'Untitled')).toEqual({
			jobId: null,
			job: { title: 'Enfermeira UTI', company: 'Hospital Jabuti', url: 'https://vagas.example/analista-de-dados', location: 'Recife, PE', source: 'bookmarklet' },
			match: null,
			fallbackSource: 'bookmarklet',
			untitled: 'Untitled'
		});
	});

	it("falls back to the page's title, and never keeps a link that is not a web address", () => {
		const input = applicationInputOf(capture({ url: 'javascript:void(0)' }), 'Untitled');
		expect(input.job).toMatchObject({ title: 'Analista de Dados Pleno', company: null, url: null });
	});
});
