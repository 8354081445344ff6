import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES as ALL_FIXTURES } from '../../../../tests/fixtures/paths.mjs';
import { parseJobText } from '../job-parse';
import { extractJobFromHtml } from './index';

const FIXTURES = join(ALL_FIXTURES, 'jobs');
const fixture = (name: string) => readFileSync(join(FIXTURES, name), 'utf8');

const page = (body: string, head = '', lang = 'en') =>
	`<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>Jobs</title>${head}</head><body>${body}</body></html>`;

const POSTING_BODY = `
<h1>Staff Accountant</h1>
<p>Larkspur Foods · Denver, CO · Full-time</p>
<h2>What you will do</h2>
<ul><li>Prepare journal entries and account reconciliations.</li><li>Support the month-end close.</li><li>Help with the annual audit.</li></ul>
<h2>Requirements</h2>
<ul><li>2+ years of accounting experience</li><li>US GAAP</li><li>Advanced Excel</li><li>QuickBooks</li></ul>
<h2>Nice to have</h2>
<ul><li>NetSuite</li></ul>
<p>We are an equal opportunity employer and value diversity at our company. All employment is decided on the basis of qualifications, merit and business need.</p>`;

describe.skipIf(!existsSync(FIXTURES))('extractJobFromHtml on the fixture pages', () => {
	it('reads the JSON-LD page without the navigation, cookie banner, footer and similar jobs', () => {
		const result = extractJobFromHtml(fixture('d_job_en_backend_node_harborline.html'));
		expect(result.blocked).toBe(false);
		expect(result.hints).toMatchObject({
			title: 'Senior Backend Engineer (Node.js)',
			company: 'Harborline Logistics',
			salary: { min: 150000, max: 180000, currency: 'USD', period: 'year' },
			minYearsExperience: 5
		});
		expect(result.defaults).toMatchObject({ workMode: 'remote', employmentType: 'full-time' });
		for (const noise of ['We use cookies', 'Accept all', 'Similar jobs', 'Marketing Coordinator', 'All rights reserved', 'Life at Harborline', 'dataLayer'])
			expect(result.text).not.toContain(noise);
		expect(result.text.split('\n').filter(Boolean).slice(0, 2)).toEqual(['Senior Backend Engineer (Node.js)', 'Harborline Logistics · Remote (United States) · Full-time']);
		expect(result.text).toContain('- Node.js and TypeScript');
	});

	it('reads the plain page and leaves out the "Vagas parecidas" aside', () => {
		const result = extractJobFromHtml(fixture('d_job_pt_product_designer_pe_de_moleque.html'));
		expect(result.blocked).toBe(false);
		expect(result.text).not.toMatch(/Recepcionista|Vagas parecidas|Usamos cookies|Todos os direitos/);
		const { job } = parseJobText(result.text, {}, result);
		expect(job).toMatchObject({ title: 'Product Designer Sênior', company: 'Pé de Moleque Pagamentos', workMode: 'hybrid', contractRegime: 'pj' });
	});

	it('reports the login wall as blocked, with only the title and the company', () => {
		const result = extractJobFromHtml(fixture('d_job_en_senior_accountant_maple_finch.html'));
		expect(result.blocked).toBe(true);
		expect(result.reason).toBe('login_wall');
		expect(result.hints).toEqual({ title: 'Senior Accountant', company: 'Maple & Finch Advisors' });
		expect(result.defaults).toEqual({});
	});
});

