import { describe, expect, it } from 'vitest';
import { parseJobText } from '../job-parse';
import { extractJobFromHtml } from './index';

/** A page whose body shows `body` (nothing by default: a page rendered by script) and holds these JSON-LD blocks. */
const page = (blocks: unknown[], body = '<div id="app"></div>', lang = 'en') =>
	`<!doctype html><html lang="${lang}"><head><meta charset="utf-8">${blocks
		.map((block) => `<script type="application/ld+json">${typeof block === 'string' ? block : JSON.stringify(block)}</script>`)
		.join('')}</head><body>${body}</body></html>`;

const posting = (fields: Record<string, unknown>) => ({ '@context': 'https://schema.org', '@type': 'JobPosting', title: 'Staff Accountant', ...fields });

/** The page read as the job route reads it: HTML, then the parser. */
const read = (html: string, url?: string) => {
	const result = extractJobFromHtml(html, url);
	return { result, parsed: result.blocked || result.listing ? null : parseJobText(result.text, {}, result) };
};

describe('a page that declares a JobPosting', () => {
	it('is read however little it shows, with a low_confidence warning instead of a refusal', () => {
		const { result, parsed } = read(page([posting({ hiringOrganization: { '@type': 'Organization', name: 'Larkspur Foods' }, description: '<p>Join our finance team.</p>' })]));
		expect(result.blocked).toBe(false);
		expect(parsed?.job).toMatchObject({ title: 'Staff Accountant', company: 'Larkspur Foods' });
		expect(parsed?.warnings.map((warning) => warning.code)).toEqual(['low_confidence']);
		expect(parsed!.confidence).toBeLessThan(0.6);
	});

	it('is read with only a title', () => {
		const { parsed } = read(page([{ '@context': 'https://schema.org/', '@type': 'JobPosting', name: 'Stone mason' }]));
		expect(parsed?.job.title).toBe('Stone mason');
	});

	it('is read behind a login wall when its data holds the posting; a wall with no JobPosting stays blocked', () => {
		const wall = '<main><h1>Staff Accountant</h1><p>Sign in to see the full job description.</p><form><input type="password"></form></main>';
		const { result, parsed } = read(page([posting({ description: '<p>Prepare journal entries and reconciliations. Requirements: US GAAP, Excel.</p>' })], wall));
		expect(result.blocked).toBe(false);
		expect(parsed?.job.title).toBe('Staff Accountant');
		expect(extractJobFromHtml(page([], wall))).toMatchObject({ blocked: true, reason: 'login_wall' });
		expect(extractJobFromHtml(page([{ '@type': 'WebPage', name: 'Sign in' }], '<div class="cf-challenge"><h1>Just a moment...</h1></div>'))).toMatchObject({ blocked: true, reason: 'captcha' });
	});

	it('takes @type as a string, a list or a full address, in any of several blocks, in a top-level array or an @graph', () => {
		for (const blocks of [
			[{ '@type': 'BreadcrumbList', itemListElement: [] }, posting({})],
			[[{ '@type': 'WebSite', name: 'Larkspur' }, posting({ '@type': ['JobPosting'] })]],
			[{ '@context': 'https://schema.org', '@graph': [{ '@type': 'WebPage' }, posting({ '@type': 'http://schema.org/JobPosting' })] }]
		])
			expect(read(page(blocks)).parsed?.job.title).toBe('Staff Accountant');
	});
});

