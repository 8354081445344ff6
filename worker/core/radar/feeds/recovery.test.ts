import { describe, expect, it } from 'vitest';
import { parseFeed } from './parse';
import { feedErrorOf, readFeedFixture } from './fixtures.test-helpers';

const rss = (items: string, channel = '<title>Vagas</title>') => `<?xml version="1.0"?><rss version="2.0"><channel>${channel}${items}</channel></rss>`;
const item = (n: number) => `<item><title>Vaga ${n}</title><link>https://x.example.org/${n}</link><guid>g-${n}</guid></item>`;
const codes = (feed: { warnings: { code: string }[] }) => feed.warnings.map((warning) => warning.code);

describe('stray control characters', () => {
	it('reads a feed with a control character in a title, without it, and says so', () => {
		const feed = parseFeed(rss(item(1).replace('Vaga 1', 'Vaga\u0001 1') + item(2)));
		expect(feed.items.map((entry) => entry.title)).toEqual(['Vaga 1', 'Vaga 2']);
		expect(feed.warnings).toEqual([{ code: 'control_characters', count: 1, message: expect.stringMatching(/1 control character .*removed it/) }]);
	});

	it('removes NUL, the C0 controls, U+FFFE and U+FFFF, and leaves tab, line feed and carriage return alone', () => {
		const stray = '\u0000\u0008\u000b\u000c\u000e\u001f\ufffe\uffff';
		const feed = parseFeed(rss(`<item><title>A${stray}B</title><description>linha\r\n\t1</description><guid>g</guid></item>`));
		expect(feed.items[0]).toMatchObject({ title: 'AB', description: 'linha 1' });
		expect(feed.warnings[0].message).toMatch(/^This feed holds 8 control characters/);
	});

	it('removes them from a JSON Feed too, where JSON.parse would refuse the whole document', () => {
		const json = `{"version":"https://jsonfeed.org/version/1.1","items":[{"id":"1","title":"Vaga\u0007 boa","url":"https://x.example.org/1"}]}`;
		const feed = parseFeed(json);
		expect(feed.items[0].title).toBe('Vaga boa');
		expect(codes(feed)).toEqual(['control_characters']);
	});

	it('says nothing about a feed that has none', () => {
		expect(parseFeed(rss(item(1))).warnings).toEqual([]);
	});

	it('still refuses a character reference to NUL, which is markup, not a stray byte', () => {
		expect(feedErrorOf(() => parseFeed(rss(item(1).replace('Vaga 1', 'Vaga &#0;')))).reason).toBe('malformed');
	});
});

describe('a document that stops before its end', () => {
	const full = readFeedFixture('jobs_rss2.xml');

	it('reads the items before the cut, never the one it fell in, and says so', () => {
		const cut = full.slice(0, 3000);
		const feed = parseFeed(cut);
		const whole = parseFeed(full);
		expect(feed.items.length).toBeGreaterThan(0);
		expect(feed.items.length).toBeLessThan(whole.items.length);
		expect(feed.items).toEqual(whole.items.slice(0, feed.items.length));
		// The item the cut fell in had begun: it is not among those read.
		expect(cut.lastIndexOf('<item')).toBeGreaterThan(cut.lastIndexOf('</item>'));
		expect(feed.warnings).toEqual([{ code: 'truncated', count: feed.items.length, message: expect.stringContaining(`the ${feed.items.length} complete items before the cut`) }]);
	});

	it.each([
		['in the root’s end tag', rss(item(1) + item(2)).slice(0, -1), 2],
		['in an item’s title', rss(item(1) + item(2)).replace(/<\/title><link>https:\/\/x\.example\.org\/2[\s\S]*$/, ''), 1],
		['in a CDATA section', `${rss(item(1)).replace('</channel></rss>', '')}<item><title><![CD`, 1],
		['in an attribute value', `${rss(item(1)).replace('</channel></rss>', '')}<item><guid isPermaLink="fa`, 1],
		['in an entity reference', `${rss(item(1)).replace('</channel></rss>', '')}<item><title>P&amp`, 1],
		['after a complete item', `${rss(item(1)).replace('</channel></rss>', '')}`, 1]
	])('reads a feed cut %s', (_, content, count) => {
		const feed = parseFeed(content);
		expect(feed.items.map((entry) => entry.guid)).toEqual(['g-1', 'g-2'].slice(0, count));
		expect(codes(feed)).toEqual(['truncated']);
	});

	it('reads an Atom feed cut inside an entry, up to the entry before', () => {
		const atom = `<feed xmlns="http://www.w3.org/2005/Atom"><title>A</title><entry><id>e-1</id><title>Um</title></entry><entry><id>e-2</id><title>Do`;
		const feed = parseFeed(atom);
		expect(feed.items.map((entry) => entry.guid)).toEqual(['e-1']);
		expect(codes(feed)).toEqual(['truncated']);
	});

	it('refuses a cut before the root element has begun', () => {
		expect(feedErrorOf(() => parseFeed('<?xml version="1.0"?><rs')).reason).toBe('malformed');
	});

	it('still refuses malformed.xml, broken before its end, whole', () => {
		expect(feedErrorOf(() => parseFeed(readFeedFixture('malformed.xml'))).reason).toBe('malformed');
	});
});

describe('lenient spots of XML', () => {
	it('passes over an XML declaration written after a comment', () => {
		const feed = parseFeed(`<!-- gerado em 2026 -->\n<?xml version="1.0" encoding="utf-8"?>${rss(item(1)).replace('<?xml version="1.0"?>', '')}`);
		expect(feed.items).toHaveLength(1);
		expect(feed.warnings).toEqual([]);
	});

	it('reads prefixes a feed forgot to declare, and says which', () => {
		const feed = parseFeed(rss(item(1).replace('</item>', '<itunes:subtitle>x</itunes:subtitle><dc:creator>Acme</dc:creator></item>')));
		expect(feed.items[0].author).toBe('Acme');
		expect(feed.warnings).toEqual([{ code: 'undeclared_prefixes', message: expect.stringMatching(/uses itunes:, dc: without declaring them/) }]);
	});
});
