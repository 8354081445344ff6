import { describe, expect, it } from 'vitest';
import type { FeedItem, ParsedFeed } from '../feed-item';
import { DEFAULT_MAX_ITEMS, parseFeed } from './parse';
import { allStrings, generatedRss, readFeedFixture } from './fixtures.test-helpers';

const byGuid = (feed: ParsedFeed, guid: string): FeedItem => {
	const item = feed.items.find((candidate) => candidate.guid === guid);
	if (!item) throw new Error(`no item ${guid} in ${feed.items.map((i) => i.guid).join(', ')}`);
	return item;
};

// Nothing any of these feeds held inside a script, an iframe or an event attribute may be stored.
const NEVER_STORED = ['<script', 'alert(', 'onerror', 'iframe text', 'javascript:', 'evil.example'];

describe('RSS 1.0 (RDF)', () => {
	const feed = parseFeed(readFeedFixture('extra_rss1_rdf.xml'));

	it('reads the channel and the items that are its siblings, by namespace', () => {
		expect(feed.kind).toBe('rss');
		expect(feed.title).toBe('Vagas RDF — exemplo');
		expect(feed.link).toBe('https://vagas-rdf.example.org/');
		expect(feed.items.map((item) => item.guid)).toEqual([
			'https://vagas-rdf.example.org/vagas/101',
			'https://vagas-rdf.example.org/vagas/102',
			'https://vagas-rdf.example.org/vagas/103'
		]);
	});

	it('prefers content:encoded when it says more than description, and reads dc:date in every form', () => {
		const devops = feed.items[0];
		expect(devops.description).toBe('A Nuvem Cacto Tecnologia procura Engenheiro(a) DevOps.\n- Kubernetes\n- Terraform\nModelo: 100% remoto');
		expect(devops.publishedAt).toBe('2026-10-20T12:30:00.000Z');
		expect(feed.items[1].publishedAt).toBe('2026-10-19T00:00:00.000Z');
		expect(feed.items[2].publishedAt).toBe('2026-10-19T10:00:00.000Z');
	});

	it('takes the company from the title, else from dc:creator, and resolves a relative link against the channel link', () => {
		expect(feed.items[0].company).toBe('Nuvem Cacto Tecnologia');
		expect(feed.items[1].company).toBe('Jacarandá Dados');
		expect(feed.items[1].url).toBe('https://vagas-rdf.example.org/vagas/102');
		expect(feed.items[1].description).toBe('Vaga híbrida em Recife/PE.');
		expect(feed.items[2].company).toBe('');
	});
});

describe('JSON Feed', () => {
	it('reads 1.1: relative url against home_page_url, external_url, numeric ids, authors, tags as the work mode', () => {
		const feed = parseFeed(readFeedFixture('extra_json_feed_1_1.json'));
		expect(feed).toMatchObject({ kind: 'json', title: 'Remote Jobs — JSON Feed (fictício)', link: 'https://json-jobs.example.org/' });
		expect(feed.items.map((item) => item.guid)).toEqual(['json-1', '2', 'json-3']);
		const [backend, analyst, untitled] = feed.items;
		expect(backend).toMatchObject({
			title: 'Senior Backend Engineer (Node.js) at Harborline Logistics',
			company: 'Harborline Logistics',
			workMode: 'remote',
			url: 'https://json-jobs.example.org/jobs/senior-backend-engineer',
			description: 'Harborline Logistics is hiring.\nFully remote – US time zones.',
			publishedAt: '2026-11-01T12:00:00.000Z',
			notes: []
		});
		expect(analyst).toMatchObject({
			company: 'Pinecrest Health Analytics',
			workMode: 'hybrid',
			url: 'https://careers.example.com/data-analyst',
			publishedAt: '2026-10-30T08:00:00.000Z'
		});
		// No title: the first line of the text, shortened; a javascript: url and an unreadable date are no link and no date.
		expect(untitled.title.length).toBeLessThanOrEqual(120);
		expect(untitled.title).toMatch(/^Contador\(a\) Sênior em Belo Horizonte — Maple & Finch Advisors .*…$/);
		expect(untitled).toMatchObject({ url: null, publishedAt: null, notes: ['missing_link', 'missing_date'] });
		expect(allStrings(feed).filter((value) => NEVER_STORED.some((needle) => value.includes(needle)))).toEqual([]);
	});

	it('reads 1.0: the single author object and a summary', () => {
		const feed = parseFeed(readFeedFixture('extra_json_feed_1_0.json'));
		expect(feed.items).toEqual([
			{
				guid: 'j10-1',
				title: 'Desenvolvedor(a) Full Stack Pleno | Jabuti Software',
				company: 'Jabuti Software',
				location: '',
				workMode: null,
				url: 'https://json10.example.org/vagas/detalhe/1',
				description: 'Vaga presencial em Curitiba/PR.',
				publishedAt: '2026-10-28T13:00:00.000Z',
				notes: []
			}
		]);
	});

	it('resolves relative urls against the address the feed came from when it names no home page', () => {
		const json = JSON.stringify({ version: 'https://jsonfeed.org/version/1.1', items: [{ id: 'x', url: 'vaga/9', title: 'Vaga' }] });
		expect(parseFeed(json, { url: 'https://host.example.org/feeds/all.json' }).items[0].url).toBe('https://host.example.org/feeds/vaga/9');
		expect(parseFeed(json).items[0]).toMatchObject({ url: null, notes: ['missing_link', 'missing_date', 'missing_description'] });
	});
});

