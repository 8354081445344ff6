import { describe, expect, it } from 'vitest';
import type { FeedErrorReason } from '../feed-item';
import { parseFeed, type FeedRead } from './parse';
import { allStrings, feedErrorOf, readFeedFixture } from './fixtures.test-helpers';

/*
 * Every fixture of tests/fixtures/feeds/expected.json, read at test time: a fixture or an expected
 * item added to that file is checked without touching this one.
 */
type ExpectedItem = {
	guid?: string;
	id?: string;
	title: string;
	link: string | null;
	published_utc?: string;
	updated_utc?: string;
	description_contains?: string[];
	content_contains?: string[];
	must_not_contain?: string[];
};
type ExpectedFile = {
	format?: string;
	items?: number;
	expected_items?: ExpectedItem[];
	accepted?: number;
	error?: string;
};
const expected = JSON.parse(readFeedFixture('expected.json')) as { files: Record<string, ExpectedFile> };

// The specification's error names, as this parser's reasons. An unknown name fails the test below.
const REASON_OF: Record<string, FeedErrorReason> = {
	invalid_feed_xml: 'malformed',
	dtd_or_entity_expansion_rejected: 'entities',
	dtd_or_external_entity_rejected: 'entities'
};

const files = Object.entries(expected.files);

describe('expected.json', () => {
	it('lists fixtures that exist, each either with items or refused', () => {
		expect(files.length).toBeGreaterThanOrEqual(5);
		for (const [name, file] of files) {
			expect(() => readFeedFixture(name), name).not.toThrow();
			expect(file.expected_items !== undefined || file.accepted === 0, name).toBe(true);
		}
	});
});

for (const [name, file] of files) {
	if (file.expected_items) {
		describe(`${name} (${file.format})`, () => {
			const feed: FeedRead = parseFeed(readFeedFixture(name));

			it(`has ${file.items} items`, () => {
				expect(feed.items).toHaveLength(file.items as number);
			});

			it('holds no string any expected item forbids, anywhere in the result', () => {
				const forbidden = new Set(file.expected_items!.flatMap((item) => item.must_not_contain ?? []));
				expect(forbidden.size).toBeGreaterThan(0);
				const strings = allStrings(feed);
				for (const needle of forbidden) expect(strings.filter((value) => value.includes(needle)), needle).toEqual([]);
			});

			for (const want of file.expected_items!) {
				const guid = (want.guid ?? want.id) as string;
				it(`reads ${guid}`, () => {
					const item = feed.items.find((candidate) => candidate.guid === guid);
					expect(item, guid).toBeDefined();
					if (!item) return;
					expect(item.title).toBe(want.title);
					expect(item.url).toBe(want.link);
					expect(item.notes.includes('missing_link')).toBe(want.link === null);
					// The posting date is `published`; an Atom `updated` is kept apart (and stands in when it is the only date).
					const iso = (date: string) => new Date(date).toISOString();
					if (want.published_utc) expect(item.publishedAt).toBe(iso(want.published_utc));
					if (want.updated_utc) expect(item.updatedAt ?? item.publishedAt).toBe(iso(want.updated_utc));
					if (!want.published_utc && !want.updated_utc) expect(item.publishedAt).toBeNull();
					for (const text of [...(want.description_contains ?? []), ...(want.content_contains ?? [])]) {
						expect(item.description).toContain(text);
					}
					for (const text of want.must_not_contain ?? []) expect(allStrings(item).join('\n')).not.toContain(text);
				});
			}
		});
	} else {
		describe(`${name} (refused)`, () => {
			it(`is refused as ${file.error}`, () => {
				const reason = REASON_OF[file.error as string];
				expect(reason, `no reason mapped for ${file.error}`).toBeDefined();
				const started = performance.now();
				const error = feedErrorOf(() => parseFeed(readFeedFixture(name)));
				expect(performance.now() - started).toBeLessThan(2000);
				expect(error.reason).toBe(reason);
				expect(error.detail).toMatch(/\w+ \w+/);
				expect(error.message).not.toContain('root:');
				expect(error.message).not.toMatch(/(?:lol){3}/);
			});
		});
	}
}
