import { describe, expect, it } from 'vitest';
import { parseFeed } from './parse';
import { feedErrorOf, readFeedFixture } from './fixtures.test-helpers';

const RSS_BODY = '<rss version="2.0"><channel><title>Vagas</title><item><title>Vaga</title><link>https://x.example.org/1</link></item></channel></rss>';

describe('DTDs and entities', () => {
	it('refuses the billion laughs before expanding anything, fast', () => {
		const content = readFeedFixture('billion_laughs.xml');
		parseFeed(RSS_BODY); // warm up, so the time measured is this document's
		const started = performance.now();
		const error = feedErrorOf(() => parseFeed(content));
		const elapsed = performance.now() - started;
		expect(error.reason).toBe('entities');
		// 50 ms is the requirement; the margin is for a loaded test machine, expansion would take minutes.
		expect(elapsed).toBeLessThan(250);
		expect(error.message).not.toMatch(/(?:lol){3}/);
	});

	it('refuses external entities (XXE) without reading or fetching them', () => {
		const error = feedErrorOf(() => parseFeed(readFeedFixture('xxe_external_entity.xml')));
		expect(error.reason).toBe('entities');
		expect(error.message).not.toContain('root:');
	});

	it.each([
		['an internal subset, even empty', '<!DOCTYPE rss [ ]>'],
		['an entity that is never used', '<!DOCTYPE rss [ <!ENTITY unused "x"> ]>'],
		['a parameter entity', '<!DOCTYPE rss [ <!ENTITY % p SYSTEM "http://127.0.0.1/p.dtd"> %p; ]>'],
		['a SYSTEM identifier', '<!DOCTYPE rss SYSTEM "http://127.0.0.1/rss.dtd">'],
		['a PUBLIC identifier (the old Netscape RSS 0.91 DTD)', '<!DOCTYPE rss PUBLIC "-//Netscape Communications//DTD RSS 0.91//EN" "http://my.netscape.com/publish/formats/rss-0.91.dtd">']
	])('refuses a DOCTYPE with %s', (_, doctype) => {
		expect(feedErrorOf(() => parseFeed(`<?xml version="1.0"?>\n${doctype}\n${RSS_BODY}`)).reason).toBe('entities');
	});

	it('accepts a DOCTYPE that only names the root', () => {
		expect(parseFeed(`<?xml version="1.0"?>\n<!DOCTYPE rss>\n${RSS_BODY}`).items).toHaveLength(1);
	});

	it('reads an entity reference nobody defined as the characters written, never as an expansion', () => {
		const feed = parseFeed(RSS_BODY.replace('<title>Vaga</title>', '<title>Vaga &xxe;</title>'));
		expect(feed.items[0].title).toBe('Vaga &xxe;');
	});
});

describe('documents that are not well-formed', () => {
	it('refuses malformed.xml whole: no items from its first, complete-looking part', () => {
		const error = feedErrorOf(() => parseFeed(readFeedFixture('malformed.xml')));
		expect(error.reason).toBe('malformed');
		expect(error.detail).toMatch(/not well-formed XML/);
	});

	it.each([
		['a bare ampersand', RSS_BODY.replace('<title>Vagas</title>', '<title>Vagas & Co; Ltda</title>')],
		['an unclosed tag', RSS_BODY.replace('</item>', '<b>negrito</item>')],
		['a bare ampersand with no ";" after it, which would swallow the rest', RSS_BODY.replace('<title>Vagas</title>', '<title>Vagas & Co</title>')],
		['a bare ampersand in a document that is also cut short', RSS_BODY.replace('<title>Vagas</title>', '<title>Vagas & Co</title>').slice(0, -12)],
		['a comment never closed, running over the end of the root', RSS_BODY.replace('<item>', '<!-- <item>')],
		['text after the root', `${RSS_BODY} trailing`],
		['two roots', `${RSS_BODY}${RSS_BODY}`],
		['a character reference to NUL', RSS_BODY.replace('Vagas', 'Vagas &#0;')],
		['mismatched tags', '<rss version="2.0"><channel><title>x</channel></title></rss>']
	])('refuses %s as malformed', (_, content) => {
		expect(feedErrorOf(() => parseFeed(content)).reason).toBe('malformed');
	});

	it('refuses JSON that does not parse as malformed', () => {
		const error = feedErrorOf(() => parseFeed('{"version": "https://jsonfeed.org/version/1.1", "items": [}'));
		expect(error.reason).toBe('malformed');
	});

	it('refuses elements nested deeper than any feed', () => {
		const deep = `<rss version="2.0"><channel>${'<x>'.repeat(2000)}${'</x>'.repeat(2000)}</channel></rss>`;
		expect(feedErrorOf(() => parseFeed(deep)).reason).toBe('malformed');
	});
});

describe('documents that are no feed', () => {
	it.each([
		['an HTML page', readFeedFixture('extra_html_page.html')],
		['a well-formed XHTML page', '<html xmlns="http://www.w3.org/1999/xhtml"><body><p>Oi</p></body></html>'],
		['other XML', '<foo/>'],
		['an Atom-looking root in no namespace', '<feed><entry><title>x</title></entry></feed>'],
		['a JSON array', '[1, 2, 3]'],
		['JSON without version or items', '{"jobs": []}'],
		['plain text', 'Service unavailable'],
		['nothing', '   ']
	])('refuses %s as not_a_feed', (_, content) => {
		const error = feedErrorOf(() => parseFeed(content));
		expect(error.reason).toBe('not_a_feed');
		expect(error.detail.length).toBeGreaterThan(20);
	});
});

describe('inputs built to make a parser slow', () => {
	it('reads many comments before the root without backtracking across them', () => {
		expect(feedErrorOf(() => parseFeed(`${'<!-- a -->'.repeat(3000)}<foo/>`)).reason).toBe('not_a_feed');
	});

	it('reads a feed of titles made of separators, huge authors and categories in reasonable time', () => {
		const title = 'Remoto - '.repeat(60);
		const item = `<item><title>${title}</title><author>${'a'.repeat(50_000)}</author><category>${'remote '.repeat(5_000)}</category></item>`;
		const feed = parseFeed(`<rss version="2.0"><channel>${item.repeat(40)}</channel></rss>`);
		expect(feed.items).toHaveLength(40);
		expect(feed.items[0].company.length).toBeLessThanOrEqual(200);
	});

	it('reads a description of unclosed tags and lone ampersands in linear time', () => {
		const description = `${'<b '.repeat(50_000)}${'&amp'.repeat(50_000)}`;
		const content = `<rss version="2.0"><channel><item><title>T</title><description><![CDATA[${description}]]></description></item></channel></rss>`;
		expect(parseFeed(content).items[0].title).toBe('T');
	});
});

describe('size', () => {
	it('refuses more than 5,000,000 characters before reading any', () => {
		const huge = `<rss version="2.0"><channel>${' '.repeat(5_000_000)}</channel></rss>`;
		const started = performance.now();
		expect(feedErrorOf(() => parseFeed(huge)).reason).toBe('too_large');
		expect(performance.now() - started).toBeLessThan(100);
	});
});