describe('charsets', () => {
	it('reads a feed declared ISO-8859-1 from the text the caller decoded, ignoring the declaration', () => {
		const feed = parseFeed(readFeedFixture('extra_latin1_declared.xml', 'iso-8859-1'));
		expect(feed.items).toHaveLength(1);
		expect(feed.items[0]).toMatchObject({
			title: 'Técnico(a) de Manutenção - Usina Araçá',
			company: 'Usina Araçá',
			location: 'Goiânia, GO',
			description: 'Salário: R$ 4.500 – ações e benefícios.\nPeríodo: integral',
			publishedAt: '2026-10-30T13:00:00.000Z'
		});
	});

	it('reads a document with a byte order mark and blank lines before the XML declaration', () => {
		const feed = parseFeed(`\uFEFF\n\n  ${readFeedFixture('extra_no_dates.xml')}`);
		expect(feed.items).toHaveLength(3);
	});
});

describe('dates in feeds', () => {
	it('keeps items without a date, or with one it cannot read, with missing_date', () => {
		const feed = parseFeed(readFeedFixture('extra_no_dates.xml'));
		expect(feed.items.map((item) => [item.title, item.publishedAt, item.notes])).toEqual([
			['Auxiliar Administrativo — Padaria Pão de Mel', null, ['missing_date']],
			['Recepcionista — Clínica Ipê', null, ['missing_date']],
			['Motorista — Transportadora Carcará', null, ['missing_date']]
		]);
	});

	it('reads RFC 822 dates with numeric and named zones to the same instant', () => {
		const feed = parseFeed(readFeedFixture('extra_rfc822_zones.xml'));
		const dates = Object.fromEntries(feed.items.map((item) => [item.guid, item.publishedAt]));
		expect(dates).toEqual({
			'plus-0300': '2026-11-02T12:00:00.000Z',
			'minus-03-colon': '2026-11-02T12:00:00.000Z',
			gmt: '2026-11-02T12:00:00.000Z',
			est: '2026-11-02T12:00:00.000Z',
			edt: '2026-10-10T12:00:00.000Z',
			brt: '2026-11-02T12:00:00.000Z',
			'pst-no-weekday': '2026-11-02T12:00:00.000Z',
			'two-digit-year': '2026-11-02T12:00:00.000Z',
			'military-z': '2026-11-02T12:00:00.000Z',
			'unknown-zone': null
		});
	});
});

describe('Atom links, xml:base and text constructs', () => {
	const url = 'https://atom-base.example.org/feeds/atom.xml';
	const feed = parseFeed(readFeedFixture('extra_atom_xml_base.xml'), { url });

	it('takes the alternate HTML link, resolved against the entry xml:base, and never self, enclosure or JSON', () => {
		expect(feed.title).toBe('Vagas & Carreiras');
		expect(feed.link).toBe('https://atom-base.example.org/');
		expect(byGuid(feed, 'a-1').url).toBe('https://cdn.atom-base.example.org/mirror/vagas/1');
	});

	it('resolves a relative xml:base against the feed address, and without one falls back to the feed link', () => {
		expect(byGuid(feed, 'a-3').url).toBe('https://atom-base.example.org/board/vagas/3');
		const alone = parseFeed(readFeedFixture('extra_atom_xml_base.xml'));
		expect(byGuid(alone, 'a-3').url).toBe('https://atom-base.example.org/vagas/3');
	});

	it('drops a javascript: link and keeps the item with missing_link', () => {
		expect(byGuid(feed, 'a-2')).toMatchObject({ url: null, notes: ['missing_link'] });
		expect(allStrings(feed).filter((value) => NEVER_STORED.some((needle) => value.includes(needle)))).toEqual([]);
	});

	it('reads type="text" as characters, "html" as markup and "xhtml" as elements', () => {
		expect(byGuid(feed, 'a-1').description).toBe('Resumo <b>literal</b> em texto');
		expect(byGuid(feed, 'a-2').title).toBe('Urgente: Enfermeiro(a) & Técnico(a)');
		expect(byGuid(feed, 'a-2').description).toBe('Plantão 12x36');
		// HTML's &eacute; and &nbsp; written bare in the XML are read, not a broken feed.
		expect(byGuid(feed, 'a-3').description).toBe('Café & bolo todo dia\n- Swift\n- SwiftUI');
	});

	it('reads updated, else published; fractions and odd offsets; a date alone as midnight UTC', () => {
		expect(byGuid(feed, 'a-1').publishedAt).toBe('2026-11-01T12:30:00.500Z');
		expect(byGuid(feed, 'a-2').publishedAt).toBe('2026-10-31T08:00:00.000Z');
		expect(byGuid(feed, 'a-3').publishedAt).toBe('2026-10-30T00:00:00.000Z');
	});

	it('reads the location from a namespaced element or a location category, and the work mode from categories', () => {
		expect(byGuid(feed, 'a-1')).toMatchObject({ location: 'São Paulo, SP', workMode: 'hybrid', company: 'Caju Telecom' });
		expect(byGuid(feed, 'a-3')).toMatchObject({ location: 'Remoto (Brasil)', workMode: 'remote', company: '' });
	});
});

