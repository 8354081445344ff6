import { describe, expect, it } from 'vitest';
import { findJobPosting, parseJsonLd } from './job-posting';

const posting = { '@context': 'https://schema.org', '@type': 'JobPosting', title: 'Enfermeira UTI', datePosted: '2026-05-01' };

describe('findJobPosting', () => {
	it('finds a JobPosting that is the whole JSON-LD block', () => {
		expect(findJobPosting([JSON.stringify(posting)])).toEqual(posting);
	});

	it('finds a JobPosting inside @graph, after the site and breadcrumb nodes', () => {
		const block = { '@context': 'https://schema.org', '@graph': [{ '@type': 'WebSite', name: 'Vagas' }, { '@type': 'BreadcrumbList' }, posting] };
		expect(findJobPosting([JSON.stringify(block)])).toEqual(posting);
	});

	it('finds a JobPosting in a top-level array and as a WebPage mainEntity', () => {
		expect(findJobPosting([JSON.stringify([{ '@type': 'Organization' }, posting])])).toEqual(posting);
		expect(findJobPosting([JSON.stringify({ '@type': 'WebPage', mainEntity: posting })])).toEqual(posting);
	});

	it('recognises the type written as a list, with a prefix or as a full schema.org address', () => {
		for (const type of [['JobPosting'], 'schema:JobPosting', 'http://schema.org/JobPosting', ['Thing', 'https://schema.org/JobPosting']]) {
			expect(findJobPosting([JSON.stringify({ '@type': type, title: 'x' })])?.title).toBe('x');
		}
	});

	it('ignores blocks that are not JSON and keeps looking in the next ones', () => {
		expect(findJobPosting(['{ not json', '', JSON.stringify({ '@type': 'Organization' }), JSON.stringify(posting)])).toEqual(posting);
	});

	it('reads a description with raw line breaks, which many job boards publish', () => {
		const found = findJobPosting(['{"@type": "JobPosting", "title": "Dev", "description": "Line one\nLine two"}']);
		expect(found).toMatchObject({ title: 'Dev', description: 'Line one Line two' });
	});

	it('returns undefined when the page has no JobPosting', () => {
		expect(findJobPosting([])).toBeUndefined();
		expect(findJobPosting([JSON.stringify({ '@type': 'Product', name: 'JobPosting' })])).toBeUndefined();
		expect(findJobPosting(['null', '42', '"JobPosting"'])).toBeUndefined();
	});

	it('does not mistake a type that only ends like it for a posting', () => {
		expect(findJobPosting([JSON.stringify({ '@type': 'NotAJobPosting' })])).toBeUndefined();
	});
});

describe('parseJsonLd', () => {
	it('unwraps a CDATA section some CMSs still add', () => {
		expect(parseJsonLd('<![CDATA[{"a":1}]]>')).toEqual({ a: 1 });
	});
});
