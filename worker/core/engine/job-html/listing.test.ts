import { describe, expect, it } from 'vitest';
import { extractJobFromHtml } from './index';

const page = (body: string, head = '', lang = 'en') => `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>Careers</title>${head}</head><body>${body}</body></html>`;
const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
const job = (title: string, url?: string, fields: Record<string, unknown> = {}) => ({ '@type': 'JobPosting', title, ...(url ? { url } : {}), hiringOrganization: { name: 'Larkspur Foods' }, ...fields });

const POSTING_BODY = `<main><h1>Staff Accountant</h1><p>Larkspur Foods · Denver, CO · Full-time</p>
<h2>What you will do</h2><ul><li>Prepare journal entries and account reconciliations.</li><li>Support the month-end close.</li><li>Help with the annual audit.</li></ul>
<h2>Requirements</h2><ul><li>2+ years of accounting experience</li><li>US GAAP</li><li>Advanced Excel</li><li>QuickBooks</li></ul>
<p>We are an equal opportunity employer and value diversity at our company. All employment is decided on the basis of qualifications, merit and business need.</p>
<p>Also hiring: <a href="/jobs/212">Payroll Specialist</a> and <a href="/jobs/213">AP Clerk</a>.</p></main>`;

describe('a page that lists several postings', () => {
	it('lists the JobPostings of its JSON-LD, their links made absolute, instead of reading one', () => {
		const html = page('<main><h1>Open positions</h1></main>', ld([job('Staff Accountant', '/jobs/1', { jobLocation: { address: { addressLocality: 'Denver', addressRegion: 'CO' } } }), job('Payroll Specialist', 'https://larkspur.example/jobs/2')]) + ld(job('AP Clerk', '/jobs/3')));
		const result = extractJobFromHtml(html, 'https://larkspur.example/careers');
		expect(result.blocked).toBe(false);
		expect(result.listing).toEqual({
			count: 3,
			postings: [
				{ title: 'Staff Accountant', url: 'https://larkspur.example/jobs/1', company: 'Larkspur Foods', location: 'Denver, CO, USA' },
				{ title: 'Payroll Specialist', url: 'https://larkspur.example/jobs/2', company: 'Larkspur Foods', location: null },
				{ title: 'AP Clerk', url: 'https://larkspur.example/jobs/3', company: 'Larkspur Foods', location: null }
			]
		});
	});

	it('reads the one whose address is the page’s own', () => {
		const html = page('<main></main>', ld({ '@graph': [job('Staff Accountant', 'https://larkspur.example/jobs/1'), job('Payroll Specialist', 'https://larkspur.example/jobs/2')] }));
		const result = extractJobFromHtml(html, 'https://www.larkspur.example/jobs/2/#apply');
		expect(result.listing).toBeUndefined();
		expect(result.hints.title).toBe('Payroll Specialist');
	});

	it('counts the same posting once when the page writes it twice (JSON-LD and microdata, or two blocks)', () => {
		const microdata = '<div itemscope itemtype="https://schema.org/JobPosting"><h1 itemprop="title">Staff Accountant</h1><p>We are hiring.</p></div>';
		const result = extractJobFromHtml(page(microdata, ld(job('Staff Accountant', 'https://larkspur.example/jobs/1')) + ld(job('Staff Accountant'))));
		expect(result.listing).toBeUndefined();
		expect(result).toMatchObject({ blocked: false, declared: true, hints: { title: 'Staff Accountant', company: 'Larkspur Foods' } });
	});

	it('lists a careers page of job links, each with the title its card shows, once', () => {
		const html = page(`
			<nav><a href="/jobs/search">Search jobs</a><a href="/about">About</a></nav>
			<main><h1>Join Larkspur</h1><p>We make food people love.</p>
				<ul class="openings">
					<li><a href="/jobs/101-staff-accountant"><h3>Staff Accountant</h3><span>Denver, CO · Full-time</span></a></li>
					<li><div class="card"><h3>Payroll Specialist</h3><p>Remote</p><a href="/jobs/102/apply">Apply now</a> <a href="/jobs/102">View job</a></div></li>
					<li><a href="https://jobs.lever.co/larkspur/5b8a7c1e-2f3d-4c5b-9a8e-7d6c5b4a3f21">AP Clerk</a></li>
					<li><a href="/careers/page/2">More</a></li>
				</ul></main>`);
		const result = extractJobFromHtml(html, 'https://larkspur.example/careers');
		expect(result.listing).toEqual({
			count: 3,
			postings: [
				{ title: 'Staff Accountant', url: 'https://larkspur.example/jobs/101-staff-accountant', company: null, location: null },
				{ title: 'Payroll Specialist', url: 'https://larkspur.example/jobs/102', company: null, location: null },
				{ title: 'AP Clerk', url: 'https://jobs.lever.co/larkspur/5b8a7c1e-2f3d-4c5b-9a8e-7d6c5b4a3f21', company: null, location: null }
			]
		});
	});

	it('keeps a relative link without an address when the page’s own is unknown', () => {
		const html = page('<main><h1>Vagas abertas</h1><ul><li><a href="/vagas/analista-fiscal">Analista Fiscal</a></li><li><a href="/vagas/auxiliar-contabil">Auxiliar Contábil</a></li></ul></main>', '', 'pt-BR');
		expect(extractJobFromHtml(html).listing?.postings).toEqual([
			{ title: 'Analista Fiscal', url: null, company: null, location: null },
			{ title: 'Auxiliar Contábil', url: null, company: null, location: null }
		]);
	});

	it('is not what a posting is that links to a few other jobs', () => {
		const result = extractJobFromHtml(page(POSTING_BODY), 'https://larkspur.example/jobs/211');
		expect(result.listing).toBeUndefined();
		expect(result.blocked).toBe(false);
		expect(result.text).toContain('Staff Accountant');
	});
});