describe('RSS 2.0 job fields and links', () => {
	const url = 'https://rss-fields.example.org/feed.rss';
	const feed = parseFeed(readFeedFixture('extra_rss2_job_fields.xml'), { url });

	it('accepts a DOCTYPE without declarations and drops the item with nothing to show', () => {
		expect(feed.title).toBe('Board & Co');
		expect(feed.link).toBeNull();
		expect(feed.items.map((item) => item.guid)).toEqual(['r-1', 'https://rss-fields.example.org/jobs/2', 'r-3', 'r-5', 'r-6']);
	});

	it('reads <job:company> and <job:location>, and resolves a relative link against the feed address', () => {
		expect(byGuid(feed, 'r-1')).toMatchObject({
			company: 'Ipê Roxo Pagamentos',
			location: 'Remote (LATAM)',
			workMode: 'remote',
			url: 'https://rss-fields.example.org/jobs/1',
			// The script has no end tag: everything after it is script, and goes.
			description: 'Stack: Go'
		});
		expect(parseFeed(readFeedFixture('extra_rss2_job_fields.xml')).items[0]).toMatchObject({ url: null, notes: ['missing_link'] });
	});

	it('uses a guid written as an address as the link, reads bare HTML entities, keeps unknown ones as written', () => {
		const qa = byGuid(feed, 'https://rss-fields.example.org/jobs/2');
		expect(qa).toMatchObject({
			title: 'QA Analyst - Híbrido',
			company: '',
			location: 'Campinas, SP',
			workMode: 'hybrid',
			url: 'https://rss-fields.example.org/jobs/2',
			description: 'Texto com espaço, çedilha e &foo; desconhecida.'
		});
	});

	it('titles an untitled item with its first line and takes the company from dc:creator without "Recrutamento"', () => {
		expect(byGuid(feed, 'r-3')).toMatchObject({
			title: 'Vaga sem título: Operador(a) de Empilhadeira no turno da noite',
			company: 'Armazéns Tucano',
			url: null,
			notes: ['missing_link', 'missing_date']
		});
	});

	it('reads a description written as elements, prefers the longer content:encoded, names the author of an e-mail', () => {
		expect(byGuid(feed, 'r-5')).toMatchObject({
			title: 'Designer Gráfico',
			company: 'Studio Marimbondo',
			description: 'Designer Gráfico\nDescrição em XHTML sem CDATA, e mais longa no content:encoded.'
		});
	});

	it('strips HTML written in a title, and leaves text escaped twice as characters', () => {
		expect(byGuid(feed, 'r-6')).toMatchObject({ title: 'Dev Python & Django', description: '<p>texto escapado duas vezes</p>' });
		expect(allStrings(feed).filter((value) => NEVER_STORED.some((needle) => value.includes(needle)))).toEqual([]);
	});

	it('keeps only http(s) links without credentials', () => {
		const rss = (link: string) =>
			parseFeed(`<rss version="2.0"><channel><item><title>T</title><link>${link}</link></item></channel></rss>`).items[0].url;
		expect(rss('https://ok.example.org/a')).toBe('https://ok.example.org/a');
		expect(rss('javascript:alert(1)')).toBeNull();
		expect(rss('data:text/html,hi')).toBeNull();
		expect(rss('ftp://files.example.org/x')).toBeNull();
		expect(rss('https://user:secret@ok.example.org/a')).toBeNull();
		expect(rss('/relative/without/base')).toBeNull();
	});
});

describe('limits', () => {
	it('reads a generated 500-item feed whole', () => {
		const feed = parseFeed(generatedRss(500));
		expect(feed.items).toHaveLength(500);
		expect(feed.items[499]).toMatchObject({ guid: 'gen-500', company: 'Empresa 500', publishedAt: '2026-11-02T12:00:00.000Z' });
	});

	it(`keeps the first ${DEFAULT_MAX_ITEMS} items by default, and maxItems when given`, () => {
		const rss = generatedRss(DEFAULT_MAX_ITEMS + 20, 10);
		expect(parseFeed(rss).items).toHaveLength(DEFAULT_MAX_ITEMS);
		expect(parseFeed(rss, { maxItems: 3 }).items.map((item) => item.guid)).toEqual(['gen-1', 'gen-2', 'gen-3']);
	});

	it('caps each description at 20,000 characters', () => {
		const feed = parseFeed(generatedRss(2, 60_000));
		expect(feed.items[0].description.length).toBeGreaterThan(19_000);
		expect(feed.items[0].description.length).toBeLessThanOrEqual(20_000);
	});
});