describe('extractJobFromHtml on other pages', () => {
	it('finds a JobPosting in an array or an @graph, and uses its description when the page shows less', () => {
		const ld = {
			'@context': 'https://schema.org',
			'@graph': [
				{ '@type': 'BreadcrumbList', itemListElement: [] },
				{
					'@type': ['JobPosting'],
					title: 'Analista de Dados Pleno',
					hiringOrganization: { '@type': 'Organization', name: 'Banco Ipê' },
					jobLocation: [{ '@type': 'Place', address: { addressLocality: 'Curitiba', addressRegion: 'PR', addressCountry: 'BR' } }],
					employmentType: ['FULL_TIME'],
					baseSalary: { currency: 'BRL', value: { minValue: '7000', maxValue: 9000, unitText: 'MONTH' } },
					description:
						'&lt;h3&gt;Requisitos&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;SQL avançado&lt;/li&gt;&lt;li&gt;Python&lt;/li&gt;&lt;li&gt;Power BI&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Responsabilidades&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Construir painéis de crédito para as áreas de negócio e para a diretoria.&lt;/li&gt;&lt;li&gt;Automatizar relatórios mensais de inadimplência e de concessão.&lt;/li&gt;&lt;li&gt;Apoiar a definição de indicadores com as áreas de negócio do banco.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Trabalho híbrido em Curitiba, com três dias por semana no escritório e dois em casa.&lt;/p&gt;'
				}
			]
		};
		const html = page('<div id="app">Carregando…</div>', `<script type="application/ld+json">${JSON.stringify(ld)}</script>`, 'pt-BR');
		const result = extractJobFromHtml(html, 'https://vagas.example.com/123');
		expect(result.blocked).toBe(false);
		expect(result.hints).toMatchObject({
			title: 'Analista de Dados Pleno',
			company: 'Banco Ipê',
			location: 'Curitiba, PR, Brasil',
			salary: { min: 7000, max: 9000, currency: 'BRL', period: 'month' },
			url: 'https://vagas.example.com/123'
		});
		expect(result.text.split('\n').slice(0, 2)).toEqual(['Analista de Dados Pleno', 'Banco Ipê']);
		const { job } = parseJobText(result.text, {}, result);
		expect(job.requiredSkills.map((skill) => skill.name)).toEqual(['SQL', 'Python', 'Power BI']);
		expect(job).toMatchObject({ seniority: 'mid', employmentType: 'full-time', workMode: 'hybrid', url: 'https://vagas.example.com/123' });
	});

	it('survives JSON-LD that is not valid JSON', () => {
		const html = page(POSTING_BODY, '<script type="application/ld+json">{ "@type": "JobPosting", "title": "Staff Accountant", </script>');
		expect(extractJobFromHtml(html).blocked).toBe(false);
	});

	it('finds the posting without <main> or <article>, and drops banners, share buttons and related jobs', () => {
		const html = page(`
			<div id="onetrust-banner-sdk"><p>We value your privacy. This site uses cookies to personalise content and ads, to provide social media features and to analyse our traffic.</p></div>
			<div class="site-header"><a href="/">Larkspur</a> <a href="/jobs">All jobs</a></div>
			<div class="wrapper"><div class="content">${POSTING_BODY}
				<div class="share-buttons"><a>Share on LinkedIn</a><a>Compartilhar</a></div>
			</div>
			<div class="related-jobs"><h3>Related jobs</h3><ul><li>Python Developer — remote</li><li>Kubernetes Engineer</li></ul></div></div>`);
		const result = extractJobFromHtml(html);
		expect(result.blocked).toBe(false);
		expect(result.text).not.toMatch(/privacy|Share on|Python Developer|Kubernetes/);
		const { job } = parseJobText(result.text, {}, result);
		expect(job.title).toBe('Staff Accountant');
		expect(job.requiredSkills.map((skill) => skill.name)).toEqual(['GAAP', 'Excel', 'QuickBooks']);
	});

	it('puts the title back when it sat in the page header outside <main>', () => {
		const html = page(`<header><h1>Staff Accountant</h1></header><main>${POSTING_BODY.replace('<h1>Staff Accountant</h1>', '')}</main>`);
		expect(extractJobFromHtml(html).text.split('\n')[0]).toBe('Staff Accountant');
	});

	it('turns lists, line breaks, headings and entities into plain lines', () => {
		const html = page(`<main><h1>Caf&eacute; Manager &amp; Barista</h1><p>Line one<br>Line&nbsp;two</p><ol><li>First</li><li>Second</li></ol>${POSTING_BODY.replace('<h1>Staff Accountant</h1>', '')}</main>`);
		const lines = extractJobFromHtml(html).text.split('\n');
		expect(lines.slice(0, 6)).toEqual(['Café Manager & Barista', '', 'Line one', 'Line two', '', '- First']);
	});

	it('reads a details list and a table of facts as labelled lines', () => {
		const html = page(
			`<main><h1>Staff Accountant</h1><dl><dt>Company</dt><dd>Larkspur Foods</dd><dt>Location</dt><dd>Denver, CO</dd></dl><table><tr><th>Salary</th><td>$70,000 – $80,000 per year</td></tr><tr><th>Type</th><td>Full-time</td></tr></table>${POSTING_BODY.replace('<h1>Staff Accountant</h1>', '')}</main>`
		);
		const result = extractJobFromHtml(html);
		expect(result.text).toContain('Company: Larkspur Foods\nLocation: Denver, CO');
		expect(result.text).toContain('Salary: $70,000 – $80,000 per year\nType: Full-time');
		const { job } = parseJobText(result.text, {}, result);
		expect(job).toMatchObject({ company: 'Larkspur Foods', location: 'Denver, CO, USA', salary: { min: 70000, max: 80000, currency: 'USD', period: 'year' } });
	});

	it('gives a script in a title back as nothing, and escaped markup as text whose tags the title drops', () => {
		const html = page(`<main><h1><script>alert(1)</script>&lt;b&gt;Staff Accountant&lt;/b&gt;</h1>${POSTING_BODY.replace('<h1>Staff Accountant</h1>', '')}</main>`);
		const result = extractJobFromHtml(html);
		expect(result.text.split('\n')[0]).toBe('<b>Staff Accountant</b>');
		expect(parseJobText(result.text, {}, result).job.title).toBe('Staff Accountant');
	});

	it('reports a Portuguese login wall', () => {
		const html = page(
			`<main><h1>Analista Fiscal</h1><p>Grupo Aroeira · Recife/PE</p><p>Faça login para ver a vaga completa.</p><a href="/login">Entrar</a></main>`,
			'',
			'pt-BR'
		);
		expect(extractJobFromHtml(html)).toMatchObject({ blocked: true, reason: 'login_wall', hints: { title: 'Analista Fiscal' } });
	});

	it('reports a captcha page', () => {
		const html = page('<div class="cf-challenge"><h1>Just a moment...</h1><p>Checking your browser before accessing the site.</p></div>');
		expect(extractJobFromHtml(html)).toMatchObject({ blocked: true, reason: 'captcha' });
	});

	it('reads a simple page with a short posting (a title and requirements) instead of calling it empty', () => {
		const html = page('<main><h1>Técnico(a) de Enfermagem</h1><p>Clínica Sabiá — Campinas/SP</p><h2>Requisitos</h2><ul><li>COREN ativo</li><li>Experiência em UTI</li></ul></main>', '', 'pt-BR');
		const result = extractJobFromHtml(html);
		expect(result.blocked).toBe(false);
		expect(parseJobText(result.text, {}, result).job.requiredSkills.map((skill) => skill.name)).toEqual(['COREN registration', 'Intensive care']);
	});

	it('reports a page with no posting', () => {
		expect(extractJobFromHtml(page('<main><h1>Careers</h1><p>No open positions right now.</p></main>'))).toMatchObject({ blocked: true, reason: 'no_content' });
	});

	it('does not take a site-wide login form for a wall when the posting is shown', () => {
		const html = page(`<div class="modal-login" hidden><form><input type="password"></form></div><main>${POSTING_BODY}</main>`);
		expect(extractJobFromHtml(html).blocked).toBe(false);
	});
});
