import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_ITEMS, parseFeed, type FeedEntry, type FeedRead } from './parse';
import { allStrings, generatedRss, readFeedFixture } from './fixtures.test-helpers';

const byGuid = (feed: FeedRead, guid: string): FeedEntry => {
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
				notes: [],
				author: 'Jabuti Software RH',
				updatedAt: null
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

	it('reads published, else updated; fractions and odd offsets; a date alone as midnight UTC', () => {
		expect(byGuid(feed, 'a-1')).toMatchObject({ publishedAt: '2026-11-01T12:30:00.500Z', updatedAt: '2026-11-01T12:30:00.500Z' });
		expect(byGuid(feed, 'a-2')).toMatchObject({ publishedAt: '2026-10-31T08:00:00.000Z', updatedAt: null });
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

describe('RSS in every namespace and with Dublin Core', () => {
	const item = (fields: string) => `<item><title>Vaga</title><link>https://x.example.org/1</link>${fields}</item>`;
	const rss = (fields: string, root = '<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/">') =>
		`${root}<channel><title>Vagas</title>${item(fields)}</channel></rss>`;

	it.each([
		['UserLand’s RSS 2.0 namespace', 'http://backend.userland.com/rss2'],
		['UserLand’s older one', 'http://backend.userland.com/rss'],
		['Harvard’s', 'http://blogs.law.harvard.edu/tech/rss']
	])('reads RSS 2.0 written in %s', (_, uri) => {
		const feed = parseFeed(rss('', `<rss version="2.0" xmlns="${uri}">`));
		expect(feed).toMatchObject({ kind: 'rss', title: 'Vagas', items: [{ title: 'Vaga', url: 'https://x.example.org/1' }] });
	});

	it('reads RSS 1.0 items that are siblings of the channel, with prefixed elements', () => {
		const rdf =
			'<r:RDF xmlns:r="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:rss="http://purl.org/rss/1.0/">' +
			'<rss:channel r:about="https://x.example.org/"><rss:title>RDF</rss:title></rss:channel>' +
			'<rss:item r:about="https://x.example.org/9"><rss:title>Nove</rss:title><rss:link>https://x.example.org/9</rss:link></rss:item></r:RDF>';
		expect(parseFeed(rdf)).toMatchObject({ title: 'RDF', items: [{ guid: 'https://x.example.org/9', title: 'Nove' }] });
	});

	it('posts an item at dcterms:issued and keeps dcterms:modified as when it changed', () => {
		const feed = parseFeed(rss('<dcterms:issued>2026-10-01T10:00:00Z</dcterms:issued><dcterms:modified>2026-10-03T10:00:00Z</dcterms:modified>'));
		expect(feed.items[0]).toMatchObject({ publishedAt: '2026-10-01T10:00:00.000Z', updatedAt: '2026-10-03T10:00:00.000Z' });
	});

	it('takes dcterms:modified as the posting date when it is the only date', () => {
		const feed = parseFeed(rss('<dcterms:modified>2026-10-03T10:00:00Z</dcterms:modified>'));
		expect(feed.items[0]).toMatchObject({ publishedAt: '2026-10-03T10:00:00.000Z', updatedAt: '2026-10-03T10:00:00.000Z', notes: ['missing_description'] });
	});

	it('reads dc:date as the posting date, and dc:creator as the author', () => {
		const feed = parseFeed(rss('<dc:date>2026-10-02T09:00:00-03:00</dc:date><dc:creator>Maria Souza</dc:creator>'));
		expect(feed.items[0]).toMatchObject({ publishedAt: '2026-10-02T12:00:00.000Z', updatedAt: null, author: 'Maria Souza' });
	});

	it('reads the author of "Name (e-mail)" and "e-mail (Name)" alike', () => {
		expect(parseFeed(rss('<author>Maria Souza (maria@x.example.org)</author>')).items[0].author).toBe('Maria Souza');
		expect(parseFeed(rss('<author>maria@x.example.org (Maria Souza)</author>')).items[0].author).toBe('Maria Souza');
	});

	it('reads dc:title for the channel and dc:description for an item that has no description', () => {
		const feed = parseFeed(
			'<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><dc:title>Vagas DC</dc:title>' +
				'<item><title>T</title><dc:description>Texto da vaga</dc:description></item></channel></rss>'
		);
		expect(feed.title).toBe('Vagas DC');
		expect(feed.items[0].description).toBe('Texto da vaga');
	});

	it('reads the full content of xhtml:body when content:encoded is absent', () => {
		const feed = parseFeed(rss('<description>Curta</description><body xmlns="http://www.w3.org/1999/xhtml"><p>Descrição completa</p></body>'));
		expect(feed.items[0].description).toBe('Descrição completa');
	});
});

describe('Atom dates, drafts and text constructs', () => {
	const atom = (entry: string, root = '<feed xmlns="http://www.w3.org/2005/Atom">') => `${root}<title>A</title><entry><id>e</id>${entry}</entry></feed>`;

	it('posts an entry at <published> and keeps <updated> as when it changed', () => {
		const feed = parseFeed(atom('<title>T</title><updated>2026-11-01T10:00:00Z</updated><published>2026-10-20T10:00:00Z</published>'));
		expect(feed.items[0]).toMatchObject({ publishedAt: '2026-10-20T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z' });
	});

	it.each([
		['text, as characters', '<title type="text">Dev &amp;lt;b&amp;gt;</title>', 'Dev <b>'],
		['html, as markup', '<title type="html">Dev &lt;b&gt;Sênior&lt;/b&gt;</title>', 'Dev Sênior'],
		['xhtml, as elements', '<title type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml">Dev <b>Sênior</b></div></title>', 'Dev Sênior'],
		['an empty type, as text', '<title type="">Dev Sênior</title>', 'Dev Sênior']
	])('reads a title of type %s', (_, title, expected) => {
		expect(parseFeed(atom(title)).items[0].title).toBe(expected);
	});

	it('reads Atom 0.3: issued as the posting date, modified as the change, escaped and base64 content', () => {
		const root = '<feed version="0.3" xmlns="http://purl.org/atom/ns#">';
		const escaped = parseFeed(
			atom('<title>T</title><issued>2004-01-01T10:00:00Z</issued><modified>2004-01-02T10:00:00Z</modified><content type="text/html" mode="escaped">Uma &lt;b&gt;vaga&lt;/b&gt;</content>', root)
		);
		expect(escaped.items[0]).toMatchObject({ publishedAt: '2004-01-01T10:00:00.000Z', updatedAt: '2004-01-02T10:00:00.000Z', description: 'Uma vaga' });
		const base64 = parseFeed(atom(`<title mode="base64">${btoa('Vaga base64')}</title><content type="text/html" mode="base64">${btoa('<p>Uma <b>vaga</b></p>')}</content>`, root));
		expect(base64.items[0]).toMatchObject({ title: 'Vaga base64', description: 'Uma vaga' });
	});

	it('reads Atom 1.0 content of a type neither text nor XML as base64 when it is text, and drops it when it is binary', () => {
		expect(parseFeed(atom(`<title>T</title><content type="application/octet-stream">${btoa('Texto em base64')}</content>`)).items[0].description).toBe('Texto em base64');
		expect(parseFeed(atom('<title>T</title><content type="image/png">iVBORw0KGgo=</content>')).items[0].description).toBe('');
	});

	it.each(['http://purl.org/echo/', 'http://purl.org/pie/', 'http://example.com/necho', 'http://example.com/newformat#'])('reads the Atom draft namespace %s', (uri) => {
		expect(parseFeed(atom('<title>T</title>', `<feed version="0.3" xmlns="${uri}">`))).toMatchObject({ kind: 'atom', title: 'A', items: [{ title: 'T' }] });
	});
});

describe('items left out', () => {
	it('says how many items past the cap were left out', () => {
		const feed = parseFeed(generatedRss(DEFAULT_MAX_ITEMS + 20, 10));
		expect(feed.warnings).toEqual([{ code: 'items_cut', count: 20, message: `This feed lists more than 500 items; Rumo keeps the first 500 and left out 20.` }]);
		expect(parseFeed(generatedRss(3, 10)).warnings).toEqual([]);
	});

	it('says how many items had nothing to show', () => {
		const feed = parseFeed('<rss version="2.0"><channel><item><title>T</title></item><item><guid>x</guid></item><item><author>a@b.example</author></item></channel></rss>');
		expect(feed.items).toHaveLength(1);
		expect(feed.warnings).toEqual([{ code: 'empty_items', count: 2, message: '2 items of this feed have no title, description or link; Rumo left them out.' }]);
	});
});
