import { describe, expect, it } from 'vitest';
import { buildCapture, capText, chooseCaptureType, LIMITS } from './capture';
import type { PageReading } from './read-page';

const now = new Date('2026-05-04T10:00:00.000Z');
const posting = { '@type': 'JobPosting', title: 'Analista fiscal' };

function page(overrides: Partial<PageReading> = {}): PageReading {
	return { url: 'https://vagas.example/123', title: '  Analista fiscal — Vagas  ', selection: '', text: 'Requisitos: SPED', jsonLd: [], ...overrides };
}

describe('chooseCaptureType', () => {
	it("is 'job' whenever a JobPosting was found, even with a selection", () => {
		expect(chooseCaptureType(true, '')).toBe('job');
		expect(chooseCaptureType(true, 'some text')).toBe('job');
	});

	it("is 'selection' when text is selected and 'page' otherwise", () => {
		expect(chooseCaptureType(false, 'Requisitos')).toBe('selection');
		expect(chooseCaptureType(false, '   ')).toBe('page');
	});
});

describe('buildCapture', () => {
	it("sends the page's text as a 'page' capture from the extension, captured now", () => {
		expect(buildCapture(page(), now)).toEqual({
			url: 'https://vagas.example/123',
			title: 'Analista fiscal — Vagas',
			text: 'Requisitos: SPED',
			captureType: 'page',
			origin: 'extension',
			capturedAt: '2026-05-04T10:00:00.000Z'
		});
	});

	it('sends the selected text instead of the page when something is selected', () => {
		const body = buildCapture(page({ selection: ' Salário: R$ 5.000 ', text: '' }), now);
		expect(body).toMatchObject({ captureType: 'selection', text: 'Salário: R$ 5.000' });
	});

	it("adds the JobPosting as the page wrote it and files the capture as 'job'", () => {
		const body = buildCapture(page({ jsonLd: ['{ broken', JSON.stringify({ '@graph': [posting] })] }), now);
		expect(body.captureType).toBe('job');
		expect(body.jobPosting).toEqual(posting);
		expect(body.text).toBe('Requisitos: SPED');
	});

	it("leaves jobPosting out when there is none, so the JSON has no empty field", () => {
		expect('jobPosting' in buildCapture(page(), now)).toBe(false);
	});

	it("keeps the text and title within the relay's limits", () => {
		const body = buildCapture(page({ title: 't'.repeat(600), text: 'x'.repeat(LIMITS.text + 10) }), now);
		expect(body.title).toHaveLength(LIMITS.title);
		expect(body.text).toHaveLength(LIMITS.text);
	});
});

describe('capText', () => {
	it('does not cut an emoji in half at the limit', () => {
		expect(capText('ab😀', 3)).toBe('ab');
		expect(capText('ab😀', 4)).toBe('ab😀');
		expect(capText('abc', 10)).toBe('abc');
	});
});