describe('the fields of a JobPosting', () => {
	it('reads datePosted and validThrough as days, or as UTC instants when a time comes with its zone', () => {
		const { parsed } = read(page([posting({ datePosted: '2024-05-02', validThrough: '2024-05-31T23:59:59-03:00' })]));
		expect(parsed?.job).toMatchObject({ datePosted: '2024-05-02', validThrough: '2024-06-01T02:59:59.000Z' });
		const zoneless = read(page([posting({ datePosted: '2024-05-02T08:00', validThrough: 'soon' })])).parsed?.job;
		expect(zoneless?.datePosted).toBe('2024-05-02');
		expect(zoneless).not.toHaveProperty('validThrough');
		expect(read(page([posting({ datePosted: '2024-02-31' })])).parsed?.job).not.toHaveProperty('datePosted');
	});

	it('reads baseSalary as a number, a MonetaryAmount with a number, or a QuantitativeValue, with or without its unit', () => {
		const salary = (baseSalary: unknown, extra: Record<string, unknown> = {}) => read(page([posting({ baseSalary, ...extra })])).parsed?.job.salary;
		expect(salary(100000, { salaryCurrency: 'USD' })).toEqual({ min: 100000, max: 100000, currency: 'USD', period: 'unknown' });
		expect(salary('100000', { salaryCurrency: 'usd' })).toEqual({ min: 100000, max: 100000, currency: 'USD', period: 'unknown' });
		expect(salary({ '@type': 'MonetaryAmount', currency: 'EUR', value: 950 })).toEqual({ min: 950, max: 950, currency: 'EUR', period: 'unknown' });
		expect(salary({ '@type': 'MonetaryAmount', currency: 'USD', value: { '@type': 'QuantitativeValue', value: 40, unitText: 'HOUR' } })).toEqual({ min: 40, max: 40, currency: 'USD', period: 'hour' });
		expect(salary({ '@type': 'MonetaryAmount', currency: 'GBP', value: { '@type': 'QuantitativeValue', minValue: 180, maxValue: 220, unitText: 'DAY' } })).toEqual({ min: 180, max: 220, currency: 'GBP', period: 'day' });
		expect(salary({ '@type': 'MonetaryAmount', currency: 'USD', value: { '@type': 'QuantitativeValue', minValue: '1,500', maxValue: 2000, unitText: 'WEEK' } })).toEqual({ min: 1500, max: 2000, currency: 'USD', period: 'week' });
		expect(salary({ '@type': 'MonetaryAmount', currency: 'BRL', value: { '@type': 'QuantitativeValue', minValue: 7000, maxValue: 9000 }, unitText: 'MONTH' })).toEqual({ min: 7000, max: 9000, currency: 'BRL', period: 'month' });
		expect(salary({ '@type': 'MonetaryAmount', currency: 'USD', value: { '@type': 'QuantitativeValue', minValue: 90000, maxValue: 120000 } })).toEqual({ min: 90000, max: 120000, currency: 'USD', period: 'unknown' });
		expect(salary({ '@type': 'MonetaryAmount', currency: 'USD', value: { '@type': 'QuantitativeValue', value: 120000, unitText: 'YEAR' } })).toEqual({ min: 120000, max: 120000, currency: 'USD', period: 'year' });
		// No currency: an amount nobody can read.
		expect(salary(100000)).toBeNull();
	});

	it('resolves a hiringOrganization given by @id inside an @graph', () => {
		const graph = {
			'@context': 'https://schema.org',
			'@graph': [
				{ '@type': 'JobPosting', title: 'Staff Accountant', hiringOrganization: { '@id': 'https://larkspur.example/#org' } },
				{ '@type': 'Organization', '@id': 'https://larkspur.example/#org', name: 'Larkspur Foods' }
			]
		};
		expect(read(page([graph])).parsed?.job.company).toBe('Larkspur Foods');
		// In another block of the same page, too.
		const [first, second] = graph['@graph'];
		expect(read(page([first, second])).parsed?.job.company).toBe('Larkspur Foods');
	});

	it('decodes HTML entities in every text field, once', () => {
		const { parsed } = read(
			page([
				posting({
					title: 'R&amp;D Engineer &#8211; Embedded',
					hiringOrganization: { name: 'Smith &amp;amp; Sons' },
					jobLocation: { '@type': 'Place', address: { addressLocality: 'S&atilde;o Paulo', addressRegion: 'SP', addressCountry: 'BR' } },
					applicantLocationRequirements: { '@type': 'State', name: 'Cear&aacute;' }
				})
			])
		);
		expect(parsed?.job).toMatchObject({ title: 'R&D Engineer – Embedded', company: 'Smith &amp; Sons', location: 'São Paulo, SP, Brazil', applicantLocations: ['Ceará'] });
	});

	it('reads employmentType as a string, a list or words apart by commas', () => {
		const type = (employmentType: unknown) => read(page([posting({ employmentType })])).parsed?.job.employmentType;
		expect(type('PART_TIME')).toBe('part-time');
		expect(type(['CONTRACTOR', 'FULL_TIME'])).toBe('contract');
		expect(type('Temporary, Full-time')).toBe('temporary');
		expect(type('https://schema.org/FullTime')).toBe('full-time');
	});

	it('takes jobLocationType TELECOMMUTE as remote work', () => {
		expect(read(page([posting({ jobLocationType: 'TELECOMMUTE' })])).parsed?.job.workMode).toBe('remote');
	});

	it('reads applicantLocationRequirements as where applicants must live', () => {
		const { parsed } = read(
			page([
				posting({
					jobLocationType: 'TELECOMMUTE',
					applicantLocationRequirements: [
						{ '@type': 'Country', name: 'USA' },
						{ '@type': 'State', name: 'Ontario' },
						{ '@type': 'AdministrativeArea', name: 'European Union' }
					]
				})
			])
		);
		expect(parsed?.job.applicantLocations).toEqual(['USA', 'Ontario', 'European Union']);
	});

	it('reads schema.org microdata as it reads JSON-LD', () => {
		const html = `<!doctype html><html lang="en"><body><div itemscope itemtype="http://schema.org/JobPosting">
			<h1 itemprop="title">R&amp;amp;D Engineer</h1>
			<p itemprop="hiringOrganization" itemscope itemtype="http://schema.org/Organization"><span itemprop="name">Larkspur Foods</span></p>
			<p>Posted <time itemprop="datePosted" datetime="2024-05-02">2 May</time>, open until <meta itemprop="validThrough" content="2024-06-30">30 June.</p>
			<span itemprop="employmentType">Part-time</span>
			<span itemprop="baseSalary" itemscope itemtype="http://schema.org/MonetaryAmount"><meta itemprop="currency" content="USD"><span itemprop="value">25</span> <meta itemprop="unitText" content="HOUR"></span>
		</div></body></html>`;
		const { result, parsed } = read(html);
		expect(result.declared).toBe(true);
		// The page's text was decoded once by the HTML parser; it is not decoded again.
		expect(parsed?.job).toMatchObject({
			title: 'R&amp;D Engineer',
			company: 'Larkspur Foods',
			employmentType: 'part-time',
			salary: { min: 25, max: 25, currency: 'USD', period: 'hour' },
			datePosted: '2024-05-02',
			validThrough: '2024-06-30'
		});
	});

	it('reads a Portuguese posting whose page shows nothing in Portuguese, by its inLanguage', () => {
		const { parsed } = read(page([posting({ title: 'Analista Fiscal', inLanguage: 'pt-BR', jobLocation: { address: { addressLocality: 'Recife', addressRegion: 'PE' } } })], '<div id="app"></div>', ''));
		expect(parsed?.job.location).toBe('Recife, PE, Brasil');
	});
});
